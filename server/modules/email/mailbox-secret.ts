import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Version tag of the sealed format: v1 = AES-256-GCM, 12-byte IV, 16-byte tag, all base64. */
const PREFIX = 'v1';

/**
 * Seals a mailbox password with AES-256-GCM (a fresh IV each time, so the same password never seals to the
 * same text). The result is `v1:<iv>:<tag>:<ciphertext>`; only `openSecret` with the same key reads it.
 */
export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

/** Opens a sealed secret; throws when the key is not the one that sealed it or the text was altered. */
export function openSecret(sealed: string, key: Buffer): string {
  const [prefix, iv, tag, body] = sealed.split(':');
  if (prefix !== PREFIX || !iv || !tag || body === undefined) throw new Error('Not a sealed mailbox secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}
