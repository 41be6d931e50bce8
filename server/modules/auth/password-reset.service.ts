import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { RESET_LINK, RESET_MSG, readResetEmail } from '../../../shared/validation/password-reset-rules.js';
import { readNewPassword } from '../../../shared/validation/user-rules.js';
import type { Em } from '../../db/orm.js';
import { badInput } from '../../errors/app-error.js';
import { parseInput } from '../../errors/parse-input.js';
import type { Logger } from '../../logger.js';
import { User } from '../users/user.entity.js';
import { AuditKind, recordAudit } from './audit/audit-log.js';
import type { BackgroundTasks } from './background.js';
import { hashPassword } from './password.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import type { ResetMailer } from './reset-mailer.js';
import { endUserSessions } from './sessions.js';
import type { SignInThrottle } from './sign-in-throttle.js';

export interface PasswordResetDeps {
  mailer: ResetMailer;
  background: BackgroundTasks;
  /** Counts reset requests per hour (sign-in-throttle.ts with a one-hour window). */
  throttle: SignInThrottle;
  log: Logger;
}

/** The reset call's input, as REST (PUT /updatePassword) and GraphQL send it. */
const resetInput = z.object({
  password: z.unknown(),
  confirmPassword: z.unknown().optional(),
  passwordResetToken: z.unknown(),
});

/** SHA-256 of a reset token: what the database keeps. The token itself exists only in the e-mail. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Forgot and reset password. The request answers the same whatever the e-mail, at once: looking the user up,
 * storing the token and sending the e-mail happen after the answer (BackgroundTasks), so neither the answer
 * nor its timing tells whether an account exists. A token is 32 random bytes, kept only as its SHA-256,
 * works once, for one hour, and a newer one replaces it. A reset ends every session of the user.
 */
export class PasswordResetService {
  constructor(
    private readonly em: Em,
    private readonly deps: PasswordResetDeps,
  ) {}

  /** PUT /forgetPassword?email= and the forgetPassword mutation. */
  requestLink(rawEmail: unknown, clientAddress: string): { message: string } {
    const email = readResetEmail(rawEmail);
    if (!email.ok) throw badInput(email.message, 'email');
    // Its own EntityManager: the request's may be gone by the time this runs.
    const em = this.em.fork();
    this.deps.background.run('password reset e-mail', () => this.issueLink(em, email.value, clientAddress));
    return { message: RESET_MSG.linkSent };
  }

  /** PUT /updatePassword and the updatePassword mutation: sets the password the link was sent for. */
  async resetPassword(raw: unknown, clientAddress: string): Promise<{ message: string }> {
    const input = parseInput(resetInput, raw ?? {});
    const token = typeof input.passwordResetToken === 'string' ? input.passwordResetToken.trim() : '';
    if (!token) throw badInput(RESET_MSG.linkInvalid, 'passwordResetToken');
    const password = readNewPassword(input.password);
    if (!password.ok) throw badInput(password.message, 'password');
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
      throw badInput(RESET_MSG.passwordMismatch, 'confirmPassword');
    }
    const passwordHash = await hashPassword(password.value);
    const tokenHash = hashResetToken(token);
    await this.em.transactional(async (tx) => {
      const now = new Date();
      // Claims the token atomically: of two concurrent uses, one updates the row, the other finds it used.
      const claimed = await tx.nativeUpdate(
        PasswordResetToken,
        { tokenHash, usedAt: null, expiresAt: { $gt: now } },
        { usedAt: now },
      );
      if (claimed !== 1) throw badInput(RESET_MSG.linkInvalid, 'passwordResetToken');
      const row = await tx.findOneOrFail(
        PasswordResetToken,
        { tokenHash },
        { populate: ['user', 'user.organization'] },
      );
      const user = row.user;
      user.passwordHash = passwordHash;
      await tx.nativeDelete(PasswordResetToken, { user: user.id, id: { $ne: row.id } });
      const ended = await endUserSessions(tx, user.id, 'password_changed');
      await recordAudit(tx, {
        kind: AuditKind.PASSWORD_RESET,
        organizationId: user.organization.id,
        actor: { id: user.id, email: user.email },
        clientAddress,
        detail: `password changed through a reset link; ${ended} session(s) ended`,
      });
      await tx.flush();
    });
    return { message: RESET_MSG.changed };
  }

  private async issueLink(em: Em, email: string, clientAddress: string): Promise<void> {
    const rules = [
      { key: `reset-addr:${clientAddress}`, max: RESET_LINK.perAddressPerHour },
      { key: `reset-email:${email}`, max: RESET_LINK.perEmailPerHour },
    ];
    if ((await this.deps.throttle.retryAfter(em, rules)) > 0) {
      this.deps.log.warn({ clientAddress }, 'password reset requests over the hourly limit: no e-mail sent');
      return;
    }
    await this.deps.throttle.recordFailure(em, rules);
    const token = randomBytes(32).toString('base64url');
    const user = await em.findOne(User, { email }, { populate: ['organization'] });
    if (!user) {
      await recordAudit(
        em,
        {
          kind: AuditKind.PASSWORD_RESET_REQUESTED,
          organizationId: null,
          subject: { id: null, email },
          clientAddress,
          detail: 'no user has this e-mail: nothing sent',
        },
        { flush: true },
      );
      return;
    }
    await em.transactional(async (tx) => {
      // A newer link replaces every earlier one still unused.
      await tx.nativeDelete(PasswordResetToken, { user: user.id, usedAt: null });
      tx.create(PasswordResetToken, {
        user: tx.getReference(User, user.id),
        tokenHash: hashResetToken(token),
        expiresAt: new Date(Date.now() + RESET_LINK.ttlSeconds * 1000),
      });
      await recordAudit(tx, {
        kind: AuditKind.PASSWORD_RESET_REQUESTED,
        organizationId: user.organization.id,
        subject: { id: user.id, email: user.email },
        clientAddress,
        detail: 'reset link e-mailed',
      });
      await tx.flush();
    });
    await this.deps.mailer.sendResetLink({ email: user.email, firstName: user.firstName }, token);
  }
}
