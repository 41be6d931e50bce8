import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../server/db/orm.js';
import type { Actor } from '../../server/modules/auth/actor.js';
import { OrderService } from '../../server/modules/orders/order.service.js';
import { RecordVersion } from '../../server/modules/versions/record-version.entity.js';
import { asRestPayload } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { codeOf, createTenant, orderInput, SAVE_DETAIL, type Json } from './orders-support.js';

/**
 * Versions of orders and saved voyages (issue #21 item 6, ADR 0030) on the real database: every save keeps
 * one with its author and time, the diff of two names what changed, a refused, stale or rolled-back save
 * keeps none, and another organization's (or an invisible) record answers NOT_FOUND.
 */
const FIELDS = `id: databaseId version operations { id: databaseId operation port }`;
const SAVE = `mutation ($input: OrderInput!, $version: Int) { saveOrder(input: $input, version: $version) { ${FIELDS} } }`;
const VERSIONS = `query ($record: VersionedRecord!, $id: Int!, $first: Int, $after: String) {
  recordVersions(record: $record, id: $id, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node { version recordId savedById savedByName savedAt snapshot } } } }`;
const DIFF = `query ($record: VersionedRecord!, $id: Int!, $from: Int!, $to: Int!) {
  versionDiff(record: $record, id: $id, from: $from, to: $to) {
    from { version savedByName } to { version savedByName }
    changes { section row field label kind before after unit delta } } }`;

const SAVED_RESULT = `query ($id: Int!) { savedResult(id: $id) { calculatorResult } }`;

describe('versions of orders and saved voyages', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;
  const as = (token: string) => (q: string, v: Json) => gql<Json>(server.url, q, v, token);
  const versionsOf = async (token: string, record: string, id: number): Promise<Json[]> => {
    const r = await as(token)(VERSIONS, { record, id });
    expect(r.errors).toBeUndefined();
    return (r.data!.recordVersions.edges as Json[]).map((e) => e.node);
  };
  const storedCount = () => server.orm.em.fork().count(RecordVersion, { organization: t.orgId });

  /** Calculate & Save of the Supramax estimate under `label`, the order changed by `patch`. */
  async function saveVoyage(token: string, label: string, patch: Json = {}): Promise<number> {
    const payload = supramaxIndonesiaIndia();
    payload.autoSave = true;
    Object.assign(payload.clientQuery, patch);
    Object.assign(payload.fleetList[1]!, { selectedForSave: true, saveLabel: label });
    const r = await rest<Json>(server.url, 'POST', '/calculate/multiple/old', { token, body: asRestPayload(payload) });
    expect(r.status).toBe(200);
    const saved = Object.values(r.body).find((v: Json) => typeof v.savedResultId === 'number') as Json;
    return saved.savedResultId as number;
  }

  beforeAll(async () => {
    server = await startTestServer();
    t = await createTenant(server, 'VERSIONS');
    other = await createTenant(server, 'VERSOTHER');
  });
  afterAll(async () => server?.close());

  it('an order keeps each save with its author and time; the diff names the changed fields old -> new', async () => {
    const pricing = as(t.users.pricing.token);
    const made = await pricing(SAVE, { input: orderInput({ access: 'PUBLIC', cve: 1000 }) });
    expect(made.errors).toBeUndefined();
    const order = made.data!.saveOrder;
    const rows: Json[] = (order.operations as Json[]).map((r) => ({ id: r.id }));
    rows[2] = { ...rows[2], port: 'Rizhao' };
    const second = await as(t.users.admin.token)(SAVE, {
      input: { ...orderInput(), id: order.id, access: 'PUBLIC', cve: 1250, operations: rows },
      version: 1,
    });
    expect(second.errors).toBeUndefined();
    expect(second.data!.saveOrder.version).toBe(2);

    const versions = await versionsOf(t.users.sales.token, 'ORDER', order.id);
    expect(versions.map((v) => [v.version, v.savedByName, v.savedById, v.recordId])).toEqual([
      [2, 'Admin VERSIONS', t.users.admin.id, order.id],
      [1, 'Pricing VERSIONS', t.users.pricing.id, order.id],
    ]);
    expect(Date.parse(versions[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(versions[1]!.savedAt));
    expect(versions[1]!.snapshot.inputs.cve).toBe(1000);
    expect(versions[1]!.snapshot.operations.map((r: Json) => r.port)).toEqual(['', 'Tubarao', 'Qingdao']);
    expect(versions[0]!.snapshot.results).toBeNull();

    const diff = await pricing(DIFF, { record: 'ORDER', id: order.id, from: 1, to: 2 });
    expect(diff.errors).toBeUndefined();
    expect(diff.data!.versionDiff.from).toEqual({ version: 1, savedByName: 'Pricing VERSIONS' });
    expect(diff.data!.versionDiff.changes).toEqual([
      {
        section: 'INPUTS',
        row: null,
        field: 'cve',
        label: 'cve',
        kind: 'CHANGED',
        before: 1000,
        after: 1250,
        unit: 'USD',
        delta: 250,
      },
      // The port's position follows the port picked (from the port table).
      expect.objectContaining({ section: 'OPERATIONS', row: 2, field: 'lat', unit: 'degrees', kind: 'CHANGED' }),
      expect.objectContaining({ section: 'OPERATIONS', row: 2, field: 'lng', unit: 'degrees', kind: 'CHANGED' }),
      expect.objectContaining({ section: 'OPERATIONS', row: 2, field: 'port', before: 'Qingdao', after: 'Rizhao' }),
    ]);
    // Either way round.
    const back = await pricing(DIFF, { record: 'ORDER', id: order.id, from: 2, to: 1 });
    expect(back.data!.versionDiff.changes[0]).toMatchObject({ before: 1250, after: 1000, delta: -250 });

    // A page of one, then the rest after its cursor.
    const page = await pricing(VERSIONS, { record: 'ORDER', id: order.id, first: 1 });
    expect(page.data!.recordVersions).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
    const next = await pricing(VERSIONS, {
      record: 'ORDER',
      id: order.id,
      first: 1,
      after: page.data!.recordVersions.pageInfo.endCursor,
    });
    expect(next.data!.recordVersions.edges.map((e: Json) => e.node.version)).toEqual([1]);
    expect(next.data!.recordVersions.pageInfo.hasNextPage).toBe(false);

    // An extra detail is part of the order: its save is a version too.
    const detail = await pricing(SAVE_DETAIL, {
      operationId: order.operations[1].id,
      input: { bunkerSuppliedHsfo: 300 },
    });
    expect(detail.errors).toBeUndefined();
    const withDetail = await versionsOf(t.users.pricing.token, 'ORDER', order.id);
    expect(withDetail[0]!.version).toBe(3);
    const d = await pricing(DIFF, { record: 'ORDER', id: order.id, from: 2, to: 3 });
    const added = d.data!.versionDiff.changes as Json[];
    expect(added.every((c) => c.row === 1 && c.kind === 'ADDED' && c.field.startsWith('extraDetail.'))).toBe(true);
    expect(added.find((c) => c.field === 'extraDetail.bunkerSuppliedHsfo')).toMatchObject({ after: 300, unit: 't' });
  });

  it('a stale, a refused or a rolled-back save keeps no version', async () => {
    const pricing = as(t.users.pricing.token);
    const order = (await pricing(SAVE, { input: orderInput({ name: 'Refusals' }) })).data!.saveOrder;
    const rows = (order.operations as Json[]).map((r) => ({ id: r.id }));
    const form = (patch: Json) => ({ ...orderInput(patch), id: order.id, operations: rows });
    const ok = await pricing(SAVE, { input: form({ name: 'Refusals 2' }), version: 1 });
    expect(ok.errors).toBeUndefined();
    const before = await storedCount();

    const stale = await pricing(SAVE, { input: form({ name: 'Stale' }), version: 1 });
    expect(codeOf(stale)).toBe('CONFLICT');
    const refused = await pricing(SAVE, { input: form({ name: '' }), version: 2 });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');

    const actor: Actor = {
      id: t.users.pricing.id,
      organizationId: t.orgId,
      firstName: 'Pricing',
      email: t.users.pricing.email,
      roles: ['Pricing'],
    };
    const failing = new OrderService(server.orm.em.fork() as Em, {
      beforeCommit: () => {
        throw new Error('injected fault before the commit');
      },
    });
    await expect(failing.save(actor, { id: order.id, order: { name: 'Rolled back' } })).rejects.toThrow('injected');

    expect(await storedCount()).toBe(before);
    const versions = await versionsOf(t.users.pricing.token, 'ORDER', order.id);
    expect(versions.map((v) => [v.version, v.snapshot.inputs.name])).toEqual([
      [2, 'Refusals 2'],
      [1, 'Refusals'],
    ]);
  });

  it('a saved voyage keeps each save under its label with the headline results; an identical save keeps none', async () => {
    const first = await saveVoyage(t.users.pricing.token, 'History voyage', { cve: 1500 });
    const second = await saveVoyage(t.users.admin.token, 'History voyage', { cve: 41500 });
    expect(second).not.toBe(first);
    const again = await saveVoyage(t.users.admin.token, 'History voyage', { cve: 41500 });
    expect(again).toBe(second);
    await saveVoyage(t.users.pricing.token, 'Another voyage');

    const byFirst = await versionsOf(t.users.sales.token, 'SAVED_VOYAGE', first);
    const bySecond = await versionsOf(t.users.sales.token, 'SAVED_VOYAGE', second);
    expect(bySecond).toEqual(byFirst);
    expect(byFirst.map((v) => [v.version, v.savedByName, v.recordId])).toEqual([
      [2, 'Admin VERSIONS', second],
      [1, 'Pricing VERSIONS', first],
    ]);
    expect(typeof byFirst[0]!.snapshot.results.tcEq).toBe('number');

    const diff = await as(t.users.sales.token)(DIFF, { record: 'SAVED_VOYAGE', id: second, from: 1, to: 2 });
    expect(diff.errors).toBeUndefined();
    const changes = diff.data!.versionDiff.changes as Json[];
    expect(changes.find((c) => c.section === 'INPUTS' && c.field === 'cve')).toMatchObject({
      before: 1500,
      after: 41500,
      unit: 'USD',
      delta: 40000,
    });
    // The headline figures are the stored results' own: the engine's numbers at each save.
    const stored = async (id: number) =>
      (await as(t.users.sales.token)(SAVED_RESULT, { id })).data!.savedResult.calculatorResult as Json;
    const [a, b] = [await stored(first), await stored(second)];
    const profit = changes.find((c) => c.section === 'RESULTS' && c.field === 'profit')!;
    expect(profit).toMatchObject({ label: 'Profit (before hire)', unit: 'USD', before: a.profit, after: b.profit });
    expect(profit.delta).toBe(b.profit - a.profit);
    expect(profit.delta).toBeLessThan(0);
    const tce = changes.find((c) => c.section === 'RESULTS' && c.field === 'tcEq')!;
    expect(tce).toMatchObject({ label: 'TCE', unit: 'USD/day', before: a.tcEq, after: b.tcEq });
    expect(tce.delta).toBeLessThan(0);
  });

  it("another organization's order or voyage, and an order one may not see, answer NOT_FOUND", async () => {
    const order = (await as(t.users.pricing.token)(SAVE, { input: orderInput({ access: 'PRIVATE' }) })).data!.saveOrder;
    const voyage = await saveVoyage(t.users.pricing.token, 'Private history');
    const stranger = as(other.users.admin.token);
    for (const [record, id] of [
      ['ORDER', order.id],
      ['SAVED_VOYAGE', voyage],
    ] as const) {
      expect(codeOf(await stranger(VERSIONS, { record, id }))).toBe('NOT_FOUND');
      expect(codeOf(await stranger(DIFF, { record, id, from: 1, to: 1 }))).toBe('NOT_FOUND');
    }
    // The private order of a colleague: not visible, so not its history either.
    expect(codeOf(await as(t.users.sales.token)(VERSIONS, { record: 'ORDER', id: order.id }))).toBe('NOT_FOUND');
    // A version that does not exist.
    const missing = await as(t.users.pricing.token)(DIFF, { record: 'ORDER', id: order.id, from: 1, to: 9 });
    expect(codeOf(missing)).toBe('NOT_FOUND');
    // Without a session.
    expect(codeOf(await gql(server.url, VERSIONS, { record: 'ORDER', id: order.id }))).toBe('UNAUTHENTICATED');
  });
});
