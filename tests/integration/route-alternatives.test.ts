import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia, type EstimatePayload } from '../fixtures/estimates.js';
import { gql, loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { calculateByFleet, expectNear } from './calculate-truth-support.js';
import { DEFAULT_CANAL_DUES, dwtClassOf } from '../../shared/voyage/route-alternatives-dues.js';
import { routeFlagsFor } from '../../shared/voyage/route-alternatives-flags.js';
import { rest } from '../helpers/api.js';
import { codeOf, createTenant, legacyOrderBody, orderInput, saveOrder } from './orders-support.js';

type Json = Record<string, any>;

const ALTERNATIVES = `query ($input: CalculateInput!, $fleetIds: [String!], $canalDues: [CanalDuesInput!]) {
  routeAlternatives(input: $input, fleetIds: $fleetIds, canalDues: $canalDues) {
    fleetId
    alternatives { route canals distance voyageDays canalDues canalExpenses tcEq profitNet canMakeLaycan cheapest }
  }
}`;
const SAVE = `mutation ($input: OrderInput!) { saveOrder(input: $input) { databaseId routeChoice } }`;
const DISTANCES = `query ($input: PortDistanceInput!) { portDistances(input: $input) { distNormal distEca passages } }`;

/** The avoid flags each route sets (the order's other flags untouched). */
const FLAGS: Record<string, { suez: boolean; panama: boolean }> = {
  SHORTEST: { suez: false, panama: false },
  SUEZ: { suez: false, panama: true },
  PANAMA: { suez: true, panama: false },
  CAPE: { suez: true, panama: true },
};

describe('routeAlternatives (issue #21 item 3): each alternative is what calculate answers with that route and its dues', () => {
  let server: TestServer;
  let token: string;
  const leg = async (flags: { suez: boolean; panama: boolean }) => {
    const r = await gql<{ portDistances: Json[] }>(
      server.url,
      DISTANCES,
      { input: { portList: [{ name: 'Samarinda' }, { name: 'Rotterdam' }], ...flags } },
      token,
    );
    expect(r.errors).toBeUndefined();
    return r.data!.portDistances[0]!;
  };
  /** Samarinda -> Rotterdam coal: the laden leg measured as the web measures it, with the given flags. */
  const asiaEurope = async (flags: { suez: boolean; panama: boolean }, canalExpenses = 0): Promise<EstimatePayload> => {
    const p = supramaxIndonesiaIndia();
    const l = await leg(flags);
    p.clientQuery = { ...p.clientQuery, name: 'Coal Samarinda / Rotterdam', ...flags, canalExpenses };
    p.cargoList = p.cargoList.map((r: Json) =>
      r.operation === 'Discharging' ? { ...r, port: 'Rotterdam', distNormal: l.distNormal, distEca: l.distEca } : r,
    );
    return p;
  };
  const alternatives = (p: EstimatePayload, variables: Json = {}, as = token) =>
    gql<{ routeAlternatives: Json[] }>(server.url, ALTERNATIVES, { input: asGraphqlInput(p), ...variables }, as);
  const calculate = (p: EstimatePayload) => calculateByFleet(server.url, token, p);
  const near = expectNear;

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'pricing@demo.example');
  });
  afterAll(async () => server?.close());

  it('Asia -> Europe: Suez (the shortest) and the Cape differ; each equals calculate with the avoid flags and the dues', async () => {
    const shortestLeg = await leg(FLAGS.SHORTEST!);
    expect(shortestLeg.passages).toContain('Suez Canal');
    const payload = await asiaEurope(FLAGS.SHORTEST!);
    const r = await alternatives(payload);
    expect(r.errors).toBeUndefined();
    const vessels = r.data!.routeAlternatives;
    expect(vessels.map((v) => v.fleetId)).toEqual(payload.fleetList.map((e: Json) => String(e.id)));
    for (const v of vessels) {
      expect(v.alternatives.map((a: Json) => a.route)).toEqual(['SHORTEST', 'CAPE']);
      const [viaSuez, cape] = v.alternatives as Json[];
      expect(viaSuez!.canals).toEqual(['SUEZ']);
      expect(cape!.canals).toEqual([]);
      expect(cape!.distance).toBeGreaterThan(viaSuez!.distance + 2_000);
      const entry = payload.fleetList.find((e: Json) => String(e.id) === v.fleetId) as Json;
      const dwt = typeof entry.vessel === 'string' ? JSON.parse(entry.vessel).vesselDwt : entry.vessel.vesselDwt;
      expect(viaSuez!.canalDues).toBe(DEFAULT_CANAL_DUES.SUEZ[dwtClassOf(Number(dwt))]);
      expect(cape!.canalDues).toBe(0);
      for (const alt of v.alternatives as Json[]) {
        const truth = (await calculate(await asiaEurope(FLAGS[alt.route]!, alt.canalExpenses))).get(v.fleetId)!;
        near(alt.tcEq, truth.tcEq);
        near(alt.profitNet, truth.profitNet);
        near(alt.voyageDays, truth.voyageDays);
        expect(alt.canMakeLaycan).toBe(truth.canMakeLaycan);
      }
      const best = Math.max(...v.alternatives.map((a: Json) => a.tcEq));
      expect(v.alternatives.filter((a: Json) => a.cheapest).map((a: Json) => a.tcEq)).toEqual([best]);
    }
  });

  it('canal dues given replace the defaults; out of range they are refused naming the field', async () => {
    const payload = await asiaEurope(FLAGS.SHORTEST!);
    const dwtClass = 'SUPRAMAX';
    const r = await alternatives(payload, { canalDues: [{ canal: 'SUEZ', dwtClass, usdPerTransit: 1_234 }] });
    expect(r.errors).toBeUndefined();
    const entryClasses = payload.fleetList.map((e: Json) =>
      dwtClassOf(Number((typeof e.vessel === 'string' ? JSON.parse(e.vessel) : e.vessel).vesselDwt)),
    );
    r.data!.routeAlternatives.forEach((v, i) => {
      const suez = v.alternatives[0];
      expect(suez.canalDues).toBe(entryClasses[i] === dwtClass ? 1_234 : DEFAULT_CANAL_DUES.SUEZ[entryClasses[i]!]);
    });
    const bad = await alternatives(payload, { canalDues: [{ canal: 'SUEZ', dwtClass, usdPerTransit: -1 }] });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.field).toBe('canalDues[0].usdPerTransit');
    const unknown = await alternatives(payload, { canalDues: [{ canal: 'KIEL', dwtClass, usdPerTransit: 1 }] });
    expect(unknown.errors?.[0]?.message).toMatch(/KIEL/);
  });

  it('a voyage through no canal has the one route; Sales may not ask', async () => {
    const r = await alternatives(supramaxIndonesiaIndia());
    expect(r.errors).toBeUndefined();
    for (const v of r.data!.routeAlternatives) {
      expect(v.alternatives).toHaveLength(1);
      expect(v.alternatives[0]).toMatchObject({ route: 'SHORTEST', canals: [], canalDues: 0, cheapest: true });
    }
    const sales = await loginToken(server.url, 'sales@demo.example');
    const refused = await alternatives(supramaxIndonesiaIndia(), {}, sales);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the chosen route is stored on the order (GraphQL and REST), SHORTEST by default; calculate with its flags is the alternative', async () => {
    const ORDER_ROUTE = `query ($id: Int!) { order(id: $id) { databaseId routeChoice suez panama } }`;
    const created = await saveOrder(server.url, token, orderInput({ name: 'Route choice' }));
    const read = async (id: number) => (await gql<{ order: Json }>(server.url, ORDER_ROUTE, { id }, token)).data!.order;
    expect((await read(created.id)).routeChoice).toBe('SHORTEST');
    await saveOrder(server.url, token, { id: created.id, routeChoice: 'CAPE' });
    const cape = await read(created.id);
    expect(cape).toMatchObject({ routeChoice: 'CAPE', suez: false, panama: false });
    // Used: the route flags the order is priced with are the chosen route's, and calculate with them is
    // the CAPE alternative (the laden leg measured with those flags).
    const flags = routeFlagsFor({ suez: cape.suez, panama: cape.panama }, cape.routeChoice);
    expect(flags).toEqual(FLAGS.CAPE);
    const payload = await asiaEurope(FLAGS.SHORTEST!);
    const alts = (await alternatives(payload)).data!.routeAlternatives[0]!;
    const capeAlt = alts.alternatives.find((a: Json) => a.route === 'CAPE');
    const priced = (await calculate(await asiaEurope(flags, capeAlt.canalExpenses))).get(alts.fleetId)!;
    near(priced.tcEq, capeAlt.tcEq);

    const rv = await rest<Json>(server.url, 'PUT', '/updateClientQuery', {
      token,
      body: { id: created.id, routeChoice: 'SUEZ' },
    });
    expect(rv.status).toBe(200);
    expect((await rest<Json>(server.url, 'GET', `/queryById?id=${created.id}`, { token })).body.routeChoice).toBe(
      'SUEZ',
    );
    expect((await read(created.id)).routeChoice).toBe('SUEZ');
  });

  it("an unknown route is refused on both APIs naming the field; another organization's order is NOT_FOUND", async () => {
    const created = await saveOrder(server.url, token, orderInput({ name: 'Route refusals' }));
    const bad = await gql(server.url, SAVE, { input: { id: created.id, routeChoice: 'KIEL' } }, token);
    expect(codeOf(bad)).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    expect(bad.errors?.[0]?.message).toMatch(/KIEL/);
    const restBad = await rest<Json>(server.url, 'PUT', '/updateClientQuery', {
      token,
      body: { id: created.id, routeChoice: 'KIEL' },
    });
    expect(restBad.status).toBe(400);
    expect(restBad.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'routeChoice' });
    const restCreate = await rest<Json>(server.url, 'POST', '/clientQuery', {
      token,
      body: legacyOrderBody({ routeChoice: 'via Kiel' }),
    });
    expect(restCreate.status).toBe(400);
    expect(restCreate.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'routeChoice' });
    expect(
      (
        await gql<{ order: Json }>(
          server.url,
          `query ($id: Int!) { order(id: $id) { routeChoice } }`,
          { id: created.id },
          token,
        )
      ).data!.order.routeChoice,
    ).toBe('SHORTEST');

    const other = await createTenant(server, 'ROUTEALT');
    const foreign = await gql(
      server.url,
      SAVE,
      { input: { id: created.id, routeChoice: 'CAPE' } },
      other.users.admin.token,
    );
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    const foreignRest = await rest<Json>(server.url, 'PUT', '/updateClientQuery', {
      token: other.users.admin.token,
      body: { id: created.id, routeChoice: 'CAPE' },
    });
    expect(foreignRest.status).toBe(404);
    expect(foreignRest.body.code).toBe('NOT_FOUND');
  });
});
