import type { PortDistanceInput } from '../../../__generated__/graphql';
import type { CalculatorDraft, FleetEntry } from './types';

/**
 * Unsaved calculator work kept in localStorage per user, so a reload (or a crash) loses nothing: the
 * draft of each order being edited, the fleet edits not yet acknowledged by the server, and the
 * selected order and vessel.
 */
const PREFIX = 'voyage-estimator.calculator';
const DRAFT_VERSION = 1;

const draftKey = (userId: number, orderId: number) => `${PREFIX}.${userId}.draft.${orderId}`;
const viewKey = (userId: number) => `${PREFIX}.${userId}.view`;
const fleetKey = (userId: number) => `${PREFIX}.${userId}.fleet-edits`;
const legsKey = (userId: number, orderId: number) => `${PREFIX}.${userId}.legs.${orderId}`;

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the work stays in memory; nothing else to do here.
  }
}

export function loadDraft(userId: number, orderId: number): CalculatorDraft | null {
  const stored = read(draftKey(userId, orderId)) as { v?: number; draft?: CalculatorDraft } | null;
  if (!stored || stored.v !== DRAFT_VERSION || !stored.draft) return null;
  const d = stored.draft;
  return d.orderId === orderId && Array.isArray(d.operations) && typeof d.order === 'object' ? d : null;
}

export function saveDraft(userId: number, draft: CalculatorDraft | null, orderId?: number): void {
  const id = draft?.orderId ?? orderId;
  if (id === undefined) return;
  write(draftKey(userId, id), draft ? { v: DRAFT_VERSION, draft } : null);
}

export interface CalculatorView {
  orderId: number | null;
  activeFleetId: number | null;
  /** The order list shown (My Orders or All Orders), once the user has chosen. */
  scope: 'MY' | 'ALL' | null;
}

export function loadView(userId: number): CalculatorView {
  const v = read(viewKey(userId)) as Partial<CalculatorView> | null;
  return {
    orderId: typeof v?.orderId === 'number' ? v.orderId : null,
    activeFleetId: typeof v?.activeFleetId === 'number' ? v.activeFleetId : null,
    scope: v?.scope === 'MY' || v?.scope === 'ALL' ? v.scope : null,
  };
}

export function saveView(userId: number, view: CalculatorView): void {
  write(viewKey(userId), view);
}

export type FleetEdits = Record<string, Partial<FleetEntry>>;

export function loadFleetEdits(userId: number): FleetEdits {
  const v = read(fleetKey(userId));
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as FleetEdits) : {};
}

export function saveFleetEdits(userId: number, edits: FleetEdits): void {
  write(fleetKey(userId), Object.keys(edits).length === 0 ? null : edits);
}

/**
 * The sea-leg request of an order as it was last opened (its kept draft's ports, else its stored ones): the
 * next opening asks for it before the order has arrived. Only a guess: the request the opened order gives
 * is asked for as well when it differs (an edit since, a colleague's change), so a stale guess costs one
 * request.
 */
export function loadLegsGuess(userId: number, orderId: number): PortDistanceInput | null {
  const v = read(legsKey(userId, orderId)) as { input?: unknown } | null;
  const input = v?.input as PortDistanceInput | undefined;
  return input && typeof input === 'object' && Array.isArray(input.portList) ? input : null;
}

export function saveLegsGuess(userId: number, orderId: number, input: PortDistanceInput | null): void {
  write(legsKey(userId, orderId), input ? { input } : null);
}
