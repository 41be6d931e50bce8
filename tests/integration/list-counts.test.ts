import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListCount, savedResultListCount } from '../../server/db/list-counts.js';
import { migrate, openOrm, type Em, type Orm } from '../../server/db/orm.js';
import { queryOrderList } from '../../server/modules/orders/order-list.query.js';
import { scratchDatabase } from '../helpers/scratch-database.js';

/**
 * The lists' counts kept by triggers (ADR 0018) against count(*) of the rows, after a burst of concurrent
 * creates, deletes, visibility and creator changes, multi-row statements and rolled-back writes, on
 * whichever database DATABASE_URL selects (on PostgreSQL the writers really run at once, on a pool).
 */
let orm: Orm;
let drop: () => Promise<void>;
let em: Em;
const orgs: number[] = [];
const users: { id: number; org: number }[] = [];

const one = async <T>(sql: string, params: unknown[] = []) => (await em.execute<T[]>(sql, params))[0]!;

const insertOrders = (tx: Em, org: number, creator: number, n: number, access: 'public' | 'private') =>
  tx.execute(
    `insert into client_query (created_at, updated_at, name, access, qty_mode, laycan_start_date, laycan_end_date,
      organization_id, created_by_id)
     select now(), now(), 'Burst ' || g, ?::order_access, 'MOLOO', now(), now(), ?, ? from generate_series(1, ?) g`,
    [access, org, creator, n],
  );

const insertVoyages = (tx: Em, org: number, creator: number, n: number) =>
  tx.execute(
    `insert into saved_result (created_at, updated_at, save_label, vessel_name, order_name, load_quantity,
      calculator_result, cargo_order, fleet, port_operation, created_by_id, organization_id)
     select now(), now(), 'Run ' || g, 'Ocean Pride', 'Burst', 0, '{}', '{}', '{}', '[]', ?, ? from generate_series(1, ?) g`,
    [creator, org, n],
  );

/** The counts as the rows say, and as the counter tables say (zero rows left out). */
async function compare(): Promise<void> {
  const rows = await em.execute<{ k: string; n: string }[]>(
    `select organization_id || '/' || coalesce(created_by_id, 0) || '/' || access::text as k, count(*)::text as n
     from client_query group by 1 order by 1`,
  );
  const kept = await em.execute<{ k: string; n: string }[]>(
    `select organization_id || '/' || creator_id || '/' || access as k, n::text as n from order_list_count
     where n <> 0 order by 1`,
  );
  expect(kept).toEqual(rows);
  const vRows = await em.execute<{ k: string; n: string }[]>(
    `select organization_id || '/' || coalesce(created_by_id, 0) as k, count(*)::text as n from saved_result
     group by 1 order by 1`,
  );
  const vKept = await em.execute<{ k: string; n: string }[]>(
    `select organization_id || '/' || creator_id as k, n::text as n from saved_result_list_count where n <> 0 order by 1`,
  );
  expect(vKept).toEqual(vRows);
  // And through the lists' own count paths, for every user and scope.
  for (const u of users) {
    const all = await one<{ n: string }>(
      `select count(*)::text as n from client_query where organization_id = ? and (access = 'public' or created_by_id = ?)`,
      [u.org, u.id],
    );
    const mine = await one<{ n: string }>(`select count(*)::text as n from client_query where created_by_id = ?`, [
      u.id,
    ]);
    expect(await orderListCount(em, u.org, u.id, false)).toBe(Number(all.n));
    expect(await orderListCount(em, u.org, u.id, true)).toBe(Number(mine.n));
    const list = await queryOrderList(em, {
      organizationId: u.org,
      actorId: u.id,
      scope: 'org',
      search: {},
      limit: 5,
      page: 0,
    });
    expect(list.total).toBe(Number(all.n));
    // Searched by creator only, the count comes from the kept counts too.
    for (const scope of ['org', 'mine'] as const) {
      for (const text of ['a Counter', 'Counter', 'nobody']) {
        const expected = await one<{ n: string }>(
          `select count(*)::text as n from client_query o join app_user au on au.id = o.created_by_id
           where o.organization_id = ? and ${scope === 'mine' ? 'o.created_by_id = ?' : "(o.access = 'public' or o.created_by_id = ?)"}
             and au.first_name || ' ' || au.last_name ilike ?`,
          [u.org, u.id, `%${text}%`],
        );
        const searched = await queryOrderList(em, {
          organizationId: u.org,
          actorId: u.id,
          scope,
          search: { text, type: 'createdBy' },
          limit: 5,
          page: 0,
        });
        expect(searched.total).toBe(Number(expected.n));
      }
    }
    const voyages = await one<{ n: string }>(
      `select count(*)::text as n from saved_result where organization_id = ? and created_by_id = ?`,
      [u.org, u.id],
    );
    expect(await savedResultListCount(em, u.org, u.id)).toBe(Number(voyages.n));
  }
  for (const org of orgs) {
    const v = await one<{ n: string }>(`select count(*)::text as n from saved_result where organization_id = ?`, [org]);
    expect(await savedResultListCount(em, org)).toBe(Number(v.n));
  }
}

beforeAll(async () => {
  const db = await scratchDatabase();
  drop = db.drop;
  orm = await openOrm(db.url);
  await migrate(orm);
  em = orm.em.fork() as Em;
  for (const code of ['CNTA', 'CNTB']) {
    const org = await one<{ id: number }>(
      `insert into organization (created_at, updated_at, organization_name, organization_code, org_type)
       values (now(), now(), ?, ?, 'FSC') returning id`,
      [`Count org ${code}`, code],
    );
    orgs.push(org.id);
    for (const name of ['a', 'b', 'c']) {
      const u = await one<{ id: number }>(
        `insert into app_user (created_at, updated_at, first_name, last_name, email, password_hash, organization_id)
         values (now(), now(), ?, 'Counter', ?, 'x', ?) returning id`,
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

describe('list counts kept by triggers', () => {
  it('start from the rows already there and follow single writes', async () => {
    const u = users[0]!;
    await insertOrders(em, u.org, u.id, 3, 'public');
    await insertOrders(em, u.org, users[1]!.id, 2, 'private');
    await insertVoyages(em, u.org, u.id, 2);
    await compare();
    expect(await orderListCount(em, u.org, u.id, false)).toBe(3);
    expect(await orderListCount(em, u.org, users[1]!.id, false)).toBe(5);
  });

  it('stay exact after a burst of concurrent creates, deletes, visibility and creator changes and rollbacks', async () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), Math.floor(seed / 65536) % n);
    const tasks: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < 120; i++) {
      const u = users[rand(users.length)]!;
      const peer = users.filter((p) => p.org === u.org)[rand(3)]!;
      const kind = rand(8);
      tasks.push(() =>
        orm.em.fork().transactional(async (tx) => {
          const t = tx as unknown as Em;
          // Rows picked, then locked in id order (FOR UPDATE above the sort) before the write: the writers
          // lock order rows in one order, as the application's one-order writes do, so what remains to
          // collide is the counter rows. Id 0 (none) keeps the list non-empty.
          const pick = async (table: string, n: number) => {
            const ids = (
              await t.execute<{ id: number }[]>(
                `select id from ${table} where organization_id = ? order by random() limit ?`,
                [u.org, n],
              )
            ).map((r) => r.id);
            await t.execute(`select id from ${table} where id in (?) order by id for update`, [[0, ...ids]]);
            return [0, ...ids];
          };
          if (kind === 0) await insertOrders(t, u.org, u.id, 1 + rand(4), rand(2) ? 'public' : 'private');
          else if (kind === 1)
            await t.execute(`delete from client_query where id in (?)`, [await pick('client_query', 2)]);
          else if (kind === 2)
            await t.execute(
              `update client_query set access = case when access = 'public' then 'private'::order_access
                 else 'public'::order_access end where id in (?)`,
              [await pick('client_query', 3)],
            );
          else if (kind === 3)
            await t.execute(`update client_query set created_by_id = ? where id in (?)`, [
              peer.id,
              await pick('client_query', 2),
            ]);
          else if (kind === 4) await insertVoyages(t, u.org, u.id, 1 + rand(3));
          else if (kind === 5)
            await t.execute(`delete from saved_result where id in (?)`, [await pick('saved_result', 1)]);
          else if (kind === 6) {
            // A write that fails after its statements ran: nothing of it may remain in the counts.
            await insertOrders(t, u.org, u.id, 2, 'public');
            await insertVoyages(t, u.org, u.id, 1);
            throw new Error('rolled back');
          } else
            await t.execute(`update client_query set name = name || '.' where id in (?)`, [
              await pick('client_query', 4),
            ]);
        }),
      );
    }
    const results = await Promise.allSettled(tasks.map((t) => t()));
    const failures = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(failures.map((f) => (f.reason as Error).message).filter((m) => m !== 'rolled back')).toEqual([]);
    expect(failures.length).toBeGreaterThan(0);
    await compare();
  }, 120_000);

  it('follow a deleted creator (orders and voyages kept, creator set null) and a truncate', async () => {
    const gone = users.pop()!;
    await insertOrders(em, gone.org, gone.id, 2, 'private');
    await insertVoyages(em, gone.org, gone.id, 1);
    await em.execute(`delete from app_user where id = ?`, [gone.id]);
    await compare();
    await em.execute(`truncate saved_result`);
    expect(await savedResultListCount(em, orgs[0]!)).toBe(0);
    await compare();
  });
});
