import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../server/db/orm.js';
import { logger } from '../../server/logger.js';
import { Mailbox } from '../../server/modules/email/mailbox.entity.js';
import { startSmtpReceiver, type SmtpReceiver } from '../../server/modules/email/smtp-receiver.js';
import { Organization } from '../../server/modules/organizations/organization.entity.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * E-mail ingestion (issue #15): the upload (REST message/rfc822 and GraphQL uploadEmail, one reader), the
 * reader's queries, positions across e-mails (newest wins, sources listed), the SMTP listener fed by
 * nodemailer, the mailbox settings (password never answered) and isolation between organizations.
 */

const CORPUS = new URL('../../../shared/data/emails-dev/', import.meta.url);
const dev = (n: number) => readFileSync(new URL(`dev_${String(n).padStart(2, '0')}.eml`, CORPUS));

/** A small position list; `id` makes the Message-ID, `date` the Date header (RFC 2822). */
function positionList(id: string, date: Date, lines: string[], subject = 'SUPRAMAX POSITIONS'): string {
  return [
    'From: Broker One <desk@broker-one.example>',
    'To: positions@demo.example',
    `Subject: ${subject}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${id}@broker-one.example>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'Good morning, pls find our open tonnage:',
    '',
    '=== FAR EAST ===',
    ...lines,
    '',
    'Best regards',
    'Broker One',
    '',
  ].join('\r\n');
}

async function upload(url: string, token: string | undefined, raw: string | Buffer, type = 'message/rfc822') {
  const res = await fetch(`${url}/api/v1/emails`, {
    method: 'POST',
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof raw === 'string' ? raw : new Uint8Array(raw),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const AUTO = `query ($filter: EmailPositionFilterInput!) {
  emailPositions(filter: $filter) { id: databaseId vesselName portName emailId conflicts sources { emailId portName sender } }
}`;

describe('e-mail ingestion', () => {
  let server: TestServer;
  const t: Record<string, string> = {};
  let demoOrg: number;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.orm.em.fork() as Em;
    const demo = await em.findOneOrFail(Organization, { organizationCode: 'DEMO' });
    const other = await em.findOneOrFail(Organization, { organizationCode: 'OTHER' });
    demo.emailReceiver = 'positions@demo.example';
    other.emailReceiver = 'positions@other.example';
    await em.flush();
    demoOrg = demo.id;
    for (const [who, email] of Object.entries({
      admin: 'admin@demo.example',
      pricing: 'pricing@demo.example',
      sales: 'sales@demo.example',
      other: 'admin@other.example',
    }))
      t[who] = await loginToken(server.url, email);
  });
  afterAll(async () => server?.close());

  it('POST /api/v1/emails reads a corpus e-mail: 201 with its positions named as truth.json has them', async () => {
    const r = await upload(server.url, t.admin, dev(1));
    expect(r.status).toBe(201);
    expect(r.body.id).toEqual(expect.any(Number));
    expect(r.body.positions.length).toBeGreaterThan(5);
    const ocean = r.body.positions.find((p: any) => p.vesselName === 'OCEAN PRIDE');
    expect(ocean).toMatchObject({
      vesselName: 'OCEAN PRIDE',
      dwt: 58000,
      built: 2012,
      openPort: 'CJK',
      openDateFrom: '2024-11-25',
      openDateTo: '2024-11-30',
      region: 'Far East',
      gear: 'geared',
    });
    expect(ocean.confidence).toBeGreaterThan(0);
    expect(ocean.sourceLine).toContain('OCEAN PRIDE');
    // The same message again is the same record: nothing stored twice.
    const again = await upload(server.url, t.admin, dev(1));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: r.body.id, duplicate: true });
    expect(again.body.positions.length).toBe(r.body.positions.length);
  });

  it('GraphQL uploadEmail goes through the same reader and the same refusals', async () => {
    const mutation = `mutation ($raw: String!) { uploadEmail(raw: $raw) { id duplicate positions { vesselName region } } }`;
    const ok = await gql<any>(server.url, mutation, { raw: dev(2).toString('utf8') }, t.pricing);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.uploadEmail.duplicate).toBe(false);
    expect(ok.data.uploadEmail.positions.length).toBeGreaterThan(5);

    const bad = await gql<any>(server.url, mutation, { raw: 'just some text, no headers' }, t.admin);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'raw' });
    const restBad = await upload(server.url, t.admin, 'just some text, no headers');
    expect(restBad.status).toBe(400);
    expect(restBad.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'raw' });
    expect(restBad.body.error).toBe(bad.errors![0]!.message);

    const wrongType = await upload(server.url, t.admin, dev(3), 'text/plain');
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'raw' });
    expect((await upload(server.url, undefined, dev(3))).status).toBe(401);
    expect((await upload(server.url, t.sales, dev(3))).status).toBe(403);
  });

  it('a non-position e-mail is stored with no positions (cargo order dev_07)', async () => {
    const r = await upload(server.url, t.admin, dev(7));
    expect(r.status).toBe(201);
    expect(r.body.positions).toEqual([]);
  });

  it('the same ship from several brokers is one current position with its sources, newest first', async () => {
    const now = Date.now();
    const older = positionList('ship-a-1', new Date(now - 3 * 3_600_000), [
      'MV KESTREL HARMONY 58,000DWT BLT 2015 4X30T CR OPEN QINGDAO PPT',
    ]);
    const newer = positionList('ship-a-2', new Date(now - 3_600_000), [
      'MV KESTREL HARMONY 58,000DWT BLT 2015 4X30T CR OPEN TIANJIN PPT',
    ]);
    // Imported newest first: the older report arriving later does not take over.
    expect((await upload(server.url, t.admin, newer)).status).toBe(201);
    expect((await upload(server.url, t.admin, older)).status).toBe(201);
    const r = await gql<any>(server.url, AUTO, { filter: { portRegion: [] } }, t.admin);
    expect(r.errors).toBeUndefined();
    const rows = r.data.emailPositions.filter((p: any) => p.vesselName === 'KESTREL HARMONY');
    expect(rows).toHaveLength(1);
    expect(rows[0].portName).toBe('Tianjin');
    expect(rows[0].sources.map((s: any) => s.portName)).toEqual(['Tianjin', 'Qingdao']);
    expect(rows[0].conflicts).toContain('openPort');
  });

  it('the reader lists, filters and opens e-mails of the own organization only', async () => {
    const list = `query ($f: ReaderFilterInput!) { readerEmails(filter: $f) { id: databaseId sender subject positionCount } }`;
    const all = await gql<any>(server.url, list, { f: { days: 30, portRegion: [] } }, t.admin);
    expect(all.errors).toBeUndefined();
    expect(all.data.readerEmails.length).toBeGreaterThanOrEqual(5);
    const byVessel = await gql<any>(server.url, list, { f: { days: 30, vesselName: 'kestrel' } }, t.admin);
    expect(byVessel.data.readerEmails).toHaveLength(2);
    const bad = await gql<any>(server.url, list, { f: { days: 31 } }, t.admin);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'days' });
    const restBad = await rest(server.url, 'GET', '/emails?days=0', { token: t.admin });
    expect(restBad).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field: 'days' } });

    const id = byVessel.data.readerEmails[0].id;
    const view = await rest(server.url, 'GET', `/emails/${id}`, { token: t.admin });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ from: 'Broker One <desk@broker-one.example>', to: 'positions@demo.example' });
    expect(view.body.text).toContain('KESTREL HARMONY');
    expect(view.body.positions[0].sourceLine).toContain('KESTREL HARMONY');

    // Another organization sees none of it: not in lists, not by id, not in the Auto tab.
    const theirs = await gql<any>(server.url, list, { f: { days: 30, portRegion: [] } }, t.other);
    expect(theirs.data.readerEmails).toEqual([]);
    expect((await rest(server.url, 'GET', `/emails/${id}`, { token: t.other })).status).toBe(404);
    const auto = await gql<any>(server.url, AUTO, { filter: { portRegion: [] } }, t.other);
    expect(auto.data.emailPositions.map((p: any) => p.vesselName)).not.toContain('KESTREL HARMONY');
    // The same message uploaded by the other organization is its own copy.
    const copy = await upload(server.url, t.other, dev(1));
    expect(copy.status).toBe(201);
    expect(
      (await gql<any>(server.url, list, { f: { days: 30, portRegion: [] } }, t.other)).data.readerEmails,
    ).toHaveLength(1);
  });

  describe('SMTP listener', () => {
    let smtp: SmtpReceiver;
    beforeAll(async () => {
      smtp = await startSmtpReceiver({ orm: server.orm, host: '127.0.0.1', port: 0, maxBytes: 200_000, log: logger });
    });
    afterAll(async () => smtp?.close());
    const transport = () =>
      nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });

    it("accepts mail for an organization's receiver, once, and refuses other recipients and oversize mail", async () => {
      const raw = positionList('smtp-1', new Date(), ['MV SMTP SPARROW 61,300MT BLT 2019 4X30T CR OPEN SINGAPORE PPT']);
      const info = await transport().sendMail({
        envelope: { from: 'desk@broker-one.example', to: ['POSITIONS@demo.example'] },
        raw,
      });
      expect(info.accepted).toEqual(['POSITIONS@demo.example']);
      await transport().sendMail({
        envelope: { from: 'desk@broker-one.example', to: ['positions@demo.example'] },
        raw,
      });
      const list = `query { readerEmails(filter: { days: 1, search: "SMTP SPARROW" }) { id: databaseId } }`;
      expect((await gql<any>(server.url, list, {}, t.admin)).data.readerEmails).toHaveLength(1);
      expect((await gql<any>(server.url, list, {}, t.other)).data.readerEmails).toHaveLength(0);

      await expect(
        transport().sendMail({ envelope: { from: 'x@y.example', to: ['nobody@demo.example'] }, raw }),
      ).rejects.toMatchObject({ responseCode: 550 });
      const big = positionList('smtp-big', new Date(), ['MV BIG ONE 58,000DWT OPEN QINGDAO PPT', 'x'.repeat(300_000)]);
      await expect(
        transport().sendMail({ envelope: { from: 'x@y.example', to: ['positions@demo.example'] }, raw: big }),
      ).rejects.toMatchObject({ responseCode: 552 });
    });
  });

  it('mailbox settings: admins only, the password sealed at rest and never answered', async () => {
    const set = `mutation ($i: MailboxInput!) { setMailbox(input: $i) { host port username status } }`;
    const input = {
      host: '127.0.0.1',
      port: 1,
      tls: false,
      username: 'u@x.example',
      password: 'hunter2-secret',
      enabled: false,
    };
    expect((await gql<any>(server.url, set, { i: input }, t.pricing)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const r = await gql<any>(server.url, set, { i: input }, t.admin);
    expect(r.errors).toBeUndefined();
    expect(r.data.setMailbox).toMatchObject({ host: '127.0.0.1', status: 'stopped' });
    const get = await rest(server.url, 'GET', '/mailbox', { token: t.admin });
    expect(JSON.stringify(get.body)).not.toContain('hunter2');
    expect(Object.keys(get.body)).not.toContain('password');
    const em = server.orm.em.fork() as Em;
    const row = await em.findOneOrFail(Mailbox, { organization: demoOrg }, { populate: ['passwordSealed'] });
    expect(row.passwordSealed).not.toContain('hunter2');
    expect(row.passwordSealed.startsWith('v1:')).toBe(true);
    const noPassword = await rest(server.url, 'PUT', '/mailbox', {
      token: t.other,
      body: { host: 'imap.example', port: 993, username: 'x' },
    });
    expect(noPassword).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field: 'password' } });
    const badPort = await rest(server.url, 'PUT', '/mailbox', {
      token: t.admin,
      body: { host: 'imap.example', port: 70000, username: 'x' },
    });
    expect(badPort).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field: 'port' } });
    expect((await rest(server.url, 'GET', '/mailbox', { token: t.other })).body).toBeNull();
  });
});
