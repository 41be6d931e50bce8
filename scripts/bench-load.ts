/**
 * `npm run bench:load` (issue #19 item 2): throughput of the main reads and the calculation under load
 * (autocannon, kept-alive connections), beside two ceilings measured in the same run on the same machine:
 *  - direct SQL: a bare Node HTTP server that runs the orders page's own SQL statements (recorded from the
 *    real list code) on the same database connection pool and answers their rows; the orders page's ratio
 *    to it is what the server's own layers (HTTP framework, auth, GraphQL, ORM) leave of the database's pace;
 *  - bare HTTP: a bare Node HTTP server answering the orders page's JSON with no work at all.
 * Prints req/s, p50, p99, max and errors for each at each connection count. On PGlite (one connection, so
 * requests queue) the admission queue refuses what it cannot serve in time (503, counted apart) and the
 * admitted requests' p99 and max are printed against the 1 s goal.
 *
 * Beside the rates, the CPU time of this process's main thread per answer (Linux: /proc/self/task; '-'
 * elsewhere). Every server measured (the app and both ceilings) runs on that thread and autocannon in a
 * worker, so it is each target's own server-side cost; on a machine shared with other work it moves less
 * than the rates do (other work mostly takes cores away; it adds to a request's CPU time through shared
 * caches only: 1.1-2.2 ms for the same GraphQL page at load 10-14), so the ratios are printed in CPU time too (on PostgreSQL; on PGlite a target's answers include the admission
 * queue's 503s, which cost next to nothing).
 *
 * Each target is first warmed up for BENCH_WARMUP seconds (2; not counted): the first GraphQL target measured
 * otherwise paid the JIT warm-up of the whole stack (Apollo, graphql-js, the ORM) in its own figure.
 *
 * DATABASE_URL selects the database (postgres://... makes a scratch database there and drops it; default
 * PGlite in memory). BENCH_ORDERS (10000), BENCH_CONNECTIONS (10,50), BENCH_DURATION (seconds, 5).
 */
import 'reflect-metadata';
import autocannon, { type Result } from 'autocannon';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Em } from '../server/db/orm.js';
import { queryOrderList } from '../server/modules/orders/order-list.query.js';
import { loginToken } from '../tests/helpers/api.js';
import { startTestServer } from '../tests/helpers/test-server.js';
import { seedBenchOrders } from './bench-seed.js';
import { recordStatements } from './bench-sql.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const ROW = `id name access firstLoadPort lastDischargePort cargo loadQty voyType account createdDate createdUserName pinned userId`;
const ALL_ORDERS = `query AllOrders($page: PageInput, $search: OrderSearchInput) {
  allOrders(page: $page, search: $search) { content { ${ROW} } number size totalElements totalPages } }`;
const VOYAGES = `query VoyagesList($scope: SavedResultScope, $text: String, $page: PageInput) {
  voyages(scope: $scope, text: $text, page: $page) { content { id saveLabel vessel name openingPort firstLoadPort
  lastDischargePort loadQuantity createdDate createdUserName userId orderId } number size totalElements totalPages } }`;

interface Target {
  name: string;
  url: string;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

async function check(t: Target): Promise<void> {
  const res = await fetch(t.url, { method: t.method ?? 'GET', headers: t.headers, body: t.body });
  const text = await res.text();
  if (res.status !== 200 || text.includes('"errors"'))
    throw new Error(`${t.name}: ${res.status} ${text.slice(0, 300)}`);
}

const fmt = (n: number, d = 1) => n.toFixed(d).padStart(8);

/** This process's main thread's CPU time (user + system) in ms, or null where /proc is not there. */
function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state is the 3rd, utime the 14th, stime the 15th.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** USER_HZ: 100 on every Linux build Node supports. */
const CLOCK_TICKS = 100;

/**
 * autocannon in a worker thread: a client on the server's own event loop could only send a request when the
 * server yields, so the server would never see requests waiting (and the client's own work would delay the
 * answers it measures). Each answer's latency is kept apart by outcome: on PGlite the admission queue
 * (ADR 0018) answers what it cannot admit in time with 503 at once; 'admitted' is the other answers' times,
 * and 'opening' those of the first answer on each connection: each run opens its connections at once, and a
 * busy server accepts one new connection per turn of its event loop (libuv), so the first request on a
 * connection also waits for its accept, which no queue in the server sees.
 */
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.module);
const admitted = [];
const opening = [];
const steady = [];
const opened = new WeakSet();
let busy = 0;
const instance = autocannon(workerData.options, (err, r) => {
  if (err) throw err;
  parentPort.postMessage(JSON.parse(JSON.stringify({ r, admitted, opening, steady, busy })));
});
instance.on('response', (client, status, _bytes, ms) => {
  if (status === 503) return busy++;
  admitted.push(ms);
  if (opened.has(client)) steady.push(ms);
  else opened.add(client), opening.push(ms);
});
`;
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon');

function run(
  t: Target,
  connections: number,
  duration = DURATION,
): Promise<{ r: Result; admitted: number[]; opening: number[]; steady: number[]; busy: number }> {
  const options = { ...t, connections, duration, timeout: 30 };
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { module: AUTOCANNON, options } });
    worker.once(
      'message',
      (answer: { r: unknown; admitted: number[]; opening: number[]; steady: number[]; busy: number }) => {
        // A run in a worker thread reports its raw histograms; they are summed up here.
        const r = autocannon.aggregateResult([answer.r], options);
        // Answers per second over the run (the per-second samples of a worker's raw result are not summed up).
        r.requests.average = (answer.admitted.length + answer.busy) / duration;
        resolve({ ...answer, r });
        void worker.terminate();
      },
    );
    worker.once('error', reject);
  });
}

async function main(): Promise<void> {
  // As `npm start` runs (the npm script sets NODE_ENV=production: graphql-js and Express skip their
  // development checks); production mode requires a JWT secret.
  process.env.JWT_SECRET ??= 'bench-load-secret-of-32-bytes-or-more!!';
  const app = await startTestServer({ production: true, dbAdmission: 'environment' });
  const servers: Server[] = [];
  try {
    const em = app.orm.em.fork() as Em;
    const token = await loginToken(app.url, 'pricing@demo.example');
    const [me] = await em.execute<{ id: number; organization_id: number }[]>(
      `select id, organization_id from app_user where email = 'pricing@demo.example'`,
    );
    const users = await em.execute<{ id: number }[]>(`select id from app_user where organization_id = ?`, [
      me!.organization_id,
    ]);
    await seedBenchOrders(
      em,
      me!.organization_id,
      users.map((u) => u.id),
      0,
      ORDERS,
    );
    const db = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'PGlite';
    const gql = (query: string, variables: unknown): Partial<Target> => ({
      url: `${app.url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const auth = { authorization: `Bearer ${token}` };
    const page = { offset: 0, limit: 20 };
    const ordersPage = { name: 'orders page (GraphQL allOrders)', ...gql(ALL_ORDERS, { page }) } as Target;

    // The ceilings answer what the orders page answers.
    const answer = await (
      await fetch(ordersPage.url, { method: 'POST', headers: ordersPage.headers, body: ordersPage.body })
    ).text();
    const list = {
      organizationId: me!.organization_id,
      actorId: me!.id,
      scope: 'org' as const,
      search: {},
      limit: 20,
      page: 0,
    };
    const statements = await recordStatements(em, (rec) => queryOrderList(rec, list));
    const sql = await listen((_req, res) => {
      void (async () => {
        const fork = app.orm.em.fork() as Em;
        const rows: unknown[] = [];
        for (const s of statements) rows.push(await fork.execute(s.sql, s.params));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
      })().catch((e: unknown) => res.writeHead(500).end(String(e)));
    });
    const bare = await listen((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(answer));
    servers.push(sql.server, bare.server);

    const calculation = readFileSync('docs/examples/calculate-payload.json', 'utf8');
    const targets: Target[] = [
      { name: 'ceiling: bare HTTP (same JSON)', url: bare.url },
      { name: `ceiling: direct SQL (${statements.length} statements)`, url: sql.url },
      ordersPage,
      { name: 'orders page (REST)', url: `${app.url}/api/v1/paginatedClientQueryOrg?offset=0&limit=20`, headers: auth },
      {
        name: "orders search 'rotterdam' (GraphQL)",
        ...gql(ALL_ORDERS, { page, search: { text: 'rotterdam' } }),
      } as Target,
      { name: 'voyages page (GraphQL)', ...gql(VOYAGES, { scope: 'ALL', page }) } as Target,
      {
        name: 'calculation (REST, example payload)',
        url: `${app.url}/api/v1/calculate/multiple/old`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: calculation,
      },
    ];
    for (const t of targets) await check(t);
    console.log(
      `bench:load on ${db}, ${ORDERS.toLocaleString('en')} orders in the organization, ${DURATION} s per run after ${WARMUP} s of warm-up`,
    );
    for (const connections of CONNECTIONS) {
      console.log(`\n${connections} connections`);
      console.log(
        `  ${'request'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'errors'.padStart(6)} ${'503s'.padStart(6)} ${'ok p99'.padStart(8)} ${'ok max'.padStart(8)} ${'CPU us'.padStart(7)}`,
      );
      const results = new Map<string, Result>();
      const cpuPerAnswer = new Map<string, number>();
      let slowestAdmitted = 0;
      let slowestOpening = 0;
      let slowestSteady = 0;
      for (const t of targets) {
        if (WARMUP > 0) await run(t, connections, WARMUP);
        const cpuBefore = mainThreadCpuMs();
        const { r, admitted, opening, steady, busy } = await run(t, connections);
        const cpuAfter = mainThreadCpuMs();
        const answers = admitted.length + busy;
        if (cpuBefore !== null && cpuAfter !== null && answers > 0)
          cpuPerAnswer.set(t.name, ((cpuAfter - cpuBefore) * 1000) / answers);
        const cpu = cpuPerAnswer.get(t.name);
        results.set(t.name, r);
        const errors = r.errors + r.timeouts + r.non2xx - busy;
        const sorted = admitted.sort((a, b) => a - b);
        const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
        if (!t.name.startsWith('ceiling')) {
          slowestAdmitted = Math.max(slowestAdmitted, at(1));
          slowestOpening = Math.max(slowestOpening, ...opening);
          slowestSteady = Math.max(slowestSteady, ...steady);
        }
        console.log(
          `  ${t.name.padEnd(40)} ${fmt(r.requests.average)} ${fmt(r.latency.p50)} ${fmt(r.latency.p99)} ${fmt(r.latency.max, 0)} ${String(errors).padStart(6)} ${String(busy).padStart(6)} ${fmt(at(0.99))} ${fmt(at(1), 0)} ${(cpu === undefined ? '-' : cpu.toFixed(0)).padStart(7)}`,
        );
      }
      const rate = (name: string) => results.get(name)?.requests.average ?? 0;
      const ceiling = rate(targets[1]!.name);
      console.log(
        `  orders page / direct SQL: ${(rate(ordersPage.name) / ceiling).toFixed(2)} (target >= 0.7 on PostgreSQL)`,
      );
      console.log(`  orders page (REST) / direct SQL: ${(rate('orders page (REST)') / ceiling).toFixed(2)}`);
      const cpuCeiling = cpuPerAnswer.get(targets[1]!.name);
      // On PGlite the admission queue's 503s are answers that cost almost nothing: no ratio there.
      if (cpuCeiling !== undefined && db === 'PostgreSQL')
        console.log(
          `  main-thread CPU per answer, direct SQL / orders page: ${(cpuCeiling / cpuPerAnswer.get(ordersPage.name)!).toFixed(2)} (GraphQL), ${(cpuCeiling / cpuPerAnswer.get('orders page (REST)')!).toFixed(2)} (REST)`,
        );
      console.log(`  direct SQL / bare HTTP: ${(ceiling / rate(targets[0]!.name)).toFixed(3)}`);
      console.log(
        `  load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} on ${cpus().length} cores`,
      );
      console.log(
        `  slowest admitted (2xx) request of the server: ${slowestAdmitted.toFixed(0)} ms${db === 'PGlite' ? ` (target: none over 1000 ms; refused ones are the 503s, answered at once)` : ''}`,
      );
      console.log(
        `    on a connection already open: ${slowestSteady.toFixed(0)} ms; the first on a new one (its wait for the server's accept included): ${slowestOpening.toFixed(0)} ms`,
      );
    }
  } finally {
    for (const s of servers) s.close();
    await app.close();
  }
}

await main();
