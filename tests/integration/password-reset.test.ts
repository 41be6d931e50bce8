import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Started } from '../../server/bootstrap.js';
import { hashResetToken } from '../../server/modules/auth/password-reset.service.js';
import { PasswordResetToken } from '../../server/modules/auth/password-reset-token.entity.js';
import { RESET_MSG } from '../../shared/validation/password-reset-rules.js';
import { gql, gqlOverWs, loginToken, rest } from '../helpers/api.js';
import { memoryDb, startAccountServer, type AccountDb } from '../helpers/account-server.js';
import { startMailCatcher, type MailCatcher } from '../helpers/mail-catcher.js';

const FORGET = `mutation ($email: String!) { forgetPassword(email: $email) { message } }`;
const UPDATE = `mutation ($input: ResetPasswordInput!) { updatePassword(input: $input) { message } }`;
const PROFILE = `query { profile { email } }`;

/**
 * Forgot / reset password on both APIs (issue #17), the e-mail sent through nodemailer to a real SMTP server
 * (smtp-server on 127.0.0.1) and its link's token used as the web app would.
 */
describe('forgot and reset password by e-mail', () => {
  let mail: MailCatcher;
  let db: AccountDb;
  let app: Started;
  let url: string;

  beforeAll(async () => {
    mail = await startMailCatcher();
    db = await memoryDb();
    app = await startAccountServer(db, { smtpUrl: mail.url });
    url = app.app.url;
  });
  afterAll(async () => {
    await app?.stop();
    await db?.drop();
    await mail?.close();
  });

  const forgetRest = (email: string) => rest(url, 'PUT', `/forgetPassword?email=${encodeURIComponent(email)}`);

  it('e-mails a registered user a link to /reset_password with a random token, stored only as its hash', async () => {
    const arriving = mail.next('pricing@demo.example');
    const r = await forgetRest('Pricing@Demo.example');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: RESET_MSG.linkSent });
    const m = await arriving;
    expect(m.resetLink).toBe(`${url}/reset_password?token=${m.resetToken}`);
    // 32 random bytes, base64url: 43 characters.
    expect(m.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const em = app.orm.em.fork();
    const rows = await em.find(PasswordResetToken, { user: { email: 'pricing@demo.example' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashResetToken(m.resetToken!));
    expect(rows[0]!.tokenHash).not.toContain(m.resetToken!);
    const ttl = rows[0]!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it('answers an unknown e-mail exactly as a registered one, as fast, and sends nothing', async () => {
    const unknown = 'nobody-here@demo.example';
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 3; i++) {
      for (const [kind, email] of [
        ['unknown', unknown],
        ['known', 'admin@demo.example'],
      ] as const) {
        const t0 = performance.now();
        const r = await forgetRest(email);
        timings[kind].push(performance.now() - t0);
        expect(r.status).toBe(200);
        expect(r.body).toEqual({ message: RESET_MSG.linkSent });
      }
      const g = await gql(url, FORGET, { email: unknown });
      expect(g.errors).toBeUndefined();
      expect(g.data).toEqual({ forgetPassword: { message: RESET_MSG.linkSent } });
    }
    // The answer is given before any lookup: the medians differ by well under the cost of one query + send.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(Math.abs(median(timings.known) - median(timings.unknown)), JSON.stringify(timings)).toBeLessThan(30);
    // The e-mails go out after the answers, in the background: wait for the three (a busy machine may take
    // seconds), then give a mail for the unknown address the same time again to arrive; none may.
    const waitStart = performance.now();
    while (mail.countFor('admin@demo.example') < 3 && performance.now() - waitStart < 15_000) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(mail.countFor('admin@demo.example')).toBe(3);
    await new Promise((r) => setTimeout(r, Math.max(300, performance.now() - waitStart)));
    expect(mail.countFor('admin@demo.example')).toBe(3);
    expect(mail.countFor(unknown)).toBe(0);
  });

  it('refuses an empty or malformed e-mail with the field named, on both APIs, never a 500', async () => {
    for (const [email, message] of [
      ['', 'Email is required'],
      ['   ', 'Email is required'],
      ['not-an-email', 'Invalid Email'],
    ]) {
      const r = await forgetRest(email!);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: message, code: 'BAD_USER_INPUT', field: 'email' });
      const g = await gql(url, FORGET, { email });
      expect(g.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
    }
    expect((await rest(url, 'PUT', '/forgetPassword')).body).toMatchObject({ field: 'email' });
  });

  it('sets the new password once (REST), ends every session of the user, and refuses the old password and the reused link', async () => {
    const before = await loginToken(url, 'pricing@demo.example');
    const other = await loginToken(url, 'admin@demo.example');
    const arriving = mail.next('pricing@demo.example');
    await forgetRest('pricing@demo.example');
    const { resetToken } = await arriving;

    const mismatch = await rest(url, 'PUT', '/updatePassword', {
      body: { password: 'Brand-new-1', confirmPassword: 'Brand-new-2', passwordResetToken: resetToken },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ error: 'Password mismatch', code: 'BAD_USER_INPUT', field: 'confirmPassword' });
    const short = await rest(url, 'PUT', '/updatePassword', {
      body: { password: 'short', passwordResetToken: resetToken },
    });
    expect(short.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });

    const ok = await rest(url, 'PUT', '/updatePassword', {
      body: { password: 'Brand-new-1', passwordResetToken: resetToken },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Password Changed Successfully' });

    // The session from before the change is over on every API; another user's is not.
    expect((await rest(url, 'GET', '/auth/profile', { token: before })).status).toBe(401);
    expect((await gql(url, PROFILE, {}, before)).status).toBe(401);
    expect((await gqlOverWs(url, PROFILE, before))[0]?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await rest(url, 'GET', '/auth/profile', { token: other })).status).toBe(200);

    const old = await rest(url, 'POST', '/auth/login', {
      body: { email: 'pricing@demo.example', password: 'Demo!2026' },
    });
    expect(old.status).toBe(400);
    expect(await loginToken(url, 'pricing@demo.example', 'Brand-new-1')).toBeTruthy();

    const again = await rest(url, 'PUT', '/updatePassword', {
      body: { password: 'Another-one-2', passwordResetToken: resetToken },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: RESET_MSG.linkInvalid, code: 'BAD_USER_INPUT', field: 'passwordResetToken' });
    expect(await loginToken(url, 'pricing@demo.example', 'Brand-new-1')).toBeTruthy();
  });

  it('lets only the newest link work (GraphQL), and refuses an expired or made-up one', async () => {
    const first = mail.next('sales@demo.example');
    await gql(url, FORGET, { email: 'sales@demo.example' });
    const older = (await first).resetToken;
    const second = mail.next('sales@demo.example');
    await gql(url, FORGET, { email: 'sales@demo.example' });
    const newer = (await second).resetToken;
    expect(newer).not.toBe(older);

    const refused = await gql(url, UPDATE, { input: { password: 'Sales-new-1', passwordResetToken: older } });
    expect(refused.errors?.[0]).toMatchObject({
      message: RESET_MSG.linkInvalid,
      extensions: { code: 'BAD_USER_INPUT', field: 'passwordResetToken' },
    });
    const mismatch = await gql(url, UPDATE, {
      input: { password: 'Sales-new-1', confirmPassword: 'Sales-new-X', passwordResetToken: newer },
    });
    expect(mismatch.errors?.[0]?.message).toBe('Password mismatch');

    // An hour later the newest one no longer works either (its expiry moved back, as time would).
    const em = app.orm.em.fork();
    await em.nativeUpdate(
      PasswordResetToken,
      { tokenHash: hashResetToken(newer!) },
      { expiresAt: new Date(Date.now() - 1000) },
    );
    const expired = await gql(url, UPDATE, { input: { password: 'Sales-new-1', passwordResetToken: newer } });
    expect(expired.errors?.[0]?.extensions?.field).toBe('passwordResetToken');

    const third = mail.next('sales@demo.example');
    await gql(url, FORGET, { email: 'sales@demo.example' });
    const fresh = (await third).resetToken;
    const ok = await gql(url, UPDATE, {
      input: { password: 'Sales-new-1', confirmPassword: 'Sales-new-1', passwordResetToken: fresh },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data).toEqual({ updatePassword: { message: 'Password Changed Successfully' } });
    for (const token of ['', 'made-up-token']) {
      const r = await gql(url, UPDATE, { input: { password: 'Whatever-123', passwordResetToken: token } });
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'passwordResetToken' });
    }
  });

  it('without SMTP_URL writes the link to the log instead (the embedded default)', async () => {
    const { ResetMailer } = await import('../../server/modules/auth/reset-mailer.js');
    const lines: { obj: unknown; msg: string }[] = [];
    const log = { info: (obj: unknown, msg: string) => lines.push({ obj, msg }) } as never;
    const mailer = new ResetMailer({ smtpUrl: undefined, mailFrom: 'x@y.example', publicUrl: undefined }, log);
    mailer.setServerUrl('http://127.0.0.1:4000');
    await mailer.sendResetLink({ email: 'a@b.example', firstName: 'A' }, 'tok-EN_1');
    expect(lines).toEqual([
      {
        obj: { to: 'a@b.example', resetLink: 'http://127.0.0.1:4000/reset_password?token=tok-EN_1' },
        msg: 'password reset link for a@b.example: http://127.0.0.1:4000/reset_password?token=tok-EN_1',
      },
    ]);
  });
});
