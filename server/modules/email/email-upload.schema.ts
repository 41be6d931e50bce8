import { z } from 'zod';

/** The largest message accepted by default (EMAIL_MAX_BYTES overrides it): 10 MB. */
export const DEFAULT_MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** A header line: `Name: value` (RFC 5322 field names are printable ASCII without ':'). */
const HEADER_LINE = /^[!-9;-~]+:/;

/**
 * The one reader of an uploaded e-mail, for POST /api/v1/emails (message/rfc822 body) and the GraphQL
 * uploadEmail mutation (text): a non-empty RFC 5322 message (header lines, a blank line, the body), at most
 * `maxBytes`. A refusal names the field `raw`.
 */
export function rawMessageSchema(maxBytes: number) {
  return z.unknown().transform((value, ctx): Buffer => {
    const raw = Buffer.isBuffer(value) ? value : typeof value === 'string' ? Buffer.from(value, 'utf8') : null;
    if (raw === null) {
      ctx.addIssue({ code: 'custom', message: 'Send the e-mail as its raw RFC 822 text (an .eml file)' });
      return z.NEVER;
    }
    if (raw.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'The e-mail is empty' });
      return z.NEVER;
    }
    if (raw.length > maxBytes) {
      ctx.addIssue({ code: 'custom', message: `The e-mail is ${raw.length} bytes; at most ${maxBytes} are accepted` });
      return z.NEVER;
    }
    if (raw.includes(0)) {
      ctx.addIssue({ code: 'custom', message: 'The e-mail contains NUL bytes: not an RFC 822 message' });
      return z.NEVER;
    }
    const head = raw.subarray(0, 64 * 1024).toString('latin1');
    const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
    if (!HEADER_LINE.test(firstLine) || !/\r?\n\r?\n/.test(head)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Not an e-mail message: expected header lines (From:, Subject:, ...) then a blank line and the body',
      });
      return z.NEVER;
    }
    return raw;
  });
}

/** The upload as both APIs read it: `{ raw }`, the field errors name. */
export function uploadSchema(maxBytes: number) {
  return z.object({ raw: rawMessageSchema(maxBytes) }, { error: 'Send the e-mail as { raw }' });
}
