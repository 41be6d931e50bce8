import type { FleetEntryInput, FuelTypeCode, GradeAmounts, OperationRow, OrderInput } from './types.js';

/**
 * A what-if on the market inputs of an estimate: freight moved by an amount, every bunker price by a
 * percentage, the EUA price by an amount. Nothing else changes (quantities, speeds, times), which is why
 * the sensitivity grid may price a voyage at a shift without re-planning it.
 */
export interface PriceShift {
  /** USD/t added to the freight rate of every Loading row (Single Freight copies the first one). */
  freight: number;
  /** Percent added to every bunker price: the order's price sets, supplies, delivery/redelivery/settlement. */
  bunkerPercent: number;
  /** EUR/t added to the EUA price. */
  euaEur: number;
}

export const NO_SHIFT: PriceShift = { freight: 0, bunkerPercent: 0, euaEur: 0 };

const scaled = (amounts: GradeAmounts, factor: number): GradeAmounts => {
  const out = { ...amounts };
  for (const grade of Object.keys(out) as (keyof GradeAmounts)[]) out[grade] = out[grade] * factor;
  return out;
};

const scaledSets = <K extends FuelTypeCode>(
  sets: Partial<Record<K, GradeAmounts>>,
  factor: number,
): Partial<Record<K, GradeAmounts>> => {
  const out: Partial<Record<K, GradeAmounts>> = {};
  for (const key of Object.keys(sets) as K[]) {
    const set = sets[key];
    if (set) out[key] = scaled(set, factor);
  }
  return out;
};

export function shiftOrder(order: OrderInput, shift: PriceShift): OrderInput {
  if (shift.bunkerPercent === 0 && shift.euaEur === 0) return order;
  const factor = 1 + shift.bunkerPercent / 100;
  return {
    ...order,
    fuelPrices: scaledSets(order.fuelPrices, factor) as OrderInput['fuelPrices'],
    euaPriceEur: order.euaPriceEur + shift.euaEur,
  };
}

export function shiftRows(rows: readonly OperationRow[], shift: PriceShift): readonly OperationRow[] {
  if (shift.freight === 0 && shift.bunkerPercent === 0) return rows;
  const factor = 1 + shift.bunkerPercent / 100;
  return rows.map((row) => ({
    ...row,
    freight: row.operation === 'Loading' ? row.freight + shift.freight : row.freight,
    supplyPrice: scaled(row.supplyPrice, factor),
    ...(row.supplyPriceByType ? { supplyPriceByType: scaledSets(row.supplyPriceByType, factor) } : {}),
  }));
}

export function shiftEntry(entry: FleetEntryInput, shift: PriceShift): FleetEntryInput {
  if (shift.bunkerPercent === 0) return entry;
  const factor = 1 + shift.bunkerPercent / 100;
  return {
    ...entry,
    bnkPriceDelivery: scaled(entry.bnkPriceDelivery, factor),
    bnkPriceRedelivery: scaled(entry.bnkPriceRedelivery, factor),
    bnkPriceSettlement: scaled(entry.bnkPriceSettlement, factor),
  };
}
