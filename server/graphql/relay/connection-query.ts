import type { Em } from '../../db/orm.js';
import { badInput } from '../../errors/app-error.js';
import type { Connection, ConnectionRequest } from './connection.js';
import { decodeCursor, encodeCursor, type CursorPosition } from './cursor.js';

/**
 * Keyset paging on PostgreSQL and PGlite (ADR 0024): a page is "the rows after (or before) this position in
 * the list's order", `(a, b, id) > (?, ?, ?)`, never "skip n rows", so a row added or removed elsewhere in
 * the list moves no other row from one page to another. Each list gives its SQL (the same scope, visibility
 * and search as its offset page) and its sort keys, the row id last.
 */

/** How a sort key is printed into a cursor and read back (exactly: timestamps keep their microseconds). */
export type SortKeyType = 'timestamptz' | 'text' | 'boolean' | 'bigint';

export interface SortKey {
  /** SQL of the value (a column, or an expression whose `?` take `params`). */
  sql: string;
  params?: readonly unknown[];
  direction: 'asc' | 'desc';
  type: SortKeyType;
}

/** A list's SQL: `from` (one table with its alias), `where` (its filters), optional columns and joins for the rows. */
export interface KeysetList {
  /** The list's name in its cursors: another list's cursor is refused. */
  name: string;
  from: string;
  where: string;
  params: readonly unknown[];
  /** Sort keys in order; the last is the row id (unique: the tie-breaker). */
  keys: readonly SortKey[];
  /** Columns of a page's rows (default: every column of `from`); joins used by them only. */
  select?: string;
  selectParams?: readonly unknown[];
  join?: string;
  /** The list's count when it has a cheaper way than `count(*)` over `where` (e.g. trigger-kept counts). */
  count?: () => Promise<number>;
}

interface Fragment {
  text: string;
  params: unknown[];
}

const UTC_MICROS = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The key's value as cursor text: one spelling per value, whatever the session's settings. */
function printed(key: SortKey): string {
  if (key.type === 'timestamptz') return `to_char((${key.sql}) at time zone 'UTC', ${UTC_MICROS})`;
  return `(${key.sql})::text`;
}

/** A cursor's key text is a value of the key's type (else the cast would fail in SQL). */
function readable(type: SortKeyType, text: string): boolean {
  switch (type) {
    case 'timestamptz': {
      if (!TIMESTAMP.test(text)) return false;
      const ms = new Date(`${text.slice(0, 23)}Z`);
      return !Number.isNaN(ms.getTime()) && ms.toISOString().slice(0, 23) === text.slice(0, 23);
    }
    case 'boolean':
      return text === 'true' || text === 'false';
    case 'bigint':
      return /^-?[0-9]{1,18}$/.test(text);
    case 'text':
      return true;
  }
}

/**
 * The rows strictly after `position` in the order the keys give (`reverse`: strictly before): one row-value
 * comparison when every key runs the same way (the index serves it), else the expanded OR form.
 */
export function keysetCondition(keys: readonly SortKey[], position: CursorPosition, reverse: boolean): Fragment {
  const op = (k: SortKey) => ((k.direction === 'asc') !== reverse ? '>' : '<');
  const value = (i: number): Fragment => ({ text: `?::${keys[i]!.type}`, params: [position[i]] });
  const col = (i: number): Fragment => ({ text: `(${keys[i]!.sql})`, params: [...(keys[i]!.params ?? [])] });
  const join = (parts: Fragment[], sep: string): Fragment => ({
    text: parts.map((p) => p.text).join(sep),
    params: parts.flatMap((p) => p.params),
  });
  if (keys.every((k) => op(k) === op(keys[0]!))) {
    const cols = join(
      keys.map((_, i) => col(i)),
      ', ',
    );
    const values = join(
      keys.map((_, i) => value(i)),
      ', ',
    );
    return { text: `(${cols.text}) ${op(keys[0]!)} (${values.text})`, params: [...cols.params, ...values.params] };
  }
  const alternatives = keys.map((k, i) => {
    const equal = keys.slice(0, i).map((_, j) => join([col(j), { text: '=', params: [] }, value(j)], ' '));
    return join([...equal, join([col(i), { text: op(k), params: [] }, value(i)], ' ')], ' and ');
  });
  return {
    text: `(${alternatives.map((a) => `(${a.text})`).join(' or ')})`,
    params: alternatives.flatMap((a) => a.params),
  };
}

/** One raw page: its rows in list order with their positions, and the connection's paging facts. */
export interface KeysetPage<R> {
  rows: { row: R; cursor: string }[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalCount: number;
}

/** Reads one page of `list` for the request (first/after or last/before) and counts the whole list. */
export async function keysetPage<R>(em: Em, list: KeysetList, req: ConnectionRequest): Promise<KeysetPage<R>> {
  const keys = list.keys;
  const position = req.cursor === null ? null : readPosition(list, req.cursor, req.cursorField);
  const backward = req.direction === 'backward';
  const after = position ? keysetCondition(keys, position, backward) : { text: 'true', params: [] };
  const order = keys.map((k) => `(${k.sql}) ${(k.direction === 'desc') !== backward ? 'desc' : 'asc'}`).join(', ');
  const orderParams = keys.flatMap((k) => k.params ?? []);
  const printedKeys = keys.map((k, i) => `${printed(k)} as "cursor_key_${i}"`).join(', ');
  const raw = await em.execute<(R & Record<string, string>)[]>(
    `select ${list.select ?? `${list.from.split(' ').at(-1)}.*`}, ${printedKeys}
      from ${list.from} ${list.join ?? ''}
      where (${list.where}) and ${after.text}
      order by ${order} limit ?`,
    [
      ...(list.selectParams ?? []),
      ...keys.flatMap((k) => k.params ?? []),
      ...list.params,
      ...after.params,
      ...orderParams,
      req.size + 1,
    ],
  );
  const more = raw.length > req.size;
  const page = raw.slice(0, req.size);
  if (backward) page.reverse();
  const rows = page.map((r) => ({
    row: r as R,
    cursor: encodeCursor(
      list.name,
      keys.map((_, i) => String(r[`cursor_key_${i}`])),
    ),
  }));
  // Rows on the other side of the cursor: its own row, or any row up to its position if that row is gone.
  const beyond = position ? await anyRow(em, list, { text: `not ${after.text}`, params: after.params }) : false;
  return {
    rows,
    hasNextPage: backward ? beyond : more,
    hasPreviousPage: backward ? more : beyond,
    totalCount: list.count ? await list.count() : await countAll(em, list),
  };
}

async function countAll(em: Em, list: KeysetList): Promise<number> {
  const [count] = await em.execute<{ total: number | string }[]>(
    `select count(*) as total from ${list.from} where ${list.where}`,
    [...list.params],
  );
  return Number(count?.total ?? 0);
}

async function anyRow(em: Em, list: KeysetList, condition: Fragment): Promise<boolean> {
  const [row] = await em.execute<{ found: boolean }[]>(
    `select exists (select 1 from ${list.from} where (${list.where}) and ${condition.text}) as found`,
    [...list.params, ...condition.params],
  );
  return row?.found === true;
}

function readPosition(list: KeysetList, cursor: string, field: string): CursorPosition {
  const position = decodeCursor(list.name, cursor, list.keys.length, field);
  if (!position.every((text, i) => readable(list.keys[i]!.type, text))) {
    throw badInput('Not a valid cursor for this list', field);
  }
  return position;
}

/** The connection of a page whose raw rows become nodes through `node`. */
export function toConnection<R, T>(page: KeysetPage<R>, node: (row: R) => T): Connection<T> {
  const edges = page.rows.map((r) => ({ cursor: r.cursor, node: node(r.row) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: page.totalCount,
  };
}
