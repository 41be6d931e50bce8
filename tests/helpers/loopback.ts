import { connect, createServer } from 'node:net';

/**
 * Ports for the servers the tests start as child processes (Dovecot, redis-server), which are told a port
 * rather than asked for one: each vitest worker takes its own block of PORT_BLOCK ports below the
 * system's ephemeral range (32768-60999 on Linux), which neither listen(0) nor an outgoing connection
 * ever hands out. A port asked of the system with listen(0) and released for the child could be taken in
 * between by another worker's server or socket (ADR 0040); one from the worker's own block can not.
 */
const PORT_BASE = 20_000;
const PORT_BLOCK = 400;
/** 30 blocks: 20000-31999. */
const PORT_BLOCKS = 30;
let portTurn = Math.floor(Math.random() * PORT_BLOCK);

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** A loopback port of this worker's own block (VITEST_POOL_ID) that nothing holds at the time of asking. */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? 0) % PORT_BLOCKS;
  for (let tries = 0; tries < PORT_BLOCK; tries++) {
    const port = PORT_BASE + worker * PORT_BLOCK + (portTurn++ % PORT_BLOCK);
    if (await bindable(port)) return port;
  }
  throw new Error(`no free loopback port in worker ${worker}'s block from ${PORT_BASE + worker * PORT_BLOCK}`);
}

/** Waits until a loopback port accepts connections (`up`) or refuses them (`!up`). */
export async function waitForPort(port: number, up: boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const c = connect(port, '127.0.0.1');
      c.once('connect', () => (c.destroy(), resolve(true)));
      c.once('error', () => resolve(false));
    });
    if (open === up) return;
    if (Date.now() > until) throw new Error(`${what} port ${port} did not ${up ? 'open' : 'close'}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
