import { Box, Table, Text } from '@chakra-ui/react';
import type { FuelType } from '../../../../../__generated__/graphql';
import type { CalcOrder } from '../../../state/types';
import { FUEL_TYPES, GRADES, orderPriceField, type Grade } from '../../../utils/bunker-rules';
import { NumberField } from '../NumberField';

const cell = { px: '1', py: '0.5' } as const;

/** The order's fuel price table (USD/t): one row per fuel type, HS(0.5) / LS(0.1) / MGO. */
export function OrderPriceTable({
  order,
  onPrice,
}: {
  order: CalcOrder;
  onPrice(fuelType: FuelType, grade: Grade, price: number): void;
}) {
  return (
    <Box>
      <Text fontWeight="semibold" fontSize="xs" mb="1">
        Fuel Prices (USD/t)
      </Text>
      <Table.Root size="sm" fontSize="xs" aria-label="Fuel Prices" maxW="lg">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...cell}>Fuel Type</Table.ColumnHeader>
            {GRADES.map((g) => (
              <Table.ColumnHeader key={g.key} {...cell} textAlign="end">
                {g.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {FUEL_TYPES.map((t) => (
            <Table.Row key={t.value} bg={t.value === order.fuelType ? 'blue.50' : undefined}>
              <Table.Cell {...cell} whiteSpace="nowrap">
                {t.label}
              </Table.Cell>
              {GRADES.map((g) => (
                <Table.Cell key={g.key} {...cell} w="24">
                  <NumberField
                    label={`${t.value} ${g.label} Price`}
                    value={order[orderPriceField(g.key, t.value)]}
                    onValue={(v) => onPrice(t.value, g.key, v)}
                  />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
