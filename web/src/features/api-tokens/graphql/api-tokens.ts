import { graphql } from '../../../__generated__';

export const apiTokenRowFields = graphql(`
  fragment ApiTokenRowFields on ApiToken {
    id
    databaseId
    name
    scope
    createdByName
    createdAt
    lastUsedAt
    revokedAt
  }
`);

export const apiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      ...ApiTokenRowFields
    }
  }
`);

export const createApiTokenMutation = graphql(`
  mutation CreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        ...ApiTokenRowFields
      }
    }
  }
`);

export const revokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: Int!) {
    revokeApiToken(id: $id) {
      ...ApiTokenRowFields
    }
  }
`);
