import type { Em, Orm } from '../db/orm.js';
import type { AuthState } from '../modules/auth/actor.js';
import { createServices, type AppDeps, type Services } from '../services.js';

/** Per-operation context: its own EntityManager fork, the auth verdict and the services bound to it. */
export interface GraphQLContext {
  em: Em;
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
  return { em, auth, clientAddress, services };
}
