import type { Em } from '../../db/orm.js';
import type { Connection, ConnectionRequest } from '../../graphql/relay/connection.js';
import { keysetPage, toConnection, type SortKey } from '../../graphql/relay/connection-query.js';
import type { Actor } from '../auth/actor.js';
import { assertOrderRoute } from './order-access.js';
import { myOrdersPage } from './order-list-mine.keyset.js';
import { orderListWhere, toRow, type OrderListRow, type OrderSearch, type RawRow } from './order-list.query.js';

const PINNED = 'exists (select 1 from app_user_pinned_orders pin where pin.order_id = o.id and pin.user_id = ?)';

/** The columns of an orders table row, as the offset page reads them (order-list.query.ts `toRow`). */
const ROW_COLUMNS = `o.id, o.name, o.access::text as access, o.freight_mode::text as voy_type, o.created_at,
  o.created_by_id as user_id, o.list_first_load_port as first_load_port, o.list_cargo as cargo,
  o.list_account as account, o.list_last_discharge_port as last_discharge_port, o.list_load_qty as load_qty,
  coalesce(trim(u.first_name || ' ' || u.last_name), '') as created_user_name, ${PINNED} as pinned`;

const ALL_KEYS: SortKey[] = [
  { sql: 'o.created_at', direction: 'desc', type: 'timestamptz' },
  { sql: 'o.id', direction: 'desc', type: 'bigint' },
];

/**
 * My Orders / All Orders as a cursor connection: the same scope, visibility and search as the offset page,
 * in the same order (newest first, id as the tie-breaker; My Orders has the actor's pinned orders first).
 */
export async function orderConnection(
  em: Em,
  actor: Actor,
  scope: 'mine' | 'org',
  search: OrderSearch,
  req: ConnectionRequest,
): Promise<Connection<OrderListRow>> {
  assertOrderRoute(actor);
  const where = await orderListWhere(em, { organizationId: actor.organizationId, actorId: actor.id, scope, search });
  const list = {
    from: 'client_query o',
    where: where.sql,
    params: where.params,
    select: ROW_COLUMNS,
    selectParams: [actor.id],
    join: 'left join app_user u on u.id = o.created_by_id',
  };
  // My Orders: pinned first, as two keyset walks (order-list-mine.keyset.ts); the count is the offset list's.
  const page =
    scope === 'mine'
      ? await myOrdersPage<RawRow>(em, list, PINNED, actor.id, req, where.count)
      : await keysetPage<RawRow>(em, { ...list, name: 'allOrders', keys: ALL_KEYS, count: where.count }, req);
  return toConnection(page, toRow);
}

/**
 * One order as the orders tables list it (its derived columns as the triggers keep them, the actor's pin),
 * read after a write or for node(id); visibility is the caller's to have checked. Null when it is gone.
 */
export async function orderListRowById(em: Em, actor: Actor, id: number): Promise<OrderListRow | null> {
  const [row] = await em.execute<RawRow[]>(
    `select ${ROW_COLUMNS} from client_query o left join app_user u on u.id = o.created_by_id where o.id = ?`,
    [actor.id, id],
  );
  return row ? toRow(row) : null;
}
