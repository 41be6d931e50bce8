import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const ZONES = `query ($names: [String!]!) { portTimeZones(names: $names) }`;

/** Issue #21 item 4: the port table's time zone of ports named by text, for times shown in the port's own zone. */
describe('portTimeZones', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'sales@demo.example');
  });
  afterAll(async () => server?.close());

  it('answers each name’s zone in order, as the port search finds it (case, accents, aliases)', async () => {
    const names = ['Qingdao', 'QINGDAO', 'Tubarao', 'Singapore', 'Nowhere Such Port', ''];
    const r = await gql<{ portTimeZones: (string | null)[] }>(server.url, ZONES, { names }, token);
    expect(r.errors).toBeUndefined();
    expect(r.data!.portTimeZones).toEqual([
      'Asia/Shanghai',
      'Asia/Shanghai',
      'America/Sao_Paulo',
      'Asia/Singapore',
      null,
      null,
    ]);
  });

  it('refuses more than 200 names with a typed error, and callers without a sign-in', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `Port ${i}`);
    const r = await gql(server.url, ZONES, { names: many }, token);
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'names' });
    const anonymous = await gql(server.url, ZONES, { names: ['Qingdao'] });
    expect(anonymous.errors?.length).toBeGreaterThan(0);
  });
});
