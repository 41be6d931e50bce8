import type { RowResult, VesselResult } from '../../../shared/voyage/index.js';
import type { SavedResult } from '../results/saved-result.entity.js';
import { savedResultRow } from '../results/saved-result.service.js';
import { FMT, instant, num, yesNo, type Fact } from './sheet-table.js';

/**
 * A stored JSON snapshot read as the type it was written from, every field possibly missing: a voyage
 * saved by an older engine may lack a figure added since, and its export leaves that cell empty.
 */
export type Stored<T> = T extends readonly (infer U)[]
  ? Stored<U>[]
  : T extends object
    ? { [K in keyof T]?: Stored<T[K]> | null }
    : T;

/** A saved voyage as the exports read it: the list's columns and the engine's result stored at save time. */
export interface SavedVoyage {
  id: number;
  label: string;
  orderName: string;
  vesselName: string;
  openingPort: string | null;
  firstLoadPort: string | null;
  lastDischargePort: string | null;
  savedAt: Date;
  savedBy: string;
  result: Stored<VesselResult>;
  /** The itinerary's rows as the engine returned them, in calculation order. */
  rows: Stored<RowResult>[];
}

export function readSavedVoyage(saved: SavedResult): SavedVoyage {
  const row = savedResultRow(saved);
  const result = saved.calculatorResult as Stored<VesselResult>;
  const rows = Object.values(result.portToPortOperationResultMap ?? {})
    .filter((r): r is Stored<RowResult> => typeof r === 'object' && r !== null)
    .sort((a, b) => (num(a.index) ?? 0) - (num(b.index) ?? 0));
  return {
    id: row.id,
    label: row.saveLabel,
    orderName: row.name,
    vesselName: row.vessel,
    openingPort: row.openingPort,
    firstLoadPort: row.firstLoadPort,
    lastDischargePort: row.lastDischargePort,
    savedAt: row.createdDate,
    savedBy: row.createdUserName,
    result,
    rows,
  };
}

/** The headline figures, in the order the Summary sheet and the PDF show them. */
export function keyFigures(v: SavedVoyage): Fact[] {
  const r = v.result;
  return [
    ['TCE (USD/day)', num(r.tcEq), FMT.money],
    ['Break-even freight (USD/t)', num(r.frtCost), FMT.perTonne],
    ['Profit (USD)', num(r.profit), FMT.money],
    ['Profit Net (USD)', num(r.profitNet), FMT.money],
    ['Profit/day (USD)', num(r.profitPerDay), FMT.money],
    ['Voyage days', num(r.voyageDays), FMT.dec2],
    ['On-hire days', num(r.onHireDays), FMT.dec2],
    ['Cargo carried (t)', num(r.cargoCarried), FMT.qty],
    ['Loadability (t)', num(r.loadability), FMT.qty],
    ['ETA load port (UTC)', instant(r.eta), FMT.dateTime],
    ['Makes laycan', yesNo(r.canMakeLaycan)],
  ];
}

/** Who, what and when: the Summary's first lines and the PDF's header. */
export function voyageFacts(v: SavedVoyage): Fact[] {
  return [
    ['Label', v.label],
    ['Order', v.orderName],
    ['Vessel', v.vesselName],
    ['Open port', v.openingPort],
    ['First load port', v.firstLoadPort],
    ['Last discharge port', v.lastDischargePort],
    ['Saved (UTC)', v.savedAt, FMT.dateTime],
    ['Saved by', v.savedBy || null],
  ];
}

/** The costs and revenue lines of Result Details (USD), as the engine's details and explanation give them. */
export function costFacts(v: SavedVoyage): Fact[] {
  const d = v.result.details ?? {};
  const p = v.result.explain?.profitNet ?? {};
  return [
    ['Net freight revenue', num(d.netFrtRevenue), FMT.money],
    ['Misc. revenue', num(p.miscRevenue), FMT.money],
    ['Fuel expenses', num(d.fuelExpenses), FMT.money],
    ['Fuel settlement profit', num(d.fuelSettleProfit), FMT.money],
    ['Other expenses', num(d.others), FMT.money],
    ['EU ETS cost', num(p.etsCost), FMT.money],
    ['Profit (before hire)', num(v.result.profit), FMT.money],
    ['Hire expense', num(d.hireExp), FMT.money],
    ['GBB net', num(p.gbbNet), FMT.money],
    ['Profit Net', num(v.result.profitNet), FMT.money],
  ];
}
