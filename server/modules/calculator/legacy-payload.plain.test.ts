import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asRestPayload } from '../../../tests/fixtures/estimate-formats.js';
import { benchEstimate, capesizeTubaraoQingdao, supramaxIndonesiaIndia } from '../../../tests/fixtures/estimates.js';
import { readDate } from '../../../shared/validation/boundary.js';
import { isoUtc } from './legacy-payload.compiled.js';
import { readPayloadPlain } from './legacy-payload.plain.js';
import { legacyPayloadSchema } from './legacy-payload.schema.js';

type Json = Record<string, any>;

/** The fast path answers exactly what the schema answers (values and field order), and nothing the schema refuses. */
function expectSameAnswer(payload: unknown): 'read' | 'refused' {
  const zod = legacyPayloadSchema.safeParse(payload);
  const plain = readPayloadPlain(payload);
  if (!zod.success) {
    expect(plain).toBeUndefined();
    return 'refused';
  }
  expect(plain).toBeDefined();
  expect(plain).toStrictEqual(zod.data);
  // Same fields in the same order, at every level (JSON keeps the order; toStrictEqual does not check it).
  expect(JSON.stringify(plain)).toBe(JSON.stringify(zod.data));
  return 'read';
}

/** Values a legacy client may send anywhere, and the edges of every inline check. */
const AWKWARD: unknown[] = [
  null,
  '',
  '  ',
  'abc',
  '12',
  ' 1e3 ',
  '0x10',
  '1e400',
  -1,
  0,
  7.5,
  Number.NaN,
  true,
  false,
  'Yes',
  'no',
  {},
  [],
  '[]',
  '{}',
  '2027-01-05',
  '2027-02-30',
  1_800_000_000_000,
  'AUTO',
  'MOLOO',
  'Loading',
  'laden',
  // Where the compiled reader takes a value as it is (legacy-payload.compiled.ts): each bound, blank and
  // padded text, case, a suffix, NUL, dates as toISOString writes them.
  -0,
  -1e-9,
  1e-9,
  0.05,
  99.99,
  100,
  500,
  1e9,
  1e13,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -91,
  -90,
  180.5,
  ' abc ',
  'a\u0000b',
  'loading',
  ' Loading ',
  'T-x',
  'TYPE4',
  'type2',
  'Single Freight',
  '2027-03-02T00:00:00.000Z',
  '2027-02-29T00:00:00.000Z',
  '2201-01-01T00:00:00.000Z',
  '2027-03-02T00:00:00Z',
];

const FIXTURES: [string, () => Json][] = [
  ['supramax', () => supramaxIndonesiaIndia() as Json],
  ['capesize', () => capesizeTubaraoQingdao() as Json],
  ['bench (5 vessels)', () => benchEstimate(5) as Json],
  ['supramax as REST sends it (vessel as JSON text)', () => asRestPayload(supramaxIndonesiaIndia())],
  ['capesize as REST sends it', () => asRestPayload(capesizeTubaraoQingdao())],
];

describe('readPayloadPlain (the payload reader fast path)', () => {
  it.each(FIXTURES)('reads %s exactly as the schema does', (_, make) => {
    expect(expectSameAnswer(make())).toBe('read');
  });

  it('reads aliases, blanks, numeric text and flags in words as the schema does', () => {
    const p: Json = asRestPayload(supramaxIndonesiaIndia());
    const e = p.fleetList[0];
    e.dateOpen = e.dateOpening;
    delete e.dateOpening;
    e.extra_Exp = '1500';
    e.constan = ' 250 ';
    e.isReferenceVessel = 'Yes';
    p.cargoList[0].distanceNormal = '1200.5';
    p.clientQuery.lumpsum = '';
    expect(expectSameAnswer(p)).toBe('read');
  });

  it('gives up, and the schema refuses, on a wrong value, an unknown field or a wrong shape', () => {
    const cases: ((p: Json) => void)[] = [
      (p) => (p.fleetList[0].hirePerDay = '-5'),
      (p) => (p.fleetList[0].bunkersOnBoardAtSailing = 10),
      (p) => (p.fleetList[0].vessel = '{not json'),
      (p) => (p.cargoList = {}),
      (p) => (p.clientQuery.laycanStartDate = '2027-02-30'),
      (p) => (p.clientQuery.qtyMode = 'SOMETIMES'),
      (p) => delete p.fleetList[0].vessel,
    ];
    for (const mutate of cases) {
      const p = JSON.parse(JSON.stringify(supramaxIndonesiaIndia())) as Json;
      mutate(p);
      expect(expectSameAnswer(p)).toBe('refused');
    }
    expect(expectSameAnswer(null)).toBe('refused');
    expect(expectSameAnswer([])).toBe('refused');
  });

  it('answers as the schema does for any field set to any awkward value (property)', () => {
    const values = fc.constantFrom<unknown>(...AWKWARD);
    const records = (p: Json): Json[] => [
      p.clientQuery,
      ...p.cargoList,
      ...p.fleetList,
      ...p.fleetList.map((e: Json) => e.vessel).filter((v: unknown) => typeof v === 'object' && v !== null),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...FIXTURES.map(([, make]) => make)),
        fc.array(fc.tuple(fc.nat(), fc.nat(), values), { minLength: 1, maxLength: 3 }),
        (make, edits) => {
          // A copy: the fixtures share their vessel records, which later tests read.
          const p = structuredClone(make());
          for (const [r, k, v] of edits) {
            const all = records(p);
            const record = all[r % all.length] as Json;
            const keys = [...Object.keys(record), 'constants', 'dateOpen', 'cargoId', 'nonsenseField'];
            record[keys[k % keys.length] as string] = v;
          }
          expectSameAnswer(p);
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);

  it('answers as the schema does for every name of one record of each table set to each awkward value', () => {
    const base = structuredClone(supramaxIndonesiaIndia()) as Json;
    expect(expectSameAnswer(base)).toBe('read');
    const pick: ((p: Json) => Json)[] = [
      (p) => p.clientQuery,
      (p) => p.cargoList[1],
      (p) => p.fleetList[0],
      (p) => p.fleetList[0].vessel,
    ];
    for (const at of pick) {
      const keys = [...Object.keys(at(base)), 'constants', 'dateOpen', 'cargoId', 'extra_Exp', 'lat', 'lng'];
      for (const key of keys)
        for (const v of AWKWARD) {
          const p = structuredClone(base);
          at(p)[key] = v;
          expectSameAnswer(p);
        }
    }
  }, 60_000);

  it('counts names only where the count is exact: undefined values, other prototypes, extensions', () => {
    const cases: ((p: Json) => void)[] = [
      (p) => (p.fleetList[0].vessel.vesselDwt = undefined),
      (p) => (p.fleetList[0].vessel = { ...p.fleetList[0].vessel, vesselDwt: undefined, nonsenseField: 1 }),
      (p) => (p.fleetList[0].vessel = Object.assign(Object.create(null), p.fleetList[0].vessel)),
      (p) => (p.fleetList[0].vessel = Object.assign(Object.create(null), p.fleetList[0].vessel, { nonsense: 1 })),
      // A name the prototype carries is read (as zod reads it) but is not a key of the record.
      (p) => {
        const { vesselDwt, ...rest } = p.fleetList[0].vessel;
        p.fleetList[0].vessel = Object.assign(Object.create({ vesselDwt }), rest, { nonsenseField: 2 });
      },
      (p) => {
        const { vesselDwt, ...rest } = p.fleetList[0].vessel;
        p.fleetList[0].vessel = Object.assign(Object.create({ vesselDwt }), rest);
      },
      (p) => Object.assign(p.fleetList[0].vessel, { vesselIMO: '9123456', vesselFlag: 'PA', createdAt: null }),
      (p) => Object.assign(p.fleetList[0], { remark: 'x', dwt: 55_000, constan: 300, constants: undefined }),
      (p) => Object.assign(p.clientQuery, { routeChoice: { a: 1 }, message: undefined }),
    ];
    for (const mutate of cases) {
      const p = structuredClone(supramaxIndonesiaIndia()) as Json;
      p.fleetList[0].vessel = { ...p.fleetList[0].vessel };
      mutate(p);
      expectSameAnswer(p);
    }
  });

  it('takes a date as it is only where readDate reads it as that instant (property)', () => {
    const agrees = (s: string) => {
      const read = readDate(s);
      expect(isoUtc(s)).toBe(read !== undefined && read.toISOString() === s);
    };
    fc.assert(
      fc.property(fc.date({ min: new Date(-1e14), max: new Date(1e14), noInvalidDate: true }), (d) => {
        const s = d.toISOString();
        agrees(s);
        agrees(s.replace('Z', '+00:00'));
        agrees(s.slice(0, 23));
      }),
      { numRuns: 500 },
    );
    for (const s of [
      '2027-02-29T00:00:00.000Z',
      '2028-02-29T00:00:00.000Z',
      '2100-02-29T00:00:00.000Z',
      '2000-02-29T12:00:00.000Z',
      '2027-04-31T00:00:00.000Z',
      '2027-13-01T00:00:00.000Z',
      '2027-01-01T24:00:00.000Z',
      '2027-01-01T23:60:00.000Z',
      '2027-01-01T23:59:60.000Z',
      '1949-12-31T23:59:59.999Z',
      '1950-01-01T00:00:00.000Z',
      '2200-12-31T23:59:59.999Z',
      '2201-01-01T00:00:00.000Z',
      '2027-01-0aT00:00:00.000Z',
      '2027-01-01t00:00:00.000z',
      ' 2027-01-01T00:00:00.000Z',
      '2027-01-01T00:00:00.00+Z',
    ])
      agrees(s);
  });
});
