import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-seed.js';
import { rest } from '../helpers/api.js';
import { spawnProduct, stopProduct } from '../helpers/product-process.js';

/**
 * Runs the built product with NODE_ENV=production until it listens or exits: `node dist/server/main.js`,
 * or `npm start` itself with NODE_ENV unset (`viaNpmStart`), which must choose production on its own.
 */
async function runProduct(env: Record<string, string>, viaNpmStart = false) {
  const run = await spawnProduct({
    ...(viaNpmStart ? { command: 'npm', args: ['start', '--silent'] } : {}),
    env: {
      NODE_ENV: viaNpmStart ? undefined : 'production',
      DATABASE_URL: 'pglite://memory',
      SEED_DEMO: '',
      ...env,
    },
  });
  return { url: run.url, code: run.code, output: run.output(), stop: () => stopProduct(run) };
}

/** Production safety (issue #17), on the built product as a real process. */
describe('the product under NODE_ENV=production', () => {
  it('is what `npm start` runs by default (issue #19): no JWT_SECRET, no start', async () => {
    const run = await runProduct({ JWT_SECRET: '' }, true);
    expect(run.url, run.output).toBeUndefined();
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('JWT_SECRET must be set in production');
  });

  it('refuses a JWT_SECRET shorter than 32 bytes at start, saying so', async () => {
    const run = await runProduct({ JWT_SECRET: 'too-short-secret' });
    expect(run.url).toBeUndefined();
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('JWT_SECRET is 16 bytes long; it must be at least 32 bytes');
  });

  it('seeds no demo data and prints no password unless SEED_DEMO=true; even then prints no password', async () => {
    const secret = 'a-production-secret-that-is-long-enough-0123456789';
    const plain = await runProduct({ JWT_SECRET: secret });
    try {
      expect(plain.url, plain.output).toBeDefined();
      expect(plain.output).not.toContain(DEMO_PASSWORD);
      expect(plain.output).not.toContain('Demo data seeded');
      const login = await rest(plain.url!, 'POST', '/auth/login', {
        body: { email: 'admin@demo.example', password: DEMO_PASSWORD },
      });
      expect(login.status).toBe(400);
    } finally {
      await plain.stop();
    }
    const asked = await runProduct({ JWT_SECRET: secret, SEED_DEMO: 'true' });
    try {
      expect(asked.url, asked.output).toBeDefined();
      expect(asked.output).toContain('Demo data seeded (SEED_DEMO=true)');
      expect(asked.output).not.toContain(DEMO_PASSWORD);
      const login = await rest(asked.url!, 'POST', '/auth/login', {
        body: { email: 'admin@demo.example', password: DEMO_PASSWORD },
      });
      expect(login.status).toBe(200);
    } finally {
      await asked.stop();
    }
  });
});
