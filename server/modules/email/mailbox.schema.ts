import { z } from 'zod';
import { boolField, numberField, required, textField } from '../../../shared/validation/boundary.js';

/**
 * The mailbox an organization's admin connects (GraphQL setMailbox, REST PUT /mailbox): host, port, TLS,
 * user, password, folder. The password is required when the mailbox is new and optional when it changes
 * (kept as sealed); it is never answered back.
 */
export const mailboxSchema = z.object(
  {
    host: required(textField({ max: 255 }), 'host is required').refine(
      (h) => /^[A-Za-z0-9.-]+$|^\[?[0-9a-fA-F:.]+\]?$/.test(h),
      {
        message: 'host must be a host name or an IP address',
      },
    ),
    port: required(numberField({ min: 1, max: 65_535, integer: true }), 'port is required'),
    tls: boolField().transform((v) => v ?? true),
    username: required(textField({ max: 320 }), 'username is required'),
    password: textField({ max: 1024 }).transform((v) => v ?? undefined),
    folder: textField({ max: 255 }).transform((v) => v ?? 'INBOX'),
    enabled: boolField().transform((v) => v ?? true),
  },
  { error: 'Send the mailbox as an object' },
);

export type MailboxDraft = z.input<typeof mailboxSchema>;
export type MailboxSettings = z.output<typeof mailboxSchema>;
