import { Box, Table, Text } from '@chakra-ui/react';
import type { EditorForm } from '../../utils/vessel-editor-form';
import { GRADES, PORT_ROWS, portKey } from '../../utils/vessel-number-form';
import { NumberCell } from './NumberCell';

/** Port consumptions (t/day): idle, loading, discharging and extra, each HS / LS / MGO. */
export function PortConsumptionTable({
  form,
  errors,
  onNumber,
}: {
  form: EditorForm;
  errors: Record<string, string>;
  onNumber(key: string, label: string, text: string): void;
}) {
  return (
    <Box>
      <Text fontWeight="semibold" fontSize="sm" mb="1">
        Port Consumption
      </Text>
      <Table.Root size="sm" fontSize="xs" aria-label="Port consumption">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader px="1" />
            {GRADES.map((g) => (
              <Table.ColumnHeader key={g} px="1" textAlign="end">
                {g}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {PORT_ROWS.map(([port, name]) => (
            <Table.Row key={port}>
              <Table.Cell px="1">{name}</Table.Cell>
              {GRADES.map((g) => {
                const key = portKey(port, g);
                return (
                  <NumberCell
                    key={key}
                    label={`${name} ${g}`}
                    value={form.numbers[key] ?? ''}
                    invalid={!!errors[key]}
                    onChange={(text) => onNumber(key, `${name} ${g}`, text)}
                  />
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
