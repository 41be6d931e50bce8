import type { Em } from '../../db/orm.js';
import { notFound } from '../../errors/app-error.js';
import { assertRoute, scopeOrganization, type Actor } from '../auth/actor.js';
import { Organization } from '../organizations/organization.entity.js';
import { Role } from './role.entity.js';
import { User } from './user.entity.js';

/** Reading users within the actor's organization (the admin login may pick another). */
export class UserService {
  constructor(private readonly em: Em) {}

  async listForOrganization(actor: Actor, organizationId?: number | null): Promise<User[]> {
    assertRoute(actor, '/user_organization');
    const orgId = scopeOrganization(actor, organizationId);
    if (!(await this.em.count(Organization, { id: orgId }))) throw notFound('Organization', orgId);
    return this.em.find(User, { organization: orgId }, { populate: ['roles'], orderBy: { firstName: 'asc', id: 'asc' } });
  }

  /** A user of another organization is reported as not found, never as forbidden, so ids do not leak. */
  async getById(actor: Actor, id: number): Promise<User> {
    assertRoute(actor, '/user_organization');
    const user = await this.em.findOne(User, { id }, { populate: ['roles'] });
    if (!user) throw notFound('User', id);
    try {
      scopeOrganization(actor, user.organization.id);
    } catch {
      throw notFound('User', id);
    }
    return user;
  }

  async listRoles(actor: Actor): Promise<Role[]> {
    assertRoute(actor, '/user_organization');
    return this.em.find(Role, {}, { orderBy: { id: 'asc' } });
  }
}
