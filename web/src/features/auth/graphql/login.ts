import { graphql } from '../../../__generated__';

export const loginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      organizationId
      username
      realMe
      FirstName
      roles {
        name
      }
      expiresAt
    }
  }
`);
