import { Suspense } from 'react';
import { PageLoader } from '../components/PageLoader';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <AppProviders>
      <Suspense fallback={<PageLoader />}>
        <AppRoutes />
      </Suspense>
    </AppProviders>
  );
}
