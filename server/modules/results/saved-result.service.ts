import { ROLE } from '../../../shared/auth/routes.js';
import type { Em } from '../../db/orm.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import { assertRoute, scopeOrganization, type Actor } from '../auth/actor.js';
import { firstRow, toPage, type Page, type PageRequest } from '../../graphql/paging.js';
import { SavedResult } from './saved-result.entity.js';
import { savedResultListCount } from '../../db/list-counts.js';
import { likePattern, searchNeedle, spansColumns } from '../../db/trigram-search.js';
import { SAVED_RESULT_SEARCH_TEXT } from './saved-result.search.js';

/** What the voyages search text matches; absent or 'all' matches any of them. */
export const VOYAGE_SEARCH_TYPES = [
  'all',
  'saveLabel',
  'vessel',
  'name',
  'firstLoadPort',
  'lastDischargePort',
] as const;
export type VoyageSearchType = (typeof VOYAGE_SEARCH_TYPES)[number];

export interface SavedResultQuery {
  /** mine: saved by the actor (My Voyages); all: the organization's (All Voyages, the /saved list). */
  scope: 'mine' | 'all';
  text?: string | null;
  type?: VoyageSearchType | null;
  page: PageRequest;
}

/** The saved voyage list row (spec 1 section 3), plus the opening port and who saved it. */
export interface SavedResultRow {
  id: number;
  saveLabel: string;
  vessel: string;
  name: string;
  openingPort: string | null;
  firstLoadPort: string | null;
  lastDischargePort: string | null;
  loadQuantity: number;
  createdDate: Date;
  createdUserName: string;
  userId: number | null;
  orderId: number | null;
}

/** The columns each search type addresses (all not null but the two ports). */
const SEARCH_COLUMNS: Record<Exclude<VoyageSearchType, 'all'>, string> = {
  saveLabel: 'save_label',
  vessel: 'vessel_name',
  name: 'order_name',
  firstLoadPort: 'first_load_port',
  lastDischargePort: 'last_discharge_port',
};

/** The indexed search text with the alias `r` (the same expression, so the planner uses the index). */
const SEARCH_TEXT_R = SAVED_RESULT_SEARCH_TEXT.replaceAll('coalesce("', 'coalesce(r."');

/**
 * The saved results / voyages lists' filter (organization, scope, search text by column), as the offset pages
 * and the cursor connections (saved-result.keyset.ts) both apply it. A search over every column tests the
 * joined text alone when the needle cannot span two columns (spansColumns); else the joined text narrows
 * through the trigram index and the column tests decide.
 */
export function savedResultWhere(
  actor: Actor,
  q: Pick<SavedResultQuery, 'scope' | 'text' | 'type'>,
): { where: string; params: unknown[]; needle: string | null } {
  const sql = ['r.organization_id = ?'];
  const params: unknown[] = [scopeOrganization(actor)];
  if (q.scope === 'mine') {
    sql.push('r.created_by_id = ?');
    params.push(actor.id);
  }
  const needle = searchNeedle(q.text);
  if (needle) {
    const pattern = likePattern(needle);
    const columns = !q.type || q.type === 'all' ? Object.values(SEARCH_COLUMNS) : [SEARCH_COLUMNS[q.type]];
    if (columns.length === Object.keys(SEARCH_COLUMNS).length && !spansColumns(needle)) {
      // Every joined column: the joined text's test is exact on its own (spansColumns).
      sql.push(`${SEARCH_TEXT_R} ilike ?`);
      params.push(pattern);
    } else {
      const exact = columns.map((c) => `r.${c} ilike ?`);
      sql.push(`(${SEARCH_TEXT_R} ilike ? and (${exact.join(' or ')}))`);
      params.push(pattern, ...columns.map(() => pattern));
    }
  }
  return { where: sql.join(' and '), params, needle };
}

/**
 * A search's count: the same condition over the narrow search table (its trigram index, small rows:
 * list-search.ts), not the wide result rows. An unfiltered count reads the trigger-kept counts instead.
 */
export async function savedResultSearchCount(em: Em, where: string, params: readonly unknown[]): Promise<number> {
  // The joined text's test reads its stored lower-cased copy (list-search.ts): the same rows, less work each.
  const narrow = where.replaceAll(`${SEARCH_TEXT_R} ilike ?`, 'r.search_text like lower(?)');
  const [row] = await em.execute<{ total: number | string }[]>(
    `select count(*) as total from saved_result_list_search r where ${narrow}`,
    [...params],
  );
  return Number(row?.total ?? 0);
}

/**
 * Saved calculator results ("Calculate & Save"; written by the calculator service). Everyone may open the
 * saved list (/saved); the voyages screen (/voyages) shows the same rows. Scoped to the actor's
 * organization; another organization's result answers NOT_FOUND. Deleting is for whoever saved it or an
 * ADMIN of the organization.
 */
export class SavedResultService {
  constructor(private readonly em: Em) {}

  savedResults(actor: Actor, q: SavedResultQuery): Promise<Page<SavedResultRow>> {
    assertRoute(actor, '/saved');
    return this.query(actor, q);
  }

  voyages(actor: Actor, q: SavedResultQuery): Promise<Page<SavedResultRow>> {
    assertRoute(actor, '/voyages');
    return this.query(actor, q);
  }

  async get(actor: Actor, id: number): Promise<SavedResult> {
    assertRoute(actor, '/saved');
    return this.find(actor, id);
  }

  async delete(actor: Actor, id: number): Promise<void> {
    assertRoute(actor, '/saved', '/voyages');
    await this.em.transactional(
      async (tx) => {
        const result = await tx.findOne(SavedResult, { id, organization: scopeOrganization(actor) });
        if (!result) throw notFound('Saved result', id);
        if (result.createdBy?.id !== actor.id && !actor.roles.includes(ROLE.admin)) {
          throw forbidden('Only whoever saved this result or an ADMIN may delete it');
        }
        tx.remove(result);
      },
      { clear: true },
    );
  }

  private async find(actor: Actor, id: number): Promise<SavedResult> {
    const result = await this.em.findOne(
      SavedResult,
      { id, organization: scopeOrganization(actor) },
      { populate: ['createdBy'] },
    );
    if (!result) throw notFound('Saved result', id);
    return result;
  }

  /**
   * One page of the list and the number of matching rows (ADR 0018): the page walks the (organization,
   * created date) index and stops after its rows; the count reads the result rows alone (an index-only scan
   * without a search). A text search narrows through the trigram index over the searchable columns, then the
   * exact column test decides. Only the list's columns are read.
   */
  private async query(actor: Actor, q: SavedResultQuery): Promise<Page<SavedResultRow>> {
    const { where, params, needle } = savedResultWhere(actor, q);
    const rows = await this.em.execute<ListRow[]>(
      `select r.*, coalesce(trim(u.first_name || ' ' || u.last_name), '') as created_user_name
      from (select r.id, r.save_label, r.vessel_name, r.order_name, r.first_load_port, r.last_discharge_port,
          r.load_quantity, r.created_at, r.created_by_id, r.order_id,
          case when jsonb_typeof(r.fleet -> 'port') = 'string' then nullif(r.fleet ->> 'port', '') end as opening_port
        from saved_result r where ${where} order by r.created_at desc, r.id desc limit ? offset ?) r
      left join app_user u on u.id = r.created_by_id
      order by r.created_at desc, r.id desc`,
      [...params, q.page.limit, firstRow(q.page)],
    );
    const total = needle
      ? await this.count(where, params)
      : await savedResultListCount(this.em, scopeOrganization(actor), q.scope === 'mine' ? actor.id : undefined);
    return toPage(rows.map(listRow), total, q.page);
  }

  private count(where: string, params: unknown[]): Promise<number> {
    return savedResultSearchCount(this.em, where, params);
  }
}

interface ListRow {
  id: number;
  save_label: string;
  vessel_name: string;
  order_name: string;
  first_load_port: string | null;
  last_discharge_port: string | null;
  load_quantity: number | string;
  created_at: Date | string;
  created_by_id: number | null;
  order_id: number | null;
  opening_port: string | null;
  created_user_name: string;
}

function listRow(r: ListRow): SavedResultRow {
  return {
    id: r.id,
    saveLabel: r.save_label,
    vessel: r.vessel_name,
    name: r.order_name,
    openingPort: r.opening_port,
    firstLoadPort: r.first_load_port,
    lastDischargePort: r.last_discharge_port,
    loadQuantity: Number(r.load_quantity),
    createdDate: new Date(r.created_at),
    createdUserName: r.created_user_name,
    userId: r.created_by_id,
    orderId: r.order_id,
  };
}

export function savedResultRow(r: SavedResult): SavedResultRow {
  const port = (r.fleet as { port?: unknown } | null)?.port;
  return {
    id: r.id,
    saveLabel: r.saveLabel,
    vessel: r.vesselName,
    name: r.orderName,
    openingPort: typeof port === 'string' && port !== '' ? port : null,
    firstLoadPort: r.firstLoadPort,
    lastDischargePort: r.lastDischargePort,
    loadQuantity: r.loadQuantity,
    createdDate: r.createdAt,
    createdUserName: r.createdBy ? r.createdBy.fullName : '',
    userId: r.createdBy?.id ?? null,
    orderId: r.order?.id ?? null,
  };
}
