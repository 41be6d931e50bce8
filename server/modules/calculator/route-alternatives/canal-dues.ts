import { canalDuesWith, type CanalDues } from '../../../../shared/voyage/route-alternatives-dues.js';
import { badInput } from '../../../errors/app-error.js';
import type { CanalDuesInput } from './route-alternatives.types.js';

/** Highest canal dues accepted per transit, USD. */
export const MAX_DUES_PER_TRANSIT = 10_000_000;

/** The defaults with the request's figures over them; a figure out of range is refused naming it. */
export function readCanalDues(input: readonly CanalDuesInput[] | null | undefined): CanalDues {
  const given = input ?? [];
  given.forEach((d, i) => {
    if (!Number.isFinite(d.usdPerTransit) || d.usdPerTransit < 0 || d.usdPerTransit > MAX_DUES_PER_TRANSIT) {
      throw badInput('Canal dues must be from 0 to 10,000,000 USD per transit', `canalDues[${i}].usdPerTransit`);
    }
  });
  return canalDuesWith(given);
}
