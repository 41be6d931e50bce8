import type { ZodType } from 'zod';
import { badInput } from './app-error.js';

/** Parses with a zod schema; the first issue becomes a BAD_USER_INPUT naming its field path. */
export function parseInput<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  throw badInput(issue?.message ?? 'Invalid input', field);
}
