/**
 * `npm run bench:load` (issue #19 item 2): throughput of the main reads and the calculation under load
 * (autocannon, kept-alive connections), beside two ceilings measured in the same run on the same machine:
 *  - direct SQL: a bare Node HTTP server that runs the orders page's own SQL statements (recorded from the
 *    real list code) on the same database connection pool and answers their rows; the orders page's ratio
 *    to it is what the server's own layers (HTTP framework, auth, GraphQL, ORM) leave of the database's pace;
 *  - bare HTTP: a bare Node HTTP server answering the orders page's JSON with no work at all.
 * Beside them, the app's floor: `{ __typename }` over the app's own /graphql (HTTP, auth, Apollo and the
 * middlewares, no database), so the page's CPU splits into the app's fixed cost per request and the page's
 * own work, printed beside what the same SQL costs the direct-SQL server over a bare answer; and the bound
 * these set: with the cores the bottleneck, times per request add, so a page that did nothing but the
 * floor's work and the SQL's would reach 1 / (1/floor + 1/SQL - 1/bare) req/s, printed as its ratio to
 * direct SQL. And two stack floors (bench-load-stack.ts): the same answer from Apollo alone, over Node's
 * HTTP server and over Express 5, so the app's fixed cost splits into Apollo's, what the app adds, and what
 * Express would add (the app's GraphQL entry does without it: ADR 0036); the bound is printed again with
 * Apollo's floor.
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
 * Rounds (ADR 0021 addendum 8, ADR 0036): on a shared machine one run per target showed nothing either way
 * (the first measured run after a start costs 30-40 % more, and the ceiling itself moved between 1,810 and
 * 3,143 req/s from one run to the next). So at each connection count every target is first warmed up once
 * for BENCH_WARMUP seconds (1; not counted), then measured in BENCH_ROUNDS rounds (4) of BENCH_DURATION
 * seconds (2) each, all targets in every round, the order rotated by one target per round. Each target's
 * req/s, p50, p99, ok p99 and CPU per answer are the median over its rounds; errors and 503s are the total of
 * all rounds and max, ok max the largest (so none is hidden). The ratios are taken within each round (both
 * sides saw the same machine at about the same time) and printed as the median over rounds with their
 * spread (min-max). A run takes about 1.3-1.4 times what the single 5 s runs after 2 s of warm-up took
 * (PostgreSQL at 10 connections 73 s against 55 s; PGlite at 10 and 50, 154 s against 110 s).
 *
 * DATABASE_URL selects the database (postgres://... makes a scratch database there and drops it; default
 * PGlite in memory). BENCH_ORDERS (10000), BENCH_CONNECTIONS (10,50), BENCH_ROUNDS (4), BENCH_DURATION
 * (seconds per target per round, 2), BENCH_WARMUP (seconds per target, 1).
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Em } from '../server/db/orm.js';
import { queryOrderList } from '../server/modules/orders/order-list.query.js';
import { loginToken } from '../tests/helpers/api.js';
import { startTestServer } from '../tests/helpers/test-server.js';
import { mainThreadCpuMs, run, type Target } from './bench-load-run.js';
import { startStackFloors } from './bench-load-stack.js';
import { seedBenchOrders } from './bench-seed.js';
import { recordStatements } from './bench-sql.js';
import { median } from './bench-stats.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
const DURATION = Number(process.env.BENCH_DURATION ?? 2);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
/** The app's fixed cost of one GraphQL request: HTTP, auth, Apollo and the middlewares, no database. */
const FLOOR_NAME = 'app floor: GraphQL { __typename }';
/** The same answer from Apollo alone, over Node's HTTP server and over Express 5 (bench-load-stack.ts). */
const APOLLO_NODE_NAME = 'stack floor: Apollo over Node HTTP';
const APOLLO_EXPRESS_NAME = 'stack floor: Apollo over Express 5';
const ROW = `id name access firstLoadPort lastDischargePort cargo loadQty voyType account createdDate createdUserName pinned userId`;
const ALL_ORDERS = `query AllOrders($page: PageInput, $search: OrderSearchInput) {
  allOrders(page: $page, search: $search) { content { ${ROW} } number size totalElements totalPages } }`;
const VOYAGES = `query VoyagesList($scope: SavedResultScope, $text: String, $page: PageInput) {
  voyages(scope: $scope, text: $text, page: $page) { content { id saveLabel vessel name openingPort firstLoadPort
  lastDischargePort loadQuantity createdDate createdUserName userId orderId } number size totalElements totalPages } }`;

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

/** One target's figures in one round. */
interface Round {
  rate: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  busy: number;
  okP99: number;
  okMax: number;
  cpu: number | undefined;
}

/** Median and range of per-round ratios: "0.31 (0.27-0.35)". */
const spread = (xs: number[], d = 2) =>
  `${median(xs).toFixed(d)} (${Math.min(...xs).toFixed(d)}-${Math.max(...xs).toFixed(d)})`;

async function main(): Promise<void> {
  // As `npm start` runs (the npm script sets NODE_ENV=production: graphql-js and Express skip their
  // development checks); production mode requires a JWT secret.
  process.env.JWT_SECRET ??= 'bench-load-secret-of-32-bytes-or-more!!';
  const app = await startTestServer({ production: true, dbAdmission: 'environment' });
  const servers: Server[] = [];
  const stack = await startStackFloors();
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
      { name: FLOOR_NAME, ...gql('{ __typename }', {}) } as Target,
      { name: APOLLO_NODE_NAME, ...gql('{ __typename }', {}), url: stack.nodeHttp } as Target,
      { name: APOLLO_EXPRESS_NAME, ...gql('{ __typename }', {}), url: stack.express } as Target,
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
      `bench:load on ${db}, ${ORDERS.toLocaleString('en')} orders in the organization, ${ROUNDS} rounds of ${DURATION} s per target (order rotated each round) after ${WARMUP} s of warm-up per target`,
    );
    const sqlName = targets[1]!.name;
    const bareName = targets[0]!.name;
    const restName = 'orders page (REST)';
    for (const connections of CONNECTIONS) {
      console.log(`\n${connections} connections`);
      // One warm-up pass over every target before any is measured (the JIT warm-up of the whole stack).
      if (WARMUP > 0) for (const t of targets) await run(t, connections, WARMUP);
      const rounds = new Map<string, Round[]>(targets.map((t) => [t.name, []]));
      const ratios = {
        gql: [] as number[],
        rest: [] as number[],
        cpuGql: [] as number[],
        cpuRest: [] as number[],
        bare: [] as number[],
        bound: [] as number[],
        stackBound: [] as number[],
        cpuApolloNode: [] as number[],
        cpuExpressAdds: [] as number[],
        cpuAppAdds: [] as number[],
        cpuListWork: [] as number[],
        cpuSqlWork: [] as number[],
      };
      let slowestAdmitted = 0;
      let slowestOpening = 0;
      let slowestSteady = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const order = targets.map((_, i) => targets[(i + round) % targets.length]!);
        const now = new Map<string, Round>();
        for (const t of order) {
          const cpuBefore = mainThreadCpuMs();
          const { r, admitted, opening, steady, busy } = await run(t, connections, DURATION);
          const cpuAfter = mainThreadCpuMs();
          const answers = admitted.length + busy;
          const sorted = admitted.sort((a, b) => a - b);
          const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
          const one: Round = {
            rate: r.requests.average,
            p50: r.latency.p50,
            p99: r.latency.p99,
            max: r.latency.max,
            errors: r.errors + r.timeouts + r.non2xx - busy,
            busy,
            okP99: at(0.99),
            okMax: at(1),
            cpu:
              cpuBefore !== null && cpuAfter !== null && answers > 0
                ? ((cpuAfter - cpuBefore) * 1000) / answers
                : undefined,
          };
          now.set(t.name, one);
          rounds.get(t.name)!.push(one);
          if (!t.name.startsWith('ceiling')) {
            slowestAdmitted = Math.max(slowestAdmitted, one.okMax);
            slowestOpening = Math.max(slowestOpening, ...opening);
            slowestSteady = Math.max(slowestSteady, ...steady);
          }
        }
        // Each ratio within this round: both of its sides ran on the same machine at about the same time.
        const ceiling = now.get(sqlName)!;
        const bare = now.get(bareName)!;
        const floor = now.get(FLOOR_NAME)!;
        const gqlPage = now.get(ordersPage.name)!;
        const restPage = now.get(restName)!;
        ratios.gql.push(gqlPage.rate / ceiling.rate);
        ratios.rest.push(restPage.rate / ceiling.rate);
        ratios.bare.push(ceiling.rate / bare.rate);
        // The most the page could reach if it did only the app's fixed work and the SQL's: times per request
        // add (the machine's cores are the bottleneck at these rates), so 1 / (floor + SQL - bare answer).
        const boundWith = (fixed: Round) => 1 / (1 / fixed.rate + 1 / ceiling.rate - 1 / bare.rate) / ceiling.rate;
        ratios.bound.push(boundWith(floor));
        // The same with Apollo's own fixed cost alone (no Express, no app middlewares).
        const apolloNode = now.get(APOLLO_NODE_NAME)!;
        const apolloExpress = now.get(APOLLO_EXPRESS_NAME)!;
        ratios.stackBound.push(boundWith(apolloNode));
        const fixedCpu = [apolloNode.cpu, apolloExpress.cpu, floor.cpu];
        if (fixedCpu.every((c) => c !== undefined)) {
          const [nodeCpu, expressCpu, appCpu] = fixedCpu as [number, number, number];
          ratios.cpuApolloNode.push(nodeCpu);
          ratios.cpuExpressAdds.push(expressCpu - nodeCpu);
          // The app's GraphQL entry is on Node's HTTP server too (server/graphql/http-entry.ts).
          ratios.cpuAppAdds.push(appCpu - nodeCpu);
        }
        const cpu = [ceiling.cpu, gqlPage.cpu, restPage.cpu, floor.cpu, bare.cpu];
        if (cpu.every((c) => c !== undefined)) {
          const [sqlCpu, gqlCpu, restCpu, floorCpu, bareCpu] = cpu as [number, number, number, number, number];
          ratios.cpuGql.push(sqlCpu / gqlCpu);
          ratios.cpuRest.push(sqlCpu / restCpu);
          ratios.cpuListWork.push(gqlCpu - floorCpu);
          ratios.cpuSqlWork.push(sqlCpu - bareCpu);
        }
      }
      console.log(
        `  ${'request (median of rounds)'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'errors'.padStart(6)} ${'503s'.padStart(6)} ${'ok p99'.padStart(8)} ${'ok max'.padStart(8)} ${'CPU us'.padStart(7)}`,
      );
      for (const t of targets) {
        const rs = rounds.get(t.name)!;
        const med = (f: (r: Round) => number) => median(rs.map(f));
        const top = (f: (r: Round) => number) => Math.max(...rs.map(f));
        const sum = (f: (r: Round) => number) => rs.reduce((a, r) => a + f(r), 0);
        const cpuFigures = rs.flatMap((r) => (r.cpu === undefined ? [] : [r.cpu]));
        console.log(
          `  ${t.name.padEnd(40)} ${fmt(med((r) => r.rate))} ${fmt(med((r) => r.p50))} ${fmt(med((r) => r.p99))} ${fmt(
            top((r) => r.max),
            0,
          )} ${String(sum((r) => r.errors)).padStart(6)} ${String(sum((r) => r.busy)).padStart(6)} ${fmt(med((r) => r.okP99))} ${fmt(
            top((r) => r.okMax),
            0,
          )} ${(cpuFigures.length === 0 ? '-' : median(cpuFigures).toFixed(0)).padStart(7)}`,
        );
      }
      console.log(
        `  ratios: median of the ${ROUNDS} rounds' own ratios (min-max); errors and 503s are all rounds' total, max and ok max the largest`,
      );
      console.log(`  orders page / direct SQL: ${spread(ratios.gql)} (target >= 0.7 on PostgreSQL)`);
      console.log(`  orders page (REST) / direct SQL: ${spread(ratios.rest)}`);
      // On PGlite the admission queue's 503s are answers that cost almost nothing: no bound or CPU ratio there.
      if (db === 'PostgreSQL') {
        console.log(
          `  bound set by the app's fixed cost: a page doing only the app floor's work and the direct SQL's would reach ${spread(ratios.bound)} of direct SQL (1 / (1/floor + 1/SQL - 1/bare) per round)`,
        );
        console.log(
          `  the same bound with Apollo's fixed cost alone (Apollo over Node HTTP as the floor: no Express, no app middlewares): ${spread(ratios.stackBound)}`,
        );
        if (ratios.cpuApolloNode.length > 0)
          console.log(
            `  main-thread CPU per { __typename }, µs: Apollo over Node HTTP ${spread(ratios.cpuApolloNode, 0)}; the app's floor adds ${spread(ratios.cpuAppAdds, 0)} to it (middlewares, body parser, auth, schema, ORM fork); Express 5 would add ${spread(ratios.cpuExpressAdds, 0)} (with express.json and the Express integration: what the app's GraphQL entry no longer pays)`,
          );
        if (ratios.cpuGql.length > 0) {
          console.log(
            `  main-thread CPU per answer, direct SQL / orders page: ${spread(ratios.cpuGql)} (GraphQL), ${spread(ratios.cpuRest)} (REST)`,
          );
          console.log(
            `  main-thread CPU per answer, µs: orders page - app floor (the page's own work over the app's fixed cost) ${spread(ratios.cpuListWork, 0)}; direct SQL - bare HTTP (the same SQL's work over a bare answer) ${spread(ratios.cpuSqlWork, 0)}`,
          );
        }
      }
      console.log(`  direct SQL / bare HTTP: ${spread(ratios.bare, 3)}`);
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
    await stack.close();
    await app.close();
  }
}

await main();
