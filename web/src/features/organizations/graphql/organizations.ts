import { graphql } from '../../../__generated__';

// Rows spread OrganizationsTable's fragment (the table's columns) and the form's (organization-form.ts);
// id, databaseId and organizationName are read by the organization pickers (the users screen).
export const organizationsQuery = graphql(`
  query OrganizationsList {
    organizations {
      id
      databaseId
      organizationName
      ...OrganizationsTable_organization
      ...OrganizationForm_organization
    }
  }
`);

export const createOrganizationMutation = graphql(`
  mutation CreateOrganization($input: OrganizationInput!) {
    createOrganization(input: $input) {
      id
      ...OrganizationsTable_organization
      ...OrganizationForm_organization
    }
  }
`);

export const updateOrganizationMutation = graphql(`
  mutation UpdateOrganization($id: Int!, $input: OrganizationInput!, $version: Int) {
    updateOrganization(id: $id, input: $input, version: $version) {
      id
      ...OrganizationsTable_organization
      ...OrganizationForm_organization
    }
  }
`);

export const deleteOrganizationMutation = graphql(`
  mutation DeleteOrganization($id: Int!) {
    deleteOrganization(id: $id)
  }
`);
