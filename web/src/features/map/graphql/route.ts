import { graphql } from '../../../__generated__';

/** The order behind /map/{id}: its ports in voyage order and the route flags of its request. */
export const routeMapOrderQuery = graphql(`
  query RouteMapOrder($id: Int!) {
    order(id: $id) {
      id
      name
      eca
      hra
      jwc
      suez
      panama
      singapore
      operations {
        id
        index
        operation
        port
        lat
        lng
      }
    }
  }
`);

export const routeDistancesQuery = graphql(`
  query RouteDistances($input: PortDistanceInput!) {
    portDistances(input: $input) {
      key
      distNormal
      distEca
      distance
      passages
      geometry
      ecaGeometry
      from {
        name
        lat
        lng
      }
      to {
        name
        lat
        lng
      }
    }
  }
`);
