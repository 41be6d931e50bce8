import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Orm } from '../db/orm.js';
import { requireActor, type Actor } from '../modules/auth/actor.js';
import type { AppDeps } from '../services.js';
import { buildContext, type GraphQLContext } from '../graphql/context.js';
import { recordOf } from '../request-log.js';

/** REST handlers get the same per-request context as GraphQL resolvers. */
export type RestContext = GraphQLContext;

declare module 'express-serve-static-core' {
  interface Request {
    ctx?: RestContext;
  }
}

export function clientAddress(req: Request): string {
  return req.socket.remoteAddress ?? 'unknown';
}

export function attachContext(orm: Orm, deps: AppDeps): RequestHandler {
  return (req, res, next) => {
    buildContext(orm, deps, {
      authorization: req.headers.authorization,
      clientAddress: clientAddress(req),
      request: recordOf(res),
    })
      .then((ctx) => {
        req.ctx = ctx;
        next();
      })
      .catch(next);
  };
}

type Handler = (req: Request, ctx: RestContext) => Promise<unknown>;

/** Wraps a handler: runs it, answers its result as JSON, forwards errors to the error middleware. */
export function handle(fn: Handler, status = 200): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const ctx = req.ctx;
    if (!ctx) return next(new Error('request context missing'));
    fn(req, ctx)
      .then((body) => res.status(status).json(body))
      .catch(next);
  };
}

/** Like handle(), but requires a signed-in user first (401 otherwise). */
export function handleAuthed(
  fn: (req: Request, ctx: RestContext, actor: Actor) => Promise<unknown>,
  status = 200,
): RequestHandler {
  return handle((req, ctx) => fn(req, ctx, requireActor(ctx.auth)), status);
}

/** REST handlers parse query strings and bodies with the same helper services use. */
export { parseInput as parseWith } from '../errors/parse-input.js';
