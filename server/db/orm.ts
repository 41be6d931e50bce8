import 'reflect-metadata';
import type { MikroORM, Options } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDatabaseUrl, type DatabaseTarget } from './database-url.js';
import { SessionCacheInvalidator } from '../modules/auth/session-cache.js';
import { ENTITIES } from './entities.js';
import { LIST_SEARCH_TABLE_NAMES } from './list-search.js';
import { MIGRATIONS } from './migrations/index.js';
import { statementsOnLaterTurns, type ExclusiveQueryRunner } from './pglite-turns.js';

export type Orm = MikroORM;
export type Em = SqlEntityManager;

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where `migration:create` writes: the TypeScript sources (the CLI runs from the repository root). */
export const MIGRATIONS_SOURCE_DIR = path.resolve(process.cwd(), 'server/db/migrations');

function baseOptions(logSql: boolean): Partial<Options> {
  return {
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    discovery: { warnWhenNoEntities: true },
    extensions: [Migrator],
    migrations: {
      migrationsList: MIGRATIONS,
      path: path.resolve(here, 'migrations'),
      pathTs: path.resolve(here, 'migrations'),
      emit: 'ts',
      silent: true,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
    // The lists' counter and search tables (ADR 0018) have no entity: written by triggers only.
    schemaGenerator: { skipTables: ['order_list_count', 'saved_result_list_count', ...LIST_SEARCH_TABLE_NAMES] },
    debug: logSql,
    allowGlobalContext: false,
    // A flushed change to a user, role, organization or session empties the checked-token cache (ADR 0016).
    subscribers: [new SessionCacheInvalidator()],
  };
}

/** Opens the ORM on whatever DATABASE_URL selects. The driver package is loaded on demand. */
export async function openOrm(databaseUrl: string, opts: { logSql?: boolean } = {}): Promise<Orm> {
  const target: DatabaseTarget = parseDatabaseUrl(databaseUrl);
  const base = baseOptions(opts.logSql ?? false);
  if (target.driver === 'pglite') {
    const { MikroORM } = await import('@mikro-orm/pglite');
    if (target.dataDir !== 'memory') mkdirSync(path.resolve(target.dataDir), { recursive: true });
    const dbName = target.dataDir === 'memory' ? 'memory://' : path.resolve(target.dataDir);
    // pg_trgm backs the list searches' trigram indexes (ADR 0018); PGlite loads contrib extensions on request.
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const driverOptions = { extensions: { pg_trgm } };
    const orm = await MikroORM.init({ ...base, dbName, driverOptions } as Parameters<typeof MikroORM.init>[0]);
    // The event loop turns between a request's statements (accepts, reads, the admission queue): pglite-turns.ts.
    statementsOnLaterTurns((await orm.driver.getConnection().getNativeClient()) as ExclusiveQueryRunner);
    return orm as unknown as Orm;
  }
  const { MikroORM } = await import('@mikro-orm/postgresql');
  const init = { ...base, clientUrl: target.clientUrl, dbName: target.dbName } as Parameters<typeof MikroORM.init>[0];
  return (await MikroORM.init(init)) as unknown as Orm;
}

/** Applies every committed migration that has not run yet. */
export async function migrate(orm: Orm): Promise<void> {
  await orm.migrator.up();
}

export function driverName(databaseUrl: string): DatabaseTarget['driver'] {
  return parseDatabaseUrl(databaseUrl).driver;
}
