import type { AreaRule, PortArea } from '../../../shared/ports/port-areas.js';
import { normalisePortName } from '../../../shared/ports/normalise-port-name.js';
import type { Em } from '../../db/orm.js';

/**
 * Match tiers, best first. A port matches the normalised text q when q is its name or an alias (0), a
 * prefix of its name (1) or of an alias (2), a prefix of a later word of its name or an alias ('hedland'
 * in 'port hedland') (3), or when q names an area (USG, CJK...) the port belongs to (4). Among an area's
 * ports its lead (CJK: Qingdao) comes first, then importance and name as in every tier.
 */
export const MATCH_TIER = { exact: 0, namePrefix: 1, aliasPrefix: 2, wordPrefix: 3, area: 4 } as const;

interface Sql {
  text: string;
  params: unknown[];
}

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

function ruleSql(rule: AreaRule): Sql | null {
  const parts: Sql[] = [];
  if (rule.ports?.length) {
    const names = rule.ports.map(normalisePortName);
    parts.push({ text: `(source = 'curated' and search_name in (${marks(names)}))`, params: names });
  }
  const scope: Sql[] = [];
  if (rule.regions?.length) scope.push({ text: `region in (${marks(rule.regions)})`, params: [...rule.regions] });
  if (rule.subRegions?.length)
    scope.push({ text: `sub_region in (${marks(rule.subRegions)})`, params: [...rule.subRegions] });
  const countries = rule.countries?.length
    ? { text: `country_code in (${marks(rule.countries)})`, params: [...rule.countries] }
    : null;
  if (scope.length > 0 || countries) {
    const scoped =
      scope.length > 0
        ? { text: `(${scope.map((s) => s.text).join(' or ')})`, params: scope.flatMap((s) => s.params) }
        : null;
    const both = [scoped, countries].filter((s): s is Sql => s !== null);
    parts.push({ text: `(${both.map((s) => s.text).join(' and ')})`, params: both.flatMap((s) => s.params) });
  }
  return parts.length === 0
    ? null
    : { text: `(${parts.map((p) => p.text).join(' or ')})`, params: parts.flatMap((p) => p.params) };
}

/** The ids of the ports matching q (already normalised, non-empty), ranked and paged. */
export async function searchPortIds(
  em: Em,
  q: string,
  areas: readonly PortArea[],
  offset: number,
  limit: number,
): Promise<number[]> {
  const exactAlias = `%|${q}|%`;
  const prefix = `${q}%`;
  const aliasPrefix = `%|${q}%`;
  const word = `% ${q}%`;
  const areaSql = areas.map((a) => ruleSql(a.rule)).filter((s): s is Sql => s !== null);
  const leads = areas.flatMap((a) => (a.lead ? [normalisePortName(a.lead)] : []));
  // Not a bare constant when there is no lead: ORDER BY 1 would sort by the first column.
  const leadRank = leads.length
    ? `case when tier = ${MATCH_TIER.area} and source = 'curated' and search_name in (${marks(leads)}) then 0 else 1 end, `
    : '';
  const inArea =
    areaSql.length > 0
      ? { text: areaSql.map((s) => s.text).join(' or '), params: areaSql.flatMap((s) => s.params) }
      : null;
  const text = `
    select id from (
      select id, search_name, importance, source,
        case
          when search_name = ? or search_aliases like ? then ${MATCH_TIER.exact}
          when search_name like ? then ${MATCH_TIER.namePrefix}
          when search_aliases like ? then ${MATCH_TIER.aliasPrefix}
          when (' ' || search_name) like ? or search_aliases like ? then ${MATCH_TIER.wordPrefix}
          else ${MATCH_TIER.area}
        end as tier
      from port
      where search_name like ? or search_aliases like ? or (' ' || search_name) like ? or search_aliases like ?
        ${inArea ? `or ${inArea.text}` : ''}
    ) matches
    order by tier, ${leadRank}importance desc, search_name, id
    limit ? offset ?`;
  const params = [
    q,
    exactAlias,
    prefix,
    aliasPrefix,
    word,
    word,
    prefix,
    aliasPrefix,
    word,
    word,
    ...(inArea?.params ?? []),
    ...leads,
    limit,
    offset,
  ];
  const rows = await em.execute<{ id: number }[]>(text, params);
  return rows.map((r) => Number(r.id));
}
