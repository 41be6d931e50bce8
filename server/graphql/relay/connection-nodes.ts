import type { EntityName } from '@mikro-orm/core';
import type { Em } from '../../db/orm.js';
import type { Connection, ConnectionRequest } from './connection.js';
import { keysetPage, toConnection, type KeysetList } from './connection-query.js';

/**
 * A connection whose nodes are entities: the keyset query finds the page's ids in list order, then the
 * entities are loaded with what their type needs (`populate`) and put back in that order.
 */
export async function entityConnection<T extends { id: number }, N = T>(
  em: Em,
  entity: EntityName<T>,
  list: Omit<KeysetList, 'select' | 'selectParams' | 'join'>,
  req: ConnectionRequest,
  options: { populate?: readonly string[]; node?: (row: T) => N } = {},
): Promise<Connection<N>> {
  const alias = list.from.split(' ').at(-1)!;
  const page = await keysetPage<{ id: number | string }>(em, { ...list, select: `${alias}.id` }, req);
  const ids = page.rows.map((r) => Number(r.row.id));
  const found = ids.length
    ? await em.find(entity, { id: { $in: ids } } as never, { populate: (options.populate ?? []) as never })
    : [];
  const byId = new Map(found.map((e) => [e.id, e]));
  // A row deleted between the two statements is left out of the page rather than answered as null.
  const loaded = { ...page, rows: page.rows.filter((r) => byId.has(Number(r.row.id))) };
  const node = options.node ?? ((row: T) => row as unknown as N);
  return toConnection(loaded, (r) => node(byId.get(Number(r.id))!));
}
