import { ASSIGNABLE_ROLES, ROLE } from '../auth/routes.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MSG, PASSWORD_MAX_LENGTH } from './messages.js';

export { PASSWORD_MAX_LENGTH };
import { fillField, isNoValue, readText } from './boundary.js';

/**
 * User and organization administration rules (spec 2 sections 3, 5, 6 and 9): limits and messages kept
 * once for the GraphQL inputs, the REST shim and the web forms. Pure: no ORM, no I/O.
 */

export const USER_MSG = {
  firstNameRequired: 'First name is required',
  emailRequired: MSG.emailRequired,
  emailInvalid: MSG.emailInvalid,
  passwordRequired: MSG.passwordRequired,
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  passwordTooLong: MSG.passwordTooLong,
  superAdminRole: 'Super Admin role cannot be assigned',
  unknownRole: (role: string) => `Unknown role: ${role}`,
  accessLevel: 'Access level must be an integer from 0 to 9',
  dob: 'Date of birth must be a date (YYYY-MM-DD or DD/MMM/yyyy)',
  emailExists: 'Email already exists',
  ownRowEdit: 'You cannot edit your own user',
  ownRowDelete: 'You cannot delete your own user',
  adminLoginOnly: 'Only the admin login may change the admin login',
  created: 'User Created Successfully',
  updated: 'User Updated Successfully',
  deleted: 'User Deleted Successfully',
} as const;

export const ORG_MSG = {
  nameRequired: 'Organization name is required',
  codeRequired: 'Organization code is required',
  typeInvalid: 'Organization type must be one of FSC, FOW, FMM',
  codeExists: 'Organization code already exists',
  contactNumber: 'Contact number must be numeric',
  heldBy: (holders: readonly OrgHolder[]) => orgHeldByMessage(holders),
  created: 'Created successfully',
  updated: 'Updated successfully',
  deleted: 'Deleted successfully',
} as const;

/** Records of one kind that still belong to an organization, with the kind's singular and plural name. */
export interface OrgHolder {
  count: number;
  one: string;
  many: string;
}

/**
 * What keeps an organization from being deleted, e.g. '3 users and 12 orders belong to this
 * organization; delete or move them before deleting the organization'. Kinds with no records are left out.
 */
function orgHeldByMessage(holders: readonly OrgHolder[]): string {
  const parts = holders.filter((h) => h.count > 0).map((h) => `${h.count} ${h.count === 1 ? h.one : h.many}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');
  const single = parts.length === 1 && holders.find((h) => h.count > 0)?.count === 1;
  return `${list} ${single ? 'belongs' : 'belong'} to this organization; delete or move them before deleting the organization`;
}

/** The longest role name read (the role table's column, 50); longer is refused before any lookup. */
export const ROLE_NAME_MAX = 50;

export const ACCESS_LEVEL = { min: 0, max: 9, default: 0 } as const;
export const PASSWORD_MIN_LENGTH = 8;
export const ORG_TYPES = ['FSC', 'FOW', 'FMM'] as const;
export type OrgTypeCode = (typeof ORG_TYPES)[number];

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** Access level 0-9 as a number or a digit string; absent means the default 0. */
export function readAccessLevel(value: unknown): Read<number> {
  if (value === undefined || value === null || value === '') return { ok: true, value: ACCESS_LEVEL.default };
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < ACCESS_LEVEL.min || n > ACCESS_LEVEL.max)
    return { ok: false, message: USER_MSG.accessLevel };
  return { ok: true, value: n };
}

/** Lower-cased e-mail, or the login form's messages. */
export function readEmail(value: unknown): Read<string> {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email) return { ok: false, message: USER_MSG.emailRequired };
  if (!EMAIL_PATTERN.test(email) || email.length > EMAIL_MAX_LENGTH || email.includes('\u0000'))
    return { ok: false, message: USER_MSG.emailInvalid };
  return { ok: true, value: email };
}

export function readNewPassword(value: unknown): Read<string> {
  if (typeof value !== 'string' || value === '') return { ok: false, message: USER_MSG.passwordRequired };
  if (value.length < PASSWORD_MIN_LENGTH) return { ok: false, message: USER_MSG.passwordTooShort(PASSWORD_MIN_LENGTH) };
  if (value.length > PASSWORD_MAX_LENGTH) return { ok: false, message: USER_MSG.passwordTooLong(PASSWORD_MAX_LENGTH) };
  return { ok: true, value };
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Date of birth as YYYY-MM-DD from 'YYYY-MM-DD', an ISO timestamp or the display form DD/MMM/yyyy. */
export function readDob(value: unknown): Read<string | null> {
  if (value === undefined || value === null || value === '') return { ok: true, value: null };
  if (typeof value !== 'string') return { ok: false, message: USER_MSG.dob };
  const text = value.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(text);
  const display = /^(\d{1,2})\/([A-Za-z]{3})\/(\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (display) [d, m, y] = [Number(display[1]), MONTHS.indexOf(display[2]!.toUpperCase()) + 1, Number(display[3])];
  else return { ok: false, message: USER_MSG.dob };
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return { ok: false, message: USER_MSG.dob };
  }
  return { ok: true, value: date.toISOString().slice(0, 10) };
}

/**
 * The role names a user may be given. Super Admin is never assignable (spec 2 section 6); unknown
 * names are refused. Duplicates collapse.
 */
export function readAssignableRoles(names: readonly unknown[]): Read<string[]> {
  const out: string[] = [];
  for (const [i, raw] of names.entries()) {
    // The boundary's text rule first: a NUL or a 1 MB name is refused as such, not quoted as a role.
    const read = readText(raw, { max: ROLE_NAME_MAX });
    if ('problem' in read) return { ok: false, message: fillField(read.problem, `roles[${i}]`) };
    const name = read.text;
    if (name === ROLE.superAdmin) return { ok: false, message: USER_MSG.superAdminRole };
    if (!(ASSIGNABLE_ROLES as readonly string[]).includes(name))
      return { ok: false, message: USER_MSG.unknownRole(name) };
    if (!out.includes(name)) out.push(name);
  }
  return { ok: true, value: out };
}

export function readOrgType(value: unknown): Read<OrgTypeCode> {
  if (typeof value === 'string' && (ORG_TYPES as readonly string[]).includes(value))
    return { ok: true, value: value as OrgTypeCode };
  return { ok: false, message: ORG_MSG.typeInvalid };
}

/** Contact number: digits, optionally with a leading '+' and spaces (spec 2 section 5: a numeric input). */
export function readContactNumber(value: unknown): Read<string | null> {
  if (value === undefined || value === null || value === '') return { ok: true, value: null };
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\+?[\d ]{1,50}$/.test(text)) return { ok: false, message: ORG_MSG.contactNumber };
  return { ok: true, value: text.replace(/ /g, '') };
}

/** Optional e-mail (organization contact, mailbox): blank is null, otherwise it must look like one. */
export function readOptionalEmail(value: unknown): Read<string | null> {
  if (value === undefined || value === null || value === '') return { ok: true, value: null };
  return readEmail(value);
}

/** Required trimmed text with a message when blank. */
export function readRequiredText(value: unknown, message: string, max: number): Read<string> {
  if (isNoValue(value)) return { ok: false, message };
  // The boundary's text rule: trimmed, no NUL, within the column; refusals name the field as the form does.
  const read = readText(value, { max });
  if ('problem' in read) return { ok: false, message: fillField(read.problem, message.replace(/ is required$/, '')) };
  return { ok: true, value: read.text };
}
