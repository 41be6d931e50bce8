import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asRestPayload } from '../../../tests/fixtures/estimate-formats.js';
import { benchEstimate, capesizeTubaraoQingdao, supramaxIndonesiaIndia } from '../../../tests/fixtures/estimates.js';
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
    const values = fc.constantFrom<unknown>(
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
    );
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
          const p = make();
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
});
