import type { LoadlineCode } from './types.js';

/**
 * Sea-water zone draft of a load line, metres: T_S + k x T_S/48 (k = +1 T/TF, 0 S/F, -1 W/WNA); WNA is
 * 0.050 m below W when LOA <= 100.5 m, else W. F and TF are reached from S and T through the dock-water
 * allowance (dockDensity), not here.
 *
 * @param args - loadline; draftS, the summer draft T_S, m; loa, m.
 */
export function zoneDraft(args: { loadline: LoadlineCode; draftS: number; loa: number }): number {
  const { loadline, draftS, loa } = args;
  const k = loadline === 'T' || loadline === 'TF' ? 1 : loadline === 'W' || loadline === 'WNA' ? -1 : 0;
  const wna = loadline === 'WNA' && loa <= 100.5 ? 0.05 : 0;
  return draftS + (k * draftS) / 48 - wna;
}
