import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { grantableRoles } from '../../../../../shared/auth/role-grant';
import { ROLE } from '../../../../../shared/auth/routes';
import { ACCESS_LEVEL, readDob } from '../../../../../shared/validation/user-rules';
import { formatDateText, type DateText } from '../../../lib/format';

/** The user dialog's fields as typed (spec 2 section 3); the password only when adding. */
export interface UserForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** DD/MMM/yyyy as typed or picked. */
  dob: string;
  /** One digit 0-9, or empty for the default 0. */
  userAccessLevel: string;
  roles: string[];
}

export const EMPTY_USER_FORM: UserForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  dob: '',
  userAccessLevel: String(ACCESS_LEVEL.default),
  roles: [],
};

/** The fields the Update form starts from (and the version it saves against). */
export const UserFormFragment = graphql(`
  fragment UserForm_user on User {
    databaseId
    version
    firstName
    lastName
    email
    dob
    userAccessLevel
    roles {
      name
    }
  }
`);

/** The stored YYYY-MM-DD date of birth as the dialog shows it, DD/MMM/yyyy. */
export function dobText(dob: string | null | undefined): string {
  if (!dob) return '';
  const date = new Date(`${dob.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? dob : formatDateText(date, 'date');
}

/** The form of a listed user, for Update (no password: it is not changed here). */
export function userFormOf(ref: FragmentType<typeof UserFormFragment>): UserForm {
  const user = getFragmentData(UserFormFragment, ref);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    password: '',
    dob: dobText(user.dob),
    userAccessLevel: String(user.userAccessLevel),
    roles: user.roles.map((r) => r.name).filter((r) => r !== ROLE.superAdmin),
  };
}

/**
 * Access level 0-9 (spec 2 sections 5 and 9): what is typed is taken only when it reads as an integer in
 * range ('05' is 5); any other input is ignored and the field keeps its text. Empty means the default 0.
 */
export function nextAccessLevel(previous: string, typed: string): string {
  const text = typed.trim();
  if (text === '') return '';
  if (!/^\d+$/.test(text)) return previous;
  const n = Number(text);
  return n >= ACCESS_LEVEL.min && n <= ACCESS_LEVEL.max ? String(n) : previous;
}

export function toggleRole(roles: readonly string[], role: string): string[] {
  return roles.includes(role) ? roles.filter((r) => r !== role) : [...roles, role];
}

/**
 * The checklist's roles: every role the server lists but Super Admin (spec 2 section 6), each enabled
 * when the signed-in user may grant it or the user being edited already holds it (shared/auth/role-grant).
 */
export function roleChoices(
  allRoles: readonly { name: string }[],
  actorRoles: readonly string[],
  held: readonly string[],
): { name: string; enabled: boolean }[] {
  const grantable = grantableRoles(actorRoles);
  return allRoles
    .filter((r) => r.name !== ROLE.superAdmin)
    .map((r) => ({ name: r.name, enabled: grantable.includes(r.name) || held.includes(r.name) }));
}

/**
 * A typed date of birth read by the server's own rule (shared/validation/user-rules readDob: any real
 * calendar day, DD/MMM/yyyy or YYYY-MM-DD), not the API's 1950-2200 rule for voyage dates.
 */
export function readDobText(text: string): DateText {
  if (text.trim() === '') return { state: 'empty' };
  const read = readDob(text);
  return read.ok && read.value !== null
    ? { state: 'readable', date: new Date(`${read.value}T00:00:00Z`) }
    : { state: 'unreadable' };
}

/** The date of birth as the API stores it; text that cannot be read goes as typed, for the server's message. */
export function dobForServer(text: string): string | null {
  const read = readDobText(text);
  if (read.state === 'empty') return null;
  return read.state === 'readable' ? read.date.toISOString().slice(0, 10) : text.trim();
}

const accessLevelOf = (text: string) => (text === '' ? ACCESS_LEVEL.default : Number(text));

export function createUserInput(form: UserForm, organizationId: number) {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    password: form.password,
    dob: dobForServer(form.dob),
    organizationId,
    roles: form.roles,
    userAccessLevel: accessLevelOf(form.userAccessLevel),
  };
}

export function updateUserInput(form: UserForm) {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    dob: dobForServer(form.dob) ?? '',
    roles: form.roles,
    userAccessLevel: accessLevelOf(form.userAccessLevel),
  };
}
