import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isGraphqlPath, requestPath, type NodeHandler } from '../http-answer.js';
import type { GraphQLContext } from './context.js';

/** True for a request the GraphQL entry answers: /graphql and below, any method (WebSocket upgrades aside). */
export function isGraphqlRequest(req: IncomingMessage): boolean {
  return isGraphqlPath(requestPath(req));
}

/**
 * GraphQL over HTTP without Express (ADR 0036): the same handlers the Express app ran before Apollo, in the
 * same order, then Apollo's integration entry (executeHTTPGraphQLRequest) as @as-integrations/express5
 * calls it. Express turned each request and response into its own objects (a prototype swap per request)
 * and routed it through its layers: 183 µs of main-thread CPU per `{ __typename }` in bench:load, against
 * 155 µs for the whole of Apollo. An error a handler passes on, or throws, gets `unhandled`'s answer (the
 * app's last error handler's).
 */
export function graphqlHttpEntry(args: {
  apollo: ApolloServer<GraphQLContext>;
  /** Run in order before Apollo; each calls next() to go on, or answers. */
  before: readonly NodeHandler[];
  context: (req: IncomingMessage, res: ServerResponse) => Promise<GraphQLContext>;
  unhandled: (err: unknown, res: ServerResponse) => void;
}): (req: IncomingMessage, res: ServerResponse) => void {
  const { apollo, before, context, unhandled } = args;
  const fail = (err: unknown, res: ServerResponse) => {
    if (res.headersSent) res.destroy(err instanceof Error ? err : new Error(String(err)));
    else unhandled(err, res);
  };
  return (req: IncomingMessage & { body?: unknown }, res) => {
    let at = 0;
    const next = (err?: unknown): void => {
      if (err !== undefined) return fail(err, res);
      const handler = before[at++];
      if (!handler) {
        answer(apollo, req, res, context).catch((e: unknown) => fail(e, res));
        return;
      }
      try {
        handler(req, res, next);
      } catch (e) {
        fail(e, res);
      }
    };
    next();
  };
}

/** Apollo's answer to one parsed request, written as the Express integration writes it (Content-Length set). */
async function answer(
  apollo: ApolloServer<GraphQLContext>,
  req: IncomingMessage & { body?: unknown },
  res: ServerResponse,
  context: (req: IncomingMessage, res: ServerResponse) => Promise<GraphQLContext>,
): Promise<void> {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const url = req.url ?? '';
  const query = url.indexOf('?');
  const response = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: {
      method: (req.method ?? 'GET').toUpperCase(),
      headers,
      search: query < 0 ? '' : url.slice(query),
      body: req.body,
    },
    context: () => context(req, res),
  });
  for (const [name, value] of response.headers) res.setHeader(name, value);
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') {
    res.setHeader('Content-Length', Buffer.byteLength(response.body.string));
    res.end(response.body.string);
    return;
  }
  // Incremental delivery: each part as it comes (compression flushes it, when it wraps the answer).
  const flushing = res as ServerResponse & { flush?: () => void };
  for await (const chunk of response.body.asyncIterator) {
    res.write(chunk);
    flushing.flush?.();
  }
  res.end();
}
