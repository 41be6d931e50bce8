import type { AuthChecker } from 'type-graphql';
import type { GuardedRoute } from '../../shared/auth/routes.js';
import { assertRoute, requireActor } from '../modules/auth/actor.js';
import type { GraphQLContext } from './context.js';

/**
 * `@Authorized()` requires a signed-in user; `@Authorized('/orders', ...)` also
 * requires one of those routes to be open to the user's roles. Failing throws the
 * typed error (UNAUTHENTICATED / FORBIDDEN) rather than returning false, so the
 * client sees the right code and message.
 */
export const authChecker: AuthChecker<GraphQLContext, GuardedRoute> = ({ context }, routes) => {
  const actor = requireActor(context.auth);
  if (routes.length > 0) assertRoute(actor, ...routes);
  return true;
};
