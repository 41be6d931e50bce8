import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openOrm, type Em, type Orm } from '../../server/db/orm.js';
import { queryOrderList, type OrderSearch } from '../../server/modules/orders/order-list.query.js';
import { seedBenchOrders } from '../../scripts/bench-seed.js';

/**
 * The orders table's list columns (ADR 0018) are kept by database triggers from the operations: every way
 * the rows change moves them, and the list's paging (pinned first for 'mine') and exact search hold.
 */
let orm: Orm;
let em: Em;
let org: number;
let user: number;

const one = async <T>(sql: string, params: unknown[] = []) => (await em.execute<T[]>(sql, params))[0]!;

async function order(name: string, createdAt: string, qtyMode = 'MOLOO'): Promise<number> {
  const r = await one<{ id: number }>(
    `insert into client_query (created_at, updated_at, name, access, qty_mode, laycan_start_date, laycan_end_date,
      organization_id, created_by_id) values (?, now(), ?, 'public', ?::qty_mode, now(), now(), ?, ?) returning id`,
    [createdAt, name, qtyMode, org, user],
  );
  return r.id;
}

async function op(
  orderId: number,
  operation: string,
  index: number,
  port: string,
  extra: Record<string, unknown> = {},
) {
  const r = await one<{ id: number }>(
    `insert into port_operation (created_at, updated_at, operation, port, cargo_qty, max, cargo, account, "index",
      order_id, organization_id) values (now(), now(), ?::port_operation_type, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    [operation, port, extra.qty ?? 0, extra.max ?? 0, extra.cargo ?? null, extra.account ?? null, index, orderId, org],
  );
  return r.id;
}

const columns = (id: number) =>
  one<Record<string, unknown>>(
    `select list_first_load_port, list_cargo, list_account, list_last_discharge_port, list_load_qty
     from client_query where id = ?`,
    [id],
  );

const list = (scope: 'mine' | 'org', search: OrderSearch, page = 0, limit = 20) =>
  queryOrderList(em, { organizationId: org, actorId: user, scope, search, page, limit });

beforeAll(async () => {
  orm = await openOrm('pglite://memory');
  await migrate(orm);
  em = orm.em.fork() as Em;
  org = (
    await one<{ id: number }>(
      `insert into organization (created_at, updated_at, organization_name, organization_code, org_type)
       values (now(), now(), 'List org', 'LISTCOLS', 'FSC') returning id`,
    )
  ).id;
  user = (
    await one<{ id: number }>(
      `insert into app_user (created_at, updated_at, first_name, last_name, email, password_hash, organization_id)
       values (now(), now(), 'Lia', 'Lister', 'lia@list.example', 'x', ?) returning id`,
      [org],
    )
  ).id;
});

afterAll(async () => {
  await orm.close(true);
});

describe('order list columns kept by triggers', () => {
  it('follow inserts, updates, moves and deletes of operations, and the quantity mode', async () => {
    const a = await order('Alpha', '2026-01-01T00:00:00Z');
    expect(await columns(a)).toEqual({
      list_first_load_port: null,
      list_cargo: null,
      list_account: null,
      list_last_discharge_port: null,
      list_load_qty: 0,
    });
    const l2 = await op(a, 'Loading', 2, 'Dampier', { qty: 10, max: 15, cargo: 'Coal', account: 'BHP' });
    const l1 = await op(a, 'Loading', 1, 'Kamsar', { qty: 20, max: 25, cargo: 'Bauxite', account: 'SAIC' });
    await op(a, 'Discharging', 3, 'Qingdao');
    const d2 = await op(a, 'Discharging', 4, 'Longkou');
    expect(await columns(a)).toEqual({
      list_first_load_port: 'Kamsar',
      list_cargo: 'Bauxite',
      list_account: 'SAIC',
      list_last_discharge_port: 'Longkou',
      list_load_qty: 30,
    });
    await em.execute(`update client_query set qty_mode = 'MINMAX' where id = ?`, [a]);
    expect((await columns(a)).list_load_qty).toBe(40);
    await em.execute(`update port_operation set port = 'Conakry', "index" = 0 where id = ?`, [l1]);
    expect((await columns(a)).list_first_load_port).toBe('Conakry');
    await em.execute(`delete from port_operation where id = ?`, [d2]);
    expect((await columns(a)).list_last_discharge_port).toBe('Qingdao');
    const b = await order('Beta', '2026-01-02T00:00:00Z');
    await em.execute(`update port_operation set order_id = ? where id = ?`, [b, l2]);
    expect(await columns(a)).toMatchObject({ list_cargo: 'Bauxite', list_load_qty: 25 });
    expect(await columns(b)).toMatchObject({ list_first_load_port: 'Dampier', list_cargo: 'Coal', list_load_qty: 10 });
  });

  it('search narrows through the joined text but matches one column at a time', async () => {
    const c = await order('Gamma ab', '2026-01-03T00:00:00Z');
    await op(c, 'Loading', 0, 'cd Port', { cargo: 'Salt' });
    const names = async (search: OrderSearch) => (await list('org', search)).rows.map((r) => r.name);
    expect(await names({ text: 'ab|cd' })).toEqual([]);
    expect(await names({ text: 'ab' })).toEqual(['Gamma ab']);
    expect(await names({ text: 'cd port', type: 'firstLoadPort' })).toEqual(['Gamma ab']);
    expect(await names({ text: 'cd port', type: 'name' })).toEqual([]);
    expect(await names({ text: 'lister', type: 'createdBy' })).toHaveLength(3);
    expect(await names({ text: 'multiple', type: 'voyType' })).toEqual([]);
    expect(await names({ text: 'salt', loadQtyFrom: 1 })).toEqual([]);
  });

  it("'mine' pages through the pinned orders first, then the rest, without gaps or repeats", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await order(`Page ${i}`, `2026-02-0${i + 1}T00:00:00Z`));
    await em.execute(`insert into app_user_pinned_orders (user_id, order_id) values (?, ?), (?, ?)`, [
      user,
      ids[1],
      user,
      ids[5],
    ]);
    const everything = (await list('mine', {}, 0, 100)).rows;
    const pages = [];
    for (let p = 0; p * 3 < everything.length; p++) pages.push(...(await list('mine', {}, p, 3)).rows);
    expect(pages.map((r) => r.id)).toEqual(everything.map((r) => r.id));
    expect(everything.slice(0, 2).map((r) => [r.id, r.pinned])).toEqual([
      [ids[5], true],
      [ids[1], true],
    ]);
    expect(everything.slice(2).every((r) => !r.pinned)).toBe(true);
    expect((await list('mine', {}, 0, 3)).total).toBe(everything.length);
  });

  it('a common search (paged by walking the created-date index) answers what the exact test over every order does', async () => {
    await seedBenchOrders(em, org, [user], 0, 2400);
    const expected = async (pattern: string, offset: number) =>
      (
        await em.execute<{ id: number }[]>(
          `select id from client_query where organization_id = ? and (access = 'public' or created_by_id = ?)
           and (list_cargo ilike ? or name ilike ? or list_first_load_port ilike ? or list_last_discharge_port ilike ?
             or list_account ilike ?)
           order by created_at desc, id desc limit 20 offset ?`,
          [org, user, pattern, pattern, pattern, pattern, pattern, offset],
        )
      ).map((r) => r.id);
    for (const [text, page] of [
      ['o', 0],
      ['o', 3],
      ['o', 40],
      ['coal', 0],
    ] as const) {
      const got = await list('org', { text }, page);
      expect(got.total).toBeGreaterThan(0);
      expect(got.rows.map((r) => r.id)).toEqual(await expected(`%${text}%`, page * 20));
    }
    expect((await list('org', { text: 'o' })).total).toBeGreaterThanOrEqual(2000);
  });
});
