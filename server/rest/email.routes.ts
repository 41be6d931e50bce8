import { Router } from 'express';
import { emailPositionRow } from '../modules/email/email-positions.types.js';
import { handleAuthed } from './rest-context.js';

/**
 * The Add Fleet "Auto" search of parsed e-mail positions: GET /getEmailsFleetList (query parameters) and
 * POST /getEmailsFleetList (JSON body), both with emailDateLower, emailDateUpper, dwtLower, dwtUpper,
 * portRegion (comma list), orgId and gear. Both answer the list of rows (server/modules/email/README.md).
 */
export function emailRoutes(): Router {
  const router = Router();
  const search = handleAuthed(async (req, ctx, actor) => {
    const filters = req.method === 'GET' ? req.query : (req.body ?? {});
    return (await ctx.services.emailPositions.search(actor, filters)).map(emailPositionRow);
  });
  router.get('/getEmailsFleetList', search);
  router.post('/getEmailsFleetList', search);
  return router;
}
