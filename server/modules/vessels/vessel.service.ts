import type { FilterQuery } from '@mikro-orm/core';
import { VESSEL_ROUTES } from '../../../shared/auth/vessel-access.js';
import { fillField, isNoValue, readText } from '../../../shared/validation/boundary.js';
import { VESSEL_NAME_MAX, firstClearedNumber, firstVesselError } from '../../../shared/validation/vessel-rules.js';
import type { Em } from '../../db/orm.js';
import { assertVersion, lockForWrite, markChanged } from '../../db/versioning.js';
import { badInput, notFound } from '../../errors/app-error.js';
import { assertRoute, scopeOrganization, type Actor } from '../auth/actor.js';
import { FleetEntry } from '../fleet/fleet-entry.entity.js';
import { reachable } from '../organizations/org-scope.js';
import { Organization } from '../organizations/organization.entity.js';
import { User } from '../users/user.entity.js';
import { applyVesselDraft, vesselRecord } from './vessel-record.js';
import { firstRow, toPage, type Page, type PageRequest } from '../../graphql/paging.js';
import type { VesselDraft } from './vessel.types.js';
import { Vessel } from './vessel.entity.js';

/** Screens that read and edit the catalogue (shared with the web, which offers creation to the same roles). */
export { VESSEL_ROUTES };

/** Escapes LIKE wildcards so a search for '50%' matches the text, not everything. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function checkDraft(draft: VesselDraft, mode: 'create' | 'update'): void {
  const error =
    firstVesselError(draft, { requireName: mode === 'create' }) ??
    (mode === 'update' ? firstClearedNumber(draft) : null);
  if (error) throw badInput(error.message, error.field);
}

/** The vessel catalogue of an organization: list, search, read, create and update. */
export class VesselService {
  constructor(private readonly em: Em) {}

  /** A page of the catalogue, sorted by name; `search` matches any part of the name, case-insensitively. */
  async list(
    actor: Actor,
    page: PageRequest,
    options: { search?: string | null; organizationId?: number | null } = {},
  ): Promise<Page<Vessel>> {
    assertRoute(actor, ...VESSEL_ROUTES);
    const organization = scopeOrganization(actor, options.organizationId);
    const where: FilterQuery<Vessel> = { organization };
    // The boundary's text rule for both APIs (a NUL in GraphQL's search once reached SQL: a 500).
    const read = isNoValue(options.search) ? { text: '' } : readText(options.search, { max: VESSEL_NAME_MAX });
    if ('problem' in read) throw badInput(fillField(read.problem, 'search'), 'search');
    const search = read.text;
    if (search) where.vesselName = { $ilike: `%${escapeLike(search)}%` };
    const [rows, total] = await this.em.findAndCount(Vessel, where, {
      orderBy: { vesselName: 'asc', id: 'asc' },
      limit: page.limit,
      offset: firstRow(page),
    });
    return toPage(rows, total, page);
  }

  /** One vessel; another organization's is NOT_FOUND. */
  async getById(actor: Actor, id: number): Promise<Vessel> {
    assertRoute(actor, ...VESSEL_ROUTES);
    return reachable(actor, await this.em.findOne(Vessel, { id }), 'Vessel', id);
  }

  /** Creates a catalogue vessel in the actor's organization (the admin login may name another). */
  async create(actor: Actor, draft: VesselDraft, organizationId?: number | null): Promise<Vessel> {
    assertRoute(actor, ...VESSEL_ROUTES);
    checkDraft(draft, 'create');
    const orgId = scopeOrganization(actor, organizationId);
    return this.em.transactional(async (tx) => {
      if (!(await tx.count(Organization, { id: orgId }))) throw notFound('Organization', orgId);
      const vessel = tx.create(Vessel, {
        vesselName: (draft.vesselName ?? '').trim(),
        organization: tx.getReference(Organization, orgId),
        savedBy: tx.getReference(User, actor.id),
      });
      applyVesselDraft(vessel, draft);
      await tx.flush();
      return vessel;
    });
  }

  /**
   * Updates the given fields of a vessel and, in the same transaction, the name, dwt and vessel
   * snapshot of every fleet entry made from it, so calculations use the edited record. `version`: the one
   * the client loaded; a stale one answers CONFLICT and changes nothing (absent: not checked).
   */
  async update(actor: Actor, id: number, draft: VesselDraft, version?: number | null): Promise<Vessel> {
    assertRoute(actor, ...VESSEL_ROUTES);
    checkDraft(draft, 'update');
    return this.em.transactional(async (tx) => {
      await lockForWrite(tx, Vessel, id);
      const vessel = reachable(actor, await tx.findOne(Vessel, { id }), 'Vessel', id);
      assertVersion(vessel, version, 'vessel');
      await updateVesselIn(tx, actor, vessel, draft);
      return vessel;
    });
  }
}

/**
 * Applies a checked draft to a vessel inside the caller's transaction, records who saved it and syncs
 * the fleet entries made from it. Shared with the fleet service (vessel edited from the fleet list).
 */
export async function updateVesselIn(tx: Em, actor: Actor, vessel: Vessel, draft: VesselDraft): Promise<void> {
  checkDraft(draft, 'update');
  applyVesselDraft(vessel, draft);
  vessel.savedBy = tx.getReference(User, actor.id);
  await markChanged(tx, vessel, actor);
  await tx.flush();
  await syncFleetSnapshots(tx, vessel);
}

/** Copies a catalogue vessel into the fleet entries made from it (inside the caller's transaction). */
async function syncFleetSnapshots(tx: Em, vessel: Vessel): Promise<void> {
  const entries = await tx.find(FleetEntry, { vessel });
  if (entries.length === 0) return;
  const snapshot = vesselRecord(vessel, { extraDetails: true });
  for (const entry of entries) {
    entry.vesselSnapshot = snapshot;
    entry.vesselName = vessel.vesselName;
    entry.dwt = vessel.vesselDwt;
  }
  await tx.flush();
}
