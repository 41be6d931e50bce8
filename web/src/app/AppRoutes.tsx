import { Route, Routes } from 'react-router-dom';
import { RedirectIfSignedIn } from '../features/auth/components/RedirectIfSignedIn';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { UnknownRouteRedirect } from '../features/auth/components/UnknownRouteRedirect';
import {
  ApiTokensPage,
  CalculatorPage,
  DashboardPage,
  ForgotPasswordPage,
  GooglePage,
  LoginPage,
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
        <Route path="/api_tokens" element={<ApiTokensPage />} />
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
