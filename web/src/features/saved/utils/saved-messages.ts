/** Texts of the saved results screens (spec 2 sections 2 and 8); the voyages texts live in shared ORDER_MSG. */
export const SAVED_MSG = {
  noResultFound: 'No result found.',
  confirmDeleteResult: 'Are you sure to delete this result?',
} as const;

/** Page size of the saved lists (spec 1 section 9: 10, offset counts pages). */
export const SAVED_PAGE_SIZE = 10;
