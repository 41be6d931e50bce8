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

/** Fleet List: a page of an organization's fleet entries (the admin login names the organization). */
export const fleetListQuery = graphql(`
  query FleetList($offset: Int!, $limit: Int!, $organizationId: Int) {
    organizationFleet(offset: $offset, limit: $limit, organizationId: $organizationId) {
      content {
        id
        databaseId
        version
        vesselId
        vesselVersion
        vesselName
        vesselSnapshot
        dwt
        port
        dateOpening
        hirePerDay
        hireGbb
        createdUserName
      }
      number
      totalPages
      totalElements
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
      version
      vesselVersion
      vesselName
    }
  }
`);

export const discardFleetEntryMutation = graphql(`
  mutation DiscardFleetEntry($id: Int!) {
    deleteFleetEntry(id: $id)
  }
`);
