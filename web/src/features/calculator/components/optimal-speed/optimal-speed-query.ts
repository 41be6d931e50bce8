import { graphql } from '../../../../__generated__';

/** The speeds that maximise each fleet vessel's TCE (issue #21 item 2), on the calculation's input. */
export const optimalSpeedsQuery = graphql(`
  query CalculatorOptimalSpeeds($payload: CalculationPayload!) {
    optimalSpeeds(payload: $payload) {
      fleetId
      current {
        ballastKnots
        ladenKnots
        tcEq
        profitNet
        canMakeLaycan
        cii
      }
      unconstrained {
        point {
          ballastKnots
          ladenKnots
          tcEq
          profitNet
          canMakeLaycan
          cii
        }
        gainPerDay
        reason
      }
      ciiFloor {
        point {
          ballastKnots
          ladenKnots
          tcEq
          profitNet
          canMakeLaycan
          cii
        }
        gainPerDay
        reason
      }
    }
  }
`);
