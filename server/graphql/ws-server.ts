import type { Server } from 'node:http';
import { getOperationAST, GraphQLError, type GraphQLSchema } from 'graphql';
import type { Context } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Logger } from '../logger.js';
import { requestRecord, type RequestRecord } from '../request-log.js';
import type { ContextSource, GraphQLContext } from './context.js';
import { formatError, logUnexpectedErrors } from './format-error.js';
import { subscribeWithArgsOnce } from './subscribe.js';

type WsContext = Context<Record<string, unknown>, Extra>;

interface Operation {
  record: RequestRecord;
  started: number;
}

export interface GraphQLWsServer {
  close(): Promise<void>;
}

/**
 * GraphQL over graphql-ws on /graphql. Each operation is a request of its own for the log: a new id
 * (one connection carries many operations), a fresh context and EntityManager fork, one line when it
 * completes, and the same error shaping as over HTTP.
 */
export function serveGraphQLOverWebSocket(options: {
  httpServer: Server;
  schema: GraphQLSchema;
  log: Logger;
  buildContext: (source: ContextSource) => Promise<GraphQLContext>;
  /** Subscription fields whose arguments are read once, when subscribing (subscribe.ts, ADR 0009). */
  argsOnceFields: ReadonlySet<string>;
}): GraphQLWsServer {
  const wsServer = new WebSocketServer({ server: options.httpServer, path: '/graphql' });
  const byConnection = new WeakMap<WsContext, Map<string, Operation>>();
  const operationsOf = (ctx: WsContext) => {
    let ops = byConnection.get(ctx);
    if (!ops) byConnection.set(ctx, (ops = new Map()));
    return ops;
  };
  const logOf = (ctx: WsContext, id: string) => operationsOf(ctx).get(id)?.record.log ?? options.log;

  const cleanup = useServer<Record<string, unknown>>(
    {
      schema: options.schema,
      subscribe: subscribeWithArgsOnce(options.argsOnceFields),
      onSubscribe: (ctx, id, payload) => {
        const record = requestRecord(options.log);
        if (payload.operationName) record.operation = payload.operationName;
        operationsOf(ctx).set(id, { record, started: performance.now() });
      },
      context: (ctx, id, _payload, args) => {
        const op = operationsOf(ctx).get(id);
        const record = op?.record ?? requestRecord(options.log);
        record.operation = getOperationAST(args.document, args.operationName)?.name?.value ?? record.operation;
        const header = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        return options.buildContext({
          authorization: typeof header === 'string' ? header : undefined,
          clientAddress: ctx.extra.request.socket.remoteAddress ?? 'unknown',
          request: record,
        });
      },
      onNext: (_ctx, _id, _payload, args, result) => {
        if (!result.errors) return undefined;
        // Errors of the whole operation (no path: before any field ran): its variables did not coerce.
        const errors = result.errors.map((e) => (e.path ? e : withClientCode(e, 'BAD_USER_INPUT')));
        logUnexpectedErrors(errors, (args.contextValue as GraphQLContext).request.log);
        return { ...result, errors: errors.map((e) => formatError(e.toJSON(), e)) };
      },
      onError: (ctx, id, _payload, reported) => {
        // Reported before execution: the document did not validate.
        const errors = reported.map((e) => withClientCode(e, 'GRAPHQL_VALIDATION_FAILED'));
        logUnexpectedErrors(errors, logOf(ctx, id));
        finish(ctx, id, 'subscription failed');
        return errors.map((e) => formatError(e.toJSON(), e));
      },
      onComplete: (ctx, id) => finish(ctx, id, 'subscription completed'),
    },
    wsServer,
  );

  function finish(ctx: WsContext, id: string, message: string): void {
    const op = operationsOf(ctx).get(id);
    if (!op) return;
    operationsOf(ctx).delete(id);
    const ms = Math.round((performance.now() - op.started) * 10) / 10;
    op.record.log.info({ method: 'WS', path: '/graphql', operation: op.record.operation, ms }, message);
  }

  return {
    close: async () => {
      await cleanup.dispose();
      wsServer.close();
    },
  };
}

/**
 * graphql-js's own errors (a document that does not validate, variables that do not coerce) carry no
 * code, and no cause but another GraphQLError; Apollo gives them a client code over HTTP, and so does
 * this over graphql-ws, so that they reach the client instead of being masked as internal errors.
 */
function withClientCode(error: GraphQLError, code: string): GraphQLError {
  const cause = error.originalError;
  if ((cause && !(cause instanceof GraphQLError)) || error.extensions.code !== undefined) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code },
  });
}
