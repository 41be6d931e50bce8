import { Box, Button, Flex, IconButton, Text } from '@chakra-ui/react';
import type { DraggableProvided, DraggableStateSnapshot } from '@hello-pangea/dnd';
import type { LbMarker } from '../../../../__generated__/graphql';
import { TERMS_TABLE } from '../../../../../../shared/voyage/terms-factor';
import { formatLocalAndUtc, formatUpTo } from '../../../../lib/format';
import type { OperationPatch, OperationRow, RowResult } from '../../state/types';
import {
  LOADLINE_OPTIONS,
  OPERATION_LABEL,
  SULFUR_OPTIONS,
  lbLabel,
  supplyText,
  type GridColumn,
} from '../../utils/grid-columns';
import { isCargoRow, isCommence, isDeletable } from '../../utils/grid-edits';
import { legSpeedText } from '../../utils/panel-vessel';
import { EuMarker } from './EuMarker';
import { GridNumberInput, GridSelect } from './GridInputs';
import './grid.css';
import { CloseIcon, DragHandleIcon } from '../../../../components/icons';

const TERMS_OPTIONS = TERMS_TABLE.map((t) => ({ value: t.terms, label: t.terms }));
const LB_OPTIONS: readonly { value: LbMarker; label: string }[] = [
  { value: 'BALLAST', label: 'B' },
  { value: 'LADEN', label: 'L' },
];

export interface GridRowProps {
  row: OperationRow;
  /** 0-based position in the grid. */
  index: number;
  columns: readonly GridColumn[];
  /** The active vessel's result for this row. */
  result: RowResult | undefined;
  /** Commence: the active vessel's open port. */
  commencePort: string | null;
  manualCargoTx: boolean;
  /** Whether the row's B/L marker is the one its place in the itinerary gives (not set by hand). */
  lbDerived: boolean;
  provided: DraggableProvided;
  snapshot: DraggableStateSnapshot;
  onEdit(patch: OperationPatch): void;
  onDistance(field: 'distNormal' | 'distEca', value: number): void;
  onPort(): void;
  onDelete(): void;
}

/**
 * One port operation of the grid; Commence is read-only, the row after it shows the vessel's ballast leg.
 * The row and its cells are plain elements styled by grid.css (see there why).
 */
export function GridRow(props: GridRowProps) {
  const { row, index, columns, provided, snapshot } = props;
  return (
    <tr
      // The render-prop API of @hello-pangea/dnd hands over a ref callback and props to attach.
      // eslint-disable-next-line react-hooks/refs
      ref={provided.innerRef}
      // eslint-disable-next-line react-hooks/refs
      {...provided.draggableProps}
      className="calc-grid-row"
      data-testid="operation-row"
      data-key={row.key}
      data-operation={row.operation}
      data-commence={isCommence(row) ? 'true' : undefined}
      data-dragging={snapshot.isDragging ? 'true' : undefined}
    >
      {columns.map((c) => (
        <td key={c} className="calc-grid-cell" data-align={ALIGN[c]}>
          <GridCell {...props} column={c} n={index + 1} />
        </td>
      ))}
    </tr>
  );
}

const ALIGN: Partial<Record<GridColumn, 'center' | 'end'>> = {
  drag: 'center',
  bl: 'center',
  cargoTx: 'end',
  portStay: 'end',
  delete: 'center',
};

/** The row's arrival and departure, each in the port's own zone (named) and in UTC, one per line. */
function timesTitle(result: RowResult | undefined): string | undefined {
  if (!result) return undefined;
  const zone = result.timeZone;
  return `Arrival ${formatLocalAndUtc(result.arrivalTime, zone)}\nDeparture ${formatLocalAndUtc(result.departureTime, zone)}`;
}

function GridCell(props: GridRowProps & { column: GridColumn; n: number }) {
  const { row, index, column, n, result, commencePort, manualCargoTx, provided, onEdit, onDistance } = props;
  const commence = isCommence(row);
  const label = (name: string) => `Row ${n} ${name}`;
  const num = (
    field: keyof OperationPatch & keyof OperationRow,
    name: string,
    disabled = commence,
    width?: string,
    title?: string,
  ) => (
    <GridNumberInput
      value={row[field] as number}
      label={label(name)}
      disabled={disabled}
      width={width}
      title={title}
      onChange={(v) => onEdit({ [field]: v })}
    />
  );

  switch (column) {
    case 'drag':
      return (
        <Box
          {...provided.dragHandleProps}
          aria-label={commence ? undefined : `Drag row ${n}`}
          data-testid="drag-handle"
          cursor={commence ? 'not-allowed' : 'grab'}
          color={commence ? 'gray.300' : 'gray.500'}
          px="1"
          userSelect="none"
        >
          <DragHandleIcon />
        </Box>
      );
    case 'bl': {
      // The condition the engine priced the leg in (its speed table), else the row's own marker.
      const priced = result?.legSpeed?.condition;
      const condition = priced ? (priced === 'laden' ? 'LADEN' : 'BALLAST') : row.lbmarker;
      const name = condition === 'LADEN' ? 'Laden' : 'Ballast';
      if (commence) return <Text title={name}>{lbLabel(condition)}</Text>;
      // The input is the row's own marker (what the engine is sent); the cell says whether the
      // itinerary gave it (and a reorder will recompute it) or it was set by hand (and stays).
      const how = props.lbDerived ? 'derived from the itinerary' : 'set by hand';
      return (
        <Flex align="center" gap="0.5" title={`${name}, ${how}`} data-testid="bl-cell" data-derived={props.lbDerived}>
          <GridSelect
            value={row.lbmarker}
            label={label('B/L')}
            options={LB_OPTIONS}
            width="12"
            onChange={(lbmarker) => onEdit({ lbmarker })}
          />
          <Text fontSize="2xs" color="gray.500" aria-label={label('B/L source')}>
            {props.lbDerived ? 'auto' : 'set'}
          </Text>
        </Flex>
      );
    }
    case 'operation':
      return <Text title={timesTitle(result)}>{OPERATION_LABEL[row.operation]}</Text>;
    case 'port':
      return commence ? (
        <Text aria-label={label('Port')} data-testid="commence-port" title="The active vessel's open port">
          {commencePort || '-'}
        </Text>
      ) : (
        <Flex align="center" gap="1">
          <Button size="2xs" variant="plain" px="0" color="blue.700" aria-label={label('Port')} onClick={props.onPort}>
            {row.port || 'Select port'}
          </Button>
          <EuMarker row={row} />
        </Flex>
      );
    case 'distNormal':
    case 'distEca': {
      const field = column;
      if (commence) return <Text color="gray.400">-</Text>;
      if (index === 1) {
        const leg = result ? (field === 'distNormal' ? result.distNormal : result.distEca) : null;
        return (
          <Text
            aria-label={label(field === 'distNormal' ? 'Dist Normal' : 'Dist ECA')}
            title="The active vessel's ballast leg"
          >
            {formatUpTo(leg, 0)}
          </Text>
        );
      }
      return (
        <GridNumberInput
          value={row[field]}
          label={label(field === 'distNormal' ? 'Dist Normal' : 'Dist ECA')}
          decimals={0}
          width="20"
          onChange={(v) => onDistance(field, v)}
        />
      );
    }
    case 'dwf':
      return num('dwf', 'DWF', commence, '12');
    case 'speedNormal':
      return num('speedNormal', 'Speed Normal', commence, '14', legSpeedText(result?.legSpeed, 'normal'));
    case 'speedEca':
      return num('speedECA', 'Speed ECA', commence, '14', legSpeedText(result?.legSpeed, 'eca'));
    case 'cargoTx':
      if (manualCargoTx && row.operation === 'DISCHARGING') {
        return (
          <GridNumberInput
            value={row.cargoTxOverriddenValue ?? 0}
            label={label('Cargo Tx')}
            width="20"
            onChange={(v) => onEdit({ cargoTxOverriddenValue: v })}
          />
        );
      }
      return <Text aria-label={label('Cargo Tx')}>{isCargoRow(row) ? formatUpTo(result?.cargoTx, 0) : ''}</Text>;
    case 'rate':
      return num('rate', 'Rate', commence || !isCargoRow(row), '20');
    case 'terms':
      return (
        <GridSelect
          value={row.terms}
          label={label('Terms')}
          options={TERMS_OPTIONS}
          disabled={commence || !isCargoRow(row)}
          onChange={(terms) => onEdit({ terms })}
        />
      );
    case 'factor':
      return num('factor', 'Factor', commence || !isCargoRow(row), '16');
    case 'turnTime':
      return num('turnTime', 'Turn time', commence, '12');
    case 'extraDays':
      return num('extraDays', 'Extra days', commence, '12');
    case 'portExp':
      return num('portExp', 'Port Exp', commence, '20');
    case 'portStay':
      return <Text aria-label={label('Port stay')}>{commence ? '' : formatUpTo(result?.portDays, 2)}</Text>;
    case 'sulfur':
      return (
        <GridSelect
          value={row.sulfur}
          label={label('Port Emission')}
          options={SULFUR_OPTIONS}
          disabled={commence}
          width="20"
          onChange={(sulfur) => onEdit({ sulfur })}
        />
      );
    case 'loadline':
      return (
        <GridSelect
          value={row.loadline}
          label={label('Loadline')}
          options={LOADLINE_OPTIONS}
          disabled={commence}
          width="28"
          onChange={(loadline) => onEdit({ loadline })}
        />
      );
    case 'draftRes':
      return num('draftRes', 'Draft Res', commence, '14');
    case 'waterDensity':
      return num('waterDensity', 'Water Den', commence, '16');
    case 'supply':
      return (
        <Text aria-label={label('Supply')} title="Bunkers supplied HS / LS / MGO (t)">
          {supplyText(row.extra)}
        </Text>
      );
    case 'freight':
      return row.operation === 'LOADING' ? num('freight', 'Freight', false, '16') : null;
    case 'delete':
      return isDeletable(row) ? (
        <IconButton
          size="2xs"
          variant="ghost"
          colorPalette="red"
          aria-label={`Delete row ${n}`}
          title="Delete"
          onClick={props.onDelete}
        >
          <CloseIcon />
        </IconButton>
      ) : null;
  }
}
