import { Router } from 'express';
import { z } from 'zod';
import { PORT_SEARCH, PORT_SEARCH_MSG } from '../../shared/ports/port-search-limits.js';
import { readNumber, textField } from '../../shared/validation/boundary.js';
import type { Port } from '../modules/ports/port.entity.js';
import { handleAuthed, parseWith } from './rest-context.js';

/** A whole number by the boundary's number rule (no '0x10'); no value is `fallback`; every refusal is `message`. */
const wholeNumber = (message: string, fallback: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => readNumber(v) ?? fallback)
    .pipe(z.number({ error: message }).int({ error: message }));

const searchQuery = z.object({
  // The boundary's text rule: one text value (a repeated ?port= is refused), within the search's length.
  port: textField({ max: PORT_SEARCH.maxTextLength }).transform((v) => v ?? ''),
  offset: wholeNumber(PORT_SEARCH_MSG.offset, PORT_SEARCH.defaultOffset).pipe(
    z.number().min(0, { error: PORT_SEARCH_MSG.offset }),
  ),
  limit: wholeNumber(PORT_SEARCH_MSG.limit, PORT_SEARCH.defaultLimit).pipe(
    z.number().min(1, { error: PORT_SEARCH_MSG.limit }).max(PORT_SEARCH.maxLimit, { error: PORT_SEARCH_MSG.limit }),
  ),
});

/** A search result as the legacy client reads it (name, country, lat, lng) plus identifying extras. */
function portRow(p: Port) {
  return {
    id: p.id,
    name: p.name,
    country: p.country,
    countryCode: p.countryCode,
    lat: p.lat,
    lng: p.lng,
    unlocode: p.unlocode,
    region: p.region ?? 'Unknown',
    timeZone: p.timeZone,
  };
}

/** GET /portsByChar?port&offset&limit and GET /allPortRegions. */
export function portRoutes(): Router {
  const router = Router();
  router.get(
    '/portsByChar',
    handleAuthed(async (req, ctx, actor) => {
      const { port, offset, limit } = parseWith(searchQuery, req.query);
      const ports = await ctx.services.ports.search(actor, { text: port, offset, limit });
      return ports.map(portRow);
    }),
  );
  router.get(
    '/allPortRegions',
    handleAuthed(async (_req, ctx, actor) => ctx.services.ports.regions(actor)),
  );
  return router;
}
