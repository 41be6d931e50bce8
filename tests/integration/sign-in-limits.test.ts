import { afterAll, describe, expect, it } from 'vitest';
import type { Started } from '../../server/bootstrap.js';
import { AuditEvent } from '../../server/modules/auth/audit/audit-event.entity.js';
import { rest } from '../helpers/api.js';
import { persistentDb, startAccountServer, type AccountDb } from '../helpers/account-server.js';

const LIMITS = { maxFailures: 5, windowSeconds: 900, perAddress: 4, perEmail: 50 };
const attempt = (url: string, email: string, password = 'wrong-password') =>
  rest(url, 'POST', '/auth/login', { body: { email, password } });

/**
 * Password spraying (issue #17): failed sign-ins are limited per client address across all e-mails as well as
 * per e-mail, counted in the database, so a restart does not reset them and every server process on the same
 * database shares them.
 */
describe('sign-in failure limits per address, across e-mails, kept in the database', () => {
  const dbs: AccountDb[] = [];
  const running: Started[] = [];
  afterAll(async () => {
    for (const s of running) await s.stop().catch(() => {});
    for (const d of dbs) await d.drop();
  });
  const start = async (db: AccountDb) => {
    const s = await startAccountServer(db, { loginRateLimit: LIMITS });
    running.push(s);
    return s;
  };

  it('refuses a client address after failures on different e-mails, even the right password, after a restart too', async () => {
    const db = await persistentDb();
    dbs.push(db);
    const first = await start(db);
    const url = first.app.url;
    const emails = ['admin@demo.example', 'pricing@demo.example', 'sales@demo.example', 'nobody@demo.example'];
    for (const email of emails) expect((await attempt(url, email)).status).toBe(400);
    const limited = await attempt(url, 'admin@other.example', 'Demo!2026');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.body.error).toMatch(/^Too many failed login attempts\. Try again in \d+ seconds\.$/);

    const em = first.orm.em.fork();
    const locked = await em.find(AuditEvent, { kind: 'SIGN_IN_LOCKED' as never });
    expect(locked).toHaveLength(1);
    expect(locked[0]!.detail).toContain('4 failures per client address');

    await first.stop();
    running.splice(running.indexOf(first), 1);
    const second = await start(db);
    const after = await attempt(second.app.url, 'superadmin@demo.example', 'Demo!2026');
    expect(after.status).toBe(429);
    expect(Number(after.body.error.match(/\d+/)[0])).toBeGreaterThan(800);
  });

  it.runIf(process.env.DATABASE_URL?.startsWith('postgres'))(
    'shares the counters between two servers on one PostgreSQL database',
    async () => {
      const db = await persistentDb();
      dbs.push(db);
      const a = await start(db);
      const b = await start(db);
      expect((await attempt(a.app.url, 'admin@demo.example')).status).toBe(400);
      expect((await attempt(b.app.url, 'pricing@demo.example')).status).toBe(400);
      expect((await attempt(a.app.url, 'sales@demo.example')).status).toBe(400);
      expect((await attempt(b.app.url, 'nobody@demo.example')).status).toBe(400);
      expect((await attempt(a.app.url, 'admin@other.example', 'Demo!2026')).status).toBe(429);
      expect((await attempt(b.app.url, 'admin@other.example', 'Demo!2026')).status).toBe(429);
    },
  );
});
