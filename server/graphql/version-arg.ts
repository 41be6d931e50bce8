/**
 * The optional `version` argument of every update mutation of a versioned record (ADR 0013): the version
 * the client loaded. A stale one answers CONFLICT ('This order was changed by {name} at {time}') and
 * changes nothing; without it the save is not checked, as before.
 */
export const VERSION_ARG = {
  nullable: true,
  description: 'The version you loaded; a stale one answers CONFLICT and changes nothing (absent: not checked)',
} as const;

/** The fleet list's Update also edits the catalogue vessel: its own loaded version. */
export const VESSEL_VERSION_ARG = {
  nullable: true,
  description: "The vessel's version you loaded (when a vessel is given); a stale one answers CONFLICT",
} as const;
