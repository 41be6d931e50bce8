import type { SplitHireTier } from './types.js';

export interface HireTierUse {
  hireRate: number;
  days: number;
  /** Net of TC address commission, USD. */
  cost: number;
}

/**
 * Hire expense over the on-hire days (voyage-model section 7):
 * HireExp = sum_k hireRate_k x days_k x (1 - tcAdcom/100). Tiers apply in order; a tier with 0 days
 * takes the balance left after the fixed tiers; with no balance tier the remainder is at hirePerDay.
 * Rates USD/day, days, tcAdcom percent.
 */
export function computeHire(args: {
  onHireDays: number;
  hirePerDay: number;
  splitHire: readonly SplitHireTier[];
  tcAdcom: number;
}): {
  hireExp: number;
  tiers: HireTierUse[];
} {
  const { onHireDays, hirePerDay, splitHire, tcAdcom } = args;
  const net = 1 - tcAdcom / 100;
  const tiers = splitHire.length > 0 ? splitHire : [{ hireRate: hirePerDay, NoDays: 0 }];
  const fixedTotal = tiers.reduce((sum, t) => sum + Math.max(0, t.NoDays), 0);
  let remaining = Math.max(0, onHireDays);
  let balance = Math.max(0, onHireDays - fixedTotal);
  const used: HireTierUse[] = [];
  for (const tier of tiers) {
    const wanted = tier.NoDays > 0 ? tier.NoDays : balance;
    if (tier.NoDays <= 0) balance = 0;
    const days = Math.min(wanted, remaining);
    remaining -= days;
    used.push({ hireRate: tier.hireRate, days, cost: tier.hireRate * days * net });
  }
  if (remaining > 1e-12) used.push({ hireRate: hirePerDay, days: remaining, cost: hirePerDay * remaining * net });
  return { hireExp: used.reduce((sum, t) => sum + t.cost, 0), tiers: used };
}
