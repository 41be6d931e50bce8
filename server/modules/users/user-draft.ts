import { ROLE } from '../../../shared/auth/routes.js';
import { fillField, isNoValue, readText } from '../../../shared/validation/boundary.js';
import {
  readAccessLevel,
  readAssignableRoles,
  readDob,
  readEmail,
  readNewPassword,
  readRequiredText,
  USER_MSG,
  type Read,
} from '../../../shared/validation/user-rules.js';
import { badInput } from '../../errors/app-error.js';
import type { Role } from './role.entity.js';
import type { UserDraft } from './user.inputs.js';

export interface UserValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  dob?: string | null;
  password?: string;
  roleNames?: string[];
  userAccessLevel?: number;
}

function take<T>(read: Read<T>, field: string): T {
  if (!read.ok) throw badInput(read.message, field);
  return read.value;
}

/**
 * Reads a user draft with the shared rules. On creation first name, e-mail and password are required
 * and the access level defaults to 0; on update only the given fields are read (the password is
 * create-only and ignored). Roles are names or ids of `allRoles`.
 */
export function readUserDraft(draft: UserDraft, mode: 'create' | 'update', allRoles: Role[]): UserValues {
  const out: UserValues = {};
  const creating = mode === 'create';
  if (creating || draft.firstName !== undefined) {
    out.firstName = take(readRequiredText(draft.firstName, USER_MSG.firstNameRequired, 100), 'firstName');
  }
  if (draft.lastName !== undefined) {
    // Optional: no value clears it; text by the boundary's rule (no NUL, which once reached SQL: a 500).
    const read = isNoValue(draft.lastName) ? { text: '' } : readText(draft.lastName, { max: 100 });
    if ('problem' in read) throw badInput(fillField(read.problem, 'Last name'), 'lastName');
    out.lastName = read.text;
  }
  if (creating || draft.email !== undefined) out.email = take(readEmail(draft.email), 'email');
  if (draft.dob !== undefined) out.dob = take(readDob(draft.dob), 'dob');
  if (creating) out.password = take(readNewPassword(draft.password), 'password');
  if (creating || draft.userAccessLevel !== undefined)
    out.userAccessLevel = take(readAccessLevel(draft.userAccessLevel), 'userAccessLevel');
  if (creating || (draft.roles !== undefined && draft.roles !== null)) {
    const names = (draft.roles ?? []).map((ref) =>
      typeof ref === 'number' ? (allRoles.find((r) => r.id === ref)?.name ?? `#${ref}`) : ref,
    );
    out.roleNames = take(readAssignableRoles(names), 'roles');
  }
  return out;
}

export const holdsSuperAdmin = (roles: Iterable<{ name: string }>) =>
  [...roles].some((r) => r.name === ROLE.superAdmin);
