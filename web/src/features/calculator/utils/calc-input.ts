import type {
  CalculateInput,
  CargoExtraDetailCalcInput,
  CargoRowCalcInput,
  ClientQueryCalcInput,
  FleetEntryCalcInput,
} from '../../../__generated__/graphql';
import type { CalculatorDraft, FleetEntry, OperationRow } from '../state/types';
import { vesselCalcInput } from './vessel-input';

/** Which fleet entry Save Voyage / Calculate & Save stores, under which label. */
export interface SaveRequest {
  fleetId: number;
  saveLabel: string;
}

function clientQuery(draft: CalculatorDraft): ClientQueryCalcInput {
  const o = draft.order;
  return {
    id: String(draft.orderId),
    name: o.name,
    freightMode: o.freightMode,
    qtyMode: o.qtyMode,
    laycanStartDate: o.laycanStartDate,
    laycanEndDate: o.laycanEndDate,
    cve: o.cve,
    insurance: o.insurance,
    hireSurvey: o.hireSurvey,
    canalExpenses: o.canalExpenses,
    additionalPremium: o.additionalPremium,
    ilohc: o.ilohc,
    manoevringExp: o.manoevringExp,
    miscExp: o.miscExp,
    miscRevenue: o.miscRevenue,
    bnkDelhs: o.bnkDelhs,
    bnkDells: o.bnkDells,
    bnkDelmgo: o.bnkDelmgo,
    calculationFormat: draft.operations.map((r) => r.key).join(','),
    cargoTransactionMode: o.cargoTransactionMode,
    fuelType: o.fuelType,
    fuelPriceOverridden: o.fuelPriceOverridden,
    fuelCalculationMethod: o.fuelCalculationMethod,
    hsFuelPriceType0: o.hsFuelPriceType0,
    hsFuelPriceType1: o.hsFuelPriceType1,
    hsFuelPriceType2: o.hsFuelPriceType2,
    hsFuelPriceType3: o.hsFuelPriceType3,
    hsFuelPriceType4: o.hsFuelPriceType4,
    lsFuelPriceType0: o.lsFuelPriceType0,
    lsFuelPriceType1: o.lsFuelPriceType1,
    lsFuelPriceType2: o.lsFuelPriceType2,
    lsFuelPriceType3: o.lsFuelPriceType3,
    lsFuelPriceType4: o.lsFuelPriceType4,
    mgoFuelPriceType0: o.mgoFuelPriceType0,
    mgoFuelPriceType1: o.mgoFuelPriceType1,
    mgoFuelPriceType2: o.mgoFuelPriceType2,
    mgoFuelPriceType3: o.mgoFuelPriceType3,
    mgoFuelPriceType4: o.mgoFuelPriceType4,
    deliveryTerms: o.deliveryTerms,
    tcAdcom: o.tcAdcom,
    suez: o.suez,
    panama: o.panama,
    singapore: o.singapore,
    jwc: o.jwc,
    hra: o.hra,
    eca: o.eca,
  };
}

function cargoRow(r: OperationRow): CargoRowCalcInput {
  return {
    id: r.key,
    operation: r.operation,
    port: r.port,
    cargo: r.cargo,
    cargoQty: r.cargoQty,
    tolerance: r.tolerance,
    min: r.min,
    max: r.max,
    rate: r.rate,
    terms: r.terms,
    factor: r.factor,
    turnTime: r.turnTime,
    extraDays: r.extraDays,
    portExp: r.portExp,
    freight: r.freight,
    adcom: r.adcom,
    brokerage: r.brokerage,
    other: r.other,
    stowFactor: r.stowFactor,
    loadline: r.loadline,
    sulfur: r.sulfur,
    draftRes: r.draftRes,
    waterDensity: r.waterDensity,
    dwf: r.dwf,
    distNormal: r.distNormal,
    distEca: r.distEca,
    speedNormal: r.speedNormal,
    speedECA: r.speedECA,
    lbmarker: r.lbmarker,
    cargoTx: r.cargoTx,
    cargoTxOverriddenValue: r.cargoTxOverriddenValue,
  };
}

function extraDetail(r: OperationRow): CargoExtraDetailCalcInput {
  const { id: _id, reserve: _reserve, paidBy: _paidBy, ...fields } = r.extra;
  return { cargoId: r.key, ...fields };
}

function fleetEntry(e: FleetEntry, save: SaveRequest | null): FleetEntryCalcInput {
  const selected = save !== null && save.fleetId === e.id;
  return {
    id: String(e.id),
    vesselId: e.vesselId === null || e.vesselId === undefined ? null : String(e.vesselId),
    vesselName: e.vesselName,
    vessel: vesselCalcInput(e.vesselSnapshot),
    dateOpening: e.dateOpening,
    port: e.port,
    gbb: e.gbb,
    hirePerDay: e.hirePerDay,
    hireGbb: e.hireGbb,
    isReferenceVessel: e.isReferenceVessel,
    extraExpense: e.extraExpense,
    constants: e.constants,
    bod: e.bod,
    bunkerPriceOverridden: e.bunkerPriceOverridden,
    bnkDelhs: e.bnkDelhs,
    bnkDells: e.bnkDells,
    bnkDelmgo: e.bnkDelmgo,
    bnkRedelhs: e.bnkRedelhs,
    bnkRedells: e.bnkRedells,
    bnkRedelmgo: e.bnkRedelmgo,
    bnkRedelTolerance: e.bnkRedelTolerance,
    bnkPriceDeliveryhs: e.bnkPriceDeliveryhs,
    bnkPriceDeliveryls: e.bnkPriceDeliveryls,
    bnkPriceDeliverymgo: e.bnkPriceDeliverymgo,
    bnkPriceRedeliveryhs: e.bnkPriceRedeliveryhs,
    bnkPriceRedeliveryls: e.bnkPriceRedeliveryls,
    bnkPriceRedeliverymgo: e.bnkPriceRedeliverymgo,
    bnkPriceSettlemenths: e.bnkPriceSettlemenths,
    bnkPriceSettlementls: e.bnkPriceSettlementls,
    bnkPriceSettlementmgo: e.bnkPriceSettlementmgo,
    splitHire: e.splitHire.map((t) => ({
      hireRate: t.hireRate,
      NoDays: t.NoDays,
      applied: t.applied,
      disable: t.disable,
    })),
    selectedForSave: selected,
    saveLabel: selected ? save.saveLabel : null,
  };
}

/** Whether an entry carries the vessel record the engine needs. */
export function canPrice(e: FleetEntry): boolean {
  return e.vesselSnapshot !== null && e.vesselSnapshot !== undefined;
}

/**
 * The calculation request for a draft and a fleet: the order as the client query (rows in grid order
 * through calculationFormat), every row with its margins and bunker supply, every fleet entry with its
 * vessel. The server routes each vessel's ballast leg from its open port with the order's route flags.
 */
export function calculateInput(
  draft: CalculatorDraft,
  fleet: readonly FleetEntry[],
  save: SaveRequest | null = null,
): CalculateInput {
  return {
    clientQuery: clientQuery(draft),
    cargoList: draft.operations.map(cargoRow),
    cargoExtraDetails: draft.operations.map(extraDetail),
    // An entry without vessel particulars (a position not in the catalogue) cannot be priced; the
    // fleet table marks it instead of letting it fail the whole run.
    fleetList: fleet.filter(canPrice).map((e) => fleetEntry(e, save)),
    autoSave: save !== null,
  };
}
