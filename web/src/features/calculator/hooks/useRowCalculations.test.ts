import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { getFragmentData } from '../../../__generated__';
import { FleetRow_CalculationFragmentDoc } from '../../../__generated__/graphql';
import { typePolicies } from '../../../app/cache-policies';
import { calcFleetRowCalculationFields } from '../graphql/fleet';
import type { VesselResult } from '../state/types';
import { rowCalculationsStore } from './useRowCalculations';

// The web's own cache policies and the stream's own fragment: the watch the fleet table reads is under test.
const FLEET = gql`
  query Fleet {
    myFleet {
      id
      databaseId
      hirePerDay
    }
  }
`;

const entry = (id: string) => ({ __typename: 'FleetEntry', id: `F${id}`, databaseId: Number(id), hirePerDay: 10_000 });

function fleetClient(ids: string[]) {
  const cache = new InMemoryCache({ typePolicies });
  cache.writeQuery({ query: FLEET, data: { myFleet: ids.map(entry) } });
  return new ApolloClient({ cache, link: ApolloLink.empty() });
}

/** A result as the stream writes it (useCalculationStream's store); only the fields the test reads. */
function write(cache: InMemoryCache, id: string, run: number, tcEq: number) {
  const vessel = { fleetId: id, tcEq } as unknown as VesselResult;
  const calculation = {
    __typename: 'FleetRowCalculation',
    orderKey: '7',
    run,
    runId: `r${run}`,
    signature: `s${run}`,
    vessel,
  };
  const data = { __typename: 'FleetEntry', calculation };
  cache.writeFragment({
    fragment: calcFleetRowCalculationFields,
    fragmentName: 'CalcFleetRowCalculation',
    id: `FleetEntry:F${id}`,
    data,
  });
}

describe('rowCalculationsStore (the fleet rows read their streamed results from the cache, issue #20 item 3)', () => {
  it('reads null results before any run, and null for a row whose entry is not in the cache', () => {
    const client = fleetClient(['1', '2']);
    const store = rowCalculationsStore(client, ['FleetEntry:F1', 'FleetEntry:F2', 'FleetEntry:F9']);
    const rows = store.read();
    expect(rows).toHaveLength(3);
    expect(rows[0]?.calculation).toBeNull();
    expect(rows[1]?.calculation).toBeNull();
    expect(rows[2]).toBeNull();
    expect(store.read()).toBe(rows);
  });

  it("tells of a batch of writes once, inside the batch's broadcast, and keeps an unwritten row's object", () => {
    const client = fleetClient(['1', '2', '3']);
    const cache = client.cache as InMemoryCache;
    const store = rowCalculationsStore(client, ['FleetEntry:F1', 'FleetEntry:F2', 'FleetEntry:F3']);
    let told = 0;
    const stop = store.subscribe(() => told++);
    const before = store.read();
    told = 0;
    cache.batch({
      update: () => {
        write(cache, '1', 1, 15_000);
        write(cache, '2', 1, 14_000);
        expect(told).toBe(0);
      },
    });
    // Told by the time the batch returns: the stream's frame renders the rows in its own flushSync.
    expect(told).toBe(1);
    const after = store.read();
    expect(after).not.toBe(before);
    expect(after[0]?.calculation).toMatchObject({ run: 1, runId: 'r1', vessel: { tcEq: 15_000 } });
    expect(after[2]).toBe(before[2]);

    // The next run's write to one row leaves the other rows' objects as they were.
    write(cache, '1', 2, 15_500);
    expect(told).toBe(2);
    const next = store.read();
    expect(next[0]?.calculation?.run).toBe(2);
    expect(next[1]).toBe(after[1]);
    stop();
  });

  it("gives each row its own part, read through the row's fragment (FleetRow_calculation)", () => {
    const client = fleetClient(['1']);
    write(client.cache as InMemoryCache, '1', 3, 16_000);
    const [row] = rowCalculationsStore(client, ['FleetEntry:F1']).read();
    expect(row).toBeTruthy();
    const own = getFragmentData(FleetRow_CalculationFragmentDoc, row!).calculation;
    expect(own).toMatchObject({ orderKey: '7', run: 3, signature: 's3', vessel: { tcEq: 16_000 } });
  });
});
