import { graphql } from '../../../__generated__';

/** Sea legs between the grid's consecutive ports, with each end's country and time zone. */
export const gridLegDistancesQuery = graphql(`
  query GridLegDistances($input: PortDistanceInput!) {
    portDistances(input: $input) {
      key
      distNormal
      distEca
      overridden
      notes
      from {
        name
        lat
        lng
        portId
        country
        timeZone
      }
      to {
        name
        lat
        lng
        portId
        country
        timeZone
      }
    }
  }
`);

/** The organization's own distance (and notes) for a port pair: a manual distance in the grid. */
export const gridSavePortDistanceMutation = graphql(`
  mutation GridSavePortDistance($input: SavePortDistanceInput!) {
    savePortDistance(input: $input) {
      id
      fromPort
      toPort
      distNormal
      distEca
      notes
    }
  }
`);

/** The Port table's facts of one port (the Commence row's open port in the Port Distance dialog). */
export const gridPortFactsQuery = graphql(`
  query GridPortFacts($port: String!) {
    portsByChar(port: $port, offset: 0, limit: 5) {
      id
      databaseId
      name
      country
      lat
      lng
      timeZone
      aliases
    }
  }
`);
