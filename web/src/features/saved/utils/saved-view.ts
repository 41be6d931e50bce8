import { list, num, obj, str } from '../../calculator/utils/snapshot-read';
import { routePointsOf, type RoutePoint } from '../../map/utils/route-points';

/** A snapshot object of the saveResultDTO: stored JSON, read defensively. */
export type Snapshot = Record<string, unknown>;

export interface SplitHireRow {
  hireRate: number;
  days: number;
}

export interface ResultWarning {
  level: string;
  message: string;
}

/** One port-operation row as the read-only grid shows it: the stored row merged with its computed result. */
export interface PortOperationView {
  key: string;
  operation: string;
  port: string;
  lbmarker: string;
  distNormal: unknown;
  distEca: unknown;
  dwf: unknown;
  speedNormal: unknown;
  speedEca: unknown;
  cargoTx: unknown;
  rate: unknown;
  terms: unknown;
  factor: unknown;
  turnTime: unknown;
  extraDays: unknown;
  portExp: unknown;
  portStay: unknown;
  loadline: unknown;
  draftRes: unknown;
  waterDensity: unknown;
  arrivalTime: unknown;
  departureTime: unknown;
}

export interface SavedResultView {
  order: Snapshot;
  fleet: Snapshot;
  vessel: Snapshot;
  result: Snapshot;
  details: Snapshot;
  warnings: ResultWarning[];
  operations: PortOperationView[];
  /** The stored split hire tiers, or the hire periods the engine applied when none were set. */
  splitHire: SplitHireRow[];
  remark: string;
  routePoints: RoutePoint[];
}

/** A stored snapshot object, read defensively (a JSON string is parsed; anything else is {}). */
export const asSnapshot: (value: unknown) => Snapshot = obj;
const asList = list;
const text = str;

/** The split hire tiers of a fleet entry: `{ hireRate, NoDays }` as stored (a JSON string or a list). */
export function splitHireOf(fleet: Snapshot, result: Snapshot): SplitHireRow[] {
  const stored = asList(fleet.splitHire).map((t) => ({ hireRate: num(t.hireRate), days: num(t.NoDays ?? t.days) }));
  if (stored.length > 0) return stored;
  return asList(asSnapshot(result.explain).hire).map((h) => ({ hireRate: num(h.hireRate), days: num(h.days) }));
}

function operationRows(portOperation: unknown, rowResults: Snapshot[]): PortOperationView[] {
  return asList(portOperation).map((row, i) => {
    const id = text(row.id ?? row.cargoId);
    const computed = rowResults.find((r) => id !== '' && text(r.rowId) === id) ?? rowResults[i] ?? {};
    return {
      key: id || String(i),
      operation: text(row.operation),
      port: text(row.port),
      lbmarker: text(row.lbmarker),
      distNormal: computed.distNormal ?? row.distNormal ?? row.distanceNormal,
      distEca: computed.distEca ?? row.distEca ?? row.distanceECA,
      dwf: row.dwf,
      speedNormal: computed.speedNormal ?? row.speedNormal,
      speedEca: computed.speedEca ?? row.speedECA,
      cargoTx: computed.cargoTx ?? row.cargoTx,
      rate: row.rate,
      terms: row.terms,
      factor: row.factor,
      turnTime: row.turnTime,
      extraDays: row.extraDays,
      portExp: row.portExp,
      portStay: computed.portDays ?? row.portStay,
      loadline: row.loadline,
      draftRes: row.draftRes,
      waterDensity: row.waterDensity,
      arrivalTime: computed.arrivalTime ?? row.arrivalTime,
      departureTime: computed.departureTime ?? row.departureTime,
    };
  });
}

/** Reads the saveResultDTO (calculatorResult, cargoOrder, fleet, portOperation) into what the screen shows. */
export function savedResultView(dto: {
  calculatorResult: unknown;
  cargoOrder: unknown;
  fleet: unknown;
  portOperation: unknown;
}): SavedResultView {
  const result = asSnapshot(dto.calculatorResult);
  const fleet = asSnapshot(dto.fleet);
  const operations = operationRows(dto.portOperation, asList(result.portToPortOperationResultMap));
  return {
    order: asSnapshot(dto.cargoOrder),
    fleet,
    vessel: asSnapshot(fleet.vessel),
    result,
    details: asSnapshot(result.details),
    warnings: asList(result.warnings).map((w) => ({ level: text(w.level), message: text(w.message) })),
    operations,
    splitHire: splitHireOf(fleet, result),
    remark: text(fleet.remark),
    routePoints: routePointsOf({ operations, opening: fleet }),
  };
}
