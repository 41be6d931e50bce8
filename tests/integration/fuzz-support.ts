import { expect } from 'vitest';
import { loginToken, rest } from '../helpers/api.js';
import { changedTables, dbFingerprint, writeMark } from '../helpers/db-fingerprint.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { createTenant, legacyOrderBody, LEGACY_ROWS } from './orders-support.js';

/** One fixed seed and a bounded number of runs per path: the whole fuzzer stays around a minute on 2 cores. */
export const FUZZ = { seed: 18_2026, runsPerPath: 20 } as const;

export type Who = 'pricing' | 'admin' | 'super' | 'none';
export const WHO: readonly Who[] = ['pricing', 'admin', 'super', 'none'];

export interface FuzzWorld {
  server: TestServer;
  tokens: Record<Who, string | undefined>;
  /** Ids of records that exist (an order, its rows, a fleet entry, a vessel, a saved distance, users). */
  ids: number[];
  /** A fresh session of a user of its own, for paths that end the caller's session (logout). */
  freshToken(): Promise<string>;
}

/** A server with a tenant of its own and one record of each kind, so updates and deletes meet real rows. */
export async function fuzzWorld(): Promise<FuzzWorld> {
  const server = await startTestServer();
  const tenant = await createTenant(server, 'FUZZ');
  const tokens: Record<Who, string | undefined> = {
    pricing: tenant.users.pricing.token,
    admin: tenant.users.admin.token,
    super: await loginToken(server.url, 'superadmin@demo.example'),
    none: undefined,
  };
  const post = (path: string, body: unknown) => rest(server.url, 'POST', path, { token: tokens.pricing, body });
  const order = await post('/clientQuery', legacyOrderBody());
  const rows = await post(
    '/cargoList',
    LEGACY_ROWS.map((r) => ({ ...r, queryId: order.body })),
  );
  const fleet = await post('/fleet', {
    vesselName: 'Fuzz Star',
    port: 'Santos',
    dateOpening: '2027-03-01',
    hirePerDay: 24_500,
  });
  const vessel = await rest(server.url, 'PUT', '/createVessel', {
    token: tokens.pricing,
    body: { vesselName: 'Fuzz Vessel', dwt: 60_000 },
  });
  const distance = await post('/savePortDistance', {
    openingPort: 'Santos',
    endingPort: 'Rotterdam',
    distNormal: 5_000,
  });
  const ids = [
    order.body,
    ...(Array.isArray(rows.body) ? rows.body.map((r: { id: number }) => r.id) : []),
    fleet.body?.id,
    vessel.body?.vessel?.id,
    distance.body?.id,
    tenant.users.sales.id,
    tenant.orgId,
  ].filter((id): id is number => typeof id === 'number');
  return {
    server,
    tokens,
    ids,
    freshToken: () => loginToken(server.url, tenant.users.sales.email, 'Tenant!2026'),
  };
}

type Snapshot = { mark: string; digest: Record<string, string> };
const last = new WeakMap<FuzzWorld, Snapshot>();

/** The digest of every data table before a request, read again only when something was written since. */
async function settled(world: FuzzWorld): Promise<Snapshot> {
  const mark = await writeMark(world.server.orm);
  const known = last.get(world);
  if (known?.mark === mark) return known;
  const snapshot = { mark, digest: await dbFingerprint(world.server.orm) };
  last.set(world, snapshot);
  return snapshot;
}

/**
 * Runs one fuzzed request and holds it to the rule of both APIs: never a 5xx or an INTERNAL_SERVER_ERROR,
 * every refusal carries a code, and a refused request changes nothing (the read-back of every data table is
 * the same before and after).
 */
export async function checkRequest(
  world: FuzzWorld,
  label: string,
  send: () => Promise<{ status: number; body: unknown; refused: boolean; codes: unknown[] }>,
): Promise<void> {
  const before = await settled(world);
  const { status, body, refused, codes } = await send();
  const shown = JSON.stringify(body)?.slice(0, 400);
  expect(status, `${label} -> ${status} ${shown}`).toBeLessThan(500);
  expect(codes, `${label} -> ${shown}`).not.toContain('INTERNAL_SERVER_ERROR');
  for (const code of codes) expect(typeof code, `${label}: a refusal without a code ${shown}`).toBe('string');
  const mark = await writeMark(world.server.orm);
  if (mark === before.mark) return;
  const after = { mark, digest: await dbFingerprint(world.server.orm) };
  last.set(world, after);
  if (!refused) return;
  const changed = changedTables(before.digest, after.digest);
  expect(changed, `${label} was refused (${status} ${shown}) but changed`).toEqual([]);
}
