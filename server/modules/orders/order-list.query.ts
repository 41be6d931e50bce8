import type { Em } from '../../db/orm.js';

/**
 * The orders table (spec 1 section 2) in one SQL statement: the list columns derive from the rows of each
 * order (first Loading row's port, cargo and account; last Discharging row's port; the Loading rows'
 * quantity, their max for MINMAX), the search row filters on them, and paging happens in the database.
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

/** Columns the text search can address, as SQL over the `base` rows below. */
const TEXT_COLUMNS: Record<Exclude<OrderSearchType, 'all'>, string> = {
  name: 'name',
  firstLoadPort: 'first_load_port',
  lastDischargePort: 'last_discharge_port',
  cargo: 'cargo',
  voyType: 'voy_type',
  account: 'account',
  createdBy: 'created_user_name',
};

const BASE = `
  select o.id, o.name, o.access::text as access, o.freight_mode::text as voy_type, o.created_at,
    o.created_by_id as user_id,
    coalesce(trim(u.first_name || ' ' || u.last_name), '') as created_user_name,
    fl.port as first_load_port, fl.cargo, fl.account, ld.port as last_discharge_port,
    coalesce((select sum(case when o.qty_mode::text = 'MINMAX' then p.max else p.cargo_qty end)
      from port_operation p where p.order_id = o.id and p.operation::text = 'Loading'), 0) as load_qty,
    exists (select 1 from app_user_pinned_orders pin where pin.order_id = o.id and pin.user_id = ?) as pinned
  from client_query o
  left join app_user u on u.id = o.created_by_id
  left join lateral (select p.port, p.cargo, p.account from port_operation p
    where p.order_id = o.id and p.operation::text = 'Loading' order by p."index", p.id limit 1) fl on true
  left join lateral (select p.port from port_operation p
    where p.order_id = o.id and p.operation::text = 'Discharging' order by p."index" desc, p.id desc limit 1) ld on true
  where o.organization_id = ?`;

/** Escapes LIKE wildcards so the search text matches literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereClauses(q: OrderListQuery): { sql: string[]; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  const { text, type, columns, loadQtyFrom, loadQtyTo, createdFrom, createdTo } = q.search;
  const matches = (targets: readonly string[], typed: string | null | undefined) => {
    // NUL cannot reach PostgreSQL text; nothing stored contains it either.
    const needle = typed?.replaceAll('\u0000', '').trim();
    if (!needle) return;
    sql.push(`(${targets.map((c) => `coalesce(${c}, '') ilike ?`).join(' or ')})`);
    params.push(...targets.map(() => likePattern(needle)));
  };
  matches(!type || type === 'all' ? Object.values(TEXT_COLUMNS) : [TEXT_COLUMNS[type]], text);
  for (const c of columns ?? []) matches([TEXT_COLUMNS[c.column]], c.text);
  const bound = (cond: string, v: unknown) => (sql.push(cond), params.push(v));
  if (loadQtyFrom !== null && loadQtyFrom !== undefined) bound('load_qty >= ?', loadQtyFrom);
  if (loadQtyTo !== null && loadQtyTo !== undefined) bound('load_qty <= ?', loadQtyTo);
  if (createdFrom) bound('created_at >= ?', createdFrom.toISOString());
  if (createdTo) bound('created_at <= ?', createdTo.toISOString());
  return { sql, params };
}

interface RawRow {
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

/** One page of the orders table and the number of matching orders. */
export async function queryOrderList(em: Em, q: OrderListQuery): Promise<{ rows: OrderListRow[]; total: number }> {
  const scopeSql =
    q.scope === 'mine' ? ' and o.created_by_id = ?' : " and (o.access::text = 'public' or o.created_by_id = ?)";
  const baseParams = [q.actorId, q.organizationId, q.actorId];
  const where = whereClauses(q);
  const filter = where.sql.length ? `where ${where.sql.join(' and ')}` : '';
  const from = `from (${BASE}${scopeSql}) base ${filter}`;
  const order = q.scope === 'mine' ? 'pinned desc, created_at desc, id desc' : 'created_at desc, id desc';
  const [countRow] = await em.execute<{ total: number | string }[]>(`select count(*) as total ${from}`, [
    ...baseParams,
    ...where.params,
  ]);
  const raw = await em.execute<RawRow[]>(`select * ${from} order by ${order} limit ? offset ?`, [
    ...baseParams,
    ...where.params,
    q.limit,
    q.page * q.limit,
  ]);
  return { rows: raw.map(toRow), total: Number(countRow?.total ?? 0) };
}

function toRow(r: RawRow): OrderListRow {
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
