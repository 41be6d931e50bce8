import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loginToken, rest } from '../helpers/api.js';

/** The built product as `npm start` runs it: a real process, stopped with real signals. */
function startProduct(dataDir: string): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `pglite://${dataDir}`,
      JWT_SECRET: 'process-test-secret-of-32-bytes-or-more',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 30 s:\n${out}`)), 30_000);
    const check = setInterval(() => {
      const m = /running at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        clearInterval(check);
        resolve({ child, url: m[1]!, output: () => out });
      }
    }, 50);
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(check);
      reject(new Error(`exited with ${code} before starting:\n${out}`));
    });
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
    const first = await startProduct(path.join(dir, 'db'));
    expect(first.output()).toContain('Demo data seeded');
    expect((await rest(first.url, 'GET', '/health')).status).toBe(200);
    await loginToken(first.url, 'admin@demo.example');
    first.child.kill('SIGTERM');
    expect(await exitOf(first.child, 5_000)).toBe(0);

    const second = await startProduct(path.join(dir, 'db'));
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
