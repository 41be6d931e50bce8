import { z } from 'zod';
import { FIELD } from './field-path.js';
import { shown } from './shown.js';

// One spelling list for every flag of the API, any case; 'on'/'off'/'enabled' (zod's extra defaults) are not
// legacy spellings and stay refused.
const FLAG_TEXT = z.stringbool({ truthy: ['true', 'yes', 'y', '1'], falsy: ['false', 'no', 'n', '0'] });

/** true/false, 'true'/'false', 'yes'/'no', 'y'/'n', 1/0 (numbers or text), any case; undefined otherwise. */
export function readBool(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v !== 'string') return undefined;
  const read = FLAG_TEXT.safeParse(v.trim());
  return read.success ? read.data : undefined;
}

export const boolProblem = (v: unknown) => `${FIELD} must be true or false, got ${shown(v)}`;
