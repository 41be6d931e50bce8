import { describe, expect, it } from 'vitest';
import type { CalcOrder, FleetEntry } from '../state/types';
import {
  BUNKER_MSG,
  changeMethod,
  orderPriceField,
  orderPrices,
  shownFleetPrices,
  supplyPriceField,
  toggleOverride,
  vesselFuelType,
} from './bunker-rules';
import { CALC_MSG } from './calculator-messages';

function order(patch: Partial<CalcOrder> = {}): CalcOrder {
  const prices: Record<string, number> = {};
  for (const g of ['hs', 'ls', 'mgo']) {
    for (let t = 0; t < 5; t++) prices[`${g}FuelPriceType${t}`] = (g === 'hs' ? 500 : g === 'ls' ? 600 : 800) + t;
  }
  return {
    fuelCalculationMethod: 'DEFAULT',
    fuelType: 'TYPE0',
    fuelPriceOverridden: false,
    ...prices,
    ...patch,
  } as unknown as CalcOrder;
}

/** A scrubber vessel (TYPE1) whose own stored prices are 440 / 640 / 840 on every stage. */
function entry(patch: Partial<FleetEntry> = {}) {
  const own: Record<string, number> = {};
  for (const stage of ['Delivery', 'Redelivery', 'Settlement']) {
    own[`bnkPrice${stage}hs`] = 440;
    own[`bnkPrice${stage}ls`] = 640;
    own[`bnkPrice${stage}mgo`] = 840;
  }
  return {
    vesselSnapshot: { vesselName: 'A', fuelType: 'TYPE1' },
    bunkerPriceOverridden: false,
    ...own,
    ...patch,
  } as unknown as FleetEntry;
}

const allStages = (hs: number, ls: number, mgo: number) => ({
  bnkPriceDeliveryhs: hs,
  bnkPriceDeliveryls: ls,
  bnkPriceDeliverymgo: mgo,
  bnkPriceRedeliveryhs: hs,
  bnkPriceRedeliveryls: ls,
  bnkPriceRedeliverymgo: mgo,
  bnkPriceSettlemenths: hs,
  bnkPriceSettlementls: ls,
  bnkPriceSettlementmgo: mgo,
});

describe('the fuel calculation method', () => {
  it('LIFO, FIFO and AVERAGE need the override on; DEFAULT is always allowed', () => {
    expect(changeMethod('FIFO', false)).toEqual({ ok: false, message: BUNKER_MSG.overrideFirst });
    expect(changeMethod('FIFO', true)).toEqual({ ok: true, orderPatch: { fuelCalculationMethod: 'FIFO' } });
    expect(changeMethod('DEFAULT', false)).toEqual({ ok: true, orderPatch: { fuelCalculationMethod: 'DEFAULT' } });
    for (const m of ['LIFO', 'AVERAGE'] as const) expect(changeMethod(m, false).ok).toBe(false);
  });
});

describe('the prices a vessel is priced with (derived, never copied)', () => {
  it('without any override: the order’s prices for the vessel’s fuel type, not the entry’s stored ones', () => {
    expect(shownFleetPrices({ order: order(), entry: entry() })).toEqual({
      prices: allStages(501, 601, 801),
      own: false,
    });
  });

  it('follow an order price edit at once (the draft is the only copy)', () => {
    const edited = order({ hsFuelPriceType1: 470 } as Partial<CalcOrder>);
    expect(shownFleetPrices({ order: edited, entry: entry() }).prices.bnkPriceSettlemenths).toBe(470);
  });

  it('with the vessel’s Override or the order’s Allow Fuel Price Adjustment: the entry’s own prices', () => {
    expect(shownFleetPrices({ order: order(), entry: entry({ bunkerPriceOverridden: true }) })).toEqual({
      prices: allStages(440, 640, 840),
      own: true,
    });
    expect(shownFleetPrices({ order: order({ fuelPriceOverridden: true }), entry: entry() }).own).toBe(true);
  });
});

describe('the Override toggle', () => {
  it('turning it on seeds the entry’s own prices from the prices shown (the order’s for its fuel type)', () => {
    expect(toggleOverride({ on: true, order: order(), entry: entry() })).toEqual({
      ok: true,
      fleetPatch: { bunkerPriceOverridden: true, ...allStages(501, 601, 801) },
    });
  });

  it('turning it on when the prices shown are already the entry’s own keeps them', () => {
    const d = toggleOverride({ on: true, order: order({ fuelPriceOverridden: true }), entry: entry() });
    expect(d).toEqual({ ok: true, fleetPatch: { bunkerPriceOverridden: true, ...allStages(440, 640, 840) } });
  });

  it('turning it off while the method is not DEFAULT is refused with the spec’s message', () => {
    const d = toggleOverride({ on: false, order: order({ fuelCalculationMethod: 'FIFO' }), entry: entry() });
    expect(d).toEqual({ ok: false, message: CALC_MSG.changeFuelMethod });
    expect(CALC_MSG.changeFuelMethod).toBe('Please change fuel calculation method');
  });

  it('turning it off (DEFAULT) prices the vessel from the order again and resets its own prices from it', () => {
    const on = entry({ bunkerPriceOverridden: true });
    const d = toggleOverride({ on: false, order: order(), entry: on });
    expect(d).toEqual({ ok: true, fleetPatch: { bunkerPriceOverridden: false, ...allStages(501, 601, 801) } });
    if (!d.ok) return;
    const off = { ...on, ...d.fleetPatch } as FleetEntry;
    expect(shownFleetPrices({ order: order(), entry: off }).prices).toEqual(allStages(501, 601, 801));
    // Under the order's Allow Fuel Price Adjustment the entry's prices count: they are the order's too.
    expect(shownFleetPrices({ order: order({ fuelPriceOverridden: true }), entry: off }).prices).toEqual(
      allStages(501, 601, 801),
    );
  });
});

describe('fuel price fields', () => {
  it('names the price fields of a fuel type', () => {
    expect(orderPriceField('ls', 'TYPE3')).toBe('lsFuelPriceType3');
    expect(supplyPriceField('hs', 'TYPE0')).toBe('hsfoFuelPriceType0');
    expect(supplyPriceField('mgo', 'TYPE4')).toBe('mgoFuelPriceType4');
    expect(orderPrices(order(), 'TYPE2')).toEqual({ hs: 502, ls: 602, mgo: 802 });
  });

  it('reads the vessel’s fuel type from its snapshot (object or JSON text), TYPE0 otherwise', () => {
    expect(vesselFuelType(entry())).toBe('TYPE1');
    expect(vesselFuelType({ vesselSnapshot: JSON.stringify({ fuelType: 'TYPE2' }) })).toBe('TYPE2');
    expect(vesselFuelType({ vesselSnapshot: { fuelType: 'NUCLEAR' } })).toBe('TYPE0');
    expect(vesselFuelType({ vesselSnapshot: null })).toBe('TYPE0');
    expect(vesselFuelType(null)).toBe('TYPE0');
  });
});
