import { Router } from 'express';
import { z } from 'zod';
import { handleAuthed, parseWith } from './rest-context.js';

const distance = z.coerce
  .number({ error: 'must be a number' })
  .min(0, 'must not be negative')
  .max(50_000, 'must be at most 50,000 nm');
const saveBody = z.object({
  id: z.unknown().optional(),
  openingPort: z.string({ error: 'openingPort is required' }).trim().min(1, 'openingPort is required'),
  endingPort: z.string({ error: 'endingPort is required' }).trim().min(1, 'endingPort is required'),
  distNormal: distance,
  distEca: distance.default(0),
  notes: z.string().max(2_000).optional().nullable(),
});
const resetBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  openingPort: z.string().trim().min(1).optional(),
  endingPort: z.string().trim().min(1).optional(),
});

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
      const body = parseWith(saveBody, req.body ?? {});
      const saved = await ctx.services.routing.saveOverride(actor, body);
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
      removed: await ctx.services.routing.resetOverride(actor, parseWith(resetBody, req.body ?? {})),
    })),
  );
  return router;
}
