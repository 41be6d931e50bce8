import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../server/bootstrap.js';
import { loadConfig } from '../../server/config.js';
import { User } from '../../server/modules/users/user.entity.js';
import { loginToken, rest } from '../helpers/api.js';
import { scratchDatabase } from '../helpers/scratch-database.js';

/** Embedded on disk by default; a scratch PostgreSQL database when DATABASE_URL says so. */
async function persistentDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.DATABASE_URL?.startsWith('postgres')) return scratchDatabase();
  const dir = mkdtempSync(path.join(tmpdir(), 'voyage-restart-'));
  return { url: `pglite://${path.join(dir, 'db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

describe('restart', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => drop?.());

  it('keeps data and sessions across restarts and never seeds twice', async () => {
    const db = await persistentDatabase();
    drop = db.drop;
    const config = loadConfig({
      port: 0,
      databaseUrl: db.url,
      seedDemo: true,
      webDist: undefined,
      jwtSecret: 'restart-test-secret',
    });

    const first = await bootstrap(config, { catalogue: false });
    expect(first.seeded).toBe(true);
    const token = await loginToken(first.app.url, 'admin@demo.example');
    // A change made in the first run...
    const em = first.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: 'pricing@demo.example' });
    user.lastName = 'Patel-Renamed';
    await em.flush();
    const users = await em.count(User, {});
    await first.stop();

    const second = await bootstrap(config, { catalogue: false });
    try {
      expect(second.seeded).toBe(false);
      const em2 = second.orm.em.fork();
      expect(await em2.count(User, {})).toBe(users);
      expect((await em2.findOneOrFail(User, { email: 'pricing@demo.example' })).lastName).toBe('Patel-Renamed');
      // ...and a token issued before the restart is still valid.
      const profile = await rest(second.app.url, 'GET', '/auth/profile', { token });
      expect(profile.status).toBe(200);
      expect(profile.body.email).toBe('admin@demo.example');
    } finally {
      await second.stop();
    }
  });
});
