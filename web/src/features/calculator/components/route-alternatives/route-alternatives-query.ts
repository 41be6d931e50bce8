import { graphql } from '../../../../__generated__';

/** Each fleet vessel on the shortest route and via Suez, Panama and the Cape (issue #21 item 3). */
export const routeAlternativesQuery = graphql(`
  query CalculatorRouteAlternatives($payload: CalculationPayload!, $canalDues: [CanalDuesInput!]) {
    routeAlternatives(payload: $payload, canalDues: $canalDues) {
      fleetId
      alternatives {
        route
        canals
        distance
        voyageDays
        canalDues
        canalExpenses
        tcEq
        profitNet
        canMakeLaycan
        cheapest
      }
    }
  }
`);
