import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const LIST_ROW_KEYS = [
  'id',
  'vesselCountry',
  'vesselDraftS',
  'vesselDwt',
  'vesselIMO',
  'vesselName',
  'vesselShipowner',
];
const PAGE_KEYS = ['content', 'number', 'size', 'totalElements', 'totalPages'];

const VESSELS = `query ($offset: Int, $limit: Int, $search: String) {
  vessels(offset: $offset, limit: $limit, search: $search) { totalElements totalPages number size content { id: databaseId vesselName vesselDwt } }
}`;
const VESSEL = `query ($id: Int!) { vessel(id: $id) { id: databaseId vesselName fuelType vesselScrubber vesselExtraDetails { vesselTextDescription holdCapacity { grainCapacity } loadLines { summer { draft dwt } } } } }`;
const CREATE = `mutation ($input: VesselInput!) { createVessel(input: $input) { id: databaseId vesselName vesselDwt vesselBuilt vesselScrubber fuelType } }`;
const UPDATE = `mutation ($id: Int!, $input: VesselInput!) { updateVessel(id: $id, input: $input) { id: databaseId vesselName vesselDwt } }`;

describe('vessel catalogue: REST contract and GraphQL', () => {
  let server: TestServer;
  let admin: string;
  let pricing: string;
  let sales: string;
  let other: string;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    const tokens = await Promise.all(
      ['admin@demo.example', 'pricing@demo.example', 'sales@demo.example', 'admin@other.example'].map((e) =>
        loginToken(server.url, e),
      ),
    );
    [admin, pricing, sales, other] = tokens as [string, string, string, string];
  });
  afterAll(async () => server?.close());

  describe('GET /allVessels', () => {
    it('answers a page of 25 list rows sorted by name by default (offset 0)', async () => {
      const r = await rest(server.url, 'GET', '/allVessels', { token: admin });
      expect(r.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(PAGE_KEYS);
      expect(r.body).toMatchObject({ number: 0, size: 25, totalElements: 44, totalPages: 2 });
      expect(r.body.content).toHaveLength(25);
      expect(Object.keys(r.body.content[0]).sort()).toEqual(LIST_ROW_KEYS);
      const names = r.body.content.map((v: { vesselName: string }) => v.vesselName);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });

    it('pages by page number: offset 1 is the second page', async () => {
      const r = await rest(server.url, 'GET', '/allVessels?offset=1&limit=25', { token: pricing });
      expect(r.body).toMatchObject({ number: 1, size: 25, totalElements: 44 });
      expect(r.body.content).toHaveLength(19);
    });

    it.each([
      ['limit=abc', 'limit'],
      ['limit=0', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1.5', 'offset'],
    ])('refuses %s as BAD_USER_INPUT naming the field', async (query, field) => {
      const r = await rest(server.url, 'GET', `/allVessels?${query}`, { token: admin });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(typeof r.body.error).toBe('string');
    });

    it('needs a token (401) and a vessel or calculator screen (Sales: 403)', async () => {
      const anon = await rest(server.url, 'GET', '/allVessels');
      expect(anon.status).toBe(401);
      expect(anon.body).toMatchObject({ code: 'UNAUTHENTICATED' });
      const s = await rest(server.url, 'GET', '/allVessels', { token: sales });
      expect(s.status).toBe(403);
      expect(s.body).toMatchObject({ code: 'FORBIDDEN', error: expect.any(String) });
    });

    it('shows another organization nothing of the demo catalogue, only its own', async () => {
      const ids = async (token: string) =>
        ((await rest(server.url, 'GET', '/allVessels?limit=1000', { token })).body.content as { id: number }[]).map(
          (v) => v.id,
        );
      const demo = new Set(await ids(admin));
      const own = await ids(other);
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((id) => demo.has(id))).toEqual([]);
    });
  });

  describe('GET /allVesselsByChar', () => {
    it('matches part of the name, case-insensitively, 100 per page by default', async () => {
      const r = await rest(server.url, 'GET', '/allVesselsByChar?vessel=aegeus', { token: admin });
      expect(r.status).toBe(200);
      expect(r.body.size).toBe(100);
      expect(r.body.totalElements).toBeGreaterThan(3);
      for (const v of r.body.content) expect(v.vesselName).toMatch(/aegeus/i);
    });

    it('treats LIKE wildcards as text', async () => {
      const r = await rest(server.url, 'GET', `/allVesselsByChar?vessel=${encodeURIComponent('%')}`, { token: admin });
      expect(r.body.totalElements).toBe(0);
    });

    it('lists everything when no text is given', async () => {
      const r = await rest(server.url, 'GET', '/allVesselsByChar', { token: admin });
      expect(r.body.totalElements).toBe(44);
      expect(r.body.content).toHaveLength(44);
    });
  });

  describe('GET /vesselsWithId', () => {
    it('answers the full vessel record; extraDetails=true adds vesselExtraDetails', async () => {
      const list = await rest(server.url, 'GET', '/allVesselsByChar?vessel=Kaiyo%20Hinoki', { token: admin });
      const id = list.body.content[0].id;
      const plain = await rest(server.url, 'GET', `/vesselsWithId?vesselId=${id}`, { token: admin });
      expect(plain.status).toBe(200);
      expect(plain.body).toMatchObject({
        id,
        vesselName: 'Kaiyo Hinoki',
        fuelType: 'TYPE0',
        vesselScrubber: 'No',
        Constants: 500,
      });
      expect(plain.body).not.toHaveProperty('vesselExtraDetails');
      expect(plain.body).toHaveProperty('vesselBalSpd1');
      expect(plain.body).toHaveProperty('vesselPDischConsmMGO');
      const full = await rest(server.url, 'GET', `/vesselsWithId?vesselId=${id}&extraDetails=true`, { token: admin });
      expect(full.body.vesselExtraDetails.holdCapacity).toHaveLength(7);
      expect(full.body.vesselExtraDetails.loadLines.summer.dwt).toBe(82_310);
    });

    it('answers NOT_FOUND for a vessel of another organization and BAD_USER_INPUT without an id', async () => {
      const list = await rest(server.url, 'GET', '/allVessels?limit=1', { token: admin });
      const r = await rest(server.url, 'GET', `/vesselsWithId?vesselId=${list.body.content[0].id}`, { token: other });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: 'NOT_FOUND' });
      const missing = await rest(server.url, 'GET', '/vesselsWithId', { token: admin });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'vesselId' });
    });
  });

  describe('PUT /createVessel', () => {
    it("refuses a missing name with the spec's message", async () => {
      const r = await rest(server.url, 'PUT', '/createVessel', {
        token: admin,
        body: { vesselName: '  ', vesselDwt: 50_000 },
      });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'Vessel Name is required', code: 'BAD_USER_INPUT', field: 'vesselName' });
    });

    it.each([
      ['vesselDwt', '012', 'vesselDwt cannot start with 0'],
      ['vesselTPC', '00.5', 'vesselTPC cannot start with 0'],
      ['vesselDraftS', 'deep', 'vesselDraftS must be a number'],
      ['vesselBuilt', 2010.5, 'vesselBuilt must be a whole number'],
      ['vesselLdnSpd1', -1, 'vesselLdnSpd1 cannot be negative'],
      ['fuelType', 'TYPE9', 'fuelType must be one of TYPE0, TYPE1, TYPE2, TYPE3, TYPE4'],
    ])('refuses %s = %j (%s)', async (field, value, message) => {
      const r = await rest(server.url, 'PUT', '/createVessel', {
        token: admin,
        body: { vesselName: 'Test Tern', [field]: value },
      });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: message, code: 'BAD_USER_INPUT', field });
    });

    it('creates from numbers or numeric text, then updates when the body has an id', async () => {
      const created = await rest(server.url, 'PUT', '/createVessel', {
        token: pricing,
        body: {
          vesselName: 'Contract Tern',
          vesselDwt: '32500',
          vesselDraftS: 10.1,
          vesselBuilt: 2015,
          Constants: 300,
          vesselScrubber: 'No',
        },
      });
      expect(created.status).toBe(200);
      expect(created.body.message).toBe('Vessel Created Successfully');
      expect(created.body.vessel).toMatchObject({
        vesselName: 'Contract Tern',
        vesselDwt: 32_500,
        constants: 300,
        Constants: 300,
        vesselScrubber: 'No',
        fuelType: 'TYPE0',
      });
      const id = created.body.vessel.id;
      const updated = await rest(server.url, 'PUT', '/createVessel', { token: admin, body: { id, vesselDwt: 33_000 } });
      expect(updated.status).toBe(200);
      expect(updated.body.message).toBe('Vessel Updated Successfully');
      expect(updated.body.vessel).toMatchObject({
        id,
        vesselName: 'Contract Tern',
        vesselDwt: 33_000,
        vesselDraftS: 10.1,
      });
      const cross = await rest(server.url, 'PUT', '/createVessel', { token: other, body: { id, vesselDwt: 1 } });
      expect(cross.status).toBe(404);
    });

    it('takes numbers below 1 with their zero on both APIs (issue #12: MGO 0.3 stored as 0.3, not 3)', async () => {
      const r = await rest(server.url, 'PUT', '/createVessel', {
        token: admin,
        body: { vesselName: 'Decimal Tern', vesselPIdleConsmMGO: '0.3', vesselTPC: '0.05', vesselPIdleConsmHS: '0' },
      });
      expect(r.status).toBe(200);
      expect(r.body.vessel).toMatchObject({ vesselPIdleConsmMGO: 0.3, vesselTPC: 0.05, vesselPIdleConsmHS: 0 });
      const g = await gql<{ createVessel: { vesselPIdleConsmMGO: number } }>(
        server.url,
        `mutation ($input: VesselInput!) { createVessel(input: $input) { vesselPIdleConsmMGO } }`,
        { input: { vesselName: 'Decimal Tern G', vesselPIdleConsmMGO: 0.3 } },
        admin,
      );
      expect(g.errors).toBeUndefined();
      expect(g.data?.createVessel.vesselPIdleConsmMGO).toBe(0.3);
    });

    it('is refused to Sales', async () => {
      const r = await rest(server.url, 'PUT', '/createVessel', { token: sales, body: { vesselName: 'Nope' } });
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('FORBIDDEN');
    });
  });

  describe('GraphQL', () => {
    it('pages and searches the catalogue', async () => {
      const g = await gql<{ vessels: { totalElements: number; size: number; content: { vesselName: string }[] } }>(
        server.url,
        VESSELS,
        { search: 'Straits', limit: 2 },
        admin,
      );
      expect(g.errors).toBeUndefined();
      expect(g.data?.vessels).toMatchObject({ size: 2, totalElements: 4 });
      expect(g.data?.vessels.content.map((v) => v.vesselName)).toEqual(['Straits Casuarina', 'Straits Meranti']);
    });

    it('reads one vessel with its extra details, and never one of another organization', async () => {
      const page = await gql<{ vessels: { content: { id: number }[] } }>(server.url, VESSELS, { limit: 1 }, admin);
      const id = page.data!.vessels.content[0]!.id;
      const g = await gql<{ vessel: { vesselExtraDetails: { holdCapacity: unknown[] } } }>(
        server.url,
        VESSEL,
        { id },
        admin,
      );
      expect(g.data?.vessel.vesselExtraDetails.holdCapacity.length).toBeGreaterThan(0);
      const cross = await gql(server.url, VESSEL, { id }, other);
      expect(cross.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('creates and updates with typed inputs and the same messages', async () => {
      const bad = await gql(server.url, CREATE, { input: { vesselDwt: 1000 } }, admin);
      expect(bad.errors?.[0]).toMatchObject({
        message: 'Vessel Name is required',
        extensions: { code: 'BAD_USER_INPUT', field: 'vesselName' },
      });
      const neg = await gql(server.url, CREATE, { input: { vesselName: 'Neg', vesselDwt: -5 } }, admin);
      expect(neg.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'vesselDwt' });
      const ok = await gql<{ createVessel: { id: number; vesselScrubber: string; fuelType: string } }>(
        server.url,
        CREATE,
        {
          input: {
            vesselName: 'Graph Tern',
            vesselDwt: 12_000,
            vesselBuilt: 2011,
            vesselExtraDetails: { vesselTextDescription: 'Small' },
          },
        },
        pricing,
      );
      expect(ok.errors).toBeUndefined();
      expect(ok.data?.createVessel).toMatchObject({ vesselScrubber: 'YES', fuelType: 'TYPE0' });
      const id = ok.data!.createVessel.id;
      const up = await gql<{ updateVessel: { vesselName: string; vesselDwt: number } }>(
        server.url,
        UPDATE,
        { id, input: { vesselDwt: 12_500 } },
        admin,
      );
      expect(up.data?.updateVessel).toEqual({ id, vesselName: 'Graph Tern', vesselDwt: 12_500 });
      const cross = await gql(server.url, UPDATE, { id, input: { vesselDwt: 1 } }, other);
      expect(cross.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const forbidden = await gql(server.url, CREATE, { input: { vesselName: 'S' } }, sales);
      expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
});
