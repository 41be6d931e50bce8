/**
 * The signed-in session as the login call returns it (spec 1 section 3, "Session record"),
 * kept in localStorage so a reload stays signed in. A token from the provider redirect waits
 * under its own key until the profile has been loaded (spec 2 section 4).
 */
export interface Session {
  token: string;
  organizationId: number;
  username: string;
  /** The user's id. */
  realMe: number;
  FirstName: string;
  roles: { name: string }[];
  /** ISO timestamp; null when the session was built from a provider login. */
  expiresAt: string | null;
}

export const SESSION_STORAGE_KEY = 'voyage-estimator.session';
export const PENDING_TOKEN_STORAGE_KEY = 'voyage-estimator.pending-token';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Parses a stored session, returning null for anything that is not a complete session. */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { token, organizationId, username, realMe, FirstName, roles, expiresAt } = value;
  if (typeof token !== 'string' || !token) return null;
  if (typeof organizationId !== 'number' || typeof realMe !== 'number') return null;
  if (typeof username !== 'string' || typeof FirstName !== 'string') return null;
  if (!Array.isArray(roles) || !roles.every((r) => isRecord(r) && typeof r.name === 'string')) return null;
  return {
    token,
    organizationId,
    username,
    realMe,
    FirstName,
    roles: roles.map((r: { name: string }) => ({ name: r.name })),
    expiresAt: typeof expiresAt === 'string' ? expiresAt : null,
  };
}

export function readStoredSession(): Session | null {
  return parseSession(localStorage.getItem(SESSION_STORAGE_KEY));
}

export function writeStoredSession(session: Session): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  localStorage.removeItem(PENDING_TOKEN_STORAGE_KEY);
}

export function readPendingToken(): string | null {
  return localStorage.getItem(PENDING_TOKEN_STORAGE_KEY) || null;
}

export function writePendingToken(token: string): void {
  localStorage.setItem(PENDING_TOKEN_STORAGE_KEY, token);
}

/** The bearer token for API calls: the session's, else a provider token awaiting its profile. */
export function readAuthToken(): string | null {
  return readStoredSession()?.token ?? readPendingToken();
}

/** Forgets everything that identifies the user in this browser. */
export function clearStoredAuth(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
  localStorage.removeItem(PENDING_TOKEN_STORAGE_KEY);
}

/** Role names of a session, the form the shared route table takes. */
export function roleNames(session: Pick<Session, 'roles'>): string[] {
  return session.roles.map((r) => r.name);
}
