import { graphql } from '../../../__generated__';

// Rows spread UsersTable's fragment (its columns) and the form's (user-form.ts).
/** The users of an organization by cursor (by first name), each row with its table's and form's fields. */
export const usersConnectionQuery = graphql(`
  query UsersConnection($organizationId: Int, $first: Int, $after: String) {
    usersConnection(organizationId: $organizationId, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          databaseId
          ...UsersTable_user
          ...UserForm_user
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

/** One user as saved now, for the dialog's Reload and re-apply. */
export const userForEditQuery = graphql(`
  query UserForEdit($id: Int!) {
    user(id: $id) {
      id
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
      firstName
      organizationId
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
