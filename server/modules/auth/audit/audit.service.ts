import { isSuperAdmin, ROLE } from '../../../../shared/auth/routes.js';
import type { Em } from '../../../db/orm.js';
import { firstRow, readPage, toPage, type Page, type PageArgs, type PageRules } from '../../../graphql/paging.js';
import { forbidden, notFound } from '../../../errors/app-error.js';
import { canReach } from '../../organizations/org-scope.js';
import { scopeOrganization, type Actor } from '../actor.js';
import { AuditEvent } from './audit-event.entity.js';

/** The audit log pages: 25 entries by default, newest first. */
export const AUDIT_PAGE: PageRules = { defaultLimit: 25, maxLimit: 100 };

/**
 * The audit log, read by an organization's admins (ADMIN) for their own organization; the admin login
 * (Super Admin) may read any organization's, and the entries about e-mails no user has (`unattributed`).
 */
export class AuditService {
  constructor(private readonly em: Em) {}

  /**
   * One entry (node(id) of an AuditEvent), for whoever may read the log it is in: its organization's admins,
   * the admin login for any; another organization's entry, or an unattributed one, is NOT_FOUND to the others.
   */
  async get(actor: Actor, id: number): Promise<AuditEvent> {
    assertAuditReader(actor);
    const entry = await this.em.findOne(AuditEvent, { id });
    const organization = entry?.organization?.id ?? null;
    const inReach = organization === null ? isSuperAdmin(actor.roles) : canReach(actor, organization);
    if (!entry || !inReach) throw notFound('Audit entry', id);
    return entry;
  }

  async list(
    actor: Actor,
    args: { page?: PageArgs | null; organizationId?: number | null; unattributed?: boolean | null },
  ): Promise<Page<AuditEvent>> {
    assertAuditReader(actor);
    const req = readPage(args.page, AUDIT_PAGE);
    let where: { organization: number | null };
    if (args.unattributed) {
      if (!isSuperAdmin(actor.roles)) throw forbidden('Only the admin login may read unattributed entries');
      where = { organization: null };
    } else {
      where = { organization: scopeOrganization(actor, args.organizationId) };
    }
    const [rows, total] = await this.em.findAndCount(AuditEvent, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: req.limit,
      offset: firstRow(req),
    });
    return toPage(rows, total, req);
  }
}

function assertAuditReader(actor: Actor): void {
  if (!actor.roles.includes(ROLE.admin) && !isSuperAdmin(actor.roles)) {
    throw forbidden('Only an organization admin may read the audit log');
  }
}
