import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginInput } from '../../../../../shared/validation/messages';
import { errorMessage } from '../../../app/graphql-errors';
import { LOGIN_ERROR_DURATION_MS, toaster } from '../../../app/toaster';
import { loginMutation } from '../graphql/login';
import { sessionFromLogin } from '../utils/session-mapping';
import { useSession } from './useSession';

/** Signs in: on success stores the session and opens /welcome; on failure shows the server's text for 5 s. */
export function useLogin() {
  const [mutate, { loading }] = useMutation(loginMutation);
  const { signIn } = useSession();
  const navigate = useNavigate();

  const login = useCallback(
    async (input: LoginInput) => {
      try {
        const { data } = await mutate({
          variables: { input: { email: input.email.trim(), password: input.password } },
        });
        if (!data) throw new Error('Login returned no data');
        signIn(sessionFromLogin(data.login));
        void navigate('/welcome', { replace: true });
      } catch (error) {
        toaster.create({
          id: 'login-error',
          type: 'error',
          title: errorMessage(error),
          duration: LOGIN_ERROR_DURATION_MS,
        });
      }
    },
    [mutate, navigate, signIn],
  );

  return { login, loading };
}
