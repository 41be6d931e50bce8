import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bootstrap, type Started } from '../../server/bootstrap.js';
import { loadConfig, type AppConfig } from '../../server/config.js';
import { scratchDatabase } from './scratch-database.js';

/**
 * The real server in process on a loopback port, with the account settings the issue #17 tests need
 * (SMTP_URL, sign-in limits), over a database the caller may reopen: `start` again on the same `db` is a
 * restart, two `start`s at once on a PostgreSQL `db` are two server processes sharing it.
 */
export interface AccountDb {
  url: string;
  drop(): Promise<void>;
}

/** In-memory PGlite, or a scratch PostgreSQL database when DATABASE_URL says so. */
export const memoryDb = scratchDatabase;

/** A database that survives a restart: PGlite on disk, or a scratch PostgreSQL database. */
export async function persistentDb(): Promise<AccountDb> {
  if (process.env.DATABASE_URL?.startsWith('postgres')) return scratchDatabase();
  const dir = mkdtempSync(path.join(tmpdir(), 'voyage-accounts-'));
  return { url: `pglite://${path.join(dir, 'db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** One secret per test file, so that a restarted server accepts the first one's tokens. */
export const TEST_SECRET = randomBytes(32).toString('hex');

export async function startAccountServer(db: AccountDb, overrides: Partial<AppConfig> = {}): Promise<Started> {
  const webDist = path.resolve(process.env.WEB_DIST ?? 'dist/web');
  const config = loadConfig({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: db.url,
    jwtSecret: TEST_SECRET,
    jwtExpiresIn: '1h',
    seedDemo: true,
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    loginRateLimit: { maxFailures: 5, windowSeconds: 900 },
    logSql: false,
    smtpUrl: undefined,
    publicUrl: undefined,
    ...overrides,
  });
  return bootstrap(config, { catalogue: false });
}
