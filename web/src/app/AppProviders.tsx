import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppToaster } from '../components/AppToaster';
import { AuthExpiryBridge } from '../features/auth/components/AuthExpiryBridge';
import { SessionProvider } from '../features/auth/components/SessionProvider';
import { appClient } from './boot';
import { system } from './system';

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
