import type { FuelTypeCode, GradeAmounts, OperationRow } from '../../../shared/voyage/index.js';
import { blankRow, termsFactor } from '../../../shared/voyage/index.js';
import { legConditions } from '../../../shared/voyage/leg-condition.js';
import { badInput } from '../../errors/app-error.js';
import {
  FUEL_TYPES,
  type CalculationPayload,
  type CargoRowValues,
  type ExtraDetailValues,
} from '../../../shared/contract/calculation/index.js';

const VIRTUAL_COMMENCE_ID = 'commence';
const grade = (hs: number, ls: number, mgo: number): GradeAmounts => ({ hs, ls, mgo });
type ExtraDetail = Omit<ExtraDetailValues, 'id' | 'cargoId'>;

/**
 * The engine's itinerary from cargoList, cargoExtraDetails and clientQuery (rules in legacy-payload.ts):
 * rows in calculation order, and for each its index in cargoList (null for a virtual Commence row).
 */
export function buildRows(p: CalculationPayload): { rows: OperationRow[]; sources: (number | null)[] } {
  const ordered = orderRows(p.cargoList, p.clientQuery.calculationFormat);
  const extras = extraDetailsByRow(p, ordered.ids);
  const manualTx = p.clientQuery.cargoTransactionMode;
  const rows = ordered.sources.map((src, i) =>
    src === null
      ? virtualCommence()
      : toRow(
          p.cargoList[src] as CargoRowValues,
          ordered.ids[src] as string,
          extras.get(src),
          p.clientQuery.fuelType,
          manualTx,
          i,
        ),
  );
  deriveLbMarkers(
    rows,
    ordered.sources.map((src) => (src === null ? null : (p.cargoList[src]?.lbmarker ?? null))),
  );
  return { rows, sources: ordered.sources };
}

/** Row order by calculationFormat, Commence first: `sources[i]` is the cargoList index of engine row i. */
function orderRows(list: CargoRowValues[], format: string): { ids: string[]; sources: (number | null)[] } {
  const ids = list.map((r, j) => r.id ?? `#${j}`);
  const indexOf = new Map<string, number>();
  ids.forEach((id, j) => {
    if (indexOf.has(id))
      throw badInput(`cargoList[${j}].id ${id} is used by two port operations`, `cargoList[${j}].id`);
    indexOf.set(id, j);
  });
  const listed: number[] = [];
  for (const token of format
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)) {
    const j = indexOf.get(token);
    if (j === undefined)
      throw badInput(
        `clientQuery.calculationFormat names port operation ${token}, which is not in cargoList`,
        'clientQuery.calculationFormat',
      );
    if (!listed.includes(j)) listed.push(j);
  }
  const order = [...listed, ...list.map((_, j) => j).filter((j) => !listed.includes(j))];
  const commence = order.filter((j) => list[j]?.operation === 'Commence');
  if (commence.length > 1)
    throw badInput(
      `cargoList[${commence[1]}].operation: only one Commence row is allowed`,
      `cargoList[${commence[1]}].operation`,
    );
  const rest = order.filter((j) => list[j]?.operation !== 'Commence');
  return { ids, sources: [commence[0] ?? null, ...rest] };
}

function extraDetailsByRow(p: CalculationPayload, ids: string[]): Map<number, ExtraDetail> {
  const byRow = new Map<number, ExtraDetail>();
  p.cargoList.forEach((row, j) => row.cargoDetails && byRow.set(j, row.cargoDetails));
  const fromList = new Set<number>();
  (p.cargoExtraDetails ?? []).forEach((d, k) => {
    const ref = d.cargoId;
    const field = `cargoExtraDetails[${k}].cargoId`;
    if (ref === null) throw badInput(`${field} is required: the id of the port operation it belongs to`, field);
    const j = ids.indexOf(ref);
    if (j < 0) throw badInput(`${field} names port operation ${ref}, which is not in cargoList`, field);
    if (fromList.has(j)) throw badInput(`${field}: port operation ${ref} already has bunker and margin details`, field);
    fromList.add(j);
    byRow.set(j, d);
  });
  return byRow;
}

function toRow(
  r: CargoRowValues,
  id: string,
  extra: ExtraDetail | undefined,
  fuelType: FuelTypeCode,
  manualTx: boolean,
  index: number,
): OperationRow {
  const operation = r.operation;
  const n = FUEL_TYPES.indexOf(fuelType) as 0 | 1 | 2 | 3 | 4;
  const manual = manualTx && operation === 'Discharging';
  return {
    id,
    operation,
    port: r.port,
    distNormal: index === 0 ? 0 : (r.distNormal ?? 0),
    distEca: index === 0 ? 0 : (r.distEca ?? 0),
    speedNormal: r.speedNormal,
    speedECA: r.speedECA,
    dwf: r.dwf,
    lbmarker: 'ballast',
    cargoQty: r.cargoQty,
    tolerance: r.tolerance,
    min: r.min,
    max: r.max,
    // A non-numeric manual value stays NaN: the engine reports '{operation} Cargo Tx is Invalid'.
    cargoTxOverriddenValue: manual ? (r.cargoTxOverriddenValue ?? r.cargoTx ?? 0) : null,
    rate: r.rate,
    terms: r.terms,
    factor: r.factor !== null && r.factor > 0 ? r.factor : (termsFactor({ terms: r.terms }) ?? 1),
    turnTime: r.turnTime,
    extraDays: r.extraDays,
    portExp: r.portExp,
    freight: r.freight,
    adcom: r.adcom,
    brokerage: r.brokerage,
    other: r.other,
    stowFactor: r.stowFactor,
    loadline: r.loadline,
    sulfur: r.sulfur,
    draftRes: r.draftRes,
    waterDensity: r.waterDensity,
    speedFactor: extra?.speedFactor ?? 0,
    speedReduce: extra?.speedReduce ?? 0,
    bnkrFactor: extra?.bnkrFactor ?? 0,
    supply: extra ? grade(extra.bunkerSuppliedHsfo, extra.bunkerSuppliedLsfo, extra.bunkerSuppliedMgo) : grade(0, 0, 0),
    supplyPrice: extra
      ? grade(extra[`hsfoFuelPriceType${n}`], extra[`lsfoFuelPriceType${n}`], extra[`mgoFuelPriceType${n}`])
      : grade(0, 0, 0),
    ...(extra
      ? {
          supplyPriceByType: Object.fromEntries(
            FUEL_TYPES.map((code, k) => {
              const i = k as 0 | 1 | 2 | 3 | 4;
              return [
                code,
                grade(extra[`hsfoFuelPriceType${i}`], extra[`lsfoFuelPriceType${i}`], extra[`mgoFuelPriceType${i}`]),
              ];
            }),
          ),
        }
      : {}),
    // Absent: false here; the server then fills it from the port table (eu-flags.ts).
    isEu: r.isEu ?? false,
  };
}

function virtualCommence(): OperationRow {
  return blankRow({ id: VIRTUAL_COMMENCE_ID, operation: 'Commence', waterDensity: 0 });
}

/** A leg with no lbmarker takes the condition of its place in the itinerary (the grid derives it the same way). */
function deriveLbMarkers(rows: OperationRow[], given: ('ballast' | 'laden' | null)[]): void {
  const steps = rows.map((r) =>
    r.operation === 'Loading' ? 'loading' : r.operation === 'Discharging' ? 'discharging' : 'other',
  );
  const derived = legConditions({ steps });
  rows.forEach((row, i) => {
    row.lbmarker = given[i] ?? derived[i]!;
  });
}
