import { graphql } from '../../../__generated__';

/** Vessel List: the catalogue by cursor (by name), optionally filtered by part of the name. */
export const vesselsConnectionQuery = graphql(`
  query VesselsConnection($search: String, $first: Int, $after: String) {
    vesselsConnection(search: $search, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...VesselListTab_vessel
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

/** One catalogue vessel as saved now, for the dialog's Reload and re-apply. */
export const vesselForDialogQuery = graphql(`
  query VesselForDialog($id: Int!) {
    vessel(id: $id) {
      id
      ...VesselListTab_vessel
    }
  }
`);

/** Fleet List: an organization's fleet entries by cursor (by vessel name; the admin login names the organization). */
export const fleetEntriesConnectionQuery = graphql(`
  query FleetEntriesConnection($organizationId: Int, $first: Int, $after: String) {
    fleetEntriesConnection(organizationId: $organizationId, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...FleetListTab_entry
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

/** One fleet entry as saved now, for the dialog's Reload and re-apply (by its global id). */
export const fleetEntryForDialogQuery = graphql(`
  query FleetEntryForDialog($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on FleetEntry {
        ...FleetListTab_entry
      }
    }
  }
`);

/** The organizations of the Fleet List dropdown (the admin login only). */
export const fleetOrganizationsQuery = graphql(`
  query FleetOrganizations {
    organizations {
      id
      databaseId
      organizationName
    }
  }
`);

export const createVesselMutation = graphql(`
  mutation CreateCatalogueVessel($input: VesselInput!) {
    createVessel(input: $input) {
      id
      databaseId
      vesselName
      ...VesselListTab_vessel
    }
  }
`);

export const updateVesselMutation = graphql(`
  mutation UpdateCatalogueVessel($id: Int!, $input: VesselInput!, $version: Int) {
    updateVessel(id: $id, input: $input, version: $version) {
      id
      version
      vesselName
      ...VesselListTab_vessel
    }
  }
`);

export const updateFleetWithVesselMutation = graphql(`
  mutation UpdateFleetWithVessel(
    $id: Int!
    $fleet: FleetEntryInput!
    $vessel: VesselInput
    $version: Int
    $vesselVersion: Int
  ) {
    updateFleetWithVessel(id: $id, fleet: $fleet, vessel: $vessel, version: $version, vesselVersion: $vesselVersion) {
      id
      ...FleetListTab_entry
    }
  }
`);

export const discardFleetEntryMutation = graphql(`
  mutation DiscardFleetEntry($id: Int!) {
    deleteFleetEntry(id: $id)
  }
`);
