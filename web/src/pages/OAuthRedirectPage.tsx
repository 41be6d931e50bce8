import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MSG } from '../../../shared/validation/messages';
import { LOGIN_ERROR_DURATION_MS, toaster } from '../app/toaster';
import { PageLoader } from '../components/PageLoader';
import { writePendingToken } from '../features/auth/utils/session-storage';

/**
 * Landing of the identity provider (spec 2 section 2): a token is kept and the profile loaded
 * on /profile; an error goes back to /google and shows for 5 s.
 */
export function OAuthRedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const error = params.get('error');

  useEffect(() => {
    if (token) {
      writePendingToken(token);
      void navigate('/profile', { replace: true });
      return;
    }
    const text = error || MSG.somethingWrong;
    toaster.create({ id: 'oauth-error', type: 'error', title: text, duration: LOGIN_ERROR_DURATION_MS });
    void navigate(`/google?error=${encodeURIComponent(text)}`, { replace: true });
  }, [error, navigate, token]);

  return <PageLoader label="Signing in…" />;
}
