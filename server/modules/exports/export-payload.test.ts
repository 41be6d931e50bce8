import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { asGraphqlInput, asRestPayload } from '../../../tests/fixtures/estimate-formats.js';
import { capesizeTubaraoQingdao, supramaxIndonesiaIndia } from '../../../tests/fixtures/estimates.js';
import { CONTRACT_ENUMS } from '../calculator/calculator.inputs.js';
import { normaliseLegacyPayload } from '../calculator/legacy-payload.js';
import { readExportPayload } from './export-payload.js';

describe("the export's payload reader", () => {
  it.each([
    ['supramax', supramaxIndonesiaIndia],
    ['capesize', capesizeTubaraoQingdao],
  ])('reads the calculate mutation input as the REST reader reads the legacy payload (%s)', (_n, estimate) => {
    const legacy = normaliseLegacyPayload(estimate());
    const fromGraphql = readExportPayload(asGraphqlInput(estimate()));
    expect(fromGraphql.input).toEqual(legacy.input);
    expect(fromGraphql.input.order.freightMode).toBe('Single Freight');
    expect(readExportPayload(asRestPayload(estimate())).input).toEqual(
      normaliseLegacyPayload(asRestPayload(estimate())).input,
    );
  });

  it('refuses what the reader refuses, naming the field', () => {
    const input = asGraphqlInput(supramaxIndonesiaIndia()) as { clientQuery: Record<string, unknown> };
    input.clientQuery.freightMode = 'BY_THE_DAY';
    expect(() => readExportPayload(input)).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'clientQuery.freightMode' }),
    );
  });

  it('never takes an enum name for another member: a name that is also a value is its own member', () => {
    for (const [name, members] of Object.entries(CONTRACT_ENUMS)) {
      const m = members as Record<string, string>;
      for (const key of Object.keys(m)) {
        const other = Object.keys(m).find((k) => k !== key && m[k]!.toLowerCase() === key.toLowerCase());
        expect(other, `${name}.${key}`).toBeUndefined();
      }
    }
  });
});
