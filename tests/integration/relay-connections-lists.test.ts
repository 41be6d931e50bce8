import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import type { Em } from '../../server/db/orm.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { createTenant } from './orders-support.js';
import {
  connectionQuery,
  data,
  expectArgumentRefusals,
  refusal,
  walk,
  type Json,
} from './relay-connections-support.js';

/** Every list but the orders (relay-connections-orders.test.ts) as a connection, against its offset list. */

const demo = (who: string) => `${who}@demo.example`;

interface ListCase {
  field: string;
  nodeFields: string;
  defs?: string;
  args?: string;
  vars?: Json;
  /** The offset list's databaseIds in its order. */
  expected: (token: string) => Promise<number[]>;
}

/** Every page of an offset list: `pager(offset)` answers the page's ids and its page count. */
async function allPages(pager: (offset: number) => Promise<{ ids: number[]; totalPages: number }>) {
  const ids: number[] = [];
  for (let offset = 0; ; offset++) {
    const p = await pager(offset);
    ids.push(...p.ids);
    if (offset + 1 >= p.totalPages) return ids;
  }
}

describe('cursor connections of the other lists', () => {
  let server: TestServer;
  let tokens: Record<'admin' | 'pricing' | 'sales' | 'sa' | 'other', string>;
  let tenant: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    tokens = {
      admin: await loginToken(server.url, demo('admin')),
      pricing: await loginToken(server.url, demo('pricing')),
      sales: await loginToken(server.url, demo('sales')),
      sa: await loginToken(server.url, demo('superadmin')),
      other: await loginToken(server.url, 'admin@other.example'),
    };
    tenant = await createTenant(server, 'RCLISTS');
    // Saved voyages straight in the table: pairs share a creation time, so the id decides between them.
    await (server.orm.em.fork() as Em).execute(
      `insert into saved_result (created_at, updated_at, save_label, vessel_name, order_name, first_load_port,
        last_discharge_port, load_quantity, calculator_result, cargo_order, fleet, port_operation, created_by_id,
        organization_id)
      select timestamptz '2026-02-01' + (g / 2) * interval '1 hour', now(), 'Run ' || g,
        (array['Ocean Star','Cape Ace','Nord Wind'])[1 + g % 3], 'Order ' || g, 'Tubarao', 'Qingdao', 1000 * g,
        '{}', '{}', '{}', '[]', ${'$'}{user}, ?
      from generate_series(1, 23) g`.replace('${user}', 'case when g % 2 = 0 then ? else ? end'),
      [tenant.users.pricing.id, tenant.users.sales.id, tenant.orgId],
    );
  });
  afterAll(async () => server?.close());

  const CASES: ListCase[] = [
    {
      field: 'vesselsConnection',
      nodeFields: 'databaseId vesselName',
      expected: (t) =>
        allPages(async (offset) => {
          const p = (
            await data(
              server.url,
              t,
              `query ($o: Int) { vessels(offset: $o, limit: 7) { content { databaseId } totalPages } }`,
              { o: offset },
            )
          ).vessels;
          return { ids: p.content.map((v: Json) => v.databaseId), totalPages: p.totalPages };
        }),
    },
    {
      field: 'vesselsConnection',
      nodeFields: 'databaseId vesselName',
      defs: ', $search: String',
      args: ', search: $search',
      vars: { search: 'a' },
      expected: (t) =>
        allPages(async (offset) => {
          const p = (
            await data(
              server.url,
              t,
              `query ($o: Int) { vessels(offset: $o, limit: 7, search: "a") { content { databaseId } totalPages } }`,
              { o: offset },
            )
          ).vessels;
          return { ids: p.content.map((v: Json) => v.databaseId), totalPages: p.totalPages };
        }),
    },
    {
      field: 'fleetEntriesConnection',
      nodeFields: 'databaseId vesselName',
      expected: (t) =>
        allPages(async (offset) => {
          const p = (
            await data(
              server.url,
              t,
              `query ($o: Int) { organizationFleet(offset: $o, limit: 7) { content { databaseId } totalPages } }`,
              { o: offset },
            )
          ).organizationFleet;
          return { ids: p.content.map((v: Json) => v.databaseId), totalPages: p.totalPages };
        }),
    },
    {
      field: 'usersConnection',
      nodeFields: 'databaseId firstName',
      expected: async (t) =>
        (await data(server.url, t, '{ usersForOrg { databaseId } }')).usersForOrg.map((u: Json) => u.databaseId),
    },
    {
      field: 'organizationsConnection',
      nodeFields: 'databaseId organizationName',
      expected: async (t) =>
        (await data(server.url, t, '{ organizations { databaseId } }')).organizations.map((o: Json) => o.databaseId),
    },
  ];

  it('page forward and backward in the order and with the count of the offset lists', async () => {
    for (const c of CASES) {
      for (const who of ['admin', 'sa'] as const) {
        const token = tokens[who];
        if (who === 'sa' && c.field === 'fleetEntriesConnection') continue; // the admin login has no fleet list
        const expected = await c.expected(token);
        expect(expected.length, `${c.field} ${who}`).toBeGreaterThan(0);
        const query = connectionQuery(c.field, c.nodeFields, c.defs, c.args);
        // Long lists in pages of 13 (a page boundary inside runs of equal names too), short ones row by row.
        for (const size of expected.length > 30 ? [13, 100] : [1, 2, 100]) {
          const fwd = await walk(server.url, token, query, c.field, c.vars ?? {}, size);
          expect(
            fwd.nodes.map((n) => n.databaseId),
            `${c.field} ${who} ${size}`,
          ).toEqual(expected);
          expect(fwd.totalCount).toBe(expected.length);
          const back = await walk(server.url, token, query, c.field, c.vars ?? {}, size, 'backward');
          expect(
            back.nodes.map((n) => n.databaseId),
            `${c.field} ${who} ${size} backward`,
          ).toEqual(expected);
        }
      }
    }
  }, 180_000);

  it('saved results and voyages: newest first, by scope and search, as their offset pages', async () => {
    const { pricing } = tenant.users;
    const offsetIds = (field: string, extra: string) =>
      allPages(async (offset) => {
        const p = (
          await data(
            server.url,
            pricing.token,
            `query ($o: Int) { ${field}(page: { offset: $o, limit: 5 }${extra}) { content { databaseId } totalPages } }`,
            { o: offset },
          )
        )[field];
        return { ids: p.content.map((v: Json) => v.databaseId), totalPages: p.totalPages };
      });
    const cases: [string, string, string, string, Json, string][] = [
      [
        'savedResultsConnection',
        'savedResults',
        ', $scope: SavedResultScope',
        ', scope: $scope',
        { scope: 'ALL' },
        ', scope: ALL',
      ],
      [
        'savedResultsConnection',
        'savedResults',
        ', $scope: SavedResultScope',
        ', scope: $scope',
        { scope: 'MINE' },
        ', scope: MINE',
      ],
      [
        'voyagesConnection',
        'voyages',
        ', $scope: SavedResultScope, $text: String',
        ', scope: $scope, text: $text',
        { scope: 'ALL', text: 'cape' },
        ', scope: ALL, text: "cape"',
      ],
      [
        'voyagesConnection',
        'voyages',
        ', $scope: SavedResultScope',
        ', scope: $scope',
        { scope: 'MINE' },
        ', scope: MINE',
      ],
    ];
    for (const [field, offsetField, defs, args, vars, offsetArgs] of cases) {
      const expected = await offsetIds(offsetField, offsetArgs);
      expect(expected.length).toBeGreaterThan(3);
      const query = connectionQuery(field, 'databaseId saveLabel createdDate', defs, args);
      for (const size of [1, 3]) {
        const fwd = await walk(server.url, pricing.token, query, field, vars, size);
        expect(fwd.nodes.map((n) => n.databaseId)).toEqual(expected);
        expect(fwd.totalCount).toBe(expected.length);
        const back = await walk(server.url, pricing.token, query, field, vars, size, 'backward');
        expect(back.nodes.map((n) => n.databaseId)).toEqual(expected);
      }
    }
    // Another organization sees none of them.
    const other = await walk(
      server.url,
      tokens.other,
      connectionQuery('voyagesConnection', 'saveLabel'),
      'voyagesConnection',
      {},
      50,
    );
    expect(other.nodes.some((n) => /^Run \d+$/.test(n.saveLabel))).toBe(false);
  });

  it("scopes to the caller's organization and refuses the roles the offset lists refuse", async () => {
    const own = async (field: string, token: string) =>
      (await walk(server.url, token, connectionQuery(field, 'databaseId'), field, {}, 100)).nodes.map(
        (n) => n.databaseId,
      );
    // The other organization's ADMIN sees only its own rows; the demo's rows never appear.
    for (const field of ['vesselsConnection', 'fleetEntriesConnection', 'usersConnection', 'organizationsConnection']) {
      const mine = new Set(await own(field, tokens.admin));
      const theirs = await own(field, tokens.other);
      expect(
        theirs.filter((id) => mine.has(id)),
        field,
      ).toEqual([]);
    }
    expect(await own('organizationsConnection', tokens.other)).toHaveLength(1);
    // Naming another organization is the admin login's only.
    const foreign = await gql(
      server.url,
      connectionQuery('usersConnection', 'databaseId', ', $org: Int', ', organizationId: $org'),
      { org: tenant.orgId },
      tokens.admin,
    );
    expect(refusal(foreign).code).toBe('FORBIDDEN');
    const bySa = await walk(
      server.url,
      tokens.sa,
      connectionQuery('usersConnection', 'email', ', $org: Int', ', organizationId: $org'),
      'usersConnection',
      { org: tenant.orgId },
      2,
    );
    expect(bySa.nodes.map((n) => n.email).sort()).toEqual(
      Object.values(tenant.users)
        .map((u) => u.email)
        .sort(),
    );

    // Each connection refuses exactly whom its offset list refuses.
    const pairs: [string, string][] = [
      ['vesselsConnection', '{ vessels { totalElements } }'],
      ['fleetEntriesConnection', '{ organizationFleet { totalElements } }'],
      ['usersConnection', '{ usersForOrg { databaseId } }'],
      ['organizationsConnection', '{ organizations { databaseId } }'],
      ['savedResultsConnection', '{ savedResults { totalElements } }'],
      ['voyagesConnection', '{ voyages { totalElements } }'],
    ];
    for (const who of ['admin', 'pricing', 'sales', 'sa'] as const) {
      for (const [field, offsetQuery] of pairs) {
        const offset = await gql(server.url, offsetQuery, {}, tokens[who]);
        const conn = await gql(server.url, connectionQuery(field, 'databaseId'), {}, tokens[who]);
        const code = (r: typeof offset) => r.errors?.[0]?.extensions?.code ?? 'OK';
        expect(code(conn), `${field} as ${who}`).toBe(code(offset));
      }
    }
  });

  it('refuses bad arguments and cursors of other lists naming the argument', async () => {
    const orgCursor = (
      await walk(
        server.url,
        tokens.sa,
        connectionQuery('organizationsConnection', 'databaseId'),
        'organizationsConnection',
        {},
        1,
      )
    ).nodes.length
      ? ((
          await gql<Json>(server.url, connectionQuery('organizationsConnection', 'databaseId'), { first: 1 }, tokens.sa)
        ).data!.organizationsConnection.pageInfo.endCursor as string)
      : '';
    for (const field of ['vesselsConnection', 'fleetEntriesConnection', 'usersConnection']) {
      await expectArgumentRefusals(
        server.url,
        tokens.admin,
        connectionQuery(field, 'databaseId'),
        field,
        {},
        orgCursor,
      );
    }
    const vesselCursor = (
      await gql<Json>(server.url, connectionQuery('vesselsConnection', 'databaseId'), { first: 1 }, tokens.admin)
    ).data!.vesselsConnection.pageInfo.endCursor;
    await expectArgumentRefusals(
      server.url,
      tokens.sa,
      connectionQuery('organizationsConnection', 'databaseId'),
      'organizationsConnection',
      {},
      vesselCursor,
    );
    await expectArgumentRefusals(
      server.url,
      tenant.users.pricing.token,
      connectionQuery('voyagesConnection', 'databaseId'),
      'voyagesConnection',
      {},
      vesselCursor,
    );
    await expectArgumentRefusals(
      server.url,
      tenant.users.pricing.token,
      connectionQuery('savedResultsConnection', 'databaseId'),
      'savedResultsConnection',
      {},
      vesselCursor,
    );
  });
});
