import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { CalcOrderRowFieldsFragment } from '../../../__generated__/graphql';
import { formatUpTo } from '../../../lib/format';
import { useCalculator, type OrderListRow, type OrderScope } from '../state/calculator-context';
import { PinIcon } from '../../../components/icons';

const NO_ROWS: readonly OrderListRow[] = [];

/** What one item of the list shows (spread by the calculator's list query, calculator.ts). */
export const calcOrderRowFields = graphql(`
  fragment CalcOrderRowFields on OrderListRow {
    id
    databaseId
    name
    firstLoadPort
    lastDischargePort
    cargo
    loadQty
    pinned
    createdUserName
  }
`);

/** The left-hand list of the user's orders (pinned first); a click selects the order. */
export function OrderList() {
  const { orders, selectedOrderId, selectOrder } = useCalculator();
  const [filter, setFilter] = useState('');
  // The list renders after the work that prices the selected order (a background render, kept while a
  // newer list renders): it is not needed for the first priced row.
  const rows = useDeferredValue(orders.rows, NO_ROWS);
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    const items = getFragmentData(calcOrderRowFields, rows);
    if (!f) return items;
    return items.filter((r) =>
      [r.name, r.firstLoadPort, r.lastDischargePort, r.cargo].some((v) => v?.toLowerCase().includes(f)),
    );
  }, [filter, rows]);

  return (
    <Stack
      as="nav"
      aria-label="Orders"
      w="240px"
      flexShrink={0}
      borderRightWidth="1px"
      bg="white"
      p="2"
      gap="2"
      overflowY="auto"
      data-testid="calculator-orders"
    >
      <HStack gap="1" role="tablist" aria-label="Order lists">
        {(['MY', 'ALL'] as const).map((s) => (
          <Button
            key={s}
            size="2xs"
            flex="1"
            role="tab"
            aria-selected={orders.scope === s}
            variant={orders.scope === s ? 'solid' : 'outline'}
            onClick={() => orders.setScope(s)}
          >
            {s === 'MY' ? 'My Orders' : 'All Orders'}
          </Button>
        ))}
      </HStack>
      <Input
        size="xs"
        placeholder="Filter orders"
        aria-label="Filter orders"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {orders.error && <Text color="red.700">{orders.error}</Text>}
      {!orders.loading && orders.rows.length === 0 && <Text color="gray.600">No Order Found.</Text>}
      <OrderItems rows={shown} selectedOrderId={selectedOrderId} selectOrder={selectOrder} scope={orders.scope} />
    </Stack>
  );
}

interface ItemsProps {
  rows: readonly CalcOrderRowFieldsFragment[];
  selectedOrderId: number | null;
  selectOrder(id: number): void;
  scope: OrderScope;
}

/**
 * The list's rows, rendered again only when they, the selection or the scope change: not on every
 * change of the calculator's state (the opening's answers, each streamed result), which would restyle
 * every row each time.
 */
const OrderItems = memo(function OrderItems({ rows: shown, selectedOrderId, selectOrder, scope }: ItemsProps) {
  return (
    <>
      {shown.map((r) => {
        const selected = r.databaseId === selectedOrderId;
        return (
          <Box
            key={r.id}
            as="button"
            textAlign="left"
            px="2"
            py="1.5"
            rounded="md"
            borderWidth="1px"
            borderColor={selected ? 'blue.500' : 'gray.200'}
            bg={selected ? 'blue.50' : 'white'}
            _hover={{ bg: selected ? 'blue.50' : 'gray.50' }}
            aria-current={selected ? 'true' : undefined}
            data-testid="calculator-order"
            onClick={() => selectOrder(r.databaseId)}
          >
            <Text fontWeight="semibold" lineClamp={1}>
              {r.pinned && (
                <PinIcon
                  aria-label="Pinned"
                  role="img"
                  aria-hidden={false}
                  style={{ display: 'inline', marginRight: 4 }}
                />
              )}
              {r.name}
            </Text>
            <Text color="gray.600" fontSize="xs" lineClamp={1}>
              {[r.firstLoadPort, r.lastDischargePort].filter(Boolean).join(' → ')}
            </Text>
            <Text color="gray.500" fontSize="xs" lineClamp={1}>
              {[r.cargo, formatUpTo(r.loadQty, 3, ''), scope === 'ALL' ? r.createdUserName : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Box>
        );
      })}
    </>
  );
});
