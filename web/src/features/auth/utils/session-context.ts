import { createContext } from 'react';
import type { Session } from './session-storage';

export interface SessionContextValue {
  session: Session | null;
  /** Stores a new session (and forgets any pending provider token). */
  signIn(session: Session): void;
  /** Forgets the session in state and in storage. */
  signOut(): void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
