import type { PortDistanceInput, RoutePointInput } from '../../../__generated__/graphql';
import type { CalculatorDraft, OperationRow } from '../state/types';
import type { RouteChoice } from '../../../../../shared/voyage/route-alternatives-types';
import { routeFlagsFor } from '../../../../../shared/voyage/route-alternatives-flags';

/** The six route flags of an order (Avoid Suez, Panama, Singapore, JWC, HRA; Minimise ECA). */
export interface RouteFlags {
  suez: boolean;
  panama: boolean;
  singapore: boolean;
  jwc: boolean;
  hra: boolean;
  eca: boolean;
}

/** One end of a measured leg as the portDistances query answers it. */
export interface LegEnd {
  name: string;
  lat: number;
  lng: number;
  country?: string | null;
  timeZone?: string | null;
}

/** One measured leg of the portDistances answer. */
export interface LegAnswer {
  key: string;
  distNormal: number;
  distEca: number;
  overridden?: boolean;
  notes?: string | null;
  from: LegEnd;
  to: LegEnd;
}

/** The leg request of a draft and a signature that changes only when the ports or the flags do. */
export interface LegRequest {
  input: PortDistanceInput;
  signature: string;
  /** The measured pairs, in grid order (from row, to row). */
  pairs: readonly (readonly [OperationRow, OperationRow])[];
}

/** The flags the order's legs are measured with: its own, with the canal flags of its chosen route (issue #21). */
export const routeFlagsOf = (order: RouteFlags & { routeChoice?: RouteChoice | null }): RouteFlags =>
  routeFlagsFor(
    {
      suez: order.suez,
      panama: order.panama,
      singapore: order.singapore,
      jwc: order.jwc,
      hra: order.hra,
      eca: order.eca,
    },
    order.routeChoice,
  );

const hasPosition = (r: OperationRow) => typeof r.lat === 'number' && typeof r.lng === 'number';

/** A row the router can place: a position, or at least a port name. */
export const isRoutable = (r: OperationRow) => hasPosition(r) || r.port.trim() !== '';

/** The row as a route point: its name and, when known, its position (a port's, or a custom point's own). */
export function routePoint(r: OperationRow): RoutePointInput {
  const name = r.port.trim();
  return {
    ...(name ? { name } : {}),
    ...(hasPosition(r) ? { lat: r.lat as number, lng: r.lng as number } : {}),
  };
}

/** The name the server keys a point by: the name as sent, else the position it formats. */
export function pointLabel(r: OperationRow): string {
  const name = r.port.trim();
  if (name) return name;
  return hasPosition(r) ? `${(r.lat as number).toFixed(4)},${(r.lng as number).toFixed(4)}` : '';
}

/** The answer's key of the leg from one row to the next ('portA_portB'). */
export const legKey = (from: OperationRow, to: OperationRow) => `${pointLabel(from)}_${pointLabel(to)}`;

/**
 * The portDistances request of a draft: the rows after Commence in grid order with the order's six
 * flags, the organization's saved distances winning. Pairs with an unplaceable row (no name, no
 * position) are left out by listing the other pairs instead. Null when there is no leg to measure.
 */
export function legRequest(draft: CalculatorDraft): LegRequest | null {
  const rows = draft.operations.slice(1);
  const pairs: [OperationRow, OperationRow][] = [];
  for (let i = 1; i < rows.length; i++) {
    const from = rows[i - 1] as OperationRow;
    const to = rows[i] as OperationRow;
    if (isRoutable(from) && isRoutable(to)) pairs.push([from, to]);
  }
  if (pairs.length === 0) return null;
  const flags = routeFlagsOf(draft.order);
  const complete = pairs.length === rows.length - 1;
  const input: PortDistanceInput = complete
    ? { ...flags, routeOverride: true, portList: rows.map(routePoint) }
    : {
        ...flags,
        routeOverride: true,
        portList: [],
        routeList: pairs.map(([from, to]) => ({ from: routePoint(from), to: routePoint(to) })),
      };
  const signature = JSON.stringify([
    draft.orderId,
    flags,
    pairs.map(([from, to]) => [routePoint(from), routePoint(to)]),
  ]);
  return { input, signature, pairs };
}

/**
 * The sea leg arriving at each row from rows[2] on, keyed by row key, read from an answer by the
 * pair's labels (so rows that moved since the request still find their own leg, or none).
 */
export function legsFromAnswer(
  operations: readonly OperationRow[],
  answer: readonly LegAnswer[],
): Map<string, { distNormal: number; distEca: number }> {
  const byKey = new Map(answer.map((leg) => [leg.key, leg]));
  const legs = new Map<string, { distNormal: number; distEca: number }>();
  for (let i = 2; i < operations.length; i++) {
    const leg = byKey.get(legKey(operations[i - 1] as OperationRow, operations[i] as OperationRow));
    if (leg) legs.set((operations[i] as OperationRow).key, { distNormal: leg.distNormal, distEca: leg.distEca });
  }
  return legs;
}

/** What the Port Distance dialog shows of a row's port and of the leg arriving at it. */
export interface RowPlace {
  country: string | null;
  timeZone: string | null;
  /** The arriving leg's saved notes (rows from the third on). */
  notes: string | null;
  overridden: boolean;
}

/** Country, time zone and leg notes of every row after Commence, from the last answer. */
export function placesFromAnswer(
  operations: readonly OperationRow[],
  answer: readonly LegAnswer[],
): Map<string, RowPlace> {
  const byKey = new Map(answer.map((leg) => [leg.key, leg]));
  const places = new Map<string, RowPlace>();
  for (let i = 1; i < operations.length; i++) {
    const row = operations[i] as OperationRow;
    const arriving = i >= 2 ? byKey.get(legKey(operations[i - 1] as OperationRow, row)) : undefined;
    const leaving = i + 1 < operations.length ? byKey.get(legKey(row, operations[i + 1] as OperationRow)) : undefined;
    const end = arriving?.to ?? leaving?.from;
    places.set(row.key, {
      country: end?.country ?? row.country ?? null,
      timeZone: end?.timeZone ?? null,
      notes: arriving?.notes ?? null,
      overridden: arriving?.overridden ?? false,
    });
  }
  return places;
}
