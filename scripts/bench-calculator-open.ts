/// <reference lib="dom" />
/**
 * npm run bench:calculator-open   (build first: npm run build)
 * Opening the calculator in Chromium: the real server in process (PGlite in memory, loopback, ephemeral
 * port) serving the built client, signed in as admin@demo.example, first with the demo fleet, then with
 * the fleet filled to 200 vessels. Each sample loads /calculator afresh (the order selected before is
 * remembered, the HTTP cache is warm) and measures in the page, from navigation start, the first fleet
 * row priced for the inputs on screen by the run that stays (a run restarted by a changed distance
 * counts from its restart). Beside it, in the same process, the ceiling: the same GraphQL calls and the
 * socket's connection in parallel from Node, then one calculationStream run to its first VESSEL event.
 * Prints medians, the ratio to the ceiling, and where the time went (median of each phase). Fails
 * (exit 1) when a median is over its target (1 s demo fleet, 2 s 200 vessels) or an opening subscribed
 * more than once or cancelled a run, unless BENCH_NO_FAIL=1. BENCH_TRACE=1 prints one opening's timeline;
 * BENCH_CDP_TRACE=1 traces one more opening in Chromium and prints its main thread's work by kind and
 * window, and the scripts parsed from source rather than taken from V8's code cache.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { loginToken } from '../tests/helpers/api.js';
import { launchBrowser } from '../tests/helpers/browser.js';
import { startTestServer } from '../tests/helpers/test-server.js';
import { logIn } from '../tests/e2e/e2e-support.js';
import { ceilingOnce } from './bench-open/ceiling.js';
import { fillFleet, fleetSize } from './bench-open/fleet.js';
import { startTrace, summariseTrace } from './bench-open/cdp-trace.js';
import { addProbe, recordOpen, type OpenTrace } from './bench-open/probe.js';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 7);
const EMAIL = 'admin@demo.example';

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number | null | undefined) => (x === null || x === undefined || Number.isNaN(x) ? '-' : x.toFixed(0));

/** Waits until the table shows `rows` vessels, every one priced by the latest run, and no lookup runs. */
async function settledOpen(page: Page, rows: number): Promise<void> {
  await page.waitForFunction(
    (size) => {
      const table = document.querySelector('[data-testid="fleet-table"]');
      const status = document.querySelector('[data-testid="calc-status"]');
      const run = table?.getAttribute('data-run') ?? '';
      const list = Array.from(document.querySelectorAll('[data-testid="fleet-row"]'));
      return (
        table?.getAttribute('data-rows') === String(size) &&
        status?.getAttribute('data-running') === 'false' &&
        !document.querySelector('[data-testid="leg-distances-loading"]') &&
        list.length > 0 &&
        list.every((r) => r.getAttribute('data-result-run') === run && r.getAttribute('data-stale') === 'false')
      );
    },
    rows,
    { timeout: 30_000, polling: 50 },
  );
  // A late restart (a distance measured after the first run) would show within this pause.
  await page.waitForTimeout(400);
}

async function openOnce(page: Page, rows: number): Promise<OpenTrace> {
  await page.goto('about:blank');
  const rec = recordOpen(page);
  await page.goto('/calculator');
  await settledOpen(page, rows);
  return rec.finish();
}

function phases(traces: readonly OpenTrace[]): string {
  const m = (pick: (t: OpenTrace) => number | null | undefined) =>
    ms(median(traces.map(pick).filter((x): x is number => typeof x === 'number')));
  const call = (name: string, end: boolean) => (t: OpenTrace) => {
    const c = t.calls.find((x) => x.name === name);
    return c ? (end ? c.end : c.start) : null;
  };
  const names = ['CalculatorOrderList', 'CalculatorOrder', 'CalculatorFleet', 'GridLegDistances'];
  const lines = [
    `    page chunk ${m((t) => t.chunk)}`,
    ...names.map((n) => `    ${n} ${m(call(n, false))} -> ${m(call(n, true))}`),
    `    socket open ${m((t) => t.socketOpen)}, ack ${m((t) => t.socketAck)}`,
    `    subscriptions ${m((t) => t.subscribes.length)} (first at ${m((t) => t.subscribes[0])}), cancelled ${m((t) => t.cancels.length)}`,
    `    first VESSEL event ${m((t) => t.firstVessel)}, first row ${m((t) => t.firstRow)}, first priced row (any run) ${m((t) => t.firstPricedAnyRun)}`,
  ];
  return lines.join('\n');
}

/** One opening in order of time (BENCH_TRACE=1). */
function timeline(t: OpenTrace): string {
  const events: [number | null, string][] = [
    [t.chunk, 'page chunk in'],
    ...t.calls.flatMap((c): [number, string][] => [
      [c.start, `${c.name} sent`],
      [c.end, `${c.name} answered`],
    ]),
    [t.socketOpen, 'socket opening'],
    [t.socketAck, 'socket acknowledged'],
    ...t.subscribes.map((x): [number, string] => [x, 'subscribe']),
    ...t.cancels.map((x): [number, string] => [x, 'subscription cancelled']),
    [t.firstVessel, 'first VESSEL event'],
    [t.firstRow, 'first fleet row'],
    [t.firstPricedAnyRun, 'first priced row (any run)'],
    [t.firstPriced, 'first priced row (run that stayed)'],
  ];
  return events
    .filter((e): e is [number, string] => e[0] !== null)
    .sort((a, b) => a[0] - b[0])
    .map(([at, what]) => `    ${ms(at).padStart(6)}  ${what}`)
    .join('\n');
}

async function scenario(args: {
  label: string;
  page: Page;
  url: string;
  token: string;
  rows: number;
  targetMs: number;
}): Promise<boolean> {
  const { page, rows } = args;
  // The first opening loads the chunks into the cache and remembers the selected order.
  await openOnce(page, rows);
  const traces: OpenTrace[] = [];
  const ceilings: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const trace = await openOnce(page, rows);
    traces.push(trace);
    if (!trace.lastSubscribe) throw new Error('the page subscribed to no calculation');
    ceilings.push(await ceilingOnce(args.url, args.token, trace.bodies, trace.lastSubscribe));
  }
  const firsts = traces.map((t) => t.firstPriced ?? NaN);
  const browser = median(firsts);
  const ceiling = median(ceilings);
  // Item 6 asks for one subscription per opening: a restarted or cancelled run fails it too.
  const maxSubscribes = Math.max(...traces.map((t) => t.subscribes.length));
  const cancelled = traces.reduce((n, t) => n + t.cancels.length, 0);
  const oneRun = maxSubscribes === 1 && cancelled === 0;
  const ok = browser <= args.targetMs && oneRun;
  console.log(
    `${args.label} (${rows} vessels): first priced row median ${ms(browser)} ms (runs ${firsts.map(ms).join(', ')}); ` +
      `ceiling ${ms(ceiling)} ms; ratio ${(browser / ceiling).toFixed(2)}; target ${args.targetMs} ms ` +
      `${browser <= args.targetMs ? 'met' : 'MISSED'}; subscriptions per opening at most ${maxSubscribes}, ` +
      `${cancelled} cancelled (${oneRun ? 'one run' : 'RESTARTED'}); ${ok ? 'PASS' : 'FAIL'}`,
  );
  console.log(`  where the time went (median ms since navigation start):\n${phases(traces)}`);
  if (process.env.BENCH_TRACE === '1') console.log(timeline(traces[traces.length - 1]!));
  if (process.env.BENCH_CDP_TRACE === '1') {
    // One more opening under a Chromium trace (tracing slows it: its figures are not the samples').
    await page.goto('about:blank');
    const stop = await startTrace(page);
    const trace = await openOnce(page, rows);
    const events = await stop();
    const file = process.env.BENCH_CDP_TRACE_FILE;
    if (file) writeFileSync(`${file}-${rows}.json`, JSON.stringify({ traceEvents: events }));
    console.log(`  main thread of one traced opening (first priced row at ${ms(trace.firstPriced)} ms):`);
    console.log(summariseTrace(events, '/calculator', (trace.firstPriced ?? 3000) + 100));
  }
  return ok;
}

async function main() {
  const server = await startTestServer({ catalogue: true });
  const browser = await launchBrowser({ baseURL: server.url });
  try {
    const token = await loginToken(server.url, EMAIL);
    const page = await browser.context.newPage();
    await addProbe(page);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await logIn(page, EMAIL);
    const common = { page, url: server.url, token };
    const demo = await fleetSize(server.url, token);
    const okDemo = await scenario({ ...common, label: 'demo fleet', rows: demo, targetMs: 1000 });
    const big = await fillFleet(server.url, token, 200);
    const okBig = await scenario({ ...common, label: 'large fleet', rows: big, targetMs: 2000 });
    if (!(okDemo && okBig) && process.env.BENCH_NO_FAIL !== '1') process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
