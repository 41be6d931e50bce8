import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORT_REGIONS } from '../../shared/ports/port-regions.js';
import { migrate, openOrm, type Em } from '../../server/db/orm.js';
import { PORT_DATA_VERSION } from '../../server/db/seed/ports/index.js';
import type { Actor } from '../../server/modules/auth/actor.js';
import { curatedPorts } from '../../server/modules/ports/curated-ports.js';
import { importWpiCsv } from '../../server/modules/ports/port-import.js';
import { ensurePortTable, upsertCuratedPorts } from '../../server/modules/ports/port-seed.js';
import { Port } from '../../server/modules/ports/port.entity.js';
import { PortService } from '../../server/modules/ports/port.service.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { scratchDatabase } from '../helpers/scratch-database.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Row = {
  id: number;
  name: string;
  country: string;
  lat: number;
  lng: number;
  unlocode: string | null;
  region: string;
  timeZone: string | null;
};
const SEARCH = `query ($port: String!, $offset: Int, $limit: Int) { portsByChar(port: $port, offset: $offset, limit: $limit) { id: databaseId name country countryCode lat lng unlocode region timeZone isEuEea aliases } }`;

describe('port search over REST and GraphQL', () => {
  let server: TestServer;
  let token: string;
  const search = async (port: string, extra = '') => {
    const r = await rest<Row[]>(server.url, 'GET', `/portsByChar?port=${encodeURIComponent(port)}${extra}`, { token });
    expect(r.status).toBe(200);
    return r.body;
  };
  const names = async (port: string, extra = '') => (await search(port, extra)).map((p) => p.name);

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'sales@demo.example');
  });
  afterAll(async () => server?.close());

  it.each([
    ['Qingdao', 'Qingdao'],
    ['qing', 'Qingdao'],
    ['Tubarao', 'Tubarão'],
    ['tubarão', 'Tubarão'],
    ['TUBA', 'Tubarão'],
    ['Richards', 'Richards Bay'],
    ['Paranagua', 'Paranaguá'],
    ['newcastle', 'Newcastle (AU)'],
    ['Kamsar', 'Kamsar'],
    ['Port Hed', 'Port Hedland'],
    ['hedland', 'Port Hedland'],
  ])('finds %j by prefix, %j first, on both APIs', async (text, expected) => {
    expect((await names(text))[0]).toBe(expected);
    const g = await gql<{ portsByChar: { name: string }[] }>(server.url, SEARCH, { port: text }, token);
    expect(g.errors).toBeUndefined();
    expect(g.data?.portsByChar[0]?.name).toBe(expected);
  });

  it('answers the fields the client reads, plus identity, region and time zone', async () => {
    const [qingdao] = await search('Qingdao');
    expect(Object.keys(qingdao!).sort()).toEqual([
      'country',
      'countryCode',
      'id',
      'lat',
      'lng',
      'name',
      'region',
      'timeZone',
      'unlocode',
    ]);
    expect(qingdao).toMatchObject({
      name: 'Qingdao',
      country: 'China',
      countryCode: 'CN',
      unlocode: 'CNTAO',
      region: 'Far East',
      timeZone: 'Asia/Shanghai',
    });
    const g = await gql<{ portsByChar: { isEuEea: boolean; timeZone: string }[] }>(
      server.url,
      SEARCH,
      { port: 'Rotterdam', limit: 1 },
      token,
    );
    expect(g.data?.portsByChar[0]).toMatchObject({ isEuEea: true, timeZone: 'Europe/Amsterdam' });
    const one = await gql<{ port: { name: string } | null }>(
      server.url,
      `query ($id: Int!) { port(id: $id) { name } }`,
      { id: qingdao!.id },
      token,
    );
    expect(one.data?.port?.name).toBe('Qingdao');
    const none = await gql<{ port: null }>(server.url, `query { port(id: 987654321) { name } }`, {}, token);
    expect(none.data?.port).toBeNull();
  });

  it('ignores case, accents and punctuation', async () => {
    const id = (await search('Tubarão'))[0]!.id;
    for (const text of ['TUBARAO', 'tUbArÃo', ' tubarao ']) expect((await search(text))[0]!.id).toBe(id);
    expect((await names('sept iles'))[0]).toBe('Sept-Îles');
    expect((await names('SEPT-ILES'))[0]).toBe('Sept-Îles');
  });

  it.each([
    ['TSINGTAO', 'Qingdao'],
    ['QDAO', 'Qingdao'],
    ['SPORE', 'Singapore'],
    ["S'PORE", 'Singapore'],
    ['RBCT', 'Richards Bay'],
    ['Dunkerque', 'Dunkirk'],
    ['NOLA', 'New Orleans'],
  ])('knows the alias %j', async (alias, expected) => {
    expect((await names(alias))[0]).toBe(expected);
  });

  it('ranks the Australian Newcastle before the British one', async () => {
    const found = await names('newcastle');
    expect(found.slice(0, 2)).toEqual(['Newcastle (AU)', 'Newcastle (UK)']);
  });

  it('answers an area alias with the ports of the area', async () => {
    const usg = await search('USG');
    expect(usg.length).toBeGreaterThan(5);
    expect(usg.every((p) => p.region === 'US Gulf / Caribs')).toBe(true);
    expect(usg.map((p) => p.name)).toEqual(expect.arrayContaining(['New Orleans', 'Houston', 'Mobile']));
    const cjk = await search('CJK', '&limit=500');
    expect(new Set(cjk.map((p) => p.country))).toEqual(new Set(['China', 'Japan', 'South Korea']));
  });

  it('pages with offset and limit (default 100, at most 500)', async () => {
    const first = await search('s', '&offset=0&limit=5');
    const second = await search('s', '&offset=5&limit=5');
    const both = await search('s', '&limit=10');
    expect(first).toHaveLength(5);
    expect([...first, ...second].map((p) => p.id)).toEqual(both.map((p) => p.id));
    const all = await search('p', '&limit=500');
    expect(all.length).toBeGreaterThan(100);
    expect((await search('p')).map((p) => p.id)).toEqual(all.slice(0, 100).map((p) => p.id));
  });

  it('returns nothing for empty text', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('  -- ')).toEqual([]);
    expect((await rest(server.url, 'GET', '/portsByChar', { token })).body).toEqual([]);
  });

  it("lists 'Unknown' and the 13 regions", async () => {
    const r = await rest<string[]>(server.url, 'GET', '/allPortRegions', { token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(['Unknown', ...PORT_REGIONS]);
    const g = await gql<{ portRegions: string[] }>(server.url, `query { portRegions }`, {}, token);
    expect(g.data?.portRegions).toEqual(r.body);
  });

  it('answers 401 without a token', async () => {
    for (const p of ['/portsByChar?port=qing', '/allPortRegions']) {
      const r = await rest(server.url, 'GET', p);
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    const g = await gql(server.url, SEARCH, { port: 'qing' });
    expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['&offset=-1', 'offset'],
    ['&offset=1.5', 'offset'],
    ['&offset=abc', 'offset'],
    ['&limit=501', 'limit'],
    ['&limit=0', 'limit'],
    ['&limit=ten', 'limit'],
    [`&port=${'x'.repeat(201)}`, 'port'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const r = await rest(server.url, 'GET', `/portsByChar?port=qing${query}`, { token });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(typeof r.body.error).toBe('string');
  });

  it('rejects bad paging over GraphQL too', async () => {
    const g = await gql(server.url, SEARCH, { port: 'qing', limit: 501 }, token);
    expect(g.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    const o = await gql(server.url, SEARCH, { port: 'qing', offset: -3 }, token);
    expect(o.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'offset' });
  });

  it('seeds idempotently and upgrades only rows no user edited', async () => {
    const em = server.orm.em.fork() as Em;
    expect(await em.count(Port, { source: 'curated' })).toBe(curatedPorts().length);
    expect(await ensurePortTable(server.orm)).toBeNull();
    const weipa = await em.findOneOrFail(Port, { unlocode: 'AUWEI' });
    const gove = await em.findOneOrFail(Port, { unlocode: 'AUGOV' });
    weipa.name = 'Weipa (edited)';
    weipa.userEdited = true;
    gove.lat = 0;
    gove.dataVersion = PORT_DATA_VERSION - 1;
    await em.flush();
    const report = await upsertCuratedPorts(server.orm.em.fork() as Em, curatedPorts(), PORT_DATA_VERSION);
    expect(report).toMatchObject({ inserted: 0, upgraded: 1, keptUserEdited: 1 });
    const after = server.orm.em.fork();
    expect((await after.findOneOrFail(Port, { unlocode: 'AUWEI' })).name).toBe('Weipa (edited)');
    expect((await after.findOneOrFail(Port, { unlocode: 'AUGOV' })).lat).toBeCloseTo(-12.2);
    expect(await names('Weipa (edited)')).toEqual(['Weipa (edited)']);
  });
});

/** The official WPI (Pub. 150) CSV columns, in order; the fixture fills only the columns the importer reads. */
const WPI_HEADER = (
  'OID_|World Port Index Number|Region Name|Main Port Name|Alternate Port Name|UN/LOCODE|Country Code|World Water Body|' +
  'IHO S-130 Sea Area|Sailing Direction or Publication|Publication Link|Standard Nautical Chart|IHO S-57 Electronic Navigational Chart|' +
  'IHO S-101 Electronic Navigational Chart|Digital Nautical Chart|Tidal Range (m)|Entrance Width (m)|Channel Depth (m)|Anchorage Depth (m)|' +
  'Cargo Pier Depth (m)|Oil Terminal Depth (m)|Liquified Natural Gas Terminal Depth (m)|Maximum Vessel Length (m)|Maximum Vessel Beam (m)|' +
  'Maximum Vessel Draft (m)|Offshore Maximum Vessel Length (m)|Offshore Maximum Vessel Beam (m)|Offshore Maximum Vessel Draft (m)|' +
  'Harbor Size|Harbor Type|Harbor Use|Shelter Afforded|Entrance Restriction - Tide|Entrance Restriction - Heavy Swell|' +
  'Entrance Restriction - Ice|Entrance Restriction - Other|Overhead Limits|Underkeel Clearance Management System|Good Holding Ground|' +
  'Turning Area|Port Security|Estimated Time of Arrival Message|Quarantine - Pratique|Quarantine - Sanitation|Quarantine - Other|' +
  'Traffic Separation Scheme|Vessel Traffic Service|First Port of Entry|US Representative|Pilotage - Compulsory|Pilotage - Available|' +
  'Pilotage - Local Assistance|Pilotage - Advisable|Tugs - Salvage|Tugs - Assistance|Communications - Telephone|Communications - Telefax|' +
  'Communications - Radio|Communications - Radiotelephone|Communications - Airport|Communications - Rail|Search and Rescue|NAVAREA|' +
  'Facilities - Wharves|Facilities - Anchorage|Facilities - Dangerous Cargo Anchorage|Facilities - Med Mooring|Facilities - Beach Mooring|' +
  'Facilities - Ice Mooring|Facilities - Ro-Ro|Facilities - Solid Bulk|Facilities - Liquid Bulk|Facilities - Container|' +
  'Facilities - Breakbulk|Facilities - Oil Terminal|Facilities - LNG Terminal|Facilities - Other|Medical Facilities|Garbage Disposal|' +
  'Chemical Holding Tank Disposal|Degaussing|Dirty Ballast Disposal|Cranes - Fixed|Cranes - Mobile|Cranes - Floating|Cranes Container|' +
  'Lifts - 100+ Tons|Lifts - 50-100 Tons|Lifts - 25-49 Tons|Lifts - 0-24 Tons|Services - Longshoremen|Services - Electricity|' +
  'Services -Steam|Services - Navigation Equipment|Services - Electrical Repair|Services - Ice Breaking|Services -Diving|' +
  'Supplies - Provisions|Supplies - Potable Water|Supplies - Fuel Oil|Supplies - Diesel Oil|Supplies - Aviation Fuel|Supplies - Deck|' +
  'Supplies - Engine|Repairs|Dry Dock|Railway|Latitude|Longitude'
).split('|');

type FixtureRow = {
  wpi: number;
  name: string;
  alt?: string;
  code?: string;
  country: string;
  lat: number | string;
  lng: number | string;
};

/** Synthetic rows in the official layout, quoted throughout, with a byte-order mark like NGA's file. */
function wpiCsv(rows: FixtureRow[]): string {
  const quote = (v: string | number) => `"${String(v).replace(/"/g, '""')}"`;
  const line = (r: FixtureRow) =>
    WPI_HEADER.map((col) => {
      const values: Record<string, string | number> = {
        'World Port Index Number': `${r.wpi}.0`,
        'Region Name': 'Test Coast -- 1',
        'Main Port Name': r.name,
        'Alternate Port Name': r.alt ?? ' ',
        'UN/LOCODE': r.code ?? ' ',
        'Country Code': r.country,
        Latitude: r.lat,
        Longitude: r.lng,
      };
      return quote(values[col] ?? 'Unknown');
    }).join(',');
  return '\uFEFF' + [WPI_HEADER.map(quote).join(','), ...rows.map(line)].join('\r\n') + '\r\n';
}

const ALPHA: FixtureRow = {
  wpi: 990001,
  name: 'Testport Alpha',
  alt: 'Alpha Roads',
  code: 'BR ZZA',
  country: 'Brazil',
  lat: -20.61,
  lng: -40.41,
};
const BETA: FixtureRow = { wpi: 990002, name: 'Testport Beta', country: 'Norway', lat: 60.39, lng: 5.31 };
const GAMMA: FixtureRow = {
  wpi: 990003,
  name: 'Gamma, Port "G"',
  code: 'US ZZG',
  country: 'United States',
  lat: 29.71,
  lng: -95.01,
};
const RICHARDS: FixtureRow = {
  wpi: 990004,
  name: 'Richards Bay Harbour',
  code: 'ZA RCB',
  country: 'South Africa',
  lat: -28.79,
  lng: 32.05,
};
const BROKEN: FixtureRow = { wpi: 990005, name: 'Nowhere', country: 'Chile', lat: 'n/a', lng: -70 };
const SANTOS: FixtureRow = { wpi: 990006, name: 'Santos', country: 'Brazil', lat: -23.95, lng: -46.32 };

describe('World Port Index importer (npm run ports:import)', () => {
  let dir: string;
  let url: string;
  let drop = async () => {};
  const runImport = (rows: FixtureRow[], name: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, wpiCsv(rows));
    const r = spawnSync(
      process.execPath,
      ['--import', '@swc-node/register/esm-register', 'scripts/ports-import.ts', file],
      {
        env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'error' },
        encoding: 'utf8',
      },
    );
    expect(r.status, r.stderr).toBe(0);
    const count = (label: string) => Number(new RegExp(`^${label}:\\s+(\\d+)`, 'm').exec(r.stdout)?.[1]);
    return {
      out: r.stdout,
      inserted: count('inserted'),
      updated: count('updated'),
      unchanged: count('unchanged'),
      skipped: count('skipped \\(user-edited\\)'),
      rejected: count('rejected'),
    };
  };
  const withEm = async <T>(fn: (em: Em) => Promise<T>): Promise<T> => {
    const orm = await openOrm(url);
    try {
      return await fn(orm.em.fork() as Em);
    } finally {
      await orm.close(true);
    }
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ports-import-'));
    if (process.env.DATABASE_URL?.startsWith('postgres')) {
      const db = await scratchDatabase();
      url = db.url;
      drop = db.drop;
    } else url = `pglite://${path.join(dir, 'db')}`;
  });
  afterAll(async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('inserts new ports, gives curated ports their WPI number, rejects unusable rows', async () => {
    const r = runImport([ALPHA, BETA, GAMMA, RICHARDS, BROKEN], 'first.csv');
    expect(r).toMatchObject({ inserted: 3, updated: 1, unchanged: 0, skipped: 0, rejected: 1 });
    expect(r.out).toContain('invalid Latitude');
    await withEm(async (em) => {
      const alpha = await em.findOneOrFail(Port, { wpiNumber: ALPHA.wpi });
      expect(alpha).toMatchObject({
        name: 'Testport Alpha',
        unlocode: 'BRZZA',
        countryCode: 'BR',
        country: 'Brazil',
        region: 'Unknown',
        source: 'wpi',
        timeZone: 'America/Sao_Paulo',
        aliases: ['Alpha Roads'],
      });
      const beta = await em.findOneOrFail(Port, { wpiNumber: BETA.wpi });
      expect(beta).toMatchObject({ unlocode: null, countryCode: 'NO', isEuEea: true, timeZone: 'Europe/Oslo' });
      expect((await em.findOneOrFail(Port, { wpiNumber: GAMMA.wpi })).name).toBe('Gamma, Port "G"');
      const richards = await em.findOneOrFail(Port, { unlocode: 'ZARCB' });
      expect(richards).toMatchObject({ name: 'Richards Bay', source: 'curated', wpiNumber: RICHARDS.wpi, lat: -28.8 });
      beta.name = 'Beta (edited by a user)';
      beta.userEdited = true;
      await em.flush();
    });
  });

  it('updates importer rows, skips user-edited ones, and takes the region from a curated namesake', async () => {
    const r = runImport(
      [{ ...ALPHA, lat: -20.65 }, { ...BETA, name: 'Beta from the file' }, GAMMA, RICHARDS, SANTOS],
      'second.csv',
    );
    expect(r).toMatchObject({ inserted: 1, updated: 1, unchanged: 2, skipped: 1, rejected: 0 });
    await withEm(async (em) => {
      expect((await em.findOneOrFail(Port, { wpiNumber: ALPHA.wpi })).lat).toBe(-20.65);
      expect((await em.findOneOrFail(Port, { wpiNumber: BETA.wpi })).name).toBe('Beta (edited by a user)');
      expect(await em.findOneOrFail(Port, { wpiNumber: SANTOS.wpi })).toMatchObject({
        region: 'ECSA',
        subRegion: 'South Brazil',
        source: 'wpi',
      });
      const actor: Actor = { id: 0, organizationId: 0, firstName: 'test', email: 'test@example.com', roles: [] };
      const santos = await new PortService(em).search(actor, { text: 'santos' });
      expect(santos.map((p) => p.source).slice(0, 2)).toEqual(['curated', 'wpi']);
    });
  });
});

const REAL_WPI = path.resolve('../shared/data/wpi/UpdatedPub150.csv');
const realTitle = existsSync(REAL_WPI)
  ? 'imports the real World Port Index and still ranks the curated bulk ports first'
  : `real World Port Index import skipped: ${REAL_WPI} not found`;

describe('the real World Port Index', () => {
  it.skipIf(!existsSync(REAL_WPI))(realTitle, { timeout: 180_000 }, async () => {
    const db = await scratchDatabase();
    const orm = await openOrm(db.url);
    try {
      await migrate(orm);
      await ensurePortTable(orm);
      const report = await importWpiCsv(orm.em.fork() as Em, readFileSync(REAL_WPI, 'utf8'));
      expect(report.inserted).toBeGreaterThan(2500);
      const em = orm.em.fork() as Em;
      expect(await em.count(Port, {})).toBeGreaterThanOrEqual(3000);
      const actor: Actor = { id: 0, organizationId: 0, firstName: 'test', email: 'test@example.com', roles: [] };
      const service = new PortService(em);
      for (const [text, expected] of [
        ['qingdao', 'Qingdao'],
        ['tubarao', 'Tubarão'],
        ['richards', 'Richards Bay'],
        ['newcastle', 'Newcastle (AU)'],
      ] as const) {
        const [first] = await service.search(actor, { text });
        expect(first, text).toMatchObject({ name: expected, source: 'curated' });
      }
    } finally {
      await orm.close(true);
      await db.drop();
    }
  });
});
