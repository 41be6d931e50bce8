import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '../../../../../shared/validation/messages';
import { toaster } from '../../../app/toaster';
import { useSession } from './useSession';

/** Logout clears the session and returns to / (spec 1 section 4), which signed out leads to /login. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { signOut } = useSession();

  return useCallback(() => {
    signOut();
    void navigate('/', { replace: true });
    toaster.create({ type: 'success', title: MSG.loggedOut });
    void client.clearStore();
  }, [client, navigate, signOut]);
}
