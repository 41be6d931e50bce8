import { Box, Table, Text } from '@chakra-ui/react';
import {
  LOAD_LINE_COLUMNS,
  LOAD_LINES,
  type EditorForm,
  type LoadLineColumn,
  type LoadLineKey,
} from '../../utils/vessel-editor-form';
import { NumberCell } from './NumberCell';

/** The load lines: draft and freeboard (m), displacement and dwt (t) for each of the six marks. */
export function LoadLineTable({
  form,
  errors,
  onChange,
}: {
  form: EditorForm;
  errors: Record<string, string>;
  onChange(line: LoadLineKey, column: LoadLineColumn, label: string, text: string): void;
}) {
  return (
    <Box>
      <Text fontWeight="semibold" fontSize="sm" mb="1">
        Load Lines
      </Text>
      <Table.Root size="sm" fontSize="xs" aria-label="Load lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader px="1" />
            {LOAD_LINE_COLUMNS.map(([, label]) => (
              <Table.ColumnHeader key={label} px="1" textAlign="end">
                {label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {LOAD_LINES.map(([line, name]) => (
            <Table.Row key={line}>
              <Table.Cell px="1" whiteSpace="nowrap">
                {name}
              </Table.Cell>
              {LOAD_LINE_COLUMNS.map(([column, label]) => (
                <NumberCell
                  key={column}
                  label={`${name} ${label}`}
                  value={form.loadLines[line][column]}
                  invalid={!!errors[`loadLines.${line}.${column}`]}
                  onChange={(text) => onChange(line, column, `${name} ${label}`, text)}
                />
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
