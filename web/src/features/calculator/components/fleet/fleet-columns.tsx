import { Badge, Box, Button, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../saved/utils/format';
import { formatDate, formatDateTime } from '../../../orders/utils/order-dates';
import type { ExplainKind } from '../../utils/fleet-explain';
import type { FleetRowData, FleetSortKey } from '../../utils/fleet-sort';
import { hasSplitHire } from '../../utils/fleet-split-hire';
import { NumberInput } from './NumberInput';
import { TrashIcon } from './TrashIcon';

/** What a cell needs besides the row: its state in the running calculation and the row's actions. */
export interface FleetCellContext {
  row: FleetRowData;
  /** The running calculation has not answered for this row yet. */
  pending: boolean;
  /** This row's result arrived in the running calculation. */
  fresh: boolean;
  onMarkReference(): void;
  onSplitHire(): void;
  onHire(value: number): void;
  onExplain(kind: ExplainKind): void;
  onDelete(): void;
}

export interface FleetColumn {
  id: string;
  label: string;
  sortKey?: FleetSortKey;
  numeric?: boolean;
  /** Only when the fleet has a reference vessel. */
  premium?: boolean;
  render(ctx: FleetCellContext): ReactNode;
}

const stop = (e: { stopPropagation(): void }) => e.stopPropagation();

function ExplainButton({
  ctx,
  kind,
  label,
  text,
}: {
  ctx: FleetCellContext;
  kind: ExplainKind;
  label: string;
  text: string;
}) {
  if (!ctx.row.result || text === '-') return <>{text}</>;
  return (
    <Button
      size="2xs"
      variant="plain"
      px="0"
      h="auto"
      minW="0"
      fontSize="xs"
      fontWeight="normal"
      textDecoration="underline dotted"
      color="blue.800"
      aria-label={`Explain ${label} of ${ctx.row.entry.vesselName}`}
      title={`How ${label} is worked out`}
      onClick={(e) => {
        stop(e);
        ctx.onExplain(kind);
      }}
    >
      {text}
    </Button>
  );
}

const result = (ctx: FleetCellContext) => ctx.row.result;

/** The fleet table's columns, left to right (spec 1 section 3, Calculator result columns). */
export const FLEET_COLUMNS: readonly FleetColumn[] = [
  {
    id: 'ref',
    label: 'Ref',
    render: (ctx) => (
      <input
        type="radio"
        name="reference-vessel"
        aria-label={`Reference vessel ${ctx.row.entry.vesselName}`}
        checked={ctx.row.entry.isReferenceVessel}
        onChange={() => ctx.onMarkReference()}
        onClick={stop}
        style={{ accentColor: '#2b6cb0', cursor: 'pointer' }}
      />
    ),
  },
  {
    id: 'split',
    label: 'Split',
    render: (ctx) => {
      const red = hasSplitHire(ctx.row.entry);
      return (
        <Box
          as="button"
          aria-label={`Split hire ${ctx.row.entry.vesselName}`}
          title={red ? 'Split hire set' : 'No split hire'}
          data-split={red ? 'red' : 'green'}
          w="3"
          h="3"
          rounded="full"
          bg={red ? 'red.500' : 'green.500'}
          cursor="pointer"
          display="block"
          onClick={(e: { stopPropagation(): void }) => {
            stop(e);
            ctx.onSplitHire();
          }}
        />
      );
    },
  },
  {
    id: 'vessel',
    label: 'Vessel',
    sortKey: 'vesselName',
    render: (ctx) => (
      <HStack gap="1.5">
        <Text as="span" fontWeight="medium">
          {ctx.row.entry.vesselName}
        </Text>
        {!ctx.row.entry.vesselSnapshot && (
          <Badge size="xs" colorPalette="orange" title="No vessel particulars: this entry cannot be priced">
            no particulars
          </Badge>
        )}
        {ctx.pending && <Spinner size="xs" color="blue.500" aria-label="Updating" data-testid="fleet-row-pending" />}
        {ctx.fresh && <Box w="1.5" h="1.5" rounded="full" bg="green.400" animation="pulse" aria-hidden="true" />}
      </HStack>
    ),
  },
  { id: 'dwt', label: 'DWT', sortKey: 'dwt', numeric: true, render: (ctx) => formatNumber(ctx.row.entry.dwt, 0) },
  { id: 'port', label: 'Open port', sortKey: 'port', render: (ctx) => ctx.row.entry.port },
  {
    id: 'dateOpening',
    label: 'Date open',
    sortKey: 'dateOpening',
    render: (ctx) => formatDate(ctx.row.entry.dateOpening) || '-',
  },
  {
    id: 'hirePerDay',
    label: 'Hire/day',
    sortKey: 'hirePerDay',
    numeric: true,
    render: (ctx) => (
      <NumberInput
        w="20"
        size="2xs"
        textAlign="right"
        label={`Hire per day ${ctx.row.entry.vesselName}`}
        value={ctx.row.entry.hirePerDay}
        onValueChange={ctx.onHire}
        onClick={stop}
      />
    ),
  },
  { id: 'gbb', label: 'GBB', sortKey: 'gbb', numeric: true, render: (ctx) => formatNumber(ctx.row.entry.gbb, 0) },
  {
    id: 'hireGbb',
    label: 'Hire GBB',
    sortKey: 'hireGbb',
    numeric: true,
    render: (ctx) => formatNumber(ctx.row.entry.hireGbb, 0),
  },
  {
    id: 'eta',
    label: 'ETA at load port',
    sortKey: 'eta',
    render: (ctx) => formatDateTime(result(ctx)?.eta) || '-',
  },
  {
    id: 'tcEq',
    label: 'TCE',
    sortKey: 'tcEq',
    numeric: true,
    render: (ctx) => <ExplainButton ctx={ctx} kind="tcEq" label="TCE" text={formatNumber(result(ctx)?.tcEq, 0)} />,
  },
  {
    id: 'frtCost',
    label: 'Frt Cost',
    sortKey: 'frtCost',
    numeric: true,
    render: (ctx) => (
      <ExplainButton ctx={ctx} kind="frtCost" label="Frt Cost" text={formatNumber(result(ctx)?.frtCost, 3)} />
    ),
  },
  {
    id: 'profit',
    label: 'Profit',
    sortKey: 'profit',
    numeric: true,
    render: (ctx) => formatNumber(result(ctx)?.profit, 0),
  },
  {
    id: 'profitNet',
    label: 'Profit Net',
    sortKey: 'profitNet',
    numeric: true,
    render: (ctx) => formatNumber(result(ctx)?.profitNet, 0),
  },
  {
    id: 'profitPerDay',
    label: 'Profit/day',
    sortKey: 'profitPerDay',
    numeric: true,
    render: (ctx) => formatNumber(result(ctx)?.profitPerDay, 0),
  },
  {
    id: 'voyageDays',
    label: 'Voyage days',
    sortKey: 'voyageDays',
    numeric: true,
    render: (ctx) => formatNumber(result(ctx)?.voyageDays, 2),
  },
  {
    id: 'loadability',
    label: 'Loadability',
    sortKey: 'loadability',
    numeric: true,
    render: (ctx) => (
      <ExplainButton
        ctx={ctx}
        kind="loadability"
        label="Loadability"
        text={formatNumber(result(ctx)?.loadability, 0)}
      />
    ),
  },
  {
    id: 'vesselPremium',
    label: 'Vessel premium',
    sortKey: 'vesselPremium',
    numeric: true,
    premium: true,
    render: (ctx) => (
      <ExplainButton
        ctx={ctx}
        kind="vesselPremium"
        label="Vessel premium"
        text={formatNumber(result(ctx)?.vesselPremium, 0)}
      />
    ),
  },
  {
    id: 'positionPremium',
    label: 'Position premium',
    sortKey: 'positionPremium',
    numeric: true,
    premium: true,
    render: (ctx) => (
      <ExplainButton
        ctx={ctx}
        kind="positionPremium"
        label="Position premium"
        text={formatNumber(result(ctx)?.positionPremium, 0)}
      />
    ),
  },
  {
    id: 'co2',
    label: 'CO2 t',
    sortKey: 'co2',
    numeric: true,
    render: (ctx) => formatNumber(result(ctx)?.emissions.co2, 0),
  },
  {
    id: 'ets',
    label: 'EU ETS USD',
    sortKey: 'etsCostUsd',
    numeric: true,
    render: (ctx) => formatNumber(result(ctx)?.emissions.etsCostUsd, 0),
  },
  {
    id: 'cii',
    label: 'CII rating',
    sortKey: 'ciiRating',
    render: (ctx) => result(ctx)?.emissions.cii?.rating ?? '-',
  },
  {
    id: 'delete',
    label: '',
    render: (ctx) => (
      <IconButton
        size="2xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`Delete ${ctx.row.entry.vesselName}`}
        title="Delete vessel"
        onClick={(e) => {
          stop(e);
          ctx.onDelete();
        }}
      >
        <TrashIcon />
      </IconButton>
    ),
  },
];
