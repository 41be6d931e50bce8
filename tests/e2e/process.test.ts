import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loginToken, rest } from '../helpers/api.js';
import { startProduct } from '../helpers/product-process.js';

/** The built product as a real process on an embedded database folder, stopped with real signals. */
function startOn(dataDir: string) {
  return startProduct({
    env: { DATABASE_URL: `pglite://${dataDir}`, JWT_SECRET: 'process-test-secret-of-32-bytes-or-more' },
    timeoutMs: 30_000,
  });
}

function exitOf(child: ChildProcess, withinMs: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still running ${withinMs} ms after the signal`)), withinMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

describe('the product process', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'voyage-process-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops cleanly on SIGTERM and starts again on the same data without reseeding', async () => {
    const first = await startOn(path.join(dir, 'db'));
    expect(first.output()).toContain('Demo data seeded');
    expect((await rest(first.url, 'GET', '/health')).status).toBe(200);
    await loginToken(first.url, 'admin@demo.example');
    first.child.kill('SIGTERM');
    expect(await exitOf(first.child, 5_000)).toBe(0);

    const second = await startOn(path.join(dir, 'db'));
    try {
      expect(second.output()).not.toContain('Demo data seeded');
      await loginToken(second.url, 'sales@demo.example');
      second.child.kill('SIGINT');
      expect(await exitOf(second.child, 5_000)).toBe(0);
    } finally {
      if (second.child.exitCode === null) second.child.kill('SIGKILL');
    }
  });
});
