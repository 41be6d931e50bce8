/**
 * Refusals name their field. A reader's message is a template holding FIELD where the field goes; the
 * caller that knows the whole path (`fleetList[2].vessel.vesselBalSpd1`) fills it in with fillField.
 */
export const FIELD = '{field}';

/** `['fleetList', 2, 'vessel', 'vesselBalSpd1']` -> `fleetList[2].vessel.vesselBalSpd1`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
    '',
  );
}

/**
 * The message with its field named: FIELD is replaced by the path; a message without FIELD (a zod
 * default, or a sentence of the spec) is prefixed with the path when `prefix` is set, else kept as it is.
 */
export function fillField(message: string, field: string, opts: { prefix?: boolean; whole?: string } = {}): string {
  if (message.includes(FIELD)) return message.replaceAll(FIELD, field || (opts.whole ?? 'payload'));
  return opts.prefix && field ? `${field} ${message}` : message;
}
