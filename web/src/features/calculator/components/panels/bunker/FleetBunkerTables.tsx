import { Box, SimpleGrid, Table, Text } from '@chakra-ui/react';
import type { FleetEntry } from '../../../state/types';
import { GRADES, type FleetPriceField, type FleetPricePatch, type Grade } from '../../../utils/bunker-rules';
import { NumberField } from '../NumberField';
import { BUNKER_CELL as cell, GradeHeader } from './GradeHeader';
import { RedeliveryBunkerRows } from './RedeliveryBunkerRows';

const DELIVERY_QTY: Record<Grade, 'bnkDelhs' | 'bnkDells' | 'bnkDelmgo'> = {
  hs: 'bnkDelhs',
  ls: 'bnkDells',
  mgo: 'bnkDelmgo',
};
const STAGES = [
  ['Delivery', 'Price on Delivery'],
  ['Redelivery', 'Price on Re-delivery'],
  ['Settlement', 'Settlement Price'],
] as const;

/**
 * The active vessel's bunkers: quantities on delivery (t), expected on re-delivery (t) with their
 * tolerance (%), and prices on delivery, re-delivery and settlement (USD/t) per grade. `prices` are the
 * ones the vessel is priced with (bunker-rules shownFleetPrices): its own, editable while Override is
 * on; otherwise the draft order's for its fuel type, read-only. The re-delivery expectation is likewise
 * editable only while Override is on.
 */
export function FleetBunkerTables({
  entry,
  prices,
  pricesEditable,
  onPatch,
}: {
  entry: FleetEntry;
  prices: FleetPricePatch;
  pricesEditable: boolean;
  onPatch(patch: Partial<FleetEntry>): void;
}) {
  return (
    <SimpleGrid columns={2} gap="3" data-testid="fleet-bunkers">
      <Box>
        <Text fontWeight="semibold" fontSize="xs" mb="1">
          Bunker Quantity (t) - {entry.vesselName}
        </Text>
        <Table.Root size="sm" fontSize="xs" aria-label="Bunker Quantity">
          <GradeHeader />
          <Table.Body>
            <Table.Row>
              <Table.Cell {...cell}>On Delivery</Table.Cell>
              {GRADES.map((g) => (
                <Table.Cell key={g.key} {...cell}>
                  <NumberField
                    label={`Quantity on Delivery ${g.label}`}
                    value={entry[DELIVERY_QTY[g.key]]}
                    onValue={(v) => onPatch({ [DELIVERY_QTY[g.key]]: v })}
                  />
                </Table.Cell>
              ))}
            </Table.Row>
            <RedeliveryBunkerRows entry={entry} editable={pricesEditable} onPatch={onPatch} />
          </Table.Body>
        </Table.Root>
      </Box>
      <Box>
        <Text fontWeight="semibold" fontSize="xs" mb="1">
          Bunker Prices (USD/t)
        </Text>
        <Table.Root size="sm" fontSize="xs" aria-label="Bunker Prices">
          <GradeHeader />
          <Table.Body>
            {STAGES.map(([stage, label]) => (
              <Table.Row key={stage}>
                <Table.Cell {...cell} whiteSpace="nowrap">
                  {label}
                </Table.Cell>
                {GRADES.map((g) => {
                  const field: FleetPriceField = `bnkPrice${stage}${g.key}`;
                  return (
                    <Table.Cell key={g.key} {...cell}>
                      <NumberField
                        label={`${label} ${g.label}`}
                        value={prices[field]}
                        disabled={!pricesEditable}
                        onValue={(v) => onPatch({ [field]: v })}
                      />
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </SimpleGrid>
  );
}
