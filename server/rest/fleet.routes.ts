import { Router, type Request } from 'express';
import { z } from 'zod';
import { FLEET_MSG, readFuelType, VESSEL_MSG, VESSEL_PAGE } from '../../shared/validation/vessel-rules.js';
import { numberField, required, ruleField } from '../../shared/validation/boundary.js';
import { badInput } from '../errors/app-error.js';
import { idOf, legacyFleetListSchema, legacyFleetSchema } from '../modules/fleet/fleet-legacy.schema.js';
import { fleetRow, type FuelPriceDraft } from '../modules/fleet/fleet-record.js';
import { readPage } from '../graphql/paging.js';
import { legacyVesselSchema } from '../modules/vessels/vessel-legacy.schema.js';
import { vesselRecord } from '../modules/vessels/vessel-record.js';
import { handleAuthed, parseWith } from './rest-context.js';
import { intParam } from './vessels.routes.js';
import { versionParam } from './version-param.js';

const pageQuery = z.object({ offset: intParam('offset'), limit: intParam('limit'), orgId: idOf('orgId') });
const idFields = z.looseObject({ id: idOf('id'), fleetId: idOf('fleetId') });
const copyBody = z.object(
  {
    id: idOf('id'),
    selectedFleet: z
      .array(z.looseObject({ id: idOf('id') }), { error: 'selectedFleet must be a list of { id }' })
      .nullish(),
  },
  { error: 'Send { id, selectedFleet: [{ id }] }' },
);
/** A fuel price, USD/t: a decimal number (or numeric text) by the boundary's rule; no value is null. */
const priceNumber = () => numberField();
const FUEL_PRICE_KEYS = [
  'hs',
  'ls',
  'mgo',
  ...['Delivery', 'Redelivery', 'Settlement'].flatMap((s) => ['hs', 'ls', 'mgo'].map((g) => `bnkPrice${s}${g}`)),
];
const priceBody = z.object(Object.fromEntries(FUEL_PRICE_KEYS.map((k) => [k, priceNumber()])), {
  error: 'Send the prices as an object',
});

/** `?fuelType=` by the fuel-type rule the service (and so GraphQL) uses: anything but one code is refused. */
const fuelTypeQuery = z.object({ fuelType: required(ruleField(readFuelType), 'fuelType is required') });

/** The fleet entry id of a request: `?id=`, `?fleetId=`, or the same in the JSON body. */
function fleetIdOf(req: Request): number {
  const q = parseWith(idFields, req.query);
  const b = parseWith(idFields, req.body ?? {});
  const id = q.id ?? q.fleetId ?? b.id ?? b.fleetId;
  if (!id) throw badInput('id is required', 'id');
  return id;
}

/**
 * Fleets: GET /allFleet, GET /userFleets, GET /paginatedFleet, POST /fleet, POST /saveToFleet,
 * POST /markFleet, POST /userFleetDataCopy, DELETE /deleteFleet, PUT /updateVesselWithFleetDetails and
 * PUT /updateFuelPrice. Lists answer legacy fleet rows (fleetRow); changes answer { message, ... }.
 */
export function fleetRoutes(): Router {
  const router = Router();
  router.get(
    '/allFleet',
    handleAuthed(async (_req, ctx, actor) => (await ctx.services.fleet.listMine(actor)).map(fleetRow)),
  );
  router.get(
    '/userFleets',
    handleAuthed(async (req, ctx, actor) => {
      const { id } = parseWith(z.object({ id: idOf('id') }), req.query);
      if (!id) throw badInput('id is required', 'id');
      return (await ctx.services.fleet.listOfUser(actor, id)).map(fleetRow);
    }),
  );
  router.get(
    '/paginatedFleet',
    handleAuthed(async (req, ctx, actor) => {
      const q = parseWith(pageQuery, req.query);
      const page = await ctx.services.fleet.organizationPage(actor, readPage(q, VESSEL_PAGE), q.orgId);
      return { ...page, content: page.content.map(fleetRow) };
    }),
  );
  router.post(
    '/fleet',
    handleAuthed(async (req, ctx, actor) =>
      fleetRow(await ctx.services.fleet.save(actor, parseWith(legacyFleetSchema, req.body), versionParam(req.body))),
    ),
  );
  router.post(
    '/saveToFleet',
    handleAuthed(async (req, ctx, actor) => {
      const entries = await ctx.services.fleet.add(actor, parseWith(legacyFleetListSchema, req.body));
      return { message: FLEET_MSG.added, count: entries.length, content: entries.map(fleetRow) };
    }),
  );
  router.post(
    '/markFleet',
    handleAuthed(async (req, ctx, actor) => {
      const id = fleetIdOf(req);
      const fleet = await ctx.services.fleet.markReference(actor, id);
      return { message: FLEET_MSG.referenceMarked, id, content: fleet.map(fleetRow) };
    }),
  );
  router.post(
    '/userFleetDataCopy',
    handleAuthed(async (req, ctx, actor) => {
      const body = parseWith(copyBody, req.body ?? {});
      const ids = (body.selectedFleet ?? []).map((s, i) => {
        if (!s.id) throw badInput('id is required', `selectedFleet.${i}.id`);
        return s.id;
      });
      if (ids.length > 0 && !body.id) throw badInput('id is required', 'id');
      const { count, entries } = await ctx.services.fleet.copyFromUser(actor, body.id ?? 0, ids);
      return { message: count > 0 ? FLEET_MSG.copied : FLEET_MSG.nothingToCopy, count, content: entries.map(fleetRow) };
    }),
  );
  router.delete(
    '/deleteFleet',
    handleAuthed(async (req, ctx, actor) => ({
      message: FLEET_MSG.deleted,
      id: await ctx.services.fleet.remove(actor, fleetIdOf(req)),
    })),
  );
  router.put(
    '/updateVesselWithFleetDetails',
    handleAuthed(async (req, ctx, actor) => {
      const draft = parseWith(legacyFleetSchema, req.body ?? {});
      const id = draft.id ?? fleetIdOf(req);
      const vesselDraft = draft.vessel ? parseWith(legacyVesselSchema({ requireName: false }), draft.vessel) : null;
      const versions = { version: versionParam(req.body), vesselVersion: versionParam(req.body, 'vesselVersion') };
      const entry = await ctx.services.fleet.updateWithVessel(
        actor,
        id,
        { ...draft, vessel: undefined, vesselId: undefined },
        vesselDraft,
        versions,
      );
      const { vessel } = entry;
      return {
        message: VESSEL_MSG.updated,
        fleet: fleetRow(entry),
        vessel: vessel ? { ...vesselRecord(vessel, { extraDetails: true }), version: vessel.version } : null,
      };
    }),
  );
  router.put(
    '/updateFuelPrice',
    handleAuthed(async (req, ctx, actor) => {
      const { fuelType } = parseWith(fuelTypeQuery, req.query);
      const prices = parseWith(priceBody, req.body ?? {}) as FuelPriceDraft;
      const entries = await ctx.services.fleet.updateFuelPrices(actor, fuelType, prices);
      return { message: FLEET_MSG.fuelPricesUpdated, count: entries.length, content: entries.map(fleetRow) };
    }),
  );
  return router;
}
