import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, readLogLevel } from './config.js';

describe('loadConfig', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('defaults to the embedded database on port 4000', () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('PORT', '');
    const c = loadConfig({ jwtSecret: 'x' });
    expect(c.port).toBe(4000);
    expect(c.databaseUrl).toBe('pglite://./data/pglite');
  });

  it('keeps a generated JWT secret beside an on-disk embedded database', () => {
    vi.stubEnv('JWT_SECRET', '');
    const dir = mkdtempSync(path.join(tmpdir(), 'voyage-config-'));
    try {
      const url = `pglite://${path.join(dir, 'pglite')}`;
      const a = loadConfig({ databaseUrl: url }).jwtSecret;
      const b = loadConfig({ databaseUrl: url }).jwtSecret;
      expect(a).toHaveLength(64);
      expect(b).toBe(a);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start in production without JWT_SECRET, and rejects a bad PORT', () => {
    vi.stubEnv('JWT_SECRET', '');
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => loadConfig({ databaseUrl: 'postgres://u@h/db' })).toThrow(/JWT_SECRET/);
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('PORT', 'eighty');
    expect(() => loadConfig()).toThrow(/PORT/);
  });

  it('reads LOG_LEVEL, quiet (error) under the test runner by default, and refuses an unknown level', () => {
    vi.stubEnv('LOG_LEVEL', '');
    expect(readLogLevel()).toBe('error');
    vi.stubEnv('VITEST', '');
    expect(readLogLevel()).toBe('info');
    vi.stubEnv('LOG_LEVEL', ' Debug ');
    expect(readLogLevel()).toBe('debug');
    vi.stubEnv('LOG_LEVEL', 'verbose');
    expect(() => readLogLevel()).toThrow(/LOG_LEVEL must be one of fatal, error/);
  });

  it('reads the PGlite admission limits (DB_ADMISSION_*), with defaults, and refuses bad ones', () => {
    for (const k of ['DB_ADMISSION_CONCURRENCY', 'DB_ADMISSION_MAX_QUEUED', 'DB_ADMISSION_MAX_WAIT_MS'])
      vi.stubEnv(k, '');
    expect(loadConfig({ jwtSecret: 'x' }).dbAdmission).toEqual({ concurrency: 2, maxQueued: 64, maxWaitMs: 1_000 });
    vi.stubEnv('DB_ADMISSION_CONCURRENCY', '1');
    vi.stubEnv('DB_ADMISSION_MAX_QUEUED', '0');
    vi.stubEnv('DB_ADMISSION_MAX_WAIT_MS', '250');
    expect(loadConfig({ jwtSecret: 'x' }).dbAdmission).toEqual({ concurrency: 1, maxQueued: 0, maxWaitMs: 250 });
    vi.stubEnv('DB_ADMISSION_CONCURRENCY', '0');
    expect(() => loadConfig({ jwtSecret: 'x' })).toThrow(/DB_ADMISSION_CONCURRENCY must be at least 1/);
    vi.stubEnv('DB_ADMISSION_CONCURRENCY', '2');
    vi.stubEnv('DB_ADMISSION_MAX_WAIT_MS', 'soon');
    expect(() => loadConfig({ jwtSecret: 'x' })).toThrow(/DB_ADMISSION_MAX_WAIT_MS must be a non-negative integer/);
  });
});
