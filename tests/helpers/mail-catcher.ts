import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  /** The /reset_password link of a reset e-mail, when it has one. */
  resetLink?: string;
  /** Its token, decoded. */
  resetToken?: string;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** Resolves with the next mail to `to` (after the ones already caught for it), or rejects after `timeoutMs`. */
  next(to: string, timeoutMs?: number): Promise<CaughtMail>;
  /** How many mails were caught for `to`. */
  countFor(to: string): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1, an ephemeral port, that keeps every message it receives:
 * the product sends to it through nodemailer exactly as to any mail server. No TLS, no auth (loopback only).
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters: { to: string; seen: number; resolve: (m: CaughtMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          ...resetLinkOf(raw),
        };
        mails.push(mail);
        for (const w of [...waiters]) {
          if (mail.to.includes(w.to) && mailsFor(w.to).length > w.seen) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mailsFor(w.to)[w.seen]!);
          }
        }
        callback();
      });
    },
  });
  const mailsFor = (to: string) => mails.filter((m) => m.to.includes(to.toLowerCase()));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    countFor: (to) => mailsFor(to).length,
    next: (to, timeoutMs = 10_000) => {
      const seen = mailsFor(to).length;
      return new Promise<CaughtMail>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          to: to.toLowerCase(),
          seen,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link of the plain-text part (quoted-printable soft breaks and =3D undone). */
function resetLinkOf(raw: string): Pick<CaughtMail, 'resetLink' | 'resetToken'> {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = /(https?:\/\/[^\s"<>]+\/reset_password\?token=([A-Za-z0-9_%-]+))/.exec(text);
  if (!match) return {};
  return { resetLink: match[1]!, resetToken: decodeURIComponent(match[2]!) };
}
