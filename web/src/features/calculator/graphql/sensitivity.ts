import { graphql } from '../../../__generated__';

/** TCE and profit of the fleet over two market inputs (issue #21): the calculation's input and two axes. */
export const sensitivityQuery = graphql(`
  query CalculatorSensitivity(
    $payload: CalculationPayload!
    $columns: SensitivityAxisInput!
    $rows: SensitivityAxisInput!
  ) {
    sensitivity(payload: $payload, columns: $columns, rows: $rows) {
      vessels {
        fleetId
        tcEq
        profit
        breakEvenFreight
      }
      best {
        tcEq
        fleetId
      }
    }
  }
`);
