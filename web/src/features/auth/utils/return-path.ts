import { canOpen } from '../../../../../shared/auth/routes';

/** The /login navigation state that remembers where an ended session was (spec 1 section 8). */
export interface ReturnState {
  from: string;
}

/** The page to come back to: path, query and hash of where the session ended. */
export function returnState(location: { pathname: string; search: string; hash: string }): ReturnState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

const WELCOME = '/welcome';

/**
 * Where a successful sign-in goes: back to the page the ended session was on when the /login state
 * names one the user's roles may open (another user may have signed in), otherwise /welcome (spec 1,
 * "Success leads to /welcome"). Only an in-app path counts: '//host' or a full URL never does.
 */
export function afterLoginPath(state: unknown, roles: readonly string[]): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return WELCOME;
  const { pathname, origin } = new URL(from, 'http://app.invalid');
  if (origin !== 'http://app.invalid') return WELCOME;
  return canOpen(roles, pathname) ? from : WELCOME;
}
