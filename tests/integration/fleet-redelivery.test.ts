import { describe, expect, it } from 'vitest';
import { asGraphqlInput, asRestPayload } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia, type EstimatePayload } from '../fixtures/estimates.js';
import { gql } from '../helpers/api.js';
import { CALCULATE } from '../helpers/calculator-ops.js';
import { useFleetServer, type Row } from './fleet-support.js';

/**
 * Bunkers expected on redelivery (bnkRedelhs/ls/mgo, t) and their tolerance (bnkRedelTolerance, %) on a
 * fleet entry: stored and read back over both APIs, validated, and checked by the calculator against the
 * bunkers it computes on redelivery (an alert, never a changed figure).
 */

const REDEL = 'bnkRedelhs bnkRedells bnkRedelmgo bnkRedelTolerance';
const SAVE = `mutation ($i: FleetEntryInput!) { saveFleetEntry(input: $i) { id: databaseId ${REDEL} } }`;
const ADD = `mutation ($l: [FleetEntryInput!]!) { addToFleet(lines: $l) { id: databaseId ${REDEL} } }`;
const pick = (r: Row) => ({
  bnkRedelhs: r.bnkRedelhs,
  bnkRedells: r.bnkRedells,
  bnkRedelmgo: r.bnkRedelmgo,
  bnkRedelTolerance: r.bnkRedelTolerance,
});

describe('fleet entries: bunkers expected on redelivery and their tolerance', () => {
  const f = useFleetServer();
  const { t, call, add, line } = f;
  const mutate = <T = Row>(query: string, variables: Record<string, unknown>, who = 'pricing') =>
    gql<T>(f.server.url, query, variables, t[who]);

  it('default to 0, are stored and read back over REST and GraphQL', async () => {
    const [plain] = await add('pricing', [line('Kaiyo Hinoki')]);
    expect(pick(plain!)).toEqual({ bnkRedelhs: 0, bnkRedells: 0, bnkRedelmgo: 0, bnkRedelTolerance: 0 });

    // REST: numbers or numeric text.
    const [row] = await add('pricing', [
      line('Kaiyo Hinoki', { bnkRedelhs: 400, bnkRedells: '55.5', bnkRedelmgo: 30, bnkRedelTolerance: 10 }),
    ]);
    const stored = { bnkRedelhs: 400, bnkRedells: 55.5, bnkRedelmgo: 30, bnkRedelTolerance: 10 };
    expect(pick(row!)).toEqual(stored);
    const all = await call('pricing', 'GET', '/allFleet');
    expect(pick(all.body.find((e: Row) => e.id === row!.id))).toEqual(stored);

    // POST /fleet with an id changes only what it sends.
    const updated = await call('pricing', 'POST', '/fleet', { id: row!.id, bnkRedelTolerance: 2.5 });
    expect(updated.status).toBe(200);
    expect(pick(updated.body)).toEqual({ ...stored, bnkRedelTolerance: 2.5 });

    // GraphQL reads what REST wrote, and writes what REST reads.
    const mine = await mutate<{ myFleet: Row[] }>(`query { myFleet { id: databaseId ${REDEL} } }`, {});
    expect(pick(mine.data!.myFleet.find((e) => e.id === row!.id)!)).toEqual({ ...stored, bnkRedelTolerance: 2.5 });
    const saved = await mutate<{ saveFleetEntry: Row }>(SAVE, {
      i: { id: row!.id, bnkRedelhs: 650, bnkRedelTolerance: 100 },
    });
    expect(saved.errors).toBeUndefined();
    expect(pick(saved.data!.saveFleetEntry)).toEqual({ ...stored, bnkRedelhs: 650, bnkRedelTolerance: 100 });
    const again = await call('pricing', 'GET', '/allFleet');
    expect(again.body.find((e: Row) => e.id === row!.id)).toMatchObject({ bnkRedelhs: 650, bnkRedelTolerance: 100 });

    const added = await mutate<{ addToFleet: Row[] }>(ADD, {
      l: [{ ...line('Kaiyo Hinoki'), bnkRedelmgo: 12, bnkRedelTolerance: 5 }],
    });
    expect(pick(added.data!.addToFleet[0]!)).toEqual({
      bnkRedelhs: 0,
      bnkRedells: 0,
      bnkRedelmgo: 12,
      bnkRedelTolerance: 5,
    });
  });

  it('refuses negative quantities and a tolerance above 100 %, naming the field', async () => {
    const [row] = await add('pricing', [line('Kaiyo Hinoki')]);
    for (const [body, field, message] of [
      [{ bnkRedelTolerance: 100.5 }, 'bnkRedelTolerance', 'bnkRedelTolerance must be at most 100 (percent)'],
      [{ bnkRedelTolerance: -1 }, 'bnkRedelTolerance', 'bnkRedelTolerance cannot be negative'],
      [{ bnkRedelhs: -5 }, 'bnkRedelhs', 'bnkRedelhs cannot be negative'],
      [{ bnkRedelmgo: 'lots' }, 'bnkRedelmgo', 'bnkRedelmgo must be a number, got "lots"'],
    ] as const) {
      const r = await call('pricing', 'POST', '/fleet', { id: row!.id, ...body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', field, error: message });
    }
    const list = await call('pricing', 'POST', '/saveToFleet', [line('Kaiyo Hinoki', { bnkRedelTolerance: 150 })]);
    expect(list.status).toBe(400);
    expect(list.body).toMatchObject({ code: 'BAD_USER_INPUT', field: '0.bnkRedelTolerance' });

    const g = await mutate(SAVE, { i: { id: row!.id, bnkRedelTolerance: 101 } });
    expect(g.errors?.[0]).toMatchObject({
      message: 'bnkRedelTolerance must be at most 100 (percent)',
      extensions: { code: 'BAD_USER_INPUT', field: 'bnkRedelTolerance' },
    });
    const gAdd = await mutate(ADD, { l: [{ ...line('Kaiyo Hinoki'), bnkRedells: -1 }] });
    expect(gAdd.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: '0.bnkRedells' });

    // Nothing was written.
    const all = await call('pricing', 'GET', '/allFleet');
    expect(pick(all.body.find((e: Row) => e.id === row!.id))).toEqual({
      bnkRedelhs: 0,
      bnkRedells: 0,
      bnkRedelmgo: 0,
      bnkRedelTolerance: 0,
    });
  });

  it('another organization can neither change nor read them (NOT_FOUND)', async () => {
    const [row] = await add('pricing', [line('Kaiyo Hinoki', { bnkRedelhs: 300, bnkRedelTolerance: 10 })]);
    const r = await call('other', 'POST', '/fleet', { id: row!.id, bnkRedelhs: 1 });
    expect(r.status).toBe(404);
    const g = await mutate(SAVE, { i: { id: row!.id, bnkRedelTolerance: 50 } }, 'other');
    expect(g.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const theirs = await call('other', 'GET', '/allFleet');
    expect(theirs.body.map((e: Row) => e.id)).not.toContain(row!.id);
    const all = await call('pricing', 'GET', '/allFleet');
    expect(pick(all.body.find((e: Row) => e.id === row!.id))).toMatchObject({ bnkRedelhs: 300, bnkRedelTolerance: 10 });
  });

  describe('the calculation', () => {
    type Result = { fleetId: string; tcEq: number; profitNet: number; warnings: Row[]; explain: Row };
    const calculate = async (p: EstimatePayload) => {
      const g = await mutate<{ calculate: { results: Result[] } }>(CALCULATE, { input: asGraphqlInput(p) });
      expect(g.errors).toBeUndefined();
      return new Map(g.data!.calculate.results.map((r) => [r.fleetId, r]));
    };
    const withRedelivery = (patch: Record<string, unknown>): EstimatePayload => {
      const p = supramaxIndonesiaIndia();
      Object.assign(p.fleetList[1]!, patch);
      return p;
    };

    it('alerts when the bunkers on redelivery are far from those expected, and moves no figure', async () => {
      const plain = (await calculate(supramaxIndonesiaIndia())).get('502')!;
      const bor: number = plain.explain.fuel.hs.bor;
      expect(plain.warnings).toEqual([]);
      const expected = Math.round(bor) + 800;

      const far = await calculate(withRedelivery({ bnkRedelhs: expected, bnkRedelTolerance: 10 }));
      const message = `HS(0.5) on redelivery ${Math.round(bor)} t is outside the expected ${expected} t ± 10%`;
      expect(far.get('502')!.warnings).toEqual([{ no: 1, level: 'ALERT', message }]);
      expect(far.get('502')).toMatchObject({ tcEq: plain.tcEq, profitNet: plain.profitNet });
      // Only that entry is checked.
      expect(far.get('501')!.warnings).toEqual([]);

      const near = await calculate(withRedelivery({ bnkRedelhs: bor * 1.02, bnkRedelTolerance: 5 }));
      expect(near.get('502')!.warnings).toEqual([]);
      const notSet = await calculate(withRedelivery({ bnkRedelhs: 0, bnkRedelTolerance: 5 }));
      expect(notSet.get('502')!.warnings).toEqual([]);

      // The legacy REST payload carries the same fields (numeric text included).
      const rest = await call(
        'pricing',
        'POST',
        '/calculate/multiple/old',
        asRestPayload(withRedelivery({ bnkRedelhs: String(expected), bnkRedelTolerance: '10' })),
      );
      expect(rest.status).toBe(200);
      expect(rest.body['502'].warnings).toEqual([{ no: 1, level: 'alert', message }]);
    });

    it('refuses a tolerance above 100 % in the payload, naming the field', async () => {
      const p = withRedelivery({ bnkRedelTolerance: 150 });
      const g = await mutate(CALCULATE, { input: asGraphqlInput(p) });
      expect(g.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'fleetList[1].bnkRedelTolerance',
      });
      const r = await call('pricing', 'POST', '/calculate/multiple/old', asRestPayload(p));
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'fleetList[1].bnkRedelTolerance' });
    });
  });
});
