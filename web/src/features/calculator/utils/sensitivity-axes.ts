import type { SensitivityAxisKind } from '../../../__generated__/graphql';
import { formatNumber } from '../../../lib/format';

/** The grid's size: 21 steps a side, the estimate as it is in the middle. */
export const SENSITIVITY_STEPS = 21;

interface AxisDef {
  kind: SensitivityAxisKind;
  label: string;
  step: number;
  /** A shift as the user reads it: the absolute value where the estimate has one, else the change. */
  show(shift: number, base: AxisBase): string;
}

/** The estimate's own values the shifts apply to (the first Loading row's freight, the EUA price). */
export interface AxisBase {
  freight: number | null;
  eua: number | null;
}

const signed = (n: number, unit: string) => `${n > 0 ? '+' : ''}${formatNumber(n, 0)}${unit}`;

export const AXES: Record<'freight' | 'bunker' | 'eua', AxisDef> = {
  freight: {
    kind: 'FREIGHT',
    label: 'Freight (USD/t)',
    step: 0.5,
    show: (s, b) => (b.freight === null ? signed(s, '') : formatNumber(b.freight + s, 2)),
  },
  bunker: { kind: 'BUNKER', label: 'Bunker prices', step: 3, show: (s) => signed(s, ' %') },
  eua: {
    kind: 'EUA',
    label: 'EUA (EUR/t)',
    step: 5,
    show: (s, b) => (b.eua === null ? signed(s, '') : formatNumber(b.eua + s, 0)),
  },
};

export type AxisName = keyof typeof AXES;

/** The pairs offered: columns x rows. */
export const AXIS_PAIRS: readonly [AxisName, AxisName][] = [
  ['freight', 'bunker'],
  ['freight', 'eua'],
  ['bunker', 'eua'],
];

export const shiftsOf = (axis: AxisName): number[] =>
  Array.from({ length: SENSITIVITY_STEPS }, (_, i) => (i - (SENSITIVITY_STEPS - 1) / 2) * AXES[axis].step);

/**
 * A cell's colour: green for a profit, red for a loss, deeper the further from break-even relative to the
 * grid's largest magnitude. The boundary between the two is the break-even line.
 */
export function cellColour(profit: number, largest: number): string {
  const t = largest > 0 ? Math.min(1, Math.abs(profit) / largest) : 0;
  const light = Math.round(95 - 45 * t);
  return profit >= 0 ? `hsl(130 55% ${light}%)` : `hsl(0 70% ${light}%)`;
}
