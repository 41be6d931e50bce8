import { Router, type NextFunction, type Request, type Response } from 'express';
import { OIDC_CALLBACK_PATH } from '../modules/auth/oidc/oidc.service.js';
import type { RestContext } from './rest-context.js';
import { handle } from './rest-context.js';

/** The HttpOnly cookie that ties a callback to the browser that started the sign-in. */
const BINDING_COOKIE = 'voyage_oidc';
const COOKIE_PATH = '/api/v1/auth/oidc';
/** Where the web app reads the outcome (spec 2 section 2). */
const WEB_LANDING = '/oauth2/redirect';

function landing(res: Response, outcome: { token: string } | { message: string }): void {
  const query =
    'token' in outcome ? `token=${encodeURIComponent(outcome.token)}` : `error=${encodeURIComponent(outcome.message)}`;
  res.redirect(302, `${WEB_LANDING}?${query}`);
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

type Step = (req: Request, res: Response, ctx: RestContext) => Promise<void>;
const step =
  (fn: Step) =>
  (req: Request, res: Response, next: NextFunction): void => {
    // Nothing here may be cached or leak the provider's code or our token through a Referer.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const ctx = req.ctx;
    if (!ctx) return next(new Error('request context missing'));
    fn(req, res, ctx).catch(next);
  };

/**
 * Sign-in through the OpenID provider: GET /auth/oidc says whether it is configured (the web's /google page
 * reads it), GET /auth/oidc/start sends the browser to the provider, GET /auth/oidc/callback takes it back
 * and redirects to /oauth2/redirect?token= or ?error= with the message.
 */
export function oidcRoutes(): Router {
  const router = Router();
  router.get(
    '/auth/oidc',
    handle(async (_req, ctx) => ({ enabled: ctx.services.oidc.enabled, startUrl: `${COOKIE_PATH}/start` })),
  );
  router.get(
    '/auth/oidc/start',
    step(async (req, res, ctx) => {
      const started = await ctx.services.oidc.start(`${req.protocol}://${req.get('host') ?? 'localhost'}`);
      if (!started.ok) {
        ctx.request.log.warn({ reason: started.reason, detail: started.detail }, 'OIDC sign-in not started');
        return landing(res, started);
      }
      res.cookie(BINDING_COOKIE, started.binding, {
        httpOnly: true,
        sameSite: 'lax',
        secure: started.secure,
        path: COOKIE_PATH,
        maxAge: 10 * 60 * 1000,
      });
      res.redirect(302, started.url);
    }),
  );
  router.get(
    OIDC_CALLBACK_PATH.slice('/api/v1'.length),
    step(async (req, res, ctx) => {
      const query = new URL(req.originalUrl, 'http://callback.invalid').searchParams;
      const outcome = await ctx.services.oidc.finish(query, readCookie(req, BINDING_COOKIE), ctx.clientAddress);
      res.clearCookie(BINDING_COOKIE, { path: COOKIE_PATH });
      if (outcome.ok) {
        ctx.request.log.info({ userId: outcome.userId }, 'OIDC sign-in');
        return landing(res, outcome);
      }
      ctx.request.log.warn({ reason: outcome.reason, detail: outcome.detail ?? outcome.email }, 'OIDC sign-in refused');
      landing(res, outcome);
    }),
  );
  return router;
}
