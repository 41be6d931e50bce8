/** Google sign-in notices (spec 2 section 8: provider errors come back on /oauth2/redirect?error=). */
export const OIDC_MSG = {
  notConfigured: 'Google sign-in is not configured on this server. Log in with your e-mail and password.',
  notRegistered: 'No account uses this e-mail address. Ask your administrator, or use Request Registration.',
  emailUnverified: 'Your provider has not verified this e-mail address, so it cannot be used to sign in.',
  stateInvalid: 'This sign-in attempt has expired or was already used. Please try again.',
  cancelled: 'Sign-in was cancelled at the provider.',
  failed: 'Sign-in with the provider failed. Please try again.',
  unavailable: 'The sign-in provider cannot be reached right now. Please try again later.',
} as const;
