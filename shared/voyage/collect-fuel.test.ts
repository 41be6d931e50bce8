import { describe, expect, it } from 'vitest';
import { bunkerEvents } from './collect-fuel.js';
import { grades, makeEntry, makeOrder, makeRow, makeVessel } from './fixtures/builders.js';
import { resolveOptions } from './options.js';
import { orderClock } from './order-clock.js';
import { seaLegsFor } from './sea-legs-for.js';
import { simulateVoyage } from './simulate-voyage.js';

describe('bunkerEvents', () => {
  const rows = [
    makeRow({ id: 'c', operation: 'Commence' }),
    makeRow({ id: 'l', operation: 'Loading', distNormal: 600, cargoQty: 50_000, rate: 10_000 }),
    makeRow({
      id: 'b',
      operation: 'Bunkering',
      distNormal: 400,
      supply: grades(500, 50, 20),
      supplyPrice: grades(1, 1, 1),
      supplyPriceByType: { TYPE0: grades(560, 640, 780), TYPE1: grades(470, 640, 780) },
    }),
    makeRow({ id: 'd', operation: 'Discharging', distNormal: 900, rate: 10_000 }),
  ];
  const timelineFor = (fuelType: 'TYPE0' | 'TYPE1' | 'TYPE2') => {
    const vessel = makeVessel({ fuelType });
    const position = makeEntry({ id: 'x' });
    const legs = seaLegsFor({ rows, vessel, scrubber: false, position });
    return simulateVoyage({
      order: makeOrder(),
      rows,
      vessel,
      scrubber: false,
      position,
      cargoTx: [0, 50_000, 0, 50_000],
      legs,
      clock: orderClock(makeOrder()),
      options: resolveOptions(),
    });
  };

  it("prices a supply with the price set of the vessel's fuel type, else the row's default", () => {
    const supplyOf = (fuelType: 'TYPE0' | 'TYPE1' | 'TYPE2') =>
      bunkerEvents(timelineFor(fuelType), fuelType).find((e) => e.kind === 'supply');
    expect(supplyOf('TYPE0')).toMatchObject({ prices: { hs: 560 } });
    expect(supplyOf('TYPE1')).toMatchObject({ prices: { hs: 470 } });
    expect(supplyOf('TYPE2')).toMatchObject({ prices: { hs: 1 } });
  });

  it('orders events in time: sea leg, supply on arrival, then the port stay', () => {
    const kinds = bunkerEvents(timelineFor('TYPE0'), 'TYPE0').map((e) => e.kind);
    // Loading: sea, port; Bunkering: sea, then the supply (its port stay is empty); Discharging: sea, port.
    expect(kinds).toEqual(['consume', 'consume', 'consume', 'supply', 'consume', 'consume']);
  });
});
