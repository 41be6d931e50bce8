import { Router } from 'express';
import type { VesselResult } from '../../shared/voyage/index.js';
import { assertRoute } from '../modules/auth/actor.js';
import type { CalculationOutcome } from '../modules/calculator/calculator.service.js';
import { normaliseLegacyPayload } from '../modules/calculator/legacy-payload.js';
import { handleAuthed } from './rest-context.js';

/** A fleet entry's answer: the spec's fleet result fields at top level, the rest of the result beside them. */
export type VesselResultLegacy = VesselResult & { savedResultId?: number };

/** The legacy answer: results keyed by fleet id (the id as the client sent it, as a string). */
export function keyedByFleetId(outcome: CalculationOutcome): Record<string, VesselResultLegacy> {
  const answer: Record<string, VesselResultLegacy> = {};
  for (const r of outcome.results) {
    const saved = r.fleetId === outcome.savedFleetId && outcome.savedResultId !== null;
    answer[r.fleetId] = saved ? { ...r, savedResultId: outcome.savedResultId as number } : r;
  }
  return answer;
}

/** POST /calculate/multiple/old: the spec's payload (cargoList, cargoExtraDetails, fleetList, clientQuery, autoSave). */
export function calculatorRoutes(): Router {
  const router = Router();
  router.post(
    '/calculate/multiple/old',
    handleAuthed(async (req, ctx, actor) => {
      // Route first: Sales is refused whatever it sends. Then the body, read by the contract's reader.
      assertRoute(actor, '/calculator');
      return keyedByFleetId(await ctx.services.calculator.calculate(actor, normaliseLegacyPayload(req.body)));
    }),
  );
  return router;
}
