import { ciiRating } from './cii-rating.js';
import { co2Factors } from './co2-factors.js';
import { etsAllowances, type EtsSegment } from './ets-allowances.js';
import { dot } from './grades.js';
import type { EngineOptions } from './options.js';
import type { EmissionsResult } from './result-types.js';
import type { Position, Timeline } from './simulate-voyage.js';
import type { OperationKind, OrderInput, VesselSpec } from './types.js';

/** D13: Bunkering and Passing rows are not ports of call. */
const isCall = (op: OperationKind) => op !== 'Bunkering' && op !== 'Passing';

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
}): EmissionsResult & { rowCo2: number[] } {
  const { timeline, vessel, position, order, options } = args;
  const factors = co2Factors({ fuelType: vessel.fuelType, scrubber: vessel.fuelType === 'TYPE1', vlsfoCo2Factor: options.vlsfoCo2Factor });
  const rows = timeline.rows;
  const euAt = (i: number) => (i === 0 ? position.isEuOpenPort : (rows[i]?.row.isEu ?? false));
  const callBefore = (i: number) => {
    for (let k = i; k >= 0; k--) if (k === 0 || isCall(rows[k]!.row.operation)) return k;
    return 0;
  };
  const callFrom = (i: number) => {
    for (let k = i; k < rows.length; k++) if (isCall(rows[k]!.row.operation)) return k;
    return -1;
  };
  const segments: EtsSegment[] = [];
  const rowCo2: number[] = [];
  let distanceNm = 0;
  for (const r of rows) {
    const seaCo2 = dot(r.sea.fuel, factors);
    const portCo2 = dot(r.port.waitingFuel, factors) + dot(r.port.fuel, factors);
    rowCo2.push(seaCo2 + portCo2);
    distanceNm += r.sea.daysNormal + r.sea.daysEca > 0 ? r.sea.distNormal + r.sea.distEca : 0;
    const scope = (onHire: boolean) => options.etsScope === 'whole-voyage' || onHire;
    if (r.index > 0 && seaCo2 > 0) {
      const next = callFrom(r.index);
      segments.push({
        kind: 'sea',
        co2: seaCo2,
        fromEu: euAt(callBefore(r.index - 1)),
        toEu: next >= 0 && euAt(next),
        startYear: new Date(r.seaStart).getUTCFullYear(),
        counted: scope(r.seaOnHire),
      });
    }
    const cargoCall = r.row.operation === 'Loading' || r.row.operation === 'Discharging';
    if (cargoCall && portCo2 > 0) {
      segments.push({
        kind: 'port',
        co2: portCo2,
        fromEu: r.row.isEu,
        toEu: r.row.isEu,
        startYear: new Date(r.arrival).getUTCFullYear(),
        counted: scope(r.portOnHire || r.waitingOnHire),
      });
    }
  }
  const co2 = rowCo2.reduce((a, b) => a + b, 0);
  const { allowances } = etsAllowances({ segments });
  const cii = ciiRating({ co2Tonnes: co2, dwt: vessel.vesselDwt, distanceNm, year: new Date(timeline.start).getUTCFullYear() });
  return { co2, etsAllowances: allowances, etsCostUsd: allowances * order.euaPriceEur * order.eurUsd, cii, rowCo2 };
}
