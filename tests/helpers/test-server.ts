import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bootstrap } from '../../server/bootstrap.js';
import { loadConfig, type AppConfig } from '../../server/config.js';
import type { Orm } from '../../server/db/orm.js';
import { scratchDatabase } from './scratch-database.js';

export interface TestServer {
  url: string;
  orm: Orm;
  config: AppConfig;
  close(): Promise<void>;
}

/** How long a test server's request may wait for its turn on the embedded database unless told. */
const TEST_MAX_WAIT_MS = 30_000;

export interface TestServerOptions {
  /** Seed the demo organizations and users (default true). */
  seed?: boolean;
  /** Also seed the vessel and order catalogue (default false: faster). */
  catalogue?: boolean;
  jwtExpiresIn?: string;
  loginRateLimit?: AppConfig['loginRateLimit'];
  /** Run as NODE_ENV=production would (no introspection, no field suggestions); default: as NODE_ENV says. */
  production?: boolean;
  /**
   * The embedded database's admission bounds (ADR 0018). Default: the environment's, but a turn waited for
   * up to 30 s (DB_ADMISSION_MAX_WAIT_MS when set): the tests' own calls do not retry a refusal as the web
   * client does, and a loaded machine made a test's burst wait past the production default of 1 s.
   * 'environment': exactly the environment's (bench:load measures the production bounds).
   */
  dbAdmission?: AppConfig['dbAdmission'] | 'environment';
}

/**
 * The real server, in process, on an ephemeral loopback port, over a database of
 * its own (PGlite in memory, or a scratch PostgreSQL database when DATABASE_URL
 * says so). Serves dist/web when it has been built.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const db = await scratchDatabase();
  // WEB_DIST lets parallel work build the client into its own folder.
  const webDist = path.resolve(process.env.WEB_DIST ?? 'dist/web');
  const config = loadConfig({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: db.url,
    jwtSecret: randomBytes(24).toString('hex'),
    jwtExpiresIn: options.jwtExpiresIn ?? '1h',
    seedDemo: options.seed ?? true,
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    loginRateLimit: options.loginRateLimit ?? { maxFailures: 5, windowSeconds: 900 },
    logSql: false,
    ...(options.production === undefined ? {} : { production: options.production }),
  });
  if (options.dbAdmission !== 'environment')
    config.dbAdmission = options.dbAdmission ?? {
      ...config.dbAdmission,
      maxWaitMs: process.env.DB_ADMISSION_MAX_WAIT_MS ? config.dbAdmission.maxWaitMs : TEST_MAX_WAIT_MS,
    };
  const started = await bootstrap(config, { catalogue: options.catalogue ?? false });
  return {
    url: started.app.url,
    orm: started.orm,
    config,
    close: async () => {
      await started.stop();
      await db.drop();
    },
  };
}
