import { Router } from 'express';
import { z } from 'zod';
import { rawTextField } from '../../shared/validation/boundary.js';
import { clientAddress, handle, handleAuthed, parseWith } from './rest-context.js';

/**
 * The boundary reader checks the types ('email must be text'); the sign-in rule of the service (the one
 * GraphQL's login runs too) answers no value, a NUL or an over-long value with the spec's messages.
 */
const loginBody = z
  .object({ email: rawTextField(), password: rawTextField() })
  .transform((b) => ({ email: b.email ?? '', password: b.password ?? '' }));

/** POST /auth/login and GET /auth/profile. */
export function authRoutes(): Router {
  const router = Router();
  router.post(
    '/auth/login',
    handle((req, ctx) => ctx.services.auth.login(parseWith(loginBody, req.body ?? {}), clientAddress(req))),
  );
  router.get(
    '/auth/profile',
    handleAuthed((_req, ctx, actor) => ctx.services.auth.profile(actor)),
  );
  return router;
}
