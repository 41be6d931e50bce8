import { graphql } from '../../../__generated__';

/** The fleet table's and the Add Fleet dialog's calls (Manual, Auto, Users tabs; reference, delete). */

export const fleetAddLinesMutation = graphql(`
  mutation FleetAddLines($lines: [FleetEntryInput!]!) {
    addToFleet(lines: $lines) {
      ...CalcFleetEntryFields
    }
  }
`);

export const fleetMarkReferenceMutation = graphql(`
  mutation FleetMarkReference($id: Int!) {
    markReferenceVessel(id: $id) {
      ...CalcFleetEntryFields
    }
  }
`);

export const fleetDeleteEntryMutation = graphql(`
  mutation FleetDeleteEntry($id: Int!) {
    deleteFleetEntry(id: $id)
  }
`);

export const fleetCopyUserMutation = graphql(`
  mutation FleetCopyUser($userId: Int!, $fleetIds: [Int!]!) {
    copyUserFleet(userId: $userId, fleetIds: $fleetIds) {
      count
      entries {
        ...CalcFleetEntryFields
      }
    }
  }
`);

export const fleetUserFleetQuery = graphql(`
  query FleetOfUser($userId: Int!) {
    userFleet(userId: $userId) {
      id
      databaseId
      vesselName
      dwt
      port
      dateOpening
      hirePerDay
    }
  }
`);

export const fleetVesselSearchQuery = graphql(`
  query FleetVesselSearch($search: String!, $limit: Int) {
    vessels(search: $search, limit: $limit, offset: 0) {
      content {
        id
        databaseId
        vesselName
        vesselDwt
      }
    }
  }
`);

export const fleetPortRegionsQuery = graphql(`
  query FleetPortRegions {
    portRegions
  }
`);

/**
 * A fleet row's streamed result, kept on the fleet entry's own cache entry (a client-only field, never sent:
 * `app/client-schema.graphql`). useCalculationStream writes it as each VESSEL event arrives and watches the
 * rows' entries through it (useRowCalculations); the row reads its own part, FleetRow_calculation (masked),
 * from what the watch read (issue #20 item 3).
 */
export const calcFleetRowCalculationFields = graphql(`
  fragment CalcFleetRowCalculation on FleetEntry {
    calculation @client {
      orderKey
      run
      runId
      signature
      vessel
    }
    ...FleetRow_calculation
  }
`);
