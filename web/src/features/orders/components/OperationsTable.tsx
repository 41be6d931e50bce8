import { Box, Button, HStack, Table } from '@chakra-ui/react';
import type { OrderIssue } from '../../../../../shared/validation/order-rules';
import {
  canMoveRow,
  canRemoveRow,
  effectiveRows,
  insertRow,
  isFreightLocked,
  moveRow,
  selectableTypes,
  withTerms,
  type OperationRowForm,
  type OrderForm,
} from '../utils/order-form';
import { OperationRow } from './OperationRow';

interface Props {
  form: OrderForm;
  issues: readonly OrderIssue[];
  onRowsChange: (rows: OperationRowForm[]) => void;
}

const head = {
  px: '1',
  py: '1.5',
  fontSize: '2xs',
  fontWeight: 'semibold',
  color: 'gray.700',
  whiteSpace: 'nowrap',
} as const;

/** The itinerary of the order dialog: one row per operation, the quantity columns of the Qty option. */
export function OperationsTable({ form, issues, onRowsChange }: Props) {
  const shown = effectiveRows(form);
  const qtyColumns = form.qtyMode === 'MINMAX' ? ['Min', 'Max'] : ['Cargo Qty', 'Tolerance %'];
  const columns = [
    '#',
    'Operation',
    'Port',
    'Cargo',
    'Account',
    ...qtyColumns,
    'Rate MT/day',
    'Terms',
    'Factor',
    'Freight',
    'Adcom %',
    'Other %',
    'Brokerage %',
    '',
  ];

  const invalidOf = (i: number) =>
    new Set(
      issues
        .filter((x) => x.field.startsWith(`operations[${i}].`))
        .map((x) => x.field.slice(`operations[${i}].`.length)),
    );
  const update = (i: number, next: OperationRowForm) => onRowsChange(form.rows.map((r, j) => (j === i ? next : r)));

  return (
    <Box>
      <Box borderWidth="1px" borderColor="gray.200" rounded="md" overflowX="auto">
        <Table.Root size="sm" aria-label="Operations">
          <Table.Header>
            <Table.Row bg="gray.100">
              {columns.map((c, i) => (
                <Table.ColumnHeader key={`${c}-${i}`} {...head}>
                  {c}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row, i) => (
              <OperationRow
                key={row.key}
                row={row}
                index={i}
                qtyMode={form.qtyMode}
                selectable={selectableTypes(row, i)}
                freightLocked={isFreightLocked(form, i)}
                removable={canRemoveRow(row, i, form.rows)}
                movable={{ up: canMoveRow(form.rows, i, -1), down: canMoveRow(form.rows, i, 1) }}
                invalid={invalidOf(i)}
                onChange={(patch) => update(i, { ...form.rows[i]!, ...patch })}
                onTerms={(terms) => update(i, withTerms(form.rows[i]!, terms))}
                onRemove={() => onRowsChange(form.rows.filter((_, j) => j !== i))}
                onMove={(delta) => onRowsChange(moveRow(form.rows, i, delta))}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <HStack mt="2" gap="2">
        <Button
          size="xs"
          variant="outline"
          colorPalette="blue"
          onClick={() => onRowsChange(insertRow(form.rows, 'Passing'))}
        >
          + Add Operation
        </Button>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="blue"
          onClick={() => onRowsChange(insertRow(form.rows, 'Loading'))}
        >
          + Load Port
        </Button>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="blue"
          onClick={() => onRowsChange(insertRow(form.rows, 'Discharging'))}
        >
          + Discharge Port
        </Button>
      </HStack>
    </Box>
  );
}
