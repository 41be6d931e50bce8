import { Box, Table, Text } from '@chakra-ui/react';
import type { FuelType } from '../../../../../__generated__/graphql';
import type { CalcOrder } from '../../../state/types';
import { FUEL_TYPES, GRADES, orderPriceField, type Grade } from '../../../utils/bunker-rules';
import { NumberField } from '../NumberField';
import { BUNKER_CELL as cell, GradeHeader } from './GradeHeader';

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
        <GradeHeader first="Fuel Type" />
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
