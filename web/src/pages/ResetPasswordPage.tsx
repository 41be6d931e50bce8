import { Navigate, useSearchParams } from 'react-router-dom';
import { UNGUARDED_TITLES } from '../app/route-titles';
import { SignedOutNoticePage } from './SignedOutNoticePage';

/** Without ?token= there is nothing to reset: back to /login (spec 2 section 4). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  if (!params.get('token')) return <Navigate to="/login" replace />;
  return <SignedOutNoticePage title={UNGUARDED_TITLES['/reset_password']} />;
}
