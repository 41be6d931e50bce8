import {
  SENSITIVITY_MAX_STEPS,
  type SensitivityAxis,
  type VesselSensitivity,
} from '../../../shared/voyage/sensitivity-grid.js';
import { badInput } from '../../errors/app-error.js';

const KINDS = new Set(['freight', 'bunker', 'eua']);

/** The two axes of a sensitivity request, refused naming the field (columns / rows / their values). */
export function readSensitivityAxes(columns: SensitivityAxis, rows: SensitivityAxis): void {
  for (const [field, axis] of [
    ['columns', columns],
    ['rows', rows],
  ] as const) {
    if (!KINDS.has(axis.kind)) throw badInput('kind must be FREIGHT, BUNKER or EUA', `${field}.kind`);
    const n = axis.values.length;
    if (n < 2 || n > SENSITIVITY_MAX_STEPS) {
      throw badInput(`An axis has 2 to ${SENSITIVITY_MAX_STEPS} values`, `${field}.values`);
    }
    axis.values.forEach((v, i) => {
      if (!Number.isFinite(v) || Math.abs(v) > 1e6)
        throw badInput('Must be a number within ±1,000,000', `${field}.values[${i}]`);
      if (axis.kind === 'bunker' && v <= -100)
        throw badInput('A bunker price change must be above -100 %', `${field}.values[${i}]`);
    });
    if (new Set(axis.values).size !== n) throw badInput('The values of an axis must differ', `${field}.values`);
  }
  if (columns.kind === rows.kind) throw badInput('The two axes of a sensitivity grid must differ', 'rows.kind');
}

/** The best vessel per cell: the highest tcEq, the first in fleet order on a tie. */
export function bestOfFleet(vessels: readonly VesselSensitivity[]): { tcEq: number[][]; fleetId: string[][] } {
  const first = vessels[0];
  if (!first) return { tcEq: [], fleetId: [] };
  const tcEq = first.tcEq.map((row) => [...row]);
  const fleetId = first.tcEq.map((row) => row.map(() => first.fleetId));
  for (const v of vessels.slice(1)) {
    v.tcEq.forEach((row, y) =>
      row.forEach((value, x) => {
        if (value > tcEq[y]![x]!) {
          tcEq[y]![x] = value;
          fleetId[y]![x] = v.fleetId;
        }
      }),
    );
  }
  return { tcEq, fleetId };
}
