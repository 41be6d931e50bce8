import { afterAll, beforeAll, expect } from 'vitest';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** Shared set-up of the fleet test files: a server with the demo catalogue and a token per demo role. */

export type Row = Record<string, any>;
export type Who = 'admin' | 'pricing' | 'sales' | 'sa' | 'other';

const EMAILS: Record<Who, string> = {
  admin: 'admin@demo.example',
  pricing: 'pricing@demo.example',
  sales: 'sales@demo.example',
  sa: 'superadmin@demo.example',
  other: 'admin@other.example',
};

export function useFleetServer() {
  const f = {
    server: undefined as unknown as TestServer,
    t: {} as Record<string, string>,
    id: {} as Record<string, number>,
    org: {} as Record<string, number>,
    vesselIds: {} as Record<string, number>,
    call: (who: string, method: string, path: string, body?: unknown) =>
      rest<any>(f.server.url, method, path, { token: f.t[who], ...(body === undefined ? {} : { body }) }),
    add: async (who: string, lines: unknown[]): Promise<Row[]> => {
      const r = await f.call(who, 'POST', '/saveToFleet', lines);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.content as Row[];
    },
    line: (vessel: string, extra: Record<string, unknown> = {}) => ({
      vesselId: f.vesselIds[vessel],
      port: 'Santos',
      lat: -23.98,
      lng: -46.3,
      dateOpening: '2027-03-01T00:00:00Z',
      hirePerDay: 14_000,
      ...extra,
    }),
  };
  beforeAll(async () => {
    f.server = await startTestServer({ catalogue: true });
    for (const [who, email] of Object.entries(EMAILS)) {
      f.t[who] = await loginToken(f.server.url, email);
      const p = await gql<{ profile: { id: number; organizationId: number } }>(
        f.server.url,
        'query { profile { id: databaseId organizationId } }',
        {},
        f.t[who],
      );
      f.id[who] = p.data!.profile.id;
      f.org[who] = p.data!.profile.organizationId;
    }
    const all = await f.call('admin', 'GET', '/allVessels?limit=100');
    Object.assign(f.vesselIds, Object.fromEntries(all.body.content.map((v: Row) => [v.vesselName, v.id])));
  });
  afterAll(async () => f.server?.close());
  return f;
}
