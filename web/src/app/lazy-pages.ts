import { lazy, type ComponentType } from 'react';
import { calculatorPageChunk } from './page-chunk';
import { preloadablePage } from './preloadable-page';

/** React.lazy for a named export (the codebase has no default exports). */
function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

// Every screen is its own chunk, so the first load carries only the shell and the guards.
export const LoginPage = lazyNamed(() => import('../pages/LoginPage').then((m) => m.LoginPage));
export const WelcomePage = lazyNamed(() => import('../pages/WelcomePage').then((m) => m.WelcomePage));
export const DashboardPage = lazyNamed(() => import('../pages/DashboardPage').then((m) => m.DashboardPage));
export const GooglePage = lazyNamed(() => import('../pages/GooglePage').then((m) => m.GooglePage));
export const ForgotPasswordPage = lazyNamed(() =>
  import('../pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyNamed(() => import('../pages/ResetPasswordPage').then((m) => m.ResetPasswordPage));
export const OAuthRedirectPage = lazyNamed(() => import('../pages/OAuthRedirectPage').then((m) => m.OAuthRedirectPage));
export const RequestSignupPage = lazyNamed(() => import('../pages/RequestSignupPage').then((m) => m.RequestSignupPage));
export const ProfilePage = lazyNamed(() => import('../pages/ProfilePage').then((m) => m.ProfilePage));
export const SignedOutNoticePage = lazyNamed(() =>
  import('../pages/SignedOutNoticePage').then((m) => m.SignedOutNoticePage),
);
export const OrdersPage = lazyNamed(() => import('../pages/OrdersPage').then((m) => m.OrdersPage));
export const VoyagesPage = lazyNamed(() => import('../pages/VoyagesPage').then((m) => m.VoyagesPage));
export const SavedResultsPage = lazyNamed(() => import('../pages/SavedResultsPage').then((m) => m.SavedResultsPage));
export const SavedResultPage = lazyNamed(() => import('../pages/SavedResultPage').then((m) => m.SavedResultPage));
export const RouteMapPage = lazyNamed(() => import('../pages/RouteMapPage').then((m) => m.RouteMapPage));
// The calculator's code is asked for before the first render when the app opens on it (route-preload.ts).
export const CalculatorPage = preloadablePage(calculatorPageChunk);
export const VesselInformationPage = lazyNamed(() =>
  import('../pages/VesselInformationPage').then((m) => m.VesselInformationPage),
);
export const VesselEditorPage = lazyNamed(() => import('../pages/VesselEditorPage').then((m) => m.VesselEditorPage));
export const SetupOrganizationPage = lazyNamed(() =>
  import('../pages/SetupOrganizationPage').then((m) => m.SetupOrganizationPage),
);
export const UserOrganizationPage = lazyNamed(() =>
  import('../pages/UserOrganizationPage').then((m) => m.UserOrganizationPage),
);
export const PositionReaderPage = lazyNamed(() =>
  import('../pages/PositionReaderPage').then((m) => m.PositionReaderPage),
);
export const ApiTokensPage = lazyNamed(() => import('../pages/ApiTokensPage').then((m) => m.ApiTokensPage));
