import { Table } from '@chakra-ui/react';
import { useCalculator } from '../../state/calculator-context';
import { patchExtra, patchOperation } from '../../state/draft-ops';
import { operationLabel, rowPort } from '../../utils/panel-format';
import { MARGIN_ITEMS, marginOf, type MarginKey } from '../../utils/panel-margins';
import { NumberField } from '../panels/NumberField';
import { ZonedTime } from '../ZonedTime';
import { CalcDialog } from './CalcDialog';

const cell = { px: '1.5', py: '1' } as const;

/**
 * Margin Allowances Table: DWF, speed factor, speed reduce and bunker factor per operation, with the
 * active vessel's arrival and departure at each row (DD-MM-yyyy HH:mm in the port's zone, named, and in UTC).
 */
export function MarginAllowancesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { draft, activeEntry, activeHeavy } = useCalculator();
  const d = draft.draft;
  const times = new Map((activeHeavy.data?.portToPortOperationResultMap ?? []).map((r) => [r.rowId, r]));

  const handleEdit = (key: string, item: MarginKey, value: number) =>
    draft.edit((x) =>
      item === 'dwf' ? patchOperation(x, key, { dwf: value }) : patchExtra(x, key, { [item]: value }),
    );

  return (
    <CalcDialog open={open} onClose={onClose} title="Margin Allowances Table" variant="table" size="xl">
      <Table.Root size="sm" fontSize="xs" aria-label="Margin Allowances">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...cell}>Operation</Table.ColumnHeader>
            <Table.ColumnHeader {...cell}>Port</Table.ColumnHeader>
            {MARGIN_ITEMS.map((m) => (
              <Table.ColumnHeader key={m.key} {...cell} textAlign="end">
                {m.column}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader {...cell}>Arrival</Table.ColumnHeader>
            <Table.ColumnHeader {...cell}>Departure</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(d?.operations ?? []).map((row, i) => {
            const t = times.get(row.key);
            return (
              <Table.Row key={row.key} data-testid="margin-row">
                <Table.Cell {...cell}>{operationLabel(row.operation)}</Table.Cell>
                <Table.Cell {...cell}>{rowPort(row, activeEntry?.port)}</Table.Cell>
                {MARGIN_ITEMS.map((m) => (
                  <Table.Cell key={m.key} {...cell} w="24">
                    <NumberField
                      label={`Row ${i + 1} ${m.column}`}
                      value={marginOf(row, m.key)}
                      onValue={(v) => handleEdit(row.key, m.key, v)}
                    />
                  </Table.Cell>
                ))}
                <Table.Cell {...cell} whiteSpace="nowrap">
                  <ZonedTime value={t?.arrivalTime} timeZone={t?.timeZone} field="arrival" />
                </Table.Cell>
                <Table.Cell {...cell} whiteSpace="nowrap">
                  <ZonedTime value={t?.departureTime} timeZone={t?.timeZone} field="departure" />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </CalcDialog>
  );
}
