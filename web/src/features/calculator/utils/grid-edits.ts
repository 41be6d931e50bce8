import type { OperationType } from '../../../__generated__/graphql';
import { addOperation, isExtraOperation, patchOrder } from '../state/draft-ops';
import type { CalculatorDraft, OperationRow } from '../state/types';
import { portEntryIssue, type PortChoice } from '../../orders/utils/port-entry';
import { CALC_MSG } from './calculator-messages';

/** The order's Cargo Tx mode when discharge quantities are typed by hand. */
export const MANUAL_CARGO_TX = 'MANUAL';

/** True when the mode means manual entry (any value other than an automatic one, as the server reads it). */
export function isManualCargoTx(mode: string | null | undefined): boolean {
  if (mode === null || mode === undefined) return false;
  return !['', 'auto', 'automatic', 'default', 'false', 'no', '0'].includes(mode.trim().toLowerCase());
}

/**
 * The Cargo Tx switch: on, discharge quantities become manual and start at 0; off, the engine's
 * shares return (the typed values are forgotten).
 */
export function setManualCargoTx(draft: CalculatorDraft, on: boolean): CalculatorDraft {
  const withMode = patchOrder(draft, { cargoTransactionMode: on ? MANUAL_CARGO_TX : null });
  const operations = withMode.operations.map((r) =>
    r.operation === 'DISCHARGING' ? { ...r, cargoTxOverriddenValue: on ? 0 : null } : r,
  );
  return { ...withMode, operations };
}

/** What Commence rows allow: nothing is edited, moved or deleted there. */
export const isCommence = (row: Pick<OperationRow, 'operation'>) => row.operation === 'COMMENCE';

/** Rows whose cargo terms (rate, terms, factor) mean something. */
export const isCargoRow = (row: Pick<OperationRow, 'operation'>) =>
  row.operation === 'LOADING' || row.operation === 'DISCHARGING';

export const isDeletable = (row: Pick<OperationRow, 'operation'>) => isExtraOperation(row.operation);

export interface AddOperationRequest {
  operation: OperationType;
  /** A port of the table (portId) or a custom point with its position (orders/utils/port-entry.ts). */
  port: PortChoice;
  /** Insert after this 1-based row number; null: last. */
  afterRow: number | null;
}

/**
 * Add Operation: an error message when the request lacks an extra operation type or a port, else the
 * draft with the row inserted.
 */
export function applyAddOperation(
  draft: CalculatorDraft,
  req: AddOperationRequest,
): { draft: CalculatorDraft; error: string | null } {
  if (!isExtraOperation(req.operation) || req.port.port.trim() === '') return { draft, error: CALC_MSG.portRequired };
  const portIssue = portEntryIssue(req.port);
  if (portIssue) return { draft, error: portIssue.message };
  const position = req.afterRow === null ? undefined : req.afterRow;
  const next = addOperation(
    draft,
    {
      operation: req.operation,
      port: req.port.port.trim(),
      portId: req.port.portId,
      portName: req.port.portName ?? null,
      customPoint: req.port.customPoint,
      lat: req.port.lat,
      lng: req.port.lng,
      country: req.port.country,
    },
    position,
  );
  return { draft: next, error: next === draft ? CALC_MSG.portRequired : null };
}

/**
 * A drag's source and destination rows, or null when the drop is refused: no destination, the same
 * place, Commence moved, or something dropped onto row 0.
 */
export function dropMove(
  operations: readonly Pick<OperationRow, 'operation'>[],
  from: number,
  to: number | null | undefined,
): { from: number; to: number } | null {
  if (to === null || to === undefined || to === from || to <= 0) return null;
  const row = operations[from];
  if (!row || isCommence(row) || to >= operations.length) return null;
  return { from, to };
}
