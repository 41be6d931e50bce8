import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-seed.js';
import { rest } from '../helpers/api.js';

/**
 * Runs the built product with NODE_ENV=production until it listens or exits: `node dist/server/main.js`,
 * or `npm start` itself with NODE_ENV unset (`viaNpmStart`), which must choose production on its own.
 */
function runProduct(
  env: Record<string, string>,
  viaNpmStart = false,
): Promise<{ url?: string; code?: number | null; output: string; stop(): Promise<void> }> {
  const { NODE_ENV: _inherited, ...inherited } = process.env;
  const child = spawn(
    viaNpmStart ? 'npm' : process.execPath,
    viaNpmStart ? ['start', '--silent'] : ['dist/server/main.js'],
    {
      env: {
        ...inherited,
        ...(viaNpmStart ? {} : { NODE_ENV: 'production' }),
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: 'pglite://memory',
        LOG_LEVEL: 'warn',
        SEED_DEMO: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`neither started nor exited within 60 s:\n${output}`)), 60_000);
    const check = setInterval(() => {
      const m = /running at (http:\/\/[\d.]+:\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        clearInterval(check);
        resolve({ url: m[1]!, output, stop });
      }
    }, 50);
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(check);
      resolve({ code, output, stop });
    });
  });
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
