import { Box, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatNumber, formatText } from '../utils/format';
import type { PortOperationView } from '../utils/saved-view';

type Column = readonly [heading: string, cell: (row: PortOperationView) => ReactNode];

const n = (decimals: number) => (value: unknown) => formatNumber(value, decimals);
const n2 = n(2);

/** The calculator grid's columns, read-only (no drag handle, no delete). */
const COLUMNS: readonly Column[] = [
  ['B/L', (r) => (r.lbmarker === 'laden' ? 'L' : r.lbmarker === 'ballast' ? 'B' : '-')],
  ['Operation', (r) => formatText(r.operation)],
  ['Port', (r) => formatText(r.port)],
  ['Dist Normal', (r) => n2(r.distNormal)],
  ['Dist ECA', (r) => n2(r.distEca)],
  ['DWF', (r) => n2(r.dwf)],
  ['Speed Normal', (r) => n2(r.speedNormal)],
  ['Speed ECA', (r) => n2(r.speedEca)],
  ['Cargo Tx', (r) => n2(r.cargoTx)],
  ['Rate MT/day', (r) => n2(r.rate)],
  ['Terms', (r) => formatText(r.terms)],
  ['Factor', (r) => formatNumber(r.factor, 4)],
  ['Turn time(d)', (r) => n2(r.turnTime)],
  ['Extra days', (r) => n2(r.extraDays)],
  ['Port Exp', (r) => n2(r.portExp)],
  ['Port stay', (r) => n2(r.portStay)],
  ['Loadline', (r) => formatText(r.loadline)],
  ['Draft Res', (r) => n2(r.draftRes)],
  ['Water Den', (r) => formatNumber(r.waterDensity, 3)],
];

/** The port-operations grid in read-only mode. */
export function PortOperationsTable({ rows }: { rows: readonly PortOperationView[] }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" overflowX="auto">
      <Table.Root size="sm" data-testid="port-operations">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map(([heading]) => (
              <Table.ColumnHeader key={heading} whiteSpace="nowrap">
                {heading}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS.length}>
                <Text color="gray.600">No port operations found.</Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={row.key}>
                {COLUMNS.map(([heading, cell]) => (
                  <Table.Cell key={heading} whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
