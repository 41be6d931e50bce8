import { formatNumber } from '../../../../lib/format';
import { useCalculator } from '../../state/calculator-context';
import { setLoadingFreight } from '../../state/draft-ops';
import { loadingFreight } from '../../utils/panel-cargo';
import { NumberField } from './NumberField';
import { ControlRow, Panel, Row, Rows } from './Panel';

/** CII ratings A-B read well, C is the line, D-E need attention. */
const CII_COLOR: Record<string, string> = {
  A: 'green.700',
  B: 'green.700',
  C: 'gray.800',
  D: 'orange.700',
  E: 'red.700',
};

/**
 * Freight and Result: the freight rate (written to every Loading row; disabled under Multiple Freight),
 * and the active vessel's headline figures and emissions (TC Adcom % sits with the fleet table).
 */
export function FreightResultPanel() {
  const { draft, activeResult: r, activeStale } = useCalculator();
  const d = draft.draft;
  if (!d) return null;
  const multiple = d.order.freightMode === 'MULTIPLE_FREIGHT';
  const rating = r?.emissions.cii?.rating ?? null;

  return (
    <Panel title="Freight and Result" testId="freight-result" stale={r ? activeStale : null}>
      <Rows columns="max-content minmax(56px, 1fr)">
        <ControlRow label="Freight Rate">
          <NumberField
            label="Freight Rate"
            value={loadingFreight(d)}
            disabled={multiple}
            title={multiple ? 'Multiple Freight: set freight per Loading row in the grid' : undefined}
            onValue={(v) => draft.edit((x) => setLoadingFreight(x, v))}
          />
        </ControlRow>
      </Rows>
      <Rows columns="minmax(0, 1fr) max-content">
        <Row label="TC Equivalent" field="tcEq" value={formatNumber(r?.tcEq, 0)} />
        <Row label="Freight Cost" field="frtCost" value={formatNumber(r?.frtCost, 3)} />
        <Row label="Profit" field="profit" value={formatNumber(r?.profit, 0)} />
        <Row label="Profit Net" field="profitNet" value={formatNumber(r?.profitNet, 0)} />
        <Row label="Profit / Day" field="profitPerDay" value={formatNumber(r?.profitPerDay, 0)} />
        <Row label="Voyage Days" field="voyageDays" value={formatNumber(r?.voyageDays, 2)} />
        <Row label="Loadability" field="loadability" value={formatNumber(r?.loadability, 0)} />
        <Row label="CO2 (t)" field="co2" value={formatNumber(r?.emissions.co2, 0)} />
        <Row label="EU ETS Cost" field="etsCost" value={formatNumber(r?.emissions.etsCostUsd, 0)} />
        <Row label="CII Rating" field="cii" value={rating ?? '-'} color={rating ? CII_COLOR[rating] : undefined} />
      </Rows>
    </Panel>
  );
}
