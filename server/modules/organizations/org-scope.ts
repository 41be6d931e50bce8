import { isSuperAdmin } from '../../../shared/auth/routes.js';
import { notFound } from '../../errors/app-error.js';
import type { Actor } from '../auth/actor.js';

/**
 * Whether a record of organization `organizationId` is within the actor's reach: their own
 * organization, or any for the admin login (Super Admin).
 */
export function canReach(actor: Actor, organizationId: number): boolean {
  return organizationId === actor.organizationId || isSuperAdmin(actor.roles);
}

/**
 * Returns the record when it exists and is within reach; otherwise NOT_FOUND, so a record of another
 * organization is never even acknowledged to exist.
 */
export function reachable<T extends { organization: { id: number } }>(
  actor: Actor,
  record: T | null,
  what: string,
  id: number,
): T {
  if (!record || !canReach(actor, record.organization.id)) throw notFound(what, id);
  return record;
}
