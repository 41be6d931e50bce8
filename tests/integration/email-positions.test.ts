import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/auth/routes.js';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-seed.js';
import type { Em } from '../../server/db/orm.js';
import { hashPassword } from '../../server/modules/auth/password.js';
import { ParsedEmail } from '../../server/modules/email/parsed-email.entity.js';
import { VesselPosition } from '../../server/modules/email/vessel-position.entity.js';
import { Organization } from '../../server/modules/organizations/organization.entity.js';
import { Role } from '../../server/modules/users/role.entity.js';
import { User } from '../../server/modules/users/user.entity.js';
import { Vessel } from '../../server/modules/vessels/vessel.entity.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * The Add Fleet "Auto" search of parsed e-mail positions (GraphQL emailPositions, REST GET/POST
 * /getEmailsFleetList). No reader fills the tables yet, so the positions are written with the ORM.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.now();

const QUERY = `query ($filter: EmailPositionFilterInput!) {
  emailPositions(filter: $filter) {
    id: databaseId vesselName vesselId dwt built gears portName portRegion lat lng dateOpen emailDate subject sender
    emailId dateOpenEnd confidence sourceLine conflicts
    sources { id: databaseId emailId sender subject emailDate reportedAt portName dateOpen dateOpenEnd dwt built sourceLine }
  }
}`;

const ROW_KEYS = (
  'id vesselName vesselId dwt built gears portName portRegion lat lng dateOpen emailDate subject sender ' +
  'emailId dateOpenEnd confidence sourceLine sources conflicts'
)
  .split(' ')
  .sort();

interface Pos {
  name: string;
  dwt: number | null;
  gears: string | null;
  region: string;
  port?: string | null;
}

/** Positions of the demo organization by e-mail age (hours before NOW). */
const DEMO_MAIL: { hoursAgo: number; positions: Pos[] }[] = [
  {
    hoursAgo: 2,
    positions: [
      { name: 'Supra Geared', dwt: 58_000, gears: '4x30t cr', region: 'Far East', port: 'Qingdao' },
      { name: 'Pmx Gls', dwt: 82_000, gears: 'GLS', region: 'ECSA', port: 'Santos' },
      { name: 'Cape Gearless', dwt: 180_000, gears: 'Gearless', region: 'Continent / Baltic', port: 'Rotterdam' },
      { name: 'Handy Top', dwt: 40_000, gears: null, region: 'Unknown', port: null },
      { name: 'Pmx Boundary', dwt: 68_001, gears: 'G/LESS', region: 'SE Asia', port: 'Singapore' },
      { name: 'Cape Boundary', dwt: 100_001, gears: 'NO GEAR', region: 'Australia / NZ', port: 'Port Hedland' },
      { name: 'Supra Boundary', dwt: 40_001, gears: 'CR 4X30T', region: 'Med / Black Sea', port: 'Constanta' },
      { name: 'No Dwt', dwt: null, gears: null, region: 'Unknown', port: 'somewhere' },
    ],
  },
  { hoursAgo: 5 * 24, positions: [{ name: 'Old Supra', dwt: 55_000, gears: '4 X 30 MT CRANES', region: 'Far East' }] },
  { hoursAgo: 40 * 24, positions: [{ name: 'Ancient Ultra', dwt: 68_000, gears: 'C4X36', region: 'Far East' }] },
];
const OTHER_MAIL = [
  { hoursAgo: 1, positions: [{ name: 'Other Org Supra', dwt: 58_000, gears: '4x30t cr', region: 'Far East' }] },
];
const ALL_DEMO = DEMO_MAIL.flatMap((m) => m.positions.map((p) => p.name));

async function insertMail(em: Em, org: Organization, mails: typeof DEMO_MAIL, vessel?: Vessel): Promise<void> {
  for (const [i, mail] of mails.entries()) {
    const emailDate = new Date(NOW - mail.hoursAgo * HOUR);
    const email = em.create(ParsedEmail, {
      sender: `broker${i}@positions.example`,
      subject: `Positions ${i}`,
      receivedAt: emailDate,
      emailContent: mail.positions.map((p) => `MV ${p.name}`).join('\n'),
      messageId: `<test-${org.id}-${i}@positions.example>`,
      organization: org,
    });
    for (const p of mail.positions) {
      em.create(VesselPosition, {
        vesselName: p.name,
        vessel: p.name === 'Supra Geared' ? (vessel ?? null) : null,
        dwt: p.dwt,
        built: 2015,
        gears: p.gears,
        portName: p.port ?? null,
        portRegion: p.region,
        lat: p.port ? 10 : null,
        lng: p.port ? 20 : null,
        dateOpen: p.name === 'Pmx Gls' ? null : new Date(emailDate.getTime() + 5 * DAY),
        emailDate,
        sender: email.sender,
        subject: email.subject,
        email,
        organization: org,
      });
    }
  }
  await em.flush();
}

type Row = Record<string, any>;

describe('e-mail positions: the Add Fleet Auto search', () => {
  let server: TestServer;
  const t: Record<string, string> = {};
  let demoOrg: number;
  let otherOrg: number;
  let vesselId: number;

  const names = (rows: Row[]) => rows.map((r) => r.vesselName).sort();
  const search = async (who: string, filter: Record<string, unknown>) => {
    const r = await gql<{ emailPositions: Row[] }>(server.url, QUERY, { filter }, t[who]);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!.emailPositions;
  };
  const post = (who: string | undefined, body: unknown) =>
    rest<any>(server.url, 'POST', '/getEmailsFleetList', { token: who ? t[who] : undefined, body });
  const get = (who: string | undefined, query: Record<string, string>) =>
    rest<any>(server.url, 'GET', `/getEmailsFleetList?${new URLSearchParams(query)}`, {
      token: who ? t[who] : undefined,
    });
  const days = (n: number) => new Date(NOW - n * DAY).toISOString();

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.orm.em.fork() as Em;
    const demo = await em.findOneOrFail(Organization, { organizationCode: 'DEMO' });
    const other = await em.findOneOrFail(Organization, { organizationCode: 'OTHER' });
    demoOrg = demo.id;
    otherOrg = other.id;
    const admin = await em.findOneOrFail(User, { email: 'admin@demo.example' });
    const vessel = em.create(Vessel, {
      vesselName: 'Supra Geared',
      vesselDwt: 58_000,
      organization: demo,
      savedBy: admin,
    });
    await em.flush();
    vesselId = vessel.id;
    await insertMail(em, demo, DEMO_MAIL, vessel);
    await insertMail(em, other, OTHER_MAIL);
    // A login holding both the admin role and ADMIN: the only kind that opens the calculator and may pick orgId.
    const roles = await em.find(Role, { name: { $in: [ROLE.admin, ROLE.superAdmin] } });
    const chief = em.create(User, {
      email: 'chief@demo.example',
      firstName: 'Chief',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      organization: demo,
      userAccessLevel: 5,
    });
    chief.roles.add(roles);
    await em.flush();
    const emails = {
      admin: 'admin@demo.example',
      pricing: 'pricing@demo.example',
      sales: 'sales@demo.example',
      sa: 'superadmin@demo.example',
      other: 'admin@other.example',
      chief: 'chief@demo.example',
    };
    for (const [who, email] of Object.entries(emails)) t[who] = await loginToken(server.url, email);
  });
  afterAll(async () => server?.close());

  describe('filters', () => {
    it('answers every position of the organization, newest e-mail first, as EmailPosition rows', async () => {
      const rows = await search('admin', {});
      expect(names(rows)).toEqual([...ALL_DEMO].sort());
      const times = rows.map((r) => Date.parse(r.emailDate));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(rows.at(-1)!.vesselName).toBe('Ancient Ultra');
      const row = rows.find((r) => r.vesselName === 'Supra Geared')!;
      expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
      expect(row).toMatchObject({
        vesselId,
        dwt: 58_000,
        built: 2015,
        gears: '4x30t cr',
        portName: 'Qingdao',
        portRegion: 'Far East',
        lat: 10,
        lng: 20,
        subject: 'Positions 0',
        sender: 'broker0@positions.example',
        emailDate: new Date(NOW - 2 * HOUR).toISOString(),
      });
      expect(rows.find((r) => r.vesselName === 'Pmx Gls')).toMatchObject({ vesselId: null, dateOpen: null });
      expect(rows.find((r) => r.vesselName === 'Handy Top')).toMatchObject({ portName: null, lat: null, gears: null });
    });

    it("filters on the e-mail date window ('updated since N days'), bounds inclusive", async () => {
      const lastDay = await search('admin', { emailDateLower: days(1), emailDateUpper: new Date(NOW).toISOString() });
      expect(names(lastDay)).toEqual(names(DEMO_MAIL[0]!.positions.map((p) => ({ vesselName: p.name }))));
      const week = await search('admin', { emailDateLower: days(7), emailDateUpper: new Date(NOW).toISOString() });
      expect(week).toHaveLength(9);
      const exactly = new Date(NOW - 5 * DAY).toISOString();
      expect(names(await search('admin', { emailDateLower: exactly, emailDateUpper: exactly }))).toEqual(['Old Supra']);
      expect(await search('admin', { emailDateUpper: days(60) })).toEqual([]);
      expect(names(await search('admin', { emailDateUpper: days(30) }))).toEqual(['Ancient Ultra']);
    });

    it('filters on dwt with inclusive bounds (spec size classes); a position without dwt needs no bound', async () => {
      const supra = await search('admin', { dwtLower: 40_001, dwtUpper: 68_000 });
      expect(names(supra)).toEqual(['Ancient Ultra', 'Old Supra', 'Supra Boundary', 'Supra Geared']);
      const pmx = await search('admin', { dwtLower: 68_001, dwtUpper: 100_000 });
      expect(names(pmx)).toEqual(['Pmx Boundary', 'Pmx Gls']);
      const cape = await search('admin', { dwtLower: 100_001, dwtUpper: 99_999_999 });
      expect(names(cape)).toEqual(['Cape Boundary', 'Cape Gearless']);
      expect(names(await search('admin', { dwtUpper: 40_000 }))).toEqual(['Handy Top']);
      expect(names(await search('admin', { dwtLower: 40_000, dwtUpper: 40_000 }))).toEqual(['Handy Top']);
    });

    it("filters on regions; 'Unknown' matches unresolved positions; names are matched case-insensitively", async () => {
      expect(names(await search('admin', { portRegion: ['Far East'] }))).toEqual([
        'Ancient Ultra',
        'Old Supra',
        'Supra Geared',
      ]);
      expect(names(await search('admin', { portRegion: ['Unknown'] }))).toEqual(['Handy Top', 'No Dwt']);
      expect(names(await search('admin', { portRegion: ['unknown', 'ECSA', 'SE Asia'] }))).toEqual([
        'Handy Top',
        'No Dwt',
        'Pmx Boundary',
        'Pmx Gls',
      ]);
      expect(await search('admin', { portRegion: [] })).toHaveLength(ALL_DEMO.length);
      expect(await search('admin', { portRegion: ['WCSA'] })).toEqual([]);
    });

    it('filters on gear: gearless notations, geared (gear stated), All', async () => {
      expect(names(await search('admin', { gear: 'Gearless' }))).toEqual([
        'Cape Boundary',
        'Cape Gearless',
        'Pmx Boundary',
        'Pmx Gls',
      ]);
      expect(names(await search('admin', { gear: 'Geared' }))).toEqual([
        'Ancient Ultra',
        'Old Supra',
        'Supra Boundary',
        'Supra Geared',
      ]);
      expect(await search('admin', { gear: 'All' })).toHaveLength(ALL_DEMO.length);
    });

    it('combines the filters', async () => {
      const rows = await search('pricing', {
        emailDateLower: days(7),
        emailDateUpper: new Date(NOW).toISOString(),
        dwtLower: 40_001,
        dwtUpper: 68_000,
        portRegion: ['Far East', 'Med / Black Sea'],
        gear: 'Geared',
      });
      expect(names(rows)).toEqual(['Old Supra', 'Supra Boundary', 'Supra Geared']);
    });
  });

  describe('organizations and roles', () => {
    it("never shows another organization's positions; a foreign orgId is FORBIDDEN for all but the admin login", async () => {
      expect(names(await search('other', {}))).toEqual(['Other Org Supra']);
      // Issue #18: a foreign orgId was silently ignored (own rows came back); 403 now, as on every other path.
      const foreign = { admin: otherOrg, other: demoOrg };
      for (const [who, org] of Object.entries(foreign)) {
        const g = await gql(server.url, QUERY, { filter: { organizationId: org } }, t[who]);
        expect([g.data, g.errors?.[0]?.extensions?.code]).toEqual([null, 'FORBIDDEN']);
        for (const r of [await post(who, { orgId: org }), await get(who, { orgId: String(org) })]) {
          expect(r.status).toBe(403);
          expect(r.body).toMatchObject({ code: 'FORBIDDEN' });
        }
      }
      expect(names(await search('admin', { organizationId: demoOrg }))).toEqual([...ALL_DEMO].sort());
      expect(names((await post('other', { orgId: otherOrg })).body)).toEqual(['Other Org Supra']);
    });

    it('lets the admin login that opens the calculator pick an organization (unknown one: NOT_FOUND)', async () => {
      expect(names(await search('chief', {}))).toEqual([...ALL_DEMO].sort());
      expect(names(await search('chief', { organizationId: otherOrg }))).toEqual(['Other Org Supra']);
      expect(names((await post('chief', { orgId: String(otherOrg) })).body)).toEqual(['Other Org Supra']);
      const missing = await post('chief', { orgId: 999_999 });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('refuses roles without the calculator (Sales, the plain admin login) with FORBIDDEN, and anonymous callers', async () => {
      for (const who of ['sales', 'sa']) {
        const g = await gql(server.url, QUERY, { filter: {} }, t[who]);
        expect(g.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect(g.data).toBeNull();
        for (const r of [await post(who, {}), await get(who, {})]) {
          expect(r.status).toBe(403);
          expect(r.body).toMatchObject({ code: 'FORBIDDEN', error: expect.any(String) });
        }
      }
      // A refused role hears FORBIDDEN even with a broken payload, never a hint about it.
      expect((await post('sales', { dwtLower: 'lots' })).status).toBe(403);
      expect((await post(undefined, {})).status).toBe(401);
      expect((await get(undefined, {})).body).toMatchObject({ code: 'UNAUTHENTICATED' });
      const anon = await gql(server.url, QUERY, { filter: {} });
      expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('bad input: BAD_USER_INPUT naming the field, never a 500', () => {
    it.each([
      [{ dwtLower: 70_000, dwtUpper: 60_000 }, 'dwtLower'],
      [{ dwtLower: -1 }, 'dwtLower'],
      [{ dwtUpper: 'lots' }, 'dwtUpper'],
      [{ emailDateLower: 'yesterday' }, 'emailDateLower'],
      [{ emailDateUpper: '2026-13-45T99:00:00Z' }, 'emailDateUpper'],
      [{ emailDateLower: days(1), emailDateUpper: days(2) }, 'emailDateLower'],
      [{ portRegion: 'Far East,Atlantis' }, 'portRegion'],
      [{ gear: 'Cranes' }, 'gear'],
      [{ orgId: 'abc' }, 'orgId'],
    ])('REST %j → %s', async (body, field) => {
      for (const r of [await post('admin', body), await get('admin', body as Record<string, string>)]) {
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', field, error: expect.any(String) });
      }
    });

    it('GraphQL answers the same codes and fields', async () => {
      const reversed = await gql(server.url, QUERY, { filter: { dwtLower: 70_000, dwtUpper: 60_000 } }, t.admin);
      expect(reversed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'dwtLower' });
      const dates = await gql(
        server.url,
        QUERY,
        { filter: { emailDateLower: days(1), emailDateUpper: days(2) } },
        t.admin,
      );
      expect(dates.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'emailDateLower' });
      const region = await gql(server.url, QUERY, { filter: { portRegion: ['Atlantis'] } }, t.admin);
      expect(region.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'portRegion' });
      // Not a date at all: rejected by the DateTimeISO scalar before the resolver; the message names the field.
      const notDate = await gql(server.url, QUERY, { filter: { emailDateLower: 'yesterday' } }, t.admin);
      expect(notDate.status).toBe(400);
      expect(notDate.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(notDate.errors?.[0]?.message).toContain('emailDateLower');
      const badGear = await gql(server.url, QUERY, { filter: { gear: 'Cranes' } }, t.admin);
      expect(badGear.status).toBeLessThan(500);
      expect(badGear.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('REST /getEmailsFleetList', () => {
    it('answers the same rows for a POST body and GET query parameters (portRegion as a comma list)', async () => {
      const filters = {
        emailDateLower: days(7),
        emailDateUpper: new Date(NOW).toISOString(),
        dwtLower: '40001',
        dwtUpper: '99999999',
        portRegion: 'Far East,ECSA,Unknown',
        orgId: String(demoOrg),
        gear: 'All',
      };
      const byPost = await post('admin', { ...filters, dwtLower: 40_001, dwtUpper: 99_999_999, orgId: demoOrg });
      const byGet = await get('admin', filters);
      expect(byPost.status).toBe(200);
      expect(byGet.status).toBe(200);
      expect(byGet.body).toEqual(byPost.body);
      expect(names(byPost.body)).toEqual(['Old Supra', 'Pmx Gls', 'Supra Geared']);
      const row = byPost.body.find((r: Row) => r.vesselName === 'Supra Geared');
      expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
      expect(row).toMatchObject({
        vesselId,
        portRegion: 'Far East',
        emailDate: new Date(NOW - 2 * HOUR).toISOString(),
        dateOpen: new Date(NOW - 2 * HOUR + 5 * DAY).toISOString(),
      });
      const graph = await search('admin', {
        ...filters,
        portRegion: ['Far East', 'ECSA', 'Unknown'],
        dwtLower: 40_001,
        dwtUpper: 99_999_999,
        orgId: undefined,
      });
      expect(graph).toEqual(byPost.body);
    });

    it('treats empty form fields as no filter and accepts a repeated portRegion parameter', async () => {
      const blank = await post('admin', { emailDateLower: '', dwtLower: null, portRegion: '', gear: '', orgId: null });
      expect(blank.status).toBe(200);
      expect(blank.body).toHaveLength(ALL_DEMO.length);
      const r = await rest<any>(server.url, 'GET', '/getEmailsFleetList?portRegion=ECSA&portRegion=SE%20Asia', {
        token: t.admin,
      });
      expect(names(r.body)).toEqual(['Pmx Boundary', 'Pmx Gls']);
    });
  });
});

describe('e-mail positions: demo data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
  });
  afterAll(async () => server?.close());

  it('gives the demo organization a position e-mail from the last day for the Auto tab, none to the other', async () => {
    const admin = await loginToken(server.url, 'admin@demo.example');
    const lastDay = {
      emailDateLower: new Date(Date.now() - DAY).toISOString(),
      emailDateUpper: new Date().toISOString(),
    };
    const r = await gql<{ emailPositions: Row[]; portRegions: string[] }>(
      server.url,
      `query ($filter: EmailPositionFilterInput!) {
        emailPositions(filter: $filter) { vesselName vesselId dwt gears portRegion dateOpen emailDate }
        portRegions
      }`,
      { filter: lastDay },
      admin,
    );
    expect(r.errors).toBeUndefined();
    const rows = r.data!.emailPositions;
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) expect(r.data!.portRegions).toContain(row.portRegion);
    expect(rows.filter((p) => p.vesselId !== null).length).toBeGreaterThanOrEqual(3);
    const dwts = rows.map((p) => p.dwt);
    expect(dwts.some((d) => d > 40_000 && d <= 68_000)).toBe(true);
    expect(dwts.some((d) => d > 68_000 && d <= 100_000)).toBe(true);
    expect(dwts.some((d) => d > 100_000)).toBe(true);
    const geared = await rest<Row[]>(server.url, 'POST', '/getEmailsFleetList', {
      token: admin,
      body: { ...lastDay, gear: 'Geared' },
    });
    expect(geared.body.length).toBeGreaterThan(0);
    expect(geared.body.length).toBeLessThan(rows.length);
    const other = await loginToken(server.url, 'admin@other.example');
    expect((await rest<Row[]>(server.url, 'GET', '/getEmailsFleetList', { token: other })).body).toEqual([]);
  });
});
