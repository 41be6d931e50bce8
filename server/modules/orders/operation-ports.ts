import { needsPortMatch } from '../../../shared/ports/port-choice.js';
import type { OrderIssue } from '../../../shared/validation/order-rules.js';
import type { Em } from '../../db/orm.js';
import { matchPort, type PortMatch } from '../ports/port-match.js';
import type { Port } from '../ports/port.entity.js';
import type { ItineraryPlan } from './itinerary-plan.js';
import type { OperationWrite } from './order-fields.js';
import type { PortOperation } from './port-operation.entity.js';

/**
 * Ties every written row's port text to the port table before a plan is applied (rules in README.md,
 * "Ports"): a row whose port text, port id or custom flag is new or changed must name a port (it then
 * takes the port's id, lat, lng and country; the text is kept, being one of the port's names) or be a
 * custom point with its own lat and lng; anything else is refused naming the field. A row whose port did
 * not change is not checked again (stored orders from before still save); if it is tied to no port yet
 * and its text now names exactly one, it is tied.
 */

export interface PortCheckOptions {
  /** The rows' name in error fields: 'operations', 'cargoList'. */
  field: string;
  /** Keep text that names no port (or several) as it is instead of refusing it: a copy of a stored order. */
  keepUnmatched?: boolean;
}

/** Matches the ports of the plan's written rows, writing the result onto each write; answers the refusals. */
export async function matchPlanPorts(
  tx: Em,
  stored: readonly PortOperation[],
  plan: ItineraryPlan,
  opts: PortCheckOptions,
): Promise<OrderIssue[]> {
  const byId = new Map(stored.map((r) => [r.id, r]));
  const issues: OrderIssue[] = [];
  for (const planned of plan.rows) {
    if (!planned.write) continue;
    const before = planned.existingId === null ? undefined : byId.get(planned.existingId);
    const refusal = await matchRow(tx, planned.operation, planned.write, before, opts.keepUnmatched ?? false);
    if (!refusal) continue;
    const path = planned.inputIndex === null ? opts.field : `${opts.field}[${planned.inputIndex}]`;
    issues.push({ field: `${path}.${refusal.field}`, message: refusal.message });
  }
  return issues;
}

type Refusal = { field: string; message: string };

async function matchRow(
  tx: Em,
  operation: string,
  w: OperationWrite,
  before: PortOperation | undefined,
  keepUnmatched: boolean,
): Promise<Refusal | null> {
  const text = (w.port ?? before?.port ?? '').trim();
  if (!needsPortMatch(operation, text)) {
    if (!before || w.port !== undefined) Object.assign(w, { portId: null, customPoint: false });
    return null;
  }
  if (before && !portChanged(w, before, text)) {
    if (before.portRecord) {
      // Tied rows keep the port's position and country whatever a client echoes back.
      for (const k of ['portId', 'lat', 'lng', 'country'] as const) delete w[k];
    } else if (!before.customPoint) {
      const found = await matchPort(tx, { text, country: before.country, lat: before.lat, lng: before.lng });
      if (found.kind === 'port') tiePort(w, found.port, text);
    }
    return null;
  }
  const wasCustom = before?.customPoint === true && w.portId == null;
  const custom = w.customPoint ?? wasCustom;
  const keep = (k: 'lat' | 'lng') => (w[k] !== undefined ? w[k] : wasCustom ? before?.[k] : null);
  // A client that changes the text but echoes the row's old port id, position or country (the legacy
  // client sends rows back as it read them) means the new text: what it echoes says nothing of it.
  const echoed = <K extends 'lat' | 'lng' | 'country'>(k: K) => (before && !custom && w[k] === before[k] ? null : w[k]);
  const staleId = before && w.portId === (before.portRecord?.id ?? null) && text !== before.port.trim();
  const found: PortMatch = await matchPort(tx, {
    text,
    portId: staleId ? null : w.portId,
    custom,
    country: echoed('country'),
    lat: custom ? keep('lat') : echoed('lat'),
    lng: custom ? keep('lng') : echoed('lng'),
  });
  if (found.kind === 'port') {
    tiePort(w, found.port, text);
    return null;
  }
  if (found.kind === 'custom') {
    Object.assign(w, { port: text, portId: null, customPoint: true, lat: keep('lat'), lng: keep('lng') });
    return null;
  }
  if (keepUnmatched && found.reason !== 'invalid') {
    Object.assign(w, { portId: null, customPoint: false });
    return null;
  }
  return { field: found.field, message: found.message };
}

/** Whether the write changes what the row's port is: its text, its port id, its custom flag or (custom) its place. */
function portChanged(w: OperationWrite, before: PortOperation, text: string): boolean {
  if (text !== before.port.trim()) return true;
  if (w.portId !== undefined && w.portId !== (before.portRecord?.id ?? null)) return true;
  if (w.customPoint !== undefined && w.customPoint !== null && w.customPoint !== before.customPoint) return true;
  const moved = (k: 'lat' | 'lng') => w[k] !== undefined && w[k] !== before[k];
  return before.customPoint && (moved('lat') || moved('lng'));
}

function tiePort(w: OperationWrite, port: Port, text: string): void {
  Object.assign(w, {
    port: text,
    portId: port.id,
    customPoint: false,
    lat: port.lat,
    lng: port.lng,
    country: port.country,
  });
}

/** A stored row whose port text names no port of the table (or several), as the Order flags it. */
export interface UnmatchedPortRow {
  operationId: number;
  /** Position in voyage order (0 = Commence): `operations[index].port` in a save of the whole order. */
  index: number;
  port: string;
  message: string;
}

/**
 * The rows of a stored order that are tied to no port and are no custom point, and whose text does not
 * name exactly one port (orders saved before ports were checked). The order still loads; these are shown
 * so the user can choose a port.
 */
export async function unmatchedPorts(em: Em, rows: readonly PortOperation[]): Promise<UnmatchedPortRow[]> {
  const sorted = [...rows].sort((a, b) => a.index - b.index || a.id - b.id);
  const out: UnmatchedPortRow[] = [];
  for (const [index, row] of sorted.entries()) {
    if (row.portRecord || row.customPoint || !needsPortMatch(row.operation, row.port)) continue;
    const found = await matchPort(em, { text: row.port, country: row.country, lat: row.lat, lng: row.lng });
    if (found.kind === 'refused') out.push({ operationId: row.id, index, port: row.port, message: found.message });
  }
  return out;
}
