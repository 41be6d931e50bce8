import { Router } from 'express';
import { z } from 'zod';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import { LIST_PAGE, readPage, type Page } from '../graphql/paging.js';
import {
  savedResultRow,
  VOYAGE_SEARCH_TYPES,
  type SavedResultRow,
  type VoyageSearchType,
} from '../modules/results/saved-result.service.js';
import { numberField, parseLegacy, requiredId } from './orders.schema.js';
import { handleAuthed } from './rest-context.js';
import { oneOfField } from '../../shared/validation/boundary.js';

/** A closed set by the boundary's rule (any case; '' is no value). */
const oneOf = <T extends string>(values: readonly T[]) => oneOfField(values);

const listQuery = z.object({
  limit: numberField(),
  offset: numberField(),
  scope: oneOf(['mine', 'all'] as const),
});
const searchQuery = listQuery.extend({
  searchParam: z.string().optional(),
  type: oneOf<VoyageSearchType>(VOYAGE_SEARCH_TYPES),
});

function legacyPage(page: Page<SavedResultRow>) {
  return { ...page, content: page.content.map((r) => ({ ...r, createdDate: r.createdDate.toISOString() })) };
}

/**
 * Saved results and voyages (spec 1 section 7; spec 2 section 3): the saved list (rows in `content`, page
 * size 10, offset counts pages), the voyages search, one result with its saveResultDTO, delete.
 */
export function resultRoutes(): Router {
  const router = Router();
  router.get(
    '/result/allSavedResults',
    handleAuthed(async (req, ctx, actor) => {
      const q = parseLegacy(listQuery, req.query);
      const page = readPage(q, LIST_PAGE);
      return legacyPage(await ctx.services.savedResults.savedResults(actor, { scope: q.scope ?? 'all', page }));
    }),
  );
  router.get(
    '/result/allVoyageResultsByChar',
    handleAuthed(async (req, ctx, actor) => {
      const q = parseLegacy(searchQuery, req.query);
      const page = readPage(q, LIST_PAGE);
      const query = { scope: q.scope ?? 'all', text: q.searchParam ?? null, type: q.type, page } as const;
      return legacyPage(await ctx.services.savedResults.voyages(actor, query));
    }),
  );
  router.get(
    '/result/resultById',
    handleAuthed(async (req, ctx, actor) => {
      const r = await ctx.services.savedResults.get(actor, requiredId(req));
      const { calculatorResult, cargoOrder, fleet, portOperation } = r;
      const row = savedResultRow(r);
      return {
        ...row,
        createdDate: row.createdDate.toISOString(),
        saveResultDTO: { calculatorResult, cargoOrder, fleet, portOperation },
      };
    }),
  );
  router.delete(
    '/result/deleteById',
    handleAuthed(async (req, ctx, actor) => {
      await ctx.services.savedResults.delete(actor, requiredId(req));
      return { message: ORDER_MSG.resultDeleted };
    }),
  );
  return router;
}
