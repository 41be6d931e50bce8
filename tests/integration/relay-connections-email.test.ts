import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { createTenant } from './orders-support.js';
import {
  connectionQuery,
  data,
  expectArgumentRefusals,
  page,
  refusal,
  walk,
  type Json,
} from './relay-connections-support.js';

/** The Position Reader's e-mails and the Auto tab's positions as connections, against their lists. */

const demo = (who: string) => `${who}@demo.example`;

describe('cursor connections of the e-mail lists', () => {
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
    tenant = await createTenant(server, 'RCMAIL');
  });
  afterAll(async () => server?.close());

  it("e-mails: the reader's list and filters, newest first, by cursor; other organizations' never", async () => {
    const upload = `mutation ($raw: String!) { uploadEmail(raw: $raw) { id } }`;
    const raw = (i: number) =>
      [
        `From: Desk ${i} <desk${i}@broker.example>`,
        'To: positions@rclists.example',
        `Subject: ${i % 2 ? 'SUPRAMAX' : 'HANDY'} POSITIONS ${i}`,
        `Date: ${new Date(Date.now() - i * 60_000).toUTCString().replace('GMT', '+0000')}`,
        `Message-ID: <rc-${i}@broker.example>`,
        'Content-Type: text/plain; charset=us-ascii',
        '',
        'Open tonnage:',
        `MV OCEAN RC${i} 58000 DWT BLT 2015 OPEN QINGDAO 1-5 DEC`,
        '',
      ].join('\r\n');
    for (let i = 0; i < 9; i++) {
      const r = await gql(server.url, upload, { raw: raw(i) }, tenant.users.admin.token);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    }
    const reader = `query ($filter: ReaderFilterInput!) { readerEmails(filter: $filter) { databaseId } }`;
    const query = connectionQuery(
      'emailsConnection',
      'databaseId subject',
      ', $filter: ReaderFilterInput',
      ', filter: $filter',
    );
    for (const filter of [{ days: 30 }, { days: 30, search: 'supramax' }, { days: 1, search: 'desk3' }]) {
      const expected = (await data(server.url, tenant.users.admin.token, reader, { filter })).readerEmails.map(
        (e: Json) => e.databaseId,
      );
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      for (const size of [1, 4]) {
        const fwd = await walk(server.url, tenant.users.admin.token, query, 'emailsConnection', { filter }, size);
        expect(
          fwd.nodes.map((n) => n.databaseId),
          JSON.stringify(filter),
        ).toEqual(expected);
        expect(fwd.totalCount).toBe(expected.length);
        const back = await walk(
          server.url,
          tenant.users.admin.token,
          query,
          'emailsConnection',
          { filter },
          size,
          'backward',
        );
        expect(back.nodes.map((n) => n.databaseId)).toEqual(expected);
      }
    }
    const theirs = await walk(server.url, tokens.other, query, 'emailsConnection', { filter: { days: 30 } }, 100);
    expect(theirs.nodes.some((n) => /POSITIONS \d$/.test(n.subject))).toBe(false);
    for (const who of ['admin', 'pricing', 'sales', 'sa'] as const) {
      const offset = await gql(server.url, reader, { filter: {} }, tokens[who]);
      const conn = await gql(server.url, query, {}, tokens[who]);
      expect(conn.errors?.[0]?.extensions?.code ?? 'OK', who).toBe(offset.errors?.[0]?.extensions?.code ?? 'OK');
    }
    const bad = await gql(server.url, query, { filter: { days: 31 } }, tenant.users.admin.token);
    expect(refusal(bad).code).toBe('BAD_USER_INPUT');
    const vesselCursor = (
      await gql<Json>(server.url, connectionQuery('vesselsConnection', 'databaseId'), { first: 1 }, tokens.admin)
    ).data!.vesselsConnection.pageInfo.endCursor;
    await expectArgumentRefusals(server.url, tenant.users.admin.token, query, 'emailsConnection', {}, vesselCursor);
  });

  it("positions: the Auto tab's current positions and filters, by cursor, with their sources", async () => {
    const fields = 'databaseId vesselName emailDate vesselId sources { databaseId }';
    const offset = `query ($filter: EmailPositionFilterInput!) { emailPositions(filter: $filter) { ${fields} } }`;
    const query = connectionQuery(
      'emailPositionsConnection',
      fields,
      ', $filter: EmailPositionFilterInput',
      ', filter: $filter',
    );
    const filters: Json[] = [
      {},
      { gear: 'Geared' },
      { gear: 'Gearless', dwtLower: 30000 },
      { dwtUpper: 60000, portRegion: ['Unknown', 'Far East'] },
    ];
    let compared = 0;
    for (const filter of filters) {
      const expected: Json[] = (await data(server.url, tokens.pricing, offset, { filter })).emailPositions;
      if (expected.length >= 500) continue; // the tab's list stops at 500; the connection does not
      compared += expected.length;
      for (const size of [3, 100]) {
        const fwd = await walk(server.url, tokens.pricing, query, 'emailPositionsConnection', { filter }, size);
        expect(fwd.nodes, JSON.stringify(filter)).toEqual(expected);
        expect(fwd.totalCount).toBe(expected.length);
        const back = await walk(
          server.url,
          tokens.pricing,
          query,
          'emailPositionsConnection',
          { filter },
          size,
          'backward',
        );
        expect(back.nodes).toEqual(expected);
      }
    }
    expect(compared).toBeGreaterThan(5);
    const theirs = await walk(server.url, tokens.other, query, 'emailPositionsConnection', { filter: {} }, 100);
    const ours = new Set(
      (await walk(server.url, tokens.pricing, query, 'emailPositionsConnection', { filter: {} }, 100)).nodes.map(
        (n) => n.databaseId,
      ),
    );
    expect(theirs.nodes.filter((n) => ours.has(n.databaseId))).toEqual([]);
    for (const who of ['admin', 'pricing', 'sales', 'sa'] as const) {
      const o = await gql(server.url, offset, { filter: {} }, tokens[who]);
      const c = await gql(server.url, query, {}, tokens[who]);
      expect(c.errors?.[0]?.extensions?.code ?? 'OK', who).toBe(o.errors?.[0]?.extensions?.code ?? 'OK');
    }
    const foreign = await gql(server.url, query, { filter: { organizationId: tenant.orgId } }, tokens.pricing);
    expect(refusal(foreign).code).toBe('FORBIDDEN');
    const vesselCursor = (
      await gql<Json>(server.url, connectionQuery('vesselsConnection', 'databaseId'), { first: 1 }, tokens.admin)
    ).data!.vesselsConnection.pageInfo.endCursor;
    await expectArgumentRefusals(server.url, tokens.pricing, query, 'emailPositionsConnection', {}, vesselCursor);
  }, 120_000);

  it("positions: the Auto tab's Search (its own filter) page by page, first/after, in one organization only", async () => {
    const auto = await createTenant(server, 'RCAUTO');
    const upload = `mutation ($raw: String!) { uploadEmail(raw: $raw) { id positions { id } } }`;
    /** One broker e-mail offering one ship, sent `minutes` ago. */
    const mail = (tag: string, ship: string, minutes: number) =>
      [
        `From: Desk <desk@${tag}.example>`,
        `To: positions@${tag}.example`,
        `Subject: POSITIONS ${ship}`,
        `Date: ${new Date(Date.now() - minutes * 60_000).toUTCString().replace('GMT', '+0000')}`,
        `Message-ID: <${tag}-${ship.replace(/ /g, '-')}@broker.example>`,
        'Content-Type: text/plain; charset=us-ascii',
        '',
        'Open tonnage:',
        `MV ${ship} 58000 DWT BLT 2015 OPEN QINGDAO 1-5 DEC`,
        '',
      ].join('\r\n');
    const send = async (token: string, tag: string, ships: string[]) => {
      for (const [i, ship] of ships.entries()) {
        const r = await gql<Json>(server.url, upload, { raw: mail(tag, ship, i + 1) }, token);
        expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
        expect(r.data!.uploadEmail.positions).toHaveLength(1);
      }
    };
    const ours = Array.from({ length: 7 }, (_, i) => `AUTO PAGER ${i + 1}`);
    const theirs = ['AUTO STRANGER 1', 'AUTO STRANGER 2'];
    await send(auto.users.admin.token, 'rcauto', ours);
    await send(tokens.other, 'rcother', theirs);

    // The tab's Search as the web sends it: the last day up to now, every size, gear and region.
    // (web/src/features/calculator/utils/fleet-auto-filters.ts, emailPositionFilter, 'All' of each and no region)
    const now = Date.now();
    const filter = {
      emailDateLower: new Date(now - 86_400_000).toISOString(),
      emailDateUpper: new Date(now).toISOString(),
      dwtLower: 0,
      dwtUpper: 99_999_999,
      gear: 'All',
      portRegion: [],
    };
    const query = connectionQuery(
      'emailPositionsConnection',
      'databaseId vesselName emailDate',
      ', $filter: EmailPositionFilterInput',
      ', filter: $filter',
    );
    const at = (token: string, vars: Json) => page(server.url, token, query, 'emailPositionsConnection', vars);
    const first = await at(auto.users.pricing.token, { filter, first: 3 });
    expect(first.totalCount).toBe(7);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await at(auto.users.pricing.token, { filter, first: 3, after: first.pageInfo.endCursor });
    expect(second.totalCount).toBe(7);
    expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const third = await at(auto.users.pricing.token, { filter, first: 3, after: second.pageInfo.endCursor });
    expect(third.edges).toHaveLength(1);
    expect(third.pageInfo.hasNextPage).toBe(false);
    const names = [first, second, third].flatMap((c) => c.edges.map((e: Json) => e.node.vesselName));
    // Newest e-mail first, by the time the product received it: the last one uploaded first.
    const newestFirst = [...ours].reverse();
    expect(names).toEqual(newestFirst);
    const whole = await at(auto.users.pricing.token, { filter, first: 100 });
    expect(whole.edges.map((e: Json) => e.node.vesselName)).toEqual(newestFirst);
    expect(whole.pageInfo.hasNextPage).toBe(false);

    // The filter is the server's: a size class that excludes 58,000 DWT leaves none, counted as none.
    const small = await at(auto.users.pricing.token, { filter: { ...filter, dwtUpper: 40_000 }, first: 3 });
    expect(small).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });

    // Scoping: no organization's Search shows another's positions, however far it pages.
    const shipsOf = async (token: string) =>
      (await walk(server.url, token, query, 'emailPositionsConnection', { filter }, 2)).nodes.map((n) => n.vesselName);
    const other = await shipsOf(tokens.other);
    expect(other).toEqual(expect.arrayContaining(theirs));
    expect(other.filter((n) => n.startsWith('AUTO PAGER'))).toEqual([]);
    const demo = await shipsOf(tokens.pricing);
    expect(demo.filter((n) => n.startsWith('AUTO '))).toEqual([]);
    expect(await shipsOf(auto.users.admin.token)).toEqual(newestFirst);
    // A cursor of another organization's list pages nothing of it: the page is this organization's rows.
    const foreignCursor = (await at(tokens.other, { filter, first: 1 })).pageInfo.endCursor;
    const afterForeign = await gql<Json>(
      server.url,
      query,
      { filter, first: 100, after: foreignCursor },
      auto.users.admin.token,
    );
    const leaked = (afterForeign.data?.emailPositionsConnection?.edges ?? []).map((e: Json) => e.node.vesselName);
    expect(leaked.filter((n: string) => theirs.includes(n))).toEqual([]);
  }, 120_000);
});
