import { randomUUID } from 'node:crypto';

/**
 * Letters, digits and `. _ : - = + /`, 1 to 128 of them: UUIDs, hex and base64 ids, the ids tracing
 * systems and proxies send.
 */
const SANE_TOKEN = /^[A-Za-z0-9._:=+/-]{1,128}$/;

/**
 * The request id: the caller's `x-request-id` when it is one sane token, else a new UUID. The id is
 * echoed in a response header and written into every log line, so anything that could break a header
 * or a log line (spaces, quotes, CR/LF, a repeated header, an unbounded length) is replaced, not kept.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_TOKEN.test(header) ? header : randomUUID();
}
