import { Navigate, Outlet } from 'react-router-dom';
import { AuthLayout } from '../../../components/AuthLayout';
import { useSession } from '../hooks/useSession';

/** Unguarded screens only make sense signed out; a signed-in user is sent to / (spec 2 section 2). */
export function RedirectIfSignedIn() {
  const { session } = useSession();
  if (session) return <Navigate to="/" replace />;
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
