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
  // Asynchronous: a line is written off the event loop, and lines logged while a write is under way go out
  // together in the next one (one write(2) per request was about 5 % of a list page's CPU under load, issue
  // #19 item 2). What is still buffered when the process exits (shutdown, a fatal start, process.exit, an
  // uncaught error) is written synchronously by pino's exit hook; only a kill -9 or a native crash can
  // lose the lines of the last write under way.
  pino.destination({ dest: 2, sync: false }),
);
