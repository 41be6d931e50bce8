import { describe, expect, it } from 'vitest';
import type {
  CalcOperationFieldsFragment,
  CalcOrderFieldsFragment,
  PortDistanceInput,
} from '../../../__generated__/graphql';
import { draftFromOrder } from '../state/draft-from-order';
import { withMeasuredLegs } from '../state/measured-legs';
import { legRequest, type LegAnswer } from './grid-legs';
import { legFailureMessage, measureLegs, type LegRefusal } from './leg-failures';

type Op = CalcOperationFieldsFragment;
const op = (id: number, index: number, operation: Op['operation'], fields: Partial<Op> = {}): Op =>
  ({
    id: `PortOperation-${id}`,
    databaseId: id,
    index,
    operation,
    port: '',
    rate: 0,
    distNormal: 0,
    distEca: 0,
    lbmarker: 'BALLAST',
    ...fields,
  }) as Op;

/** Tubarao -> Atlantis Harbour -> Qingdao, the second leg stored at 8,024 nm from an earlier port. */
const draft = draftFromOrder({
  id: 'Order-7',
  databaseId: 7,
  name: 'Ore',
  freightMode: 'SINGLE_FREIGHT',
  updatedAt: '2026-11-20T00:00:00.000Z',
  operations: [
    op(1, 0, 'COMMENCE'),
    op(2, 1, 'LOADING', { port: 'Tubarao', rate: 1 }),
    op(3, 2, 'PASSING', { port: 'Atlantis Harbour', distNormal: 8024 }),
    op(4, 3, 'DISCHARGING', { port: 'Qingdao', rate: 1, distNormal: 8024 }),
  ],
  cargoExtraDetails: [],
} as unknown as CalcOrderFieldsFragment);

class Refused extends Error {
  constructor(readonly refusal: LegRefusal) {
    super(refusal.message);
  }
}
const refusalOf = (e: unknown) => (e instanceof Refused ? e.refusal : null);
const leg = (from: string, to: string, distNormal: number): LegAnswer => ({
  key: `${from}_${to}`,
  distNormal,
  distEca: 0,
  from: { name: from, lat: 0, lng: 0 },
  to: { name: to, lat: 0, lng: 0 },
});

/** A router that knows every port but Atlantis Harbour, answering the pairs it is asked. */
async function router(input: PortDistanceInput): Promise<LegAnswer[]> {
  const pairs = input.routeList?.length
    ? input.routeList.map((p) => [p.from.name ?? '', p.to.name ?? ''] as const)
    : (input.portList ?? []).slice(1).map((p, i) => [input.portList?.[i]?.name ?? '', p.name ?? ''] as const);
  const bad = pairs.findIndex(([a, b]) => a === 'Atlantis Harbour' || b === 'Atlantis Harbour');
  if (bad >= 0) {
    const end = pairs[bad]![0] === 'Atlantis Harbour' ? 'from' : 'to';
    const field = input.routeList?.length ? `routeList[${bad}].${end}` : `portList[${bad + 1}]`;
    throw new Refused({ field, message: "Unknown port 'Atlantis Harbour'" });
  }
  return pairs.map(([a, b]) => leg(a, b, 100));
}

describe('legs that cannot be measured', () => {
  it('are failures naming the port, and their rows lose the distance they had', async () => {
    const req = legRequest(draft)!;
    const { answer, failures } = await measureLegs(req, router, refusalOf);
    expect(answer).toEqual([]);
    expect(failures.map((f) => f.message)).toEqual([
      legFailureMessage('Tubarao', 'Atlantis Harbour', "Unknown port 'Atlantis Harbour'"),
      legFailureMessage('Atlantis Harbour', 'Qingdao', "Unknown port 'Atlantis Harbour'"),
    ]);
    expect(failures[0]!.message).toBe(
      "Leg Tubarao → Atlantis Harbour could not be measured: Unknown port 'Atlantis Harbour'",
    );
    const after = withMeasuredLegs(draft, { orderId: 7, answer, failed: failures.map((f) => f.key) });
    expect(after.operations.map((r) => r.distNormal)).toEqual([0, 0, 0, 0]);
  });

  it('still measures the other legs', async () => {
    const moved = {
      ...draft,
      operations: [...draft.operations, { ...draft.operations[3]!, key: 'x', port: 'Rizhao' }],
    };
    const { answer, failures } = await measureLegs(legRequest(moved)!, router, refusalOf);
    expect(answer.map((l) => l.key)).toEqual(['Qingdao_Rizhao']);
    expect(failures).toHaveLength(2);
  });

  it('throw a refusal that names no leg as it came', async () => {
    const down = () => Promise.reject(new Error('offline'));
    await expect(measureLegs(legRequest(draft)!, down, refusalOf)).rejects.toThrow('offline');
  });
});
