import { orderListCount } from '../../db/list-counts.js';
import type { Em } from '../../db/orm.js';
import { likePattern, searchNeedle, spansColumns } from '../../db/trigram-search.js';
import { ORDER_LIST_SEARCH_TEXT } from './order-list.search.js';

/** The indexed search text, with its columns qualified by the order's alias (same expression for the planner). */
const ORDER_LIST_SEARCH_TEXT_O = ORDER_LIST_SEARCH_TEXT.replaceAll('coalesce("', 'coalesce(o."');
/** Where the search text goes in a condition: the indexed expression, or the same text the index cannot serve. */
const SEARCH_TEXT_SLOT = '/*search-text*/';
/**
 * A search matching at least this many orders pages by walking the created-date index and testing each order
 * (about limit x orders / matches visited), not by fetching every match through the trigram index and sorting.
 */
const WALK_FROM_MATCHES = 2000;
const WALK_UP_TO_ROW = 200;

/**
 * The orders table (spec 1 section 2): the list columns derive from the rows of each order (first Loading
 * row's port, cargo and account; last Discharging row's port; the Loading rows' quantity, their max for
 * MINMAX). Database triggers keep them on the order row (ADR 0018), so the search row filters, sorts, pages
 * and counts on one table, through its indexes.
 */

/** What the search row's text input matches; absent or 'all' matches any of them. */
export const ORDER_SEARCH_TYPES = [
  'all',
  'name',
  'firstLoadPort',
  'lastDischargePort',
  'cargo',
  'voyType',
  'account',
  'createdBy',
] as const;
export type OrderSearchType = (typeof ORDER_SEARCH_TYPES)[number];

/** A text typed in one column's search input. */
export interface ColumnSearch {
  column: Exclude<OrderSearchType, 'all'>;
  text: string;
}

export interface OrderSearch {
  text?: string | null;
  type?: OrderSearchType | null;
  /** One text per column, all of which must match (with `text` too, when given). */
  columns?: readonly ColumnSearch[] | null;
  loadQtyFrom?: number | null;
  loadQtyTo?: number | null;
  /** Inclusive bounds on the creation time. */
  createdFrom?: Date | null;
  createdTo?: Date | null;
}

export interface OrderListQuery {
  organizationId: number;
  actorId: number;
  /** mine: created by the actor, pinned first; org: the organization's public orders plus the actor's own. */
  scope: 'mine' | 'org';
  search: OrderSearch;
  limit: number;
  /** Page index (the legacy offset counts pages). */
  page: number;
}

/** One row of the orders table; voyType is the order's freight mode. */
export interface OrderListRow {
  id: number;
  name: string;
  access: string;
  firstLoadPort: string | null;
  lastDischargePort: string | null;
  cargo: string | null;
  loadQty: number;
  voyType: string;
  account: string | null;
  createdDate: Date;
  createdUserName: string;
  userId: number | null;
  pinned: boolean;
}

/** Columns of the order row (`o`) the text search can address; voyType and createdBy are matched apart. */
const TEXT_COLUMNS: Record<Exclude<OrderSearchType, 'all' | 'voyType' | 'createdBy'>, string> = {
  name: 'o.name',
  firstLoadPort: 'o.list_first_load_port',
  lastDischargePort: 'o.list_last_discharge_port',
  cargo: 'o.list_cargo',
  account: 'o.list_account',
};

/**
 * A page: the inner statement finds, sorts and cuts the order rows; the outer one adds the creator's name and
 * the pinned flag to those rows only.
 */
const pageSql = (where: string) => `
  select o.*, coalesce(trim(u.first_name || ' ' || u.last_name), '') as created_user_name,
    exists (select 1 from app_user_pinned_orders pin where pin.order_id = o.id and pin.user_id = ?) as pinned
  from (select o.id, o.name, o.access::text as access, o.freight_mode::text as voy_type, o.created_at,
      o.created_by_id as user_id, o.list_first_load_port as first_load_port, o.list_cargo as cargo,
      o.list_account as account, o.list_last_discharge_port as last_discharge_port, o.list_load_qty as load_qty
    from client_query o where ${where}
    order by o.created_at desc, o.id desc limit ? offset ?) o
  left join app_user u on u.id = o.user_id
  order by o.created_at desc, o.id desc`;

const PINNED = 'exists (select 1 from app_user_pinned_orders pin where pin.order_id = o.id and pin.user_id = ?)';

interface Where {
  sql: string[];
  params: unknown[];
  /** Set when a test on the creator alone was added: the users it matches (their orders are counted apart). */
  creators?: number[];
  /** Set when a text test or a load-quantity bound was added: the count reads the narrow search table. */
  narrow?: boolean;
}

/**
 * The freight modes and the users whose name contain the needle: they are few, so they are looked up
 * first and the list filters on `= any(...)` (indexable), not on a per-order text test.
 */
async function matchingModesAndUsers(em: Em, pattern: string): Promise<{ modes: string[]; users: number[] }> {
  const [row] = await em.execute<{ modes: string[] | null; users: number[] | null }[]>(
    `select array(select e::text from unnest(enum_range(null::freight_mode)) e where e::text ilike ?) as modes,
      array(select id from app_user where coalesce(trim(first_name || ' ' || last_name), '') ilike ?) as users`,
    [pattern, pattern],
  );
  return { modes: row?.modes ?? [], users: row?.users ?? [] };
}

/** One text test: the trigram index narrows (the joined text contains the needle), the columns decide. */
async function textTest(em: Em, columns: readonly string[], needle: string, w: Where): Promise<void> {
  const pattern = likePattern(needle);
  const parts: string[] = [];
  w.narrow = true;
  const textColumns = columns.filter((c) => c !== 'voyType' && c !== 'createdBy');
  if (textColumns.length === Object.keys(TEXT_COLUMNS).length && !spansColumns(needle)) {
    // Every indexed column: the joined text's test is already exact (see spansColumns).
    parts.push(`${SEARCH_TEXT_SLOT} ilike ?`);
    w.params.push(pattern);
  } else if (textColumns.length) {
    const exact = textColumns.map((c) => `coalesce(${TEXT_COLUMNS[c as keyof typeof TEXT_COLUMNS]}, '') ilike ?`);
    parts.push(`(${SEARCH_TEXT_SLOT} ilike ? and (${exact.join(' or ')}))`);
    w.params.push(pattern, ...textColumns.map(() => pattern));
  }
  if (columns.includes('voyType') || columns.includes('createdBy')) {
    const { modes, users } = await matchingModesAndUsers(em, pattern);
    if (columns.includes('voyType') && modes.length) {
      parts.push('o.freight_mode::text in (?)');
      w.params.push(modes);
    }
    if (columns.includes('createdBy') && users.length) {
      parts.push('o.created_by_id in (?)');
      w.params.push(users);
    }
    if (columns.length === 1 && columns[0] === 'createdBy') w.creators = users;
  }
  w.sql.push(parts.length ? `(${parts.join(' or ')})` : 'false');
}

const ALL_COLUMNS = ['name', 'firstLoadPort', 'lastDischargePort', 'cargo', 'voyType', 'account', 'createdBy'];

async function whereClauses(em: Em, q: OrderListQuery): Promise<Where> {
  const w: Where = { sql: ['o.organization_id = ?'], params: [q.organizationId] };
  if (q.scope === 'mine') w.sql.push('o.created_by_id = ?');
  else w.sql.push("(o.access::text = 'public' or o.created_by_id = ?)");
  w.params.push(q.actorId);
  const { text, type, columns, loadQtyFrom, loadQtyTo, createdFrom, createdTo } = q.search;
  const needle = searchNeedle(text);
  if (needle) await textTest(em, !type || type === 'all' ? ALL_COLUMNS : [type], needle, w);
  for (const c of columns ?? []) {
    const n = searchNeedle(c.text);
    if (n) await textTest(em, [c.column], n, w);
  }
  const bound = (cond: string, v: unknown) => (w.sql.push(cond), w.params.push(v));
  if (loadQtyFrom !== null && loadQtyFrom !== undefined) bound('o.list_load_qty >= ?', loadQtyFrom);
  if (loadQtyTo !== null && loadQtyTo !== undefined) bound('o.list_load_qty <= ?', loadQtyTo);
  w.narrow ||= [loadQtyFrom, loadQtyTo].some((v) => v !== null && v !== undefined);
  if (createdFrom) bound('o.created_at >= ?', createdFrom.toISOString());
  if (createdTo) bound('o.created_at <= ?', createdTo.toISOString());
  return w;
}

export interface RawRow {
  id: number;
  name: string;
  access: string;
  voy_type: string;
  created_at: Date | string;
  user_id: number | null;
  created_user_name: string;
  first_load_port: string | null;
  cargo: string | null;
  account: string | null;
  last_discharge_port: string | null;
  load_qty: number | string;
  pinned: boolean;
}

/**
 * One page of the orders table and the number of matching orders, in two statements that each do their own
 * part only: the page walks the (organization, created date) index, or a search's trigram matches, and stops
 * after its rows; the count reads the order rows alone (an index-only scan when listed by scope only) and never
 * sorts, joins or derives. 'mine' lists the actor's pinned orders first: they are fetched apart (a user pins a
 * handful), then the unpinned ones continue the page.
 */
export async function queryOrderList(em: Em, q: OrderListQuery): Promise<{ rows: OrderListRow[]; total: number }> {
  const w = await whereClauses(em, q);
  const where = w.sql.join(' and ');
  const indexed = where.replaceAll(SEARCH_TEXT_SLOT, ORDER_LIST_SEARCH_TEXT_O);
  const total = await countOrders(em, q, w, indexed);
  const start = q.page * q.limit;
  // The count says how common the matches are: a common one is met soon enough in created-date order.
  const walk = where.includes(SEARCH_TEXT_SLOT) && total >= WALK_FROM_MATCHES && start + q.limit <= WALK_UP_TO_ROW;
  const pageWhere = walk ? where.replaceAll(SEARCH_TEXT_SLOT, `(${ORDER_LIST_SEARCH_TEXT_O} || '')`) : indexed;
  const page = (extra: string, extraParams: unknown[], limit: number | null, offset: number) => {
    const run = (db: Em) =>
      db.execute<RawRow[]>(pageSql(`${pageWhere}${extra}`), [q.actorId, ...w.params, ...extraParams, limit, offset]);
    if (!walk) return run(em);
    // The planner cannot know the exact column test lets most rows through; for this statement only, no
    // sequential scan, bitmap scan, sort or parallel workers: it walks the created-date index and stops after the page.
    return em.transactional(async (tx) => {
      await tx.execute(
        `select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
          set_config('enable_sort', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
      );
      return run(tx);
    });
  };
  if (q.scope !== 'mine') return { rows: (await page('', [], q.limit, start)).map(toRow), total };
  const pinned = await page(` and ${PINNED}`, [q.actorId], null, 0);
  const rows = pinned.slice(start, start + q.limit);
  if (rows.length < q.limit && start + rows.length < total) {
    const skip = Math.max(0, start - pinned.length);
    rows.push(...(await page(` and not ${PINNED}`, [q.actorId], q.limit - rows.length, skip)));
  }
  return { rows: rows.map(toRow), total };
}

/**
 * The number of matching orders: listed by scope only, or searched by creator only, a read of the trigger-kept
 * counts (a handful of rows, whatever the number of orders); with a text test or a load-quantity bound, a count
 * over the narrow search table (the same condition on the same columns, its trigram and load-quantity indexes,
 * small rows: list-search.ts); with creation-date bounds only, over the order rows' (organization, created
 * date, access, creator) index.
 */
async function countOrders(
  em: Em,
  q: Pick<OrderListQuery, 'organizationId' | 'actorId' | 'scope'>,
  w: Where,
  indexed: string,
): Promise<number> {
  if (w.sql.length === 2) return orderListCount(em, q.organizationId, q.actorId, q.scope === 'mine');
  // Searched by creator only: the kept counts of those creators.
  if (w.sql.length === 3 && w.creators)
    return orderListCount(em, q.organizationId, q.actorId, q.scope === 'mine', w.creators);
  // On the search table the joined text's test reads its stored lower-cased copy (list-search.ts).
  const sql = w.narrow
    ? `select count(*) as total from order_list_search o where ${w.sql
        .join(' and ')
        .replaceAll(`${SEARCH_TEXT_SLOT} ilike ?`, 'o.search_text like lower(?)')}`
    : `select count(*) as total from client_query o where ${indexed}`;
  const [row] = await em.execute<{ total: number | string }[]>(sql, w.params);
  return Number(row?.total ?? 0);
}

/**
 * The list's scope and search as one condition on `client_query o` (the search text through its index), and
 * the list's count as the offset page takes it, for the other paging of the same list (the cursor
 * connection, order-list.keyset.ts).
 */
export async function orderListWhere(
  em: Em,
  q: Omit<OrderListQuery, 'limit' | 'page'>,
): Promise<{ sql: string; params: unknown[]; count: () => Promise<number> }> {
  const w = await whereClauses(em, { ...q, limit: 0, page: 0 });
  const sql = w.sql.join(' and ').replaceAll(SEARCH_TEXT_SLOT, ORDER_LIST_SEARCH_TEXT_O);
  return { sql, params: w.params, count: () => countOrders(em, q, w, sql) };
}

export function toRow(r: RawRow): OrderListRow {
  return {
    id: r.id,
    name: r.name,
    access: r.access,
    firstLoadPort: r.first_load_port,
    lastDischargePort: r.last_discharge_port,
    cargo: r.cargo,
    loadQty: Number(r.load_qty),
    voyType: r.voy_type,
    account: r.account,
    createdDate: new Date(r.created_at),
    createdUserName: r.created_user_name,
    userId: r.user_id,
    pinned: r.pinned,
  };
}
