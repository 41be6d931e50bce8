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
  /**
   * Failed sign-ins allowed per window: `maxFailures` per client address and e-mail, `perAddress` per client
   * address across all e-mails (password spraying), `perEmail` per e-mail across all addresses. Counted in the
   * database, so they survive a restart and are shared by every server process on it.
   */
  loginRateLimit: { maxFailures: number; windowSeconds: number; perAddress?: number; perEmail?: number };
  /** SMTP server for the password reset e-mail (smtp://user:pass@host:port, smtps://...); unset: links go to the log. */
  smtpUrl: string | undefined;
  /** The From address of the product's e-mails. */
  mailFrom: string;
  /** The address users open the web app at, for links in e-mails; unset: the server's own URL. */
  publicUrl: string | undefined;
  /** Sign-in through an OpenID Connect provider (Google by default); off while `clientId` is unset. */
  oidc: OidcConfig;
  /** Registration requests accepted per client address per window (the login page's Request Registration). */
  registrationRateLimit: { maxRequests: number; windowSeconds: number };
  logSql: boolean;
  /** NODE_ENV=production: no demo data unless asked for, no demo password printed, JWT_SECRET required. */
  production: boolean;
  /** Reported by /api/v1/health: the package version when started through npm. */
  version: string;
  /** E-mail ingestion (issue #15): the IMAP reader, the SMTP listener and the upload limit. */
  mailIngest: MailIngestConfig;
  /** METRICS_TOKEN: the bearer token /metrics asks for; unset, /metrics answers on loopback only. */
  metricsToken?: string;
  /** REDIS_URL: several server processes share calculation runs and session revocations through it. */
  redisUrl?: string;
  /**
   * Admission of requests to PGlite (one embedded connection; ADR 0018): DB_ADMISSION_CONCURRENCY requests at
   * once, DB_ADMISSION_MAX_QUEUED waiting, none longer than DB_ADMISSION_MAX_WAIT_MS; beyond, 503 SERVER_BUSY.
   * Not used on PostgreSQL.
   */
  dbAdmission: { concurrency: number; maxQueued: number; maxWaitMs: number };
}

/** How position e-mails come in: IMAP mailboxes (password sealed with `mailboxKey`), SMTP, upload. */
export interface MailIngestConfig {
  /**
   * AES-256 key sealing mailbox passwords at rest (MAILBOX_KEY: 64 hex characters or 32 bytes in base64).
   * Development without it: a generated key kept beside the embedded database (random per process for an
   * in-memory one). Production without it: undefined, and connecting a mailbox is refused.
   */
  mailboxKey: Buffer | undefined;
  /** IMAP_READER=false keeps the mailboxes' readers stopped (they still can be configured). */
  imapReader: boolean;
  /** SMTP_RECEIVE_PORT: the listener's port (0 picks a free one); unset: no listener. */
  smtpReceivePort: number | undefined;
  /** SMTP_RECEIVE_HOST, default 127.0.0.1. */
  smtpReceiveHost: string;
  /** EMAIL_MAX_BYTES: the largest message SMTP or upload accepts, default 10 MB. */
  maxMessageBytes: number;
}

export interface OidcConfig {
  /** The provider's issuer URL; its discovery document is read on the first sign-in. */
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Where the browser reaches this server (the callback is `<base>/api/v1/auth/oidc/callback`); unset: the request's own origin. */
  redirectBase: string | undefined;
}

/** pino's level names, most severe first; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const DEFAULT_DB = 'pglite://./data/pglite';

/** HS256 wants a key at least as long as its hash: 32 bytes. */
export const JWT_SECRET_MIN_BYTES = 32;

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
  if (fromEnv) {
    const bytes = Buffer.byteLength(fromEnv, 'utf8');
    if (bytes < JWT_SECRET_MIN_BYTES) {
      throw new Error(
        `JWT_SECRET is ${bytes} bytes long; it must be at least ${JWT_SECRET_MIN_BYTES} bytes of random text ` +
          '(for example: openssl rand -hex 32)',
      );
    }
    return fromEnv;
  }
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

/**
 * Demo data is seeded into an empty database by default in development; in production (NODE_ENV=production)
 * only when SEED_DEMO=true says so explicitly.
 */
function seedDemoFromEnv(): boolean {
  const raw = process.env.SEED_DEMO?.trim().toLowerCase();
  if (raw === undefined || raw === '') return process.env.NODE_ENV !== 'production';
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`SEED_DEMO must be true or false, got '${process.env.SEED_DEMO}'`);
}

function optionalUrl(name: string): string | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL, got '${raw}'`);
  }
  return raw;
}

/**
 * OIDC_ISSUER (default Google), OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_BASE (default PUBLIC_URL).
 * The issuer must be https; plain http only on a loopback host (a provider run beside the server, tests).
 */
function readOidcConfig(): OidcConfig {
  const issuer = optionalUrl('OIDC_ISSUER') ?? 'https://accounts.google.com';
  const { protocol, hostname } = new URL(issuer);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
  if (protocol !== 'https:' && !(protocol === 'http:' && loopback)) {
    throw new Error(`OIDC_ISSUER must be an https URL (http only on a loopback host), got '${issuer}'`);
  }
  return {
    issuer,
    clientId: process.env.OIDC_CLIENT_ID?.trim() || undefined,
    clientSecret: process.env.OIDC_CLIENT_SECRET?.trim() || undefined,
    redirectBase: (optionalUrl('OIDC_REDIRECT_BASE') ?? optionalUrl('PUBLIC_URL'))?.replace(/\/+$/, ''),
  };
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
    seedDemo: seedDemoFromEnv(),
    webDist: existsSync(webDist) ? webDist : undefined,
    loginRateLimit: {
      maxFailures: intFromEnv('LOGIN_MAX_FAILURES', 5),
      windowSeconds: intFromEnv('LOGIN_WINDOW_SECONDS', 900),
      perAddress: intFromEnv('LOGIN_MAX_FAILURES_PER_ADDRESS', 20),
      perEmail: intFromEnv('LOGIN_MAX_FAILURES_PER_EMAIL', 50),
    },
    smtpUrl: optionalUrl('SMTP_URL'),
    mailFrom: process.env.MAIL_FROM?.trim() || 'Voyage Estimator <no-reply@localhost>',
    publicUrl: optionalUrl('PUBLIC_URL')?.replace(/\/+$/, ''),
    oidc: readOidcConfig(),
    registrationRateLimit: {
      maxRequests: intFromEnv('REGISTRATION_MAX_REQUESTS', 5),
      windowSeconds: intFromEnv('REGISTRATION_WINDOW_SECONDS', 3600),
    },
    logSql: process.env.LOG_SQL === 'true',
    production: process.env.NODE_ENV === 'production',
    version: process.env.npm_package_version ?? '0.1.0',
    mailIngest: readMailIngest(databaseUrl),
    metricsToken: process.env.METRICS_TOKEN?.trim() || undefined,
    redisUrl: optionalUrl('REDIS_URL'),
    dbAdmission: readDbAdmission(),
    ...overrides,
  };
}

/** DB_ADMISSION_*: defaults 2 at once, 64 waiting, 1 s (a slow machine's single user is never refused; ADR 0018). */
function readDbAdmission(): AppConfig['dbAdmission'] {
  const concurrency = intFromEnv('DB_ADMISSION_CONCURRENCY', 2);
  if (concurrency < 1) throw new Error(`DB_ADMISSION_CONCURRENCY must be at least 1, got '${concurrency}'`);
  return {
    concurrency,
    maxQueued: intFromEnv('DB_ADMISSION_MAX_QUEUED', 64),
    maxWaitMs: intFromEnv('DB_ADMISSION_MAX_WAIT_MS', 1_000),
  };
}

/** MAILBOX_KEY as 32 bytes, or the development key (see MailIngestConfig.mailboxKey). */
function resolveMailboxKey(databaseUrl: string): Buffer | undefined {
  const raw = process.env.MAILBOX_KEY?.trim();
  if (raw) {
    const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (key.length !== 32) throw new Error('MAILBOX_KEY must be 32 bytes: 64 hex characters or base64');
    return key;
  }
  if (process.env.NODE_ENV === 'production') return undefined;
  if (!databaseUrl.startsWith('pglite://') || databaseUrl === 'pglite://memory') return randomBytes(32);
  const dir = path.resolve(databaseUrl.slice('pglite://'.length), '..');
  const file = path.join(dir, 'mailbox-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(dir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

function readMailIngest(databaseUrl: string): MailIngestConfig {
  const port = process.env.SMTP_RECEIVE_PORT?.trim();
  const imap = process.env.IMAP_READER?.trim().toLowerCase();
  if (imap && imap !== 'true' && imap !== 'false') throw new Error(`IMAP_READER must be true or false, got '${imap}'`);
  return {
    mailboxKey: resolveMailboxKey(databaseUrl),
    imapReader: imap !== 'false',
    smtpReceivePort: port ? intFromEnv('SMTP_RECEIVE_PORT', 0) : undefined,
    smtpReceiveHost: process.env.SMTP_RECEIVE_HOST?.trim() || '127.0.0.1',
    maxMessageBytes: intFromEnv('EMAIL_MAX_BYTES', 10 * 1024 * 1024),
  };
}
