import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, type Started } from '../../server/bootstrap.js';
import { loadConfig, type AppConfig } from '../../server/config.js';
import { gql, loginToken } from '../helpers/api.js';
import { dovecotAvailable, startDovecot, type Dovecot } from '../helpers/dovecot.js';
import { scratchDatabase } from '../helpers/scratch-database.js';

/**
 * The IMAP reader against a real Dovecot on loopback (issue #15, acceptance): a position list appended to
 * the INBOX while the reader runs appears in the reader and the Auto tab within 5 seconds, once; a restart
 * of the product does not import it again; mail that arrives while the connection is lost is caught up.
 */

const CORPUS = new URL('../../../shared/data/emails-dev/', import.meta.url);

/** A fresh position list dated now (so the screens' 'last 1 day' windows show it). */
function freshList(id: string, vessel: string, port: string): string {
  return [
    'From: Broker Two <ops@broker-two.example>',
    'To: positions@test.local',
    `Subject: OPEN TONNAGE ${vessel}`,
    `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${id}@broker-two.example>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'Dear all, our open positions:',
    '',
    `MV ${vessel} 58,000DWT BLT 2016 4X30T CR OPEN ${port} PPT`,
    '',
    'Rgds',
    '',
  ].join('\r\n');
}

async function persistentDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.DATABASE_URL?.startsWith('postgres')) return scratchDatabase();
  const dir = mkdtempSync(path.join(tmpdir(), 'voyage-imap-'));
  return { url: `pglite://${path.join(dir, 'db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const READER = `query ($f: ReaderFilterInput!) { readerEmails(filter: $f) { id: databaseId subject source } }`;
const AUTO = `query ($f: EmailPositionFilterInput!) { emailPositions(filter: $f) { vesselName portName } }`;
const MAILBOX = `query { mailbox { status lastMessageAt lastError importedCount } }`;

describe.skipIf(!dovecotAvailable())('IMAP reader against Dovecot', () => {
  let dovecot: Dovecot;
  let db: { url: string; drop(): Promise<void> };
  let config: AppConfig;
  let product: Started | null = null;
  let token: string;

  const append = async (raw: string | Buffer) => {
    const client = new ImapFlow({
      host: dovecot.host,
      port: dovecot.port,
      secure: false,
      auth: { user: dovecot.user, pass: dovecot.password },
      logger: false,
    });
    await client.connect();
    await client.append('INBOX', raw);
    await client.logout();
  };
  const emails = async (search: string) =>
    (await gql<any>(product!.app.url, READER, { f: { days: 30, search } }, token)).data.readerEmails as any[];

  beforeAll(async () => {
    dovecot = await startDovecot();
    db = await persistentDatabase();
    config = loadConfig({ port: 0, databaseUrl: db.url, seedDemo: true, webDist: undefined });
    product = await bootstrap(config, { catalogue: false });
    token = await loginToken(product.app.url, 'admin@demo.example');
  });
  afterAll(async () => {
    await product?.stop();
    await dovecot?.dispose();
    await db?.drop();
  });

  it('connects, imports what is already there, then each appended list within 5 s, once', async () => {
    // Already in the mailbox before it is connected: a corpus list and a cargo order.
    dovecot.save(readFileSync(new URL('dev_01.eml', CORPUS)));
    dovecot.save(readFileSync(new URL('dev_07.eml', CORPUS)));
    const set = await gql<any>(
      product!.app.url,
      `mutation ($i: MailboxInput!) { setMailbox(input: $i) { status } }`,
      { i: { host: dovecot.host, port: dovecot.port, tls: false, username: dovecot.user, password: dovecot.password } },
      token,
    );
    expect(set.errors).toBeUndefined();
    const state = await waitFor(
      async () => (await gql<any>(product!.app.url, MAILBOX, {}, token)).data.mailbox,
      (m) => m.status === 'connected' && m.importedCount >= 2,
      10_000,
    );
    expect(state).toMatchObject({ status: 'connected', lastError: null, importedCount: 2 });

    // Appended while the reader idles: on the reader screen and in the Auto tab within 5 s.
    const started = Date.now();
    await append(freshList('imap-live-1', 'IDLE FALCON', 'QINGDAO'));
    const found = await waitFor(
      () => emails('IDLE FALCON'),
      (r) => r.length > 0,
      5_000,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(found).toHaveLength(1);
    expect(found[0].source).toBe('imap');
    const auto = await gql<any>(product!.app.url, AUTO, { f: { portRegion: [] } }, token);
    expect(auto.data.emailPositions.filter((p: any) => p.vesselName === 'IDLE FALCON')).toEqual([
      { vesselName: 'IDLE FALCON', portName: 'Qingdao' },
    ]);
    // The same message appended a second time (another copy, same Message-ID) is not imported again.
    await append(freshList('imap-live-1', 'IDLE FALCON', 'QINGDAO'));
    await append(freshList('imap-live-2', 'IDLE HERON', 'SINGAPORE'));
    await waitFor(
      () => emails('IDLE HERON'),
      (r) => r.length > 0,
      5_000,
    );
    expect(await emails('IDLE FALCON')).toHaveLength(1);
  });

  it('a restart of the product imports nothing twice and catches up what came meanwhile', async () => {
    const before = (await gql<any>(product!.app.url, READER, { f: { days: 30, portRegion: [] } }, token)).data
      .readerEmails.length;
    await product!.stop();
    product = null;
    dovecot.save(freshList('imap-while-down', 'RESTART OSPREY', 'TIANJIN'));
    product = await bootstrap(config, { catalogue: false });
    token = await loginToken(product.app.url, 'admin@demo.example');
    const caught = await waitFor(
      () => emails('RESTART OSPREY'),
      (r) => r.length > 0,
      10_000,
    );
    expect(caught).toHaveLength(1);
    const after = (await gql<any>(product.app.url, READER, { f: { days: 30, portRegion: [] } }, token)).data
      .readerEmails.length;
    expect(after).toBe(before + 1);
  });

  it('a lost connection is shown, retried, and the mail that arrived meanwhile is caught up', async () => {
    await dovecot.stop();
    const down = await waitFor(
      async () => (await gql<any>(product!.app.url, MAILBOX, {}, token)).data.mailbox,
      (m) => m.status !== 'connected',
      10_000,
    );
    expect(down.status).not.toBe('connected');
    dovecot.save(freshList('imap-lost-1', 'LOST TERN', 'ROTTERDAM'));
    await dovecot.start();
    const caught = await waitFor(
      () => emails('LOST TERN'),
      (r) => r.length > 0,
      20_000,
    );
    expect(caught).toHaveLength(1);
    const up = await waitFor(
      async () => (await gql<any>(product!.app.url, MAILBOX, {}, token)).data.mailbox,
      (m) => m.status === 'connected',
      10_000,
    );
    expect(up.status).toBe('connected');
  });
});
