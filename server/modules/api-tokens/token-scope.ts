import { type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { RequestHandler } from 'express';
import type { Actor } from '../auth/actor.js';
import { forbidden } from '../../errors/app-error.js';
import type { GraphQLContext } from '../../graphql/context.js';

export const READ_ONLY_TOKEN_MESSAGE = 'This API token is read-only';

/**
 * Mutations a READ token may call: they compute and answer, and the one thing in them that stores
 * (autoSave) is refused by the calculator service through assertMayWrite.
 */
export const READ_TOKEN_MUTATIONS: ReadonlySet<string> = new Set(['calculate', 'startCalculation']);

/**
 * REST writes by verb that are reads by action: the calculation (its autoSave guarded in the service), its Excel
 * export (never saves), a distance look-up and the e-mail position search, which take their input as a JSON body.
 */
export const READ_TOKEN_REST_POSTS: ReadonlySet<string> = new Set([
  '/calculate/multiple/old',
  '/calculator/export.xlsx',
  '/getPortDistance',
  '/getEmailsFleetList',
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when the actor is a request made with a READ API token. */
export function isReadOnly(actor: Actor | null | undefined): boolean {
  return actor?.apiToken?.scope === 'READ';
}

/** Throws FORBIDDEN for a READ API token: called by services before an action that stores something. */
export function assertMayWrite(actor: Actor): void {
  if (isReadOnly(actor)) throw forbidden(READ_ONLY_TOKEN_MESSAGE);
}

/**
 * Wraps every Mutation field but READ_TOKEN_MUTATIONS so that a READ token is refused before the resolver
 * runs, over HTTP and graphql-ws alike (both execute this schema). Other actors pass straight through.
 */
export function refuseWritesOfReadTokens(schema: GraphQLSchema): GraphQLSchema {
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const [name, field] of Object.entries(fields)) {
    if (READ_TOKEN_MUTATIONS.has(name)) continue;
    const resolve: GraphQLFieldResolver<unknown, GraphQLContext> = field.resolve ?? ((source) => source);
    field.resolve = (source, args, context: GraphQLContext, info) => {
      if (isReadOnly(context.auth.actor)) throw forbidden(READ_ONLY_TOKEN_MESSAGE);
      return resolve(source, args, context, info);
    };
  }
  return schema;
}

/** /api/v1: a READ token is refused on every route that writes, whatever the verb says (READ_TOKEN_REST_POSTS). */
export const refuseRestWritesOfReadTokens: RequestHandler = (req, _res, next) => {
  if (!isReadOnly(req.ctx?.auth.actor) || SAFE_METHODS.has(req.method) || READ_TOKEN_REST_POSTS.has(req.path)) {
    return next();
  }
  next(forbidden(READ_ONLY_TOKEN_MESSAGE));
};
