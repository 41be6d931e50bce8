import { orderListCount } from '../../db/list-counts.js';
import type { Em } from '../../db/orm.js';
import { searchNeedle } from '../../db/trigram-search.js';
import type { Connection, ConnectionRequest } from '../../graphql/relay/connection.js';
import { keysetPage, toConnection, type SortKey } from '../../graphql/relay/connection-query.js';
import type { Actor } from '../auth/actor.js';
import { assertOrderRoute } from './order-access.js';
import { orderListWhere, toRow, type OrderListRow, type OrderSearch, type RawRow } from './order-list.query.js';

const PINNED = 'exists (select 1 from app_user_pinned_orders pin where pin.order_id = o.id and pin.user_id = ?)';

/** The columns of an orders table row, as the offset page reads them (order-list.query.ts `toRow`). */
const ROW_COLUMNS = `o.id, o.name, o.access::text as access, o.freight_mode::text as voy_type, o.created_at,
  o.created_by_id as user_id, o.list_first_load_port as first_load_port, o.list_cargo as cargo,
  o.list_account as account, o.list_last_discharge_port as last_discharge_port, o.list_load_qty as load_qty,
  coalesce(trim(u.first_name || ' ' || u.last_name), '') as created_user_name, ${PINNED} as pinned`;

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
  const keys: SortKey[] = [
    ...(scope === 'mine' ? [{ sql: PINNED, params: [actor.id], direction: 'desc', type: 'boolean' } as const] : []),
    { sql: 'o.created_at', direction: 'desc', type: 'timestamptz' },
    { sql: 'o.id', direction: 'desc', type: 'bigint' },
  ];
  const page = await keysetPage<RawRow>(
    em,
    {
      name: scope === 'mine' ? 'myOrders' : 'allOrders',
      from: 'client_query o',
      where: where.sql,
      params: where.params,
      keys,
      select: ROW_COLUMNS,
      selectParams: [actor.id],
      join: 'left join app_user u on u.id = o.created_by_id',
      // Listed by scope only: the trigger-kept counts the offset list reads too (ADR 0018), not a count(*).
      count: unfiltered(search)
        ? () => orderListCount(em, actor.organizationId, actor.id, scope === 'mine')
        : undefined,
    },
    req,
  );
  return toConnection(page, toRow);
}

/** No search text, column text or bound: the list is its scope alone. */
function unfiltered(s: OrderSearch): boolean {
  const none = (v: unknown) => v === null || v === undefined;
  return (
    !searchNeedle(s.text) &&
    !(s.columns ?? []).some((c) => searchNeedle(c.text)) &&
    none(s.loadQtyFrom) &&
    none(s.loadQtyTo) &&
    !s.createdFrom &&
    !s.createdTo
  );
}
