import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { DELETE_ORDER, ORDER, orderInput, saveOrder, saveVoyage, SAVE_ORDER, type Json } from './orders-support.js';

/**
 * Role x organization x operation, on both APIs: nobody reads or writes another organization's orders or
 * saved results (they answer NOT_FOUND, like private orders of colleagues), and no role does what its
 * route table does not allow (FORBIDDEN).
 */

type Outcome = 'OK' | 'NOT_FOUND' | 'FORBIDDEN';
type Actor = 'ADMIN' | 'Pricing' | 'Sales' | 'Super Admin' | 'other ADMIN';
type OrderTarget = 'demo public' | 'demo private' | 'other public';
type ResultTarget = 'demo result' | 'other result';

const EMAIL: Record<Actor, string> = {
  ADMIN: 'admin@demo.example',
  Pricing: 'pricing@demo.example',
  Sales: 'sales@demo.example',
  'Super Admin': 'superadmin@demo.example',
  'other ADMIN': 'admin@other.example',
};
const ACTORS = Object.keys(EMAIL) as Actor[];

/** Pricing created both demo orders; the other organization's admin its own. */
const ORDER_READ: Record<Actor, Record<OrderTarget, Outcome>> = {
  ADMIN: { 'demo public': 'OK', 'demo private': 'NOT_FOUND', 'other public': 'NOT_FOUND' },
  Pricing: { 'demo public': 'OK', 'demo private': 'OK', 'other public': 'NOT_FOUND' },
  Sales: { 'demo public': 'OK', 'demo private': 'NOT_FOUND', 'other public': 'NOT_FOUND' },
  // The Super Admin reads an order only for its route map (/map/{id}): the organization's visible ones.
  'Super Admin': { 'demo public': 'OK', 'demo private': 'NOT_FOUND', 'other public': 'NOT_FOUND' },
  'other ADMIN': { 'demo public': 'NOT_FOUND', 'demo private': 'NOT_FOUND', 'other public': 'OK' },
};
/** Changing a visible order is for its creator or an ADMIN; the Super Admin has no orders screen. */
const ORDER_WRITE: Record<Actor, Record<OrderTarget, Outcome>> = {
  ...ORDER_READ,
  Sales: { 'demo public': 'FORBIDDEN', 'demo private': 'NOT_FOUND', 'other public': 'NOT_FOUND' },
  'Super Admin': { 'demo public': 'FORBIDDEN', 'demo private': 'FORBIDDEN', 'other public': 'FORBIDDEN' },
};
/** Pricing saved the demo result; everyone may read the organization's results (/saved). */
const RESULT_READ: Record<Actor, Record<ResultTarget, Outcome>> = {
  ADMIN: { 'demo result': 'OK', 'other result': 'NOT_FOUND' },
  Pricing: { 'demo result': 'OK', 'other result': 'NOT_FOUND' },
  Sales: { 'demo result': 'OK', 'other result': 'NOT_FOUND' },
  'Super Admin': { 'demo result': 'OK', 'other result': 'NOT_FOUND' },
  'other ADMIN': { 'demo result': 'NOT_FOUND', 'other result': 'OK' },
};
/** Deleting is for whoever saved it or an ADMIN of the organization. */
const RESULT_DELETE: Record<Actor, Record<ResultTarget, Outcome>> = {
  ...RESULT_READ,
  Sales: { 'demo result': 'FORBIDDEN', 'other result': 'NOT_FOUND' },
  'Super Admin': { 'demo result': 'FORBIDDEN', 'other result': 'NOT_FOUND' },
};

const cases = <T extends string>(table: Record<Actor, Record<T, Outcome>>) =>
  ACTORS.flatMap((actor) =>
    (Object.entries(table[actor]) as [T, Outcome][]).map(([target, outcome]) => [actor, target, outcome] as const),
  );

function gqlOutcome(r: { errors?: { extensions?: { code?: string } }[] }): string {
  return r.errors ? (r.errors[0]?.extensions?.code ?? 'ERROR') : 'OK';
}
function restOutcome(r: { status: number; body: Json }): string {
  if (r.status === 200) return 'OK';
  expect(typeof r.body?.error).toBe('string');
  return r.body?.code ?? String(r.status);
}

describe('isolation matrix: role x organization x operation, GraphQL and REST', () => {
  let server: TestServer;
  const token = {} as Record<Actor, string>;
  const orders = {} as Record<OrderTarget, number>;
  const results = {} as Record<ResultTarget, number>;

  const creatorOf = (target: OrderTarget | ResultTarget): Actor =>
    target.startsWith('other') ? 'other ADMIN' : 'Pricing';
  const makeOrder = async (target: OrderTarget, name: string) =>
    (
      await saveOrder(
        server.url,
        token[creatorOf(target)],
        orderInput({ name, access: target.includes('private') ? 'PRIVATE' : 'PUBLIC' }),
      )
    ).id as number;
  const readOrder = async (id: number, as: Actor) =>
    (await gql<{ order: Json }>(server.url, ORDER, { id }, token[as])).data?.order;

  beforeAll(async () => {
    server = await startTestServer();
    for (const a of ACTORS) token[a] = await loginToken(server.url, EMAIL[a]);
    for (const target of ['demo public', 'demo private', 'other public'] as const)
      orders[target] = await makeOrder(target, target);
    results['demo result'] = await saveVoyage(server.url, token.Pricing, 'demo result');
    results['other result'] = await saveVoyage(server.url, token['other ADMIN'], 'other result');
  });
  afterAll(async () => server?.close());

  describe('orders', () => {
    it.each(cases(ORDER_READ))('%s reads %s: %s', async (actor, target, outcome) => {
      const id = orders[target];
      expect(gqlOutcome(await gql(server.url, ORDER, { id }, token[actor]))).toBe(outcome);
      for (const path of ['/queryById', '/CargoByQuery', '/allCargoExtraDetailsByQuery']) {
        expect(restOutcome(await rest(server.url, 'GET', `${path}?id=${id}`, { token: token[actor] }))).toBe(outcome);
      }
    });

    it.each(cases(ORDER_WRITE))(
      '%s updates %s: %s (both APIs; a refused write changes nothing)',
      async (actor, target, outcome) => {
        const viaGql = await makeOrder(target, 'before');
        const g = await gql(server.url, SAVE_ORDER, { input: { id: viaGql, name: 'after' } }, token[actor]);
        expect(gqlOutcome(g)).toBe(outcome);
        const viaRest = await makeOrder(target, 'before');
        const r = await rest(server.url, 'PUT', '/updateClientQuery', {
          token: token[actor],
          body: { id: viaRest, name: 'after' },
        });
        expect(restOutcome(r)).toBe(outcome);
        const rows = await rest(server.url, 'POST', `/cargoList?queryId=${viaRest}`, {
          token: token[actor],
          body: [{ operation: 'Passing', port: 'Singapore' }],
        });
        expect(restOutcome(rows)).toBe(outcome);
        const creator = creatorOf(target);
        for (const id of [viaGql, viaRest]) {
          const now = await readOrder(id, creator);
          expect(now?.name).toBe(outcome === 'OK' ? 'after' : 'before');
          expect(now?.operations).toHaveLength(outcome === 'OK' && id === viaRest ? 4 : 3);
        }
      },
    );

    it.each(cases(ORDER_WRITE))('%s deletes %s: %s (both APIs)', async (actor, target, outcome) => {
      const viaGql = await makeOrder(target, 'delete me');
      expect(gqlOutcome(await gql(server.url, DELETE_ORDER, { id: viaGql }, token[actor]))).toBe(outcome);
      const viaRest = await makeOrder(target, 'delete me');
      expect(restOutcome(await rest(server.url, 'POST', `/Querydelete?id=${viaRest}`, { token: token[actor] }))).toBe(
        outcome,
      );
      for (const id of [viaGql, viaRest])
        expect((await readOrder(id, creatorOf(target))) === undefined).toBe(outcome === 'OK');
    });

    it.each(ACTORS)('%s lists only what it may see, on both APIs', async (actor) => {
      const g = await gql<{ allOrders: Json; myOrders: Json }>(
        server.url,
        `query { allOrders(page: { limit: 100 }) { content { id: databaseId } } myOrders(page: { limit: 100 }) { content { id: databaseId } } }`,
        {},
        token[actor],
      );
      const r = await rest<Json>(server.url, 'GET', '/paginatedClientQueryOrg?limit=100', { token: token[actor] });
      const s = await rest<Json>(server.url, 'GET', '/allQueryByCharForOrg?searchParam=&limit=100', {
        token: token[actor],
      });
      if (actor === 'Super Admin') {
        expect(gqlOutcome(g)).toBe('FORBIDDEN');
        expect([restOutcome(r), restOutcome(s)]).toEqual(['FORBIDDEN', 'FORBIDDEN']);
        return;
      }
      const visible = (Object.keys(orders) as OrderTarget[])
        .filter((t) => ORDER_READ[actor][t] === 'OK')
        .map((t) => orders[t]);
      const hidden = Object.values(orders).filter((id) => !visible.includes(id));
      for (const list of [g.data!.allOrders.content, r.body.content, s.body.content] as Json[][]) {
        const ids = list.map((row) => row.id);
        expect(ids).toEqual(expect.arrayContaining(visible));
        for (const id of hidden) expect(ids).not.toContain(id);
      }
      expect(g.data!.myOrders.content.every((row: Json) => !hidden.includes(row.id))).toBe(true);
    });

    it('rows and extra details of another organization are not found either', async () => {
      const foreign = await saveOrder(server.url, token['other ADMIN'], orderInput({ access: 'PUBLIC' }));
      const bunkering = await gql<{ addOperation: Json }>(
        server.url,
        `mutation ($id: Int!) { addOperation(orderId: $id, input: { operation: BUNKERING, port: "Singapore", extraDetail: { bunkerSuppliedHsfo: 10 } }) { operations { id: databaseId } cargoExtraDetails { id: databaseId } } }`,
        { id: foreign.id },
        token['other ADMIN'],
      );
      const opId = bunkering.data!.addOperation.operations[3].id as number;
      const detailId = bunkering.data!.addOperation.cargoExtraDetails[0].id as number;
      const demo = token.ADMIN;
      expect(
        gqlOutcome(
          await gql(
            server.url,
            `mutation ($id: Int!) { deleteOperation(id: $id) { id: databaseId } }`,
            { id: opId },
            demo,
          ),
        ),
      ).toBe('NOT_FOUND');
      expect(
        gqlOutcome(
          await gql(
            server.url,
            `mutation ($id: Int!) { saveCargoExtraDetail(operationId: $id, input: { speedFactor: 1 }) { id: databaseId } }`,
            { id: opId },
            demo,
          ),
        ),
      ).toBe('NOT_FOUND');
      expect(
        gqlOutcome(
          await gql(server.url, `mutation ($id: Int!) { deleteCargoExtraDetail(id: $id) }`, { id: detailId }, demo),
        ),
      ).toBe('NOT_FOUND');
      expect(
        restOutcome(
          await rest(server.url, 'POST', '/cargoExtraDetails', {
            token: demo,
            body: { cargoId: opId, speedFactor: 1 },
          }),
        ),
      ).toBe('NOT_FOUND');
      expect(
        restOutcome(await rest(server.url, 'DELETE', `/deleteCargoExtraDetail?id=${detailId}`, { token: demo })),
      ).toBe('NOT_FOUND');
      expect(
        restOutcome(
          await rest(server.url, 'POST', `/updateCargoDetails?queryId=${foreign.id}`, { token: demo, body: [] }),
        ),
      ).toBe('NOT_FOUND');
      expect(
        restOutcome(await rest(server.url, 'PUT', '/updateQueryFormat', { token: demo, body: [foreign.id] })),
      ).toBe('BAD_USER_INPUT');
      const otherAdminId = foreign.createdById as number;
      expect(
        restOutcome(await rest(server.url, 'GET', `/getQueryFormatForUser?userId=${otherAdminId}`, { token: demo })),
      ).toBe('NOT_FOUND');
      expect((await readOrder(foreign.id, 'other ADMIN'))?.cargoExtraDetails).toHaveLength(1);
    });
  });

  describe('saved results', () => {
    const SAVED_RESULT = `query ($id: Int!) { savedResult(id: $id) { id: databaseId } }`;

    it.each(cases(RESULT_READ))('%s reads %s: %s', async (actor, target, outcome) => {
      const id = results[target];
      expect(gqlOutcome(await gql(server.url, SAVED_RESULT, { id }, token[actor]))).toBe(outcome);
      expect(restOutcome(await rest(server.url, 'GET', `/result/resultById?id=${id}`, { token: token[actor] }))).toBe(
        outcome,
      );
    });

    it.each(cases(RESULT_DELETE))('%s deletes %s: %s (both APIs)', async (actor, target, outcome) => {
      const creator = creatorOf(target);
      const viaGql = await saveVoyage(server.url, token[creator], `${target} gql`);
      expect(
        gqlOutcome(
          await gql(server.url, `mutation ($id: Int!) { deleteSavedResult(id: $id) }`, { id: viaGql }, token[actor]),
        ),
      ).toBe(outcome);
      const viaRest = await saveVoyage(server.url, token[creator], `${target} rest`);
      expect(
        restOutcome(await rest(server.url, 'DELETE', `/result/deleteById?id=${viaRest}`, { token: token[actor] })),
      ).toBe(outcome);
      for (const id of [viaGql, viaRest]) {
        const left = await gql(server.url, SAVED_RESULT, { id }, token[creator]);
        expect(gqlOutcome(left)).toBe(outcome === 'OK' ? 'NOT_FOUND' : 'OK');
      }
    });

    it.each(ACTORS)('%s lists its organization only; the voyages screen follows the route table', async (actor) => {
      const own = actor === 'other ADMIN' ? results['other result'] : results['demo result'];
      const foreign = actor === 'other ADMIN' ? results['demo result'] : results['other result'];
      const g = await gql<{ savedResults: Json }>(
        server.url,
        `query { savedResults(page: { limit: 100 }) { content { id: databaseId } } }`,
        {},
        token[actor],
      );
      const r = await rest<Json>(server.url, 'GET', '/result/allSavedResults?limit=100', { token: token[actor] });
      for (const ids of [g.data!.savedResults.content, r.body.content].map((c: Json[]) => c.map((row) => row.id))) {
        expect(ids).toContain(own);
        expect(ids).not.toContain(foreign);
      }
      const voyagesAllowed = ['ADMIN', 'Pricing', 'other ADMIN'].includes(actor);
      const v = await gql(server.url, `query { voyages { content { id: databaseId } } }`, {}, token[actor]);
      const vr = await rest<Json>(server.url, 'GET', '/result/allVoyageResultsByChar?searchParam=result', {
        token: token[actor],
      });
      expect([gqlOutcome(v), restOutcome(vr)]).toEqual(voyagesAllowed ? ['OK', 'OK'] : ['FORBIDDEN', 'FORBIDDEN']);
      if (voyagesAllowed) expect(vr.body.content.map((row: Json) => row.id)).not.toContain(foreign);
    });
  });

  it('no path answers another role or organization with a 5xx', async () => {
    for (const actor of ACTORS) {
      for (const path of [
        '/paginatedClientQueryUser',
        '/allQueryByCharForUser',
        '/getQueryFormat',
        `/result/allSavedResults`,
      ]) {
        expect((await rest(server.url, 'GET', path, { token: token[actor] })).status).toBeLessThan(500);
      }
    }
  });
});
