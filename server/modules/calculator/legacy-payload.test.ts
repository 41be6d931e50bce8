import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asRestPayload } from '../../../tests/fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia, VESSELS, type EstimatePayload } from '../../../tests/fixtures/estimates.js';
import { AppError } from '../../errors/app-error.js';
import { formatPath } from './legacy-fields.js';
import { normaliseLegacyPayload } from './legacy-payload.js';

type Json = Record<string, any>;
const base = (): EstimatePayload => supramaxIndonesiaIndia();

/** The BAD_USER_INPUT a payload produces (fails the test when it is accepted). */
function refusal(payload: unknown): { field: string | undefined; message: string } {
  try {
    normaliseLegacyPayload(payload);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    expect(e.code).toBe('BAD_USER_INPUT');
    return { field: e.field, message: e.message };
  }
  throw new Error('payload was accepted');
}

function edit(mutate: (p: Json) => void): Json {
  const p = JSON.parse(JSON.stringify(base())) as Json;
  mutate(p);
  return p;
}

describe('normaliseLegacyPayload: conversions and defaults', () => {
  it('reads numeric strings, JSON-string vessels and split hire exactly like numbers and objects', () => {
    const typed = normaliseLegacyPayload(base());
    const legacy = normaliseLegacyPayload(asRestPayload(base()));
    expect(legacy.input).toEqual(typed.input);
  });

  it('turns legacy numeric ids into strings and keeps fleet order', () => {
    const { input } = normaliseLegacyPayload(base());
    expect(input.fleet.map((e) => e.id)).toEqual(['501', '502', '503']);
    expect(input.rows.map((r) => r.id)).toEqual(['101', '102', '103']);
  });

  it('defaults missing fields: 0 for numbers, SHINC / factor 1, loadline S, sulfur Normal, DLOSP, TYPE0, scrubber Yes', () => {
    const { input } = normaliseLegacyPayload({
      clientQuery: { laycanStartDate: '2027-03-10', laycanEndDate: '2027-03-15' },
      cargoList: [
        { id: 1, operation: 'Commence' },
        { id: 2, operation: 'Loading', cargoQty: 1000, rate: 500 },
      ],
      fleetList: [{ id: 7, vessel: { vesselDwt: 50_000 }, dateOpening: '2027-03-01' }],
    });
    const load = input.rows[1]!;
    expect(load).toMatchObject({
      terms: 'SHINC',
      factor: 1,
      loadline: 'S',
      sulfur: 'Normal',
      turnTime: 0,
      portExp: 0,
      dwf: 0,
      distNormal: 0,
      supply: { hs: 0, ls: 0, mgo: 0 },
    });
    expect(input.order).toMatchObject({
      freightMode: 'Single Freight',
      qtyMode: 'MOLOO',
      deliveryTerms: 'DLOSP',
      fuelCalculationMethod: 'DEFAULT',
      cve: 0,
      tcAdcom: 0,
      etsInPnl: false,
    });
    expect(input.order.laycanStartDate).toBe('2027-03-10T00:00:00.000Z');
    const entry = input.fleet[0]!;
    expect(entry).toMatchObject({
      id: '7',
      hirePerDay: 0,
      splitHire: [],
      constants: null,
      bod: null,
      ballastDistNormal: null,
      ballastDistEca: null,
      isReferenceVessel: false,
    });
    expect(entry.vessel).toMatchObject({
      fuelType: 'TYPE0',
      scrubber: true,
      constants: 0,
      freshWater: 0,
      ballastSelected: 0,
      ladenSelected: 0,
    });
  });

  it('takes the factor from the terms when none is given', () => {
    const { input } = normaliseLegacyPayload(
      edit((p) => Object.assign(p.cargoList[2], { terms: 'SHEX-48hrs', factor: null })),
    );
    expect(input.rows[2]!.factor).toBeCloseTo(1.4, 12);
  });

  it('orders rows by calculationFormat, unlisted rows after, Commence always first', () => {
    const p = edit((q) => {
      q.cargoList.push({ id: 104, operation: 'Passing', port: 'Pulau Weh', distNormal: 900 });
      q.clientQuery.calculationFormat = '102, 104,101';
    });
    const calc = normaliseLegacyPayload(p);
    expect(calc.input.rows.map((r) => r.id)).toEqual(['101', '102', '104', '103']);
    expect(calc.rowSource).toEqual([0, 1, 3, 2]);
    expect(calc.snapshot.cargoList.map((r) => r.id)).toEqual([101, 102, 104, 103]);
  });

  it('inserts a virtual Commence row when the list has none, and derives ballast/laden legs', () => {
    const calc = normaliseLegacyPayload(
      edit((p) => {
        p.cargoList = p.cargoList.slice(1).map((r: Json) => ({ ...r, lbmarker: undefined }));
        p.clientQuery.calculationFormat = '';
      }),
    );
    expect(calc.input.rows.map((r) => [r.operation, r.lbmarker])).toEqual([
      ['Commence', 'ballast'],
      ['Loading', 'ballast'],
      ['Discharging', 'laden'],
    ]);
    expect(calc.rowSource).toEqual([null, 0, 1]);
  });

  it("copies the order's price set for the vessel's fuel type into the bunker prices unless overridden", () => {
    const calc = normaliseLegacyPayload(edit((p) => (p.fleetList[2].bnkPriceSettlemenths = 999)));
    const [nonScrubber, scrubber, own] = calc.input.fleet;
    expect(nonScrubber!.bnkPriceSettlement).toEqual({ hs: 560, ls: 690, mgo: 760 });
    expect(scrubber!.bnkPriceDelivery).toEqual({ hs: 470, ls: 690, mgo: 760 });
    expect(own!.bnkPriceSettlement.hs).toBe(560);
    const overridden = normaliseLegacyPayload(
      edit((p) => Object.assign(p.fleetList[2], { bunkerPriceOverridden: true, bnkPriceSettlemenths: 999 })),
    );
    expect(overridden.input.fleet[2]!.bnkPriceSettlement).toEqual({ hs: 999, ls: 0, mgo: 0 });
  });

  it('reads margins and bunker supply from cargoExtraDetails by cargoId, prices for the order fuel type', () => {
    const calc = normaliseLegacyPayload(
      edit((p) => {
        p.cargoExtraDetails = [
          {
            id: 77,
            cargoId: '103',
            speedFactor: '5',
            bnkrFactor: 3,
            bunkerSuppliedHsfo: 500,
            hsfoFuelPriceType0: 555,
            hsfoFuelPriceType1: 444,
          },
        ];
      }),
    );
    expect(calc.input.rows[2]).toMatchObject({
      speedFactor: 5,
      bnkrFactor: 3,
      supply: { hs: 500, ls: 0, mgo: 0 },
      supplyPrice: { hs: 555, ls: 0, mgo: 0 },
    });
  });

  it('passes explicit ballast-leg distances and the cargo Tx override in manual mode', () => {
    const calc = normaliseLegacyPayload(
      edit((p) => {
        p.clientQuery.cargoTransactionMode = 'MANUAL';
        p.cargoList[2].cargoTxOverriddenValue = 'abc';
        p.fleetList[0].ballastDistEca = null;
      }),
    );
    expect(calc.input.fleet[0]).toMatchObject({ ballastDistNormal: 1050, ballastDistEca: 0 });
    expect(calc.input.rows[2]!.cargoTxOverriddenValue).toBeNaN();
    expect(normaliseLegacyPayload(base()).input.rows[2]!.cargoTxOverriddenValue).toBeNull();
  });

  it('picks the save target only with autoSave, a selected entry and a non-empty label', () => {
    const marked = (autoSave: boolean, label: string) =>
      normaliseLegacyPayload(
        edit(
          (p) =>
            Object.assign(p, { autoSave }) &&
            Object.assign(p.fleetList[1], { selectedForSave: true, saveLabel: label }),
        ),
      ).saveTarget;
    expect(marked(true, '  Galene Mar-27 ')).toEqual({ fleetId: '502', saveLabel: 'Galene Mar-27' });
    expect(marked(true, '   ')).toBeNull();
    expect(marked(false, 'Galene')).toBeNull();
  });

  it('accepts engine options and ignores the null ones', () => {
    const calc = normaliseLegacyPayload({
      ...base(),
      options: { portStay: 'factored-working-and-turn', cubicFill: '1', gbb: null },
    });
    expect(calc.options).toEqual({ portStay: 'factored-working-and-turn', cubicFill: 1 });
  });

  it('does not treat a zero load rate as an input error (the engine warns)', () => {
    expect(normaliseLegacyPayload(edit((p) => (p.cargoList[1].rate = 0))).input.rows[1]!.rate).toBe(0);
  });
});

describe('normaliseLegacyPayload: bad input names the field', () => {
  it.each<[string, (p: Json) => unknown, string, RegExp]>([
    ['negative rate', (p) => (p.cargoList[1].rate = -5), 'cargoList[1].rate', /cannot be negative/],
    ['non-numeric quantity', (p) => (p.cargoList[1].cargoQty = '50k'), 'cargoList[1].cargoQty', /must be a number/],
    ['negative distance', (p) => (p.cargoList[2].distNormal = -1), 'cargoList[2].distNormal', /cannot be negative/],
    [
      'negative vessel speed',
      (p) => (p.fleetList[2].vessel.vesselBalSpd1 = -12),
      'fleetList[2].vessel.vesselBalSpd1',
      /cannot be negative/,
    ],
    [
      'negative price',
      (p) => (p.clientQuery.hsFuelPriceType0 = '-560'),
      'clientQuery.hsFuelPriceType0',
      /cannot be negative/,
    ],
    ['negative hire', (p) => (p.fleetList[1].hirePerDay = -1), 'fleetList[1].hirePerDay', /cannot be negative/],
    ['tcAdcom of 100 %', (p) => (p.clientQuery.tcAdcom = 100), 'clientQuery.tcAdcom', /below 100/],
    [
      'malformed laycan date',
      (p) => (p.clientQuery.laycanStartDate = '31/02/2027'),
      'clientQuery.laycanStartDate',
      /ISO-8601/,
    ],
    [
      'a calendar date that does not exist',
      (p) => (p.fleetList[0].dateOpening = '2027-02-30'),
      'fleetList[0].dateOpening',
      /ISO-8601/,
    ],
    [
      'a date far in the future',
      (p) => (p.fleetList[0].dateOpening = '9999-12-31T00:00:00Z'),
      'fleetList[0].dateOpening',
      /between 1950 and 2200/,
    ],
    [
      'a sea leg beyond any voyage',
      (p) => (p.cargoList[2].distNormal = 1e12),
      'cargoList[2].distNormal',
      /at most 25000/,
    ],
    [
      'a speed that never arrives',
      (p) => (p.cargoList[2].speedNormal = 1e-9),
      'cargoList[2].speedNormal',
      /at least 1/,
    ],
    ['a load rate that never finishes', (p) => (p.cargoList[1].rate = '0.000001'), 'cargoList[1].rate', /at least 1/],
    [
      'an absurd manual cargo Tx',
      (p) => Object.assign(p.clientQuery, { cargoTransactionMode: 'MANUAL' }) && (p.cargoList[2].cargoTx = 1e300),
      'cargoList[2].cargoTx',
      /at most/,
    ],
    [
      'missing laycan date',
      (p) => delete p.clientQuery.laycanEndDate,
      'clientQuery.laycanEndDate',
      /Laycan end date is Required/,
    ],
    [
      'laycan end before start',
      (p) => (p.clientQuery.laycanEndDate = '2027-03-01'),
      'clientQuery.laycanEndDate',
      /before/,
    ],
    ['malformed open date', (p) => (p.fleetList[1].dateOpening = '2027-13-45'), 'fleetList[1].dateOpening', /ISO-8601/],
    ['missing open date', (p) => delete p.fleetList[0].dateOpening, 'fleetList[0].dateOpening', /required/],
    ['missing vessel record', (p) => delete p.fleetList[1].vessel, 'fleetList[1].vessel', /required/],
    [
      'vessel record not JSON',
      (p) => (p.fleetList[1].vessel = '{"vesselDwt": 5'),
      'fleetList[1].vessel',
      /not valid JSON/,
    ],
    ['empty fleet', (p) => (p.fleetList = []), 'fleetList', /at least one vessel/],
    ['fleet entry without id', (p) => delete p.fleetList[2].id, 'fleetList[2].id', /needs an id/],
    ['duplicate fleet id', (p) => (p.fleetList[2].id = '501'), 'fleetList[2].id', /already used/],
    [
      'two reference vessels',
      (p) => (p.fleetList[1].isReferenceVessel = true),
      'fleetList[1].isReferenceVessel',
      /only one/,
    ],
    ['no port operations', (p) => (p.cargoList = []), 'cargoList', /at least one/],
    [
      'unknown id in calculationFormat',
      (p) => (p.clientQuery.calculationFormat = '101,999,103'),
      'clientQuery.calculationFormat',
      /999/,
    ],
    ['unknown operation', (p) => (p.cargoList[1].operation = 'Lightering'), 'cargoList[1].operation', /must be one of/],
    ['missing operation', (p) => delete p.cargoList[1].operation, 'cargoList[1].operation', /required/],
    [
      'two Commence rows',
      (p) => (p.cargoList[2].operation = 'Commence'),
      'cargoList[2].operation',
      /only one Commence/,
    ],
    ['duplicate row id', (p) => (p.cargoList[2].id = 102), 'cargoList[2].id', /two port operations/],
    [
      'extra detail for an unknown row',
      (p) => (p.cargoExtraDetails = [{ cargoId: 42 }]),
      'cargoExtraDetails[0].cargoId',
      /not in cargoList/,
    ],
    [
      'split hire with a negative rate',
      (p) => (p.fleetList[2].splitHire[0].hireRate = -1),
      'fleetList[2].splitHire[0].hireRate',
      /cannot be negative/,
    ],
    [
      'a flag that is not a flag',
      (p) => (p.fleetList[0].isReferenceVessel = 'maybe'),
      'fleetList[0].isReferenceVessel',
      /true or false/,
    ],
    ['cargoList not a list', (p) => (p.cargoList = 'rows'), 'cargoList', /must be a list/],
    ['missing clientQuery', (p) => delete p.clientQuery, 'clientQuery', /is required/],
    [
      'an unknown engine option',
      (p) => (p.options = { speedy: true }),
      'options.speedy',
      /^options\.speedy is not a field of the calculation payload$/,
    ],
    [
      'a misspelled fleet field (issue #12: bunkersOnBoardAtSailing for bod)',
      (p) => (p.fleetList[0].bunkersOnBoardAtSailing = 800),
      'fleetList[0].bunkersOnBoardAtSailing',
      /^fleetList\[0\]\.bunkersOnBoardAtSailing is not a field of the calculation payload$/,
    ],
    [
      'an unknown field of the order',
      (p) => (p.clientQuery.freightRat = 12),
      'clientQuery.freightRat',
      /is not a field of the calculation payload/,
    ],
    [
      'an unknown field of the whole payload',
      (p) => (p.autosave = true),
      'autosave',
      /^autosave is not a field of the calculation payload$/,
    ],
    ['an engine option value', (p) => (p.options = { portStay: 'imos' }), 'options.portStay', /must be one of/],
    [
      'two vessels selected for saving',
      (p) => {
        p.autoSave = true;
        Object.assign(p.fleetList[0], { selectedForSave: true, saveLabel: 'A' });
        Object.assign(p.fleetList[1], { selectedForSave: true, saveLabel: 'B' });
      },
      'fleetList[1].selectedForSave',
      /only one vessel/,
    ],
  ])('%s', (_name, mutate, field, message) => {
    const r = refusal(edit(mutate));
    expect(r.field).toBe(field);
    expect(r.message).toMatch(message);
    expect(r.message).toContain(field);
  });

  it('refuses a body that is not an object', () => {
    expect(refusal(undefined).message).toBe('The request body is required');
    expect(refusal([1, 2]).message).toBe('The request body must be a JSON object');
  });
});

describe('number reading (property)', () => {
  it('a non-negative number and its decimal string give the same row', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.oneof(fc.constant(0), fc.double({ min: 1, max: 1e5, noNaN: true })),
        (qty, rate) => {
          const asNumbers = normaliseLegacyPayload(edit((p) => Object.assign(p.cargoList[1], { cargoQty: qty, rate })));
          const asStrings = normaliseLegacyPayload(
            edit((p) => Object.assign(p.cargoList[1], { cargoQty: String(qty), rate: ` ${rate} ` })),
          );
          expect(asStrings.input.rows[1]).toEqual(asNumbers.input.rows[1]);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('formats issue paths with brackets for indexes', () => {
    expect(formatPath(['fleetList', 2, 'vessel', 'vesselBalSpd1'])).toBe('fleetList[2].vessel.vesselBalSpd1');
    expect(formatPath([])).toBe('');
    expect(VESSELS.pearlDelta.vesselName).toBe('Pearl Delta Fortune');
  });
});
