import { graphql } from '../../../__generated__';

// Rows spread OrganizationsTable's fragment (the table's columns) and the form's (organization-form.ts);
// id, databaseId and organizationName are read by the organization pickers (the users screen).
/** The organizations by cursor, by name (every one for the admin login, one's own for everyone else). */
export const organizationsConnectionQuery = graphql(`
  query OrganizationsConnection($first: Int, $after: String) {
    organizationsConnection(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          databaseId
          organizationName
          ...OrganizationsTable_organization
          ...OrganizationForm_organization
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

/** One organization as saved now, for the dialog's Reload and re-apply (by its global id). */
export const organizationForDialogQuery = graphql(`
  query OrganizationForDialog($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Organization {
        ...OrganizationForm_organization
      }
    }
  }
`);

export const createOrganizationMutation = graphql(`
  mutation CreateOrganization($input: OrganizationInput!) {
    createOrganization(input: $input) {
      id
      databaseId
      organizationName
      ...OrganizationsTable_organization
      ...OrganizationForm_organization
    }
  }
`);

export const updateOrganizationMutation = graphql(`
  mutation UpdateOrganization($id: Int!, $input: OrganizationInput!, $version: Int) {
    updateOrganization(id: $id, input: $input, version: $version) {
      id
      databaseId
      organizationName
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
