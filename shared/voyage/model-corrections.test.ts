import { describe, expect, it } from 'vitest';
import { CALC_WARNING_TEXT } from '../validation/calc-warnings.js';
import { calculateFleet } from './calculate-fleet.js';
import { grades, makeEntry, makeInput, makeOrder, makeRow, makeVessel, speedTable } from './fixtures/builders.js';
import type { VesselResult } from './result-types.js';
import type { FleetEntryInput, OperationRow } from './types.js';

const DAY = 86_400_000;
const total = (g: { hs: number; ls: number; mgo: number }) => g.hs + g.ls + g.mgo;
const rowOf = (r: VesselResult, i: number) => r.portToPortOperationResultMap[String(i)]!;
const run = (rows: OperationRow[], fleet: FleetEntryInput[], order = makeOrder()) =>
  calculateFleet({ input: makeInput({ rows, fleet, order }) }).results;

// One grade only (HS), so tonnes are easy to follow by hand.
const hsOnly = makeVessel({
  ballast: speedTable(12, 24, 0, 0),
  laden: speedTable(12, 26, 0, 0),
  idle: grades(3, 0, 0),
  loading: grades(5, 0, 0),
  discharging: grades(5, 0, 0),
});

describe('Port Stay excludes laycan waiting (voyage-model section 4)', () => {
  const rows = [
    makeRow({ id: 'c', operation: 'Commence' }),
    makeRow({ id: 'l', operation: 'Loading', distNormal: 1000, cargoQty: 50_000, rate: 10_000, factor: 1 }),
    makeRow({ id: 'd', operation: 'Discharging', distNormal: 2000, rate: 10_000, lbmarker: 'laden', factor: 1 }),
  ];
  const order = makeOrder({ laycanStartDate: '2027-01-10T00:00:00.000Z', laycanEndDate: '2027-01-20T00:00:00.000Z' });
  const [r] = run(rows, [makeEntry({ id: 'a', vessel: hsOnly })], order);

  it('reports waiting beside port stay, and both in the voyage duration', () => {
    const eta = Date.parse(r!.eta!);
    const waiting = (Date.parse('2027-01-10T00:00:00.000Z') - eta) / DAY;
    expect(waiting).toBeGreaterThan(1);
    expect(r!.details.waiting).toBeCloseTo(waiting, 9);
    // 5 days loading + 5 days discharging, nothing else in port.
    expect(r!.details.portStay).toBeCloseTo(10, 9);
    expect(r!.details.portStay).toBeCloseTo(rowOf(r!, 1).portDays + rowOf(r!, 2).portDays, 9);
    const sea = rowOf(r!, 1).seaDays + rowOf(r!, 2).seaDays;
    expect(r!.details.voyDuration).toBeCloseTo(sea + 10 + waiting, 9);
  });

  it('is 0 waiting when the vessel arrives inside the laycan', () => {
    const [late] = run(rows, [makeEntry({ id: 'b', vessel: hsOnly, dateOpening: '2027-01-12T00:00:00.000Z' })], order);
    expect(late!.details.waiting).toBe(0);
    expect(late!.details.portStay).toBeCloseTo(10, 9);
  });
});

describe('a Bunkering supply is received on departure from its row (voyage-model section 11)', () => {
  // BOD 10 t HS at $500; the Bunkering row's 2-day stay burns 6 t idle; then 100 t at $700 arrive.
  const rows = [
    makeRow({ id: 'c', operation: 'Commence' }),
    makeRow({ id: 'b', operation: 'Bunkering', turnTime: 2, supply: grades(100), supplyPrice: grades(700) }),
    makeRow({ id: 'l', operation: 'Loading', cargoQty: 10_000, rate: 10_000, factor: 1 }),
    makeRow({ id: 'd', operation: 'Discharging', rate: 10_000, lbmarker: 'laden', factor: 1 }),
  ];
  const entry = makeEntry({
    id: 'a',
    vessel: hsOnly,
    bnkDel: grades(10),
    bunkerPriceOverridden: true,
    bnkPriceDelivery: grades(500),
    bnkPriceRedelivery: grades(600),
    bnkPriceSettlement: grades(650),
  });

  it('the row’s own stay draws on the fuel already on board (LIFO keeps 4 t of the delivery layer)', () => {
    const [r] = run(rows, [entry], makeOrder({ fuelCalculationMethod: 'LIFO' }));
    expect(rowOf(r!, 1).bunkersOnArrival.hs).toBeCloseTo(10, 9);
    expect(rowOf(r!, 1).bunkersOnDeparture.hs).toBeCloseTo(104, 9);
    const used = r!.details.hsQty; // 6 t at the Bunkering row, 5 t loading, 5 t discharging
    expect(used).toBeCloseTo(16, 9);
    const bor = 110 - used;
    // LIFO: after the stay 4 t of the delivery layer remain at the bottom, under the supply.
    const borCost = 4 * 500 + (bor - 4) * 700;
    expect(r!.details.fuelSettleProfit).toBeCloseTo(bor * 600 - borCost, 6);
  });

  it('moves no P&L figure between methods', () => {
    const [lifo] = run(rows, [entry], makeOrder({ fuelCalculationMethod: 'LIFO' }));
    const [fifo] = run(rows, [entry], makeOrder({ fuelCalculationMethod: 'FIFO' }));
    expect(lifo!.profitNet).toBeCloseTo(fifo!.profitNet, 6);
  });
});

describe('bunkers on board never below the fuel needed ahead (voyage-model section 9)', () => {
  const rows = [
    makeRow({ id: 'c', operation: 'Commence' }),
    makeRow({ id: 'l', operation: 'Loading', distNormal: 300, cargoQty: 40_000, rate: 10_000, factor: 1 }),
    makeRow({ id: 'd', operation: 'Discharging', distNormal: 3000, rate: 10_000, lbmarker: 'laden', factor: 1 }),
  ];
  const need = (r: VesselResult) => total(rowOf(r, 2).seaFuel) + total(rowOf(r, 2).portFuel);

  it('takes the need when the inventory is short, and an alert names the shortfall', () => {
    const [short] = run(rows, [makeEntry({ id: 's', vessel: hsOnly, bnkDel: grades(50) })]);
    const stock = 50 - total(rowOf(short!, 1).seaFuel) - total(rowOf(short!, 1).portFuel);
    const b = short!.explain.loadability.bunkersOnBoardDeparture;
    expect(b).toBeCloseTo(need(short!), 9);
    expect(b).toBeGreaterThan(stock);
    const text = CALC_WARNING_TEXT.bunkersShort('Loading', '', b - Math.max(0, stock), 'the end of the voyage');
    expect(short!.warnings).toContainEqual(expect.objectContaining({ level: 'alert', message: text }));
  });

  it('keeps the inventory when it covers the need, without an alert', () => {
    const [full] = run(rows, [makeEntry({ id: 'f', vessel: hsOnly, bnkDel: grades(2000) })]);
    const stock = 2000 - total(rowOf(full!, 1).seaFuel) - total(rowOf(full!, 1).portFuel);
    expect(full!.explain.loadability.bunkersOnBoardDeparture).toBeCloseTo(stock, 9);
    expect(full!.warnings.some((w) => w.message.includes('short of the fuel needed'))).toBe(false);
  });

  it('needs only the fuel to the next Bunkering row (its stay included)', () => {
    const withBunkering = [
      ...rows.slice(0, 2),
      makeRow({ id: 'b', operation: 'Bunkering', port: 'PORT LOUIS', distNormal: 1000, lbmarker: 'laden' }),
      { ...rows[2]!, distNormal: 2000 },
    ];
    withBunkering[2] = { ...withBunkering[2]!, turnTime: 1, supply: grades(500), supplyPrice: grades(600) };
    const [r] = run(withBunkering, [makeEntry({ id: 'k', vessel: hsOnly, bnkDel: grades(20) })]);
    const upTo = total(rowOf(r!, 2).seaFuel) + total(rowOf(r!, 2).portFuel);
    expect(r!.explain.loadability.bunkersOnBoardDeparture).toBeCloseTo(upTo, 9);
    expect(r!.warnings.map((w) => w.message).join('\n')).toContain('the Bunkering row at PORT LOUIS');
  });
});

describe('a missed laycan (voyage-model section 5)', () => {
  const rows = [
    makeRow({ id: 'c', operation: 'Commence' }),
    makeRow({ id: 'l', operation: 'Loading', distNormal: 2880, cargoQty: 40_000, rate: 10_000 }),
    makeRow({ id: 'd', operation: 'Discharging', distNormal: 1000, rate: 10_000, lbmarker: 'laden' }),
  ];
  const order = makeOrder({ laycanStartDate: '2027-01-01T00:00:00.000Z', laycanEndDate: '2027-01-05T00:00:00.000Z' });

  it('is flagged and listed in the warnings, with the figures still computed', () => {
    const [late] = run(rows, [makeEntry({ id: 'x', vessel: hsOnly, dateOpening: '2027-01-03T00:00:00.000Z' })], order);
    expect(late!.canMakeLaycan).toBe(false);
    const days = (Date.parse(late!.eta!) - Date.parse('2027-01-05T00:00:00.000Z')) / DAY;
    expect(late!.warnings).toContainEqual(
      expect.objectContaining({ level: 'alert', message: CALC_WARNING_TEXT.laycanMissed(days) }),
    );
    expect(Number.isFinite(late!.tcEq)).toBe(true);
  });

  it('says nothing when the vessel arrives by the laycan end', () => {
    const [ok] = run(rows, [makeEntry({ id: 'y', vessel: hsOnly, dateOpening: '2026-12-20T00:00:00.000Z' })], order);
    expect(ok!.canMakeLaycan).toBe(true);
    expect(ok!.warnings.some((w) => w.message.startsWith('Cannot make laycan'))).toBe(false);
  });
});

describe('an unroutable ballast leg (voyage-model section 1)', () => {
  const rows = (distNormal: number) => [
    makeRow({ id: 'c', operation: 'Commence' }),
    makeRow({ id: 'l', operation: 'Loading', distNormal, cargoQty: 40_000, rate: 10_000 }),
    makeRow({ id: 'd', operation: 'Discharging', distNormal: 1000, rate: 10_000, lbmarker: 'laden' }),
  ];
  const leg = { port: 'ATLANTIS', end: 'open', code: 'OFF_NETWORK', reason: 'ATLANTIS is on land' } as const;

  it('uses the order’s first-row distances, says so in the result and warns, naming the port and the reason', () => {
    const [r] = run(rows(700), [makeEntry({ id: 'u', vessel: hsOnly, ballastLegUnrouted: leg })]);
    expect(r!.ballastLegSource).toBe('order');
    expect(rowOf(r!, 1).distNormal).toBe(700);
    expect(r!.ballastLegUnrouted).toEqual({ ...leg, distNormal: 700, distEca: 0 });
    const warning = r!.warnings.find((w) => w.message.startsWith('Ballast leg'));
    expect(warning).toMatchObject({ level: 'alert', message: CALC_WARNING_TEXT.ballastUnrouted(leg, 700) });
    expect(warning!.message).toContain('ATLANTIS');
    expect(warning!.message).toContain('OFF_NETWORK');
    expect(warning!.message).toContain('700 nm is used');
  });

  it('is an error when the first row gives no distance: the figures leave the ballast leg out', () => {
    const [r] = run(rows(0), [makeEntry({ id: 'u', vessel: hsOnly, ballastLegUnrouted: { ...leg, end: 'first' } })]);
    expect(r!.ballastLegUnrouted).toMatchObject({ end: 'first', distNormal: 0, distEca: 0 });
    const warning = r!.warnings.find((w) => w.message.startsWith('Ballast leg to ATLANTIS'));
    expect(warning).toMatchObject({
      level: 'error',
      message: CALC_WARNING_TEXT.ballastUnrouted({ ...leg, end: 'first' }, 0),
    });
  });

  it('is null, with no warning, when the leg was routed or given', () => {
    const [r] = run(rows(700), [makeEntry({ id: 'g', vessel: hsOnly, ballastDistNormal: 650, ballastDistEca: 0 })]);
    expect(r!.ballastLegUnrouted).toBeNull();
    expect(r!.warnings.some((w) => w.message.startsWith('Ballast leg'))).toBe(false);
  });
});
