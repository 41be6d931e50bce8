import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capesizeTubaraoQingdao } from '../fixtures/estimates.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Leg = {
  distNormal: number;
  distEca: number;
  distance: number;
  passages: string[];
  geometry: { type: string; coordinates: unknown[] } | null;
  ecaGeometry: { type: string; coordinates: unknown[] } | null;
  overridden: boolean;
  notes: string | null;
};

const PORT_DISTANCES = `query ($input: PortDistanceInput!) { portDistances(input: $input) { key distNormal distEca distance passages overridden from { name lat lng portId } to { name } } }`;

describe('sea distances: POST /getPortDistance, /savePortDistance, /resetDistance and portDistances', () => {
  let server: TestServer;
  let pricing: string;
  let sales: string;
  let other: string;
  beforeAll(async () => {
    server = await startTestServer();
    [pricing, sales, other] = await Promise.all([
      loginToken(server.url, 'pricing@demo.example'),
      loginToken(server.url, 'sales@demo.example'),
      loginToken(server.url, 'admin@other.example'),
    ]);
  });
  afterAll(async () => server?.close());

  const distances = (body: unknown, token = pricing) =>
    rest<Record<string, Leg>>(server.url, 'POST', '/getPortDistance', { token, body });

  it('measures consecutive ports by name, keyed portA_portB as the client named them, normal + ECA = total', async () => {
    const r = await distances({ portList: ['Tubarao', 'Qingdao', 'Rotterdam'], getGeometry: true });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['Tubarao_Qingdao', 'Qingdao_Rotterdam']);
    const leg = r.body['Tubarao_Qingdao']!;
    expect(leg.distance).toBeGreaterThan(10_000);
    expect(leg.distance).toBeLessThan(12_500);
    expect(leg.distNormal + leg.distEca).toBeCloseTo(leg.distance, 6);
    expect(['LineString', 'MultiLineString']).toContain(leg.geometry?.type);
    expect(leg.overridden).toBe(false);
    // Rotterdam lies in the North Sea ECA: the last miles of Qingdao-Rotterdam are ECA miles.
    expect(r.body['Qingdao_Rotterdam']!.distEca).toBeGreaterThan(50);
    // ...and those stretches come back as their own geometry.
    expect(r.body['Qingdao_Rotterdam']!.ecaGeometry?.type).toBe('MultiLineString');
    expect(r.body['Qingdao_Rotterdam']!.ecaGeometry?.coordinates.length).toBeGreaterThan(0);
  });

  it('takes positions (a vessel at sea) and avoids Suez when asked, going round the Cape', async () => {
    const rotterdam = { name: 'ROTTERDAM', lat: 51.9, lng: 4.4833 };
    const singapore = { name: 'SINGAPORE', lat: 1.2833, lng: 103.85 };
    const via = await distances({ portList: [rotterdam, singapore] });
    const cape = await distances({ portList: [rotterdam, singapore], suez: true });
    const a = via.body['ROTTERDAM_SINGAPORE']!;
    const b = cape.body['ROTTERDAM_SINGAPORE']!;
    expect(a.passages).toContain('Suez Canal');
    expect(b.passages).not.toContain('Suez Canal');
    expect(b.distance).toBeGreaterThan(a.distance + 2_000);
    expect(b.geometry).toBeNull();
    expect(b.ecaGeometry).toBeNull();
  });

  it('lets the organization save its own distance for a pair, only for itself, until reset', async () => {
    const saved = await rest(server.url, 'POST', '/savePortDistance', {
      token: pricing,
      body: { openingPort: 'Tubarao', endingPort: 'Qingdao', distNormal: 11_111, distEca: 0, notes: 'via Sunda' },
    });
    expect(saved.status).toBe(200);
    const mine = await distances({ portList: ['Tubarão', 'Qingdao'] });
    expect(mine.body['Tubarão_Qingdao']).toMatchObject({ distance: 11_111, overridden: true, notes: 'via Sunda' });
    const ignored = await distances({ portList: ['Tubarao', 'Qingdao'], routeOverride: false });
    expect(ignored.body['Tubarao_Qingdao']!.overridden).toBe(false);
    const theirs = await distances({ portList: ['Tubarao', 'Qingdao'] }, other);
    expect(theirs.body['Tubarao_Qingdao']!.overridden).toBe(false);
    const reset = await rest(server.url, 'POST', '/resetDistance', {
      token: pricing,
      body: { openingPort: 'TUBARAO', endingPort: 'qingdao' },
    });
    expect(reset.body).toEqual({ removed: 1 });
    expect((await distances({ portList: ['Tubarao', 'Qingdao'] })).body['Tubarao_Qingdao']!.overridden).toBe(false);
  });

  it('answers the same through GraphQL', async () => {
    const g = await gql<{ portDistances: { key: string; distance: number; from: { portId: number | null } }[] }>(
      server.url,
      PORT_DISTANCES,
      { input: { portList: [{ name: 'Richards Bay' }, { name: 'Qingdao' }] } },
      pricing,
    );
    expect(g.errors).toBeUndefined();
    const r = await distances({ portList: ['Richards Bay', 'Qingdao'] });
    expect(g.data?.portDistances[0]).toMatchObject({
      key: 'Richards Bay_Qingdao',
      distance: r.body['Richards Bay_Qingdao']!.distance,
    });
    expect(g.data?.portDistances[0]?.from.portId).toBeGreaterThan(0);
  });

  it("routes each vessel's ballast leg from its open port when the fleet entry does not give it", async () => {
    const payload = capesizeTubaraoQingdao() as any;
    const entry = payload.fleetList[0];
    delete entry.ballastDistNormal;
    delete entry.ballastDistEca;
    entry.port = 'Singapore';
    const calc = await rest<Record<string, any>>(server.url, 'POST', '/calculate/multiple/old', {
      token: pricing,
      body: payload,
    });
    expect(calc.status).toBe(200);
    const ballast = calc.body[String(entry.id)].portToPortOperationResultMap['1'];
    const routed = await distances({ portList: ['Singapore', 'Tubarao'] });
    expect(ballast.distNormal + ballast.distEca).toBeCloseTo(routed.body['Singapore_Tubarao']!.distance, 6);
    // An entry that gives its ballast leg keeps it.
    expect(calc.body[String(payload.fleetList[1].id)].portToPortOperationResultMap['1'].distNormal).toBe(
      payload.fleetList[1].ballastDistNormal,
    );
  });

  it('names the field of an unknown port or a bad coordinate; Sales may read distances but not save them', async () => {
    const unknown = await distances({ portList: ['Tubarao', 'Atlantis Harbour'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'portList[1]' });
    expect(unknown.body.error).toContain('Atlantis Harbour');
    const bad = await distances({ portList: [{ lat: 95, lng: 0 }, 'Qingdao'] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'portList[0].lat', error: 'portList[0].lat must be at most 90 (got 95)' });
    expect((await distances({ portList: ['Tubarao', 'Qingdao'] }, sales)).status).toBe(200);
    const save = await rest(server.url, 'POST', '/savePortDistance', {
      token: sales,
      body: { openingPort: 'A', endingPort: 'B', distNormal: 1 },
    });
    expect(save.status).toBe(403);
    expect((await rest(server.url, 'POST', '/getPortDistance', { body: { portList: [] } })).status).toBe(401);
  });

  it('names the item that cannot be placed on the sea network, first or second, with its distance to the sea', async () => {
    const madrid = { lat: 40.42, lng: -3.7, name: 'Madrid' };
    const first = await distances({ portList: [madrid, 'Qingdao'] });
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'portList[0]' });
    expect(first.body.error).toMatch(/^No sea route from Madrid to Qingdao: .* is on land \d+ nm from the nearest sea/);
    const second = await distances({ portList: ['Qingdao', 'Rotterdam', madrid] });
    expect(second.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'portList[2]' });
    const pair = await distances({ routeList: [{ from: madrid, to: 'Qingdao' }] });
    expect(pair.body).toMatchObject({ field: 'routeList[0].from' });
    // Samarinda (up the Mahakam) was refused as portList[1] when it was portList[0]; it now routes.
    expect((await distances({ portList: ['Samarinda', 'Singapore'] })).status).toBe(200);
  });
});
