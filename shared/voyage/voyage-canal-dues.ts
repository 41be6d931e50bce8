import { CANAL_PASSAGE, DWT_CLASS_LABEL, dwtClassOf, type Canal, type DwtClass } from './route-alternatives-dues.js';
import type { Position } from './timeline-types.js';
import type { FleetEntryInput, OperationRow, OrderInput } from './types.js';

/** One canal transit charged: the canal, the leg that makes it, the dues of the vessel's class, USD. */
export interface CanalTransitCharge {
  canal: Canal;
  /** 'ballast' for the vessel's ballast leg, else the id of the row the leg arrives at. */
  leg: string;
  /** The port the leg arrives at. */
  toPort: string;
  usdPerTransit: number;
}

/** The canal dues one vessel pays on top of the order's Canal Expenses (issue #21 item 3), USD. */
export interface VoyageCanalDues {
  dwtClass: DwtClass;
  transits: CanalTransitCharge[];
  /** The legs whose transits are not known (a distance typed by hand, saved, or not routed): none charged. */
  unknownLegs: { leg: string; toPort: string }[];
  /** Sum of the transits' dues, USD. */
  total: number;
}

/**
 * The canal dues of one vessel's voyage: each transit of its legs (the ballast leg as this position
 * sails it, then every leg after it) at the dues of the vessel's deadweight class (OrderInput.canalDues).
 * A leg whose transits the input does not know is listed, not guessed, and charged nothing; a leg of
 * 0 nm transits nothing. Null when the order charges no dues. USD.
 */
export function voyageCanalDues(args: {
  order: Pick<OrderInput, 'canalDues'>;
  rows: readonly OperationRow[];
  entry: Pick<FleetEntryInput, 'vessel'>;
  position: Pick<Position, 'ballastDistNormal' | 'ballastDistEca' | 'ballastCanals'>;
}): VoyageCanalDues | null {
  const { order, rows, entry, position } = args;
  const dues = order.canalDues;
  if (!dues) return null;
  const dwtClass = dwtClassOf(entry.vessel.vesselDwt);
  const legs: { leg: string; toPort: string; nm: number; canals: readonly Canal[] | null | undefined }[] = [];
  const first = rows[1];
  if (first) {
    const own = position.ballastDistNormal !== null;
    const nm = own
      ? (position.ballastDistNormal ?? 0) + (position.ballastDistEca ?? 0)
      : first.distNormal + first.distEca;
    legs.push({ leg: 'ballast', toPort: first.port, nm, canals: position.ballastCanals });
  }
  for (let i = 2; i < rows.length; i++) {
    const row = rows[i]!;
    legs.push({ leg: row.id, toPort: row.port, nm: row.distNormal + row.distEca, canals: row.canals });
  }
  const transits: CanalTransitCharge[] = [];
  const unknownLegs: VoyageCanalDues['unknownLegs'] = [];
  for (const { leg, toPort, nm, canals } of legs) {
    if (!(nm > 0)) continue;
    if (!canals) unknownLegs.push({ leg, toPort });
    else for (const canal of canals) transits.push({ canal, leg, toPort, usdPerTransit: dues[canal][dwtClass] });
  }
  return { dwtClass, transits, unknownLegs, total: transits.reduce((s, t) => s + t.usdPerTransit, 0) };
}

const legName = (leg: string, toPort: string) =>
  `${leg === 'ballast' ? 'the ballast leg' : 'the leg'}${toPort.trim() ? ` to ${toPort.trim()}` : ''}`;

/** The warning for a leg whose transits are not known: said, never guessed. */
export const unknownTransitWarning = (u: VoyageCanalDues['unknownLegs'][number]): string =>
  `Canal dues: ${legName(u.leg, u.toPort)} was not routed (a distance typed by hand or saved, or a place the router cannot reach), so which canals it transits is not known and no canal dues are charged for it; add them to Canal Expenses if it transits one`;

/** The explanation line of a charged transit: canal, leg, class and USD. */
export const transitLine = (t: CanalTransitCharge, dwtClass: DwtClass): string =>
  `${CANAL_PASSAGE[t.canal]} on ${legName(t.leg, t.toPort)}, ${DWT_CLASS_LABEL[dwtClass]}: ${Math.round(t.usdPerTransit).toLocaleString('en-US')} USD`;
