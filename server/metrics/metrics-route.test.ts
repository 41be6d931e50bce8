import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { mayScrape } from './metrics-route.js';

const from = (remoteAddress: string, authorization?: string) =>
  ({ headers: authorization ? { authorization } : {}, socket: { remoteAddress } }) as unknown as Request;

describe('who may read /metrics', () => {
  it('without METRICS_TOKEN: loopback only', () => {
    expect(mayScrape(from('127.0.0.1'), undefined)).toBe(true);
    expect(mayScrape(from('::1'), undefined)).toBe(true);
    expect(mayScrape(from('::ffff:127.0.0.1'), undefined)).toBe(true);
    expect(mayScrape(from('10.0.0.5'), undefined)).toBe(false);
    expect(mayScrape(from('10.0.0.5', 'Bearer anything'), undefined)).toBe(false);
  });

  it('with METRICS_TOKEN: the bearer token from anywhere, and loopback is no exception', () => {
    expect(mayScrape(from('10.0.0.5', 'Bearer s3cret'), 's3cret')).toBe(true);
    expect(mayScrape(from('127.0.0.1'), 's3cret')).toBe(false);
    expect(mayScrape(from('127.0.0.1', 'Bearer s3cre'), 's3cret')).toBe(false);
    expect(mayScrape(from('127.0.0.1', 's3cret'), 's3cret')).toBe(false);
  });
});
