import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MSG } from '../../../../../shared/validation/messages';
import { toaster } from '../../../app/toaster';
import { useSession } from '../hooks/useSession';
import { onAuthExpired } from '../utils/auth-expiry-events';
import { returnState } from '../utils/return-path';

/**
 * Reacts to a rejected token (spec 1 section 8), whichever transport saw it: clear session and cache,
 * one notice, go to /login remembering the page, to which a new sign-in returns. Unsaved calculator
 * work stays in localStorage under the user's id, so it is there again after signing in.
 */
export function AuthExpiryBridge() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { signOut } = useSession();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(
    () =>
      onAuthExpired(() => {
        signOut();
        void navigate('/login', { replace: true, state: returnState(here.current) });
        toaster.create({ id: 'auth-expired', type: 'error', title: MSG.authExpired });
        void client.clearStore();
      }),
    [client, navigate, signOut],
  );

  return null;
}
