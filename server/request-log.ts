import type { Request, RequestHandler, Response } from 'express';
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
 * A new record: the id (see requestIdFrom) and a child logger that writes it, and `bindings` (the method
 * and path over HTTP), into every line, error lines included.
 */
export function requestRecord(
  base: Logger,
  idHeader?: string | string[],
  bindings: Record<string, string> = {},
): RequestRecord {
  const id = requestIdFrom(idHeader);
  return { id, log: base.child({ reqId: id, ...bindings }) };
}

/** Once the token is read: the user and organization go into every later line of the request. */
export function recordActor(record: RequestRecord, actor: { id: number; organizationId: number }): void {
  record.log = record.log.child({ userId: actor.id, orgId: actor.organizationId });
}

/** The record requestLogging() attached to this request. */
export function recordOf(res: Response): RequestRecord {
  const record = (res.locals as { request?: RequestRecord }).request;
  if (!record) throw new Error('request record missing: requestLogging() must run first');
  return record;
}

/**
 * Gives each request its id (echoed in the x-request-id response header) and logger, and logs one
 * line when the response is done (the access log): request id, method, path (without the query string,
 * which may carry personal data), user id and organization once signed in (recordActor), GraphQL
 * operation name, status and duration. Server errors log at error level.
 */
export function requestLogging(base: Logger): RequestHandler {
  return (req: Request, res: Response, next) => {
    const started = performance.now();
    const path = req.originalUrl.split('?')[0] ?? '/';
    const record = requestRecord(base, req.headers[REQUEST_ID_HEADER], { method: req.method, path });
    (res.locals as { request?: RequestRecord }).request = record;
    res.setHeader(REQUEST_ID_HEADER, record.id);
    res.once('close', () => {
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
