import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { idField, required } from '../../../shared/validation/boundary.js';
import { parseInput } from '../../errors/parse-input.js';
import { assertRoute, requireActor, type Actor } from '../auth/actor.js';
import { readExportPayload } from './export-payload.js';
import type { RestContext } from '../../rest/rest-context.js';
import { ExportsService, type ExportFile } from './exports.service.js';

const idParams = z.object({ id: required(idField()) });

/** Like the shim's handleAuthed, but answers a file (its media type, saved under its name) instead of JSON. */
function sendFile(work: (req: Request, service: ExportsService, actor: Actor) => Promise<ExportFile>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const ctx: RestContext | undefined = req.ctx;
    if (!ctx) return next(new Error('request context missing'));
    Promise.resolve()
      .then(() => {
        const actor = requireActor(ctx.auth);
        return work(req, new ExportsService(ctx.services.calculator, ctx.services.savedResults), actor);
      })
      .then((file) => {
        res
          .status(200)
          .type(file.contentType)
          .attachment(file.fileName)
          .setHeader('Cache-Control', 'no-store')
          .end(file.body);
      })
      .catch(next);
  };
}

/**
 * Exports (issue #21 item 5): POST /calculator/export.xlsx (the calculation payload of
 * /calculate/multiple/old or the `calculate` mutation's input, export-payload.ts; the fleet matrix priced by
 * the same service), GET /savedResults/:id/export.xlsx
 * and GET /savedResults/:id/export.pdf (a saved voyage; another organization's is 404).
 */
export function exportRoutes(): Router {
  const router = Router();
  router.post(
    '/calculator/export.xlsx',
    sendFile((req, service, actor) => {
      // Route first, as the calculation does: Sales is refused whatever it sends.
      assertRoute(actor, '/calculator');
      return service.fleetXlsx(actor, readExportPayload(req.body));
    }),
  );
  router.get(
    '/savedResults/:id/export.xlsx',
    sendFile((req, service, actor) => service.savedVoyageXlsx(actor, parseInput(idParams, req.params).id)),
  );
  router.get(
    '/savedResults/:id/export.pdf',
    sendFile((req, service, actor) => service.savedVoyagePdf(actor, parseInput(idParams, req.params).id)),
  );
  return router;
}
