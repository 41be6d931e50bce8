import { describe, expect, it } from 'vitest';
import type { CalcOrder } from '../state/types';
import {
  addPendingPrice,
  BUNKER_MSG,
  changeMethod,
  fuelPriceCalls,
  orderPriceField,
  orderPrices,
  supplyPriceField,
  syncsFleetPrices,
  toggleOverride,
  vesselFuelType,
} from './bunker-rules';
import { CALC_MSG } from './calculator-messages';

function order(patch: Partial<CalcOrder> = {}): CalcOrder {
  const prices: Record<string, number> = {};
  for (const g of ['hs', 'ls', 'mgo']) {
    for (let t = 0; t < 5; t++) prices[`${g}FuelPriceType${t}`] = (g === 'hs' ? 500 : g === 'ls' ? 600 : 800) + t;
  }
  return { fuelCalculationMethod: 'DEFAULT', fuelType: 'TYPE0', ...prices, ...patch } as unknown as CalcOrder;
}

const scrubberVessel = { vesselSnapshot: { vesselName: 'A', fuelType: 'TYPE1' } };

describe('the fuel calculation method', () => {
  it('LIFO, FIFO and AVERAGE need the override on; DEFAULT is always allowed', () => {
    expect(changeMethod('FIFO', false)).toEqual({ ok: false, message: BUNKER_MSG.overrideFirst });
    expect(changeMethod('FIFO', true)).toEqual({ ok: true, orderPatch: { fuelCalculationMethod: 'FIFO' } });
    expect(changeMethod('DEFAULT', false)).toEqual({ ok: true, orderPatch: { fuelCalculationMethod: 'DEFAULT' } });
    for (const m of ['LIFO', 'AVERAGE'] as const) expect(changeMethod(m, false).ok).toBe(false);
  });
});

describe('the Override toggle', () => {
  it('turning it on sets bunkerPriceOverridden and nothing else', () => {
    expect(toggleOverride({ on: true, order: order(), entry: scrubberVessel })).toEqual({
      ok: true,
      fleetPatch: { bunkerPriceOverridden: true },
      orderPatch: null,
    });
  });

  it('turning it off while the method is not DEFAULT is refused with the spec’s message', () => {
    const d = toggleOverride({ on: false, order: order({ fuelCalculationMethod: 'FIFO' }), entry: scrubberVessel });
    expect(d).toEqual({ ok: false, message: CALC_MSG.changeFuelMethod });
    expect(CALC_MSG.changeFuelMethod).toBe('Please change fuel calculation method');
  });

  it('turning it off (DEFAULT) resets delivery, redelivery and settlement from the order for the vessel’s fuel type', () => {
    const d = toggleOverride({ on: false, order: order(), entry: scrubberVessel });
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.orderPatch).toBeNull();
    expect(d.fleetPatch).toEqual({
      bunkerPriceOverridden: false,
      bnkPriceDeliveryhs: 501,
      bnkPriceDeliveryls: 601,
      bnkPriceDeliverymgo: 801,
      bnkPriceRedeliveryhs: 501,
      bnkPriceRedeliveryls: 601,
      bnkPriceRedeliverymgo: 801,
      bnkPriceSettlemenths: 501,
      bnkPriceSettlementls: 601,
      bnkPriceSettlementmgo: 801,
    });
  });
});

describe('fuel price fields and the DEFAULT-mode sync', () => {
  it('names the price fields of a fuel type', () => {
    expect(orderPriceField('ls', 'TYPE3')).toBe('lsFuelPriceType3');
    expect(supplyPriceField('hs', 'TYPE0')).toBe('hsfoFuelPriceType0');
    expect(supplyPriceField('mgo', 'TYPE4')).toBe('mgoFuelPriceType4');
    expect(orderPrices(order(), 'TYPE2')).toEqual({ hs: 502, ls: 602, mgo: 802 });
  });

  it('reads the vessel’s fuel type from its snapshot (object or JSON text), TYPE0 otherwise', () => {
    expect(vesselFuelType(scrubberVessel)).toBe('TYPE1');
    expect(vesselFuelType({ vesselSnapshot: JSON.stringify({ fuelType: 'TYPE2' }) })).toBe('TYPE2');
    expect(vesselFuelType({ vesselSnapshot: { fuelType: 'NUCLEAR' } })).toBe('TYPE0');
    expect(vesselFuelType({ vesselSnapshot: null })).toBe('TYPE0');
    expect(vesselFuelType(null)).toBe('TYPE0');
  });

  it('copies order prices to the fleet only in DEFAULT mode without override', () => {
    expect(syncsFleetPrices({ fuelCalculationMethod: 'DEFAULT' }, false)).toBe(true);
    expect(syncsFleetPrices({ fuelCalculationMethod: 'DEFAULT' }, true)).toBe(false);
    expect(syncsFleetPrices({ fuelCalculationMethod: 'FIFO' }, false)).toBe(false);
  });

  it('collects the edits of a pause into one call per fuel type, the last price of a grade winning', () => {
    let p = addPendingPrice({}, 'TYPE0', 'hs', 510);
    p = addPendingPrice(p, 'TYPE0', 'hs', 515);
    p = addPendingPrice(p, 'TYPE0', 'mgo', 790);
    p = addPendingPrice(p, 'TYPE1', 'ls', 610);
    expect(fuelPriceCalls(p)).toEqual([
      { fuelType: 'TYPE0', prices: { hs: 515, mgo: 790 } },
      { fuelType: 'TYPE1', prices: { ls: 610 } },
    ]);
    expect(fuelPriceCalls({})).toEqual([]);
  });
});
