import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  ORDER_SEARCH_TYPES,
  type OrderListRow,
  type OrderSearch,
  type OrderSearchType,
} from '../modules/orders/order-list.query.js';
import { isoDateTime } from '../graphql/iso-date-time.js';
import { LIST_PAGE, readPage, type Page } from '../graphql/paging.js';
import type { Actor } from '../modules/auth/actor.js';
import { legacyOrder, legacyRows, legacyDetail, orderErrorBody } from './orders.legacy.js';
import { dateField, idField, numberField, parseLegacy, requiredId } from './orders.schema.js';
import { orderWriteRoutes } from './orders-write.routes.js';
import { handleAuthed, type RestContext } from './rest-context.js';
import { oneOfField } from '../../shared/validation/boundary.js';

const pageQuery = z.object({ limit: numberField(), offset: numberField() });

/** The legacy search `type`, case-insensitive; createdUserName is accepted for createdBy. */
const searchType = oneOfField<OrderSearchType>(ORDER_SEARCH_TYPES, (s) =>
  s.toLowerCase() === 'createdusername' ? 'createdBy' : s,
);

const searchQuery = pageQuery.extend({
  searchParam: z.string().optional(),
  type: searchType,
  loadQtyFrom: numberField(),
  loadQtyTo: numberField(),
  createdFrom: dateField(),
  createdTo: dateField(),
});

const userQuery = z.object({ userId: idField() });

/** `createdTo` as a date alone means the whole of that day. */
function endOfDay(raw: unknown, d: Date | null | undefined): Date | null {
  if (!d) return null;
  return typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.trim()) ? new Date(d.getTime() + 86_399_999) : d;
}

/** The rows with their creation time as toISOString writes it (isoDateTime: the same characters, cheaper). */
function legacyPage(page: Page<OrderListRow>) {
  const iso = (d: Date) => isoDateTime(d) ?? d.toISOString();
  return { ...page, content: page.content.map((r) => ({ ...r, createdDate: iso(r.createdDate) })) };
}

function listOrders(scope: 'mine' | 'org', withSearch: boolean) {
  return async (req: Request, ctx: RestContext, actor: Actor) => {
    const q = parseLegacy(withSearch ? searchQuery : pageQuery, req.query) as z.output<typeof searchQuery>;
    const page = readPage(q, LIST_PAGE);
    const search: OrderSearch = withSearch
      ? {
          text: q.searchParam ?? null,
          type: q.type ?? null,
          loadQtyFrom: q.loadQtyFrom ?? null,
          loadQtyTo: q.loadQtyTo ?? null,
          createdFrom: q.createdFrom ?? null,
          createdTo: endOfDay(req.query.createdTo, q.createdTo),
        }
      : {};
    return legacyPage(await ctx.services.orders.list(actor, scope, search, page));
  };
}

/**
 * Orders of the legacy client (spec 1 section 7): the My/All lists and their search, one order, its rows
 * and extra details, the pinned list ("query format"). Writes are in orders-write.routes.ts.
 */
export function ordersRoutes(): Router {
  const router = Router();
  router.get('/paginatedClientQueryUser', handleAuthed(listOrders('mine', false)));
  router.get('/paginatedClientQueryOrg', handleAuthed(listOrders('org', false)));
  router.get('/allQueryByCharForUser', handleAuthed(listOrders('mine', true)));
  router.get('/allQueryByCharForOrg', handleAuthed(listOrders('org', true)));

  router.get(
    '/queryById',
    handleAuthed(async (req, ctx, actor) => {
      const order = await ctx.services.orders.get(actor, requiredId(req));
      // Rows saved before ports were checked whose text names no port (cargoList[i].port as the rows list).
      const unmatched = (await ctx.services.orders.unmatchedPortsFor(order)).map((r) => ({
        ...r,
        field: `cargoList[${r.index}].port`,
      }));
      return { ...legacyOrder(order), unmatchedPorts: unmatched };
    }),
  );
  router.get(
    '/CargoByQuery',
    handleAuthed(async (req, ctx, actor) => {
      const id = requiredId(req);
      const rows = await ctx.services.orders.operationsOf(actor, id);
      return legacyRows(rows, await ctx.services.orders.extraDetailsOf(actor, id));
    }),
  );
  router.get(
    '/allCargoExtraDetailsByQuery',
    handleAuthed(async (req, ctx, actor) =>
      (await ctx.services.orders.extraDetailsOf(actor, requiredId(req))).map(legacyDetail),
    ),
  );

  router.get(
    '/getQueryFormat',
    handleAuthed((_req, ctx, actor) => ctx.services.orderExtras.pinnedIds(actor)),
  );
  router.get(
    '/getQueryFormatForUser',
    handleAuthed((req, ctx, actor) => {
      const { userId } = parseLegacy(userQuery, req.query);
      return ctx.services.orderExtras.pinnedIds(actor, userId);
    }),
  );
  // The legacy client sends the pinned ids as a bare list, an empty one as [null]; /updateQueryFormt is its typo twin.
  const pins = handleAuthed((req, ctx, actor) => {
    const ids = parseLegacy(z.array(idField(), { error: 'must be a list of order ids' }), req.body, 'ids');
    return ctx.services.orderExtras.setPinned(
      actor,
      ids.map((id) => id ?? null),
    );
  });
  router.put('/updateQueryFormat', pins);
  router.put('/updateQueryFormt', pins);

  router.use(orderWriteRoutes());
  router.use(orderErrorBody);
  return router;
}
