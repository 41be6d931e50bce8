import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/auth/routes.js';
import { LIST_SEARCH_TABLES } from '../../server/db/list-search.js';
import { migrate, openOrm, type Em, type Orm } from '../../server/db/orm.js';
import type { Actor } from '../../server/modules/auth/actor.js';
import { orderListWhere, queryOrderList, type OrderSearch } from '../../server/modules/orders/order-list.query.js';
import { SavedResultService, savedResultWhere } from '../../server/modules/results/saved-result.service.js';
import { scratchDatabase } from '../helpers/scratch-database.js';

/**
 * The lists' search tables kept by triggers (ADR 0018 addendum, server/db/list-search.ts): after single writes,
 * a burst of concurrent creates, deletes, renames, visibility, creator and freight-mode changes, operation
 * writes (the list columns' trigger updates the order), rolled-back writes, a deleted creator and a truncate,
 * each table holds exactly the mirrored columns of its source rows, and the lists' searched totals (counted
 * on the search table) equal a count of the same condition over the source rows.
 */
let orm: Orm;
let drop: () => Promise<void>;
let em: Em;
const users: { id: number; org: number }[] = [];
const PORTS = ['Rotterdam', 'Qingdao', 'Kamsar', 'Santos', 'Tubarao'];
const CARGOES = ['Iron ore', 'Coal', 'Bauxite'];

const one = async <T>(sql: string, params: unknown[] = []) => (await em.execute<T[]>(sql, params))[0]!;

const insertOrders = (tx: Em, org: number, creator: number, n: number, access: 'public' | 'private', name: string) =>
  tx.execute(
    `insert into client_query (created_at, updated_at, name, access, qty_mode, laycan_start_date, laycan_end_date,
      organization_id, created_by_id)
     select now() - g * interval '1 second', now(), ? || ' ' || g, ?::order_access, 'MOLOO', now(), now(), ?, ?
     from generate_series(1, ?) g`,
    [name, access, org, creator, n],
  );

const insertOperation = (tx: Em, orderId: number, org: number, k: number) =>
  tx.execute(
    `insert into port_operation (created_at, updated_at, operation, port, cargo_qty, max, cargo, account, "index",
      order_id, organization_id)
     values (now(), now(), ?::port_operation_type, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      k % 2 ? 'Discharging' : 'Loading',
      PORTS[k % PORTS.length],
      1000 * k,
      1200 * k,
      CARGOES[k % 3],
      `Acct ${k}`,
      k,
      orderId,
      org,
    ],
  );

const insertVoyages = (tx: Em, org: number, creator: number, n: number, vessel: string) =>
  tx.execute(
    `insert into saved_result (created_at, updated_at, save_label, vessel_name, order_name, first_load_port,
      last_discharge_port, load_quantity, calculator_result, cargo_order, fleet, port_operation, created_by_id,
      organization_id)
     select now(), now(), 'Run ' || g, ?, 'Order ' || g, 'Qingdao', 'Rotterdam', 0, '{}', '{}', '{}', '[]', ?, ?
     from generate_series(1, ?) g`,
    [vessel, creator, org, n],
  );

const ORDER_SEARCHES: OrderSearch[] = [
  { text: 'rotterdam' },
  { text: 'ROTTERdam|' },
  { text: 'ÉLAN' },
  { text: 'iron', type: 'cargo' },
  { text: 'burst' },
  { text: 'acct 3', type: 'account' },
  { text: 'single', type: 'voyType' },
  { text: 'e|q' },
  { columns: [{ column: 'firstLoadPort', text: 'qing' }] },
  { loadQtyFrom: 1000, loadQtyTo: 5000 },
  { text: 'burst', loadQtyTo: 3000 },
];

/** Each search table equals its source's mirrored columns; the lists' searched totals equal counts on the source. */
async function compare(): Promise<void> {
  for (const t of LIST_SEARCH_TABLES) {
    const cols = t.columns.map((c) => `"${c}"`).join(', ');
    const diff = await one<{ extra: string; missing: string; n: string; m: string }>(
      `select (select count(*) from (select ${cols} from ${t.search} except all select ${cols} from ${t.table}) x)::text as extra,
        (select count(*) from (select ${cols} from ${t.table} except all select ${cols} from ${t.search}) x)::text as missing,
        (select count(*) from ${t.table})::text as n, (select count(*) from ${t.search})::text as m`,
    );
    expect(diff, t.search).toEqual({ extra: '0', missing: '0', n: diff.n, m: diff.n });
    const text = await one<{ n: string }>(
      `select count(*)::text as n from ${t.search} s join ${t.table} x on x.id = s.id
       where s.search_text is distinct from ${t.searchText('x.')}`,
    );
    expect(text.n, `${t.search}.search_text`).toBe('0');
  }
  for (const u of users) {
    const actor: Actor = { id: u.id, organizationId: u.org, firstName: 'a', email: 'x@y.z', roles: [ROLE.pricing] };
    for (const scope of ['org', 'mine'] as const) {
      for (const search of ORDER_SEARCHES) {
        const q = { organizationId: u.org, actorId: u.id, scope, search };
        const where = await orderListWhere(em, q);
        const expected = await one<{ n: string }>(
          `select count(*)::text as n from client_query o where ${where.sql}`,
          where.params,
        );
        expect((await queryOrderList(em, { ...q, limit: 5, page: 0 })).total).toBe(Number(expected.n));
      }
    }
    for (const scope of ['all', 'mine'] as const) {
      for (const text of ['pride', 'rotterdam', 'run 1', 'élan', 'n|o']) {
        const { where, params } = savedResultWhere(actor, { scope, text });
        const expected = await one<{ n: string }>(
          `select count(*)::text as n from saved_result r where ${where}`,
          params,
        );
        const page = await new SavedResultService(em).voyages(actor, { scope, text, page: { page: 0, limit: 5 } });
        expect(page.totalElements).toBe(Number(expected.n));
      }
    }
  }
}

beforeAll(async () => {
  const db = await scratchDatabase();
  drop = db.drop;
  orm = await openOrm(db.url);
  await migrate(orm);
  em = orm.em.fork() as Em;
  for (const code of ['SRCA', 'SRCB']) {
    const org = await one<{ id: number }>(
      `insert into organization (created_at, updated_at, organization_name, organization_code, org_type)
       values (now(), now(), ?, ?, 'FSC') returning id`,
      [`Search org ${code}`, code],
    );
    for (const name of ['a', 'b', 'c']) {
      const u = await one<{ id: number }>(
        `insert into app_user (created_at, updated_at, first_name, last_name, email, password_hash, organization_id)
         values (now(), now(), ?, 'Searcher', ?, 'x', ?) returning id`,
        [name, `${name}@${code.toLowerCase()}.example`, org.id],
      );
      users.push({ id: u.id, org: org.id });
    }
  }
}, 120_000);

afterAll(async () => {
  await orm?.close(true);
  await drop?.();
});

describe('list search tables kept by triggers', () => {
  it('start from the rows already there and follow single writes and operation writes', async () => {
    const u = users[0]!;
    await insertOrders(em, u.org, u.id, 3, 'public', 'Burst');
    await insertOrders(em, u.org, users[1]!.id, 2, 'private', 'Other');
    await insertVoyages(em, u.org, u.id, 2, 'Ocean Pride');
    // Case folding beyond ASCII: the search table stores lower() of the text, the lists test with ilike.
    await insertOrders(em, u.org, u.id, 2, 'public', 'Élan');
    await insertVoyages(em, u.org, users[1]!.id, 1, 'ÉLAN Star');
    const ids = (await em.execute<{ id: number }[]>(`select id from client_query order by id`)).map((r) => r.id);
    for (const [i, id] of ids.entries()) await insertOperation(em, id, u.org, i);
    await compare();
    // Writes that change one mirrored column each (the last ones of the text: cargo, account, ports).
    await em.execute(`update port_operation set cargo = 'Clinker' where order_id = ?`, [ids[0]]);
    await em.execute(`update port_operation set account = 'Acct Z' where order_id = ?`, [ids[1]]);
    await em.execute(
      `update saved_result set last_discharge_port = 'Santos' where id = (select min(id) from saved_result)`,
    );
    await em.execute(`update saved_result set first_load_port = null where id = (select max(id) from saved_result)`);
    await compare();
    const listed = await one<{ p: string | null }>(
      `select list_first_load_port as p from order_list_search where id = ?`,
      [ids[0]],
    );
    expect(listed.p).toBe('Rotterdam');
  });

  it('stay exact after a burst of concurrent writes, operation changes and rollbacks', async () => {
    let seed = 11;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), Math.floor(seed / 65536) % n);
    const tasks: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < 100; i++) {
      const u = users[rand(users.length)]!;
      const peer = users.filter((p) => p.org === u.org)[rand(3)]!;
      const kind = rand(10);
      tasks.push(() =>
        orm.em.fork().transactional(async (tx) => {
          const t = tx as unknown as Em;
          // Every row a task writes is locked first, in one statement per table, in id order and tables in
          // one order (orders, then saved results), as the application's writes lock their order: what is left
          // to collide is the triggers' own rows.
          const pick = async (table: string, n: number) => {
            const ids = (
              await t.execute<{ id: number }[]>(
                `select id from ${table} where organization_id = ? order by random() limit ?`,
                [u.org, n],
              )
            ).map((r) => r.id);
            // Only the rows still there once locked (a concurrent task may have deleted one meanwhile).
            const locked = await t.execute<{ id: number }[]>(
              `select id from ${table} where id in (?) order by id for update`,
              [[0, ...ids]],
            );
            return [0, ...locked.map((r) => r.id)];
          };
          const orders = await pick('client_query', 3);
          const order = orders[1];
          const results = kind === 8 ? await pick('saved_result', 3) : [0];
          if (kind === 0) {
            // Inserts of both tables, orders first as every task writes them (their counter rows too).
            await insertOrders(t, u.org, u.id, 1 + rand(3), rand(2) ? 'public' : 'private', 'Burst');
            await insertVoyages(t, u.org, u.id, 1 + rand(2), rand(2) ? 'Ocean Pride' : 'Cape Venture');
          } else if (kind === 1) await t.execute(`delete from client_query where id in (?)`, [orders.slice(0, 3)]);
          else if (kind === 2)
            await t.execute(
              `update client_query set access = case when access = 'public' then 'private'::order_access
                 else 'public'::order_access end where id in (?)`,
              [orders],
            );
          else if (kind === 3)
            await t.execute(`update client_query set created_by_id = ? where id in (?)`, [peer.id, orders.slice(0, 3)]);
          else if (kind === 4) await t.execute(`update client_query set name = name || ' x' where id in (?)`, [orders]);
          else if (kind === 5 && order) await insertOperation(t, order, u.org, rand(9));
          else if (kind === 6 && order)
            await t.execute(`update port_operation set port = ?, cargo = ? where order_id = ?`, [
              PORTS[rand(5)],
              CARGOES[rand(3)],
              order,
            ]);
          else if (kind === 7 && order) await t.execute(`delete from port_operation where order_id = ?`, [order]);
          else if (kind === 8) {
            await t.execute(`update saved_result set save_label = save_label || ' y' where id in (?)`, [
              results.slice(0, 3),
            ]);
            await t.execute(`delete from saved_result where id in (?)`, [[0, ...results.slice(3)]]);
          } else {
            // A write that fails after its statements ran: nothing of it may remain in the search tables.
            await t.execute(`update client_query set freight_mode = 'Multiple Freight' where id in (?)`, [orders]);
            await insertOrders(t, u.org, u.id, 2, 'public', 'Rolled');
            await insertVoyages(t, u.org, u.id, 1, 'Ocean Pride');
            throw new Error('rolled back');
          }
        }),
      );
    }
    const results = await Promise.allSettled(tasks.map((t) => t()));
    const failures = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(failures.map((f) => (f.reason as Error).message).filter((m) => m !== 'rolled back')).toEqual([]);
    expect(failures.length).toBeGreaterThan(0);
    await em.execute(`update client_query set freight_mode = 'Multiple Freight' where id % 3 = 0`);
    await compare();
  }, 180_000);

  it('follow a deleted creator (rows kept, creator set null) and a truncate', async () => {
    const gone = users.pop()!;
    await insertOrders(em, gone.org, gone.id, 2, 'private', 'Gone');
    await insertVoyages(em, gone.org, gone.id, 1, 'Ocean Pride');
    await em.execute(`delete from app_user where id = ?`, [gone.id]);
    await compare();
    await em.execute(`truncate saved_result`);
    expect((await one<{ n: string }>(`select count(*)::text as n from saved_result_list_search`)).n).toBe('0');
    await compare();
  });
});
