import { ciiRating } from './cii-rating.js';
import { co2Factors } from './co2-factors.js';
import { etsTerm } from './ets-allowances.js';
import { callIndexes, type ItineraryFacts } from './itinerary-facts.js';
import { utcYear } from './iso-time.js';
import type { EngineOptions } from './options.js';
import type { EmissionsResult } from './result-types.js';
import type { Position, RowTimeline, Timeline } from './timeline-types.js';
import type { OrderInput, VesselSpec } from './types.js';

/**
 * CO2 of every segment, EU ETS allowances and cost, and the indicative CII of the voyage
 * (voyage-model section 12). A sea leg counts 100 % between two EU/EEA calls and 50 % with one; only
 * Loading/Discharging stays at EU ports count; phase-in by the year each segment starts; on-hire
 * segments only under D11's default. CO2 t, cost USD.
 */
export function voyageEmissions(args: {
  timeline: Timeline;
  vessel: VesselSpec;
  position: Position;
  order: OrderInput;
  options: EngineOptions;
  /** The itinerary's ports of call (itineraryFacts), when the caller has them. */
  calls?: Pick<ItineraryFacts, 'prevCall' | 'nextCall'>;
}): EmissionsResult & { rowCo2: number[] } {
  const { timeline, vessel, position, order, options } = args;
  const factors = co2Factors({
    fuelType: vessel.fuelType,
    scrubber: vessel.fuelType === 'TYPE1',
    vlsfoCo2Factor: options.vlsfoCo2Factor,
  });
  const rows = timeline.rows;
  // prevCall[i]: the last port of call at or before row i (row 0, the open port, always is one);
  // nextCall[i]: the first at or after row i, or -1. Found once per itinerary when the caller has them.
  const { prevCall, nextCall } = args.calls ?? callIndexes(rows.map((r) => r.row));
  // dot(fuel, factors) written out with the three factors in locals (the same products and sums).
  const fHs = factors.hs;
  const fLs = factors.ls;
  const fMgo = factors.mgo;
  // Each counted segment's allowances (etsAllowances' terms, CO2 x share x phase-in), summed in segment
  // order from 0 as it sums them, without a segment object each.
  let allowances = 0;
  const rowCo2: number[] = new Array<number>(rows.length);
  let distanceNm = 0;
  const wholeVoyage = options.etsScope === 'whole-voyage';
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k] as RowTimeline;
    const sea = r.sea;
    const { waitingFuel: w, fuel: p } = r.port;
    const seaCo2 = sea.fuel.hs * fHs + sea.fuel.ls * fLs + sea.fuel.mgo * fMgo;
    const portCo2 = w.hs * fHs + w.ls * fLs + w.mgo * fMgo + (p.hs * fHs + p.ls * fLs + p.mgo * fMgo);
    rowCo2[k] = seaCo2 + portCo2;
    distanceNm += sea.daysNormal + sea.daysEca > 0 ? sea.distNormal + sea.distEca : 0;
    const index = r.index;
    if (index > 0 && seaCo2 > 0) {
      const from = prevCall[index - 1] ?? 0;
      const next = nextCall[index] ?? -1;
      allowances += etsTerm(
        'sea',
        seaCo2,
        from === 0 ? position.isEuOpenPort : (rows[from]?.row.isEu ?? false),
        next >= 0 && (next === 0 ? position.isEuOpenPort : (rows[next]?.row.isEu ?? false)),
        utcYear(r.seaStart),
        wholeVoyage || r.seaOnHire,
      );
    }
    const op = r.row.operation;
    if ((op === 'Loading' || op === 'Discharging') && portCo2 > 0) {
      allowances += etsTerm(
        'port',
        portCo2,
        r.row.isEu,
        r.row.isEu,
        utcYear(r.arrival),
        wholeVoyage || r.portOnHire || r.waitingOnHire,
      );
    }
  }
  let co2 = 0;
  for (const c of rowCo2) co2 += c;
  const cii = ciiRating({ co2Tonnes: co2, dwt: vessel.vesselDwt, distanceNm, year: utcYear(timeline.start) });
  return { co2, etsAllowances: allowances, etsCostUsd: allowances * order.euaPriceEur * order.eurUsd, cii, rowCo2 };
}
