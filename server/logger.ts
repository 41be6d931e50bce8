/** Minimal structured logger: one JSON line per event on stderr, quiet under tests unless LOG_LEVEL says otherwise. */
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const fromEnv = process.env.LOG_LEVEL as Level | undefined;
  if (fromEnv && fromEnv in ORDER) return ORDER[fromEnv];
  return process.env.VITEST ? ORDER.error : ORDER.info;
}

function write(level: Level, message: string, detail?: unknown): void {
  if (ORDER[level] < threshold()) return;
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, message };
  if (detail instanceof Error) entry.error = { name: detail.name, message: detail.message, stack: detail.stack };
  else if (detail !== undefined) entry.detail = detail;
  process.stderr.write(JSON.stringify(entry) + '\n');
}

export const logger = {
  debug: (m: string, d?: unknown) => write('debug', m, d),
  info: (m: string, d?: unknown) => write('info', m, d),
  warn: (m: string, d?: unknown) => write('warn', m, d),
  error: (m: string, d?: unknown) => write('error', m, d),
};
