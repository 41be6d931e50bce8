import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isUnauthenticatedError } from '../app/graphql-errors';
import { UNGUARDED_TITLES } from '../app/route-titles';
import { LOGIN_ERROR_DURATION_MS, toaster } from '../app/toaster';
import { PageLoader } from '../components/PageLoader';
import { profileQuery } from '../features/auth/graphql/profile';
import { useSession } from '../features/auth/hooks/useSession';
import { sessionFromProfile } from '../features/auth/utils/session-mapping';
import { clearStoredAuth, readPendingToken } from '../features/auth/utils/session-storage';
import { SignedOutNoticePage } from './SignedOutNoticePage';

/** After a provider login: load the profile with the pending token, store the session, go to /. */
export function ProfilePage() {
  const token = readPendingToken();
  if (!token) return <SignedOutNoticePage title={UNGUARDED_TITLES['/profile']} />;
  return <ProfileLoader token={token} />;
}

function ProfileLoader({ token }: { token: string }) {
  const { data, error } = useQuery(profileQuery, { fetchPolicy: 'network-only' });
  const { signIn } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (!data) return;
    signIn(sessionFromProfile(token, data.profile));
    void navigate('/', { replace: true });
  }, [data, navigate, signIn, token]);

  useEffect(() => {
    // A rejected token is handled by the Apollo error link (notice and /login).
    if (!error || isUnauthenticatedError(error)) return;
    clearStoredAuth();
    toaster.create({
      id: 'profile-error',
      type: 'error',
      title: errorMessage(error),
      duration: LOGIN_ERROR_DURATION_MS,
    });
    void navigate('/login', { replace: true });
  }, [error, navigate]);

  return <PageLoader label="Loading your profile…" />;
}
