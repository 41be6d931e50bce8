import type { ReactNode } from 'react';
import { TrashIcon, WarningIcon } from '../../../../components/icons';
import { formatDate, formatDateTime, formatNumber } from '../../../../lib/format';
import { useNumberText } from '../../hooks/useNumberText';
import { unroutedShort, unroutedText, type UnroutedBallast } from '../../utils/ballast-unrouted';
import { CALC_MSG } from '../../utils/calculator-messages';
import type { ExplainKind } from '../../utils/fleet-explain';
import type { FleetRowData, FleetSortKey } from '../../utils/fleet-sort';
import { hasSplitHire } from '../../utils/fleet-split-hire';
import { BodInput } from './BodInput';

/** Everything a row can ask of the table, by fleet entry id: one stable handler for all rows. */
export type FleetAction =
  | { kind: 'reference'; id: number }
  | { kind: 'split'; id: number }
  | { kind: 'hire'; id: number; value: number }
  | { kind: 'bod'; id: number; value: number | null }
  | { kind: 'explain'; id: number; explain: ExplainKind }
  | { kind: 'delete'; id: number };

/** What a cell needs: its row and the table's action handler. */
export interface FleetCellContext {
  row: FleetRowData;
  act(action: FleetAction): void;
}

export interface FleetColumn {
  id: string;
  label: string;
  sortKey?: FleetSortKey;
  numeric?: boolean;
  /** Only when the fleet has a reference vessel. */
  premium?: boolean;
  /** Column width in px (the table lays out fixed). */
  width: number;
  /** Kept in view when the table scrolls sideways: the column's left offset (px, the widths before it). */
  pinnedLeft?: number;
  render(ctx: FleetCellContext): ReactNode;
}

const stop = (e: { stopPropagation(): void }) => e.stopPropagation();
/** A click on a cell's control acts without also reaching the row (whose click makes it the active vessel). */
const actOn = (ctx: FleetCellContext, action: FleetAction) => (e: { stopPropagation(): void }) => {
  stop(e);
  ctx.act(action);
};

/** ETA at the load port, marked when the engine says the vessel cannot make the laycan (voyage-model 5). */
function EtaCell({ ctx }: { ctx: FleetCellContext }) {
  const r = ctx.row.result;
  const text = formatDateTime(r?.eta);
  if (!r || r.canMakeLaycan) return <>{text}</>;
  return (
    <span className="laycan-missed" data-testid="laycan-missed" title={CALC_MSG.laycanMissed}>
      <WarningIcon style={{ display: 'inline', marginRight: 2, verticalAlign: '-1px' }} />
      {text}
    </span>
  );
}

/** A ballast leg the server could not route: a red mark naming the port, the whole story in its title. */
function UnroutedMark({ leg }: { leg: UnroutedBallast }) {
  const text = unroutedText(leg);
  return (
    <span
      className="ballast-unrouted"
      data-testid="ballast-unrouted"
      data-code={leg.code}
      title={text}
      aria-label={text}
    >
      <WarningIcon size={10} style={{ flexShrink: 0 }} />
      {unroutedShort(leg)}
    </span>
  );
}

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
  const id = ctx.row.entry.databaseId;
  return (
    <button
      type="button"
      className="fleet-link"
      aria-label={`Explain ${label} of ${ctx.row.entry.vesselName}`}
      title={`How ${label} is worked out`}
      onClick={actOn(ctx, { kind: 'explain', id, explain: kind })}
    >
      {text}
    </button>
  );
}

function HireInput({ ctx }: { ctx: FleetCellContext }) {
  const { databaseId: id, vesselName, hirePerDay } = ctx.row.entry;
  const field = useNumberText(hirePerDay, (value) => ctx.act({ kind: 'hire', id, value }));
  return (
    <input
      className="fleet-hire"
      inputMode="decimal"
      aria-label={`Hire per day ${vesselName}`}
      onClick={stop}
      {...field}
    />
  );
}

const result = (ctx: FleetCellContext) => ctx.row.result;

/** A headline figure that opens its workings (ExplainDialog); the explain kind is also its id and sort key. */
function explained(kind: ExplainKind, label: string, width: number, decimals: number, premium = false): FleetColumn {
  return {
    id: kind,
    width,
    label,
    sortKey: kind,
    numeric: true,
    ...(premium ? { premium } : {}),
    render: (ctx) => (
      <ExplainButton ctx={ctx} kind={kind} label={label} text={formatNumber(result(ctx)?.[kind], decimals)} />
    ),
  };
}

/**
 * The fleet table's columns, left to right, by how much a broker needs them (issue #13): the vessel, where
 * and when she opens and her hire, then the figures compared between vessels (TCE, freight cost, profit,
 * ETA), then the rest; on a narrow screen the table scrolls sideways with Ref, Split and Vessel kept in
 * view (`pinnedLeft`).
 */
export const FLEET_COLUMNS: readonly FleetColumn[] = [
  {
    id: 'ref',
    width: 40,
    pinnedLeft: 0,
    label: 'Ref',
    render: (ctx) => (
      <input
        type="radio"
        name="reference-vessel"
        aria-label={`Reference vessel ${ctx.row.entry.vesselName}`}
        checked={ctx.row.entry.isReferenceVessel}
        onChange={() => ctx.act({ kind: 'reference', id: ctx.row.entry.databaseId })}
        onClick={stop}
        style={{ accentColor: '#2b6cb0', cursor: 'pointer' }}
      />
    ),
  },
  {
    id: 'split',
    width: 44,
    pinnedLeft: 40,
    label: 'Split',
    render: (ctx) => {
      const red = hasSplitHire(ctx.row.entry);
      return (
        <button
          type="button"
          className="fleet-dot"
          aria-label={`Split hire ${ctx.row.entry.vesselName}`}
          title={red ? 'Split hire set' : 'No split hire'}
          data-split={red ? 'red' : 'green'}
          onClick={actOn(ctx, { kind: 'split', id: ctx.row.entry.databaseId })}
        />
      );
    },
  },
  {
    id: 'vessel',
    width: 180,
    pinnedLeft: 84,
    label: 'Vessel',
    sortKey: 'vesselName',
    render: (ctx) => (
      <span className="fleet-vessel">
        {ctx.row.entry.vesselName}
        {!ctx.row.entry.vesselSnapshot && (
          <span className="fleet-badge" title="No vessel particulars: this entry cannot be priced">
            no particulars
          </span>
        )}
        <span className="fleet-pending" role="status" aria-label="Updating" data-testid="fleet-row-pending" />
        <span className="fleet-fresh" aria-hidden="true" />
      </span>
    ),
  },
  {
    id: 'port',
    width: 132,
    label: 'Open port',
    sortKey: 'port',
    // The EU/EEA flag comes from the port table (never typed): the EU ETS counts legs from it.
    render: (ctx) => (
      <>
        {ctx.row.result?.ballastLegUnrouted && <UnroutedMark leg={ctx.row.result.ballastLegUnrouted} />}
        {ctx.row.entry.port}
        {ctx.row.entry.isEuOpenPort && (
          // The text 'EU' is drawn by the stylesheet, so the cell's text stays the port's name.
          <span
            className="fleet-eu"
            data-testid="eu-open-port"
            role="img"
            aria-label="EU/EEA port"
            title="EU/EEA port (EU ETS)"
          />
        )}
      </>
    ),
  },
  {
    id: 'dateOpening',
    width: 96,
    label: 'Date open',
    sortKey: 'dateOpening',
    render: (ctx) => formatDate(ctx.row.entry.dateOpening),
  },
  {
    id: 'hirePerDay',
    width: 100,
    label: 'Hire/day',
    sortKey: 'hirePerDay',
    numeric: true,
    render: (ctx) => <HireInput ctx={ctx} />,
  },
  explained('tcEq', 'TCE', 76, 0),
  explained('frtCost', 'Frt Cost', 76, 3),
  {
    id: 'profit',
    width: 92,
    label: 'Profit',
    sortKey: 'profit',
    numeric: true,
    render: (ctx) => formatNumber(result(ctx)?.profit, 0),
  },
  {
    id: 'profitPerDay',
    width: 84,
    label: 'Profit/day',
    sortKey: 'profitPerDay',
    numeric: true,
    render: (ctx) => formatNumber(result(ctx)?.profitPerDay, 0),
  },
  {
    id: 'eta',
    width: 132,
    label: 'ETA at load port',
    sortKey: 'eta',
    render: (ctx) => <EtaCell ctx={ctx} />,
  },
  {
    id: 'profitNet',
    width: 92,
    label: 'Profit Net',
    sortKey: 'profitNet',
    numeric: true,
    render: (ctx) => formatNumber(result(ctx)?.profitNet, 0),
  },
  {
    id: 'voyageDays',
    width: 92,
    label: 'Voyage days',
    sortKey: 'voyageDays',
    numeric: true,
    render: (ctx) => formatNumber(result(ctx)?.voyageDays, 2),
  },
  {
    id: 'dwt',
    width: 72,
    label: 'DWT',
    sortKey: 'dwt',
    numeric: true,
    render: (ctx) => formatNumber(ctx.row.entry.dwt, 0),
  },
  explained('loadability', 'Loadability', 88, 0),
  {
    id: 'bod',
    width: 84,
    label: 'BOD (t)',
    numeric: true,
    render: (ctx) => (
      <BodInput
        bod={ctx.row.entry.bod}
        vesselName={ctx.row.entry.vesselName}
        onValue={(value) => ctx.act({ kind: 'bod', id: ctx.row.entry.databaseId, value })}
      />
    ),
  },
  {
    id: 'gbb',
    width: 76,
    label: 'GBB',
    sortKey: 'gbb',
    numeric: true,
    render: (ctx) => formatNumber(ctx.row.entry.gbb, 0),
  },
  {
    id: 'hireGbb',
    width: 80,
    label: 'Hire GBB',
    sortKey: 'hireGbb',
    numeric: true,
    render: (ctx) => formatNumber(ctx.row.entry.hireGbb, 0),
  },
  explained('vesselPremium', 'Vessel premium', 116, 0, true),
  explained('positionPremium', 'Position premium', 124, 0, true),
  {
    id: 'co2',
    width: 76,
    label: 'CO2 t',
    sortKey: 'co2',
    numeric: true,
    render: (ctx) => formatNumber(result(ctx)?.emissions.co2, 0),
  },
  {
    id: 'euas',
    width: 76,
    label: 'EUAs t',
    numeric: true,
    render: (ctx) => formatNumber(result(ctx)?.emissions.etsAllowances, 0),
  },
  {
    id: 'ets',
    width: 92,
    label: 'EU ETS USD',
    sortKey: 'etsCostUsd',
    numeric: true,
    render: (ctx) => formatNumber(result(ctx)?.emissions.etsCostUsd, 0),
  },
  {
    id: 'cii',
    width: 76,
    label: 'CII rating',
    sortKey: 'ciiRating',
    render: (ctx) => result(ctx)?.emissions.cii?.rating ?? '-',
  },
  {
    id: 'delete',
    width: 40,
    label: '',
    render: (ctx) => (
      <button
        type="button"
        className="fleet-delete"
        aria-label={`Delete ${ctx.row.entry.vesselName}`}
        title="Delete vessel"
        onClick={actOn(ctx, { kind: 'delete', id: ctx.row.entry.databaseId })}
      >
        <TrashIcon />
      </button>
    ),
  },
];
