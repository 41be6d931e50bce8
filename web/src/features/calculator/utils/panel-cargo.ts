import type { FreightMode } from '../../../__generated__/graphql';
import { formatUpTo } from '../../../lib/format';
import type { CalcOrder, CalculatorDraft, OperationRow } from '../state/types';

/** Cargo Details' summary of the order: cargo names and quantities of its Loading and Discharging rows. */
export interface CargoSummary {
  cargo: string;
  loadQty: string;
  dischargeQty: string;
}

const qty = (n: number) => formatUpTo(n, 0);

function quantity(rows: readonly OperationRow[], qtyMode: CalcOrder['qtyMode']): string {
  if (rows.length === 0) return '-';
  if (qtyMode === 'MINMAX') {
    const min = rows.reduce((s, r) => s + r.min, 0);
    const max = rows.reduce((s, r) => s + r.max, 0);
    return `${qty(min)} - ${qty(max)}`;
  }
  return qty(rows.reduce((s, r) => s + r.cargoQty, 0));
}

export function cargoSummary(draft: CalculatorDraft): CargoSummary {
  const loads = draft.operations.filter((r) => r.operation === 'LOADING');
  const discharges = draft.operations.filter((r) => r.operation === 'DISCHARGING');
  const names = [...new Set(loads.map((r) => r.cargo?.trim()).filter((c): c is string => !!c))];
  return {
    cargo: names.length > 0 ? names.join(', ') : '-',
    loadQty: quantity(loads, draft.order.qtyMode),
    dischargeQty: quantity(discharges, draft.order.qtyMode),
  };
}

export const FREIGHT_MODE_LABEL: Record<FreightMode, string> = {
  SINGLE_FREIGHT: 'Single Freight',
  MULTIPLE_FREIGHT: 'Multiple Freight',
};

/** The freight rate Freight and Result shows: the first Loading row's (all of them under Single Freight). */
export function loadingFreight(draft: CalculatorDraft): number {
  return draft.operations.find((r) => r.operation === 'LOADING')?.freight ?? 0;
}

/** The order's expenses Cargo Details edits, in the panel's order: field, label, short label. */
export const EXPENSE_FIELDS = [
  ['cve', 'CVE', 'CVE'],
  ['ilohc', 'ILOHC', 'ILOHC'],
  ['insurance', 'Insurance', 'Insurance'],
  ['hireSurvey', 'Hire Survey', 'Hire Survey'],
  ['canalExpenses', 'Canal Expenses', 'Canal Exp'],
  ['manoevringExp', 'Manoeuvring Expenses', 'Manoeuvring'],
  ['miscExp', 'Misc Expenses', 'Misc Exp'],
  ['miscRevenue', 'Misc Revenue', 'Misc Rev'],
  ['additionalPremium', 'Additional Premium', 'Add. Premium'],
] as const satisfies readonly (readonly [keyof CalcOrder, string, string])[];
