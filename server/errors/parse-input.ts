import type { ZodType } from 'zod';
import { readInput } from '../../shared/validation/boundary.js';
import { badInput } from './app-error.js';

/** Parses with a zod schema; the first issue becomes a BAD_USER_INPUT naming its field path (`portList[0].lat`). */
export function parseInput<T>(schema: ZodType<T>, value: unknown): T {
  const read = readInput(schema, value);
  if (read.ok) return read.data;
  throw badInput(read.message, read.field);
}
