import { Router, type Request } from 'express';
import { z } from 'zod';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import { badInput } from '../errors/app-error.js';
import type { Actor } from '../modules/auth/actor.js';
import type { ExtraDetailWrite } from '../modules/orders/order-fields.js';
import { legacyDetail, legacyOrder, legacyRows } from './orders.legacy.js';
import {
  clientQuerySchema,
  extraDetailSchema,
  idField,
  parseLegacy,
  requiredId,
  rowsSchema,
  toOperationWrite,
  toOrderWrite,
} from './orders.schema.js';
import { handleAuthed, type RestContext } from './rest-context.js';
import { versionParam } from './version-param.js';

const detailBody = extraDetailSchema.extend({
  id: idField(),
  cargoId: idField(),
  operationId: idField(),
  queryId: idField(),
});
const detailsBody = z.union([detailBody, z.array(detailBody)], { error: 'must be an extra detail or a list of them' });
const queryIdOf = z.object({ queryId: idField() });

/** The order of a rows call: ?queryId=, else the queryId the rows carry (all the same). */
function queryIdFor(req: Request): number {
  const fromQuery = parseLegacy(queryIdOf, req.query).queryId;
  if (fromQuery) return fromQuery;
  const rows: unknown[] = Array.isArray(req.body) ? req.body : [];
  const ids = new Set(rows.map((r) => parseLegacy(queryIdOf, r ?? {}, 'cargoList').queryId).filter(Boolean));
  const [only] = ids;
  if (ids.size === 1 && only) return only;
  throw badInput(
    ids.size > 1 ? 'cargoList rows belong to different orders (queryId)' : 'queryId is required',
    'queryId',
  );
}

async function rowsAnswer(ctx: RestContext, actor: Actor, orderId: number) {
  const rows = await ctx.services.orders.operationsOf(actor, orderId);
  return legacyRows(rows, await ctx.services.orders.extraDetailsOf(actor, orderId));
}

/** The id of POST /Querydelete: ?id=, { id } or a bare number. */
function deleteId(req: Request): number {
  if (req.query.id !== undefined) return requiredId(req);
  const body: unknown = req.body;
  const raw = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : body;
  const id = parseLegacy(z.object({ id: idField() }), { id: raw }).id;
  if (!id) throw badInput('id is required', 'id');
  return id;
}

/**
 * Order writes of the legacy client. Each call is one transaction: POST /clientQuery creates the order
 * (with its rows when `cargoList` is in the body; otherwise the rows follow in POST /cargoList), PUT
 * /updateClientQuery updates it (and its rows when given), POST /updateCargoDetails replaces the rows,
 * POST /cargoList adds rows.
 */
export function orderWriteRoutes(): Router {
  const router = Router();
  router.post(
    '/clientQuery',
    handleAuthed(async (req, ctx, actor) => {
      const body = parseLegacy(clientQuerySchema, req.body ?? {});
      const rows = body.cargoList ? body.cargoList.map(toOperationWrite) : null;
      const order = await ctx.services.orders.save(actor, {
        order: toOrderWrite(body),
        operations: rows,
        rowsField: 'cargoList',
        allowIncomplete: rows === null,
      });
      return order.id;
    }),
  );
  router.put(
    '/updateClientQuery',
    handleAuthed(async (req, ctx, actor) => {
      const body = parseLegacy(clientQuerySchema, req.body ?? {});
      if (!body.id) throw badInput('id is required', 'id');
      const order = await ctx.services.orders.save(actor, {
        id: body.id,
        order: toOrderWrite(body),
        operations: body.cargoList ? body.cargoList.map(toOperationWrite) : null,
        rowsField: 'cargoList',
        version: versionParam(req.body),
      });
      return { ...legacyOrder(order), message: ORDER_MSG.queryUpdated };
    }),
  );
  router.post(
    '/cargoList',
    handleAuthed(async (req, ctx, actor) => {
      const orderId = queryIdFor(req);
      const rows = parseLegacy(rowsSchema, req.body, 'cargoList').map(toOperationWrite);
      await ctx.services.orders.writeOperations(actor, orderId, rows, 'append', 'cargoList', versionParam(req.query));
      return rowsAnswer(ctx, actor, orderId);
    }),
  );
  router.post(
    '/updateCargoDetails',
    handleAuthed(async (req, ctx, actor) => {
      const orderId = queryIdFor(req);
      const rows = parseLegacy(rowsSchema, req.body, 'cargoList').map(toOperationWrite);
      const version = versionParam(req.query);
      await ctx.services.orders.writeOperations(actor, orderId, rows, 'replace', 'cargoList', version);
      return rowsAnswer(ctx, actor, orderId);
    }),
  );
  router.post(
    '/Querydelete',
    handleAuthed(async (req, ctx, actor) => {
      await ctx.services.orders.delete(actor, deleteId(req));
      return { message: ORDER_MSG.queryDeleted };
    }),
  );
  router.post(
    '/cargoExtraDetails',
    handleAuthed(async (req, ctx, actor) => {
      const body = parseLegacy(detailsBody, req.body);
      const list = Array.isArray(body) ? body : [body];
      const items: { operationId: number; write: ExtraDetailWrite }[] = [];
      for (const [i, { id, cargoId, operationId, queryId: _q, ...write }] of list.entries()) {
        const op = cargoId ?? operationId ?? (id ? await ctx.services.orderExtras.operationOfDetail(actor, id) : null);
        const field = Array.isArray(body) ? `[${i}].cargoId` : 'cargoId';
        if (!op) throw badInput(`${field} is required: the port operation the detail belongs to`, field);
        items.push({ operationId: op, write });
      }
      const saved = (await ctx.services.orderExtras.saveExtraDetails(actor, items, '')).map(legacyDetail);
      return Array.isArray(body) ? saved : saved[0];
    }),
  );
  router.delete(
    '/deleteCargoExtraDetail',
    handleAuthed(async (req, ctx, actor) => {
      await ctx.services.orderExtras.deleteExtraDetail(actor, requiredId(req));
      return { message: ORDER_MSG.cargoExtraDetailDeleted };
    }),
  );
  return router;
}
