import { Box, List, Text } from '@chakra-ui/react';
import { formatNumber } from '../utils/format';
import type { ResultWarning, Snapshot } from '../utils/saved-view';
import { ReadOnlyPanel } from './ReadOnlyPanel';

/** The Result Details columns (spec 1 section 3) in display order, keyed as the engine writes them. */
const DETAIL_FIELDS: readonly [label: string, key: string][] = [
  ['Frt Cost', 'frtCost'],
  ['Profit PMT', 'profitPmt'],
  ['Profit Net', 'profitNet'],
  ['Net Frt Revenue', 'netFrtRevenue'],
  ['Hire Exp', 'hireExp'],
  ['Fuel Expenses', 'fuelExpenses'],
  ['Others', 'others'],
  ['HS Qty', 'hsQty'],
  ['LS Qty', 'lsQty'],
  ['MGO Qty', 'mgoQty'],
  ['Voy Duration', 'voyDuration'],
  ['Port Stay', 'portStay'],
  ['Stowage', 'stowage'],
  ['Fuel Settle Profit', 'fuelSettleProfit'],
];

/** Result Details: every value to 2 decimals, then the calculation's list of errors. */
export function ResultDetails({ details, warnings }: { details: Snapshot; warnings: readonly ResultWarning[] }) {
  return (
    <ReadOnlyPanel
      title="Result Details"
      testId="result-details"
      fields={DETAIL_FIELDS.map(([label, key]) => ({ label, value: formatNumber(details[key], 2) }))}
    >
      <Box mt="3" fontSize="sm">
        <Text fontWeight="semibold">List of Errors</Text>
        {warnings.length === 0 ? (
          <Text color="gray.600">No Error Found</Text>
        ) : (
          <List.Root as="ol" ps="5">
            {warnings.map((w, i) => (
              <List.Item key={`${i}-${w.message}`} color={w.level === 'ERROR' ? 'red.700' : 'orange.700'}>
                {w.message}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
    </ReadOnlyPanel>
  );
}

/** Freight and Result: the headline numbers (TCE, profit 0 decimals; freight cost 3 decimals). */
export function FreightResult({ result, order }: { result: Snapshot; order: Snapshot }) {
  return (
    <ReadOnlyPanel
      title="Freight and Result"
      testId="freight-result"
      fields={[
        { label: 'Freight Idea', value: formatNumber(order.freightIdea, 2) },
        { label: 'TC Equivalent', value: formatNumber(result.tcEq, 0) },
        { label: 'Frt Cost', value: formatNumber(result.frtCost, 3) },
        { label: 'Profit', value: formatNumber(result.profit, 0) },
        { label: 'Profit Net', value: formatNumber(result.profitNet, 0) },
        { label: 'Profit / day', value: formatNumber(result.profitPerDay, 0) },
        { label: 'Voyage days', value: formatNumber(result.voyageDays, 2) },
        { label: 'Loadability', value: formatNumber(result.loadability, 0) },
      ]}
    />
  );
}
