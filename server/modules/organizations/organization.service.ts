import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  ORG_MSG,
  readContactNumber,
  readOptionalEmail,
  readOrgType,
  readRequiredText,
  type Read,
} from '../../../shared/validation/user-rules.js';
import type { Em } from '../../db/orm.js';
import { assertVersion, lockForWrite, markChanged } from '../../db/versioning.js';
import { badInput, conflict, notFound } from '../../errors/app-error.js';
import { assertRoute, assertSuperAdmin, type Actor } from '../auth/actor.js';
import { organizationHolders } from './org-holders.js';
import type { OrganizationDraft } from './organization.inputs.js';
import { Organization, OrgType } from './organization.entity.js';
import { isSuperAdmin } from '../../../shared/auth/routes.js';
import { fillField, isNoValue, readText } from '../../../shared/validation/boundary.js';

type OrgValues = Partial<
  Pick<
    Organization,
    | 'organizationName'
    | 'organizationCode'
    | 'domain'
    | 'contactPerson'
    | 'contactNumber'
    | 'contactEmail'
    | 'emailReceiver'
    | 'orgType'
  >
>;

function take<T>(read: Read<T>, field: string): T {
  if (!read.ok) throw badInput(read.message, field);
  return read.value;
}

function optionalText(value: unknown, field: string, max: number): string | null {
  if (isNoValue(value)) return null;
  const read = readText(value, { max });
  if ('problem' in read) throw badInput(fillField(read.problem, field), field);
  return read.text;
}

/** Reads an organization draft; on update only the given fields. */
function readDraft(d: OrganizationDraft, creating: boolean): OrgValues {
  const out: OrgValues = {};
  if (creating || d.organizationName !== undefined) {
    out.organizationName = take(readRequiredText(d.organizationName, ORG_MSG.nameRequired, 200), 'organizationName');
  }
  if (creating || d.organizationCode !== undefined) {
    out.organizationCode = take(readRequiredText(d.organizationCode, ORG_MSG.codeRequired, 50), 'organizationCode');
  }
  if (creating || d.orgType !== undefined) out.orgType = take(readOrgType(d.orgType), 'orgType') as OrgType;
  if (d.domain !== undefined) out.domain = optionalText(d.domain, 'domain', 200);
  if (d.contactPerson !== undefined) out.contactPerson = optionalText(d.contactPerson, 'contactPerson', 200);
  if (d.contactNumber !== undefined) out.contactNumber = take(readContactNumber(d.contactNumber), 'contactNumber');
  if (d.contactEmail !== undefined) out.contactEmail = take(readOptionalEmail(d.contactEmail), 'contactEmail');
  if (d.emailReceiver !== undefined) out.emailReceiver = take(readOptionalEmail(d.emailReceiver), 'emailReceiver');
  return out;
}

/**
 * Organization setup: only the admin login creates, edits and deletes organizations. Everyone with an
 * administration screen may list them, but sees only their own.
 */
export class OrganizationService {
  constructor(private readonly em: Em) {}

  async list(actor: Actor): Promise<Organization[]> {
    assertRoute(actor, '/setup_organization', '/user_organization', '/vessel_information');
    const where = isSuperAdmin(actor.roles) ? {} : { id: actor.organizationId };
    return this.em.find(Organization, where, { orderBy: { organizationName: 'asc', id: 'asc' } });
  }

  async create(actor: Actor, draft: OrganizationDraft): Promise<Organization> {
    assertSuperAdmin(actor);
    const values = readDraft(draft, true);
    return this.uniqueCode(() =>
      this.em.transactional(async (tx) => {
        await assertCodeFree(tx, values.organizationCode ?? '', null);
        const org = tx.create(Organization, {
          organizationName: values.organizationName ?? '',
          organizationCode: values.organizationCode ?? '',
          orgType: values.orgType ?? OrgType.FSC,
        });
        Object.assign(org, values);
        await tx.flush();
        return org;
      }),
    );
  }

  /** `version`: the one the client loaded; a stale one answers CONFLICT and changes nothing (absent: not checked). */
  async update(actor: Actor, id: number, draft: OrganizationDraft, version?: number | null): Promise<Organization> {
    assertSuperAdmin(actor);
    const values = readDraft(draft, false);
    return this.uniqueCode(() =>
      this.em.transactional(async (tx) => {
        await lockForWrite(tx, Organization, id);
        const org = await tx.findOne(Organization, { id });
        if (!org) throw notFound('Organization', id);
        assertVersion(org, version, 'organization');
        if (values.organizationCode !== undefined && values.organizationCode !== org.organizationCode) {
          await assertCodeFree(tx, values.organizationCode, id);
        }
        Object.assign(org, values);
        await markChanged(tx, org, actor);
        await tx.flush();
        return org;
      }),
    );
  }

  /**
   * Refused (CONFLICT, naming what holds it) while users or any data still belong to the organization:
   * nothing is deleted silently.
   */
  async remove(actor: Actor, id: number): Promise<number> {
    assertSuperAdmin(actor);
    return this.em.transactional(async (tx) => {
      const org = await tx.findOne(Organization, { id });
      if (!org) throw notFound('Organization', id);
      const holders = await organizationHolders(tx, id);
      if (holders.some((h) => h.count > 0)) throw conflict(ORG_MSG.heldBy(holders));
      tx.remove(org);
      await tx.flush();
      return id;
    });
  }

  private async uniqueCode<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict(ORG_MSG.codeExists, 'organizationCode');
      throw error;
    }
  }
}

async function assertCodeFree(tx: Em, code: string, exceptId: number | null): Promise<void> {
  const taken = await tx.count(
    Organization,
    exceptId === null ? { organizationCode: code } : { organizationCode: code, id: { $ne: exceptId } },
  );
  if (taken) throw conflict(ORG_MSG.codeExists, 'organizationCode');
}
