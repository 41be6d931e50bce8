import { graphql } from '../../../__generated__';

// Rows spread UsersTable's fragment (its columns) and the form's (user-form.ts).
export const usersForOrgQuery = graphql(`
  query UsersForOrg($organizationId: Int) {
    usersForOrg(organizationId: $organizationId) {
      id
      databaseId
      ...UsersTable_user
      ...UserForm_user
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
      id
      databaseId
      ...UsersTable_user
      ...UserForm_user
    }
  }
`);

export const updateUserMutation = graphql(`
  mutation UpdateUser($id: Int!, $input: UpdateUserInput!, $version: Int) {
    updateUser(id: $id, input: $input, version: $version) {
      id
      databaseId
      ...UsersTable_user
      ...UserForm_user
    }
  }
`);

export const deleteUserMutation = graphql(`
  mutation DeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);
