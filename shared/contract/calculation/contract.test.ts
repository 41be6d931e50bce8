import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../voyage/options.js';
import { fieldNames, recordTables, type FieldSpec } from './index.js';

const tables = [...recordTables()];
const fieldsOf = (spec: FieldSpec) => (spec.kind === 'record' || spec.kind === 'list' ? [] : [spec]);

describe('calculation contract tables', () => {
  it.each(tables)('%s: every name (fields and aliases) is used once', (_type, { fields }) => {
    const names = fieldNames(fields);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(tables)('%s: defaults lie within their closed sets and ranges', (_type, { fields }) => {
    for (const spec of Object.values(fields).flatMap(fieldsOf)) {
      if (spec.kind === 'choice' && spec.default !== null) expect(spec.values).toContain(spec.default);
      if (spec.kind === 'number' && spec.default !== undefined) {
        expect(spec.default).toBeLessThanOrEqual(spec.range?.max ?? Infinity);
        expect(spec.default).toBeGreaterThanOrEqual(spec.range?.min ?? 0);
      }
    }
  });

  it('aliases only on kinds whose absence the reader can tell (a default is applied after folding)', () => {
    for (const [, { fields }] of tables)
      for (const spec of Object.values(fields))
        if (spec.aliases?.length) expect(['number', 'optNumber', 'id', 'date']).toContain(spec.kind);
  });

  it("the engine options' defaults are among the values the contract accepts", () => {
    const options = recordTables().get('EngineOptionsInput')!.fields;
    for (const [name, spec] of Object.entries(options)) {
      const value = (DEFAULT_OPTIONS as unknown as Record<string, unknown>)[name];
      if (spec.kind === 'optChoice') expect(spec.values).toContain(value);
    }
  });
});
