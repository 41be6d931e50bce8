/**
 * `npm run bench:graphql` (issue #19 item 3): the 200-vessel calculation through GraphQL against the same
 * calculation through REST, and the streamed run with the web client's real selection against the
 * six-field one, all on one server in one run, interleaved round by round so that machine drift hits
 * every variant alike. The server runs in production mode (NODE_ENV=production, as the docker image runs
 * it; the npm script sets it). Every answer is checked: each variant must price every vessel with the
 * same TCE as REST. Prints medians and the two ratios; exits 1 when a ratio is over 1.5 unless
 * BENCH_NO_FAIL=1. Stops by itself.
 *
 * "GraphQL calculate (web selection)" is the web's CalculateOnce as the web sends it: the estimate as one
 * `payload` value (CalculationPayload, read by REST's reader: ADR 0021 addendum 5), every vessel's light
 * fields, its row table and explanations, the last two through their one-value fields (`itineraryRows`,
 * `explanation`, addendum 2), i.e. every figure of the result. Beside it, for information (no limit): the
 * same document with the typed `input` (CalculateInput, as integrators send it), and the same figures
 * through the deprecated field-by-field shapes (`portToPortOperationResultMap`, `explain`; the rows without
 * `timeZone`). The web's stream sends `payload` too; the six-field stream keeps the typed input.
 *
 * Beside the wall clock, the CPU time of each request (process.cpuUsage: server and client run in this one
 * process, so it is the request's whole cost, both ends), for information: on a shared machine it moves
 * less with the other work than the wall clock does (ADR 0021, addendum 4).
 *
 * BENCH_VESSELS (200), BENCH_ROUNDS (15, after 3 warm-up rounds).
 */
import 'reflect-metadata';
import { print } from 'graphql';
import { loadavg } from 'node:os';
import {
  CalculateOnceDocument,
  CalculationRunVesselDocument,
  CalculationStreamDocument,
} from '../web/src/__generated__/graphql.js';
import { asGraphqlInput, asRestPayload } from '../tests/fixtures/estimate-formats.js';
import { benchEstimate } from '../tests/fixtures/estimates.js';
import { gql, loginToken, rest, subscribeOverWs } from '../tests/helpers/api.js';
import { CALCULATE, CALCULATION_STREAM_LIGHT } from '../tests/helpers/calculator-ops.js';
import { startTestServer } from '../tests/helpers/test-server.js';

const VESSELS = Number(process.env.BENCH_VESSELS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const WARM_UP = 3;
const LIMIT = 1.5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Wall clock and CPU time (user and system, both ends of the request) of one run, in ms. */
async function timed(run: () => Promise<void>): Promise<{ wall: number; cpu: number }> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  await run();
  const cpu = process.cpuUsage(cpuStart);
  return { wall: performance.now() - start, cpu: (cpu.user + cpu.system) / 1000 };
}

async function main(): Promise<void> {
  // Production mode (npm start): the secret is required there; the test server uses its own anyway.
  process.env.JWT_SECRET ??= 'bench-graphql-secret-of-32-bytes-or-more!';
  const server = await startTestServer({ production: true });
  try {
    const token = await loginToken(server.url, 'pricing@demo.example');
    const payload = benchEstimate(VESSELS);
    const restBody = asRestPayload(payload);
    const input = asGraphqlInput(payload);
    const webMutation = print(CalculateOnceDocument);
    const webStream = print(CalculationStreamDocument);
    // The web's document with the typed input in place of the payload (integrators' way in).
    const typedMutation = webMutation
      .replace('$payload: CalculationPayload!', '$input: CalculateInput!')
      .replace('payload: $payload', 'input: $input');
    if (typedMutation.includes('payload')) throw new Error('CalculateOnce no longer reads $payload as expected');
    const webHeavy = print(CalculationRunVesselDocument);

    // The reference answer: each vessel's TCE by fleet id, from REST.
    const reference = await rest<Record<string, { tcEq: number }>>(server.url, 'POST', '/calculate/multiple/old', {
      token,
      body: restBody,
    });
    const tce = new Map(Object.entries(reference.body).map(([id, v]) => [id, v.tcEq]));
    if (tce.size !== VESSELS) throw new Error(`REST priced ${tce.size} of ${VESSELS} vessels`);
    const check = (what: string, vessels: { fleetId: string; tcEq: number }[]) => {
      if (vessels.length !== VESSELS || vessels.some((v) => tce.get(v.fleetId) !== v.tcEq)) {
        throw new Error(`${what}: the answer differs from REST's`);
      }
    };
    type Streamed = { calculationStream: { runId?: string | null; vessel: { fleetId: string; tcEq: number } | null } };
    const streamed = (events: { data?: Streamed | null }[]) =>
      events.flatMap((e) => (e.data?.calculationStream.vessel ? [e.data.calculationStream.vessel] : []));

    /** JSON bytes of each variant's answer (events as received), of its last round. */
    const bytes = new Map<string, number>();
    const size = (what: string, value: unknown) => bytes.set(what, JSON.stringify(value).length);
    const variants: Record<string, () => Promise<void>> = {
      'REST POST /calculate/multiple/old': async () => {
        const r = await rest<Record<string, { fleetId: string; tcEq: number }>>(
          server.url,
          'POST',
          '/calculate/multiple/old',
          { token, body: restBody },
        );
        check('REST', Object.values(r.body));
      },
      'GraphQL calculate (web selection)': async () => {
        const r = await gql<{ calculate: { results: { fleetId: string; tcEq: number }[] } }>(
          server.url,
          webMutation,
          { payload },
          token,
        );
        check('GraphQL calculate', r.data?.calculate.results ?? []);
      },
      'GraphQL calculate (typed input)': async () => {
        const r = await gql<{ calculate: { results: { fleetId: string; tcEq: number }[] } }>(
          server.url,
          typedMutation,
          { input },
          token,
        );
        check('GraphQL calculate, typed input', r.data?.calculate.results ?? []);
      },
      'GraphQL calculate (deprecated shapes)': async () => {
        const r = await gql<{ calculate: { results: { fleetId: string; tcEq: number }[] } }>(
          server.url,
          CALCULATE,
          { input },
          token,
        );
        check('GraphQL calculate, deprecated shapes', r.data?.calculate.results ?? []);
      },
      'calculationStream, six fields': async () => {
        const { events } = await subscribeOverWs<Streamed>(server.url, CALCULATION_STREAM_LIGHT, { input }, token);
        check('six-field stream', streamed(events));
        size('calculationStream, six fields', events);
      },
      // The web client's run (ADR 0021): every vessel's light part streamed, then the heavy part (row table,
      // explanations) of the vessel on screen read from the kept run, here after the stream (the client
      // asks for it as soon as that vessel's event arrives).
      'calculationStream (web selection)': async () => {
        const { events } = await subscribeOverWs<Streamed>(server.url, webStream, { payload }, token);
        const vessels = streamed(events);
        check('web-selection stream', vessels);
        const runId = events[0]?.data?.calculationStream.runId;
        const shown = vessels[0]!.fleetId;
        const r = await gql<{ calculationRunVessel: { fleetId: string; portToPortOperationResultMap: unknown[] } }>(
          server.url,
          webHeavy,
          { runId, fleetId: shown },
          token,
        );
        size('calculationStream (web selection)', events);
        size('calculationRunVessel (one vessel)', r);
        const part = r.data?.calculationRunVessel;
        if (part?.fleetId !== shown || part.portToPortOperationResultMap.length === 0) {
          throw new Error(`web selection: no row table for ${shown} of run ${runId}`);
        }
      },
    };
    const times = new Map(Object.keys(variants).map((k) => [k, [] as number[]]));
    const cpuTimes = new Map(Object.keys(variants).map((k) => [k, [] as number[]]));
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      for (const [name, run] of Object.entries(variants)) {
        const { wall, cpu } = await timed(run);
        if (round >= WARM_UP) times.get(name)!.push(wall);
        if (round >= WARM_UP) cpuTimes.get(name)!.push(cpu);
      }
    }

    const m = (name: string) => median(times.get(name)!);
    const c = (name: string) => median(cpuTimes.get(name)!);
    console.log(`bench:graphql: ${VESSELS} vessels, ${ROUNDS} rounds, load average ${loadavg()[0]!.toFixed(2)}`);
    for (const name of Object.keys(variants)) {
      console.log(
        `  ${name.padEnd(36)} median ${m(name).toFixed(1)} ms, worst ${Math.max(...times.get(name)!).toFixed(1)} ms, ` +
          `CPU median ${c(name).toFixed(1)} ms`,
      );
    }
    for (const [what, n] of bytes) console.log(`  ${what.padEnd(36)} ${(n / 1024).toFixed(1)} KB`);
    const ratios = [
      ['GraphQL calculate / REST', m('GraphQL calculate (web selection)') / m('REST POST /calculate/multiple/old')],
      [
        'web-selection stream / six-field stream',
        m('calculationStream (web selection)') / m('calculationStream, six fields'),
      ],
    ] as const;
    const cpuRatio = c('GraphQL calculate (web selection)') / c('REST POST /calculate/multiple/old');
    console.log(`  GraphQL calculate / REST in CPU time: ${cpuRatio.toFixed(2)}x (for information)`);
    const typed = (f: (name: string) => number) =>
      f('GraphQL calculate (typed input)') / f('REST POST /calculate/multiple/old');
    console.log(
      `  GraphQL calculate, typed input / REST: ${typed(m).toFixed(2)}x wall, ${typed(c).toFixed(2)}x CPU (for information)`,
    );
    let failed = false;
    for (const [what, ratio] of ratios) {
      const ok = ratio <= LIMIT;
      failed ||= !ok;
      console.log(`  ${what}: ${ratio.toFixed(2)}x (limit ${LIMIT}x) ${ok ? 'PASS' : 'FAIL'}`);
    }
    if (failed && process.env.BENCH_NO_FAIL !== '1') process.exitCode = 1;
  } finally {
    await server.close();
  }
}

await main();
