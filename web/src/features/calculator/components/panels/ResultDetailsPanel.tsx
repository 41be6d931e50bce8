import { Box, List, Text } from '@chakra-ui/react';
import { formatNumber } from '../../../../lib/format';
import { useCalculator } from '../../state/calculator-context';
import type { VesselResult } from '../../state/types';
import { CALC_MSG } from '../../utils/calculator-messages';
import { Panel, Row, Rows } from './Panel';

type DetailKey = Exclude<keyof VesselResult['details'], '__typename'>;

/** The Result Details columns (spec 1 section 3) in display order. */
const DETAIL_FIELDS: readonly [label: string, key: DetailKey][] = [
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
  // Laycan waiting is not port stay (voyage-model section 4): the sum of the grid's Port stay column.
  ['Waiting', 'waiting'],
  ['Stowage', 'stowage'],
  ['Fuel Settle Profit', 'fuelSettleProfit'],
];

/**
 * Result Details: the active vessel's details to 2 decimals, then the numbered List of Errors: the grid's
 * legs that could not be measured (naming the port), then the calculation's warnings.
 */
export function ResultDetailsPanel() {
  const { activeResult, activeStale, draft } = useCalculator();
  const details = activeResult?.details;
  const legErrors = (draft.legFailures ?? []).map((f) => ({ level: 'ERROR', message: f.message }));
  const warnings = [...legErrors, ...(activeResult?.warnings ?? [])];

  return (
    <Panel title="Result Details" testId="result-details" stale={activeResult ? activeStale : null}>
      <Rows columns="minmax(0, 1fr) max-content">
        {DETAIL_FIELDS.map(([label, key]) => (
          <Row key={key} label={label} field={key} value={formatNumber(details?.[key], 2)} />
        ))}
      </Rows>
      <Box mt="1.5" pt="1" borderTopWidth="1px" data-testid="calc-warnings">
        <Text fontWeight="bold" color="gray.800">
          {CALC_MSG.listOfErrors}
        </Text>
        {!activeResult && warnings.length === 0 ? (
          <Text color="gray.500">-</Text>
        ) : warnings.length === 0 ? (
          <Text color="green.700">{CALC_MSG.noErrorFound}</Text>
        ) : (
          <List.Root as="ol" listStyleType="none" gap="0.5">
            {warnings.map((w, i) => (
              <List.Item
                key={`${i}-${w.message}`}
                color={w.level === 'ERROR' ? 'red.600' : 'orange.600'}
                data-level={w.level}
              >
                {`${i + 1}. ${w.message}`}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
    </Panel>
  );
}
