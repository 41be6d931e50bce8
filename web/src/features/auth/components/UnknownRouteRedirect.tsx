import { Navigate } from 'react-router-dom';
import { useSession } from '../hooks/useSession';
import { firstAllowedPath } from '../utils/first-allowed-path';
import { roleNames } from '../utils/session-storage';

/** Unlisted paths go to the first allowed path, or to /login when signed out. */
export function UnknownRouteRedirect() {
  const { session } = useSession();
  return <Navigate to={session ? firstAllowedPath(roleNames(session)) : '/login'} replace />;
}
