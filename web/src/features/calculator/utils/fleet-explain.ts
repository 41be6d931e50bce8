import { CANAL_PASSAGE, DWT_CLASS_NAME } from '../../../../../shared/voyage/route-alternatives-dues';
import type { FullVesselResult as VesselResult } from '../state/types';

/** Which headline figure of a fleet row is being explained. */
export type ExplainKind = 'tcEq' | 'frtCost' | 'loadability' | 'vesselPremium' | 'positionPremium';

export interface ExplainLine {
  label: string;
  value: number | string | null;
  /** Decimals for a number; ignored for text. */
  decimals: number;
  unit?: string;
  /** The line the formula arrives at. */
  total?: boolean;
}

export interface Explanation {
  title: string;
  /** The formula in words (voyage-model.md). */
  formula: string;
  lines: ExplainLine[];
}

const GOVERNING: Record<string, string> = {
  weightDeparture: 'Weight at departure from the last load port',
  weightArrival: 'Weight at arrival at the first discharge port',
  cubic: 'Cubic capacity',
  order: 'Order quantity',
};

/** The readable name of the limit that governs loadability. */
export function governingLabel(governing: string): string {
  return GOVERNING[governing] ?? governing;
}

const BALLAST_SOURCE: Record<string, string> = {
  entry: "The fleet entry's own ballast distance",
  routed: 'Routed at sea from the open port',
  order: "The order's first-row distance",
};

/** The ballast leg the engine priced (row 1 of the result) and where it came from, as the result says. */
function ballastLines(r: VesselResult): ExplainLine[] {
  const leg = r.portToPortOperationResultMap.find((row) => row.index === 1);
  if (!leg) return [];
  const source = r.ballastLegSource ? (BALLAST_SOURCE[r.ballastLegSource] ?? r.ballastLegSource) : null;
  return [
    { label: 'Ballast leg', value: leg.distNormal + leg.distEca, decimals: 0, unit: 'nm' },
    { label: 'Ballast leg from', value: source ?? 'Not stated', decimals: 0 },
  ];
}

const usd = (label: string, value: number | null | undefined, total = false): ExplainLine => ({
  label,
  value: value ?? null,
  decimals: 2,
  unit: 'USD',
  total,
});

function tcEq(r: VesselResult): Explanation {
  const e = r.explain.tcEq;
  return {
    title: 'TC equivalent',
    formula:
      'Net TCE = voyage result ÷ on-hire days. The TC equivalent is the gross hire at which the profit is zero: net TCE ÷ (1 − TC adcom %).',
    lines: [
      usd('Voyage result', e.voyageResult),
      ...ballastLines(r),
      { label: 'On-hire days', value: e.onHireDays, decimals: 2, unit: 'days' },
      { label: 'Net TCE', value: e.tceNet, decimals: 2, unit: 'USD/day' },
      { label: 'TC adcom', value: e.tcAdcom, decimals: 2, unit: '%' },
      { label: 'TC equivalent (gross)', value: r.tcEq, decimals: 0, unit: 'USD/day', total: true },
    ],
  };
}

const legName = (leg: string, toPort: string) => (leg === 'ballast' ? `ballast leg to ${toPort}` : `leg to ${toPort}`);

/**
 * The canal dues inside Others (the chosen route's transits at the vessel's deadweight class, ADR 0029),
 * each transit on its own line, and each leg whose transits are not known said, not guessed.
 */
function canalDuesLines(r: VesselResult): ExplainLine[] {
  const d = r.explain.canalDues;
  if (!d) return [];
  const size = DWT_CLASS_NAME[d.dwtClass];
  return [
    usd(`of which canal dues (${size})`, d.total),
    ...d.transits.map((t) => usd(`  ${CANAL_PASSAGE[t.canal]}, ${legName(t.leg, t.toPort)}`, t.usdPerTransit)),
    ...d.unknownLegs.map((u) => ({
      label: `  ${legName(u.leg, u.toPort)}`,
      value: 'Transits not known (distance not routed here): no dues charged',
      decimals: 0,
    })),
  ];
}

function frtCost(r: VesselResult): Explanation {
  const e = r.explain.frtCost;
  return {
    title: 'Freight cost',
    formula:
      'The break-even freight: (hire + fuel expenses − fuel settle profit + others + ETS cost − misc revenue) ÷ net cargo tonnes (cargo less total commission).',
    lines: [
      ...ballastLines(r),
      usd('Hire expense', e.hireExp),
      usd('Fuel expenses', e.fuelExpenses),
      usd('Fuel settle profit', e.fuelSettleProfit),
      usd('Others', e.others),
      ...canalDuesLines(r),
      usd('ETS cost', e.etsCost),
      usd('Misc revenue', e.miscRevenue),
      { label: 'Net cargo tonnes', value: e.netCargoTonnes, decimals: 2, unit: 't' },
      { label: 'Freight cost', value: r.frtCost, decimals: 3, unit: 'USD/t', total: true },
    ],
  };
}

function loadability(r: VesselResult): Explanation {
  const e = r.explain.loadability;
  const t = (label: string, value: number | null | undefined, total = false): ExplainLine => ({
    label,
    value: value ?? null,
    decimals: 2,
    unit: 't',
    total,
  });
  return {
    title: 'Loadability',
    formula:
      'Loadability = the smallest of the weight limits (max DWT at the draft − bunkers on board − constants − fresh water, at departure from the last load port and at arrival at the first discharge port) and the cubic limit (capacity × 0.98 ÷ stowage factor). The order limit caps the cargo carried, not the loadability.',
    lines: [
      { label: 'Governing limit', value: governingLabel(e.governing), decimals: 0 },
      { label: 'Capacity', value: e.capacity, decimals: 2, unit: 'm³' },
      { label: 'Stowage factor', value: e.stowFactor, decimals: 4, unit: 'm³/t' },
      t('Constants', e.constants),
      t('Fresh water', e.freshWater),
      t('Bunkers on board at departure', e.bunkersOnBoardDeparture),
      t('Bunkers on board at arrival', e.bunkersOnBoardArrival),
      t('Max DWT at departure', e.maxDwtDeparture),
      t('Max DWT at arrival', e.maxDwtArrival),
      t('Weight limit at departure', e.limits.weightDeparture),
      t('Weight limit at arrival', e.limits.weightArrival),
      t('Cubic limit', e.limits.cubic),
      t('Order limit', e.limits.order),
      { label: 'Loadability', value: r.loadability, decimals: 0, unit: 't', total: true },
    ],
  };
}

function premium(
  r: VesselResult,
  kind: 'vesselPremium' | 'positionPremium',
  referenceName: string | null,
): Explanation {
  const e = r.explain.premiums;
  const lines: ExplainLine[] = [
    { label: 'Reference vessel', value: referenceName ?? e.referenceFleetId ?? 'none', decimals: 0 },
    { label: 'TCE at own position', value: e.tcEqOwn, decimals: 0, unit: 'USD/day' },
    { label: 'TCE at the reference position', value: e.tcEqAtReferencePosition ?? null, decimals: 0, unit: 'USD/day' },
    {
      label: 'Reference vessel TCE at its position',
      value: e.tcEqReferenceAtReference ?? null,
      decimals: 0,
      unit: 'USD/day',
    },
    {
      label: 'Vessel premium',
      value: r.vesselPremium ?? null,
      decimals: 0,
      unit: 'USD/day',
      total: kind === 'vesselPremium',
    },
    {
      label: 'Position premium',
      value: r.positionPremium ?? null,
      decimals: 0,
      unit: 'USD/day',
      total: kind === 'positionPremium',
    },
  ];
  return {
    title: kind === 'vesselPremium' ? 'Vessel premium' : 'Position premium',
    formula:
      'Vessel premium = this vessel’s TCE from the reference vessel’s open position − the reference vessel’s TCE there (performance on the same itinerary). Position premium = this vessel’s TCE from its own position − its TCE from the reference position (value of its open port and date). Together they equal its TCE minus the reference vessel’s.',
    lines,
  };
}

/** The labelled terms and the formula in words behind one headline figure of a fleet row. */
export function explainResult(
  kind: ExplainKind,
  result: VesselResult,
  referenceName: string | null = null,
): Explanation {
  switch (kind) {
    case 'tcEq':
      return tcEq(result);
    case 'frtCost':
      return frtCost(result);
    case 'loadability':
      return loadability(result);
    case 'vesselPremium':
    case 'positionPremium':
      return premium(result, kind, referenceName);
  }
}
