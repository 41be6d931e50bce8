import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DeleteIconButton } from '../../../../components/DeleteIconButton';
import { useCalculator } from '../../state/calculator-context';
import type { FleetEntry } from '../../state/types';
import {
  addSplitHireRow,
  patchSplitHireRow,
  removeSplitHireRow,
  splitHireRows,
  type SplitHireRow,
} from '../../utils/fleet-split-hire';
import { CalcDialog } from '../dialogs/CalcDialog';
import { NumberInput } from './NumberInput';

/** Shown when Add is refused because a tier already takes the balance. */
export const ZERO_DAYS_ROW = 'A row with 0 days already takes the balance of the voyage.';

/**
 * Split Hire: tiers of hire rate and number of days, in order (a tier of 0 days takes the balance).
 * Every edit updates the fleet entry at once (saved after a pause) and so recalculates.
 */
export function SplitHireDialog({ entry, onClose }: { entry: FleetEntry | null; onClose: () => void }) {
  const { fleet } = useCalculator();
  const [refused, setRefused] = useState(false);
  const rows = entry ? splitHireRows(entry) : [];

  const update = (next: SplitHireRow[]) => {
    if (entry) fleet.patchFleet(entry.databaseId, { splitHire: next });
  };

  const handleAdd = () => {
    const next = addSplitHireRow(rows, entry?.hirePerDay ?? 0);
    setRefused(next === null);
    if (next) update(next);
  };

  const handleClose = () => {
    setRefused(false);
    onClose();
  };

  return (
    <CalcDialog
      open={entry !== null}
      onClose={handleClose}
      title={`Split Hire${entry ? ` — ${entry.vesselName}` : ''}`}
      size="md"
      closeButton={false}
      footer={
        <HStack w="full" justify="space-between">
          <Button size="sm" variant="outline" onClick={handleAdd}>
            Add
          </Button>
          <Button size="sm" onClick={handleClose}>
            Close
          </Button>
        </HStack>
      }
    >
      <Table.Root size="sm" aria-label="Split hire">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Hire Rate</Table.ColumnHeader>
            <Table.ColumnHeader>No. of Days</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={3}>
                <Text color="gray.600" fontSize="sm">
                  No split hire: the hire per day applies to the whole voyage.
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row, i) => (
              <Table.Row key={i} data-testid="split-hire-row">
                <Table.Cell>
                  <NumberInput
                    label={`Row ${i + 1} Hire Rate`}
                    value={row.hireRate}
                    onValueChange={(hireRate) => update(patchSplitHireRow(rows, i, { hireRate }))}
                  />
                </Table.Cell>
                <Table.Cell>
                  <NumberInput
                    label={`Row ${i + 1} No. of Days`}
                    value={row.NoDays}
                    onValueChange={(NoDays) => {
                      setRefused(false);
                      update(patchSplitHireRow(rows, i, { NoDays }));
                    }}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <DeleteIconButton
                    label={`Delete row ${i + 1}`}
                    onClick={() => {
                      setRefused(false);
                      update(removeSplitHireRow(rows, i));
                    }}
                  />
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
      {refused && (
        <Text color="orange.700" fontSize="xs" mt="2" role="status">
          {ZERO_DAYS_ROW}
        </Text>
      )}
    </CalcDialog>
  );
}
