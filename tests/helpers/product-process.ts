import { spawn, type ChildProcess } from 'node:child_process';

/** The product as a process of its own, started by spawnProduct. */
export interface ProductProcess {
  child: ChildProcess;
  /** Where it listens; absent when it exited before listening (see `code`). */
  url?: string;
  /** Its exit code when it exited before listening. */
  code?: number | null;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited (at once if it already has). */
  exited(): Promise<void>;
}

export interface SpawnOptions {
  /** The command line: `node dist/server/main.js` by default. */
  command?: string;
  args?: string[];
  /** Added to this process's environment; `undefined` removes a variable. */
  env: Record<string, string | undefined>;
  timeoutMs?: number;
}

/**
 * Starts the product on a free loopback port (PORT=0) and resolves once it prints where it is running,
 * or once it exits before that (then with its code). Rejects only when it does neither in time.
 */
export function spawnProduct(options: SpawnOptions): Promise<ProductProcess> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...options.env,
  }))
    if (v !== undefined) env[k] = v;
  const child = spawn(options.command ?? process.execPath, options.args ?? ['dist/server/main.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const handle = { child, output: () => out, exited: () => exit };
  const timeoutMs = options.timeoutMs ?? 60_000;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`neither started nor exited within ${timeoutMs / 1000} s:\n${out}`)),
      timeoutMs,
    );
    const check = setInterval(() => {
      const m = /running at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      clearInterval(check);
      resolve({ ...handle, url: m[1]! });
    }, 50);
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(check);
      resolve({ ...handle, code });
    });
  });
}

/** spawnProduct for a start that must succeed: rejects with its output when it exits instead. */
export async function startProduct(options: SpawnOptions): Promise<ProductProcess & { url: string }> {
  const started = await spawnProduct(options);
  if (started.url === undefined) throw new Error(`exited with ${started.code} before starting:\n${started.output()}`);
  return started as ProductProcess & { url: string };
}

/** Sends a signal and waits for the exit. */
export async function stopProduct(product: ProductProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (product.child.exitCode === null && product.child.signalCode === null) product.child.kill(signal);
  await product.exited();
}
