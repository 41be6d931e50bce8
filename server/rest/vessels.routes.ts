import { Router } from 'express';
import { z } from 'zod';
import { boolField, numberField, textField } from '../../shared/validation/boundary.js';
import { VESSEL_MSG, VESSEL_NAME_MAX, VESSEL_PAGE } from '../../shared/validation/vessel-rules.js';
import { badInput } from '../errors/app-error.js';
import { idOf } from '../modules/fleet/fleet-legacy.schema.js';
import { readPage, type Page } from '../graphql/paging.js';
import { legacyVesselSchema } from '../modules/vessels/vessel-legacy.schema.js';
import { vesselListRow, vesselRecord } from '../modules/vessels/vessel-record.js';
import type { Vessel } from '../modules/vessels/vessel.entity.js';
import { handleAuthed, parseWith } from './rest-context.js';
import { versionParam } from './version-param.js';

/** An optional whole-number query parameter (the boundary's number rule), named in the error when it is not one. */
export const intParam = (_field?: string) => numberField({ integer: true, signed: true });

const pageQuery = z.object({ offset: intParam('offset'), limit: intParam('limit'), orgId: idOf('orgId') });
const searchQuery = pageQuery.extend({ vessel: textField({ max: VESSEL_NAME_MAX }) });
const byIdQuery = z.object({
  vesselId: idOf('vesselId'),
  id: idOf('id'),
  extraDetails: boolField(),
});
const saveBody = z.looseObject(
  { id: idOf('id'), organizationId: idOf('organizationId') },
  { error: 'The vessel must be an object' },
);

const listPage = (page: Page<Vessel>) => ({ ...page, content: page.content.map(vesselListRow) });

/**
 * The vessel catalogue: GET /allVessels, GET /allVesselsByChar, GET /vesselsWithId and PUT /createVessel
 * (creates, or updates when the body has an id).
 */
export function vesselRoutes(): Router {
  const router = Router();
  router.get(
    '/allVessels',
    handleAuthed(async (req, ctx, actor) => {
      const q = parseWith(pageQuery, req.query);
      const page = readPage(q, VESSEL_PAGE);
      return listPage(await ctx.services.vessels.list(actor, page, { organizationId: q.orgId }));
    }),
  );
  router.get(
    '/allVesselsByChar',
    handleAuthed(async (req, ctx, actor) => {
      const q = parseWith(searchQuery, req.query);
      const page = readPage(q, { ...VESSEL_PAGE, defaultLimit: VESSEL_PAGE.searchLimit });
      return listPage(await ctx.services.vessels.list(actor, page, { search: q.vessel, organizationId: q.orgId }));
    }),
  );
  router.get(
    '/vesselsWithId',
    handleAuthed(async (req, ctx, actor) => {
      const q = parseWith(byIdQuery, req.query);
      const id = q.vesselId ?? q.id;
      if (!id) throw badInput('vesselId is required', 'vesselId');
      const vessel = await ctx.services.vessels.getById(actor, id);
      return { ...vesselRecord(vessel, { extraDetails: q.extraDetails === true }), version: vessel.version };
    }),
  );
  router.put(
    '/createVessel',
    handleAuthed(async (req, ctx, actor) => {
      const { id, organizationId } = parseWith(saveBody, req.body ?? {});
      const draft = parseWith(legacyVesselSchema({ requireName: !id }), req.body);
      const vessel = id
        ? await ctx.services.vessels.update(actor, id, draft, versionParam(req.body))
        : await ctx.services.vessels.create(actor, draft, organizationId);
      return {
        message: id ? VESSEL_MSG.updated : VESSEL_MSG.created,
        vessel: { ...vesselRecord(vessel, { extraDetails: true }), version: vessel.version },
      };
    }),
  );
  return router;
}
