import { ROLE } from '../../../../../shared/auth/routes';

/** Whoever saved a result, or an ADMIN of the organization, may delete it (server rule, mirrored to hide the button). */
export function canDeleteSavedResult(
  session: { realMe: number; roles: readonly { name: string }[] } | null,
  row: { userId?: number | null },
): boolean {
  if (!session) return false;
  return row.userId === session.realMe || session.roles.some((r) => r.name === ROLE.admin);
}
