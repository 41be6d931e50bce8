import type { Em } from '../../db/orm.js';
import { badInput } from '../../errors/app-error.js';
import type { ConnectionRequest } from '../../graphql/relay/connection.js';
import { keysetPage, type KeysetList, type KeysetPage, type SortKey } from '../../graphql/relay/connection-query.js';
import { decodeCursor, encodeCursor } from '../../graphql/relay/cursor.js';

/**
 * My Orders as a cursor connection: the actor's pinned orders first, then the others, each part newest first
 * (ADR 0024). Sorting on "pinned" (an exists test no index can hold) made PostgreSQL sort all the user's orders
 * for every page (218 ms at 100,000 orders); here the list is two keyset lists, pinned (a handful) and
 * unpinned (walked down the (organization, creator, created date) index and stopped after the page), joined
 * at their seam. The public cursor stays `myOrders` with the keys (pinned, created date, id).
 */
const NAME = 'myOrders';
const PART_KEYS: SortKey[] = [
  { sql: 'o.created_at', direction: 'desc', type: 'timestamptz' },
  { sql: 'o.id', direction: 'desc', type: 'bigint' },
];

/** The list without its name, sort keys or count: the connection's `from`, `where`, columns and joins. */
export type MineList = Omit<KeysetList, 'name' | 'keys' | 'count'>;

/** One of the two parts: the list's rows that are (or are not) pinned by the actor. */
function part(list: MineList, pinned: boolean, pinnedSql: string, actorId: number): KeysetList {
  return {
    ...list,
    name: `${NAME}.${pinned ? 'pinned' : 'unpinned'}`,
    where: `(${list.where}) and ${pinned ? '' : 'not '}${pinnedSql}`,
    params: [...list.params, actorId],
    keys: PART_KEYS,
    // The whole list is counted once by the caller, not per part.
    count: () => Promise.resolve(0),
  };
}

type Rows<R> = KeysetPage<R>['rows'];

/** Part cursors become list cursors: (pinned, created date, id). */
function relabel<R>(rows: Rows<R>, p: KeysetList, pinned: boolean): Rows<R> {
  return rows.map((r) => ({
    row: r.row,
    cursor: encodeCursor(NAME, [String(pinned), ...decodeCursor(p.name, r.cursor, 2, 'after')]),
  }));
}

/** A page of the pinned-first list, with the same paging facts keysetPage gives (totalCount from `count`). */
export async function myOrdersPage<R>(
  em: Em,
  list: MineList,
  pinnedSql: string,
  actorId: number,
  req: ConnectionRequest,
  count: () => Promise<number>,
): Promise<KeysetPage<R>> {
  const position = req.cursor === null ? null : decodeCursor(NAME, req.cursor, 3, req.cursorField);
  if (position && position[0] !== 'true' && position[0] !== 'false') {
    throw badInput('Not a valid cursor for this list', req.cursorField);
  }
  const pinned = part(list, true, pinnedSql, actorId);
  const unpinned = part(list, false, pinnedSql, actorId);
  const backward = req.direction === 'backward';
  // The part the cursor lies in, else the one the walk starts in; the other one is the walk's continuation.
  const startPinned = position ? position[0] === 'true' : !backward;
  const [first, next] = startPinned ? [pinned, unpinned] : [unpinned, pinned];
  const at = position ? encodeCursor(first.name, position.slice(1)) : null;
  const a = await keysetPage<R>(em, first, { ...req, cursor: at });
  let rows = relabel(a.rows, first, startPinned);
  // Going on into the other part when it follows in the walk's direction: more rows when the first part fell
  // short, else whether it has any row.
  let onward = backward ? a.hasPreviousPage : a.hasNextPage;
  if (!onward && startPinned !== backward) {
    const size = Math.max(0, req.size - rows.length);
    const b = await keysetPage<R>(em, next, { ...req, size, cursor: null });
    const more = relabel(b.rows, next, !startPinned);
    rows = backward ? [...more, ...rows] : [...rows, ...more];
    onward = backward ? b.hasPreviousPage : b.hasNextPage;
  }
  // Behind the cursor: its own part up to it, or the whole other part when that one comes first.
  let behind = backward ? a.hasNextPage : a.hasPreviousPage;
  if (position && !behind && startPinned === backward) {
    const b = await keysetPage<R>(em, next, { ...req, size: 0, cursor: null });
    behind = backward ? b.hasPreviousPage : b.hasNextPage;
  }
  return {
    rows,
    hasNextPage: backward ? behind : onward,
    hasPreviousPage: backward ? onward : behind,
    totalCount: await count(),
  };
}
