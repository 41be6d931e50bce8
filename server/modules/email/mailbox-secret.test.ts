import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './mailbox-secret.js';

describe('mailbox secrets (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips, never shows the password and seals differently each time', () => {
    const a = sealSecret('s3cret pässword', key);
    const b = sealSecret('s3cret pässword', key);
    expect(a).not.toContain('s3cret');
    expect(a).not.toBe(b);
    expect(openSecret(a, key)).toBe('s3cret pässword');
  });

  it('refuses another key and altered text', () => {
    const sealed = sealSecret('secret', key);
    expect(() => openSecret(sealed, randomBytes(32))).toThrow();
    const parts = sealed.split(':');
    parts[3] = Buffer.from('other').toString('base64');
    expect(() => openSecret(parts.join(':'), key)).toThrow();
    expect(() => openSecret('plain', key)).toThrow(/sealed/);
  });
});
