import { useMutation } from '@apollo/client/react';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '../../../../../shared/validation/messages';
import { toaster } from '../../../app/toaster';
import { logoutMutation } from '../graphql/account';
import { useSession } from './useSession';

/**
 * Logout ends the session on the server first (its token is refused from then on, everywhere), then clears
 * it here and returns to / (spec 1 section 4), which signed out leads to /login. A server that cannot be
 * reached does not keep the user signed in: the local session ends anyway.
 */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [endOnServer] = useMutation(logoutMutation);

  return useCallback(async () => {
    try {
      await endOnServer();
    } catch {
      // Already ended or unreachable: signing out here is still right.
    }
    signOut();
    void navigate('/', { replace: true });
    toaster.create({ type: 'success', title: MSG.loggedOut });
    void client.clearStore();
  }, [client, endOnServer, navigate, signOut]);
}
