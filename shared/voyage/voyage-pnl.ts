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
  let first: OperationRow | undefined;
  for (let i = 0; i < rows.length && !first; i++) if (rows[i]!.operation === 'Loading') first = rows[i];
  const single = order.freightMode === 'Single Freight';
  const lines: RevenueLine[] = [];
  // The three sums over the lines, each from 0 in line order as the reduces took them (no closures).
  let netTonnes = 0;
  let cargo = 0;
  let net = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as OperationRow;
    if (row.operation !== 'Loading') continue;
    const t = single && first ? first : row;
    const qty = cargoTx[i] ?? 0;
    const ttlComm = t.adcom + t.brokerage + t.other;
    const gross = qty * t.freight;
    const line = { rowId: row.id, cargoQty: qty, freight: t.freight, gross, ttlComm, net: gross * (1 - ttlComm / 100) };
    lines.push(line);
    netTonnes += line.cargoQty * (1 - line.ttlComm / 100);
    cargo += line.cargoQty;
    net += line.net;
  }
  if (order.lumpsum > 0) {
    const ttlComm = first ? first.adcom + first.brokerage + first.other : 0;
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
  return { lines, netFrtRevenue: net, netTonnes };
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
  let ports = 0;
  for (let i = 0; i < rows.length; i++) ports += rows[i]!.portExp;
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
