import type { Em, Orm } from '../db/orm.js';
import type { AuthState } from '../modules/auth/actor.js';
import { createServices, type AppDeps, type Services } from '../services.js';

/**
 * Per-operation context: the auth verdict and the services bound to the operation's own EntityManager
 * fork. The fork itself stays out of the context, so every database access goes through a service.
 */
export interface GraphQLContext {
  auth: AuthState;
  clientAddress: string;
  services: Services;
}

export async function buildContext(
  orm: Orm,
  deps: AppDeps,
  authorizationHeader: string | undefined | null,
  clientAddress: string,
): Promise<GraphQLContext> {
  const em = orm.em.fork() as Em;
  const services = createServices(em, deps);
  const auth = await services.auth.authenticate(authorizationHeader);
  return { auth, clientAddress, services };
}
