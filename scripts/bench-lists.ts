/**
 * `npm run bench:lists` (issue #19 item 1): the orders and voyages lists at 1,000 / 10,000 / 100,000 orders in
 * one organization. Each case is the list as the API answers it (count and first page, through the real query
 * code) timed RUNS times after WARM; p50 and p99 in ms against the target (p50 <= 30, p99 <= 100). Then the
 * plans (EXPLAIN ANALYZE) of the statements each case ran, at the largest size, key nodes only.
 *
 * Database: DATABASE_URL (postgres://... makes a scratch database there and drops it; default PGlite in memory).
 * BENCH_SIZES=1000,10000 picks the sizes (BENCH_SIZES=100000 seeds the largest at once); BENCH_CASES=search,mine
 * runs only the cases whose name contains one of the words (the floor always runs); BENCH_PLANS=full prints
 * whole plans.
 */
import 'reflect-metadata';
import { cpus, loadavg } from 'node:os';
import { ROLE } from '../shared/auth/routes.js';
import type { Em } from '../server/db/orm.js';
import type { Actor } from '../server/modules/auth/actor.js';
import { orderConnection } from '../server/modules/orders/order-list.keyset.js';
import { queryOrderList, type OrderListQuery, type OrderSearch } from '../server/modules/orders/order-list.query.js';
import { SavedResultService, type SavedResultQuery } from '../server/modules/results/saved-result.service.js';
import { startTestServer } from '../tests/helpers/test-server.js';
import { seedBenchOrders } from './bench-seed.js';
import { recordStatements } from './bench-sql.js';

const WARM = 5;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const TARGET = { p50: 30, p99: 100 };
const CASES = process.env.BENCH_CASES?.split(',').map((w) => w.trim().toLowerCase());

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

interface Case {
  name: string;
  run: (em: Em) => Promise<unknown>;
}

function cases(actor: Actor): Case[] {
  const order =
    (scope: 'mine' | 'org', search: OrderSearch, page = 0) =>
    (em: Em) =>
      queryOrderList(em, {
        organizationId: actor.organizationId,
        actorId: actor.id,
        scope,
        search,
        limit: 20,
        page,
      } as OrderListQuery);
  const voyages =
    (q: Omit<SavedResultQuery, 'page'>, page = 0) =>
    (em: Em) =>
      new SavedResultService(em).voyages(actor, { ...q, page: { page, limit: 20 } });
  const connection = (scope: 'mine' | 'org', search: OrderSearch) => async (em: Em) => {
    const c = await orderConnection(em, actor, scope, search, {
      direction: 'forward',
      size: 20,
      cursor: null,
      cursorField: 'after',
    });
    return { rows: c.edges, total: c.totalCount };
  };
  const all: Case[] = [
    // What the machine gives any statement at this moment: the floor under every figure below.
    { name: 'floor: select 1 (one round trip)', run: (em: Em) => em.execute('select 1') },
    { name: 'orders: all, first page', run: order('org', {}) },
    { name: 'orders: mine (pinned first)', run: order('mine', {}) },
    { name: 'orders: all, page 50', run: order('org', {}, 50) },
    { name: "orders: search 'rotterdam' (all cols)", run: order('org', { text: 'rotterdam' }) },
    { name: "orders: search 'iron' (cargo)", run: order('org', { text: 'iron', type: 'cargo' }) },
    { name: "orders: search 'zzqx' (no match)", run: order('org', { text: 'zzqx' }) },
    { name: "orders: search 'priya' (created by)", run: order('org', { text: 'priya', type: 'createdBy' }) },
    {
      name: 'orders: columns port+account',
      run: order('org', {
        columns: [
          { column: 'firstLoadPort', text: 'kams' },
          { column: 'account', text: 'vale' },
        ],
      }),
    },
    { name: 'orders: load qty 40000-45000', run: order('org', { loadQtyFrom: 40000, loadQtyTo: 45000 }) },
    { name: 'voyages: all, first page', run: voyages({ scope: 'all' }) },
    { name: 'voyages: mine', run: voyages({ scope: 'mine' }) },
    { name: "voyages: search 'pride' (all cols)", run: voyages({ scope: 'all', text: 'pride' }) },
    {
      name: "voyages: search 'qingdao' (first load port)",
      run: voyages({ scope: 'all', text: 'qingdao', type: 'firstLoadPort' }),
    },
    { name: 'connection: my orders (pinned first)', run: connection('mine', {}) },
    { name: "connection: all orders, search 'rotterdam'", run: connection('org', { text: 'rotterdam' }) },
  ];
  return all.filter((c) => c.name.startsWith('floor') || !CASES || CASES.some((w) => c.name.toLowerCase().includes(w)));
}

const KEY_NODE = /Scan|Limit|Sort|Aggregate|Nested Loop|Hash|Recheck|Execution Time|Filter/;

async function explain(em: Em, c: Case): Promise<void> {
  const statements = await recordStatements(em, c.run);
  console.log(`\n  plan: ${c.name}`);
  // In one transaction, in order, so that a setting a statement made for the next one applies (set_config).
  await em.transactional(async (tx) => {
    for (const s of statements) {
      if (s.sql.includes('set_config(')) {
        await tx.execute(s.sql, s.params);
        console.log(`    -- ${s.sql.replace(/\s+/g, ' ').slice(0, 110)}`);
        continue;
      }
      const plan = await tx.execute<{ 'QUERY PLAN': string }[]>(`explain (analyze, costs off) ${s.sql}`, s.params);
      const head = s.sql.trim().split(/\s+/).slice(0, 4).join(' ');
      console.log(
        `    -- ${
          head.startsWith('select count')
            ? 'count'
            : head.startsWith('select sum(n)')
              ? 'count (trigger-kept counts)'
              : head.includes('array(select')
                ? 'lookup'
                : 'page'
        }`,
      );
      for (const row of plan) {
        const line = row['QUERY PLAN'];
        if (process.env.BENCH_PLANS === 'full' || KEY_NODE.test(line)) console.log(`    ${line.slice(0, 150)}`);
      }
    }
  });
}

async function main(): Promise<void> {
  const server = await startTestServer({ production: true });
  try {
    const em = server.orm.em.fork() as Em;
    const [me] = await em.execute<{ id: number; organization_id: number; first_name: string }[]>(
      `select id, organization_id, first_name from app_user where email = 'pricing@demo.example'`,
    );
    const users = await em.execute<{ id: number }[]>(`select id from app_user where organization_id = ?`, [
      me!.organization_id,
    ]);
    const actor: Actor = {
      id: me!.id,
      organizationId: me!.organization_id,
      firstName: me!.first_name,
      email: 'pricing@demo.example',
      roles: [ROLE.pricing],
    };
    const db = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'PGlite';
    console.log(
      `bench:lists on ${db}; ${RUNS} runs per case after ${WARM}; target p50 <= ${TARGET.p50} ms, p99 <= ${TARGET.p99} ms`,
    );
    let seeded = 0;
    const all = cases(actor);
    for (const size of SIZES) {
      const t = performance.now();
      // In growing steps even when only a large size is measured: a first batch of 100,000 into empty tables
      // gets a nested-loop plan whose inner side grows with every row inserted (quadratic).
      for (const step of [1000, 10000, size].filter((s) => s > seeded && s <= size)) {
        await seedBenchOrders(
          em,
          actor.organizationId,
          users.map((u) => u.id),
          seeded,
          step,
        );
        seeded = step;
      }
      // A few pinned orders, as a user has: 'mine' lists them first.
      await em.execute(
        `insert into app_user_pinned_orders (user_id, order_id) select ?, id from client_query
         where created_by_id = ? order by id limit 5 on conflict do nothing`,
        [actor.id, actor.id],
      );
      console.log(`\n${size.toLocaleString('en')} orders (seeded in ${((performance.now() - t) / 1000).toFixed(1)} s)`);
      console.log(`  ${'case'.padEnd(46)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  rows/total`);
      let misses = 0;
      for (const c of all) {
        for (let i = 0; i < WARM; i++) await c.run(em);
        const times: number[] = [];
        let last: unknown;
        for (let i = 0; i < RUNS; i++) {
          const s = performance.now();
          last = await c.run(em);
          times.push(performance.now() - s);
        }
        const [p50, p99] = [pct(times, 0.5), pct(times, 0.99)];
        const ok = p50 <= TARGET.p50 && p99 <= TARGET.p99;
        if (c.name.startsWith('floor')) {
          console.log(`  ${c.name.padEnd(46)} ${p50.toFixed(2).padStart(8)} ${p99.toFixed(2).padStart(8)}`);
          continue;
        }
        if (!ok) misses++;
        const shape = last as { rows?: unknown[]; total?: number; content?: unknown[]; totalElements?: number };
        const rows = `${(shape.rows ?? shape.content)?.length}/${shape.total ?? shape.totalElements}`;
        console.log(
          `  ${c.name.padEnd(46)} ${p50.toFixed(2).padStart(8)} ${p99.toFixed(2).padStart(8)}  ${rows}${ok ? '' : '  over target'}`,
        );
      }
      console.log(
        `  load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} on ${cpus().length} cores`,
      );
      console.log(`  ${misses === 0 ? 'all cases within target' : `${misses} case(s) over target`}`);
    }
    console.log(`\nPlans at ${seeded.toLocaleString('en')} orders (EXPLAIN ANALYZE, key nodes):`);
    for (const c of all.filter((x) => !x.name.startsWith('floor'))) await explain(em, c);
  } finally {
    await server.close();
  }
}

await main();
