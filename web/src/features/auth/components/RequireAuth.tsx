import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { canOpen } from '../../../../../shared/auth/routes';
import { AppShell } from '../../navigation/components/AppShell';
import { useSession } from '../hooks/useSession';
import { firstAllowedPath } from '../utils/first-allowed-path';
import { roleNames } from '../utils/session-storage';

/** Guard of spec 2 section 2: signed out goes to /login, a path the roles do not allow to the first allowed one. */
export function RequireAuth() {
  const { session } = useSession();
  const { pathname } = useLocation();

  if (!session) return <Navigate to="/login" replace />;
  const roles = roleNames(session);
  if (!canOpen(roles, pathname)) return <Navigate to={firstAllowedPath(roles)} replace />;

  return (
    <AppShell session={session}>
      <Outlet />
    </AppShell>
  );
}
