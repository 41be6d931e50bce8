import type { FilterQuery } from '@mikro-orm/core';
import { UNKNOWN_REGION } from '../../../shared/ports/port-regions.js';
import type { Em } from '../../db/orm.js';
import { notFound } from '../../errors/app-error.js';
import { parseInput } from '../../errors/parse-input.js';
import { assertRoute, scopeOrganization, type Actor } from '../auth/actor.js';
import { Organization } from '../organizations/organization.entity.js';
import {
  EMAIL_POSITIONS_LIMIT,
  emailPositionFilterSchema,
  type EmailPositionFilterDraft,
  type EmailPositionFilters,
} from './email-positions.schema.js';
import { vesselKeyOf } from './vessel-key.js';
import { VesselPosition } from './vessel-position.entity.js';

/**
 * The gearless notations brokers write (email-positions.md 1.3): GEARLESS, G/LESS, GLESS, GLS, NO GEAR.
 * The source is a PostgreSQL regular expression (\m and \M are word boundaries) sent as is; the RegExp only
 * carries the 'i' flag, which MikroORM turns into the case-insensitive ~* operator.
 */
export const GEARLESS_PATTERN = 'gearless|g/less|\\mgless\\M|\\mgls\\M|no\\s*gear';
const gearless = new RegExp(GEARLESS_PATTERN, 'i');

/**
 * Searches the vessel positions read from an organization's e-mails: the Add Fleet "Auto" tab of the
 * calculator ('/calculator'). Everyone sees their own organization; only the admin login may ask for
 * another one (orgId): anyone else naming a foreign orgId is FORBIDDEN, as on every other path.
 */
export class EmailPositionsService {
  constructor(private readonly em: Em) {}

  /**
   * Each ship's current position (its newest report across the organization's e-mails) matching the
   * filters, newest e-mail first, at most EMAIL_POSITIONS_LIMIT; with every report of the ship as its
   * sources and the catalogue vessel of that name when the reader did not link one.
   */
  async search(actor: Actor, draft: EmailPositionFilterDraft): Promise<CurrentPosition[]> {
    assertRoute(actor, '/calculator');
    const filters = parseInput(emailPositionFilterSchema, draft ?? {});
    const organization = await positionsOrganization(this.em, actor, filters.orgId);
    const rows = await this.em.find(
      VesselPosition,
      { $and: [whereOf(organization, filters), { current: true }] },
      { orderBy: { emailDate: 'desc', id: 'asc' }, limit: EMAIL_POSITIONS_LIMIT },
    );
    return positionsWithSources(this.em, organization, rows);
  }

  /** A ship's current position (node(id) of an EmailPosition); a superseded report is NOT_FOUND. */
  async current(actor: Actor, id: number): Promise<CurrentPosition> {
    const row = await this.report(actor, id);
    if (!row.current) throw notFound('Position', id);
    const [found] = await positionsWithSources(this.em, row.organization.id, [row]);
    return found!;
  }

  /** One report of the organization's (node(id) of an EmailPositionSource). */
  async report(actor: Actor, id: number): Promise<VesselPosition> {
    assertRoute(actor, '/calculator');
    const row = await this.em.findOne(VesselPosition, { id, organization: actor.organizationId });
    if (!row) throw notFound('Position', id);
    return row;
  }
}

/** Every report of each ship and its catalogue vessel, for the positions found (the tab's list and its connection). */
export async function positionsWithSources(
  em: Em,
  organization: number,
  rows: VesselPosition[],
): Promise<CurrentPosition[]> {
  const keys = [...new Set(rows.map((r) => r.vesselKey).filter((k) => k !== ''))];
  const reports = keys.length
    ? await em.find(
        VesselPosition,
        { organization, vesselKey: { $in: keys } },
        { orderBy: { reportedAt: 'desc', id: 'desc' } },
      )
    : [];
  const byKey = new Map<string, VesselPosition[]>();
  for (const r of reports) byKey.set(r.vesselKey, [...(byKey.get(r.vesselKey) ?? []), r]);
  const unlinked = rows.filter((r) => !r.vessel).map((r) => r.vesselName);
  const catalogue = await catalogueByName(em, organization, unlinked);
  return rows.map((position) => ({
    position,
    sources: position.vesselKey ? (byKey.get(position.vesselKey) ?? [position]) : [position],
    vesselId: position.vessel?.id ?? catalogue.get(vesselKeyOf(position.vesselName)) ?? null,
  }));
}

/**
 * The organization whose positions are listed: your own, or the one the admin login names; another one is
 * FORBIDDEN (issue #18: it was silently ignored), an unknown one NOT_FOUND.
 */
export async function positionsOrganization(em: Em, actor: Actor, requested: number | undefined): Promise<number> {
  const organization = scopeOrganization(actor, requested);
  if (organization !== actor.organizationId && !(await em.count(Organization, { id: organization }))) {
    throw notFound('Organization', organization);
  }
  return organization;
}

/** A ship's current position, every report of it (newest first, the current one included) and its catalogue id. */
export interface CurrentPosition {
  position: VesselPosition;
  sources: VesselPosition[];
  vesselId: number | null;
}

/** Catalogue vessels of the organization by vessel key, for the given names (one query). */
async function catalogueByName(em: Em, organization: number, names: string[]): Promise<Map<string, number>> {
  const keys = [...new Set(names.map(vesselKeyOf))].filter((k) => k !== '');
  if (keys.length === 0) return new Map();
  const upper = [...new Set(names.map((n) => n.trim().toUpperCase()))];
  const vessels = await em
    .getConnection()
    .execute<{ id: number; vessel_name: string }[]>(
      `select id, vessel_name from vessel where organization_id = ? and upper(vessel_name) in (${upper
        .map(() => '?')
        .join(', ')}) order by id`,
      [organization, ...upper],
    );
  const found = new Map<string, number>();
  for (const v of vessels) if (!found.has(vesselKeyOf(v.vessel_name))) found.set(vesselKeyOf(v.vessel_name), v.id);
  return found;
}

/** The filters as one query on vessel_position (its (organization, emailDate) index serves the window). */
function whereOf(organization: number, f: EmailPositionFilters): FilterQuery<VesselPosition> {
  const and: FilterQuery<VesselPosition>[] = [{ organization }];
  if (f.emailDateLower) and.push({ emailDate: { $gte: f.emailDateLower } });
  if (f.emailDateUpper) and.push({ emailDate: { $lte: f.emailDateUpper } });
  // A position without a dwt cannot be placed in a size class, so any dwt bound leaves it out.
  if (f.dwtLower !== undefined) and.push({ dwt: { $gte: f.dwtLower } });
  if (f.dwtUpper !== undefined) and.push({ dwt: { $lte: f.dwtUpper } });
  if (f.portRegion.length > 0) {
    const names: string[] = f.portRegion.includes(UNKNOWN_REGION) ? [...f.portRegion, ''] : [...f.portRegion];
    and.push({ portRegion: { $in: names } });
  }
  if (f.gear === 'Gearless') and.push({ gears: gearless });
  if (f.gear === 'Geared') {
    and.push({ gears: { $ne: null } }, { gears: { $re: '\\S' } }, { $not: { gears: gearless } });
  }
  return { $and: and };
}
