import { hasScrubber } from './compute-sea-leg.js';
import { positionOf } from './entry-position.js';
import { resolveOptions, type EngineOptions } from './options.js';
import { orderClock } from './order-clock.js';
import { planCargo } from './plan-cargo.js';
import { NO_SHIFT, shiftEntry, shiftOrder, shiftRows, type PriceShift } from './price-shift.js';
import { seaLegsFor } from './sea-legs-for.js';
import type { FleetEntryInput, VoyageInput } from './types.js';
import { validateInput } from './validate-input.js';
import { computeVoyageCore } from './voyage-core.js';

/** What an axis of the grid moves: freight (USD/t added), bunker prices (percent), EUA price (EUR/t added). */
export type SensitivityAxisKind = 'freight' | 'bunker' | 'eua';

export interface SensitivityAxis {
  kind: SensitivityAxisKind;
  /** The shifts along the axis, in the axis's unit; 0 is the estimate as it stands. */
  values: readonly number[];
}

export interface VesselSensitivity {
  fleetId: string;
  /** tcEq[y][x], USD/day, at x = columns.values[x], y = rows.values[y]. */
  tcEq: number[][];
  /** profitNet[y][x], USD. */
  profit: number[][];
  /**
   * The freight shift (USD/t) at which profit is 0, for each column (x) when the rows move freight, or each
   * row (y) when the columns do; null where freight does not move profit (a lumpsum) or neither axis is freight.
   */
  breakEvenFreight: (number | null)[] | null;
  /**
   * 'affine': priced from five runs of the engine, the grid's corners and centre checked against the plane
   * through them (profit and TCE are linear in each price: quantities and times do not move with them);
   * 'direct': every cell priced by the engine, because the check failed.
   */
  method: 'affine' | 'direct';
}

export const SENSITIVITY_MAX_STEPS = 41;

const shiftOf = (kind: SensitivityAxisKind, value: number): PriceShift =>
  kind === 'freight'
    ? { ...NO_SHIFT, freight: value }
    : kind === 'bunker'
      ? { ...NO_SHIFT, bunkerPercent: value }
      : { ...NO_SHIFT, euaEur: value };

const combine = (a: PriceShift, b: PriceShift): PriceShift => ({
  freight: a.freight + b.freight,
  bunkerPercent: a.bunkerPercent + b.bunkerPercent,
  euaEur: a.euaEur + b.euaEur,
});

function checkAxes(columns: SensitivityAxis, rows: SensitivityAxis): void {
  if (columns.kind === rows.kind) throw new RangeError('The two axes of a sensitivity grid must differ');
  for (const axis of [columns, rows]) {
    if (axis.values.length < 2 || axis.values.length > SENSITIVITY_MAX_STEPS) {
      throw new RangeError(`An axis has 2 to ${SENSITIVITY_MAX_STEPS} values`);
    }
    if (axis.values.some((v) => !Number.isFinite(v))) throw new RangeError('Axis values must be finite numbers');
    if (axis.kind === 'bunker' && axis.values.some((v) => v <= -100)) {
      throw new RangeError('A bunker price change must be above -100 %');
    }
  }
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * TCE and profit of every fleet vessel over a grid of two market inputs (issue #21 item 1), from the same
 * engine as the fleet table (its core: timing, lift, bunker settlement, P&L). Each vessel's voyage is
 * planned once; a cell re-prices it. Profit and TCE are affine in the freight rate, in a common factor on the
 * bunker prices and in the EUA price, so five engine runs (centre and corners) fix a vessel's plane; where
 * the corners and centre do not lie on it within 1e-6, every cell is priced by the engine instead.
 */
export function sensitivityGrid(args: {
  input: VoyageInput;
  columns: SensitivityAxis;
  rows: SensitivityAxis;
  options?: Partial<EngineOptions>;
  /** Only these fleet entries (all when absent). */
  fleetIds?: readonly string[];
  /** Price every cell with the engine, without the plane (for checks; 85 times the work for 21 x 21). */
  direct?: boolean;
}): VesselSensitivity[] {
  const { input, columns, rows } = args;
  checkAxes(columns, rows);
  validateInput(input);
  const options = resolveOptions(args.options);
  const plan = planCargo({ rows: input.rows, qtyMode: input.order.qtyMode });
  const clock = orderClock(input.order);
  const wanted = args.fleetIds ? new Set(args.fleetIds) : null;
  const fleet = input.fleet.filter((e) => !wanted || wanted.has(e.id));
  return fleet.map((entry) => vesselGrid(input, entry, columns, rows, { options, plan, clock }, args.direct ?? false));
}

function vesselGrid(
  input: VoyageInput,
  entry: FleetEntryInput,
  columns: SensitivityAxis,
  rows: SensitivityAxis,
  shared: { options: EngineOptions; plan: ReturnType<typeof planCargo>; clock: ReturnType<typeof orderClock> },
  direct: boolean,
): VesselSensitivity {
  const position = positionOf(entry);
  const legs = seaLegsFor({ rows: input.rows, vessel: entry.vessel, scrubber: hasScrubber(entry.vessel), position });
  const at = (x: number, y: number) => {
    const shift = combine(shiftOf(columns.kind, x), shiftOf(rows.kind, y));
    const core = computeVoyageCore({
      order: shiftOrder(input.order, shift),
      rows: shiftRows(input.rows, shift),
      entry: shiftEntry(entry, shift),
      position,
      options: shared.options,
      legs,
      plan: shared.plan,
      clock: shared.clock,
    });
    return { tcEq: core.tcEq, profit: core.profitNet };
  };
  const xs = columns.values;
  const ys = rows.values;
  const x0 = xs[0]!;
  const x1 = xs[xs.length - 1]!;
  const y0 = ys[0]!;
  const y1 = ys[ys.length - 1]!;
  // The plane through three corners, checked at the fourth corner and near the centre.
  const c00 = at(x0, y0);
  const c10 = at(x1, y0);
  const c01 = at(x0, y1);
  const plane = (key: 'tcEq' | 'profit', x: number, y: number) =>
    c00[key] + ((c10[key] - c00[key]) * (x - x0)) / (x1 - x0) + ((c01[key] - c00[key]) * (y - y0)) / (y1 - y0);
  const xm = xs[Math.floor(xs.length / 2)]!;
  const ym = ys[Math.floor(ys.length / 2)]!;
  const checks: [number, number][] = [
    [x1, y1],
    [xm, ym],
  ];
  const affine =
    !direct &&
    x1 !== x0 &&
    y1 !== y0 &&
    checks.every(([x, y]) => {
      const c = at(x, y);
      return close(c.tcEq, plane('tcEq', x, y)) && close(c.profit, plane('profit', x, y));
    });
  const cell = affine ? (x: number, y: number) => ({ tcEq: plane('tcEq', x, y), profit: plane('profit', x, y) }) : at;
  const grid = ys.map((y) => xs.map((x) => cell(x, y)));
  return {
    fleetId: entry.id,
    tcEq: grid.map((row) => row.map((c) => c.tcEq)),
    profit: grid.map((row) => row.map((c) => c.profit)),
    breakEvenFreight: breakEven(columns, rows, grid),
    method: affine ? 'affine' : 'direct',
  };
}

/** Where profit crosses 0 along the freight axis, by linear interpolation between the grid's own cells. */
function breakEven(
  columns: SensitivityAxis,
  rows: SensitivityAxis,
  grid: { profit: number }[][],
): (number | null)[] | null {
  const freightOnColumns = columns.kind === 'freight';
  if (!freightOnColumns && rows.kind !== 'freight') return null;
  const freights = freightOnColumns ? columns.values : rows.values;
  const lines = freightOnColumns ? grid.map((row) => row.map((c) => c.profit)) : transpose(grid);
  return lines.map((profits) => {
    const first = profits[0]!;
    const last = profits[profits.length - 1]!;
    const f0 = freights[0]!;
    const f1 = freights[freights.length - 1]!;
    if (last === first) return null;
    // Affine in freight: the line through the ends is exact (direct grids too, the engine being linear in it).
    return f0 - (first * (f1 - f0)) / (last - first);
  });
}

const transpose = (grid: { profit: number }[][]): number[][] =>
  grid[0]!.map((_, x) => grid.map((row) => row[x]!.profit));
