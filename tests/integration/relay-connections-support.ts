import { expect } from 'vitest';
import { gql, type GqlResult } from '../helpers/api.js';

/** Walking a connection to its end, and its refusals, shared by the relay-connections tests. */

export type Json = Record<string, any>;

export interface Walk {
  nodes: Json[];
  totalCount: number;
  pages: number;
}

/** A query of one connection field `field` with `$first/$after/$last/$before` and extra variables. */
export function connectionQuery(field: string, nodeFields: string, extraDefs = '', extraArgs = ''): string {
  return `query ($first: Int, $after: String, $last: Int, $before: String${extraDefs}) {
    ${field}(first: $first, after: $after, last: $last, before: $before${extraArgs}) {
      edges { cursor node { ${nodeFields} } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      totalCount
    } }`;
}

/** The answer's data; any error fails the test. */
export async function data(url: string, token: string, query: string, vars: Json = {}): Promise<Json> {
  const r = await gql<Json>(url, query, vars, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!;
}

export async function page(url: string, token: string, query: string, field: string, vars: Json): Promise<Json> {
  const r = await gql<Json>(url, query, vars, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data![field];
}

/**
 * Every node of a connection, forward (first/after) or backward (last/before, answered in list order), with
 * the page info checked on the way: the cursors chain, and hasNext/hasPrevious say whether rows remain.
 */
export async function walk(
  url: string,
  token: string,
  query: string,
  field: string,
  vars: Json,
  size: number | (() => number),
  direction: 'forward' | 'backward' = 'forward',
): Promise<Walk> {
  const nodes: Json[] = [];
  let cursor: string | null = null;
  let totalCount = -1;
  let pages = 0;
  for (;;) {
    const n = typeof size === 'number' ? size : size();
    const args = direction === 'forward' ? { first: n, after: cursor } : { last: n, before: cursor };
    const c = await page(url, token, query, field, { ...vars, ...args });
    pages++;
    if (totalCount < 0) totalCount = c.totalCount;
    const got = c.edges.map((e: Json) => e.node);
    if (direction === 'forward') nodes.push(...got);
    else nodes.unshift(...got);
    expect(c.pageInfo.startCursor).toBe(c.edges[0]?.cursor ?? null);
    expect(c.pageInfo.endCursor).toBe(c.edges.at(-1)?.cursor ?? null);
    const more = direction === 'forward' ? c.pageInfo.hasNextPage : c.pageInfo.hasPreviousPage;
    const before = direction === 'forward' ? c.pageInfo.hasPreviousPage : c.pageInfo.hasNextPage;
    expect(before).toBe(cursor !== null);
    if (!more) break;
    expect(got.length).toBe(n);
    cursor = direction === 'forward' ? c.pageInfo.endCursor : c.pageInfo.startCursor;
    if (pages > 10_000) throw new Error('the connection never ends');
  }
  return { nodes, totalCount, pages };
}

/** The refusal's code and field. */
export function refusal(r: GqlResult<unknown>): { code?: string; field?: string } {
  expect(r.errors, JSON.stringify(r.data)).toBeDefined();
  return { code: r.errors![0]!.extensions?.code, field: r.errors![0]!.extensions?.field };
}

/** The same refusals on any connection field: size and cursor arguments. */
export async function expectArgumentRefusals(
  url: string,
  token: string,
  query: string,
  field: string,
  vars: Json,
  otherListCursor: string,
): Promise<void> {
  const first = await page(url, token, query, field, { ...vars, first: 1 });
  const cursor: string | null = first.pageInfo.endCursor;
  const cases: [Json, string][] = [
    [{ first: 1, last: 1 }, 'last'],
    [{ first: 101 }, 'first'],
    [{ last: -1 }, 'last'],
    [{ after: 'not-a-cursor' }, 'after'],
    [{ after: otherListCursor }, 'after'],
    [{ last: 2, before: otherListCursor }, 'before'],
    [{ after: `${cursor ?? 'x'}A` }, 'after'],
  ];
  if (cursor) cases.push([{ after: cursor, before: cursor }, 'before'], [{ last: 1, after: cursor }, 'after']);
  for (const [args, name] of cases) {
    const r = await gql(url, query, { ...vars, ...args }, token);
    expect(refusal(r), JSON.stringify(args)).toEqual({ code: 'BAD_USER_INPUT', field: name });
  }
}

/** A cursor of another list with a key that is not a value of its type: refused, never a database error. */
export function forgedCursor(list: string, keys: string[]): string {
  return Buffer.from(JSON.stringify([list, ...keys]), 'utf8').toString('base64url');
}
