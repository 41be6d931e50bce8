import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../../logger.js';

export interface ResetMailSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base of the links in e-mails; unset: the server's own URL, known once it listens (`setServerUrl`). */
  publicUrl: string | undefined;
}

/**
 * Sends the password reset e-mail through nodemailer over SMTP_URL. Without SMTP_URL (the embedded
 * default) the link is written to the server log instead, so the two-command start works end to end.
 */
export class ResetMailer {
  private readonly transport: Transporter | undefined;
  private serverUrl = 'http://127.0.0.1:4000';

  constructor(
    private readonly settings: ResetMailSettings,
    private readonly log: Logger,
  ) {
    this.transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : undefined;
  }

  setServerUrl(url: string): void {
    this.serverUrl = url;
  }

  /** The link a reset e-mail carries: the web app's /reset_password with the token. */
  resetLink(token: string): string {
    const base = (this.settings.publicUrl ?? this.serverUrl).replace(/\/+$/, '');
    return `${base}/reset_password?token=${encodeURIComponent(token)}`;
  }

  async sendResetLink(to: { email: string; firstName: string }, token: string): Promise<void> {
    const link = this.resetLink(token);
    if (!this.transport) {
      this.log.info({ to: to.email, resetLink: link }, `password reset link for ${to.email}: ${link}`);
      return;
    }
    const greeting = to.firstName ? `Hello ${to.firstName},` : 'Hello,';
    await this.transport.sendMail({
      from: this.settings.mailFrom,
      to: to.email,
      subject: 'Reset your Voyage Estimator password',
      text: [
        greeting,
        '',
        'Someone asked to reset the password of your Voyage Estimator account. To choose a new password, open:',
        link,
        '',
        'The link works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
      html:
        `<p>${escapeHtml(greeting)}</p><p>Someone asked to reset the password of your Voyage Estimator account.</p>` +
        `<p><a href="${escapeHtml(link)}">Reset your password</a></p>` +
        '<p>The link works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>',
    });
  }

  close(): void {
    this.transport?.close();
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
