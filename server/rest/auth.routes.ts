import { Router } from 'express';
import { z } from 'zod';
import { clientAddress, handle, handleAuthed, parseWith } from './rest-context.js';

const loginBody = z.object({
  email: z.string({ error: 'Email is required' }),
  password: z.string({ error: 'Password is required' }),
});

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
