import { ciiRating } from './cii-rating.js';
import { co2Factors } from './co2-factors.js';
import { etsAllowances, type EtsSegment } from './ets-allowances.js';
import { dot } from './grades.js';
import { utcYear } from './iso-time.js';
import type { EngineOptions } from './options.js';
import type { EmissionsResult } from './result-types.js';
import type { Position, Timeline } from './timeline-types.js';
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
  const factors = co2Factors({
    fuelType: vessel.fuelType,
    scrubber: vessel.fuelType === 'TYPE1',
    vlsfoCo2Factor: options.vlsfoCo2Factor,
  });
  const rows = timeline.rows;
  const euAt = (i: number) => (i === 0 ? position.isEuOpenPort : (rows[i]?.row.isEu ?? false));
  // prevCall[i]: the last port of call at or before row i (row 0, the open port, always is one);
  // nextCall[i]: the first at or after row i, or -1.
  const prevCall: number[] = [];
  const nextCall: number[] = new Array<number>(rows.length).fill(-1);
  for (let k = 0; k < rows.length; k++)
    prevCall.push(k === 0 || isCall(rows[k]!.row.operation) ? k : (prevCall[k - 1] ?? 0));
  for (let k = rows.length - 1; k >= 0; k--) nextCall[k] = isCall(rows[k]!.row.operation) ? k : (nextCall[k + 1] ?? -1);
  const segments: EtsSegment[] = [];
  const rowCo2: number[] = [];
  let distanceNm = 0;
  const wholeVoyage = options.etsScope === 'whole-voyage';
  const scope = (onHire: boolean) => wholeVoyage || onHire;
  for (const r of rows) {
    const seaCo2 = dot(r.sea.fuel, factors);
    const portCo2 = dot(r.port.waitingFuel, factors) + dot(r.port.fuel, factors);
    rowCo2.push(seaCo2 + portCo2);
    distanceNm += r.sea.daysNormal + r.sea.daysEca > 0 ? r.sea.distNormal + r.sea.distEca : 0;
    if (r.index > 0 && seaCo2 > 0) {
      const next = nextCall[r.index] ?? -1;
      segments.push({
        kind: 'sea',
        co2: seaCo2,
        fromEu: euAt(prevCall[r.index - 1] ?? 0),
        toEu: next >= 0 && euAt(next),
        startYear: utcYear(r.seaStart),
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
        startYear: utcYear(r.arrival),
        counted: scope(r.portOnHire || r.waitingOnHire),
      });
    }
  }
  let co2 = 0;
  for (const c of rowCo2) co2 += c;
  const { allowances } = etsAllowances({ segments });
  const cii = ciiRating({ co2Tonnes: co2, dwt: vessel.vesselDwt, distanceNm, year: utcYear(timeline.start) });
  return { co2, etsAllowances: allowances, etsCostUsd: allowances * order.euaPriceEur * order.eurUsd, cii, rowCo2 };
}
