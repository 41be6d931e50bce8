import { graphql } from '../../../__generated__';

export const requestRegistrationMutation = graphql(`
  mutation RequestRegistration($input: RegistrationRequestInput!) {
    requestRegistration(input: $input) {
      message
    }
  }
`);

export const registrationRequestsQuery = graphql(`
  query RegistrationRequests($organizationId: Int) {
    registrationRequests(organizationId: $organizationId) {
      id
      databaseId
      name
      email
      number
      description
      createdAt
      organizationId
      organizationName
    }
  }
`);

export const convertRegistrationMutation = graphql(`
  mutation ConvertRegistrationRequest($id: Int!, $input: ConvertRegistrationInput!) {
    convertRegistrationRequest(id: $id, input: $input) {
      id
      databaseId
      email
      firstName
      organizationId
      ...UsersTable_user
      ...UserForm_user
    }
  }
`);

export const dismissRegistrationMutation = graphql(`
  mutation DismissRegistrationRequest($id: Int!) {
    dismissRegistrationRequest(id: $id)
  }
`);
