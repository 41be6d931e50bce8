import { computeHire, type HireTierUse } from './compute-hire.js';
import type { EngineOptions } from './options.js';
import type { Explanation } from './result-types.js';
import type { FleetEntryInput, OperationRow, OrderInput } from './types.js';

export interface RevenueLine {
  rowId: string;
  cargoQty: number;
  freight: number;
  gross: number;
  ttlComm: number;
  net: number;
}

/**
 * Freight revenue (voyage-model section 6): one line per Loading row, gross = tonnes x freight, less
 * adcom + brokerage + other (percent of gross). Single Freight takes the first loading row's terms for
 * every row; a lumpsum replaces quantity x rate. Returns the lines, their net sum (USD) and the net
 * tonnes (sum of tonnes x (1 - commission)) that divide the break-even freight.
 */
export function freightRevenue(args: { order: OrderInput; rows: readonly OperationRow[]; cargoTx: readonly number[] }) {
  const { order, rows, cargoTx } = args;
  const first = rows.find((r) => r.operation === 'Loading');
  const single = order.freightMode === 'Single Freight';
  const lines: RevenueLine[] = [];
  rows.forEach((row, i) => {
    if (row.operation !== 'Loading') return;
    const t = single && first ? first : row;
    const qty = cargoTx[i] ?? 0;
    const ttlComm = t.adcom + t.brokerage + t.other;
    const gross = qty * t.freight;
    lines.push({ rowId: row.id, cargoQty: qty, freight: t.freight, gross, ttlComm, net: gross * (1 - ttlComm / 100) });
  });
  const netTonnes = lines.reduce((s, l) => s + l.cargoQty * (1 - l.ttlComm / 100), 0);
  if (order.lumpsum > 0) {
    const ttlComm = first ? first.adcom + first.brokerage + first.other : 0;
    const cargo = lines.reduce((s, l) => s + l.cargoQty, 0);
    const lump = {
      rowId: first?.id ?? 'lumpsum',
      cargoQty: cargo,
      freight: cargo > 0 ? order.lumpsum / cargo : 0,
      gross: order.lumpsum,
      ttlComm,
      net: order.lumpsum * (1 - ttlComm / 100),
    };
    return { lines: [lump], netFrtRevenue: lump.net, netTonnes };
  }
  return { lines, netFrtRevenue: lines.reduce((s, l) => s + l.net, 0), netTonnes };
}

/**
 * Others (voyage-model section 6): port expenses, order expenses, cve (D5), the fleet entry's extra
 * expense and the vessel's canal dues (voyageCanalDues: its transits at its class; 0 when none), USD.
 */
export function otherExpenses(args: {
  order: OrderInput;
  rows: readonly OperationRow[];
  entry: FleetEntryInput;
  onHireDays: number;
  options: EngineOptions;
  /** The vessel's canal dues, USD (absent: 0). */
  canalDues?: number;
}): number {
  const { order: o, rows, entry, onHireDays, options } = args;
  const cve = options.cve === 'per-30-days' ? (o.cve * onHireDays) / 30 : o.cve;
  const ports = rows.reduce((s, r) => s + r.portExp, 0);
  return (
    ports +
    cve +
    o.insurance +
    o.hireSurvey +
    o.canalExpenses +
    (args.canalDues ?? 0) +
    o.additionalPremium +
    o.ilohc +
    o.manoevringExp +
    o.miscExp +
    entry.extraExpense
  );
}

export interface HireOutcome {
  hireExp: number;
  tiers: HireTierUse[];
  gbbNet: number;
  hireExpGbb: number;
  /** True when the GBB offer is the hire basis (no plain hire and no split hire given). */
  gbbBasis: boolean;
  hasGbbOffer: boolean;
}

/** Hire and the GBB offer (voyage-model section 7, D7). */
export function hireOutcome(args: {
  entry: FleetEntryInput;
  order: OrderInput;
  onHireDays: number;
  options: EngineOptions;
}): HireOutcome {
  const { entry, order, onHireDays, options } = args;
  const net = 1 - order.tcAdcom / 100;
  const hasGbbOffer = entry.hireGbb > 0 || entry.gbb > 0;
  const gbbBasis = hasGbbOffer && entry.hirePerDay <= 0 && entry.splitHire.length === 0;
  const gbbNet = entry.gbb * (options.gbb === 'net-of-adcom' ? net : 1);
  const hireExpGbb = entry.hireGbb * onHireDays * net;
  if (gbbBasis)
    return {
      hireExp: hireExpGbb,
      tiers: [{ hireRate: entry.hireGbb, days: onHireDays, cost: hireExpGbb }],
      gbbNet,
      hireExpGbb,
      gbbBasis,
      hasGbbOffer,
    };
  const { hireExp, tiers } = computeHire({
    onHireDays,
    hirePerDay: entry.hirePerDay,
    splitHire: entry.splitHire,
    tcAdcom: order.tcAdcom,
  });
  return { hireExp, tiers, gbbNet, hireExpGbb, gbbBasis, hasGbbOffer };
}

export type HireExplanation = Explanation['hire'];
