import type { ServerResponse } from 'node:http';
import { requestPath, type NodeHandler } from './http-answer.js';
import type { Logger } from './logger.js';
import { requestIdFrom } from './request-id.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/** One request's id and logger; GraphQL fills in the operation name once it knows it. */
export interface RequestRecord {
  id: string;
  log: Logger;
  operation?: string;
}

/**
 * The record's logger is made on its first use: most requests log nothing below the access line, and a
 * pino child serialises its bindings when it is made (a cost per request, issue #19 item 2). The bindings
 * gathered before then (the actor's, recordActor) go into that one child, in the same order.
 */
class LazyRecord implements RequestRecord {
  operation?: string;
  private made?: Logger;

  constructor(
    readonly id: string,
    private readonly base: Logger,
    private readonly bindings: Record<string, unknown>,
  ) {}

  get log(): Logger {
    return (this.made ??= this.base.child(this.bindings));
  }

  set log(log: Logger) {
    this.made = log;
  }

  /** Adds bindings to every later line: to the child when it exists, else to the one it will be made with. */
  bind(more: Record<string, unknown>): void {
    if (this.made) this.made = this.made.child(more);
    else Object.assign(this.bindings, more);
  }
}

/**
 * A new record: the id (see requestIdFrom) and a child logger that writes it, and `bindings` (the method
 * and path over HTTP), into every line, error lines included.
 */
export function requestRecord(
  base: Logger,
  idHeader?: string | string[],
  bindings: Record<string, string> = {},
): RequestRecord {
  const id = requestIdFrom(idHeader);
  return new LazyRecord(id, base, { reqId: id, ...bindings });
}

/** Once the token is read: the user and organization go into every later line of the request. */
export function recordActor(record: RequestRecord, actor: { id: number; organizationId: number }): void {
  const more = { userId: actor.id, orgId: actor.organizationId };
  if (record instanceof LazyRecord) record.bind(more);
  else record.log = record.log.child(more);
}

/** Each answer's record, from requestLogging() on (keyed by the response: Express's or Node's own). */
const RECORDS = new WeakMap<ServerResponse, RequestRecord>();

/** The record requestLogging() attached to this request, if it ran. */
export function recordIfAny(res: ServerResponse): RequestRecord | undefined {
  return RECORDS.get(res);
}

/** The record requestLogging() attached to this request. */
export function recordOf(res: ServerResponse): RequestRecord {
  const record = RECORDS.get(res);
  if (!record) throw new Error('request record missing: requestLogging() must run first');
  return record;
}

/**
 * Gives each request its id (echoed in the x-request-id response header) and logger, and logs one
 * line when the response is done (the access log): request id, method, path (without the query string,
 * which may carry personal data), user id and organization once signed in (recordActor), GraphQL
 * operation name, status and duration. Server errors log at error level.
 */
export function requestLogging(base: Logger): NodeHandler {
  return (req, res, next) => {
    const started = performance.now();
    const path = requestPath(req);
    const record = requestRecord(base, req.headers[REQUEST_ID_HEADER], { method: req.method ?? '', path });
    RECORDS.set(res, record);
    res.setHeader(REQUEST_ID_HEADER, record.id);
    res.once('close', () => {
      // Below the logger's level the line is not built at all (LOG_LEVEL=warn in a load test, say).
      if (res.statusCode < 500 && !base.isLevelEnabled('info')) return;
      const line = {
        ...(record.operation ? { operation: record.operation } : {}),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (res.statusCode >= 500) record.log.error(line, 'request failed');
      else record.log.info(line, 'request completed');
    });
    next();
  };
}
