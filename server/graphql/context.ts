import type { Em, Orm } from '../db/orm.js';
import type { AuthState } from '../modules/auth/actor.js';
import { recordActor, type RequestRecord } from '../request-log.js';
import { createServices, type AppDeps, type Services } from '../services.js';

/**
 * Per-operation context: the auth verdict, the services bound to the operation's own EntityManager fork,
 * and the request's id and logger. The fork itself stays out of the context, so every database access
 * goes through a service.
 */
export interface GraphQLContext {
  auth: AuthState;
  clientAddress: string;
  services: Services;
  request: RequestRecord;
}

export interface ContextSource {
  authorization: string | undefined | null;
  clientAddress: string;
  request: RequestRecord;
}

export async function buildContext(orm: Orm, deps: AppDeps, source: ContextSource): Promise<GraphQLContext> {
  const services = createServices(() => orm.em.fork() as Em, deps);
  const auth = await services.auth.authenticate(source.authorization);
  if (auth.actor) recordActor(source.request, auth.actor);
  return { auth, clientAddress: source.clientAddress, services, request: source.request };
}
