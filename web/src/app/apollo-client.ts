import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { endRejectedSession } from '../features/auth/utils/session-expiry';
import { readAuthToken } from '../features/auth/utils/session-storage';
import { busyRetryLink } from './busy-retry';
import { typePolicies } from './cache-policies';
import { isUnauthenticatedError } from './graphql-errors';

/** Context key recording which token a request carried. */
const SENT_TOKEN = 'sentAuthToken';

export function createApolloClient(): ApolloClient {
  const authLink = new SetContextLink((prevContext) => {
    const token = readAuthToken();
    if (!token) return {};
    return {
      [SENT_TOKEN]: token,
      headers: { ...prevContext.headers, authorization: `Bearer ${token}` },
    };
  });

  // A rejected token ends the session once (the rule shared with the graphql-ws stream): only the
  // first failure still matches the stored token, so parallel failing calls give one notice. Calls
  // made without a token (the login itself) report their errors to the caller instead.
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (isUnauthenticatedError(error)) endRejectedSession(operation.getContext()[SENT_TOKEN]);
  });

  return new ApolloClient({
    // A call refused for want of a turn (503) never ran: sent again after Retry-After (busy-retry.ts).
    link: ApolloLink.from([errorLink, busyRetryLink(), authLink, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
