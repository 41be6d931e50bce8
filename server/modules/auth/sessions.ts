import { randomBytes } from 'node:crypto';
import type { Em } from '../../db/orm.js';
import { type User } from '../users/user.entity.js';
import type { Actor } from './actor.js';
import { AuthSession, type SessionEndReason } from './session.entity.js';
import { cachedActor, forgetSessions, rememberActor } from './session-cache.js';
import { checkToken, signToken } from './tokens.js';

export interface SessionSettings {
  jwtSecret: string;
  jwtExpiresIn: string;
}

/**
 * Opens a session for a user who has just proved who they are (password, reset link, identity provider):
 * stores its row and signs a token naming it. Every way of signing in goes through here, so every token can
 * be revoked.
 */
export async function openSession(
  em: Em,
  user: User,
  settings: SessionSettings,
): Promise<{ token: string; expiresAt: Date }> {
  const tokenId = randomBytes(16).toString('hex');
  const signed = signToken(settings.jwtSecret, user.id, user.organization.id, settings.jwtExpiresIn, tokenId);
  em.create(AuthSession, { user, tokenId, expiresAt: signed.expiresAt });
  await em.flush();
  // Expired rows serve nothing; the user's own are cleared as they sign in again (an indexed delete).
  await em.nativeDelete(AuthSession, { user: user.id, expiresAt: { $lt: new Date() } });
  return signed;
}

/**
 * The acting user of a token: the signature and expiry, then the session row (not ended, same user) and the
 * user with their roles in one query. Null when any of it fails. A token checked in the last
 * SESSION_CHECK_TTL_MS and not revoked since is answered from memory (session-cache.ts, ADR 0016).
 */
export async function actorOfToken(
  /** The request's EntityManager, asked for only when the token is not answered from memory. */
  openEm: () => Em,
  secret: string,
  token: string,
): Promise<{ actor: Actor } | { actor: null; failure: 'expired' | 'invalid' }> {
  const cached = cachedActor(secret, token);
  if (cached) return { actor: cached };
  const check = checkToken(secret, token);
  if (!check.ok) return { actor: null, failure: check.reason };
  const session = await openEm().findOne(
    AuthSession,
    { tokenId: check.tokenId, user: check.userId, endedAt: null },
    { populate: ['user', 'user.roles'], strategy: 'joined' },
  );
  if (!session) return { actor: null, failure: 'invalid' };
  const user: User = session.user;
  const actor: Actor = {
    id: user.id,
    organizationId: user.organization.id,
    firstName: user.firstName,
    fullName: user.fullName,
    email: user.email,
    roles: user.roles.getItems().map((r) => r.name),
    tokenId: check.tokenId,
  };
  rememberActor(secret, token, actor, check.exp);
  return { actor };
}

/** Ends one session (logout). Returns whether it was still open. */
export async function endSession(em: Em, tokenId: string, reason: SessionEndReason): Promise<boolean> {
  const n = await em.nativeUpdate(AuthSession, { tokenId, endedAt: null }, { endedAt: new Date(), endReason: reason });
  forgetSessions({ tokenId });
  return n > 0;
}

/**
 * Ends every open session of a user at once (password changed, roles removed), but the one named by
 * `exceptTokenId`. Returns how many ended.
 */
export async function endUserSessions(
  em: Em,
  userId: number,
  reason: SessionEndReason,
  exceptTokenId?: string,
): Promise<number> {
  const n = await em.nativeUpdate(
    AuthSession,
    {
      user: userId,
      endedAt: null,
      ...(exceptTokenId === undefined ? {} : { tokenId: { $ne: exceptTokenId } }),
    },
    { endedAt: new Date(), endReason: reason },
  );
  forgetSessions({ userId });
  return n;
}
