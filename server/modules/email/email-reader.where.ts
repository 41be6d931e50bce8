import { UNKNOWN_REGION } from '../../../shared/ports/port-regions.js';
import { likePattern } from '../../db/trigram-search.js';
import { GEARLESS_PATTERN } from './email-positions.service.js';
import type { ReaderFilters } from './email-reader.schema.js';

const DAY_MS = 24 * 3_600_000;

/**
 * The Position Reader's filters as one condition on `parsed_email e` (the position filters are EXISTS on
 * vessel_position), for the screen's list (email-reader.service.ts) and its cursor connection alike.
 */
export function readerWhere(organization: number, f: ReaderFilters, now: Date): { sql: string; params: unknown[] } {
  const where = ['e.organization_id = ?', 'e.received_at >= ?'];
  const params: unknown[] = [organization, new Date(now.getTime() - f.days * DAY_MS)];
  const pos: string[] = [];
  const posParams: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    pos.push(condition);
    posParams.push(...values);
  };
  if (f.portRegion.length > 0) {
    const names: string[] = f.portRegion.includes(UNKNOWN_REGION) ? [...f.portRegion, ''] : [...f.portRegion];
    add(`p.port_region in (${names.map(() => '?').join(', ')})`, ...names);
  }
  if (f.dwtLower !== undefined) add('p.dwt >= ?', f.dwtLower);
  if (f.dwtUpper !== undefined) add('p.dwt <= ?', f.dwtUpper);
  if (f.gear === 'Gearless') add('p.gears ~* ?', GEARLESS_PATTERN);
  if (f.gear === 'Geared') add(`p.gears ~ '\\S' and p.gears !~* ?`, GEARLESS_PATTERN);
  if (f.vesselName) add('p.vessel_name ilike ?', likePattern(f.vesselName));
  if (pos.length > 0) {
    const exists = `exists (select 1 from vessel_position p where p.email_id = e.id and ${pos.join(' and ')})`;
    // An e-mail without positions has no region: 'Unknown' finds it too when only regions are asked for.
    const onlyRegions = f.portRegion.includes(UNKNOWN_REGION) && pos.length === 1;
    where.push(onlyRegions ? `(${exists} or e.position_count = 0)` : exists);
    params.push(...posParams);
  }
  if (f.search) {
    const like = likePattern(f.search);
    where.push(
      '(e.sender ilike ? or e.subject ilike ? or exists (select 1 from vessel_position s where s.email_id = e.id and s.vessel_name ilike ?))',
    );
    params.push(like, like, like);
  }
  return { sql: where.join(' and '), params };
}
