/** What a DATABASE_URL selects. */
export type DatabaseTarget =
  { driver: 'pglite'; dataDir: string | 'memory' } | { driver: 'postgresql'; clientUrl: string; dbName: string };

/**
 * Parses DATABASE_URL: `pglite://memory` (in-memory, tests), `pglite://<dir>`
 * (embedded, on disk) or `postgres(ql)://user@host:port/db` (production).
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('pglite://')) {
    const rest = url.slice('pglite://'.length);
    if (rest === '') throw new Error('DATABASE_URL pglite:// needs a directory or "memory"');
    return { driver: 'pglite', dataDir: rest === 'memory' ? 'memory' : rest };
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const parsed = new URL(url);
    const dbName = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (!dbName) throw new Error('DATABASE_URL must name a database, e.g. postgres://user@host:5432/voyage');
    return { driver: 'postgresql', clientUrl: url, dbName };
  }
  throw new Error(`Unsupported DATABASE_URL '${url}': use pglite://memory, pglite://<dir> or postgres://...`);
}
