import type { Em } from '../../../db/orm.js';
import { Organization } from '../../organizations/organization.entity.js';
import { AuditEvent, AuditKind } from './audit-event.entity.js';

export { AuditKind };

/** What one audit entry says; ids and e-mails are copied so that the entry outlives the users it names. */
export interface AuditEntry {
  kind: AuditKind;
  organizationId: number | null;
  actor?: { id: number; email: string } | null;
  subject?: { id: number | null; email?: string | null } | null;
  clientAddress?: string | null;
  detail?: string | null;
}

/**
 * Adds an entry to the unit of work of `em` (flushed with the change it records, in its transaction), or
 * writes it at once with `flush: true`.
 */
export async function recordAudit(em: Em, entry: AuditEntry, options: { flush?: boolean } = {}): Promise<void> {
  em.create(AuditEvent, {
    kind: entry.kind,
    organization: entry.organizationId === null ? null : em.getReference(Organization, entry.organizationId),
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    subjectId: entry.subject?.id ?? null,
    subjectEmail: entry.subject?.email ?? null,
    clientAddress: entry.clientAddress ?? null,
    detail: entry.detail ?? null,
  });
  if (options.flush) await em.flush();
}
