import { graphql } from '../../../__generated__';

export const organizationFields = graphql(`
  fragment OrganizationFields on Organization {
    id
    databaseId
    version
    organizationName
    organizationCode
    domain
    contactPerson
    contactNumber
    contactEmail
    emailReceiver
    orgType
  }
`);

export const organizationsQuery = graphql(`
  query OrganizationsList {
    organizations {
      ...OrganizationFields
    }
  }
`);

export const createOrganizationMutation = graphql(`
  mutation CreateOrganization($input: OrganizationInput!) {
    createOrganization(input: $input) {
      ...OrganizationFields
    }
  }
`);

export const updateOrganizationMutation = graphql(`
  mutation UpdateOrganization($id: Int!, $input: OrganizationInput!, $version: Int) {
    updateOrganization(id: $id, input: $input, version: $version) {
      ...OrganizationFields
    }
  }
`);

export const deleteOrganizationMutation = graphql(`
  mutation DeleteOrganization($id: Int!) {
    deleteOrganization(id: $id)
  }
`);
