import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PORT_SEARCH } from '../../shared/ports/port-search-limits.js';
import { ACCESS_LEVEL, PASSWORD_MIN_LENGTH, readAccessLevel } from '../../shared/validation/user-rules.js';
import { VESSEL_PAGE } from '../../shared/validation/vessel-rules.js';
import { loadConfig } from '../../server/config.js';
import { LIST_PAGE, readPage } from '../../server/graphql/paging.js';
import { unpackGroups } from '../../server/modules/ports/curated-ports.js';
import { PORT_GROUPS } from '../../server/db/seed/ports/index.js';
import { EMAIL_POSITIONS_LIMIT } from '../../server/modules/email/email-positions.schema.js';
import { FLEET_SAVE_PAUSE_MS } from '../../web/src/features/calculator/hooks/useCalculatorFleet';

/**
 * The numbers the READMEs quote, read from the READMEs and compared with the constants (or the behaviour)
 * of the code they describe, so a changed constant fails here until its README says the same. Each claim
 * is found by the words around it: a reworded sentence fails too, and then this table is updated with it.
 */

/** A README's text with its line wrapping undone (Prettier rewraps prose). */
function prose(file: string): string {
  return readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8').replace(/\s+/g, ' ');
}

/** The numbers a pattern captures in a README, or a failure naming the sentence that is gone. */
function quoted(file: string, pattern: RegExp): number[] {
  const m = pattern.exec(prose(file));
  if (!m) expect.fail(`${file} no longer says ${pattern}: update the claim in tests/docs/readme-numbers.test.ts`);
  return m.slice(1).map((n) => Number(n.replace(/,/g, '')));
}

describe('web/src/features/calculator/README.md', () => {
  const file = 'web/src/features/calculator/README.md';
  it('quotes the pause before a fleet edit is saved', () => {
    expect(quoted(file, /written with `saveFleetEntry` after (\d+) ms/)).toEqual([FLEET_SAVE_PAUSE_MS]);
  });
});

describe('shared/ports/README.md', () => {
  it('quotes the port search paging and text limit', () => {
    const [offset, minLimit, maxLimit, limit, text] = quoted(
      'shared/ports/README.md',
      /`offset` ≥ 0 \(default (\d+)\), `limit` (\d+)-(\d+) \(default (\d+)\); text at most (\d+) characters/,
    );
    expect({ offset, minLimit, maxLimit, limit, text }).toEqual({
      offset: PORT_SEARCH.defaultOffset,
      minLimit: 1,
      maxLimit: PORT_SEARCH.maxLimit,
      limit: PORT_SEARCH.defaultLimit,
      text: PORT_SEARCH.maxTextLength,
    });
  });
});

/** What the paging reader answers for no arguments, and the smallest and largest page size it accepts. */
function pagingOf(rules: Parameters<typeof readPage>[1]) {
  const accepts = (limit: number) => {
    try {
      readPage({ limit }, rules);
      return true;
    } catch {
      return false;
    }
  };
  let max = 1;
  while (accepts(max + 1) && max < 100_000) max += 1;
  return { ...readPage({}, rules), minLimit: accepts(0) ? 0 : 1, maxLimit: max };
}

describe('server/modules/orders/README.md and the lists of the root README', () => {
  it('quotes the orders and saved results paging', () => {
    const [minLimit, maxLimit, limit, page] = quoted(
      'server/modules/orders/README.md',
      /`limit` (\d+)-(\d+) \(default (\d+)\), `offset` is the page index \(default (\d+)\)/,
    );
    expect({ minLimit, maxLimit, limit, page }).toEqual(pagingOf(LIST_PAGE));
    const table = prose('server/modules/orders/README.md');
    for (const route of ['/paginatedClientQueryUser', '/result/allSavedResults']) {
      const row = new RegExp('`GET ' + route.replace(/\//g, '\\/') + '`[^|]*\\| `limit` \\((\\d+)\\)').exec(table);
      expect(Number(row?.[1]), route).toBe(LIST_PAGE.defaultLimit);
    }
    expect(quoted('README.md', /\(limit (\d+); offset counts pages\)/)).toEqual([LIST_PAGE.defaultLimit]);
  });
});

describe('server/modules/fleet/README.md', () => {
  it('quotes the vessel and fleet paging', () => {
    const [minLimit, maxLimit, limit, searchLimit] = quoted(
      'server/modules/fleet/README.md',
      /`limit` is the page size \((\d+)\.\.(\d+); default (\d+), (\d+) for `allVesselsByChar`\)/,
    );
    expect({ minLimit, maxLimit, limit }).toEqual({
      minLimit: pagingOf(VESSEL_PAGE).minLimit,
      maxLimit: pagingOf(VESSEL_PAGE).maxLimit,
      limit: pagingOf(VESSEL_PAGE).limit,
    });
    expect(searchLimit).toBe(VESSEL_PAGE.searchLimit);
  });
});

describe('server/modules/email/README.md', () => {
  it('quotes the cap on answered positions', () => {
    const file = 'server/modules/email/README.md';
    expect(quoted(file, /Answer: at most (\d+) rows/)).toEqual([EMAIL_POSITIONS_LIMIT]);
    expect(quoted(file, /the (\d+)-row cap/)).toEqual([EMAIL_POSITIONS_LIMIT]);
  });
});

describe('server/modules/users/README.md', () => {
  const file = 'server/modules/users/README.md';
  it('quotes the shortest password', () => {
    expect(quoted(file, /required, at least (\d+) characters/)).toEqual([PASSWORD_MIN_LENGTH]);
  });
  it('quotes the access level range and default', () => {
    const [min, max, msgMin, msgMax, dflt] = quoted(
      file,
      /Access level: an integer (\d+)\.\.(\d+) .*?'Access level must be an integer from (\d+) to (\d+)' \(`userAccessLevel`\); default (\d+)\./,
    );
    expect([min, max, msgMin, msgMax]).toEqual([
      ACCESS_LEVEL.min,
      ACCESS_LEVEL.max,
      ACCESS_LEVEL.min,
      ACCESS_LEVEL.max,
    ]);
    expect(readAccessLevel(undefined)).toEqual({ ok: true, value: dflt });
  });
});

describe('README.md', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('quotes the size of the curated port table', () => {
    expect(quoted('README.md', /The curated port table \(([\d,]+) dry-bulk ports/)).toEqual([
      unpackGroups(PORT_GROUPS).length,
    ]);
  });

  it('quotes the configuration defaults', () => {
    // The environment table: `VAR` / `VAR` | `default` / `default` |, one row per line.
    const defaults = new Map<string, string>();
    const text = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const [, names, values] of text.matchAll(
      /^\| ((?:`[A-Z_]+`(?: \/ )?)+)\s*\| ((?:`[^`]*`(?: \/ )?)+)\s*\|/gm,
    )) {
      const ns = [...names!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      const vs = [...values!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      ns.forEach((n, i) => defaults.set(n, vs[i]!));
    }
    for (const name of [
      'DATABASE_URL',
      'PORT',
      'HOST',
      'JWT_EXPIRES_IN',
      'SEED_DEMO',
      'LOGIN_MAX_FAILURES',
      'LOGIN_WINDOW_SECONDS',
      'IMAP_READER',
      'SMTP_RECEIVE_PORT',
      'SMTP_RECEIVE_HOST',
      'EMAIL_MAX_BYTES',
      'METRICS_TOKEN',
      'REDIS_URL',
    ])
      vi.stubEnv(name, undefined);
    vi.stubEnv('JWT_SECRET', 'set, so that no secret file is written');
    const c = loadConfig();
    expect(Object.fromEntries(defaults)).toMatchObject({
      DATABASE_URL: c.databaseUrl,
      PORT: String(c.port),
      HOST: c.host,
      JWT_EXPIRES_IN: c.jwtExpiresIn,
      SEED_DEMO: String(c.seedDemo),
      LOGIN_MAX_FAILURES: String(c.loginRateLimit.maxFailures),
      LOGIN_WINDOW_SECONDS: String(c.loginRateLimit.windowSeconds),
      IMAP_READER: String(c.mailIngest.imapReader),
      SMTP_RECEIVE_HOST: c.mailIngest.smtpReceiveHost,
      EMAIL_MAX_BYTES: String(c.mailIngest.maxMessageBytes),
    });
    // The e-mail settings the README says are unset by default start nothing.
    expect(c.mailIngest.smtpReceivePort).toBeUndefined();
    expect(c.metricsToken).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    for (const name of ['MAILBOX_KEY', 'SMTP_RECEIVE_PORT', 'METRICS_TOKEN', 'REDIS_URL'])
      expect(text).toMatch(new RegExp(`^\\| \`${name}\` +\\| unset`, 'm'));
  });
});
