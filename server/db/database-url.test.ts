import { describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from './database-url.js';

describe('parseDatabaseUrl', () => {
  it('selects the driver from the scheme', () => {
    expect(parseDatabaseUrl('pglite://memory')).toEqual({ driver: 'pglite', dataDir: 'memory' });
    expect(parseDatabaseUrl('pglite://./data/pglite')).toEqual({ driver: 'pglite', dataDir: './data/pglite' });
    expect(parseDatabaseUrl('postgres://u:p@127.0.0.1:5432/voyage')).toMatchObject({
      driver: 'postgresql',
      dbName: 'voyage',
    });
    expect(parseDatabaseUrl('postgresql://u@host/db')).toMatchObject({ driver: 'postgresql', dbName: 'db' });
  });

  it('rejects what it cannot serve, with a message saying what works', () => {
    expect(() => parseDatabaseUrl('mysql://x/y')).toThrow(/pglite:\/\/memory, pglite:\/\/<dir> or postgres:\/\//);
    expect(() => parseDatabaseUrl('postgres://u@host')).toThrow(/must name a database/);
    expect(() => parseDatabaseUrl('pglite://')).toThrow(/directory or "memory"/);
  });
});
