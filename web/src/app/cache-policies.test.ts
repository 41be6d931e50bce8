import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typePolicies } from './cache-policies';

// Plain documents shaped as the calculator's (a fleet list, the row's client-only streamed result): the
// cache's policies for FleetEntry.calculation are what is under test.
const FLEET = parse(`
  query Fleet { myFleet { id databaseId hirePerDay } }
`);
const ROW = parse(`
  fragment Row on FleetEntry {
    calculation @client {
      orderKey
      run
      runId
      signature
      vessel
    }
  }
`);

type Row = {
  calculation: { run: number; signature: string; vessel: { tcEq: number; ballastLegUnrouted: unknown } } | null;
};

const entry = (id: string, hirePerDay: number) => ({
  __typename: 'FleetEntry',
  id,
  databaseId: Number(id),
  hirePerDay,
});

function fleetCache() {
  const cache = new InMemoryCache({ typePolicies });
  cache.writeQuery({ query: FLEET, data: { myFleet: [entry('1', 10_000), entry('2', 12_000)] } });
  return cache;
}

function writeResult(cache: InMemoryCache, id: string, run: number, tcEq: number, unrouted: string | null) {
  // The light result is one value (VesselResultValue): no typenames, nested objects kept whole.
  const vessel = { fleetId: id, tcEq, ballastLegUnrouted: unrouted === null ? null : { port: unrouted } };
  cache.writeFragment({
    id: `FleetEntry:${id}`,
    fragment: ROW,
    data: {
      __typename: 'FleetEntry',
      calculation: { __typename: 'FleetRowCalculation', orderKey: '7', run, runId: `r${run}`, signature: 's', vessel },
    },
  });
  return vessel;
}

const read = (cache: InMemoryCache, id: string) => cache.readFragment<Row>({ id: `FleetEntry:${id}`, fragment: ROW });

describe('FleetEntry.calculation (the calculator streamed result on the fleet row, issue #20 item 3)', () => {
  it('reads null on a row no run has written, not a missing field', () => {
    expect(read(fleetCache(), '1')).toEqual({ __typename: 'FleetEntry', calculation: null });
  });

  it('keeps the result on the entry when the fleet is read again, and replaces it whole on the next run', () => {
    const cache = fleetCache();
    writeResult(cache, '1', 1, 15_000, 'Xingang');
    cache.writeQuery({ query: FLEET, data: { myFleet: [entry('1', 11_000), entry('2', 12_000)] } });
    expect(read(cache, '1')?.calculation).toMatchObject({ run: 1, vessel: { tcEq: 15_000 } });
    writeResult(cache, '1', 2, 16_000, null);
    expect(read(cache, '1')?.calculation).toMatchObject({ run: 2, vessel: { tcEq: 16_000, ballastLegUnrouted: null } });
  });

  it("leaves another row's result object as it was (memoised rows hold), and DELETE drops a row's result", () => {
    const cache = fleetCache();
    writeResult(cache, '1', 1, 15_000, null);
    const sent = writeResult(cache, '2', 1, 14_000, null);
    const before = read(cache, '2')?.calculation;
    expect(before?.vessel).toEqual(sent);
    writeResult(cache, '1', 2, 15_500, null);
    expect(read(cache, '2')?.calculation).toBe(before);
    cache.modify({ id: 'FleetEntry:2', fields: { calculation: (_v, { DELETE }) => DELETE } });
    expect(read(cache, '2')?.calculation).toBeNull();
    expect(read(cache, '1')?.calculation?.run).toBe(2);
  });

  it("writing a row's result wakes no watcher of the fleet query (it reads none of the field)", () => {
    const cache = fleetCache();
    const woken: unknown[] = [];
    const lastDiff = cache.diff({ query: FLEET, optimistic: true });
    cache.watch({ query: FLEET, optimistic: true, lastDiff, callback: (diff) => woken.push(diff.result) });
    cache.batch({ update: () => writeResult(cache, '1', 1, 15_000, null) });
    expect(woken).toEqual([]);
    expect(read(cache, '1')?.calculation?.run).toBe(1);
  });
});
