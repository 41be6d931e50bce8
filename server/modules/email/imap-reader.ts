import { ImapFlow } from 'imapflow';
import type { Logger } from 'pino';
import type { MailIngestConfig } from '../../config.js';
import type { Em, Orm } from '../../db/orm.js';
import { EmailIngestService } from './email-ingest.service.js';
import { Mailbox, type MailboxStatus } from './mailbox.entity.js';
import { openSecret } from './mailbox-secret.js';

/** Reconnect delays after a failure, growing to the last one. */
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** A full UID reconciliation this often even when IDLE reports nothing (a missed EXISTS, a quiet server). */
const RECONCILE_MS = 60_000;

/** State changes a reader writes onto its Mailbox row (what the admins see). */
type StatePatch = Partial<
  Pick<
    Mailbox,
    'status' | 'lastConnectedAt' | 'lastMessageAt' | 'lastError' | 'lastErrorAt' | 'uidValidity' | 'lastUid'
  >
>;

/**
 * Every organization's IMAP reader, one per enabled mailbox, in this process. `reload(org)` after a mailbox
 * is saved or removed; `stop()` at shutdown.
 */
export class ImapReaderHub {
  private readonly readers = new Map<number, MailboxReader>();
  private stopped = false;

  constructor(
    private readonly orm: Orm,
    private readonly config: MailIngestConfig,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    if (!this.config.imapReader) return;
    const mailboxes = await this.orm.em.fork().find(Mailbox, { enabled: true });
    for (const m of mailboxes) await this.reload(m.organization.id);
  }

  /** Stops the organization's reader (if any) and starts it again from its saved settings. */
  async reload(organizationId: number): Promise<void> {
    await this.readers.get(organizationId)?.stop();
    this.readers.delete(organizationId);
    if (this.stopped || !this.config.imapReader) return;
    const mailbox = await this.orm.em
      .fork()
      .findOne(Mailbox, { organization: organizationId }, { populate: ['passwordSealed'] });
    if (!mailbox) return;
    if (!mailbox.enabled) {
      await this.orm.em.fork().nativeUpdate(Mailbox, { id: mailbox.id }, { status: 'stopped' });
      return;
    }
    const reader = new MailboxReader(this.orm, this.config, mailbox, this.log.child({ mailbox: mailbox.id }));
    this.readers.set(organizationId, reader);
    reader.start();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.readers.values()].map((r) => r.stop()));
    this.readers.clear();
  }
}

/**
 * One mailbox: connect, import every message above the saved UID (all of them again when UIDVALIDITY
 * changed: Message-ID de-duplication keeps each e-mail once), then IDLE and import on each EXISTS. A lost
 * connection or a failure is recorded and retried with back-off; a restart resumes from the saved UID.
 */
class MailboxReader {
  private client: ImapFlow | null = null;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private syncing: Promise<void> = Promise.resolve();
  private uidValidity: string | null;
  private lastUid: number;
  private readonly organizationId: number;

  constructor(
    private readonly orm: Orm,
    private readonly config: MailIngestConfig,
    private readonly mailbox: Mailbox,
    private readonly log: Logger,
  ) {
    this.uidValidity = mailbox.uidValidity;
    this.lastUid = mailbox.lastUid;
    this.organizationId = mailbox.organization.id;
  }

  start(): void {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    const client = this.client;
    if (client) await client.logout().catch(() => client.close());
    await this.loop;
    await this.save({ status: 'stopped' }).catch(() => undefined);
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      try {
        await this.session();
        failures = 0;
      } catch (err) {
        if (this.stopping) break;
        const message = err instanceof Error ? err.message : String(err);
        this.log.warn({ err }, 'IMAP reader failed');
        await this.save({ status: 'error', lastError: message.slice(0, 2000), lastErrorAt: new Date() }).catch(
          () => undefined,
        );
        failures += 1;
      }
      if (this.stopping) break;
      await this.sleep(BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]!);
    }
  }

  /** One connection, until it closes (resolves) or fails (throws). */
  private async session(): Promise<void> {
    const key = this.config.mailboxKey;
    if (!key) throw new Error('MAILBOX_KEY is not set: the mailbox password cannot be opened');
    await this.save({ status: 'connecting' });
    const client = new ImapFlow({
      host: this.mailbox.host,
      port: this.mailbox.port,
      secure: this.mailbox.tls,
      auth: { user: this.mailbox.username, pass: openSecret(this.mailbox.passwordSealed, key) },
      logger: false,
      // IDLE at once after each command: new mail is reported within a second, not after imapflow's 15 s default.
      autoIdleDelay: 100,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
    });
    this.client = client;
    const closed = new Promise<void>((resolve) => client.on('close', () => resolve()));
    client.on('error', (err: Error) => this.log.warn({ err }, 'IMAP connection error'));
    try {
      await client.connect();
      // Selected without holding a lock: imapflow only IDLEs while no lock is held.
      const status = await client.mailboxOpen(this.mailbox.folder);
      const validity = String(status.uidValidity);
      if (validity !== this.uidValidity) {
        // A new UIDVALIDITY renumbers the folder: read it all again (Message-IDs keep each e-mail once).
        this.uidValidity = validity;
        this.lastUid = 0;
      }
      await this.save({
        status: 'connected',
        lastConnectedAt: new Date(),
        uidValidity: validity,
        lastUid: this.lastUid,
      });
      client.on('exists', () => this.scheduleSync(client));
      const reconcile = setInterval(() => this.scheduleSync(client), RECONCILE_MS);
      try {
        this.scheduleSync(client);
        await Promise.race([closed, this.stopSignal()]);
        await this.syncing;
      } finally {
        clearInterval(reconcile);
      }
    } finally {
      this.client = null;
      client.close();
    }
    if (!this.stopping) throw new Error('The IMAP server closed the connection');
  }

  private stopSignal(): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopping) resolve();
      else this.wake = resolve;
    });
  }

  /** Runs one sync after the ones already queued; a failed sync ends the session (the loop reconnects). */
  private scheduleSync(client: ImapFlow): void {
    this.syncing = this.syncing
      .then(() => (this.stopping ? undefined : this.sync(client)))
      .catch((err: unknown) => {
        this.log.warn({ err }, 'IMAP sync failed');
        client.close();
      });
  }

  /** Imports every message above lastUid, saving lastUid after each so a crash re-reads at most one. */
  private async sync(client: ImapFlow): Promise<void> {
    const from = this.lastUid + 1;
    const messages: { uid: number; source: Buffer; internalDate: Date | null }[] = [];
    const lock = await client.getMailboxLock(this.mailbox.folder);
    try {
      const query = { uid: true, source: true, internalDate: true } as const;
      for await (const m of client.fetch(`${from}:*`, query, { uid: true })) {
        // `n:*` always answers the highest message, even when it is below n.
        if (m.uid < from || !m.source) continue;
        const at = m.internalDate;
        messages.push({ uid: m.uid, source: m.source, internalDate: at ? new Date(at) : null });
      }
    } finally {
      lock.release();
    }
    for (const m of messages.sort((a, b) => a.uid - b.uid)) {
      const patch: StatePatch = { lastUid: m.uid };
      try {
        if (m.source.length > this.config.maxMessageBytes) {
          throw new Error(
            `message UID ${m.uid} is ${m.source.length} bytes, above the ${this.config.maxMessageBytes} limit`,
          );
        }
        const now = new Date();
        const received = m.internalDate && m.internalDate < now ? m.internalDate : now;
        const result = await new EmailIngestService(this.orm.em.fork() as Em, this.config.maxMessageBytes).ingest(
          this.organizationId,
          m.source,
          'imap',
          received,
        );
        if (!result.duplicate) patch.lastMessageAt = new Date();
      } catch (err) {
        // A message the product cannot read is recorded and skipped, so it does not block the ones after it.
        if (!isMessageProblem(err)) throw err;
        patch.lastError = `UID ${m.uid}: ${(err as Error).message}`.slice(0, 2000);
        patch.lastErrorAt = new Date();
      }
      this.lastUid = m.uid;
      await this.save(patch, patch.lastMessageAt ? 1 : 0);
    }
  }

  private async save(patch: StatePatch, imported = 0): Promise<void> {
    const em = this.orm.em.fork();
    const row = await em.findOne(Mailbox, { id: this.mailbox.id });
    if (!row) return;
    em.assign(row, patch);
    row.importedCount += imported;
    await em.flush();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

/** Errors about one message (its size, its content), as opposed to the database or the connection. */
function isMessageProblem(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const name = err.constructor.name;
  return !/Exception$|DriverException|ConnectionError/.test(name) && !('code' in err && err.code === 'ECONNRESET');
}

export type { MailboxStatus };
