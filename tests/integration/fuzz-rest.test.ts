import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRestPaths, loadSchema, type RestPath } from '../helpers/api-paths.js';
import { anyValue, fieldNames, queryString, restBody } from '../helpers/fuzz-values.js';
import { checkRequest, FUZZ, fuzzWorld, WHO, type FuzzWorld } from './fuzz-support.js';
import { legacyOrderBody, LEGACY_ROWS } from './orders-support.js';

/**
 * A property-based fuzzer over every /api/v1 path, read from the router itself (a new path is fuzzed without
 * being listed here): fast-check bodies and query strings of the API's own field names and the values that
 * once reached a 500 or a silent rewrite. Every answer is below 500 with a code, and a refused request
 * changes no row (issue #18).
 */

/** Legacy body and query names the GraphQL inputs do not share. */
const LEGACY_KEYS = [
  'id',
  'queryId',
  'fleetId',
  'vesselId',
  'orgId',
  'organization',
  'organizationId',
  'userRole',
  'roles',
  'selectedFleet',
  'cargoList',
  'clientQuery',
  'fleetList',
  'portList',
  'openingPort',
  'endingPort',
  'distNormal',
  'distEca',
  'hirePerDay',
  'dateOpening',
  'dateOpen',
  'vessel',
  'offset',
  'limit',
  'search',
  'port',
  'fuelType',
  'extraDetails',
  'email',
  'password',
  'confirmPassword',
  'passwordResetToken',
  'raw',
  'cargoQty',
  'operation',
  'state',
  'code',
  'text',
  'type',
  'days',
  'region',
  'unattributed',
  'autoSave',
  'extra_Exp',
  'constan',
];
const PARAM_VALUES = ['1', 'T', '-1', '%00', '2147483648'];

/**
 * Valid bodies of the paths that write, so a fuzzed value replacing one of their fields reaches the write
 * (and a refusal there is checked to have changed nothing). `id` is a record of the fuzz world.
 */
const TEMPLATES: Record<string, (id: number) => unknown> = {
  'POST /fleet': (id) => ({
    id,
    vesselName: 'Fuzz Star',
    port: 'Santos',
    dateOpening: '2027-03-01',
    hirePerDay: 24_500,
  }),
  'POST /saveToFleet': () => [{ vesselName: 'Fuzz Line', port: 'Santos', dateOpening: '2027-03-01' }],
  'PUT /updateVesselWithFleetDetails': (id) => ({ id, hirePerDay: 20_000, vessel: { vesselName: 'Fuzz Star' } }),
  'PUT /createVessel': (id) => ({ id, vesselName: 'Fuzz Vessel', vesselDwt: 60_000 }),
  'POST /savePortDistance': () => ({ openingPort: 'Santos', endingPort: 'Rotterdam', distNormal: 5_000, notes: 'n' }),
  'POST /clientQuery': () => ({ ...legacyOrderBody(), cargoList: LEGACY_ROWS }),
  'PUT /updateClientQuery': (id) => ({ ...legacyOrderBody(), id }),
  'POST /auth/createUser': () => ({
    firstName: 'Fuzz',
    email: 'fuzz.new@fuzz.example',
    password: 'Tenant!2026',
    userRole: ['Sales'],
  }),
  'PUT /updateUser': (id) => ({ id, firstName: 'Fuzz', lastName: 'User' }),
  'POST /organization': () => ({ organizationName: 'Fuzz Org', organizationCode: 'FZ', orgType: 'FSC' }),
  'PUT /updateOrganization': (id) => ({ id, organizationName: 'Fuzz Tenant', contactPerson: 'Ana' }),
};

/** A valid body of the path with one or two of its own fields replaced by fuzzed values. */
function templated(template: (id: number) => unknown, ids: readonly number[]): fc.Arbitrary<unknown> {
  const sample = template(ids[0] ?? 1);
  const line = (Array.isArray(sample) ? sample[0] : sample) as Record<string, unknown>;
  const patch = fc.dictionary(fc.constantFrom(...Object.keys(line)), anyValue, { minKeys: 1, maxKeys: 2 });
  return fc.tuple(fc.constantFrom(...ids), patch).map(([id, over]) => {
    const base = template(id);
    return Array.isArray(base) ? base.map((l: object) => ({ ...l, ...over })) : { ...(base as object), ...over };
  });
}

describe('fuzzing every /api/v1 path', () => {
  let world: FuzzWorld;
  const paths = listRestPaths();
  const sent = new Map<string, number>();
  // A server, a tenant with four sessions and one record of each kind: allow for a loaded machine.
  beforeAll(async () => {
    world = await fuzzWorld();
  }, 180_000);
  afterAll(async () => world?.server.close());

  it('reads the paths from the router', () => {
    expect(paths.length).toBeGreaterThan(60);
    expect(paths).toContainEqual({ method: 'PUT', path: '/updateQueryFormat' });
  });

  const keys = fieldNames(loadSchema(), LEGACY_KEYS);

  it.each(paths.map((p) => [`${p.method} ${p.path}`, p] as [string, RestPath]))(
    'fuzzes %s: no 5xx, a code on every refusal, nothing changed by a refusal',
    async (label, { method, path }) => {
      const ids = world.ids.map(String);
      const request = fc.record({
        who: fc.constantFrom(...WHO),
        param: fc.constantFrom(...PARAM_VALUES, ...ids),
        query: queryString(keys),
        body: TEMPLATES[label] ? fc.oneof(restBody(keys), templated(TEMPLATES[label]!, world.ids)) : restBody(keys),
        raw: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.string() }),
      });
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const token = path === '/auth/logout' && r.who !== 'none' ? await world.freshToken() : world.tokens[r.who];
          const url = `${world.server.url}/api/v1${path.replace(/:[a-zA-Z]+/g, r.param)}?${r.query}`;
          sent.set(label, (sent.get(label) ?? 0) + 1);
          await checkRequest(world, `${label}?${r.query} ${JSON.stringify(r.body)?.slice(0, 300)}`, async () => {
            const hasBody = method !== 'GET';
            const res = await fetch(url, {
              method,
              headers: {
                ...(hasBody ? { 'content-type': r.raw === undefined ? 'application/json' : 'message/rfc822' } : {}),
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
              ...(hasBody ? { body: r.raw ?? JSON.stringify(r.body) } : {}),
              redirect: 'manual',
            });
            const text = await res.text();
            let body: { code?: unknown } | undefined;
            try {
              body = text ? (JSON.parse(text) as { code?: unknown }) : undefined;
            } catch {
              body = { code: res.status >= 400 ? `not JSON: ${text.slice(0, 80)}` : undefined };
            }
            const refused = res.status >= 400;
            return { status: res.status, body, refused, codes: refused ? [body?.code] : [] };
          });
        }),
        { seed: FUZZ.seed, numRuns: FUZZ.runsPerPath, endOnFailure: true },
      );
    },
  );

  it('sent every path its runs', () => {
    for (const p of paths) expect(sent.get(`${p.method} ${p.path}`), `${p.method} ${p.path}`).toBe(FUZZ.runsPerPath);
  });
});
