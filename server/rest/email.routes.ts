import express, { Router } from 'express';
import { emailPositionRow } from '../modules/email/email-positions.types.js';
import {
  mailboxStateRow,
  readPositionRow,
  readerEmailRow,
  readerViewRow,
} from '../modules/email/email-reader.types.js';
import { badInput } from '../errors/app-error.js';
import { requireActor } from '../modules/auth/actor.js';
import { handleAuthed } from './rest-context.js';

/**
 * E-mail positions (server/modules/email/README.md):
 * - the Add Fleet "Auto" search: GET /getEmailsFleetList (query parameters) and POST /getEmailsFleetList (JSON
 *   body), both with emailDateLower, emailDateUpper, dwtLower, dwtUpper, portRegion (comma list), orgId, gear;
 * - the upload: POST /emails with the raw message (Content-Type: message/rfc822), 201 { id, positions } (200
 *   with duplicate: true when the organization already had it);
 * - the Position Reader: GET /emails (filters as query parameters), GET /emails/:id;
 * - the organization's IMAP mailbox (admins): GET, PUT and DELETE /mailbox.
 */
export function emailRoutes(maxMessageBytes: number): Router {
  const router = Router();
  const search = handleAuthed(async (req, ctx, actor) => {
    const filters = req.method === 'GET' ? req.query : (req.body ?? {});
    return (await ctx.services.emailPositions.search(actor, filters)).map(emailPositionRow);
  });
  router.get('/getEmailsFleetList', search);
  router.post('/getEmailsFleetList', search);

  // Read as bytes whatever the declared type, so a wrong type is refused by name, not parsed as something else.
  const readRaw = express.raw({ type: () => true, limit: maxMessageBytes });
  router.post(
    '/emails',
    (req, res, next) =>
      readRaw(req, res, (err?: unknown) =>
        next(
          (err as { type?: string } | undefined)?.type === 'entity.too.large'
            ? badInput(`The e-mail is larger than the ${maxMessageBytes} bytes accepted`, 'raw')
            : err,
        ),
      ),
    (req, res, next) => {
      const ctx = req.ctx;
      if (!ctx) return next(new Error('request context missing'));
      (async () => {
        const actor = requireActor(ctx.auth);
        const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== 'message/rfc822') {
          throw badInput(`Send the raw e-mail with Content-Type: message/rfc822 (got '${type || 'none'}')`, 'raw');
        }
        const r = await ctx.services.emailIngest.upload(actor, { raw: Buffer.isBuffer(req.body) ? req.body : '' });
        res
          .status(r.duplicate ? 200 : 201)
          .json({ id: r.email.id, duplicate: r.duplicate, positions: r.positions.map(readPositionRow) });
      })().catch(next);
    },
  );
  router.get(
    '/emails',
    handleAuthed(async (req, ctx, actor) =>
      (await ctx.services.emailReader.list(actor, req.query)).map(readerEmailRow),
    ),
  );
  router.get(
    '/emails/:id',
    handleAuthed(async (req, ctx, actor) => {
      const id = Number(req.params.id);
      if (!Number.isInteger(id) || id <= 0) throw badInput('id must be a positive integer id', 'id');
      return readerViewRow(await ctx.services.emailReader.view(actor, id));
    }),
  );
  router.get(
    '/mailbox',
    handleAuthed(async (_req, ctx, actor) => {
      const m = await ctx.services.mailboxes.get(actor);
      return m ? mailboxStateRow(m) : null;
    }),
  );
  router.put(
    '/mailbox',
    handleAuthed(async (req, ctx, actor) => mailboxStateRow(await ctx.services.mailboxes.set(actor, req.body ?? {}))),
  );
  router.delete(
    '/mailbox',
    handleAuthed(async (_req, ctx, actor) => ({ removed: await ctx.services.mailboxes.remove(actor) })),
  );
  return router;
}
