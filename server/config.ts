import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The only module that reads the environment. */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  seedDemo: boolean;
  webDist: string | undefined;
  loginRateLimit: { maxFailures: number; windowSeconds: number };
  logSql: boolean;
  /** Reported by /api/v1/health: the package version when started through npm. */
  version: string;
}

/** pino's level names, most severe first; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const DEFAULT_DB = 'pglite://./data/pglite';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  return n;
}

/**
 * A development secret persisted beside the embedded database so tokens survive a
 * restart. Production (NODE_ENV=production) must set JWT_SECRET explicitly.
 */
function resolveJwtSecret(databaseUrl: string): string {
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) return fromEnv;
  if (process.env.NODE_ENV === 'production') throw new Error('JWT_SECRET must be set in production');
  if (!databaseUrl.startsWith('pglite://') || databaseUrl === 'pglite://memory') {
    return randomBytes(32).toString('hex');
  }
  const dir = path.resolve(databaseUrl.slice('pglite://'.length), '..');
  const file = path.join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * LOG_LEVEL when set; otherwise info, and error under the test runner so that passing tests print nothing.
 * Read apart from loadConfig because the logger exists before the configuration is loaded.
 */
export function readLogLevel(): LogLevel {
  const raw = process.env.LOG_LEVEL?.trim().toLowerCase();
  if (!raw) return process.env.VITEST ? 'error' : 'info';
  const level = LOG_LEVELS.find((l) => l === raw);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${raw}'`);
  return level;
}

export function loadConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const databaseUrl = overrides.databaseUrl ?? (process.env.DATABASE_URL || DEFAULT_DB);
  const webDist = process.env.WEB_DIST ?? path.resolve('dist/web');
  return {
    port: intFromEnv('PORT', 4000),
    host: process.env.HOST ?? '127.0.0.1',
    databaseUrl,
    jwtSecret: resolveJwtSecret(databaseUrl),
    jwtExpiresIn: process.env.JWT_EXPIRES_IN ?? '8h',
    seedDemo: process.env.SEED_DEMO !== 'false',
    webDist: existsSync(webDist) ? webDist : undefined,
    loginRateLimit: {
      maxFailures: intFromEnv('LOGIN_MAX_FAILURES', 5),
      windowSeconds: intFromEnv('LOGIN_WINDOW_SECONDS', 900),
    },
    logSql: process.env.LOG_SQL === 'true',
    version: process.env.npm_package_version ?? '0.1.0',
    ...overrides,
  };
}
