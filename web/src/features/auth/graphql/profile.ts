import { graphql } from '../../../__generated__';

export const profileQuery = graphql(`
  query Profile {
    profile {
      id
      databaseId
      firstName
      lastName
      email
      organizationId
      organizationName
      roles {
        name
      }
      allowedRoutes
    }
  }
`);
