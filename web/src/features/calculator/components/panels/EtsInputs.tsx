import { useCalculator } from '../../state/calculator-context';
import { patchOrder } from '../../state/draft-ops';
import { TickBox } from '../fleet/TickBox';
import { NumberField } from './NumberField';
import { ControlRow, Rows } from './Panel';

/**
 * The order's EU ETS inputs (voyage-model section 12), edited in the draft and saved with the order like
 * the expenses: the EUA price (EUR per tonne CO2), the EUR/USD rate and whether the ETS cost enters the
 * P&L (off: shown beside it). New orders start from shared/validation/order-ets.ts.
 */
export function EtsInputs() {
  const { draft } = useCalculator();
  const o = draft.draft?.order;
  if (!o) return null;
  return (
    <Rows columns="max-content minmax(48px, 1fr)">
      <ControlRow label="EUA Price (EUR/t)" title="EU ETS: EUA price, EUR per tonne CO2">
        <NumberField
          label="EUA Price (EUR/t)"
          value={o.euaPriceEur}
          onValue={(v) => draft.edit((x) => patchOrder(x, { euaPriceEur: v }))}
        />
      </ControlRow>
      <ControlRow label="EUR/USD" title="EU ETS: USD per EUR">
        <NumberField
          label="EUR/USD"
          value={o.eurUsd}
          onValue={(v) => draft.edit((x) => patchOrder(x, { eurUsd: v }))}
        />
      </ControlRow>
      <ControlRow label="ETS in P&L" title="EU ETS cost inside the P&L (off: shown beside it)">
        <TickBox
          label="ETS in P&L"
          checked={o.etsInPnl}
          onChange={(on) => draft.edit((x) => patchOrder(x, { etsInPnl: on }))}
        />
      </ControlRow>
    </Rows>
  );
}
