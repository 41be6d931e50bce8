import type { EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { Actor } from './actor.js';

/**
 * How long a checked token is trusted without asking the database again (ms). Revocations made by this
 * process (logout, sessions ended, a user, role, organization or session changed through the ORM) apply at
 * once, and with REDIS_URL in every other process too (session-broadcast.ts); the TTL bounds what no process
 * can see: another instance's revocation without Redis, or a request that read the session while a revoking
 * transaction was still open (ADR 0016).
 */
export const SESSION_CHECK_TTL_MS = 2_000;
const CAPACITY = 10_000;

/**
 * Tokens already checked (signature, expiry, session row, user and roles), by the secret they were checked
 * with and the token itself, so one process may serve several servers (tests) without a clash. Map order is
 * insertion order: the first key is the oldest.
 */
const checked = new Map<string, { actor: Actor; until: number }>();

/** The actor of a token checked less than SESSION_CHECK_TTL_MS ago and not revoked since, else null. */
export function cachedActor(secret: string, token: string, now = Date.now()): Actor | null {
  const key = `${secret}\u0000${token}`;
  const hit = checked.get(key);
  if (!hit) return null;
  if (hit.until > now) return hit.actor;
  checked.delete(key);
  return null;
}

/** Remembers a checked token until the TTL or the token's own expiry (seconds since the epoch), whichever is first. */
export function rememberActor(secret: string, token: string, actor: Actor, expSeconds: number, now = Date.now()): void {
  const key = `${secret}\u0000${token}`;
  checked.delete(key);
  checked.set(key, { actor, until: Math.min(now + SESSION_CHECK_TTL_MS, expSeconds * 1000) });
  if (checked.size > CAPACITY) checked.delete(checked.keys().next().value as string);
}

/** What to forget: one session (logout), one user's sessions (all ended), or, empty, every token. */
export interface ForgetWhich {
  tokenId?: string;
  userId?: number;
}

/** Told of every forget made here, to pass it on to the other processes (session-broadcast.ts). */
const forgetListeners = new Set<(which: ForgetWhich) => void>();

export function onForget(listener: (which: ForgetWhich) => void): () => void {
  forgetListeners.add(listener);
  return () => forgetListeners.delete(listener);
}

/** Forgets the tokens of one session (logout) or of one user (all their sessions ended), or every token. */
export function forgetSessions(which: ForgetWhich = {}): void {
  forgetLocally(which);
  for (const listener of forgetListeners) listener(which);
}

/** Forgets in this process only: what another process's forget (received through Redis) does here. */
export function forgetLocally(which: ForgetWhich): void {
  if (which.tokenId === undefined && which.userId === undefined) return checked.clear();
  for (const [token, { actor }] of checked)
    if (actor.tokenId === which.tokenId || actor.id === which.userId) checked.delete(token);
}

/** Entities whose change can revoke or alter a signed-in actor: any flushed change of them empties the cache. */
const AUTH_ENTITIES = new Set(['User', 'Role', 'Organization', 'AuthSession']);

/** Empties the checked-token cache whenever a flush changed a user, a role, an organization or a session. */
export class SessionCacheInvalidator implements EventSubscriber {
  afterFlush({ uow }: FlushEventArgs): void {
    const touched =
      uow.getChangeSets().some((cs) => AUTH_ENTITIES.has(cs.meta.className)) ||
      uow.getCollectionUpdates().some((c) => AUTH_ENTITIES.has(c.owner.constructor.name));
    if (touched) forgetSessions();
  }
}
