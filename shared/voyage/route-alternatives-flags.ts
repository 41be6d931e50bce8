import type { RouteChoice } from './route-alternatives-types.js';

/** The two canal flags of an order's route flags (true: avoid that canal). */
export interface CanalFlags {
  suez: boolean;
  panama: boolean;
}

/** The canal flags each route sets; SHORTEST keeps the order's own. */
export const CHOICE_CANAL_FLAGS: Readonly<Record<Exclude<RouteChoice, 'SHORTEST'>, CanalFlags>> = {
  SUEZ: { suez: false, panama: true },
  PANAMA: { suez: true, panama: false },
  CAPE: { suez: true, panama: true },
};

/**
 * The route flags an order is priced with (issue #21 item 3): its own flags under SHORTEST (or no choice),
 * else its flags with the two canal flags of the chosen route. The other flags (Singapore, JWC, HRA, ECA)
 * stay the order's. Used where legs are measured and where the calculation payload is built, so the fleet
 * table prices the chosen route.
 */
export function routeFlagsFor<F extends CanalFlags>(flags: F, choice: RouteChoice | null | undefined): F {
  if (!choice || choice === 'SHORTEST') return flags;
  return { ...flags, ...CHOICE_CANAL_FLAGS[choice] };
}
