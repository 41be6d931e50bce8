import { bunkersByRow } from './bunkers-by-row.js';
import { totalFuel } from './collect-fuel.js';
import { safeDiv } from './grades.js';
import { collectWarnings, type RedeliveryCheck } from './collect-warnings.js';
import { stowagePercent } from './compute-loadability.js';
import type { Explanation, VesselResult } from './result-types.js';
import { rowResults } from './row-results.js';
import { selectedSpeeds } from './selected-speeds.js';
import type { settleBunkers } from './settle-bunkers.js';
import type { FuelGrade, GradeAmounts } from './types.js';
import { isoFromMs } from './iso-time.js';
import { computeVoyageCore, type VoyageArgs, type VoyageCore } from './voyage-core.js';
import { voyageEmissions } from './voyage-emissions.js';

/** Per grade: consumed, settlement price, on delivery, on redelivery, shortfall. */
function fuelExplanation(
  byGrade: ReturnType<typeof settleBunkers>['byGrade'],
  settlement: GradeAmounts,
): Explanation['fuel'] {
  const one = (g: FuelGrade) => ({
    consumed: byGrade[g].consumed,
    priceSettlement: settlement[g],
    bod: byGrade[g].bod,
    bor: byGrade[g].bor,
    shortfall: byGrade[g].shortfall,
  });
  return { hs: one('hs'), ls: one('ls'), mgo: one('mgo') };
}

const finite = (x: number) => (Number.isFinite(x) ? x : null);

/** The entry's expected bunkers on redelivery against the computed BOR, when it sets any. */
function redeliveryCheck(
  entry: VoyageArgs['entry'],
  byGrade: ReturnType<typeof settleBunkers>['byGrade'],
): RedeliveryCheck | undefined {
  if (!entry.bnkRedel) return undefined;
  const bor = { hs: byGrade.hs.bor, ls: byGrade.ls.bor, mgo: byGrade.mgo.bor };
  return { bor, expected: entry.bnkRedel, tolerancePct: entry.bnkRedelTolerance ?? 0 };
}

/** Premiums against the reference vessel and the tcEq figures behind them (none without a reference). */
export interface Premiums {
  vesselPremium: number | null;
  positionPremium: number | null;
  explain: Explanation['premiums'];
}

const NO_PREMIUMS = (tcEq: number): Premiums => ({
  vesselPremium: null,
  positionPremium: null,
  explain: { referenceFleetId: null, tcEqReferenceAtReference: null, tcEqAtReferencePosition: null, tcEqOwn: tcEq },
});

/** One vessel's voyage from one position: the core economics plus the full description. */
export function evaluateVoyage(args: VoyageArgs, premiums?: Premiums): VesselResult {
  return describeVoyage(args, computeVoyageCore(args), premiums);
}

/**
 * The full result for a computed core: the row table, emissions, warnings and the terms behind each
 * figure, with the premiums when there is a reference vessel. Built once, in one object.
 */
export function describeVoyage(args: VoyageArgs, core: VoyageCore, premiums?: Premiums): VesselResult {
  const { order, rows, entry, position, options } = args;
  const p = premiums ?? NO_PREMIUMS(core.tcEq);
  const {
    vessel,
    plan,
    carried,
    cargoTx,
    timeline,
    loadab,
    bob,
    stowFactor,
    onHireDays,
    voyageDays,
    overridden,
    priceSet,
    bunkers,
    charterer,
    revenue,
    others,
    hire,
    etsInPnl,
    voyageResult,
    tceDays,
    tceNet,
    tcEq,
    gbbInResult,
    profitNet,
    frtCost,
    constants,
  } = core;
  const emissions = core.emissions ?? voyageEmissions({ timeline, vessel, position, order, options });
  const capacity = options.useBaleCapacity ? vessel.vesselBaleCap : vessel.vesselGrainCap;
  const stowage = stowagePercent({ cargo: carried, stowFactor, capacity });
  const eta = timeline.etaLoad === null ? null : isoFromMs(timeline.etaLoad);
  const portStay = timeline.rows.reduce((s, r) => s + r.port.portDays + r.port.waitingDays, 0);
  const limits = loadab.limits;

  return {
    fleetId: entry.id,
    vesselName: entry.vesselName || vessel.vesselName,
    tcEq,
    frtCost,
    profit: voyageResult,
    profitNet,
    profitPerDay: safeDiv(profitNet, onHireDays),
    profitPerDayGBB: hire.hasGbbOffer ? safeDiv(voyageResult - hire.hireExpGbb - hire.gbbNet, onHireDays) : null,
    loadability: loadab.loadability,
    vesselPremium: p.vesselPremium,
    positionPremium: p.positionPremium,
    cargoCarried: carried,
    eta,
    arrivalLoadPort: eta,
    canMakeLaycan: timeline.etaLoad === null || !(timeline.etaLoad > core.clock.laycanEnd),
    ballastLegSource: entry.ballastDistNormal === null ? 'order' : (entry.ballastLegSource ?? null),
    onHireDays,
    voyageDays,
    details: {
      frtCost,
      profitPmt: safeDiv(profitNet, carried),
      profitNet,
      netFrtRevenue: revenue.netFrtRevenue,
      hireExp: hire.hireExp,
      fuelExpenses: bunkers.fuelExpenses,
      others,
      hsQty: charterer.hs,
      lsQty: charterer.ls,
      mgoQty: charterer.mgo,
      voyDuration: voyageDays,
      portStay,
      stowage,
      fuelSettleProfit: bunkers.fuelSettleProfit,
    },
    fuelByGrade: totalFuel(timeline),
    selectedSpeeds: selectedSpeeds({ vessel }),
    emissions: {
      co2: emissions.co2,
      etsAllowances: emissions.etsAllowances,
      etsCostUsd: emissions.etsCostUsd,
      cii: emissions.cii,
    },
    portToPortOperationResultMap: rowResults({
      timeline,
      rowCo2: emissions.rowCo2,
      vessel,
      bunkers: bunkersByRow({ events: core.events, rowCount: timeline.rows.length, bod: entry.bnkDel }),
    }),
    warnings: collectWarnings({
      rows,
      vessel,
      stowagePercent: stowage,
      cargoTx,
      carried,
      minimum: plan.minimum,
      redelivery: redeliveryCheck(entry, bunkers.byGrade),
    }),
    explain: {
      tcEq: { voyageResult, onHireDays: tceDays, tcAdcom: order.tcAdcom, tceNet },
      frtCost: {
        hireExp: hire.hireExp + gbbInResult,
        fuelExpenses: bunkers.fuelExpenses,
        fuelSettleProfit: bunkers.fuelSettleProfit,
        others,
        etsCost: etsInPnl,
        miscRevenue: order.miscRevenue,
        netCargoTonnes: revenue.netTonnes,
      },
      profitNet: {
        netFrtRevenue: revenue.netFrtRevenue,
        miscRevenue: order.miscRevenue,
        fuelExpenses: bunkers.fuelExpenses,
        fuelSettleProfit: bunkers.fuelSettleProfit,
        others,
        etsCost: etsInPnl,
        hireExp: hire.hireExp,
        gbbNet: gbbInResult,
      },
      loadability: {
        governing: loadab.governing,
        limits: {
          weightDeparture: finite(limits.weightDeparture),
          weightArrival: finite(limits.weightArrival),
          cubic: finite(limits.cubic),
          order: plan.orderLimit,
        },
        bunkersOnBoardDeparture: bob.departure,
        bunkersOnBoardArrival: bob.arrival ?? 0,
        constants,
        freshWater: vessel.freshWater,
        maxDwtDeparture: loadab.maxDwtDeparture,
        maxDwtArrival: loadab.maxDwtArrival === null ? null : finite(loadab.maxDwtArrival),
        stowFactor,
        capacity,
      },
      premiums: p.explain,
      revenue: revenue.lines,
      hire: hire.tiers,
      fuel: fuelExplanation(bunkers.byGrade, overridden ? entry.bnkPriceSettlement : priceSet),
    },
  };
}
