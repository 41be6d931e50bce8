import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionContext } from '../utils/session-context';
import {
  SESSION_STORAGE_KEY,
  clearStoredAuth,
  readStoredSession,
  writeStoredSession,
  type Session,
} from '../utils/session-storage';

/**
 * Holds the session in React state, mirrored to localStorage. State (not an external store)
 * so that signing in and navigating in one handler render together, never a guard in between.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(readStoredSession);

  const signIn = useCallback((next: Session) => {
    writeStoredSession(next);
    setSession(next);
  }, []);

  const signOut = useCallback(() => {
    clearStoredAuth();
    setSession(null);
  }, []);

  // Another tab signing in or out changes this one too.
  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SESSION_STORAGE_KEY) setSession(readStoredSession());
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

  const value = useMemo(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
