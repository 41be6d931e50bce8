import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
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
});
