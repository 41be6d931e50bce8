import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { isSuperAdmin, ROLE } from '../../../shared/auth/routes.js';
import {
  emailDomain,
  normalizeDomain,
  REGISTRATION_MSG,
  registrationRequestSchema,
} from '../../../shared/validation/registration-rules.js';
import type { Em } from '../../db/orm.js';
import { AppError, badInput, forbidden, notFound } from '../../errors/app-error.js';
import { parseInput } from '../../errors/parse-input.js';
import { assertRoute, scopeOrganization, type Actor } from '../auth/actor.js';
import { canReach } from '../organizations/org-scope.js';
import { Organization } from '../organizations/organization.entity.js';
import type { UserDraft } from '../users/user.inputs.js';
import { User } from '../users/user.entity.js';
import { UserService } from '../users/user.service.js';
import { RegistrationRequest } from './registration-request.entity.js';
import type { RegistrationRequestRow } from './registration.types.js';

export interface RegistrationSettings {
  /** Requests stored per client address within `windowSeconds`; 0 turns the limit off. */
  maxRequests: number;
  windowSeconds: number;
  now?: () => Date;
}

type OrgRef = Pick<Organization, 'id' | 'organizationName'>;

/**
 * Registration requests (the login page's Request Registration) and their review. Anyone may submit; the
 * answer is the same whether the request was stored, was already pending, or names a registered e-mail, so
 * it tells nobody which e-mails exist. A request belongs to the organization whose `domain` is its e-mail's
 * domain: that organization's ADMIN users and the admin login review it; one no domain matches is seen by
 * the admin login alone, who picks the organization when turning it into a user.
 */
export class RegistrationService {
  constructor(
    private readonly em: Em,
    private readonly settings: RegistrationSettings,
  ) {}

  async submit(raw: unknown, clientAddress: string): Promise<{ message: string }> {
    const values = parseInput(registrationRequestSchema, raw ?? {});
    await this.assertWithinLimit(clientAddress);
    const receipt = { message: REGISTRATION_MSG.received };
    if (await this.em.count(User, { email: values.email })) return receipt;
    if (await this.em.count(RegistrationRequest, { pendingEmail: values.email })) return receipt;
    try {
      this.em.create(RegistrationRequest, {
        name: values.name,
        email: values.email,
        emailDomain: emailDomain(values.email),
        number: values.number,
        description: values.description ?? null,
        pendingEmail: values.email,
        clientAddress: clientAddress.slice(0, 64),
      });
      await this.em.flush();
    } catch (error) {
      // The same e-mail arriving twice at once: the second loses on the unique index, same answer.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
    }
    return receipt;
  }

  /** Pending requests of an organization (the actor's own; any for the admin login, plus the unmatched ones). */
  async listPending(actor: Actor, organizationId?: number | null): Promise<RegistrationRequestRow[]> {
    assertReviewer(actor);
    const orgId = scopeOrganization(actor, organizationId);
    if (!(await this.em.count(Organization, { id: orgId }))) throw notFound('Organization', orgId);
    const owners = await this.domainOwners();
    const pending = await this.em.find(
      RegistrationRequest,
      { status: 'pending' },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return pending
      .map((r) => ({ request: r, org: owners.get(r.emailDomain) ?? null }))
      .filter(({ org }) => (org ? org.id === orgId : isSuperAdmin(actor.roles)))
      .map(({ request, org }) => rowOf(request, org));
  }

  /** Creates the user (UserService's rules: role grant, unique e-mail, password) and marks the request done. */
  async convert(actor: Actor, id: number, draft: Omit<UserDraft, 'email'>): Promise<User> {
    assertReviewer(actor);
    return this.em.transactional(async (tx) => {
      const { request, org } = await this.pendingInReach(tx, actor, id);
      const target = targetOrganization(org, draft.organizationId);
      const user = await new UserService(tx).create(actor, { ...draft, email: request.email, organizationId: target });
      this.decide(tx, request, actor, 'converted');
      request.createdUser = user;
      await tx.flush();
      return user;
    });
  }

  /** One pending request in reach (node(id) of a RegistrationRequestRow): NOT_FOUND as for convert and dismiss. */
  async pending(actor: Actor, id: number): Promise<RegistrationRequestRow> {
    assertReviewer(actor);
    const { request, org } = await this.pendingInReach(this.em, actor, id, false);
    return rowOf(request, org);
  }

  async dismiss(actor: Actor, id: number): Promise<number> {
    assertReviewer(actor);
    return this.em.transactional(async (tx) => {
      const { request } = await this.pendingInReach(tx, actor, id);
      this.decide(tx, request, actor, 'dismissed');
      await tx.flush();
      return id;
    });
  }

  private decide(tx: Em, request: RegistrationRequest, actor: Actor, status: 'converted' | 'dismissed'): void {
    request.status = status;
    request.pendingEmail = null;
    request.decidedAt = this.now();
    request.decidedBy = tx.getReference(User, actor.id);
  }

  /** The pending request, locked (inside a write); NOT_FOUND when decided, unknown or another organization's. */
  private async pendingInReach(tx: Em, actor: Actor, id: number, lock = true) {
    const request = await tx.findOne(
      RegistrationRequest,
      { id, status: 'pending' },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
    if (!request) throw notFound('Registration request', id);
    const org = (await this.domainOwners(tx)).get(request.emailDomain) ?? null;
    const reachable = org ? canReach(actor, org.id) : isSuperAdmin(actor.roles);
    if (!reachable) throw notFound('Registration request', id);
    return { request, org };
  }

  /** Organizations by normalized domain; where two share one, the older organization owns it. */
  private async domainOwners(em: Em = this.em): Promise<Map<string, OrgRef>> {
    const orgs = await em.find(Organization, { domain: { $ne: null } }, { orderBy: { id: 'asc' } });
    const owners = new Map<string, OrgRef>();
    for (const org of orgs) {
      const domain = normalizeDomain(org.domain);
      if (domain && !owners.has(domain)) owners.set(domain, { id: org.id, organizationName: org.organizationName });
    }
    return owners;
  }

  private async assertWithinLimit(clientAddress: string): Promise<void> {
    const { maxRequests, windowSeconds } = this.settings;
    if (maxRequests === 0) return;
    const now = this.now().getTime();
    const since = new Date(now - windowSeconds * 1000);
    const recent = await this.em.find(
      RegistrationRequest,
      { clientAddress: clientAddress.slice(0, 64), createdAt: { $gt: since } },
      { orderBy: { createdAt: 'desc' }, limit: maxRequests, fields: ['id', 'createdAt'] },
    );
    if (recent.length < maxRequests) return;
    const oldest = recent[recent.length - 1]?.createdAt.getTime() ?? now;
    const wait = Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - now) / 1000));
    throw new AppError('RATE_LIMITED', REGISTRATION_MSG.tooMany(wait), { retryAfterSeconds: wait });
  }

  private now(): Date {
    return this.settings.now?.() ?? new Date();
  }
}

/** ADMIN users and the admin login review requests; Pricing also opens /user_organization but does not. */
function assertReviewer(actor: Actor): void {
  assertRoute(actor, '/user_organization');
  if (!actor.roles.includes(ROLE.admin) && !isSuperAdmin(actor.roles)) {
    throw forbidden('Only an ADMIN user or the admin login may review registration requests');
  }
}

/** A matched request becomes a user of its organization; an unmatched one of the organization asked for. */
function targetOrganization(org: OrgRef | null, requested: number | null | undefined): number {
  if (org) {
    if (requested !== undefined && requested !== null && requested !== org.id) {
      throw badInput(`This request belongs to ${org.organizationName} (its e-mail domain)`, 'organizationId');
    }
    return org.id;
  }
  if (requested === undefined || requested === null) {
    throw badInput("Choose the organization: no organization's domain matches this e-mail", 'organizationId');
  }
  return requested;
}

function rowOf(r: RegistrationRequest, org: OrgRef | null): RegistrationRequestRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    number: r.number,
    description: r.description,
    createdAt: r.createdAt,
    organizationId: org?.id ?? null,
    organizationName: org?.organizationName ?? null,
  };
}
