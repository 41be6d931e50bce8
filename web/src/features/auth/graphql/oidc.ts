import { graphql } from '../../../__generated__';

export const oidcSignInQuery = graphql(`
  query OidcSignIn {
    oidcSignIn {
      enabled
      startUrl
    }
  }
`);
