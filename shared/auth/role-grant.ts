import { ASSIGNABLE_ROLES, isSuperAdmin, ROLE } from './routes.js';

/**
 * Who may hand out which role (issue #16). The admin login (Super Admin) and ADMIN, the organization's
 * administrator, whose rights include every route of Pricing and Sales, may grant every assignable role;
 * anyone else only the roles they hold themselves. Only ADMIN or the admin login may create, change or
 * delete a user who holds ADMIN. Pure: the users service enforces it for REST and GraphQL alike, and the
 * web's role checklist offers the same choice.
 */
export const ROLE_RULE_MSG = {
  grantOwnOnly: (roles: readonly string[]) =>
    `You may only grant roles you hold yourself: ${roles.join(', ')} ${roles.length === 1 ? 'is' : 'are'} not yours`,
  adminOnly: `Only an ${ROLE.admin} user or the admin login may create, change or delete an ${ROLE.admin} user`,
} as const;

/** True for the actors who administer every role: the admin login and ADMIN. */
function administersAll(actorRoles: readonly string[]): boolean {
  return isSuperAdmin(actorRoles) || actorRoles.includes(ROLE.admin);
}

/** The assignable roles an actor may grant, in the route table's order. */
export function grantableRoles(actorRoles: readonly string[]): string[] {
  return ASSIGNABLE_ROLES.filter((r) => administersAll(actorRoles) || actorRoles.includes(r));
}

/**
 * The roles of `wanted` the actor may not grant. Roles the target already holds (`held`) are not granted
 * again, so editing a user's name never trips over a role the editor lacks.
 */
export function ungrantableRoles(
  actorRoles: readonly string[],
  wanted: readonly string[],
  held: readonly string[] = [],
): string[] {
  const allowed = grantableRoles(actorRoles);
  return wanted.filter((r) => !held.includes(r) && !allowed.includes(r));
}

/** Whether the actor may create, change or delete a user who holds (or is to hold) these roles. */
export function mayManageRoles(actorRoles: readonly string[], targetRoles: readonly string[]): boolean {
  return !targetRoles.includes(ROLE.admin) || administersAll(actorRoles);
}
