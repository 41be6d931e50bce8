import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Em, Orm } from '../../db/orm.js';
import { EmailIngestService } from './email-ingest.service.js';

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

/** An SMTP refusal with its own reply code (smtp-server would otherwise repeat the code in the text). */
function refusal(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * The optional SMTP listener (SMTP_RECEIVE_PORT): accepts mail addressed to an organization's
 * `emailReceiver` (any case) and refuses every other recipient with 550; a message above `maxBytes` is
 * refused with 552. Each accepted message is stored once per receiving organization, like an upload.
 * No AUTH and no relaying: it only ever delivers into the product.
 */
export async function startSmtpReceiver(options: {
  orm: Orm;
  host: string;
  port: number;
  maxBytes: number;
  log: Logger;
}): Promise<SmtpReceiver> {
  const { orm, maxBytes, log } = options;
  const orgOf = new WeakMap<SMTPServerSession, Set<number>>();
  const server = new SMTPServer({
    banner: 'Voyage Estimator position reader',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    logger: false,
    onRcptTo(address, session, callback) {
      const recipient = address.address.trim().toLowerCase();
      orm.em
        .fork()
        .getConnection()
        .execute<{ id: number }[]>('select id from organization where lower(email_receiver) = ? order by id limit 1', [
          recipient,
        ])
        .then((rows) => {
          const id = rows[0]?.id;
          if (id === undefined) return callback(refusal(550, `No organization receives mail at ${recipient}`));
          const orgs = orgOf.get(session) ?? new Set<number>();
          orgs.add(Number(id));
          orgOf.set(session, orgs);
          callback();
        })
        .catch((err: unknown) => {
          log.error({ err }, 'SMTP recipient lookup failed');
          callback(refusal(451, 'Temporary failure, try again later'));
        });
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', (err) => callback(err));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(refusal(552, `Message exceeds the ${maxBytes} byte limit`));
        const raw = Buffer.concat(chunks);
        const orgs = [...(orgOf.get(session) ?? [])];
        orgOf.delete(session);
        Promise.all(
          orgs.map((org) => new EmailIngestService(orm.em.fork() as Em, maxBytes).ingest(org, raw, 'smtp', new Date())),
        )
          .then((results) => callback(null, `Stored as ${results.map((r) => r.email.id).join(', ')}`))
          .catch((err: unknown) => {
            log.error({ err }, 'SMTP message could not be stored');
            callback(refusal(451, 'The message could not be stored, try again later'));
          });
      });
    },
  });
  server.on('error', (err) => log.error({ err }, 'SMTP listener error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
