import { Router } from 'express';
import { MSG } from '../../shared/validation/messages.js';
import { clientAddress, handle, handleAuthed } from './rest-context.js';

/**
 * PUT /forgetPassword?email= and PUT /updatePassword (spec 2 section 7), and POST /auth/logout: the same
 * services as the GraphQL mutations.
 */
export function accountRoutes(): Router {
  const router = Router();
  router.put(
    '/forgetPassword',
    handle(async (req, ctx) =>
      ctx.services.passwordReset.requestLink(req.query.email ?? req.body?.email, clientAddress(req)),
    ),
  );
  router.put(
    '/updatePassword',
    handle((req, ctx) => ctx.services.passwordReset.resetPassword(req.body ?? {}, clientAddress(req))),
  );
  router.post(
    '/auth/logout',
    handleAuthed(async (req, ctx, actor) => {
      await ctx.services.auth.logout(actor, clientAddress(req));
      return { message: MSG.loggedOut };
    }),
  );
  return router;
}
