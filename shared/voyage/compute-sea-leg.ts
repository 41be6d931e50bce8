import { consumptionAtSpeed } from './consumption-at-speed.js';
import { ZERO } from './grades.js';
import { selectedSpeedRow, type TableRowPick } from './selected-speed-row.js';
import type { GradeAmounts, OperationRow, VesselSpec } from './types.js';

export interface SeaLeg {
  /** Which speed table the leg reads: the row's ballast/laden marker. */
  condition: 'ballast' | 'laden';
  /**
   * 0-based row of that table the normal speed came from; null when the itinerary row gave its own speed
   * or the table has no usable speed.
   */
  tableRow: number | null;
  distNormal: number;
  distEca: number;
  /** Nominal (table) speeds, knots: the consumption is read at these. */
  nominalNormal: number;
  nominalEca: number;
  /** Effective speeds after speed reduce and speed factor, knots: the time follows these. */
  speedNormal: number;
  speedEca: number;
  daysNormal: number;
  daysEca: number;
  fuel: GradeAmounts;
}

function seaDays(distance: number, dwf: number, speed: number): number {
  // A leg with no usable speed cannot be timed: it counts 0 days and the speed warnings flag the table.
  if (distance <= 0 || speed <= 0) return 0;
  return (distance * (1 + dwf / 100)) / (24 * speed);
}

/**
 * The sea leg arriving at a row (voyage-model sections 2-3, D3):
 * days = distance x (1 + dwf/100) / (24 x v), v = (speed - speedReduce) x (1 - speedFactor/100);
 * fuel per grade = table rate at the nominal speed x days x (1 + bnkrFactor/100). Inside the ECA a
 * scrubber keeps burning HS, a non-scrubber burns HS + LS as LS; MGO stays MGO.
 * Distances nm, speeds knots, days, fuel t.
 */
export function computeSeaLeg(args: {
  row: OperationRow;
  vessel: VesselSpec;
  scrubber: boolean;
  distNormal: number;
  distEca: number;
  /** The vessel's table row for the leg's condition (selectedSpeedRow), when the caller already has it. */
  pick?: TableRowPick | null;
}): SeaLeg {
  const { row, vessel, scrubber, distNormal, distEca } = args;
  const condition = row.lbmarker === 'laden' ? 'laden' : 'ballast';
  const table = condition === 'laden' ? vessel.laden : vessel.ballast;
  const pick = row.speedNormal > 0 ? null : args.pick !== undefined ? args.pick : selectedSpeedRow(vessel, condition);
  const nominalNormal = row.speedNormal > 0 ? row.speedNormal : (pick?.speed ?? 0);
  const nominalEca = row.speedECA > 0 ? row.speedECA : nominalNormal;
  // Effective speed: (v - speedReduce) x (1 - speedFactor/100), at least 0 (written out: no closure per leg).
  const keep = 1 - row.speedFactor / 100;
  const speedNormal = Math.max(0, (nominalNormal - row.speedReduce) * keep);
  const speedEca = Math.max(0, (nominalEca - row.speedReduce) * keep);
  const daysNormal = seaDays(distNormal, row.dwf, speedNormal);
  const daysEca = seaDays(distEca, row.dwf, speedEca);
  const kn = daysNormal * (1 + row.bnkrFactor / 100);
  const ke = daysEca * (1 + row.bnkrFactor / 100);
  // No fuel without sea days: the rates are not read at all then (they could only be multiplied by 0).
  let fuel: GradeAmounts = ZERO;
  if (kn !== 0 || ke !== 0) {
    const rateNormal =
      daysNormal > 0 || nominalEca === nominalNormal ? consumptionAtSpeed({ rows: table, speed: nominalNormal }) : ZERO;
    const rateEca = nominalEca === nominalNormal ? rateNormal : consumptionAtSpeed({ rows: table, speed: nominalEca });
    // Outside the ECA each grade as it is; inside, a non-scrubber's HS is burnt as LS.
    fuel = {
      hs: rateNormal.hs * kn + (scrubber ? rateEca.hs * ke : 0),
      ls: rateNormal.ls * kn + (scrubber ? rateEca.ls * ke : (rateEca.hs + rateEca.ls) * ke),
      mgo: rateNormal.mgo * kn + rateEca.mgo * ke,
    };
  }
  return {
    condition,
    tableRow: pick?.index ?? null,
    distNormal,
    distEca,
    nominalNormal,
    nominalEca,
    speedNormal,
    speedEca,
    daysNormal,
    daysEca,
    fuel,
  };
}

/** A vessel that may keep burning HS inside an ECA: scrubber-fitted, or priced on the scrubber set (TYPE1). */
export function hasScrubber(vessel: Pick<VesselSpec, 'scrubber' | 'fuelType'>): boolean {
  return vessel.scrubber || vessel.fuelType === 'TYPE1';
}
