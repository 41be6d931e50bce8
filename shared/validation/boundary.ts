/**
 * The boundary reader: how every REST and GraphQL entry point turns what a client sent into typed
 * values. One rule set, built on zod 4's own checks (z.iso.datetime, z.stringbool, z.coerce):
 *
 * - No value: undefined, null and "" (or blank text) mean "no value", the same everywhere. A required
 *   field refuses it; an optional field reads it as null (its default where the field has one). Only an
 *   omitted key (undefined) may mean "leave unchanged" on a partial update.
 * - Dates: ISO-8601, a real calendar day and clock time (2027-02-30 is refused, never rolled over to
 *   March). A date-time without a zone is UTC; a date alone is midnight UTC; '+0200' and ' ' for 'T' are
 *   read as the legacy clients send them; epoch milliseconds (a whole count above 0: -1 once stored
 *   1969-12-31) and the Date a GraphQL scalar made are accepted. Years 1950 to 2200 only. The result is a
 *   Date, or its ISO UTC string where the caller stores text. (GraphQL's DateTimeISO scalar itself already
 *   requires a zone and a real day.)
 * - Booleans: true/false, 'true'/'false', 'yes'/'no', 'y'/'n', 1/0 (number or text), any case, surrounding
 *   white space ignored. Anything else is refused.
 * - Numbers: finite, in decimal notation ('12', '-3.5', '.5', and the exponent JavaScript writes for tiny
 *   numbers, '5e-324'); numeric text is accepted where legacy clients send it. No hex ('0x10'), no
 *   Infinity or NaN, nothing that overflows ('1e400'). Each field passes its range (NumberRules);
 *   negative values are refused unless the field allows them.
 * - Text: trimmed of surrounding white space, then refused if it holds the NUL character or is longer than
 *   its column (TextRules.max, the entity's length). Finite numbers are accepted as text. Free text in text
 *   columns has a stated maximum too (order message 5,000; notes, PDA remarks, fleet remarks, saved-distance
 *   notes 2,000). Passwords are not text: they are read verbatim by their own rules (at most 128 characters).
 * - Never-empty numbers: "" or null for a number column that cannot be empty (a fleet entry's hire, DWT,
 *   bunker quantities; a saved distance's normal miles) is refused, never written as 0 over the stored
 *   figure; leave the key out to keep it.
 * - Depth: a request body (or a JSON value inside it) nesting arrays or objects deeper than MAX_DEPTH (32)
 *   levels is refused before any reader walks it; a refusal quotes the refused value cut to 60 characters.
 * - Closed sets: matched in any case, after a field's legacy aliases.
 * - Every refusal names its field by its whole path (`fleetList[2].vessel.vesselBalSpd1`,
 *   `laycanStartDate`): messages are templates naming FIELD, filled in by readInput (or by the server's
 *   issueToError, which makes the BAD_USER_INPUT error).
 *
 * Every refusal is a 400 BAD_USER_INPUT with its field (REST `{ error, code, field }`, GraphQL
 * `extensions.code` and `extensions.field`); the fuzzers in tests/integration/fuzz-*.test.ts hold every
 * /api/v1 path and every query and mutation to it.
 *
 * Where a rule lives: typed values come from these readers; a rule both APIs must obey (a field's range, a
 * column's width) is checked once, in the layer both call: the service (orders, fleet, users,
 * organizations, saved distances) or the shared schema the service parses with (routing, e-mail
 * positions, the calculation payload). GraphQL's typed input is never a reason to skip it.
 */
export { FIELD, fillField, formatPath } from './boundary/field-path.js';
export { isNoValue } from './boundary/no-value.js';
export { numberProblem, readNumber, type NumberRules } from './boundary/read-number.js';
export { boolProblem, readBool } from './boundary/read-bool.js';
export { DATE_YEARS, dateProblem, readDate } from './boundary/read-date.js';
export { NUL_PROBLEM, readText, type TextRead, type TextRules } from './boundary/read-text.js';
export {
  MAX_ID,
  boolField,
  dateField,
  idField,
  isoDateField,
  matchOne,
  numberField,
  oneOfField,
  oneOfProblem,
  rawTextField,
  required,
  ruleField,
  textField,
} from './boundary/fields.js';
export { readInput, type InputRead } from './boundary/read-input.js';
export { MAX_DEPTH, depthProblem, nestsDeeperThan } from './boundary/depth.js';
export { shown } from './boundary/shown.js';
