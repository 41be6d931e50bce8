import { LockMode } from '@mikro-orm/core';
import { FLEET_MSG, readFuelType } from '../../../shared/validation/vessel-rules.js';
import type { Em } from '../../db/orm.js';
import { assertVersion, lockForWrite, markChanged } from '../../db/versioning.js';
import { badInput, forbidden, notFound } from '../../errors/app-error.js';
import { assertRoute, scopeOrganization, type Actor } from '../auth/actor.js';
import { canReach, reachable } from '../organizations/org-scope.js';
import { allowedRoutes } from '../../../shared/auth/routes.js';
import { Organization } from '../organizations/organization.entity.js';
import { User } from '../users/user.entity.js';
import { vesselRecord } from '../vessels/vessel-record.js';
import { updateVesselIn } from '../vessels/vessel.service.js';
import { firstRow, toPage, type Page, type PageRequest } from '../../graphql/paging.js';
import type { VesselDraft } from '../vessels/vessel.types.js';
import { Vessel } from '../vessels/vessel.entity.js';
import { FleetEntry } from './fleet-entry.entity.js';
import { assertMayChange, catalogueIdOf, checkFleetDraft, checkNewLine } from './fleet-checks.js';
import {
  applyFleetDraft,
  bunkerPricesOf,
  entryFuelType,
  FLEET_NULLABLE_NUMBER_FIELDS,
  FLEET_NUMBER_FIELDS,
  type FleetDraft,
  type FuelPriceDraft,
} from './fleet-record.js';

/** Most lines one request may add or copy: far more than any fleet table holds. */
export const MAX_FLEET_LINES = 500;

const byId = { orderBy: { id: 'asc' }, populate: ['user'] } as const;

/**
 * Fleets: a fleet belongs to a user within an organization. The calculator ('/calculator') works on the
 * actor's own fleet; the fleet list ('/vessel_information') shows the organization's. A record of
 * another organization is NOT_FOUND; another user's entry in the same organization may be changed only
 * by an ADMIN of it (or the admin login).
 */
export class FleetService {
  constructor(private readonly em: Em) {}

  /** The actor's fleet (GET /allFleet). */
  async listMine(actor: Actor): Promise<FleetEntry[]> {
    assertRoute(actor, '/calculator');
    return this.em.find(FleetEntry, { user: actor.id }, byId);
  }

  /** Another user's fleet, for the Users tab of Add Fleet: same organization only. */
  async listOfUser(actor: Actor, userId: number): Promise<FleetEntry[]> {
    assertRoute(actor, '/calculator');
    const user = await this.em.findOne(User, { id: userId });
    if (!user || user.organization.id !== actor.organizationId) throw notFound('User', userId);
    return this.em.find(FleetEntry, { user: userId }, byId);
  }

  /**
   * One entry (node(id) of a FleetEntry), as the lists show it: the calculator's fleets (any user's of the
   * actor's organization) or the fleet list (/vessel_information: the organizations it may pick).
   */
  async getEntry(actor: Actor, id: number): Promise<FleetEntry> {
    assertRoute(actor, '/calculator', '/vessel_information');
    const entry = await this.em.findOne(FleetEntry, { id }, { populate: ['user', 'vessel'] });
    const routes = allowedRoutes(actor.roles);
    const organization = entry?.organization.id;
    const visible =
      organization !== undefined &&
      ((routes.includes('/calculator') && organization === actor.organizationId) ||
        (routes.includes('/vessel_information') && canReach(actor, organization)));
    if (!entry || !visible) throw notFound('Fleet entry', id);
    return entry;
  }

  /** The organization's fleet list, paged (the admin login may pick the organization). */
  async organizationPage(actor: Actor, page: PageRequest, organizationId?: number | null): Promise<Page<FleetEntry>> {
    assertRoute(actor, '/vessel_information');
    const organization = scopeOrganization(actor, organizationId);
    if (!(await this.em.count(Organization, { id: organization }))) throw notFound('Organization', organization);
    const [rows, total] = await this.em.findAndCount(
      FleetEntry,
      { organization },
      {
        // The vessel too: the list carries its version (vesselVersion) for the dialog's save.
        populate: ['user', 'vessel'],
        orderBy: { vesselName: 'asc', id: 'asc' },
        limit: page.limit,
        offset: firstRow(page),
      },
    );
    return toPage(rows, total, page);
  }

  /** Adds Manual/Auto lines to the actor's fleet in one transaction (POST /saveToFleet). */
  async add(actor: Actor, lines: FleetDraft[]): Promise<FleetEntry[]> {
    assertRoute(actor, '/calculator');
    if (lines.length > MAX_FLEET_LINES) throw badInput(`At most ${MAX_FLEET_LINES} lines at a time`, 'fleet');
    if (lines.length === 0) throw badInput(FLEET_MSG.requiredFields, '0.vesselName');
    lines.forEach((line, i) => checkNewLine(line, `${i}.`));
    return this.em.transactional(async (tx) => {
      const owner = await tx.findOneOrFail(User, { id: actor.id });
      const created: FleetEntry[] = [];
      for (const line of lines)
        created.push(await this.newEntry(tx, actor, owner, { ...line, isReferenceVessel: undefined }));
      await tx.flush();
      return created;
    });
  }

  /**
   * Creates (no id) or updates (id) one entry (POST /fleet): the calculator's fleet-table edits. Setting
   * isReferenceVessel true makes it the owner's only reference vessel. `version` (update): the one the
   * client loaded; a stale one answers CONFLICT and changes nothing (absent: not checked).
   */
  async save(actor: Actor, draft: FleetDraft, version?: number | null): Promise<FleetEntry> {
    assertRoute(actor, '/calculator');
    if (draft.id == null) checkNewLine(draft);
    else checkFleetDraft(draft);
    return this.em.transactional(async (tx) => {
      let entry: FleetEntry;
      if (draft.id == null) {
        const owner = await tx.findOneOrFail(User, { id: actor.id });
        entry = await this.newEntry(tx, actor, owner, { ...draft, isReferenceVessel: undefined });
      } else {
        await lockForWrite(tx, FleetEntry, draft.id);
        entry = reachable(
          actor,
          await tx.findOne(FleetEntry, { id: draft.id }, { populate: ['user'] }),
          'Fleet entry',
          draft.id,
        );
        assertMayChange(actor, entry);
        assertVersion(entry, version, 'fleet entry');
        await markChanged(tx, entry, actor);
        const linked = await this.resolveVessel(tx, actor, draft, entry.vessel?.id ?? null);
        if (linked) Object.assign(entry, linked);
        const fromCatalogue = entry.vessel !== null;
        applyFleetDraft(entry, {
          ...draft,
          isReferenceVessel: undefined,
          vesselName: fromCatalogue ? undefined : draft.vesselName,
          dwt: fromCatalogue ? undefined : draft.dwt,
        });
      }
      await tx.flush();
      if (draft.isReferenceVessel === true) await this.makeReference(tx, entry);
      else if (draft.isReferenceVessel === false) entry.isReferenceVessel = false;
      await tx.flush();
      return entry;
    });
  }

  /** Makes one of the actor's entries the reference vessel and clears the others (POST /markFleet). */
  async markReference(actor: Actor, id: number): Promise<FleetEntry[]> {
    assertRoute(actor, '/calculator');
    return this.em.transactional(async (tx) => {
      const entry = reachable(actor, await tx.findOne(FleetEntry, { id }, { populate: ['user'] }), 'Fleet entry', id);
      if (entry.user.id !== actor.id) throw forbidden(FLEET_MSG.notOwner);
      return this.makeReference(tx, entry);
    });
  }

  /**
   * Copies ticked entries of another user of the same organization into the actor's fleet (Users tab).
   * An empty selection does nothing.
   */
  async copyFromUser(
    actor: Actor,
    userId: number,
    fleetIds: number[],
  ): Promise<{ count: number; entries: FleetEntry[] }> {
    assertRoute(actor, '/calculator');
    if (fleetIds.length === 0) return { count: 0, entries: [] };
    if (fleetIds.length > MAX_FLEET_LINES)
      throw badInput(`At most ${MAX_FLEET_LINES} lines at a time`, 'selectedFleet');
    if (userId === actor.id) throw badInput(FLEET_MSG.ownFleet, 'id');
    return this.em.transactional(async (tx) => {
      const source = await tx.findOne(User, { id: userId });
      if (!source || source.organization.id !== actor.organizationId) throw notFound('User', userId);
      const ids = [...new Set(fleetIds)];
      const rows = await tx.find(FleetEntry, { id: { $in: ids }, user: userId }, { orderBy: { id: 'asc' } });
      const missing = ids.find((id) => !rows.some((r) => r.id === id));
      if (missing !== undefined) throw notFound('Fleet entry', missing);
      const owner = await tx.findOneOrFail(User, { id: actor.id });
      const entries = rows.map((row) => this.copyOf(tx, row, owner));
      await tx.flush();
      return { count: entries.length, entries };
    });
  }

  /** Discards an entry (DELETE /deleteFleet, the fleet list's Discard). */
  async remove(actor: Actor, id: number): Promise<number> {
    assertRoute(actor, '/calculator', '/vessel_information');
    return this.em.transactional(async (tx) => {
      const entry = reachable(actor, await tx.findOne(FleetEntry, { id }, { populate: ['user'] }), 'Fleet entry', id);
      assertMayChange(actor, entry);
      tx.remove(entry);
      await tx.flush();
      return id;
    });
  }

  /**
   * The fleet list's Update: the entry's fields and, when given, its vessel in one transaction. A
   * catalogue vessel is updated in the catalogue (and every entry made from it follows); a vessel
   * record that is not in the catalogue is updated in this entry's snapshot only.
   */
  async updateWithVessel(
    actor: Actor,
    fleetId: number,
    draft: FleetDraft,
    vesselDraft: VesselDraft | null,
    versions: { version?: number | null; vesselVersion?: number | null } = {},
  ): Promise<FleetEntry> {
    assertRoute(actor, '/vessel_information', '/calculator');
    checkFleetDraft(draft);
    return this.em.transactional(async (tx) => {
      await lockForWrite(tx, FleetEntry, fleetId);
      const entry = reachable(
        actor,
        await tx.findOne(FleetEntry, { id: fleetId }, { populate: ['user', 'vessel'] }),
        'Fleet entry',
        fleetId,
      );
      assertMayChange(actor, entry);
      assertVersion(entry, versions.version, 'fleet entry');
      if (vesselDraft && entry.vessel) {
        await lockForWrite(tx, Vessel, entry.vessel.id);
        assertVersion(entry.vessel, versions.vesselVersion, 'vessel');
        await updateVesselIn(tx, actor, entry.vessel, vesselDraft);
      } else if (vesselDraft) {
        const { vesselExtraDetails: _ignored, ...fields } = vesselDraft;
        entry.vesselSnapshot = { ...(entry.vesselSnapshot ?? {}), ...fields };
        if (vesselDraft.vesselName) entry.vesselName = vesselDraft.vesselName.trim();
      }
      const fromCatalogue = entry.vessel !== null;
      applyFleetDraft(entry, {
        ...draft,
        isReferenceVessel: undefined,
        vesselName: fromCatalogue ? undefined : draft.vesselName,
        dwt: fromCatalogue ? undefined : draft.dwt,
      });
      await markChanged(tx, entry, actor);
      await tx.flush();
      return entry;
    });
  }

  /**
   * Sets bunker prices on the actor's entries whose vessel burns `fuelType` (PUT /updateFuelPrice), except
   * entries whose prices were overridden by hand. Returns the entries changed.
   */
  async updateFuelPrices(actor: Actor, fuelType: string, prices: FuelPriceDraft): Promise<FleetEntry[]> {
    assertRoute(actor, '/calculator');
    const type = readFuelType(fuelType);
    if (!type.ok || type.value === null) throw badInput(type.ok ? 'fuelType is required' : type.message, 'fuelType');
    for (const [field, value] of Object.entries(prices)) {
      if (value != null && !(Number.isFinite(value) && value >= 0))
        throw badInput(`${field} cannot be negative`, field);
    }
    const values = bunkerPricesOf(prices);
    if (Object.keys(values).length === 0) throw badInput(FLEET_MSG.fuelPriceRequired, 'hs');
    return this.em.transactional(async (tx) => {
      const entries = await tx.find(FleetEntry, { user: actor.id }, { ...byId, populate: ['user', 'vessel'] });
      const changed = entries.filter((e) => !e.bunkerPriceOverridden && entryFuelType(e) === type.value);
      for (const entry of changed) {
        Object.assign(entry, values);
        await markChanged(tx, entry, actor);
      }
      await tx.flush();
      return changed;
    });
  }

  /** Marks one entry as its owner's reference vessel, the others not, with the owner's rows locked. */
  private async makeReference(tx: Em, entry: FleetEntry): Promise<FleetEntry[]> {
    const entries = await tx.find(
      FleetEntry,
      { user: entry.user.id },
      { ...byId, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    for (const e of entries) e.isReferenceVessel = e.id === entry.id;
    await tx.flush();
    return entries;
  }

  /**
   * The vessel a draft names: an explicit vesselId must be a catalogue vessel of the actor's
   * organization (NOT_FOUND otherwise); a vessel record is linked when its id is one, else kept as the
   * snapshot. Undefined when the draft names no vessel (or the one already linked).
   */
  private async resolveVessel(
    tx: Em,
    actor: Actor,
    draft: FleetDraft,
    currentId: number | null,
  ): Promise<
    | { vessel: Vessel | null; vesselSnapshot: Record<string, unknown> | null; vesselName?: string; dwt?: number }
    | undefined
  > {
    const explicit = draft.vesselId ?? null;
    const implicit = catalogueIdOf(draft.vessel);
    const id = explicit ?? implicit;
    if (id !== null && id === currentId) return undefined;
    if (id !== null) {
      const vessel = await tx.findOne(Vessel, { id, organization: actor.organizationId });
      if (vessel) {
        return {
          vessel,
          vesselSnapshot: vesselRecord(vessel, { extraDetails: true }),
          vesselName: vessel.vesselName,
          dwt: vessel.vesselDwt,
        };
      }
      if (explicit !== null) throw notFound('Vessel', explicit);
    }
    if (draft.vessel) return { vessel: null, vesselSnapshot: draft.vessel };
    return undefined;
  }

  private async newEntry(tx: Em, actor: Actor, owner: User, draft: FleetDraft): Promise<FleetEntry> {
    const linked = await this.resolveVessel(tx, actor, draft, null);
    const vesselName = linked?.vesselName ?? draft.vesselName ?? String(draft.vessel?.vesselName ?? '');
    const entry = tx.create(FleetEntry, {
      vesselName: vesselName.trim(),
      dateOpening: draft.dateOpening as Date,
      port: (draft.port ?? '').trim(),
      user: owner,
      organization: tx.getReference(Organization, actor.organizationId),
    });
    if (linked) Object.assign(entry, { vessel: linked.vessel, vesselSnapshot: linked.vesselSnapshot });
    const snapshotDwt = typeof draft.vessel?.vesselDwt === 'number' ? draft.vessel.vesselDwt : undefined;
    applyFleetDraft(entry, { ...draft, vesselName: undefined, dwt: linked?.dwt ?? draft.dwt ?? snapshotDwt });
    return entry;
  }

  private copyOf(tx: Em, row: FleetEntry, owner: User): FleetEntry {
    const copy = tx.create(FleetEntry, {
      vesselName: row.vesselName,
      vessel: row.vessel,
      vesselSnapshot: row.vesselSnapshot ? structuredClone(row.vesselSnapshot) : null,
      dateOpening: row.dateOpening,
      port: row.port,
      lat: row.lat,
      lng: row.lng,
      remark: row.remark,
      splitHire: structuredClone(row.splitHire),
      bunkerPriceOverridden: row.bunkerPriceOverridden,
      user: owner,
      organization: row.organization,
    });
    for (const key of [...FLEET_NUMBER_FIELDS, ...FLEET_NULLABLE_NUMBER_FIELDS])
      (copy as unknown as Record<string, unknown>)[key] = row[key];
    return copy;
  }
}
