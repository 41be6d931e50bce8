import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppToaster } from '../components/AppToaster';
import { AuthExpiryBridge } from '../features/auth/components/AuthExpiryBridge';
import { SessionProvider } from '../features/auth/components/SessionProvider';
import { createApolloClient } from './apollo-client';
import { preloadRoute } from './route-preload';
import { system } from './system';

/**
 * The app's client, made when the app's code is evaluated: a screen the app opens on asks for its code
 * and its data now, in parallel, before React's first render (which runs as one long task: requests
 * made during it would leave only after it).
 */
const appClient = createApolloClient();
preloadRoute(appClient, window.location.pathname);

/**
 * Router updates are plain state updates (no transitions) so that a session change and the
 * navigation made in the same handler render together.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={appClient}>
        <SessionProvider>
          <BrowserRouter useTransitions={false}>
            <AuthExpiryBridge />
            {children}
          </BrowserRouter>
        </SessionProvider>
      </ApolloProvider>
      <AppToaster />
    </ChakraProvider>
  );
}
