import { ALL_ROLES } from '../../../shared/auth/routes.js';
import { Role } from '../../modules/users/role.entity.js';
import type { Orm } from '../orm.js';

/** Ensures the four roles exist; idempotent, runs at every start. */
export async function ensureReferenceData(orm: Orm): Promise<void> {
  const em = orm.em.fork();
  const existing = new Set((await em.find(Role, {})).map((r) => r.name));
  for (const name of ALL_ROLES) if (!existing.has(name)) em.create(Role, { name });
  await em.flush();
}
