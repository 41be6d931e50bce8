import type {
  CalcExtraDetailFieldsFragment,
  CalcFleetEntryFieldsFragment,
  CalcOperationFieldsFragment,
  CalcOrderFieldsFragment,
  CalcVesselHeavyFieldsFragment,
  CalcVesselResultFieldsFragment,
} from '../../../__generated__/graphql.js';

/** The order's own fields as the calculator edits them (operations live beside it). */
export type CalcOrder = Omit<CalcOrderFieldsFragment, '__typename' | 'operations' | 'cargoExtraDetails'>;

/** A port operation's margins and bunker supply (its CargoExtraDetail); id (its row id) null until saved. */
export type ExtraDetail = Omit<CalcExtraDetailFieldsFragment, '__typename' | 'id' | 'databaseId' | 'operationId'> & {
  id: number | null;
};

/**
 * One row of the port-operations grid. `key` is stable for the row's life (the stored id, or 'new-N'
 * for a row added in the calculator) and is the cargo row id the engine answers with.
 */
export type OperationRow = Omit<CalcOperationFieldsFragment, '__typename' | 'id' | 'databaseId' | 'isEu'> & {
  key: string;
  /** The stored row's id (its databaseId: what the order's save and the engine's cargo rows take). */
  id: number | null;
  extra: ExtraDetail;
  /**
   * The port table's EU/EEA flag (EU ETS) read with the stored order for the port in `euPort`; it says
   * nothing once the row's port is another (utils/eu-flags.ts). Absent on a row added here.
   */
  isEu?: boolean;
  euPort?: string;
};

/** An order's fields and rows as stored, when a draft was taken from it. */
export interface DraftBase {
  order: CalcOrder;
  operations: OperationRow[];
}

/** The calculator's working copy of one order: what the user edits, kept until saved or discarded. */
export interface CalculatorDraft {
  orderId: number;
  /** The order's updatedAt when the draft was taken: tells a restored draft from a newer server order. */
  baseUpdatedAt: string;
  /** The order's version when the draft was taken: Save sends it, so a save over a newer order is a CONFLICT. */
  baseVersion?: number;
  /** The stored order as the draft was taken (what "Reload and re-apply my changes" compares the edits with). */
  base?: DraftBase;
  order: CalcOrder;
  operations: OperationRow[];
  /** Count of rows added here, for their keys. */
  added: number;
}

export type FleetEntry = Omit<CalcFleetEntryFieldsFragment, '__typename'>;
/** A vessel's light result: what the stream carries for every vessel (ADR 0021). */
export type VesselResult = CalcVesselResultFieldsFragment;
/** A vessel's heavy part (row table, explanations), read for the vessel on screen from the kept run. */
export type VesselHeavy = CalcVesselHeavyFieldsFragment;
/** Light and heavy together: the calculate mutation's and a saved result's shape. */
export type FullVesselResult = Omit<VesselResult, ' $fragmentName'> & Omit<VesselHeavy, ' $fragmentName'>;
export type RowResult = VesselHeavy['portToPortOperationResultMap'][number];

export type OrderPatch = Partial<CalcOrder>;
export type OperationPatch = Partial<Omit<OperationRow, 'key' | 'id' | 'extra'>>;
export type ExtraPatch = Partial<Omit<ExtraDetail, 'id'>>;
