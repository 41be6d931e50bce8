import { Box, IconButton, Input, Table, Text } from '@chakra-ui/react';
import { DateTimeField } from '../../../../components/DateTimeField';
import { DeleteIconButton } from '../../../../components/DeleteIconButton';
import { PortInput } from '../../../orders/components/PortInput';
import { formatNumber } from '../../../../lib/format';
import {
  manualLineIssues,
  patchManualLine,
  removeManualLine,
  typedVesselName,
  type ManualLine,
} from '../../utils/fleet-manual-lines';
import { NumberInput } from './NumberInput';
import { VesselSearchInput } from './VesselSearchInput';

interface Props {
  lines: ManualLine[];
  /** Marks the missing required fields (after a refused '+' or Save). */
  showIssues: boolean;
  onChange: (lines: ManualLine[]) => void;
  onAddLine: () => void;
}

function Required({ children }: { children: string }) {
  return (
    <>
      {children}
      <Text as="span" color="red.500" ms="0.5" aria-hidden="true">
        *
      </Text>
    </>
  );
}

const head = { px: '1.5', py: '1', fontSize: 'xs', whiteSpace: 'nowrap' } as const;
const cell = { px: '1.5', py: '1' } as const;

/**
 * Add Fleet, Manual: one line per vessel. Vessel Name, Port and Date Opening are required; a vessel
 * chosen from the search fills its DWT (read-only); the port is one of the table (its position follows) or
 * an explicit custom point with its lat/lng, never text that names no port.
 */
export function ManualTab({ lines, showIssues, onChange, onAddLine }: Props) {
  const patch = (i: number, p: Partial<ManualLine>) => onChange(patchManualLine(lines, i, p));
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Manual vessels">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...head}>
              <Required>Vessel Name</Required>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...head}>DWT</Table.ColumnHeader>
            <Table.ColumnHeader {...head}>
              <Required>Port</Required>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...head}>
              <Required>Date Opening</Required>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...head}>GBB</Table.ColumnHeader>
            <Table.ColumnHeader {...head}>Hire per day</Table.ColumnHeader>
            <Table.ColumnHeader {...head}>Hire GBB</Table.ColumnHeader>
            <Table.ColumnHeader {...head} textAlign="end">
              <IconButton size="2xs" colorPalette="blue" aria-label="Add line" title="Add line" onClick={onAddLine}>
                +
              </IconButton>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line, i) => {
            const n = i + 1;
            const issues = showIssues ? manualLineIssues(line) : { vessel: false, port: false, date: false };
            return (
              <Table.Row key={line.key} data-testid="manual-line">
                <Table.Cell {...cell}>
                  <VesselSearchInput
                    label={`Line ${n} Vessel Name`}
                    value={line.vesselName}
                    invalid={issues.vessel}
                    onType={(text) => patch(i, typedVesselName(text))}
                    onChoose={(v) => patch(i, { vesselId: v.vesselId, vesselName: v.vesselName, dwt: v.dwt })}
                  />
                </Table.Cell>
                <Table.Cell {...cell}>
                  <Input
                    size="xs"
                    fontSize="xs"
                    w="20"
                    aria-label={`Line ${n} DWT`}
                    readOnly
                    bg="gray.50"
                    value={line.dwt === null ? '' : formatNumber(line.dwt, 0)}
                  />
                </Table.Cell>
                <Table.Cell {...cell}>
                  <PortInput
                    label={`Line ${n} Port`}
                    value={line}
                    invalid={issues.port}
                    onChange={(c) => patch(i, c)}
                  />
                </Table.Cell>
                <Table.Cell {...cell}>
                  <DateTimeField
                    label={`Line ${n} Date Opening`}
                    mode="datetime"
                    value={line.dateOpening}
                    invalid={issues.date}
                    onChange={(text) => patch(i, { dateOpening: text })}
                    inputProps={{ w: '36', 'aria-required': true }}
                  />
                </Table.Cell>
                <Table.Cell {...cell}>
                  <NumberInput
                    w="20"
                    label={`Line ${n} GBB`}
                    value={line.gbb}
                    onValueChange={(gbb) => patch(i, { gbb })}
                  />
                </Table.Cell>
                <Table.Cell {...cell}>
                  <NumberInput
                    w="20"
                    label={`Line ${n} Hire per day`}
                    value={line.hirePerDay}
                    onValueChange={(hirePerDay) => patch(i, { hirePerDay })}
                  />
                </Table.Cell>
                <Table.Cell {...cell}>
                  <NumberInput
                    w="20"
                    label={`Line ${n} Hire GBB`}
                    value={line.hireGbb}
                    onValueChange={(hireGbb) => patch(i, { hireGbb })}
                  />
                </Table.Cell>
                <Table.Cell {...cell} textAlign="end">
                  {i > 0 && (
                    <DeleteIconButton label={`Delete line ${n}`} onClick={() => onChange(removeManualLine(lines, i))} />
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
