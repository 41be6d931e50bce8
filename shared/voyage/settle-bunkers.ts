import type { FuelGrade, FuelMethod, GradeAmounts } from './types.js';

/** A bunker event for the charterer's account, in time order: fuel burnt, or fuel received at a price. t, USD/t. */
export type BunkerEvent =
  { kind: 'consume'; amounts: GradeAmounts } | { kind: 'supply'; amounts: GradeAmounts; prices: GradeAmounts };

/** One grade's settlement: quantities in t, money in USD. */
export interface GradeSettlement {
  consumed: number;
  supplied: number;
  bod: number;
  /** Bunkers on redelivery: max(0, BOD + supplied - consumed). */
  bor: number;
  /** max(0, consumed - BOD - supplied), bought at the settlement price (D6). */
  shortfall: number;
  expenses: number;
  settleProfit: number;
}

/** Totals in USD; netFuelCost = fuelExpenses - fuelSettleProfit. */
export interface BunkerSettlement {
  fuelExpenses: number;
  fuelSettleProfit: number;
  netFuelCost: number;
  byGrade: Record<FuelGrade, GradeSettlement>;
}

type Flow = { kind: 'consume'; qty: number } | { kind: 'supply'; qty: number; price: number };

/**
 * Runs one grade's stock through the events. A consumption larger than the stock is back-ordered: the next
 * supply meets it first, at that supply's price; what is still unmet at the end is bought at P_set.
 * AVERAGE keeps a single layer whose price is re-averaged at every receipt.
 */
function runInventory(method: Exclude<FuelMethod, 'DEFAULT'>, bod: number, pDel: number, pSet: number, flows: Flow[]) {
  // A local stock, mutated in place for speed: [head, end) are the live layers, oldest first.
  const qty: number[] = bod > 0 ? [bod] : [];
  const price: number[] = bod > 0 ? [pDel] : [];
  let head = 0;
  let backOrder = 0;
  let expenses = 0;
  for (const f of flows) {
    if (f.kind === 'supply') {
      const cover = Math.min(f.qty, backOrder);
      expenses += cover * f.price;
      backOrder -= cover;
      const rest = f.qty - cover;
      if (!(rest > 0)) continue;
      if (method === 'AVERAGE' && qty.length > head) {
        const last = qty.length - 1;
        const total = (qty[last] as number) + rest;
        price[last] = ((qty[last] as number) * (price[last] as number) + rest * f.price) / total;
        qty[last] = total;
      } else {
        qty.push(rest);
        price.push(f.price);
      }
      continue;
    }
    let need = f.qty;
    while (need > 0 && qty.length > head) {
      const index = method === 'LIFO' ? qty.length - 1 : head;
      const have = qty[index] as number;
      const take = Math.min(need, have);
      expenses += take * (price[index] as number);
      need -= take;
      if (have - take > 0) qty[index] = have - take;
      else if (method === 'LIFO') {
        qty.pop();
        price.pop();
      } else head++;
    }
    backOrder += need;
  }
  expenses += backOrder * pSet;
  let closingValue = 0;
  for (let i = head; i < qty.length; i++) closingValue += (qty[i] as number) * (price[i] as number);
  return { expenses, closingValue };
}

/** One grade's settlement from its consumed and supplied tonnes and supply cost, t and USD (see settleBunkers). */
function settleGrade(
  args: Parameters<typeof settleBunkers>[0],
  g: FuelGrade,
  consumed: number,
  supplied: number,
  supplyCost: number,
): GradeSettlement {
  const { method, priceDelivery, priceRedelivery, priceSettlement, events } = args;
  const bod = Math.max(0, args.bod[g]);
  const bor = Math.max(0, bod + supplied - consumed);
  const shortfall = Math.max(0, consumed - bod - supplied);
  const pRed = priceRedelivery[g];
  const pSet = priceSettlement[g];
  if (method === 'DEFAULT') {
    const expenses = consumed * pSet;
    const net = bod * priceDelivery[g] + supplyCost + shortfall * pSet - bor * pRed;
    return { consumed, supplied, bod, bor, shortfall, expenses, settleProfit: expenses - net };
  }
  const flows: Flow[] = events.map((e) =>
    e.kind === 'supply'
      ? { kind: 'supply', qty: Math.max(0, e.amounts[g]), price: e.prices[g] }
      : { kind: 'consume', qty: Math.max(0, e.amounts[g]) },
  );
  const { expenses, closingValue } = runInventory(method, bod, priceDelivery[g], pSet, flows);
  return { consumed, supplied, bod, bor, shortfall, expenses, settleProfit: bor * pRed - closingValue };
}

/**
 * Bunker settlement between owner and charterer (voyage-model section 11), per grade g:
 * C = consumed, BOR = max(0, BOD + supplies - C), shortfall = max(0, C - BOD - supplies) at P_set (D6).
 *
 * - FIFO / LIFO: stock layers [BOD @ P_del, then each supply @ its price]; each consumption draws from the
 *   oldest (FIFO) / newest (LIFO) layer present at that moment.
 * - AVERAGE: one moving weighted-average price, recomputed at every receipt; consumption at that average.
 * - For these three: FuelExpenses = stock cost of everything consumed; FuelSettleProfit = BOR x P_red - stock
 *   cost of the BOR layers. A consumption beyond the stock at that moment is met by the next supply at its
 *   price; what no supply meets is the shortfall, at P_set.
 * - DEFAULT: FuelExpenses = C x P_set; FuelSettleProfit = FuelExpenses - (BOD x P_del + supply cost +
 *   shortfall x P_set - BOR x P_red).
 *
 * For every method FuelExpenses - FuelSettleProfit = sum_g (BOD x P_del + supply cost + shortfall x P_set -
 * BOR x P_red), so only the split between the two moves. Negative amounts are read as 0.
 *
 * @param bod - bunkers on delivery, t. @param priceDelivery, priceRedelivery, priceSettlement - USD/t.
 * @param events - the charterer's consumptions and supplies in time order (t, USD/t); not modified.
 * @returns USD totals and per-grade quantities (t) and money (USD).
 */
export function settleBunkers(args: {
  method: FuelMethod;
  bod: GradeAmounts;
  priceDelivery: GradeAmounts;
  priceRedelivery: GradeAmounts;
  priceSettlement: GradeAmounts;
  events: readonly BunkerEvent[];
}): BunkerSettlement {
  // One walk of the events for the three grades, in nine numbers (named reads, not a keyed read per
  // grade and event); each sum runs in event order from 0 as before.
  let hsC = 0;
  let lsC = 0;
  let mgoC = 0;
  let hsS = 0;
  let lsS = 0;
  let mgoS = 0;
  let hsCost = 0;
  let lsCost = 0;
  let mgoCost = 0;
  for (const e of args.events) {
    const hs = Math.max(0, e.amounts.hs);
    const ls = Math.max(0, e.amounts.ls);
    const mgo = Math.max(0, e.amounts.mgo);
    if (e.kind === 'consume') {
      hsC += hs;
      lsC += ls;
      mgoC += mgo;
    } else {
      hsS += hs;
      hsCost += hs * e.prices.hs;
      lsS += ls;
      lsCost += ls * e.prices.ls;
      mgoS += mgo;
      mgoCost += mgo * e.prices.mgo;
    }
  }
  return settleFromSums(args, hsC, lsC, mgoC, hsS, lsS, mgoS, hsCost, lsCost, mgoCost);
}

/**
 * settleBunkers from the events' sums per grade (consumed t, supplied t, supply cost USD, each summed in
 * event order from 0): what DEFAULT needs of the events; the other methods also run the events themselves.
 */
export function settleFromSums(
  args: Parameters<typeof settleBunkers>[0],
  hsC: number,
  lsC: number,
  mgoC: number,
  hsS: number,
  lsS: number,
  mgoS: number,
  hsCost: number,
  lsCost: number,
  mgoCost: number,
): BunkerSettlement {
  const byGrade = {
    hs: settleGrade(args, 'hs', hsC, hsS, hsCost),
    ls: settleGrade(args, 'ls', lsC, lsS, lsCost),
    mgo: settleGrade(args, 'mgo', mgoC, mgoS, mgoCost),
  };
  // Summed from 0 in grade order (hs, ls, mgo), as a reduce over GRADES would.
  const fuelExpenses = 0 + byGrade.hs.expenses + byGrade.ls.expenses + byGrade.mgo.expenses;
  const fuelSettleProfit = 0 + byGrade.hs.settleProfit + byGrade.ls.settleProfit + byGrade.mgo.settleProfit;
  return { fuelExpenses, fuelSettleProfit, netFuelCost: fuelExpenses - fuelSettleProfit, byGrade };
}
