import { Box, Button, Checkbox, Flex, Input, Spinner, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { portsNamed } from '../../../../../../shared/ports/port-choice';
import { WarningIcon } from '../../../../components/icons';
import { formatCoordinate, formatUpTo } from '../../../../lib/format';
import { gridPortFactsQuery } from '../../graphql/grid';
import { useLegEditor, type LegDistances } from '../../hooks/useLegDistances';
import { patchOrder } from '../../state/draft-ops';
import { useCalculator } from '../../state/calculator-context';
import type { OperationRow } from '../../state/types';
import { unroutedText } from '../../utils/ballast-unrouted';
import { placesFromAnswer, type RouteFlags } from '../../utils/grid-legs';
import { GridNumberInput } from '../grid/GridInputs';
import { CalcDialog, CloseAction } from './CalcDialog';

/** The six route flags as the dialog words them. */
const FLAGS: readonly { flag: keyof RouteFlags; label: string }[] = [
  { flag: 'suez', label: 'Avoid Suez Canal' },
  { flag: 'panama', label: 'Avoid Panama Canal' },
  { flag: 'singapore', label: 'Avoid Singapore' },
  { flag: 'jwc', label: 'Avoid JWC' },
  { flag: 'hra', label: 'Avoid HRA' },
  { flag: 'eca', label: 'Minimise ECA' },
];

const COLUMNS = [
  'No',
  'Port',
  'Distance Normal',
  'Distance ECA',
  'Latitude',
  'Longitude',
  'Country',
  'Time Zone',
  'User Notes',
];

interface Props {
  open: boolean;
  legs: LegDistances;
  onClose(): void;
}

/**
 * Port Distance (spec 1 section 2): the route flags (a change re-measures the legs), Refresh Distance,
 * and every port with the leg arriving at it, its position, country, time zone and the pair's notes.
 */
export function PortDistanceDialog({ open, legs, onClose }: Props) {
  const { draft, activeEntry, activeResult, activeHeavy } = useCalculator();
  const editLeg = useLegEditor();
  const [notes, setNotes] = useState<Record<string, string>>({});
  const d = draft.draft;
  const rows = useMemo(() => d?.operations ?? [], [d]);
  const places = useMemo(() => placesFromAnswer(rows, legs.answer), [rows, legs.answer]);
  const ballast = activeHeavy.data?.portToPortOperationResultMap.find((r) => r.rowId === rows[1]?.key);
  const unrouted = activeResult?.ballastLegUnrouted ?? null;
  const commencePort = activeEntry?.port?.trim() ?? '';
  const facts = useQuery(gridPortFactsQuery, { variables: { port: commencePort }, skip: !open || commencePort === '' });
  // The open port's facts only when its name names exactly one port (never the first of a prefix search).
  const commenceFacts = useMemo(() => {
    const named = portsNamed(commencePort, facts.data?.portsByChar ?? []);
    return named.length === 1 ? (named[0] ?? null) : null;
  }, [facts.data, commencePort]);

  const handleNotes = (i: number, row: OperationRow, text: string) => {
    setNotes((n) => ({ ...n, [row.key]: text }));
    editLeg(i, { notes: text });
  };

  const cells = (row: OperationRow, i: number) => {
    if (i === 0) {
      return {
        port: commencePort || '-',
        normal: <Text color="gray.400">-</Text>,
        eca: <Text color="gray.400">-</Text>,
        lat: formatCoordinate(activeEntry?.lat ?? commenceFacts?.lat),
        lng: formatCoordinate(activeEntry?.lng ?? commenceFacts?.lng),
        country: commenceFacts?.country ?? '-',
        timeZone: commenceFacts?.timeZone ?? '-',
        notes: null,
      };
    }
    const place = places.get(row.key);
    const distance = (field: 'distNormal' | 'distEca', label: string) =>
      i === 1 ? (
        <Text
          title={unrouted ? unroutedText(unrouted) : "The active vessel's ballast leg"}
          color={unrouted ? 'red.600' : undefined}
          data-unrouted={unrouted ? 'true' : undefined}
        >
          {unrouted && <WarningIcon style={{ display: 'inline', marginRight: 2, verticalAlign: '-1px' }} />}
          {formatUpTo(ballast?.[field], 0)}
        </Text>
      ) : (
        <GridNumberInput
          value={row[field]}
          label={`Row ${i + 1} ${label}`}
          decimals={0}
          width="24"
          onChange={(v) => editLeg(i, { [field]: v })}
        />
      );
    return {
      port: row.port || '-',
      normal: distance('distNormal', 'Distance Normal'),
      eca: distance('distEca', 'Distance ECA'),
      lat: formatCoordinate(row.lat),
      lng: formatCoordinate(row.lng),
      country: place?.country ?? row.country ?? '-',
      timeZone: place?.timeZone ?? '-',
      notes:
        i >= 2 ? (
          <Input
            size="2xs"
            fontSize="xs"
            w="40"
            aria-label={`Row ${i + 1} User Notes`}
            value={notes[row.key] ?? place?.notes ?? ''}
            onChange={(e) => handleNotes(i, row, e.target.value)}
          />
        ) : null,
    };
  };

  return (
    <CalcDialog
      open={open}
      onClose={onClose}
      title="Port Distance"
      size="xl"
      scroll
      contentProps={{ maxW: '6xl' }}
      footer={<CloseAction onClose={onClose} />}
    >
      <Flex gap="4" align="center" wrap="wrap" mb="3">
        <Button size="xs" colorPalette="blue" loading={legs.loading} onClick={legs.refresh}>
          Refresh Distance
        </Button>
        {FLAGS.map(({ flag, label }) => (
          <Checkbox.Root
            key={flag}
            size="sm"
            checked={d?.order[flag] ?? false}
            onCheckedChange={(e) => draft.edit((x) => patchOrder(x, { [flag]: e.checked === true }))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontSize="xs">{label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
        {legs.loading && <Spinner size="xs" data-testid="port-distance-loading" />}
      </Flex>
      {legs.error && (
        <Text fontSize="xs" color="orange.700" mb="2" data-testid="port-distance-error">
          Distances could not be refreshed: {legs.error}
        </Text>
      )}
      {unrouted && (
        <Text fontSize="xs" color="red.600" mb="1" data-testid="port-distance-ballast-unrouted">
          {activeResult?.vesselName}: {unroutedText(unrouted)}
        </Text>
      )}
      {legs.failures.map((f) => (
        <Text key={f.key} fontSize="xs" color="red.600" mb="1" data-testid="port-distance-failure">
          {f.message}
        </Text>
      ))}
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label="Port Distance" data-testid="port-distance-table">
          <Table.Header>
            <Table.Row bg="gray.100">
              {COLUMNS.map((c) => (
                <Table.ColumnHeader key={c} fontSize="2xs" whiteSpace="nowrap" px="1">
                  {c}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, i) => {
              const c = cells(row, i);
              return (
                <Table.Row key={row.key} data-testid="port-distance-row" data-key={row.key} fontSize="xs">
                  <Table.Cell px="1">{i + 1}</Table.Cell>
                  <Table.Cell px="1">{c.port}</Table.Cell>
                  <Table.Cell px="1">{c.normal}</Table.Cell>
                  <Table.Cell px="1">{c.eca}</Table.Cell>
                  <Table.Cell px="1">{c.lat}</Table.Cell>
                  <Table.Cell px="1">{c.lng}</Table.Cell>
                  <Table.Cell px="1">{c.country}</Table.Cell>
                  <Table.Cell px="1" data-testid="time-zone">
                    {c.timeZone}
                  </Table.Cell>
                  <Table.Cell px="1">{c.notes}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </CalcDialog>
  );
}
