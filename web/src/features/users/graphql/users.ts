import { graphql } from '../../../__generated__';

export const userRowFields = graphql(`
  fragment UserRowFields on User {
    id
    databaseId
    version
    firstName
    lastName
    fullname
    email
    dob
    organizationId
    userAccessLevel
    roles {
      name
    }
  }
`);

export const usersForOrgQuery = graphql(`
  query UsersForOrg($organizationId: Int) {
    usersForOrg(organizationId: $organizationId) {
      ...UserRowFields
    }
  }
`);

export const rolesQuery = graphql(`
  query RolesList {
    roles {
      id
      name
    }
  }
`);

export const createUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      ...UserRowFields
    }
  }
`);

export const updateUserMutation = graphql(`
  mutation UpdateUser($id: Int!, $input: UpdateUserInput!, $version: Int) {
    updateUser(id: $id, input: $input, version: $version) {
      ...UserRowFields
    }
  }
`);

export const deleteUserMutation = graphql(`
  mutation DeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);
