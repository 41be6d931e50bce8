import { Box, Checkbox, Table, Text } from '@chakra-ui/react';
import { flagKey, type EditorForm } from '../../utils/vessel-editor-form';
import { ROWS, SPEED_COLUMNS, speedKey, type SpeedKind } from '../../utils/vessel-number-form';
import { NumberCell } from './NumberCell';

/** The 4 ballast or 4 laden rows: speed (knots), HS / LS / MGO (t/day) and the Selected flag. */
export function SpeedTable({
  kind,
  form,
  errors,
  onNumber,
  onSelect,
}: {
  kind: SpeedKind;
  form: EditorForm;
  errors: Record<string, string>;
  onNumber(key: string, label: string, text: string): void;
  onSelect(kind: SpeedKind, row: (typeof ROWS)[number]): void;
}) {
  const title = kind === 'Bal' ? 'Ballast' : 'Laden';
  return (
    <Box>
      <Text fontWeight="semibold" fontSize="sm" mb="1">
        {title}
      </Text>
      <Table.Root size="sm" fontSize="xs" aria-label={`${title} consumption`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader px="1">#</Table.ColumnHeader>
            {SPEED_COLUMNS.map(([, label]) => (
              <Table.ColumnHeader key={label} px="1" textAlign="end">
                {label}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader px="1">Selected</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {ROWS.map((row) => (
            <Table.Row key={row}>
              <Table.Cell px="1">{row}</Table.Cell>
              {SPEED_COLUMNS.map(([column, label]) => {
                const key = speedKey(kind, column, row);
                const cellLabel = `${title} ${row} ${label}`;
                return (
                  <NumberCell
                    key={key}
                    label={cellLabel}
                    value={form.numbers[key] ?? ''}
                    invalid={!!errors[key]}
                    onChange={(text) => onNumber(key, cellLabel, text)}
                  />
                );
              })}
              <Table.Cell px="1">
                <Checkbox.Root
                  size="sm"
                  checked={form.flags[flagKey(kind, row)] ?? false}
                  onCheckedChange={() => onSelect(kind, row)}
                >
                  <Checkbox.HiddenInput aria-label={`${title} ${row} Selected`} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
