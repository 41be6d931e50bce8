import type { Server } from 'node:http';
import { getOperationAST, GraphQLError, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import type { Context, SubscribePayload } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Logger } from '../logger.js';
import { requestRecord, type RequestRecord } from '../request-log.js';
import type { ContextSource, GraphQLContext } from './context.js';
import { formatError, logUnexpectedErrors } from './format-error.js';
import { GRAPHQL_LIMITS, wsLimits, WS_LIMITS } from './limits.js';
import { subscribeWithArgsOnce } from './subscribe.js';

type WsContext = Context<Record<string, unknown>, Extra>;

/**
 * How long a socket being closed waits for the peer's side of the close handshake (ws's default is 30 s):
 * a peer still sending an oversize frame, or one that never answers, is cut off after this.
 */
export const WS_CLOSE_GRACE_MS = 250;

/** Written into every line of an operation, as the method and path are over HTTP. */
const WS_BINDINGS = { method: 'WS', path: '/graphql' };

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
  /** NODE_ENV=production: no field suggestions in validation messages. */
  production?: boolean;
}): GraphQLWsServer {
  // maxPayload: a frame whose header announces more closes the socket with 1009 before its payload is
  // buffered or parsed; ws then discards whatever of it still arrives. closeTimeout bounds how long a peer
  // that keeps sending (or never answers a close) holds the socket.
  const wsServer = new WebSocketServer({
    server: options.httpServer,
    path: '/graphql',
    maxPayload: GRAPHQL_LIMITS.maxBodyBytes,
  });
  const limits = wsLimits(options.production ?? false);
  const rules = [...specifiedRules, ...limits.validationRules];
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
      connectionInitWaitTimeout: WS_LIMITS.connectionInitMs,
      onSubscribe: (ctx, id, payload) => {
        const record = requestRecord(options.log, undefined, WS_BINDINGS);
        if (payload.operationName) record.operation = payload.operationName;
        const operations = operationsOf(ctx);
        operations.set(id, { record, started: performance.now() });
        if (operations.size > WS_LIMITS.maxOperations) {
          const message = `At most ${WS_LIMITS.maxOperations} operations may run at once on one connection.`;
          return [new GraphQLError(message, { extensions: { code: 'TOO_MANY_OPERATIONS' } })];
        }
        return readDocument(payload);
      },
      context: (ctx, id, _payload, args) => {
        const op = operationsOf(ctx).get(id);
        const record = op?.record ?? requestRecord(options.log, undefined, WS_BINDINGS);
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

  /** Parses and validates under the limits (limits.ts); refusals go back as the operation's errors. */
  function readDocument(payload: SubscribePayload) {
    let document;
    try {
      document = limits.parse(payload.query);
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      return [error.extensions.code ? error : withClientCode(error, 'GRAPHQL_PARSE_FAILED')];
    }
    const errors = validate(options.schema, document, rules);
    if (errors.length) {
      return options.production ? errors.map((e) => withMessage(e, withoutSuggestions(e.message))) : errors;
    }
    return {
      schema: options.schema,
      document,
      operationName: payload.operationName,
      variableValues: payload.variables,
    };
  }

  // After useServer's own listener: its 'error' handler prints to the console and tries a second close
  // (1011) over the one ws has already begun. A frame over maxPayload or any other protocol error is logged
  // as one line instead. ws has sent its close frame (1009 for a frame over maxPayload) and half-closed the
  // socket; the socket is not destroyed here: dropping it with the peer's data unread sends a TCP reset that
  // can overtake the close frame (the peer would see 1006, not why). ws discards the rest of the frame
  // without buffering it and destroys the socket when the peer closes, or after WS_CLOSE_GRACE_MS.
  wsServer.on('connection', (socket, request) => {
    socket.removeAllListeners('error');
    socket.on('error', (err: Error & { code?: string }) => {
      options.log.warn(
        { code: err.code, client: request.socket.remoteAddress, path: '/graphql' },
        `WebSocket refused: ${err.message}`,
      );
      setTimeout(() => socket.terminate(), WS_CLOSE_GRACE_MS).unref();
    });
  });

  function finish(ctx: WsContext, id: string, message: string): void {
    const op = operationsOf(ctx).get(id);
    if (!op) return;
    operationsOf(ctx).delete(id);
    const ms = Math.round((performance.now() - op.started) * 10) / 10;
    op.record.log.info({ operation: op.record.operation, ms }, message);
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
  return withMessage(error, error.message, code);
}

/** "Did you mean ...?" spells out the schema to whoever probes it: production leaves it out. */
function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean .+\?$/, '');
}

function withMessage(error: GraphQLError, message: string, code?: string): GraphQLError {
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, ...(code ? { code } : {}) },
  });
}
