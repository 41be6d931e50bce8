import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAuthExpired } from './auth-expiry-events';
import { endRejectedSession, hasUnauthenticatedCode, isUnauthenticatedStreamError } from './session-expiry';
import { SESSION_STORAGE_KEY } from './session-storage';

const DRAFT_KEY = 'voyage-estimator.calculator.7.draft.12';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

const session = (token: string) =>
  JSON.stringify({
    token,
    organizationId: 1,
    username: 'a@b.c',
    realMe: 7,
    FirstName: 'A',
    roles: [],
    expiresAt: null,
  });

describe('endRejectedSession', () => {
  let notices: number;
  let stop: () => void;
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    localStorage.setItem(SESSION_STORAGE_KEY, session('tok-1'));
    localStorage.setItem(DRAFT_KEY, '{"v":1}');
    notices = 0;
    stop = onAuthExpired(() => notices++);
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('clears the stored session and tells the app once, keeping the calculator draft', () => {
    expect(endRejectedSession('tok-1')).toBe(true);
    expect(endRejectedSession('tok-1')).toBe(false);
    expect(notices).toBe(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBe('{"v":1}');
  });

  it('ends nothing for a call made without a token or with another than the stored one', () => {
    for (const sent of [undefined, null, '', 'tok-0', 42]) expect(endRejectedSession(sent)).toBe(false);
    expect(notices).toBe(0);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(session('tok-1'));
  });
});

describe('what counts as a refused token', () => {
  it('an UNAUTHENTICATED code among the errors', () => {
    expect(
      hasUnauthenticatedCode([{ extensions: { code: 'FORBIDDEN' } }, { extensions: { code: 'UNAUTHENTICATED' } }]),
    ).toBe(true);
    expect(hasUnauthenticatedCode([{ extensions: { code: 'FORBIDDEN' } }, {}, { extensions: null }])).toBe(false);
    expect(hasUnauthenticatedCode(undefined)).toBe(false);
  });

  it('a graphql-ws error sink: the error list, or a close for auth (4401, 4403)', () => {
    expect(isUnauthenticatedStreamError([{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }])).toBe(true);
    expect(isUnauthenticatedStreamError({ code: 4401, reason: 'Unauthorized' })).toBe(true);
    expect(isUnauthenticatedStreamError({ code: 4403, reason: 'Forbidden' })).toBe(true);
    expect(isUnauthenticatedStreamError({ code: 1006, reason: '' })).toBe(false);
    expect(isUnauthenticatedStreamError(new Error('socket hang up'))).toBe(false);
    expect(isUnauthenticatedStreamError([{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }])).toBe(false);
  });
});

describe('emitAuthExpired', () => {
  it('calls each listener once even when one subscribes anew while being called', async () => {
    const { emitAuthExpired } = await import('./auth-expiry-events');
    const calls: string[] = [];
    const stops: (() => void)[] = [];
    stops.push(
      onAuthExpired(() => {
        calls.push('first');
        stops.push(onAuthExpired(() => calls.push('re-subscribed')));
      }),
    );
    emitAuthExpired();
    for (const stop of stops) stop();
    expect(calls).toEqual(['first']);
  });
});
