import { pino, type Logger } from 'pino';
import { readLogLevel } from './config.js';

export type { Logger };

/**
 * The process's structured logger (pino): one JSON line per event on stderr, level names as text,
 * ISO times. Requests log through `logger.child({ reqId })` (server/request-log.ts), so every line of a
 * request carries its id. LOG_LEVEL sets the level (server/config.ts).
 */
export const logger: Logger = pino(
  {
    level: readLogLevel(),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Synchronous, so the lines written just before process.exit (shutdown, a fatal start) are not lost.
  pino.destination({ dest: 2, sync: true }),
);
