import { afterEach, describe, expect, it, vi } from 'vitest';
import { JWT_SECRET_MIN_BYTES, loadConfig } from './config.js';

const LONG_SECRET = 'x'.repeat(JWT_SECRET_MIN_BYTES);

/** Production safety (issue #17): no demo data unless asked for, and no short signing secret. */
describe('production configuration', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('seeds no demo data in production unless SEED_DEMO=true asks for it', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('JWT_SECRET', LONG_SECRET);
    vi.stubEnv('SEED_DEMO', '');
    expect(loadConfig({ databaseUrl: 'postgres://u@h/db' })).toMatchObject({ seedDemo: false, production: true });
    vi.stubEnv('SEED_DEMO', 'true');
    expect(loadConfig({ databaseUrl: 'postgres://u@h/db' }).seedDemo).toBe(true);
    vi.stubEnv('SEED_DEMO', 'false');
    expect(loadConfig({ databaseUrl: 'postgres://u@h/db' }).seedDemo).toBe(false);
  });

  it('seeds the demo by default outside production, and refuses a SEED_DEMO that is not true or false', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('JWT_SECRET', LONG_SECRET);
    vi.stubEnv('SEED_DEMO', '');
    expect(loadConfig()).toMatchObject({ seedDemo: true, production: false });
    vi.stubEnv('SEED_DEMO', 'yes please');
    expect(() => loadConfig()).toThrow(/SEED_DEMO must be true or false/);
  });

  it('refuses a JWT_SECRET shorter than 32 bytes, in production and elsewhere, with the length named', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('JWT_SECRET', 'short-secret');
    expect(() => loadConfig({ databaseUrl: 'postgres://u@h/db' })).toThrow(
      /JWT_SECRET is 12 bytes long; it must be at least 32 bytes/,
    );
    vi.stubEnv('JWT_SECRET', 'x'.repeat(31));
    expect(() => loadConfig({ databaseUrl: 'postgres://u@h/db' })).toThrow(/31 bytes/);
    vi.stubEnv('JWT_SECRET', LONG_SECRET);
    expect(loadConfig({ databaseUrl: 'postgres://u@h/db' }).jwtSecret).toBe(LONG_SECRET);
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('JWT_SECRET', 'short-secret');
    expect(() => loadConfig()).toThrow(/at least 32 bytes/);
  });

  it('reads SMTP_URL and PUBLIC_URL as URLs, and the sign-in limits per address and per e-mail', () => {
    vi.stubEnv('JWT_SECRET', LONG_SECRET);
    vi.stubEnv('SMTP_URL', 'smtp://mailer:secret@127.0.0.1:2525');
    vi.stubEnv('PUBLIC_URL', 'https://voyage.example.com/');
    vi.stubEnv('LOGIN_MAX_FAILURES_PER_ADDRESS', '7');
    vi.stubEnv('LOGIN_MAX_FAILURES_PER_EMAIL', '9');
    expect(loadConfig()).toMatchObject({
      smtpUrl: 'smtp://mailer:secret@127.0.0.1:2525',
      publicUrl: 'https://voyage.example.com',
      loginRateLimit: { perAddress: 7, perEmail: 9 },
    });
    vi.stubEnv('SMTP_URL', 'not a url');
    expect(() => loadConfig()).toThrow(/SMTP_URL must be a URL/);
  });
});
