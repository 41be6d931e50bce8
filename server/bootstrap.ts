import { startApp, type RunningApp } from './app.js';
import type { AppConfig } from './config.js';
import { migrate, openOrm, type Orm } from './db/orm.js';
import { seedDemoIfEmpty } from './db/seed/demo-seed.js';
import { ensureReferenceData } from './db/seed/reference-data.js';
import { logger } from './logger.js';
import { ensurePortTable } from './modules/ports/port-seed.js';

export interface Started {
  app: RunningApp;
  orm: Orm;
  seeded: boolean;
  stop(): Promise<void>;
}

/** Opens the database, applies migrations, ensures reference data, seeds the demo if asked, and serves. */
export async function bootstrap(config: AppConfig, options: { catalogue?: boolean } = {}): Promise<Started> {
  const orm = await openOrm(config.databaseUrl, { logSql: config.logSql });
  try {
    await migrate(orm);
    await ensureReferenceData(orm);
    await ensurePortTable(orm);
    const seeded = config.seedDemo ? await seedDemoIfEmpty(orm, options) : false;
    const app = await startApp(config, orm);
    return {
      app,
      orm,
      seeded,
      stop: async () => {
        logger.debug('stopping: HTTP and WebSocket');
        await app.close();
        logger.debug('stopping: database');
        await orm.close(true);
        logger.debug('stopped');
      },
    };
  } catch (err) {
    await orm.close(true);
    throw err;
  }
}
