import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import {
  connectionQuery,
  data,
  expectArgumentRefusals,
  page,
  refusal,
  walk,
  type Json,
} from './relay-connections-support.js';

/**
 * apiTokensConnection (issue #20 items 2 and 3, ADR 0024): the API Tokens screen's list by cursor, the same
 * rows and order as apiTokens (newest first, the id breaking ties), stable while tokens are added, scoped to
 * the caller's organization and to its administrators.
 */
const FIELD = 'apiTokensConnection';
const QUERY = connectionQuery(FIELD, 'id databaseId name createdAt');
const LIST = 'query { apiTokens { databaseId name } }';
const CREATE = `mutation ($input: ApiTokenInput!) { createApiToken(input: $input) { apiToken { databaseId } } }`;

describe('apiTokensConnection', () => {
  let server: TestServer;
  let admin: string;
  let otherAdmin: string;

  const sql = async (query: string, params: unknown[] = []) =>
    (await server.orm.em.fork().getConnection().execute(query, params)) as Json[];
  const listed = async (token: string) =>
    ((await data(server.url, token, LIST)).apiTokens as Json[]).map((t) => t.databaseId as number);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginToken(server.url, 'admin@demo.example');
    otherAdmin = await loginToken(server.url, 'admin@other.example');
    const [user] = await sql(`select id, organization_id from app_user where email = 'admin@demo.example'`);
    // 23 tokens straight in the table: pairs share a creation time, so the id decides between them.
    await sql(
      `insert into api_token (created_at, updated_at, organization_id, created_by_id, name, scope, secret_hash)
       select timestamptz '2026-03-01' + (g / 2) * interval '1 hour', now(), ?, ?, 'Seeded ' || g, 'READ',
         md5(g::text) || md5(g::text)
       from generate_series(1, 23) g`,
      [user!.organization_id, user!.id],
    );
    await gql(server.url, CREATE, { input: { name: 'Other organization token', scope: 'READ' } }, otherAdmin);
  });
  afterAll(async () => server?.close());

  it('answers the list of apiTokens in its order, forward and backward, with its count', async () => {
    const expected = await listed(admin);
    expect(expected.length).toBeGreaterThanOrEqual(23);
    const forward = await walk(server.url, admin, QUERY, FIELD, {}, 4);
    expect(forward.nodes.map((n) => n.databaseId)).toEqual(expected);
    expect(forward.totalCount).toBe(expected.length);
    const backward = await walk(server.url, admin, QUERY, FIELD, {}, 5, 'backward');
    expect(backward.nodes.map((n) => n.databaseId)).toEqual(expected);
    // Newest first, the id breaking ties of one creation time.
    const seeded = forward.nodes.filter((n) => String(n.name).startsWith('Seeded '));
    for (let i = 1; i < seeded.length; i++) {
      const [a, b] = [seeded[i - 1]!, seeded[i]!];
      const order = Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.databaseId - b.databaseId;
      expect(order).toBeGreaterThan(0);
    }
  });

  it('a walk sees every token that existed when it started exactly once while newer and back-dated ones are added', async () => {
    const before = await listed(admin);
    const [demo] = await sql(`select organization_id from api_token where id = ?`, [before[0]]);
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let i = 0; ; i++) {
      const c = await page(server.url, admin, QUERY, FIELD, { first: 3, after: cursor });
      seen.push(...c.edges.map((e: Json) => e.node.databaseId as number));
      // A new token (newest: ahead of the walk) and a back-dated one (behind it) between every two pages.
      await gql(server.url, CREATE, { input: { name: `Added while walking ${i}`, scope: 'READ' } }, admin);
      await sql(
        `insert into api_token (created_at, updated_at, organization_id, name, scope, secret_hash)
         values (timestamptz '2020-01-01' - ? * interval '1 minute', now(), ?, ?, 'READ', repeat('a', 64))`,
        [i, demo!.organization_id, `Back-dated ${i}`],
      );
      if (!c.pageInfo.hasNextPage) break;
      cursor = c.pageInfo.endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
  });

  it("another organization's admin sees none of these tokens; a role without the screen is refused", async () => {
    const mine = new Set(await listed(admin));
    const theirs = await walk(server.url, otherAdmin, QUERY, FIELD, {}, 10);
    expect(theirs.nodes.map((n) => n.name)).toEqual(['Other organization token']);
    expect(theirs.totalCount).toBe(1);
    for (const n of theirs.nodes) expect(mine.has(n.databaseId)).toBe(false);
    // A cursor of this organization's list is only a position: the other organization's page stays its own.
    const first = await page(server.url, admin, QUERY, FIELD, { first: 1 });
    const after = await page(server.url, otherAdmin, QUERY, FIELD, { first: 100, after: first.pageInfo.endCursor });
    for (const e of after.edges) expect(mine.has(e.node.databaseId)).toBe(false);

    for (const email of ['pricing@demo.example', 'sales@demo.example', 'superadmin@demo.example']) {
      const session = await loginToken(server.url, email);
      expect(refusal(await gql(server.url, QUERY, { first: 5 }, session)).code, email).toBe('FORBIDDEN');
    }
  });

  it('refuses bad sizes and cursors, another list’s cursor included, with the argument named', async () => {
    const users = await page(server.url, admin, connectionQuery('usersConnection', 'id'), 'usersConnection', {
      first: 1,
    });
    await expectArgumentRefusals(server.url, admin, QUERY, FIELD, {}, users.pageInfo.endCursor as string);
  });
});
