import { Route, Routes } from 'react-router-dom';
import { GUARDED_ROUTES, type GuardedRoute } from '../../../shared/auth/routes';
import { RedirectIfSignedIn } from '../features/auth/components/RedirectIfSignedIn';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { UnknownRouteRedirect } from '../features/auth/components/UnknownRouteRedirect';
import {
  CalculatorPage,
  DashboardPage,
  ForgotPasswordPage,
  GooglePage,
  LoginPage,
  NotAvailablePage,
  OrdersPage,
  PositionReaderPage,
  OAuthRedirectPage,
  ProfilePage,
  RequestSignupPage,
  ResetPasswordPage,
  RouteMapPage,
  SavedResultPage,
  SavedResultsPage,
  SetupOrganizationPage,
  UserOrganizationPage,
  VesselEditorPage,
  VesselInformationPage,
  VoyagesPage,
  WelcomePage,
} from './lazy-pages';
import { GUARDED_TITLES } from './route-titles';

/** Voyages, saved results and the route map have their own pages. */
const MY_SCREENS: ReadonlySet<GuardedRoute> = new Set<GuardedRoute>([
  '/voyages',
  '/saved',
  '/saved/:id',
  '/map/:id',
  '/calculator',
  '/setup_organization',
  '/user_organization',
  '/vessel_information',
  '/vessel/:id',
  '/email_parser',
]);

/** Guarded screens still to come (all but Dashboard and Welcome): their title and the not-available notice. */
const PENDING_SCREENS: readonly GuardedRoute[] = GUARDED_ROUTES.filter((r) => r !== '/' && r !== '/welcome')
  .filter((r) => r !== '/orders')
  .filter((r) => !MY_SCREENS.has(r));

/** Every route of both specs; guards per spec 2 section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/" element={<DashboardPage />} />
        <Route path="/welcome" element={<WelcomePage />} />
        <Route path="/orders" element={<OrdersPage />} />
        <Route path="/voyages" element={<VoyagesPage />} />
        <Route path="/saved" element={<SavedResultsPage />} />
        <Route path="/saved/:id" element={<SavedResultPage />} />
        <Route path="/map/:id" element={<RouteMapPage />} />
        <Route path="/calculator" element={<CalculatorPage />} />
        <Route path="/setup_organization" element={<SetupOrganizationPage />} />
        <Route path="/user_organization" element={<UserOrganizationPage />} />
        <Route path="/vessel_information" element={<VesselInformationPage />} />
        <Route path="/vessel/:id" element={<VesselEditorPage />} />
        <Route path="/email_parser" element={<PositionReaderPage />} />
        {PENDING_SCREENS.map((path) => (
          <Route key={path} path={path} element={<NotAvailablePage title={GUARDED_TITLES[path]} />} />
        ))}
      </Route>
      <Route element={<RedirectIfSignedIn />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/google" element={<GooglePage />} />
        <Route path="/reset_password" element={<ResetPasswordPage />} />
        <Route path="/oauth2/redirect" element={<OAuthRedirectPage />} />
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/forgot_password" element={<ForgotPasswordPage />} />
        <Route path="/request_signup" element={<RequestSignupPage />} />
      </Route>
      <Route path="*" element={<UnknownRouteRedirect />} />
    </Routes>
  );
}
