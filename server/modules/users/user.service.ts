import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { mayManageRoles, ROLE_RULE_MSG, ungrantableRoles } from '../../../shared/auth/role-grant.js';
import { isSuperAdmin, ROLE } from '../../../shared/auth/routes.js';
import { USER_MSG } from '../../../shared/validation/user-rules.js';
import type { Em } from '../../db/orm.js';
import { assertVersion, lockForWrite, markChanged } from '../../db/versioning.js';
import { AppError, conflict, forbidden, notFound } from '../../errors/app-error.js';
import { assertRoute, scopeOrganization, type Actor } from '../auth/actor.js';
import { AuditKind, recordAudit } from '../auth/audit/audit-log.js';
import { hashPassword } from '../auth/password.js';
import { endUserSessions } from '../auth/sessions.js';
import { reachable } from '../organizations/org-scope.js';
import { Organization } from '../organizations/organization.entity.js';
import { Role } from './role.entity.js';
import { holdsSuperAdmin, readUserDraft, type UserValues } from './user-draft.js';
import type { UserDraft } from './user.inputs.js';
import { User } from './user.entity.js';

/**
 * User management ('/user_organization') within the actor's organization; the admin login may pick
 * another. A user of another organization is NOT_FOUND. Nobody edits or deletes their own row, only
 * the admin login may change a user who holds Super Admin, and the role rule of shared/auth/role-grant.ts
 * holds for every write: roles are granted only by someone who may grant them, and ADMIN users are
 * created, changed and deleted only by ADMIN or the admin login. Every write is in the audit log; removing
 * a role from a user ends their sessions at once (deleting the user ends them with the user).
 */
export class UserService {
  constructor(private readonly em: Em) {}

  async listForOrganization(actor: Actor, organizationId?: number | null): Promise<User[]> {
    assertRoute(actor, '/user_organization');
    const orgId = scopeOrganization(actor, organizationId);
    if (!(await this.em.count(Organization, { id: orgId }))) throw notFound('Organization', orgId);
    return this.em.find(
      User,
      { organization: orgId },
      { populate: ['roles'], orderBy: { firstName: 'asc', id: 'asc' } },
    );
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

  /** The roles a user holds (GET /getUserRoles). */
  async rolesOf(actor: Actor, id: number): Promise<Role[]> {
    const user = await this.getById(actor, id);
    return user.roles.getItems();
  }

  /** Creates a user with a hashed password; the e-mail must be unused ('Email already exists'). */
  async create(actor: Actor, draft: UserDraft): Promise<User> {
    assertRoute(actor, '/user_organization');
    const orgId = scopeOrganization(actor, draft.organizationId);
    const allRoles = await this.em.find(Role, {});
    const values = readUserDraft(draft, 'create', allRoles);
    assertRoleRule(actor, values.roleNames ?? [], []);
    const passwordHash = await hashPassword(values.password ?? '');
    return this.uniqueEmail(() =>
      this.em.transactional(async (tx) => {
        if (!(await tx.count(Organization, { id: orgId }))) throw notFound('Organization', orgId);
        await assertEmailFree(tx, values.email ?? '', null);
        const user = tx.create(User, {
          firstName: values.firstName ?? '',
          lastName: values.lastName ?? '',
          email: values.email ?? '',
          dob: values.dob ?? null,
          passwordHash,
          organization: tx.getReference(Organization, orgId),
          userAccessLevel: values.userAccessLevel ?? 0,
        });
        user.roles.set(pick(allRoles, values.roleNames ?? []));
        await tx.flush();
        await recordAudit(tx, {
          kind: AuditKind.USER_CREATED,
          organizationId: orgId,
          actor: { id: actor.id, email: actor.email },
          subject: { id: user.id, email: user.email },
          detail: `roles: ${values.roleNames?.join(', ') || 'none'}`,
        });
        await tx.flush();
        return user;
      }),
    );
  }

  /**
   * Updates the given fields; roles are replaced (a Super Admin role the user holds is kept). `version`: the
   * one the client loaded; a stale one answers CONFLICT and changes nothing (absent: not checked).
   */
  async update(actor: Actor, id: number, draft: UserDraft, version?: number | null): Promise<User> {
    assertRoute(actor, '/user_organization');
    if (id === actor.id) throw forbidden(USER_MSG.ownRowEdit);
    const allRoles = await this.em.find(Role, {});
    const values: UserValues = readUserDraft(draft, 'update', allRoles);
    return this.uniqueEmail(() =>
      this.em.transactional(async (tx) => {
        await lockForWrite(tx, User, id);
        const user = reachable(actor, await tx.findOne(User, { id }, { populate: ['roles'] }), 'User', id);
        assertMayChangeAdminLogin(actor, user);
        const held = user.roles.getItems().map((r) => r.name);
        assertMayManage(actor, held);
        assertVersion(user, version, 'user');
        if (values.roleNames !== undefined) assertRoleRule(actor, values.roleNames, held);
        if (values.email !== undefined && values.email !== user.email) await assertEmailFree(tx, values.email, user.id);
        if (values.firstName !== undefined) user.firstName = values.firstName;
        if (values.lastName !== undefined) user.lastName = values.lastName;
        if (values.email !== undefined) user.email = values.email;
        if (values.dob !== undefined) user.dob = values.dob;
        if (values.userAccessLevel !== undefined) user.userAccessLevel = values.userAccessLevel;
        if (values.roleNames !== undefined) {
          const keep = holdsSuperAdmin(user.roles.getItems()) ? [ROLE.superAdmin] : [];
          user.roles.set(pick(allRoles, [...values.roleNames, ...keep]));
        }
        await markChanged(tx, user, actor);
        const changed = await this.auditUpdate(tx, actor, user, draft, held);
        await tx.flush();
        return changed;
      }),
    );
  }

  /** Deletes a user; their fleet goes with them, their orders and results stay (creator cleared). */
  async remove(actor: Actor, id: number): Promise<number> {
    assertRoute(actor, '/user_organization');
    if (id === actor.id) throw forbidden(USER_MSG.ownRowDelete);
    return this.em.transactional(async (tx) => {
      const user = reachable(actor, await tx.findOne(User, { id }, { populate: ['roles'] }), 'User', id);
      assertMayChangeAdminLogin(actor, user);
      assertMayManage(
        actor,
        user.roles.getItems().map((r) => r.name),
      );
      await recordAudit(tx, {
        kind: AuditKind.USER_DELETED,
        organizationId: user.organization.id,
        actor: { id: actor.id, email: actor.email },
        subject: { id: user.id, email: user.email },
        detail: 'sessions ended with the user',
      });
      // Its sessions go with it (auth_session cascades), so its tokens are refused at once.
      tx.remove(user);
      await tx.flush();
      return id;
    });
  }

  /**
   * Audits an update: the fields given, and the roles added and removed; a removed role ends every session
   * of the user at once, so the next request with one of their tokens is refused.
   */
  private async auditUpdate(tx: Em, actor: Actor, user: User, draft: UserDraft, held: string[]): Promise<User> {
    const now = user.roles.getItems().map((r) => r.name);
    const added = now.filter((r) => !held.includes(r));
    const removed = held.filter((r) => !now.includes(r));
    const base = {
      organizationId: user.organization.id,
      actor: { id: actor.id, email: actor.email },
      subject: { id: user.id, email: user.email },
    };
    const fields = Object.keys(draft).filter(
      (k) => k !== 'id' && k !== 'roles' && k !== 'password' && draft[k as keyof UserDraft] !== undefined,
    );
    await recordAudit(tx, { ...base, kind: AuditKind.USER_UPDATED, detail: `fields: ${fields.join(', ') || 'none'}` });
    if (added.length || removed.length) {
      const ended = removed.length ? await endUserSessions(tx, user.id, 'roles_removed') : 0;
      await recordAudit(tx, {
        ...base,
        kind: AuditKind.ROLES_CHANGED,
        detail:
          `added: ${added.join(', ') || 'none'}; removed: ${removed.join(', ') || 'none'}` +
          (removed.length ? `; ${ended} session(s) ended` : ''),
      });
    }
    return user;
  }

  /** A concurrent insert of the same e-mail loses on the unique index: the same CONFLICT. */
  private async uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict(USER_MSG.emailExists, 'email');
      throw error;
    }
  }
}

async function assertEmailFree(tx: Em, email: string, exceptId: number | null): Promise<void> {
  const taken = await tx.count(User, exceptId === null ? { email } : { email, id: { $ne: exceptId } });
  if (taken) throw conflict(USER_MSG.emailExists, 'email');
}

function assertMayChangeAdminLogin(actor: Actor, user: User): void {
  if (holdsSuperAdmin(user.roles.getItems()) && !isSuperAdmin(actor.roles)) throw forbidden(USER_MSG.adminLoginOnly);
}

/** Only ADMIN or the admin login may touch a user who holds ADMIN. */
function assertMayManage(actor: Actor, targetRoles: readonly string[]): void {
  if (!mayManageRoles(actor.roles, targetRoles)) throw new AppError('FORBIDDEN', ROLE_RULE_MSG.adminOnly);
}

/** The roles a write gives: ADMIN only from ADMIN or the admin login, others only from one who may grant them. */
function assertRoleRule(actor: Actor, wanted: readonly string[], held: readonly string[]): void {
  assertMayManage(actor, wanted);
  const refused = ungrantableRoles(actor.roles, wanted, held);
  if (refused.length) throw new AppError('FORBIDDEN', ROLE_RULE_MSG.grantOwnOnly(refused), { field: 'roles' });
}

const pick = (roles: Role[], names: string[]) => roles.filter((r) => names.includes(r.name));
