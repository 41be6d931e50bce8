import { graphql } from '../../../__generated__';

// The rows' fields are ApiTokensTable's fragment (ApiTokensTable.tsx); these documents spread it.
export const apiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      id
      ...ApiTokensTable_token
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
