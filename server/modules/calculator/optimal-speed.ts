import { setImmediate as nextTurn } from 'node:timers/promises';
import { optimalSpeeds, type VesselOptimalSpeed } from '../../../shared/voyage/optimal-speed.js';
import type { EngineOptions } from '../../../shared/voyage/options.js';
import type { VoyageInput } from '../../../shared/voyage/types.js';
import { badInput } from '../../errors/app-error.js';

/** Vessels searched between two turns of the event loop (about 10 ms each at 26 x 26 speeds). */
const VESSELS_PER_TURN = 8;

/**
 * The fleet entries an optimal-speed request asks for, in fleet order: all when fleetIds is absent; an id
 * the input's fleet does not have, or one given twice, is refused naming it (fleetIds[i]).
 */
export function readOptimalSpeedFleetIds(input: VoyageInput, fleetIds: readonly string[] | null | undefined): string[] {
  const ids = input.fleet.map((e) => e.id);
  if (fleetIds === null || fleetIds === undefined) return ids;
  const known = new Set(ids);
  const seen = new Set<string>();
  fleetIds.forEach((id, i) => {
    if (!known.has(id)) throw badInput('Not a fleet entry of the calculation input', `fleetIds[${i}]`);
    if (seen.has(id)) throw badInput('Given twice', `fleetIds[${i}]`);
    seen.add(id);
  });
  return ids.filter((id) => seen.has(id));
}

/**
 * optimalSpeeds for the given fleet entries, a few vessels per turn of the event loop: a 200-vessel fleet
 * takes seconds of engine time, which other requests should not wait behind. `run` wraps each engine call
 * (the calculator's error mapping).
 */
export async function optimalSpeedsInTurns(args: {
  input: VoyageInput;
  options: Partial<EngineOptions> | undefined;
  fleetIds: readonly string[];
  run: <T>(fn: () => T) => T;
}): Promise<VesselOptimalSpeed[]> {
  const out: VesselOptimalSpeed[] = [];
  for (let i = 0; i < args.fleetIds.length; i += VESSELS_PER_TURN) {
    const chunk = args.fleetIds.slice(i, i + VESSELS_PER_TURN);
    out.push(...args.run(() => optimalSpeeds({ input: args.input, options: args.options, fleetIds: chunk })));
    if (i + VESSELS_PER_TURN < args.fleetIds.length) await nextTurn();
  }
  return out;
}
