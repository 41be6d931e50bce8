import type { Orm } from '../db/orm.js';
import type { PoolReading } from './app-metrics.js';

interface PgPoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * Reads the PostgreSQL driver's connection pool (pg's Pool counts). PGlite is one embedded connection
 * with no pool, so there is nothing to read: the pool gauges are left out.
 */
export async function poolReader(orm: Orm, driver: string): Promise<(() => PoolReading) | undefined> {
  if (driver !== 'postgresql') return undefined;
  const connection = orm.em.getConnection() as unknown as { getNativeClient?: () => Promise<unknown> };
  const pool = (await connection.getNativeClient?.()) as Partial<PgPoolCounts> | undefined;
  if (!pool || typeof pool.totalCount !== 'number') return undefined;
  const counts = pool as PgPoolCounts;
  return () => ({ total: counts.totalCount, idle: counts.idleCount, waiting: counts.waitingCount });
}
