import { graphql } from '../../../__generated__';

/** Everything the calculator edits on an order: the order, its port operations and their extra details. */
export const calcOrderFields = graphql(`
  fragment CalcOrderFields on Order {
    id
    databaseId
    version
    name
    access
    freightMode
    qtyMode
    laycanStartDate
    laycanEndDate
    message
    freightIdea
    calculationFormat
    cargoTransactionMode
    cve
    insurance
    hireSurvey
    canalExpenses
    additionalPremium
    ilohc
    manoevringExp
    miscExp
    miscRevenue
    bnkDelhs
    bnkDells
    bnkDelmgo
    deliveryTerms
    tcAdcom
    euaPriceEur
    eurUsd
    etsInPnl
    fuelType
    fuelPriceOverridden
    fuelCalculationMethod
    scrubberType
    hsFuelPriceType0
    hsFuelPriceType1
    hsFuelPriceType2
    hsFuelPriceType3
    hsFuelPriceType4
    lsFuelPriceType0
    lsFuelPriceType1
    lsFuelPriceType2
    lsFuelPriceType3
    lsFuelPriceType4
    mgoFuelPriceType0
    mgoFuelPriceType1
    mgoFuelPriceType2
    mgoFuelPriceType3
    mgoFuelPriceType4
    suez
    panama
    singapore
    jwc
    hra
    eca
    routeChoice
    canalDues
    createdById
    createdUserName
    updatedAt
    operations {
      ...CalcOperationFields
    }
    cargoExtraDetails {
      ...CalcExtraDetailFields
    }
  }
`);

export const calcOperationFields = graphql(`
  fragment CalcOperationFields on PortOperation {
    id
    databaseId
    index
    operation
    port
    portId
    portName
    customPoint
    lat
    lng
    country
    cargo
    account
    grade
    cargoQty
    tolerance
    min
    max
    rate
    terms
    factor
    turnTime
    extraDays
    portExp
    portStay
    freight
    adcom
    other
    brokerage
    stowFactor
    loadline
    sulfur
    draftRes
    waterDensity
    dwf
    distNormal
    distEca
    speedNormal
    speedECA
    cargoTx
    cargoTxOverriddenValue
    lbmarker
    notes
    isExtra
    pdaRemarks
    isEu
  }
`);

export const calcExtraDetailFields = graphql(`
  fragment CalcExtraDetailFields on CargoExtraDetail {
    id
    databaseId
    operationId
    bnkrFactor
    speedFactor
    speedReduce
    reserve
    paidBy
    bunkerSuppliedHsfo
    bunkerSuppliedLsfo
    bunkerSuppliedMgo
    hsfoFuelPriceType0
    hsfoFuelPriceType1
    hsfoFuelPriceType2
    hsfoFuelPriceType3
    hsfoFuelPriceType4
    lsfoFuelPriceType0
    lsfoFuelPriceType1
    lsfoFuelPriceType2
    lsfoFuelPriceType3
    lsfoFuelPriceType4
    mgoFuelPriceType0
    mgoFuelPriceType1
    mgoFuelPriceType2
    mgoFuelPriceType3
    mgoFuelPriceType4
  }
`);

export const calcFleetEntryFields = graphql(`
  fragment CalcFleetEntryFields on FleetEntry {
    id
    databaseId
    version
    vesselId
    vesselName
    vesselSnapshot
    dateOpening
    port
    isEuOpenPort
    lat
    lng
    dwt
    gbb
    hirePerDay
    hireGbb
    remark
    isReferenceVessel
    saveLabel
    selectedForSave
    extraExpense
    constants
    bod
    bunkerPriceOverridden
    bnkDelhs
    bnkDells
    bnkDelmgo
    bnkRedelhs
    bnkRedells
    bnkRedelmgo
    bnkRedelTolerance
    bnkPriceDeliveryhs
    bnkPriceDeliveryls
    bnkPriceDeliverymgo
    bnkPriceRedeliveryhs
    bnkPriceRedeliveryls
    bnkPriceRedeliverymgo
    bnkPriceSettlemenths
    bnkPriceSettlementls
    bnkPriceSettlementmgo
    splitHire {
      hireRate
      NoDays
      applied
      disable
    }
    userId
    updatedAt
  }
`);

export const calculatorOrderQuery = graphql(`
  query CalculatorOrder($id: Int!) {
    order(id: $id) {
      ...CalcOrderFields
    }
  }
`);

/** The port table's EU/EEA flag of a port name (a row whose port was changed in the calculator). */
export const calculatorPortIsEuQuery = graphql(`
  query CalculatorPortIsEu($name: String!) {
    portIsEu(name: $name)
  }
`);

/**
 * The left-hand list: your orders (pinned first) and the organization's public ones, in one round trip.
 * The list's items read their fields through their own fragment (OrderList.tsx); the calculator's state
 * reads only which orders are listed (databaseId).
 */
export const calculatorOrderListQuery = graphql(`
  query CalculatorOrderList($page: PageInput) {
    myOrders(page: $page) {
      content {
        id
        databaseId
        ...CalcOrderRowFields
      }
      totalElements
    }
    allOrders(page: $page) {
      content {
        id
        databaseId
        ...CalcOrderRowFields
      }
      totalElements
    }
  }
`);

export const calculatorFleetQuery = graphql(`
  query CalculatorFleet {
    myFleet {
      ...CalcFleetEntryFields
    }
  }
`);

export const calculatorUsersQuery = graphql(`
  query CalculatorOrgUsers {
    usersForOrg {
      id
      databaseId
      firstName
      lastName
      fullname
      email
    }
  }
`);

export const calculationStreamSubscription = graphql(`
  subscription CalculationStream($payload: CalculationPayload!) {
    calculationStream(payload: $payload) {
      kind
      index
      total
      referenceFleetId
      savedFleetId
      savedResultId
      runId
      vessel {
        ...CalcVesselResultFields
      }
    }
  }
`);

export const calculateMutation = graphql(`
  mutation CalculateOnce($payload: CalculationPayload!) {
    calculate(payload: $payload) {
      referenceFleetId
      savedFleetId
      savedResultId
      results {
        ...CalcVesselResultFields
        ...CalcVesselHeavyFields
      }
    }
  }
`);

/** One vessel's heavy part (row table, explanations) of a streamed run the server keeps (ADR 0021). */
export const calculationRunVesselQuery = graphql(`
  query CalculationRunVessel($runId: ID!, $fleetId: ID!) {
    calculationRunVessel(runId: $runId, fleetId: $fleetId) {
      ...CalcVesselHeavyFields
    }
  }
`);

export const saveCalculatorOrderMutation = graphql(`
  mutation SaveCalculatorOrder($input: OrderInput!, $version: Int) {
    saveOrder(input: $input, version: $version) {
      ...CalcOrderFields
    }
  }
`);

export const saveFleetEntryMutation = graphql(`
  mutation SaveCalculatorFleetEntry($input: FleetEntryInput!, $version: Int) {
    saveFleetEntry(input: $input, version: $version) {
      ...CalcFleetEntryFields
    }
  }
`);
