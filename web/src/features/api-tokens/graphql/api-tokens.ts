import { graphql } from '../../../__generated__';

// The rows' fields are ApiTokensTable's fragment (ApiTokensTable.tsx); these documents spread it.
/** The organization's tokens by cursor, newest first, revoked ones included. */
export const apiTokensConnectionQuery = graphql(`
  query ApiTokensConnection($first: Int, $after: String) {
    apiTokensConnection(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...ApiTokensTable_token
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const createApiTokenMutation = graphql(`
  mutation CreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
        ...ApiTokensTable_token
      }
    }
  }
`);

export const revokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: Int!) {
    revokeApiToken(id: $id) {
      id
      ...ApiTokensTable_token
    }
  }
`);
