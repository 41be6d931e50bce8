import type { FilterQuery } from '@mikro-orm/core';
import { isSuperAdmin } from '../../../shared/auth/routes.js';
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
import { VesselPosition } from './vessel-position.entity.js';

/**
 * The gearless notations brokers write (email-positions.md 1.3): GEARLESS, G/LESS, GLESS, GLS, NO GEAR.
 * The source is a PostgreSQL regular expression (\m and \M are word boundaries) sent as is; the RegExp only
 * carries the 'i' flag, which MikroORM turns into the case-insensitive ~* operator.
 */
const gearless = new RegExp('gearless|g/less|\\mgless\\M|\\mgls\\M|no\\s*gear', 'i');

/**
 * Searches the vessel positions read from an organization's e-mails: the Add Fleet "Auto" tab of the
 * calculator ('/calculator'). Everyone sees their own organization; only the admin login may ask for
 * another one (orgId), everyone else's orgId is ignored.
 */
export class EmailPositionsService {
  constructor(private readonly em: Em) {}

  /** Positions matching the filters, newest e-mail first, at most EMAIL_POSITIONS_LIMIT. */
  async search(actor: Actor, draft: EmailPositionFilterDraft): Promise<VesselPosition[]> {
    assertRoute(actor, '/calculator');
    const filters = parseInput(emailPositionFilterSchema, draft ?? {});
    const organization = await this.organizationFor(actor, filters.orgId);
    return this.em.find(VesselPosition, whereOf(organization, filters), {
      orderBy: { emailDate: 'desc', id: 'asc' },
      limit: EMAIL_POSITIONS_LIMIT,
    });
  }

  private async organizationFor(actor: Actor, requested: number | undefined): Promise<number> {
    if (!isSuperAdmin(actor.roles)) return actor.organizationId;
    const organization = scopeOrganization(actor, requested);
    if (organization !== actor.organizationId && !(await this.em.count(Organization, { id: organization }))) {
      throw notFound('Organization', organization);
    }
    return organization;
  }
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
