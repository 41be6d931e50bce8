import { useQuery } from '@apollo/client/react';
import { Alert, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { OIDC_MSG } from '../../../shared/validation/oidc-messages';
import { errorMessage } from '../app/graphql-errors';
import { UNGUARDED_TITLES } from '../app/route-titles';
import { GoogleIcon } from '../components/icons';
import { PageLoader } from '../components/PageLoader';
import { oidcSignInQuery } from '../features/auth/graphql/oidc';

/**
 * /google: starts the sign-in at the identity provider (the server's /api/v1/auth/oidc/start, which sends the
 * browser on with PKCE, state and nonce). Back here with ?error= (from /oauth2/redirect) it shows the message
 * and offers another try instead of starting again by itself; without a configured client it says so.
 */
export function GooglePage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const { data, error: loadError } = useQuery(oidcSignInQuery, { fetchPolicy: 'network-only' });
  const signIn = data?.oidcSignIn;
  const startNow = Boolean(signIn?.enabled && !error);

  useEffect(() => {
    if (startNow && signIn) window.location.assign(signIn.startUrl);
  }, [signIn, startNow]);

  if (!data && !loadError) return <PageLoader label="Checking sign-in options…" />;
  if (startNow) return <PageLoader label="Taking you to the sign-in provider…" />;

  return (
    <Stack gap="3">
      <Heading as="h1" size="md" fontWeight="semibold">
        {UNGUARDED_TITLES['/google']}
      </Heading>
      {error && (
        <Alert.Root status="error" role="alert" data-testid="google-error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      {loadError && (
        <Text fontSize="sm" color="red.600" role="alert">
          {errorMessage(loadError)}
        </Text>
      )}
      {signIn && !signIn.enabled && (
        <Text fontSize="sm" color="gray.700" data-testid="google-not-configured">
          {OIDC_MSG.notConfigured}
        </Text>
      )}
      {signIn?.enabled && (
        <Button variant="outline" size="sm" onClick={() => window.location.assign(signIn.startUrl)}>
          <GoogleIcon />
          Try again
        </Button>
      )}
      <Link asChild fontSize="sm" color="blue.700">
        <RouterLink to="/login">Back to log in</RouterLink>
      </Link>
    </Stack>
  );
}
