import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The database a test server uses: a fresh in-memory PGlite by default, or, when
 * DATABASE_URL is a postgres:// URL, a new scratch database on that server that is
 * dropped afterwards, so test files never see each other's rows.
 */
export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base || base.startsWith('pglite://')) return { url: 'pglite://memory', drop: async () => {} };
  const name = `voyage_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
