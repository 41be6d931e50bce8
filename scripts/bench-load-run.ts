/**
 * bench:load's load runs: autocannon against one target in a worker thread, each answer's latency kept by
 * outcome, and the main thread's CPU time (the servers measured all run on it).
 */
import autocannon, { type Result } from 'autocannon';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** One request bench:load sends (autocannon options): a name for the tables, the URL and what goes with it. */
export interface Target {
  name: string;
  url: string;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}

/** This process's main thread's CPU time (user + system) in ms, or null where /proc is not there. */
export function mainThreadCpuMs(): number | null {
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

export function run(
  t: Target,
  connections: number,
  duration: number,
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
