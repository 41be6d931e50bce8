import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { DeleteIconButton } from '../../../../components/DeleteIconButton';
import { HOLD_COLUMNS, type EditorForm, type HoldColumn } from '../../utils/vessel-editor-form';
import { NumberCell } from './NumberCell';

/** The holds: capacities (m3), dimensions (m) and strengths (t/m2), with Add Row and delete. */
export function HoldTable({
  form,
  errors,
  onChange,
  onAdd,
  onDelete,
}: {
  form: EditorForm;
  errors: Record<string, string>;
  onChange(index: number, column: HoldColumn, label: string, text: string): void;
  onAdd(): void;
  onDelete(index: number): void;
}) {
  return (
    <Box>
      <HStack justify="space-between" mb="1">
        <Text fontWeight="semibold" fontSize="sm">
          Hold Capacity
        </Text>
        <Button size="xs" variant="outline" onClick={onAdd}>
          Add Row
        </Button>
      </HStack>
      <Table.Root size="sm" fontSize="xs" aria-label="Hold capacity">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader px="1">Hold</Table.ColumnHeader>
            {HOLD_COLUMNS.map(([, label]) => (
              <Table.ColumnHeader key={label} px="1" textAlign="end">
                {label}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader px="1" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {form.holds.map((hold, index) => (
            <Table.Row key={hold.key} data-testid="hold-row">
              <Table.Cell px="1">{index + 1}</Table.Cell>
              {HOLD_COLUMNS.map(([column, label]) => (
                <NumberCell
                  key={column}
                  label={`Hold ${index + 1} ${label}`}
                  value={hold.values[column]}
                  invalid={!!errors[`holds.${index}.${column}`]}
                  onChange={(text) => onChange(index, column, `Hold ${index + 1} ${label}`, text)}
                />
              ))}
              <Table.Cell px="1">
                <DeleteIconButton label={`Delete hold ${index + 1}`} onClick={() => onDelete(index)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
