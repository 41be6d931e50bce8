import { Router } from 'express';
import { handleAuthed } from './rest-context.js';

/** POST /getPortDistance, /savePortDistance and /resetDistance. */
export function routingRoutes(): Router {
  const router = Router();
  router.post(
    '/getPortDistance',
    handleAuthed((req, ctx, actor) => ctx.services.routing.portDistances(actor, req.body ?? {})),
  );
  router.post(
    '/savePortDistance',
    handleAuthed(async (req, ctx, actor) => {
      const saved = await ctx.services.routing.saveOverride(actor, req.body ?? {});
      return {
        id: saved.id,
        openingPort: saved.fromPort,
        endingPort: saved.toPort,
        distNormal: saved.distNormal,
        distEca: saved.distEca,
        notes: saved.notes,
      };
    }),
  );
  router.post(
    '/resetDistance',
    handleAuthed(async (req, ctx, actor) => ({
      removed: await ctx.services.routing.resetOverride(actor, req.body ?? {}),
    })),
  );
  return router;
}
