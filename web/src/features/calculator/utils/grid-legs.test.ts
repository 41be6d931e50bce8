import { describe, expect, it } from 'vitest';
import { addOperation, patchOperation } from '../state/draft-ops';
import type { CalcOrder, CalculatorDraft, OperationRow } from '../state/types';
import { legKey, legRequest, legsFromAnswer, placesFromAnswer, pointLabel, type LegAnswer } from './grid-legs';

const FLAGS = { suez: false, panama: false, singapore: false, jwc: false, hra: false, eca: false };

/** A draft of Commence + the given ports (Loading first, then Passing rows). */
function draftOf(ports: { port: string; lat?: number; lng?: number }[], flags = FLAGS): CalculatorDraft {
  const order = { freightMode: 'SINGLE_FREIGHT', cargoTransactionMode: null, ...flags } as unknown as CalcOrder;
  let d: CalculatorDraft = { orderId: 7, baseUpdatedAt: '', order, operations: [], added: 0 };
  d = addOperation(d, { operation: 'PASSING', port: 'x' });
  d = patchOperation(d, d.operations[0]!.key, { operation: 'COMMENCE', port: '' });
  for (const p of ports) {
    d = addOperation(d, { operation: 'PASSING', port: 'x' });
    d = patchOperation(d, d.operations.at(-1)!.key, { port: p.port, lat: p.lat ?? null, lng: p.lng ?? null });
  }
  const first = d.operations[1];
  return first ? patchOperation(d, first.key, { operation: 'LOADING' }) : d;
}

const TUBARAO = { port: 'Tubarao', lat: -20.287, lng: -40.245 };
const CAPE = { port: 'Cape of Good Hope', lat: -34.357, lng: 18.474 };
const QINGDAO = { port: 'Qingdao', lat: 36.067, lng: 120.317 };

const leg = (key: string, distNormal: number, distEca = 0, extra: Partial<LegAnswer> = {}): LegAnswer => ({
  key,
  distNormal,
  distEca,
  from: { name: key.split('_')[0]!, lat: 0, lng: 0 },
  to: { name: key.split('_')[1]!, lat: 0, lng: 0 },
  ...extra,
});

describe('legRequest', () => {
  it('lists the rows after Commence with the six flags, saved distances winning', () => {
    const req = legRequest(draftOf([TUBARAO, CAPE, QINGDAO], { ...FLAGS, suez: true }));
    expect(req?.input).toEqual({
      ...FLAGS,
      suez: true,
      routeOverride: true,
      portList: [
        { name: 'Tubarao', lat: -20.287, lng: -40.245 },
        { name: 'Cape of Good Hope', lat: -34.357, lng: 18.474 },
        { name: 'Qingdao', lat: 36.067, lng: 120.317 },
      ],
    });
  });

  it('is null when there is no leg to measure', () => {
    expect(legRequest(draftOf([TUBARAO]))).toBeNull();
    expect(legRequest(draftOf([]))).toBeNull();
  });

  it('changes its signature with the ports, their order or a flag, not with other fields', () => {
    const d = draftOf([TUBARAO, CAPE, QINGDAO]);
    const sig = legRequest(d)!.signature;
    const rate = patchOperation(d, d.operations[1]!.key, { rate: 1234 });
    expect(legRequest(rate)!.signature).toBe(sig);
    expect(legRequest(draftOf([TUBARAO, QINGDAO, CAPE]))!.signature).not.toBe(sig);
    expect(legRequest(draftOf([TUBARAO, CAPE, QINGDAO], { ...FLAGS, eca: true }))!.signature).not.toBe(sig);
    const moved = patchOperation(d, d.operations[3]!.key, { lat: 36.1 });
    expect(legRequest(moved)!.signature).not.toBe(sig);
  });

  it('measures only the placeable pairs when a row has neither name nor position', () => {
    const req = legRequest(draftOf([TUBARAO, CAPE, { port: '  ' }, QINGDAO]));
    expect(req?.input.portList).toEqual([]);
    expect(req?.input.routeList).toEqual([
      {
        from: { name: 'Tubarao', lat: -20.287, lng: -40.245 },
        to: { name: 'Cape of Good Hope', lat: -34.357, lng: 18.474 },
      },
    ]);
  });
});

describe('legsFromAnswer', () => {
  it('gives rows[2..] the leg arriving at them, by the pair key', () => {
    const d = draftOf([TUBARAO, CAPE, QINGDAO]);
    const legs = legsFromAnswer(d.operations, [
      leg('Tubarao_Cape of Good Hope', 3300),
      leg('Cape of Good Hope_Qingdao', 7600, 12),
    ]);
    const [, loading, cape, qingdao] = d.operations as OperationRow[];
    expect(legs.get(loading!.key)).toBeUndefined();
    expect(legs.get(cape!.key)).toEqual({ distNormal: 3300, distEca: 0 });
    expect(legs.get(qingdao!.key)).toEqual({ distNormal: 7600, distEca: 12 });
  });

  it('ignores legs of a sequence the rows no longer have', () => {
    const d = draftOf([TUBARAO, QINGDAO, CAPE]);
    const legs = legsFromAnswer(d.operations, [
      leg('Tubarao_Cape of Good Hope', 3300),
      leg('Cape of Good Hope_Qingdao', 7600),
    ]);
    expect(legs.size).toBe(0);
  });

  it('keys an unnamed position as the server formats it', () => {
    const d = draftOf([TUBARAO, { port: '', lat: 1.5, lng: 103.25 }]);
    expect(pointLabel(d.operations[2]!)).toBe('1.5000,103.2500');
    expect(legKey(d.operations[1]!, d.operations[2]!)).toBe('Tubarao_1.5000,103.2500');
  });
});

describe('placesFromAnswer', () => {
  it("takes each port's country and time zone from the legs at either end, and the arriving leg's notes", () => {
    const d = draftOf([TUBARAO, QINGDAO]);
    const answer = [
      leg('Tubarao_Qingdao', 11000, 0, {
        notes: 'via Sunda',
        overridden: true,
        from: { name: 'Tubarao', lat: 0, lng: 0, country: 'Brazil', timeZone: 'America/Sao_Paulo' },
        to: { name: 'Qingdao', lat: 0, lng: 0, country: 'China', timeZone: 'Asia/Shanghai' },
      }),
    ];
    const places = placesFromAnswer(d.operations, answer);
    expect(places.get(d.operations[1]!.key)).toEqual({
      country: 'Brazil',
      timeZone: 'America/Sao_Paulo',
      notes: null,
      overridden: false,
    });
    expect(places.get(d.operations[2]!.key)).toEqual({
      country: 'China',
      timeZone: 'Asia/Shanghai',
      notes: 'via Sunda',
      overridden: true,
    });
    expect(places.has(d.operations[0]!.key)).toBe(false);
  });
});
