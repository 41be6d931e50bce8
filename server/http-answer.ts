import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A connect-style handler on Node's own request and response: Express runs it as it is, and so does the
 * GraphQL entry (graphql/http-entry.ts), which does not go through Express. What it may add to the request
 * (the parsed body) it adds as a property.
 */
export type NodeHandler = (
  req: IncomingMessage & { body?: unknown },
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/** A JSON answer, as Express's res.status(status).json(body) writes it (without its ETag). */
export function answerJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** /graphql and the paths below it: GraphQL over HTTP (for the GraphQL entry, the queue and the metrics). */
export function isGraphqlPath(path: string): boolean {
  return path === '/graphql' || path.startsWith('/graphql/');
}

/** The request's path without its query string, as the client sent it (Express's originalUrl where set). */
export function requestPath(req: IncomingMessage & { originalUrl?: string }): string {
  const url = req.originalUrl ?? req.url ?? '/';
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}
