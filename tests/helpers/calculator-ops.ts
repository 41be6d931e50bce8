/** GraphQL documents for the calculator, selecting every field of VesselResult (so answers compare whole). */

const GRADES = '{ hs ls mgo }';
const FUEL_GRADE = '{ consumed priceSettlement bod bor shortfall }';
const TABLE_SPEED = `{ row knots consumption ${GRADES} }`;
const LEG_SPEED = `{ condition tableRow knots consumption ${GRADES} knotsEca consumptionEca ${GRADES} }`;

export const VESSEL_RESULT_FIELDS = `
  fleetId vesselName tcEq frtCost profit profitNet profitPerDay profitPerDayGBB loadability cargoCarried
  vesselPremium positionPremium eta arrivalLoadPort canMakeLaycan ballastLegSource onHireDays voyageDays
  ballastLegUnrouted { port end code reason distNormal distEca }
  details { frtCost profitPmt profitNet netFrtRevenue hireExp fuelExpenses others hsQty lsQty mgoQty voyDuration portStay waiting stowage fuelSettleProfit }
  fuelByGrade ${GRADES}
  selectedSpeeds { ballast ${TABLE_SPEED} laden ${TABLE_SPEED} }
  emissions { co2 etsAllowances etsCostUsd cii { aer required rating year } }
  portToPortOperationResultMap {
    index rowId operation port arrivalTime departureTime distNormal distEca speedNormal speedEca legSpeed ${LEG_SPEED}
    seaDaysNormal seaDaysEca seaDays cargoTx workingDays waitingDays idleDays portDays seaFuel ${GRADES} portFuel ${GRADES}
    bunkersOnArrival ${GRADES} bunkersOnDeparture ${GRADES} co2 onHire
  }
  warnings { no level message }
  explain {
    tcEq { voyageResult onHireDays tcAdcom tceNet }
    frtCost { hireExp fuelExpenses fuelSettleProfit others etsCost miscRevenue netCargoTonnes }
    profitNet { netFrtRevenue miscRevenue fuelExpenses fuelSettleProfit others etsCost hireExp gbbNet }
    loadability {
      governing limits { weightDeparture weightArrival cubic order }
      bunkersOnBoardDeparture bunkersOnBoardArrival constants freshWater maxDwtDeparture maxDwtArrival stowFactor capacity
    }
    premiums { referenceFleetId tcEqReferenceAtReference tcEqAtReferencePosition tcEqOwn }
    revenue { rowId cargoQty freight gross ttlComm net }
    hire { hireRate days cost }
    fuel { hs ${FUEL_GRADE} ls ${FUEL_GRADE} mgo ${FUEL_GRADE} }
  }`;

/** Every field of RowResult (the deprecated row table), timeZone included: what one ItineraryRow value holds. */
export const ROW_RESULT_FIELDS = `
  index rowId operation port arrivalTime departureTime distNormal distEca speedNormal speedEca legSpeed ${LEG_SPEED}
  seaDaysNormal seaDaysEca seaDays cargoTx workingDays waitingDays idleDays portDays seaFuel ${GRADES} portFuel ${GRADES}
  bunkersOnArrival ${GRADES} bunkersOnDeparture ${GRADES} co2 onHire timeZone`;

/** Every field of Explanation, canal dues included: what one ExplanationValue holds. */
export const EXPLAIN_FIELDS = `
  tcEq { voyageResult onHireDays tcAdcom tceNet }
  frtCost { hireExp fuelExpenses fuelSettleProfit others etsCost miscRevenue netCargoTonnes }
  profitNet { netFrtRevenue miscRevenue fuelExpenses fuelSettleProfit others etsCost hireExp gbbNet }
  loadability {
    governing limits { weightDeparture weightArrival cubic order }
    bunkersOnBoardDeparture bunkersOnBoardArrival constants freshWater maxDwtDeparture maxDwtArrival stowFactor capacity
  }
  premiums { referenceFleetId tcEqReferenceAtReference tcEqAtReferencePosition tcEqOwn }
  revenue { rowId cargoQty freight gross ttlComm net }
  hire { hireRate days cost }
  fuel { hs ${FUEL_GRADE} ls ${FUEL_GRADE} mgo ${FUEL_GRADE} }
  canalDues { dwtClass total transits { canal leg toPort usdPerTransit } unknownLegs { leg toPort } }`;

export const CALCULATE = `mutation ($input: CalculateInput!) {
  calculate(input: $input) { referenceFleetId savedResultId savedFleetId results { ${VESSEL_RESULT_FIELDS} } }
}`;

export const CALCULATION_STREAM = `subscription ($input: CalculateInput!) {
  calculationStream(input: $input) { kind index total referenceFleetId savedResultId savedFleetId vessel { ${VESSEL_RESULT_FIELDS} } }
}`;

/** Headline figures only: what the benchmark streams. */
export const CALCULATION_STREAM_LIGHT = `subscription ($input: CalculateInput!) {
  calculationStream(input: $input) { kind index total vessel { fleetId tcEq frtCost profitNet vesselPremium positionPremium } }
}`;

/** A calculation run (issue #19 item 6): started by a mutation, followed by a subscription on any process. */
export const START_CALCULATION = `mutation ($input: CalculateInput!) {
  startCalculation(input: $input) { runId total }
}`;

export const CALCULATION_RUN = `subscription ($runId: ID!) {
  calculationRun(runId: $runId) { kind index total referenceFleetId savedResultId savedFleetId vessel { ${VESSEL_RESULT_FIELDS} } }
}`;
