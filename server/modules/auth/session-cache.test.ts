import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.js';
import { SESSION_CHECK_TTL_MS, cachedActor, forgetSessions, rememberActor } from './session-cache.js';

const actor = (id: number, tokenId: string): Actor => ({
  id,
  organizationId: 1,
  firstName: 'A',
  email: `u${id}@x.example`,
  roles: ['ADMIN'],
  tokenId,
});
const FAR = 4_000_000_000; // token expiry, seconds: far ahead

describe('the checked-token cache', () => {
  it('answers a checked token until the TTL, then asks again', () => {
    rememberActor('s', 't1', actor(1, 'a'), FAR, 1_000);
    expect(cachedActor('s', 't1', 1_000 + SESSION_CHECK_TTL_MS - 1)?.id).toBe(1);
    expect(cachedActor('s', 't1', 1_000 + SESSION_CHECK_TTL_MS)).toBeNull();
  });

  it('never outlives the token itself, and is kept per secret', () => {
    rememberActor('s', 't2', actor(2, 'b'), 2, 1_000); // expires at 2 s
    expect(cachedActor('s', 't2', 1_999)?.id).toBe(2);
    expect(cachedActor('s', 't2', 2_000)).toBeNull();
    rememberActor('s', 't3', actor(3, 'c'), FAR, 1_000);
    expect(cachedActor('other secret', 't3', 1_000)).toBeNull();
  });

  it('forgets a session, a user or everything at once (revocation)', () => {
    rememberActor('s', 'x', actor(4, 'x'), FAR, 1_000);
    rememberActor('s', 'y', actor(4, 'y'), FAR, 1_000);
    rememberActor('s', 'z', actor(5, 'z'), FAR, 1_000);
    forgetSessions({ tokenId: 'x' });
    expect(cachedActor('s', 'x', 1_000)).toBeNull();
    expect(cachedActor('s', 'y', 1_000)?.id).toBe(4);
    forgetSessions({ userId: 4 });
    expect(cachedActor('s', 'y', 1_000)).toBeNull();
    expect(cachedActor('s', 'z', 1_000)?.id).toBe(5);
    forgetSessions();
    expect(cachedActor('s', 'z', 1_000)).toBeNull();
  });
});
