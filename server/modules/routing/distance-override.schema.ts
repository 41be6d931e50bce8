import { z } from 'zod';
import { idField, numberField, required, textField } from '../../../shared/validation/boundary.js';

/**
 * The saved-distance writes (REST /savePortDistance and /resetDistance, GraphQL savePortDistance and
 * resetPortDistance), read here once by the service whichever API called it: GraphQL's typed input is no
 * reason to skip a rule (it once stored -3,000 nm).
 */

/** No sea route is longer; a larger figure is a typo. */
const MAX_NM = 50_000;
/** Port names as the override table stores them (port_distance_override.from_port / to_port). */
const PORT_LENGTH = 200;
/** A note is a sentence or two; the column is text, the limit keeps it one. */
const NOTES_LENGTH = 2_000;

const port = (name: string) => required(textField({ max: PORT_LENGTH }), `${name} is required`);
const distance = () => numberField({ max: MAX_NM });

export const saveDistanceSchema = z
  .object(
    {
      id: z.unknown().optional(),
      openingPort: port('openingPort'),
      endingPort: port('endingPort'),
      distNormal: distance(),
      distEca: distance(),
      notes: textField({ max: NOTES_LENGTH }),
    },
    { error: 'The request body must be a JSON object' },
  )
  // Notes alone are saved without touching the pair's distance (User Notes in Port Distance once wrote
  // the row's current figure over the saved one, issue #12); a distance needs its normal miles. "" and null
  // are no value, refused like an absent figure (null once cleared the saved figure, earlier stored 0 nm);
  // only an omitted distNormal means a save of the notes alone. distEca without a value is 0 nm of ECA.
  .superRefine((v, ctx) => {
    const notesOnly = v.distNormal === undefined && v.distEca === undefined && v.notes !== undefined;
    if ((v.distNormal === undefined || v.distNormal === null) && !notesOnly)
      ctx.addIssue({ code: 'custom', message: 'distNormal is required', path: ['distNormal'] });
  });

export const resetDistanceSchema = z.object(
  { id: idField(), openingPort: textField({ max: PORT_LENGTH }), endingPort: textField({ max: PORT_LENGTH }) },
  { error: 'The request body must be a JSON object' },
);

export type SaveDistance = z.output<typeof saveDistanceSchema>;
