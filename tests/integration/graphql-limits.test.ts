import { spawn } from 'node:child_process';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../server/graphql/limits.js';
import { gql, gqlOverWs, loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * Issue #18: one request used to stall the whole server (3,000 aliased portDistances kept /health from
 * answering for 39.5 s; 500 aliased allOrders about 2 s; a 90 MB connection_init was read whole). Each is
 * replayed five times here while /health is polled: each must be refused with its code, and the median over
 * the five of the slowest /health answer during each must be within 100 ms (healthDuring).
 */
const HEALTH_CEILING_MS = 100;

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginToken(server.url, 'admin@demo.example');
}, 180_000);
afterAll(async () => server?.close());

/** `n` aliased copies of one field, the way the attack was written. */
function aliased(n: number, field: string): string {
  return `query Attack { ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join('\n')} }`;
}
const PORT_DISTANCES = `portDistances(input: { portList: [{ name: "Santos" }, { name: "Rotterdam" }] }) { distance key }`;
const ALL_ORDERS = 'allOrders { totalElements content { id: databaseId name } }';

/**
 * Runs `attack` RUNS times, each while polling /health one request after another, and answers every
 * result and the median over the runs of the slowest probe of each. The server runs in this process, so
 * whatever an attack costs its event loop delays the probe in flight (or the next one's timer) by as much:
 * a stall the attack causes shows in every run, and so in the median. The machine's own load (other
 * processes on its two cores) delays a probe now and then; that one run does not decide, as it would if
 * every probe had to pass, nor can the single quickest run decide, as a best-of would. The control test
 * below shows a stall of the server fails it. `sample` is called after each probe (memory, for the frame).
 */
async function healthDuring<T>(attack: () => Promise<T>, sample: () => void = () => undefined): Promise<Probed<T>> {
  const results: T[] = [];
  const worst: number[] = [];
  const runs: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { result, latencies } = await probeDuring(attack, sample);
    results.push(result);
    const sorted = [...latencies].sort((a, b) => a - b);
    worst.push(sorted[sorted.length - 1]!);
    runs.push(
      `${latencies.length} probes, p50 ${sorted[sorted.length >> 1]!.toFixed(1)} ms, slowest ${worst[run]!.toFixed(1)} ms`,
    );
  }
  const medianWorstMs = [...worst].sort((a, b) => a - b)[RUNS >> 1]!;
  return { results, medianWorstMs, report: `median of the slowest ${medianWorstMs.toFixed(1)} ms; ${runs.join('; ')}` };
}
const RUNS = 5;
interface Probed<T> {
  results: T[];
  medianWorstMs: number;
  report: string;
}

async function probeDuring<T>(
  attack: () => Promise<T>,
  sample: () => void,
): Promise<{ result: T; latencies: number[] }> {
  const health = `${server.url}/api/v1/health`;
  await (await fetch(health)).text(); // the connection is warm before timing starts
  const latencies: number[] = [];
  let done = false;
  const probe = (async () => {
    // At least 5 probes, and polling until the attack has finished: one is in flight when it starts. Each is
    // timed from when it was due (2 ms after the previous answer), so a stall that falls between two probes
    // delays the next one's timer and counts as well.
    while (!done || latencies.length < 5) {
      const due = performance.now() + 2;
      await new Promise((r) => setTimeout(r, 2));
      const res = await fetch(health);
      await res.text();
      expect(res.status).toBe(200);
      latencies.push(performance.now() - due);
      sample();
    }
  })();
  await new Promise((r) => setTimeout(r, 5));
  const result = await attack();
  done = true;
  await probe;
  return { result, latencies };
}

type Errors = { message: string; extensions?: Record<string, unknown> }[] | readonly { message: string }[];
const limitsIn = (errors: Errors | undefined) =>
  (errors ?? [])
    .map((e) => (e as { extensions?: Record<string, unknown> }).extensions ?? {})
    .filter((x) => x.code === 'QUERY_TOO_COMPLEX')
    .map((x) => x.limit)
    .sort();

describe('GraphQL limits: the stalling requests of issue #18 are refused at once', () => {
  it('3,000 aliased portDistances (~300 KB): refused with QUERY_TOO_COMPLEX, /health under 100 ms', async () => {
    const query = aliased(3_000, PORT_DISTANCES);
    expect(query.length).toBeGreaterThan(250_000);
    const { results, medianWorstMs, report } = await healthDuring(() => gql(server.url, query, {}, token));
    for (const r of results) {
      expect(r.status).toBe(400);
      expect(r.data).toBeUndefined();
      // The parser stops at the token limit: the document is never built, let alone validated or run.
      expect(limitsIn(r.errors)).toEqual(['tokens']);
      expect(r.errors?.[0]?.message).toBe(`Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded.`);
    }
    expect(medianWorstMs, report).toBeLessThan(HEALTH_CEILING_MS);
  });

  it('500 aliased allOrders: refused, /health under 100 ms', async () => {
    const { results, medianWorstMs, report } = await healthDuring(() =>
      gql(server.url, aliased(500, ALL_ORDERS), {}, token),
    );
    for (const result of results) {
      expect(result.status).toBe(400);
      expect(limitsIn(result.errors)).toEqual(['tokens']);
    }
    expect(medianWorstMs, report).toBeLessThan(HEALTH_CEILING_MS);
  });

  it('refuses each limit under the token count with its own name: aliases, cost, depth, directives', async () => {
    const aliases = await gql(server.url, aliased(GRAPHQL_LIMITS.maxAliases + 1, 'profile { id }'), {}, token);
    expect(aliases.status).toBe(400);
    expect(limitsIn(aliases.errors)).toEqual(['aliases']);
    expect(aliases.errors?.[0]?.message).toMatch(/^Aliases limit of 10 exceeded, found 11\.$/);

    // Cost without aliases and under the token limit: one fragment spread many times (each spread is counted).
    const spreads = Array.from({ length: 150 }, () => '...V').join(' ');
    const costly = `query Costly { vessels { content { ${spreads} } } }
      fragment V on Vessel { id name vesselExtraDetails { loadLines { fresh { draft } summer { draft } } } }`;
    const cost = await gql(server.url, costly, {}, token);
    expect(cost.status).toBe(400);
    expect(limitsIn(cost.errors)).toEqual(['cost']);
    expect(cost.errors?.[0]?.message).toMatch(/^Query Cost limit of 5000 exceeded, found \d+/);

    const deep = `query Deep { profile ${'{ a '.repeat(GRAPHQL_LIMITS.maxDepth + 1)}${'}'.repeat(GRAPHQL_LIMITS.maxDepth + 1)} }`;
    expect(limitsIn((await gql(server.url, deep, {}, token)).errors)).toContain('depth');

    const directives = `query D { profile { id: databaseId ${'@include(if: true) '.repeat(GRAPHQL_LIMITS.maxDirectives + 1)} } }`;
    expect(limitsIn((await gql(server.url, directives, {}, token)).errors)).toContain('directives');
  });

  it('applies the same limits over graphql-ws (subscriptions and queries on the socket)', async () => {
    const tokens = await gqlOverWs(server.url, aliased(3_000, PORT_DISTANCES), token);
    expect(limitsIn(tokens[0]?.errors)).toEqual(['tokens']);
    const aliases = await gqlOverWs(server.url, aliased(GRAPHQL_LIMITS.maxAliases + 1, 'profile { id }'), token);
    expect(limitsIn(aliases[0]?.errors)).toEqual(['aliases']);
    const sub = `subscription S($input: CalculateInput!) { ${Array.from(
      { length: GRAPHQL_LIMITS.maxAliases + 1 },
      (_, i) => `s${i}: calculationStream(input: $input) { index }`,
    ).join(' ')} }`;
    const refused = await gqlOverWs(server.url, sub, token);
    expect(limitsIn(refused[0]?.errors)).toContain('aliases');
    // The socket still serves what is within the limits.
    const within = await gqlOverWs<{ profile: { id: string } }>(server.url, '{ profile { id: databaseId } }', token);
    expect(within[0]?.data?.profile.id).toBeTruthy();
  });
});

describe('graphql-ws: an oversize frame before sign-in', () => {
  it('closes the socket with 1009 on a 90 MB connection_init without buffering it; /health under 100 ms', async () => {
    // The attacker is a process of its own (building and masking 90 MB would otherwise stall this test's
    // event loop, which is also the server's); it builds the frame first, and /health is timed from the
    // moment it connects to send it until it has seen the socket closed; five times.
    const attacker = await readyAttacker(`${server.url.replace(/^http/, 'ws')}/graphql`);
    try {
      // The server runs in this process: its memory is this process's. Had it buffered the frame (as it
      // once did: 654 -> 979 MB), 90 MB more would be live until the frame was complete. ws reads the rest
      // of the frame and drops it (ADR 0015), so what is read is no measure, and neither is resident memory:
      // the chunks read and dropped stay in it until a collection (up to 88 MB seen on Node 24), so it is
      // reported, not bounded. What is bounded is what stays live, in a pass of its own (liveGrowthDuring):
      // collecting before every sample would stall the /health probes.
      const before = process.memoryUsage().rss;
      let peakRss = before;
      const sample = () => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      };
      const { results, medianWorstMs, report } = await healthDuring(attacker.send, sample);
      sample();
      const live = await liveGrowthDuring(attacker.send);
      const memory = `live memory +${live.growthMb.toFixed(1)} MB at its peak over ${live.samples} samples; resident +${((peakRss - before) / 2 ** 20).toFixed(1)} MB during the timed attacks`;
      // Never acknowledged; the server's close frame says why: 1009, message too big.
      expect([...results, live.result], memory).toEqual(Array(RUNS + 1).fill({ code: 1009, acked: false }));
      // Not buffered: holding the frame keeps 90 MB live at least.
      expect(live.growthMb, memory).toBeLessThan(45);
      expect(medianWorstMs, report).toBeLessThan(HEALTH_CEILING_MS);
    } finally {
      attacker.stop();
    }
    // A normal connection right after is served.
    const after = await gqlOverWs<{ profile: { id: string } }>(server.url, '{ profile { id: databaseId } }', token);
    expect(after[0]?.data?.profile.id).toBeTruthy();
  }, 120_000);
});

describe('the /health probe itself', () => {
  it('catches a stall of the server: the event loop blocked for 250 ms shows in the probe in flight', async () => {
    const stall = async () => {
      await new Promise((r) => setTimeout(r, 10));
      const until = performance.now() + 250;
      while (performance.now() < until) {
        // the server's event loop (this process's) is blocked, as by a request that stalls it
      }
    };
    const { medianWorstMs, report } = await healthDuring(stall);
    // The whole stall is seen, whether it caught a probe in flight or between two.
    expect(medianWorstMs, report).toBeGreaterThanOrEqual(250);
  });
});

let gc: (() => void) | undefined;

/**
 * A full collection on demand: the test worker runs without --expose-gc, so the flag is set, and `gc` read
 * from a new context, on first use only (the file's other tests run without it).
 */
function collectGarbage(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}

/** Live memory, bytes, after a full collection: the JavaScript heap and every ArrayBuffer and Buffer. */
function liveBytes(): number {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/**
 * Runs `attack` while sampling live memory every few ms (liveBytes): what the server reads and drops is
 * collected before each sample and does not count; what it keeps does. Answers the attack's result, the
 * peak growth over the start, MB, and how many samples were taken.
 */
async function liveGrowthDuring<T>(
  attack: () => Promise<T>,
): Promise<{ result: T; growthMb: number; samples: number }> {
  const before = liveBytes();
  let peak = before;
  let samples = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, liveBytes());
    samples++;
  }, 5);
  try {
    const result = await attack();
    return { result, growthMb: (Math.max(peak, liveBytes()) - before) / 2 ** 20, samples };
  } finally {
    clearInterval(timer);
  }
}

// The frame is built once, as bytes, and sent with a zero mask (a valid masked frame that ws need not
// rewrite): on a loaded machine, masking 90 MB per send took the attacker longer than the server's
// connection_init timeout (4408) before the frame's header was even sent.
const ATTACKER = `
import WebSocket from 'ws';
const frame = Buffer.from(JSON.stringify({ type: 'connection_init', payload: { junk: 'x'.repeat(90 * 1024 * 1024) } }));
console.log('ready');
process.stdin.on('data', () => {
  const socket = new WebSocket(process.argv[1], 'graphql-transport-ws', { generateMask: (mask) => mask.fill(0) });
  let acked = false;
  socket.on('open', () => socket.send(frame, { binary: false }, () => undefined));
  socket.on('message', () => (acked = true));
  socket.on('error', () => undefined);
  socket.on('close', (code) => console.log(JSON.stringify({ code, acked })));
});
`;

/** A child process holding a 90 MB connection_init; each send() connects, sends it and reports the close. */
async function readyAttacker(
  url: string,
): Promise<{ send(): Promise<{ code: number; acked: boolean }>; stop(): void }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', ATTACKER, url], { stdio: 'pipe' });
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    waiters.splice(0).forEach((wake) => wake());
  });
  const nextLine = (timeoutMs: number) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => (child.kill(), reject(new Error('attacker silent'))), timeoutMs);
      const check = () => (lines.length ? (clearTimeout(timer), resolve(lines.shift()!)) : waiters.push(check));
      check();
    });
  expect(await nextLine(60_000)).toBe('ready');
  return {
    send: async () => {
      child.stdin.write('go\n');
      return JSON.parse(await nextLine(30_000)) as { code: number; acked: boolean };
    },
    stop: () => child.kill(),
  };
}
