import { graphql } from '../../../__generated__';

/** A row of the vessel's speed table as the engine read it (Vessel Details). */
export const calcTableSpeedFields = graphql(`
  fragment CalcTableSpeedFields on TableSpeed {
    row
    knots
    consumption {
      hs
      ls
      mgo
    }
  }
`);

/**
 * One vessel's light result: what the fleet table, the panels and the status line show for every vessel.
 * The stream carries this part for each vessel; the heavy part (CalcVesselHeavyFields) is read for the vessel
 * on screen from the run's kept results (ADR 0021).
 */
export const calcVesselResultFields = graphql(`
  fragment CalcVesselResultFields on VesselResult {
    fleetId
    vesselName
    tcEq
    frtCost
    profit
    profitNet
    profitPerDay
    profitPerDayGBB
    loadability
    cargoCarried
    vesselPremium
    positionPremium
    eta
    arrivalLoadPort
    canMakeLaycan
    ballastLegSource
    ballastLegUnrouted {
      port
      end
      code
      reason
      distNormal
      distEca
    }
    voyageDays
    onHireDays
    fuelByGrade {
      hs
      ls
      mgo
    }
    selectedSpeeds {
      ballast {
        ...CalcTableSpeedFields
      }
      laden {
        ...CalcTableSpeedFields
      }
    }
    details {
      frtCost
      profitPmt
      profitNet
      netFrtRevenue
      hireExp
      fuelExpenses
      others
      hsQty
      lsQty
      mgoQty
      voyDuration
      portStay
      waiting
      stowage
      fuelSettleProfit
    }
    emissions {
      co2
      etsAllowances
      etsCostUsd
      cii {
        aer
        rating
        required
        year
      }
    }
    warnings {
      no
      level
      message
    }
  }
`);

/**
 * One vessel's heavy result: the itinerary row table (the grid, local times, the bunker, margin and distance
 * dialogs) and the explanations (the explain dialog). Read per vessel with calculationRunVessel. Both come as
 * one value each (ItineraryRow per row, ExplanationValue: result-values.ts), under the names the screens and
 * saved results read.
 */
export const calcVesselHeavyFields = graphql(`
  fragment CalcVesselHeavyFields on VesselResult {
    fleetId
    portToPortOperationResultMap: itineraryRows
    explain: explanation
  }
`);
