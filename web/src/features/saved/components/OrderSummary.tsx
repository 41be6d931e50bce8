import type { Snapshot } from '../utils/saved-view';
import { formatDateTime, formatNumber, formatText } from '../utils/format';
import { ReadOnlyPanel } from './ReadOnlyPanel';

/** Cargo Details: the order as it was when the result was saved (cargoOrder snapshot). */
export function OrderSummary({ order }: { order: Snapshot }) {
  return (
    <ReadOnlyPanel
      title="Cargo Details"
      testId="order-summary"
      fields={[
        { label: 'Name', value: formatText(order.name) },
        { label: 'Freight Mode', value: formatText(order.freightMode) },
        { label: 'Qty option', value: formatText(order.qtyMode) },
        { label: 'Laycan start', value: formatDateTime(order.laycanStartDate) },
        { label: 'Laycan end', value: formatDateTime(order.laycanEndDate) },
        { label: 'Delivery Terms', value: formatText(order.deliveryTerms) },
        { label: 'TC Adcom %', value: formatNumber(order.tcAdcom, 2) },
        { label: 'Fuel Type', value: formatText(order.fuelType) },
        { label: 'Fuel Method', value: formatText(order.fuelCalculationMethod) },
      ]}
    />
  );
}

/** Margin and Allowances: the order's expense items. */
export function ExpensesSummary({ order }: { order: Snapshot }) {
  return (
    <ReadOnlyPanel
      title="Margin and Allowances"
      testId="expenses-summary"
      fields={[
        { label: 'CVE', value: formatNumber(order.cve, 2) },
        { label: 'ILOHC', value: formatNumber(order.ilohc, 2) },
        { label: 'Insurance', value: formatNumber(order.insurance, 2) },
        { label: 'Canal Expenses', value: formatNumber(order.canalExpenses, 2) },
        { label: 'Misc. Expenses', value: formatNumber(order.miscExp, 2) },
        { label: 'Misc. Revenue', value: formatNumber(order.miscRevenue, 2) },
      ]}
    />
  );
}
