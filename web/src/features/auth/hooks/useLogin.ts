import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginInput } from '../../../../../shared/validation/messages';
import { errorMessage } from '../../../app/graphql-errors';
import { LOGIN_ERROR_DURATION_MS, toaster } from '../../../app/toaster';
import { loginMutation } from '../graphql/login';
import { afterLoginPath } from '../utils/return-path';
import { sessionFromLogin } from '../utils/session-mapping';
import { roleNames } from '../utils/session-storage';
import { useSession } from './useSession';

/**
 * Signs in: on success stores the session and opens /welcome, or the page an expired session was on
 * when the user's roles may open it; on failure shows the server's text for 5 s.
 */
export function useLogin() {
  const [mutate, { loading }] = useMutation(loginMutation);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const cameFrom: unknown = useLocation().state;

  const login = useCallback(
    async (input: LoginInput) => {
      try {
        const { data } = await mutate({
          variables: { input: { email: input.email.trim(), password: input.password } },
        });
        if (!data) throw new Error('Login returned no data');
        const session = sessionFromLogin(data.login);
        signIn(session);
        void navigate(afterLoginPath(cameFrom, roleNames(session)), { replace: true });
      } catch (error) {
        toaster.create({
          id: 'login-error',
          type: 'error',
          title: errorMessage(error),
          duration: LOGIN_ERROR_DURATION_MS,
        });
      }
    },
    [cameFrom, mutate, navigate, signIn],
  );

  return { login, loading };
}
