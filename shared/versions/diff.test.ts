import { describe, expect, it } from 'vitest';
import { diffVersions, sameNumber } from './diff.js';
import { headlineResults, type VersionSnapshot } from './snapshot.js';
import { VERSION_UNITS } from './units.js';

const base = (): VersionSnapshot => ({
  inputs: { name: 'Coal Newcastle', cve: 1500, laycanStartDate: '2026-12-01T00:00:00.000Z', message: null },
  operations: [
    { operation: 'Commence', port: 'Singapore', speedNormal: 12 },
    { operation: 'Loading', port: 'Newcastle', freight: 18.5, extraDetail: { bnkrFactor: 5 } },
    { operation: 'Discharging', port: 'Qingdao', freight: 0 },
  ],
  fleet: null,
  results: null,
});

describe('diffVersions', () => {
  it('finds nothing between equal snapshots, whatever the key order', () => {
    const a = base();
    const b = base();
    b.inputs = { message: null, laycanStartDate: '2026-12-01T00:00:00.000Z', cve: 1500, name: 'Coal Newcastle' };
    expect(diffVersions({ before: a, after: b })).toEqual([]);
  });

  it('reports a changed number with its unit and the change in that unit', () => {
    const b = base();
    b.inputs.cve = 1750;
    expect(diffVersions({ before: base(), after: b })).toEqual([
      {
        section: 'inputs',
        row: null,
        field: 'cve',
        label: 'cve',
        kind: 'changed',
        before: 1500,
        after: 1750,
        unit: 'USD',
        delta: 250,
      },
    ]);
  });

  it('reports added and removed fields, and treats null like absent', () => {
    const b = base();
    delete b.inputs.cve;
    b.inputs.eurUsd = 1.08;
    b.inputs.notes = null;
    delete b.inputs.message;
    const changes = diffVersions({ before: base(), after: b });
    expect(changes.map((c) => [c.field, c.kind, c.before, c.after, c.unit])).toEqual([
      ['cve', 'removed', 1500, null, 'USD'],
      ['eurUsd', 'added', null, 1.08, 'USD/EUR'],
    ]);
  });

  it('matches operations by position: field changes within a row, nested details by dotted path', () => {
    const b = base();
    b.operations[1] = { ...b.operations[1], freight: 19, extraDetail: { bnkrFactor: 7 } };
    b.operations[2] = { ...b.operations[2], port: 'Rizhao' };
    const changes = diffVersions({ before: base(), after: b });
    expect(changes.map((c) => [c.row, c.field, c.before, c.after, c.unit, c.delta])).toEqual([
      [1, 'freight', 18.5, 19, 'USD/t', 0.5],
      [1, 'extraDetail.bnkrFactor', 5, 7, '%', 2],
      [2, 'port', 'Qingdao', 'Rizhao', null, null],
    ]);
  });

  it('reports a row beyond the other version as one whole-row change', () => {
    const b = base();
    b.operations.push({ operation: 'Redelivery', port: 'Busan' });
    const added = diffVersions({ before: base(), after: b });
    expect(added).toEqual([
      {
        section: 'operations',
        row: 3,
        field: '',
        label: 'row 4',
        kind: 'added',
        before: null,
        after: { operation: 'Redelivery', port: 'Busan' },
        unit: null,
        delta: null,
      },
    ]);
    const removed = diffVersions({ before: b, after: base() });
    expect(removed.map((c) => [c.kind, c.row, c.before])).toEqual([
      ['removed', 3, { operation: 'Redelivery', port: 'Busan' }],
    ]);
  });

  it('ignores float noise below a billionth but not a real change', () => {
    const b = base();
    b.inputs.cve = 1500 + 1e-10;
    expect(diffVersions({ before: base(), after: b })).toEqual([]);
    b.inputs.cve = 1500.01;
    expect(diffVersions({ before: base(), after: b })).toHaveLength(1);
    expect(sameNumber(0, 1e-12)).toBe(true);
    expect(sameNumber(0, 1e-6)).toBe(false);
  });

  it('compares a number with a text as a change (no delta)', () => {
    const b = base();
    b.inputs.cve = '1500';
    expect(diffVersions({ before: base(), after: b })).toMatchObject([
      { field: 'cve', kind: 'changed', before: 1500, after: '1500', delta: null },
    ]);
  });

  it('compares the fleet entry and headline results with their labels and units', () => {
    const engine = {
      tcEq: 12000,
      profit: 500000,
      frtCost: 17.2,
      voyageDays: 30.5,
      emissions: { co2: 1200, etsCostUsd: 0, cii: { rating: 'C' } },
    };
    const a = { ...base(), fleet: { hirePerDay: 14000, vessel: { dwt: 81000 } }, results: headlineResults(engine) };
    const b = {
      ...base(),
      fleet: { hirePerDay: 14500, vessel: { dwt: 81000 } },
      results: headlineResults({ ...engine, tcEq: 12500.5, emissions: { ...engine.emissions, cii: { rating: 'B' } } }),
    };
    const changes = diffVersions({ before: a, after: b });
    expect(changes.map((c) => [c.section, c.label, c.before, c.after, c.unit, c.delta])).toEqual([
      ['fleet', 'hirePerDay', 14000, 14500, 'USD/day', 500],
      ['results', 'TCE', 12000, 12500.5, 'USD/day', 500.5],
      ['results', 'CII rating', 'C', 'B', null, null],
    ]);
  });

  it('reads headline results from an engine result, null where absent', () => {
    const h = headlineResults({ tcEq: 1, emissions: { co2: 2 } });
    expect(h.tcEq).toBe(1);
    expect(h['emissions.co2']).toBe(2);
    expect(h.profit).toBeNull();
    expect(h['emissions.cii.rating']).toBeNull();
  });

  it('takes units from the calculation contract', () => {
    expect(VERSION_UNITS.operations?.rate).toBe('t/day');
    expect(VERSION_UNITS.inputs?.hsFuelPriceType0).toBe('USD/t');
    expect(VERSION_UNITS.results?.voyageDays).toBe('days');
  });
});
