import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { NODE_REGISTRY } from '../../server/graphql/relay/node-types.js';
import { API_TOKEN_REFUSED } from '../../server/modules/auth/actor.js';
import { asGraphqlInput, asRestPayload } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, gqlOverWs, loginToken, rest, type GqlResult } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { orderInput, type Json } from './orders-support.js';

const TOKEN_FIELDS = 'id databaseId name scope createdByName createdAt lastUsedAt revokedAt';
const LIST = `query { apiTokens { ${TOKEN_FIELDS} } }`;
const CREATE = `mutation ($input: ApiTokenInput!) { createApiToken(input: $input) { token apiToken { ${TOKEN_FIELDS} } } }`;
const REVOKE = `mutation ($id: Int!) { revokeApiToken(id: $id) { ${TOKEN_FIELDS} } }`;
const PROFILE = 'query { profile { email organizationId } }';
const SAVE_ORDER = 'mutation ($input: OrderInput!) { saveOrder(input: $input) { id databaseId name } }';
const ORDER = 'query ($id: Int!) { order(id: $id) { databaseId name } }';
const NODE = 'query ($id: ID!) { node(id: $id) { id ... on Order { databaseId name } } }';
const LISTS = `query {
  myOrders(page: { offset: 0, limit: 100 }) { content { id name } }
  allOrders(page: { offset: 0, limit: 100 }) { content { id name } }
}`;
const CALCULATE = `mutation ($input: CalculateInput!) { calculate(input: $input) { savedResultId results { fleetId tcEq } } }`;

type Token = { id: string; databaseId: number; name: string; scope: string; createdByName: string | null } & Json;
const code = (r: GqlResult<unknown>) => r.errors?.[0]?.extensions?.code;

describe('API tokens for integrators (issue #20 item 4)', () => {
  let server: TestServer;
  let admin: string;
  let otherAdmin: string;
  let orderId: number;
  let orderGlobalId: string;

  const create = async (session: string, name: string, scope: 'READ' | 'READ_WRITE') => {
    const r = await gql<{ createApiToken: { token: string; apiToken: Token } }>(
      server.url,
      CREATE,
      { input: { name, scope } },
      session,
    );
    expect(r.errors).toBeUndefined();
    return r.data!.createApiToken;
  };
  const sql = async <T = Json>(query: string, params: unknown[] = []) =>
    (await server.orm.em.fork().getConnection().execute(query, params)) as T[];

  /** Accepted on REST, GraphQL over HTTP and graphql-ws as the given user. */
  const expectWorks = async (token: string, email: string) => {
    const r = await rest(server.url, 'GET', '/auth/profile', { token });
    expect(r.status).toBe(200);
    expect(r.body.email).toBe(email);
    const g = await gql<{ profile: { email: string } }>(server.url, PROFILE, {}, token);
    expect(g.data?.profile.email).toBe(email);
    const ws = await gqlOverWs<{ profile: { email: string } }>(server.url, PROFILE, token);
    expect(ws[0]?.data?.profile.email).toBe(email);
  };
  /** Refused on all three with 401 UNAUTHENTICATED and the API token message. */
  const expectRefused = async (token: string) => {
    const r = await rest(server.url, 'GET', '/auth/profile', { token });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: API_TOKEN_REFUSED, code: 'UNAUTHENTICATED' });
    const g = await gql(server.url, PROFILE, {}, token);
    expect(g.status).toBe(401);
    expect(code(g)).toBe('UNAUTHENTICATED');
    const ws = await gqlOverWs(server.url, PROFILE, token);
    expect(ws[0]?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginToken(server.url, 'admin@demo.example');
    otherAdmin = await loginToken(server.url, 'admin@other.example');
    const saved = await gql<{ saveOrder: { id: string; databaseId: number } }>(
      server.url,
      SAVE_ORDER,
      { input: orderInput({ name: 'Token order', access: 'PUBLIC' }) },
      admin,
    );
    expect(saved.errors).toBeUndefined();
    orderId = saved.data!.saveOrder.databaseId;
    orderGlobalId = saved.data!.saveOrder.id;
  });
  afterAll(async () => server?.close());

  it('creates a token shown once, lists it without its secret, and stores only the SHA-256 of the secret', async () => {
    const { token, apiToken } = await create(admin, 'Nightly report', 'READ_WRITE');
    expect(token).toMatch(new RegExp(`^vat_${apiToken.databaseId}_[A-Za-z0-9_-]{43}$`));
    expect(apiToken).toMatchObject({ name: 'Nightly report', scope: 'READ_WRITE', lastUsedAt: null, revokedAt: null });
    expect(apiToken.createdByName).toBeTruthy();

    const secret = token.slice(`vat_${apiToken.databaseId}_`.length);
    const [row] = await sql('select * from api_token where id = ?', [apiToken.databaseId]);
    expect(row!.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await gql<{ apiTokens: Token[] }>(server.url, LIST, {}, admin);
    expect(listed.data!.apiTokens.map((t) => t.databaseId)).toContain(apiToken.databaseId);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const restList = await rest(server.url, 'GET', '/api-tokens', { token: admin });
    expect(restList.status).toBe(200);
    expect(restList.body.find((t: Json) => t.id === apiToken.databaseId)).toMatchObject({
      name: 'Nightly report',
      scope: 'READ_WRITE',
      revokedAt: null,
    });
    expect(JSON.stringify(restList.body)).not.toContain(secret);
    expect(JSON.stringify(restList.body)).not.toContain(row!.secret_hash);

    const audit = await sql<{ kind: string; detail: string }>(
      "select kind, detail from audit_event where kind = 'API_TOKEN_CREATED' and detail like ?",
      [`%${apiToken.databaseId} "Nightly report"%`],
    );
    expect(audit).toHaveLength(1);
  });

  it('refuses a bad name or scope naming the field, and a name already active (any case)', async () => {
    const bad = async (input: Json) => gql(server.url, CREATE, { input }, admin);
    for (const name of ['', '   ', 'x'.repeat(101), 'nul\u0000']) {
      const r = await bad({ name, scope: 'READ' });
      expect(code(r), JSON.stringify(name)).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions?.field).toBe('name');
    }
    await create(admin, 'Duplicate', 'READ');
    const dup = await bad({ name: 'duplicate', scope: 'READ_WRITE' });
    expect(code(dup)).toBe('CONFLICT');
    expect(dup.errors?.[0]?.extensions?.field).toBe('name');
    const r = await rest(server.url, 'POST', '/api-tokens', { token: admin, body: { name: 'Other', scope: 'ALL' } });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('scope');
    // The other organization may use the same name.
    await create(otherAdmin, 'Duplicate', 'READ');
  });

  it('works on REST, GraphQL and graphql-ws as its creator; last use is written at most once a minute', async () => {
    const { token, apiToken } = await create(admin, 'Works everywhere', 'READ_WRITE');
    await expectWorks(token, 'admin@demo.example');
    const [first] = await sql<{ last_used_at: Date }>('select last_used_at from api_token where id = ?', [
      apiToken.databaseId,
    ]);
    expect(first!.last_used_at).not.toBeNull();
    await expectWorks(token, 'admin@demo.example');
    const [second] = await sql<{ last_used_at: Date }>('select last_used_at from api_token where id = ?', [
      apiToken.databaseId,
    ]);
    expect(new Date(second!.last_used_at).getTime()).toBe(new Date(first!.last_used_at).getTime());

    // READ_WRITE writes as its creator.
    const saved = await gql(server.url, SAVE_ORDER, { input: orderInput({ name: 'Written by token' }) }, token);
    expect(saved.errors).toBeUndefined();
    // But a token may not create tokens (a leaked one could outlive its revocation).
    const mint = await gql(server.url, CREATE, { input: { name: 'Minted', scope: 'READ' } }, token);
    expect(code(mint)).toBe('FORBIDDEN');
  });

  it('a READ token queries and calculates, and is refused on every write with a clear message', async () => {
    const { token } = await create(admin, 'Read only', 'READ');
    const lists = await gql<{ myOrders: { content: Json[] } }>(server.url, LISTS, {}, token);
    expect(lists.errors).toBeUndefined();
    expect((await rest(server.url, 'GET', `/queryById?id=${orderId}`, { token })).status).toBe(200);
    expect((await gql(server.url, LIST, {}, token)).errors).toBeUndefined();

    const write = await gql(server.url, SAVE_ORDER, { input: orderInput({ name: 'Refused' }) }, token);
    expect(code(write)).toBe('FORBIDDEN');
    expect(write.errors?.[0]?.message).toBe('This API token is read-only');
    const wsWrite = await gqlOverWs(server.url, `mutation { deleteOrder(id: ${orderId}) }`, token);
    expect(wsWrite[0]?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const restWrite = await rest(server.url, 'DELETE', `/Querydelete?id=${orderId}`, { token });
    expect(restWrite.status).toBe(403);
    const restPost = await rest(server.url, 'POST', '/Querydelete', { token, body: { id: orderId } });
    expect(restPost.status).toBe(403);
    expect(restPost.body).toEqual({ error: 'This API token is read-only', code: 'FORBIDDEN' });
    expect((await gql(server.url, ORDER, { id: orderId }, admin)).data).toMatchObject({
      order: { name: 'Token order' },
    });

    // A calculation is a read; saving its result is not.
    const calc = await gql<{ calculate: { results: Json[] } }>(
      server.url,
      CALCULATE,
      { input: asGraphqlInput(supramaxIndonesiaIndia()) },
      token,
    );
    expect(calc.errors).toBeUndefined();
    expect(calc.data!.calculate.results.length).toBeGreaterThan(0);
    const restCalc = await rest(server.url, 'POST', '/calculate/multiple/old', {
      token,
      body: asRestPayload(supramaxIndonesiaIndia()),
    });
    expect(restCalc.status).toBe(200);
    const before = await sql<{ n: number }>('select count(*)::int as n from saved_result');
    const saveCalc = await gql(
      server.url,
      CALCULATE,
      { input: { ...asGraphqlInput(supramaxIndonesiaIndia()), autoSave: true } },
      token,
    );
    expect(code(saveCalc)).toBe('FORBIDDEN');
    const restSave = await rest(server.url, 'POST', '/calculate/multiple/old', {
      token,
      body: { ...asRestPayload(supramaxIndonesiaIndia()), autoSave: true },
    });
    expect(restSave.status).toBe(403);
    expect(await sql<{ n: number }>('select count(*)::int as n from saved_result')).toEqual(before);

    // A distance look-up is a POST that reads.
    const distance = await rest(server.url, 'POST', '/getPortDistance', { token, body: {} });
    expect(distance.status).not.toBe(403);
    expect(distance.status).toBeLessThan(500);
  });

  it("another organization's token sees none of this organization's orders or tokens and cannot revoke them", async () => {
    const mine = await create(admin, 'Isolation target', 'READ_WRITE');
    const other = await create(otherAdmin, 'Other org', 'READ_WRITE');

    const lists = await gql<{ myOrders: { content: Json[] }; allOrders: { content: Json[] } }>(
      server.url,
      LISTS,
      {},
      other.token,
    );
    expect(lists.errors).toBeUndefined();
    const names = [...lists.data!.myOrders.content, ...lists.data!.allOrders.content].map((o) => o.name);
    expect(names).not.toContain('Token order');
    expect(code(await gql(server.url, ORDER, { id: orderId }, other.token))).toBe('NOT_FOUND');
    expect(code(await gql(server.url, NODE, { id: orderGlobalId }, other.token))).toBe('NOT_FOUND');
    const nodes = await gql<{ nodes: (Json | null)[] }>(
      server.url,
      'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      { ids: [orderGlobalId] },
      other.token,
    );
    expect(nodes.data?.nodes).toEqual([null]);
    expect(code(nodes)).toBe('NOT_FOUND');
    for (const scope of ['ALL', 'MY']) {
      const page = await gql<{ ordersConnection: { totalCount: number; edges: { node: Json }[] } }>(
        server.url,
        `query { ordersConnection(scope: ${scope}, first: 100) { totalCount edges { node { id name } } } }`,
        {},
        other.token,
      );
      expect(page.errors, scope).toBeUndefined();
      expect(
        page.data!.ordersConnection.edges.map((e) => e.node.id),
        scope,
      ).not.toContain(orderGlobalId);
      expect(
        page.data!.ordersConnection.edges.map((e) => e.node.name),
        scope,
      ).not.toContain('Token order');
    }
    expect((await rest(server.url, 'GET', `/queryById?id=${orderId}`, { token: other.token })).status).toBe(404);
    const restList = await rest(server.url, 'GET', '/paginatedClientQueryOrg?offset=0&limit=100', {
      token: other.token,
    });
    expect(restList.status).toBe(200);
    expect(JSON.stringify(restList.body)).not.toContain('Token order');

    const theirTokens = await gql<{ apiTokens: Token[] }>(server.url, LIST, {}, other.token);
    expect(theirTokens.data!.apiTokens.map((t) => t.name)).not.toContain('Isolation target');
    const revoke = await gql(server.url, REVOKE, { id: mine.apiToken.databaseId }, other.token);
    expect(code(revoke)).toBe('NOT_FOUND');
    const restRevoke = await rest(server.url, 'DELETE', `/api-tokens/${mine.apiToken.databaseId}`, {
      token: otherAdmin,
    });
    expect(restRevoke.status).toBe(404);
    await expectWorks(mine.token, 'admin@demo.example');

    // The same token of this organization sees its order.
    expect((await gql(server.url, ORDER, { id: orderId }, mine.token)).data).toMatchObject({
      order: { databaseId: orderId },
    });
  });

  it.skipIf(!NODE_REGISTRY.get('Order'))('node(id) finds the order with its own organization token', async () => {
    const mine = await create(admin, 'Node reader', 'READ');
    const r = await gql<{ node: Json }>(server.url, NODE, { id: orderGlobalId }, mine.token);
    expect(r.data?.node).toMatchObject({ databaseId: orderId });
  });

  it('only ADMIN manages tokens: Pricing, Sales and Super Admin are refused on both APIs', async () => {
    const target = await create(admin, 'Role target', 'READ');
    for (const email of ['pricing@demo.example', 'sales@demo.example', 'superadmin@demo.example']) {
      const session = await loginToken(server.url, email);
      expect(code(await gql(server.url, LIST, {}, session)), email).toBe('FORBIDDEN');
      const made = await gql(server.url, CREATE, { input: { name: `by ${email}`, scope: 'READ' } }, session);
      expect(code(made), email).toBe('FORBIDDEN');
      expect(code(await gql(server.url, REVOKE, { id: target.apiToken.databaseId }, session)), email).toBe('FORBIDDEN');
      expect((await rest(server.url, 'GET', '/api-tokens', { token: session })).status, email).toBe(403);
      const restMade = await rest(server.url, 'POST', '/api-tokens', {
        token: session,
        body: { name: `rest ${email}`, scope: 'READ' },
      });
      expect(restMade.status, email).toBe(403);
    }
    expect(await sql("select id from api_token where name like 'by %' or name like 'rest %'")).toEqual([]);
    await expectWorks(target.token, 'admin@demo.example');
  });

  it('a revoked token is refused at once on REST, GraphQL over HTTP and graphql-ws', async () => {
    const { token, apiToken } = await create(admin, 'Soon revoked', 'READ_WRITE');
    await expectWorks(token, 'admin@demo.example');
    const revoked = await rest(server.url, 'DELETE', `/api-tokens/${apiToken.databaseId}`, { token: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toBeTruthy();
    await expectRefused(token);
    // Revoking again changes nothing; the name is free again.
    const again = await gql<{ revokeApiToken: Token }>(server.url, REVOKE, { id: apiToken.databaseId }, admin);
    expect(again.data!.revokeApiToken.revokedAt).toBe(revoked.body.revokedAt);
    await create(admin, 'Soon revoked', 'READ');
    const audit = await sql("select id from audit_event where kind = 'API_TOKEN_REVOKED' and detail like ?", [
      `%${apiToken.databaseId} "Soon revoked"%`,
    ]);
    expect(audit).toHaveLength(1);

    // A token revoked by GraphQL while a graphql-ws connection made with it stays open: its next operation
    // on that same connection is refused (each operation authenticates again).
    const second = await create(admin, 'Revoked by GraphQL', 'READ');
    const client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${second.token}` },
      retryAttempts: 0,
      lazy: false,
    });
    try {
      const once = () =>
        new Promise<Json>((resolve, reject) => {
          let result: Json = {};
          client.subscribe(
            { query: PROFILE },
            {
              next: (value) => (result = value as Json),
              error: (err) => (Array.isArray(err) ? resolve({ errors: err }) : reject(err as Error)),
              complete: () => resolve(result),
            },
          );
        });
      expect((await once()).data?.profile.email).toBe('admin@demo.example');
      expect((await gql(server.url, REVOKE, { id: second.apiToken.databaseId }, admin)).errors).toBeUndefined();
      expect((await once()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await client.dispose();
    }
    await expectRefused(second.token);
  });

  it('stops working when its creator loses ADMIN or is deleted', async () => {
    const made = await gql<{ createUser: { databaseId: number } }>(
      server.url,
      'mutation ($i: CreateUserInput!) { createUser(input: $i) { databaseId } }',
      {
        i: {
          firstName: 'Token',
          lastName: 'Maker',
          email: 'maker@demo.example',
          password: 'Temp-pass-1',
          roles: ['ADMIN'],
        },
      },
      admin,
    );
    expect(made.errors).toBeUndefined();
    const userId = made.data!.createUser.databaseId;
    const maker = await loginToken(server.url, 'maker@demo.example', 'Temp-pass-1');
    const { token } = await create(maker, 'Maker token', 'READ');
    await expectWorks(token, 'maker@demo.example');
    const demote = 'mutation ($id: Int!, $i: UpdateUserInput!) { updateUser(id: $id, input: $i) { databaseId } }';
    expect((await gql(server.url, demote, { id: userId, i: { roles: ['Pricing'] } }, admin)).errors).toBeUndefined();
    await expectRefused(token);
    expect((await gql(server.url, demote, { id: userId, i: { roles: ['ADMIN'] } }, admin)).errors).toBeUndefined();
    await expectWorks(token, 'maker@demo.example');
    expect(
      (await gql(server.url, 'mutation ($id: Int!) { deleteUser(id: $id) }', { id: userId }, admin)).errors,
    ).toBeUndefined();
    await expectRefused(token);
    const listed = await gql<{ apiTokens: Token[] }>(server.url, LIST, {}, admin);
    expect(listed.data!.apiTokens.find((t) => t.name === 'Maker token')?.createdByName).toBeNull();
  });

  it('malformed, unknown and wrong-secret tokens are 401, never a 500', async () => {
    const { token, apiToken } = await create(admin, 'Real one', 'READ');
    const secret = 'A'.repeat(43);
    const bad = [
      'vat_',
      'vat_x',
      'vat_1',
      `vat_0_${secret}`,
      `vat_-1_${secret}`,
      `vat_99999999999_${secret}`,
      `vat_2147483647_${secret}`,
      `vat_${apiToken.databaseId}_${secret}`,
      `vat_${apiToken.databaseId}_${token.slice(-43, -1)}`,
      `${token}x`,
      `vat_${apiToken.databaseId}_${"'; drop table api_token; --".padEnd(43, 'a')}`,
      'vat_\u00e9\u00e9',
    ];
    for (const t of bad) {
      const r = await rest(server.url, 'GET', '/auth/profile', { token: t });
      expect(r.status, t).toBe(401);
      expect(r.body.code, t).toBe('UNAUTHENTICATED');
      const g = await gql(server.url, PROFILE, {}, t);
      expect(g.status, t).toBe(401);
    }
    await expectWorks(token, 'admin@demo.example');
  });
});
