import { bunkersByRow } from './bunkers-by-row.js';
import { bunkerEvents, totalFuel } from './collect-fuel.js';
import { collectWarnings } from './collect-warnings.js';
import { unknownTransitWarning } from './voyage-canal-dues.js';
import { explainVoyage } from './explain-voyage.js';
import { DAY_MS, safeDiv } from './grades.js';
import { holdCapacity } from './hold-capacity.js';
import { isoFromMs } from './iso-time.js';
import { noPremiums, type Premiums } from './no-premiums.js';
import { redeliveryCheck } from './redelivery-check.js';
import type { VesselResult, VesselResultLight } from './result-types.js';
import { rowResults } from './row-results.js';
import { selectedSpeeds } from './selected-speeds.js';
import { stowagePercent } from './stowage-percent.js';
import type { VoyageArgs } from './voyage-args.js';
import type { VoyageCore } from './voyage-core.js';
import { voyageEmissions } from './voyage-emissions.js';

type DescribeArgs = VoyageArgs & { core: VoyageCore; premiums?: Premiums };

/**
 * The full result for a computed core: the headline figures, the row table, emissions, warnings and the
 * terms behind each figure, with the premiums when there is a reference vessel. Built once, in one object.
 * With `light`, the row table and the explanation (the heavy parts, ADR 0032) are not built: those two
 * fields are undefined, which JSON leaves out, so the light result serialises as the full one without them.
 * Units as VesselResult: USD, USD/day, USD/t, t, days, percent; instants ISO-8601 UTC.
 */
export function describeVoyage(args: DescribeArgs & { light?: false }): VesselResult;
export function describeVoyage(args: DescribeArgs & { light: true }): VesselResultLight;
export function describeVoyage(args: DescribeArgs & { light?: boolean }): VesselResult | VesselResultLight {
  const { order, rows, entry, position, options, core } = args;
  const heavy = args.light !== true;
  const p = args.premiums ?? noPremiums({ tcEq: core.tcEq });
  const { vessel, plan, carried, cargoTx, timeline, loadab, stowFactor, onHireDays, voyageDays } = core;
  const { bunkers, charterer, revenue, others, hire, voyageResult, tcEq, profitNet, frtCost } = core;
  const emissions =
    core.emissions ?? voyageEmissions({ timeline, vessel, position, order, options, calls: args.facts });
  const capacity = holdCapacity({ vessel, options });
  const stowage = stowagePercent({ cargo: carried, stowFactor, capacity });
  const eta = timeline.etaLoad === null ? null : isoFromMs(timeline.etaLoad);
  const daysLate = timeline.etaLoad === null ? 0 : (timeline.etaLoad - core.clock.laycanEnd) / DAY_MS;
  // Laycan waiting is not port stay (voyage-model section 4): it is reported beside it as Waiting.
  let portStay = 0;
  let waiting = 0;
  for (const r of timeline.rows) {
    portStay += r.port.portDays;
    waiting += r.port.waitingDays;
  }
  // An unrouted ballast leg sails row 1's distances (the entry gives none): say which, beside the reason.
  const unrouted =
    entry.ballastLegUnrouted && position.ballastDistNormal === null
      ? { ...entry.ballastLegUnrouted, distNormal: rows[1]?.distNormal ?? 0, distEca: rows[1]?.distEca ?? 0 }
      : null;

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
    ballastLegUnrouted: unrouted,
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
      waiting,
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
    portToPortOperationResultMap: heavy
      ? rowResults({
          timeline,
          rowCo2: emissions.rowCo2,
          vessel,
          bunkers: bunkersByRow({
            // DEFAULT keeps no events in the core (voyage-bunkers.ts): the same ones, from the same timeline.
            events: core.events ?? bunkerEvents(timeline, vessel.fuelType),
            rowCount: timeline.rows.length,
            bod: entry.bnkDel,
          }),
        })
      : undefined,
    warnings: collectWarnings({
      rows,
      vessel,
      stowagePercent: stowage,
      cargoTx,
      carried,
      minimum: plan.minimum,
      redelivery: redeliveryCheck({ entry, byGrade: bunkers.byGrade }),
      laycanDaysLate: daysLate,
      bunkersShort: core.bob.shortfall,
      // Named, not spread in (no spread inside the literal per vessel); undefined reads as absent.
      ballastUnrouted: unrouted ?? undefined,
      canalDuesUnknown: core.canalDues?.unknownLegs.map(unknownTransitWarning) ?? [],
    }),
    explain: heavy ? explainVoyage({ order, entry, core, capacity, premiums: p.explain }) : undefined,
  } as VesselResult | VesselResultLight;
}
