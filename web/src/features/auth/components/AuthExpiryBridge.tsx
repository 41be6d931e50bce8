import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '../../../../../shared/validation/messages';
import { toaster } from '../../../app/toaster';
import { useSession } from '../hooks/useSession';
import { onAuthExpired } from '../utils/auth-expiry-events';

/** Reacts to a rejected token (spec 1 section 8): clear session and cache, one notice, go to /login. */
export function AuthExpiryBridge() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { signOut } = useSession();

  useEffect(
    () =>
      onAuthExpired(() => {
        signOut();
        void navigate('/login', { replace: true });
        toaster.create({ id: 'auth-expired', type: 'error', title: MSG.authExpired });
        void client.clearStore();
      }),
    [client, navigate, signOut],
  );

  return null;
}
