import type { EngineOptions } from './options.js';
import type { RowSchedule } from './timeline-types.js';
import type { OrderInput } from './types.js';

/**
 * When the vessel is on hire (voyage-model section 5): DLOSP from the open date; AFSPS from
 * max(ETA at the first load port, laycan start), or from the ETA alone without laycan waiting (D12) or a
 * laycan; until redelivery, the departure from the Redelivery row, else from the last discharge, else the
 * voyage's end. Instants epoch ms.
 */
export function onHireWindow(args: {
  rows: readonly RowSchedule[];
  deliveryTerms: OrderInput['deliveryTerms'];
  laycanWaiting: EngineOptions['laycanWaiting'];
  /** Open date, voyage end, laycan start (NaN when unparsed) and ETA at the first load port (null: none). */
  start: number;
  end: number;
  laycanStart: number;
  etaLoad: number | null;
}): { onHireStart: number; onHireEnd: number } {
  const { rows, start, end, laycanStart, etaLoad } = args;
  // The first Redelivery row's departure, else the last Discharging row's, else the end (loops, no closures).
  let onHireEnd = end;
  let redelivery = false;
  for (const r of rows)
    if (r.row.operation === 'Redelivery') {
      onHireEnd = r.departure;
      redelivery = true;
      break;
    }
  if (!redelivery)
    for (let i = rows.length - 1; i >= 0; i--) {
      const r = rows[i] as RowSchedule;
      if (r.row.operation === 'Discharging') {
        onHireEnd = r.departure;
        break;
      }
    }
  const deliveryAtLaycan = args.laycanWaiting === 'first-load-port' && !Number.isNaN(laycanStart);
  const onHireStart =
    args.deliveryTerms === 'AFSPS' && etaLoad !== null
      ? Math.max(etaLoad, deliveryAtLaycan ? laycanStart : etaLoad)
      : start;
  return { onHireStart, onHireEnd };
}
