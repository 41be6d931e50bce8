import type { GuardedRoute, UNGUARDED_ROUTES } from '../../../shared/auth/routes';

export type UnguardedRoute = (typeof UNGUARDED_ROUTES)[number];

/** Screen titles, shown as page headings and as labels where the menu has none. */
export const GUARDED_TITLES: Record<GuardedRoute, string> = {
  '/': 'Dashboard',
  '/orders': 'Freight Orders',
  '/user_organization': 'User Management for Organization',
  '/vessel_information': 'Vessel Information',
  '/vessel/:id': 'Vessel Information Editor',
  '/voyages': 'My Voyages',
  '/calculator': 'My Matrix',
  '/email_parser': 'Position Reader',
  '/map/:id': 'Route Map',
  '/saved/:id': 'Saved Result',
  '/saved': 'Saved Results',
  '/setup_organization': 'Setup Organization',
  '/welcome': 'Welcome',
  '/api_tokens': 'API Tokens',
};

export const UNGUARDED_TITLES: Record<UnguardedRoute, string> = {
  '/login': 'Log in',
  '/forgot_password': 'Forgot Password',
  '/request_signup': 'Request Registration',
  '/reset_password': 'Reset Password',
  '/google': 'Log in with Google',
  '/oauth2/redirect': 'Signing in',
  '/profile': 'Profile',
};
