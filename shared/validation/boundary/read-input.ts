import type { z } from 'zod';
import { fillField, formatPath } from './field-path.js';

export type InputRead<T> = { ok: true; data: T } | { ok: false; field: string | undefined; message: string };

/**
 * Parses with a boundary schema; a refusal is the first issue with its field named by its whole path
 * (`root` first when the value sits under one, as `cargoList`). `prefix`: messages that do not name
 * FIELD are prefixed with the path (the REST style), else kept as they are.
 */
export function readInput<T>(
  schema: z.ZodType<T>,
  value: unknown,
  opts: { root?: string; prefix?: boolean } = {},
): InputRead<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const field = formatPath([...(opts.root ? [opts.root] : []), ...(issue?.path ?? [])]);
  const message = fillField(issue?.message ?? 'Invalid input', field, { prefix: opts.prefix });
  return { ok: false, field: field || undefined, message };
}
