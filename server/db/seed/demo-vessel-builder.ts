import type {
  HoldCapacityData,
  LoadLineRowData,
  LoadLineTableData,
  VesselExtraDetailsData,
} from '../../modules/vessels/vessel-extra-details.js';
import { FuelType, YesNo } from '../../modules/vessels/vessel.enums.js';

/**
 * Expands the compact demo-vessel specs of demo-vessels.ts into full vessel records: speed tables by the cube
 * law around a reference point, port consumption and tank capacities by size class, load lines from draft and
 * TPC, and per-hold capacities. Pure functions, no ORM.
 */

type Row = 1 | 2 | 3 | 4;
type SpeedField = `vessel${'Bal' | 'Ldn'}${'Spd' | 'ConsmHS' | 'ConsmLS' | 'ConsmMGO'}${Row}`;
type CombField = `vessel${'Bal' | 'Lad'}Comb${Row}Selected`;
type PortConsumptionField = `vessel${'PIdle' | 'PLdg' | 'PDisch' | 'VExtra'}Consm${'HS' | 'LS' | 'MGO'}`;

/** A catalogue vessel as the Vessel entity stores it (relations and audit fields aside). */
export interface DemoVessel
  extends Record<SpeedField, number>, Record<CombField, boolean>, Record<PortConsumptionField, number> {
  vesselName: string;
  vesselDwt: number;
  vesselIMO: string;
  vesselGrainCap: number;
  vesselBaleCap: number;
  vesselDraftS: number;
  vesselTPC: number;
  vesselBuilt: number;
  vesselLOA: number;
  vesselBeam: number;
  vesselGRT: number;
  vesselNRT: number;
  vesselLightShip: number;
  vesselGears: string;
  vesselGrabs: string | null;
  constants: number;
  fuelType: FuelType;
  vesselScrubber: YesNo;
  vesselFlag: string;
  vesselClass: string;
  vesselHolds: number;
  vesselHatches: number;
  vesselCO2: string;
  vesselAHL: string;
  vesselIceClass: string | null;
  vesselType: string;
  vesselMMSI: string;
  vesselShipyard: string;
  vesselShipowner: string;
  vesselCountry: string;
  vesselSource: string;
  suezGRT: number;
  suezNRT: number;
  panamaNT: number | null;
  ifoCapacity: number;
  mgoCapacity: number;
  fwCapacity: number;
  subType: string;
  callSign: string;
  pandIClub: string;
  contactName: string;
  contactEmail: string;
  vesselExtraDetails: VesselExtraDetailsData;
}

export type SizeClass =
  'mini' | 'handy' | 'supra' | 'ultra' | 'panamax' | 'kamsarmax' | 'ppmx' | 'cape' | 'ncm' | 'vloc';

interface ClassProfile {
  label: string;
  /** Idle and working (geared) port consumption, t/day. */
  idle: number;
  work: number;
  mgoSea: number;
  mgoPort: number;
  /** IFO, MGO, fresh-water tank capacities, m3. */
  tanks: [number, number, number];
  tankTop: number;
  deck: number;
  hatchCover: number;
  /** Hatch width as a share of the beam. */
  hatchShare: number;
  panamaCanal: boolean;
}

// prettier-ignore
const CLASSES: Record<SizeClass, ClassProfile> = {
  mini: { label: 'Mini-bulker', idle: 2.0, work: 3.0, mgoSea: 0.1, mgoPort: 0.1, tanks: [450, 110, 160], tankTop: 12, deck: 2.5, hatchCover: 1.75, hatchShare: 0.8, panamaCanal: true },
  handy: { label: 'Handysize', idle: 2.5, work: 4.5, mgoSea: 0.1, mgoPort: 0.1, tanks: [1650, 190, 320], tankTop: 18, deck: 3.0, hatchCover: 2.0, hatchShare: 0.62, panamaCanal: true },
  supra: { label: 'Supramax', idle: 3.0, work: 5.0, mgoSea: 0.2, mgoPort: 0.1, tanks: [2050, 200, 350], tankTop: 20, deck: 3.2, hatchCover: 2.0, hatchShare: 0.57, panamaCanal: true },
  ultra: { label: 'Ultramax', idle: 3.0, work: 5.5, mgoSea: 0.2, mgoPort: 0.15, tanks: [2250, 210, 380], tankTop: 22, deck: 3.3, hatchCover: 2.2, hatchShare: 0.57, panamaCanal: true },
  panamax: { label: 'Panamax', idle: 3.0, work: 4.5, mgoSea: 0.2, mgoPort: 0.15, tanks: [2700, 230, 400], tankTop: 18, deck: 3.0, hatchCover: 2.0, hatchShare: 0.47, panamaCanal: true },
  kamsarmax: { label: 'Kamsarmax', idle: 3.0, work: 4.5, mgoSea: 0.2, mgoPort: 0.15, tanks: [2900, 250, 420], tankTop: 20, deck: 3.0, hatchCover: 2.0, hatchShare: 0.47, panamaCanal: true },
  ppmx: { label: 'Post-Panamax', idle: 3.5, work: 5.0, mgoSea: 0.2, mgoPort: 0.2, tanks: [3300, 260, 450], tankTop: 22, deck: 3.2, hatchCover: 2.2, hatchShare: 0.45, panamaCanal: false },
  cape: { label: 'Capesize', idle: 4.0, work: 5.5, mgoSea: 0.3, mgoPort: 0.2, tanks: [4600, 300, 500], tankTop: 25, deck: 3.5, hatchCover: 2.5, hatchShare: 0.46, panamaCanal: false },
  ncm: { label: 'Newcastlemax', idle: 4.0, work: 5.5, mgoSea: 0.3, mgoPort: 0.2, tanks: [5100, 320, 520], tankTop: 25, deck: 3.5, hatchCover: 2.5, hatchShare: 0.44, panamaCanal: false },
  vloc: { label: 'VLOC', idle: 5.0, work: 6.5, mgoSea: 0.3, mgoPort: 0.2, tanks: [7200, 400, 600], tankTop: 30, deck: 3.5, hatchCover: 2.5, hatchShare: 0.4, panamaCanal: false },
};

/** Flag name, MMSI maritime identification digits and call-sign prefix. */
// prettier-ignore
export const FLAGS = {
  MH: ['Marshall Islands', '538', 'V7'],
  LR: ['Liberia', '636', 'D5'],
  PA: ['Panama', '352', '3E'],
  MT: ['Malta', '248', '9H'],
  GR: ['Greece', '240', 'SV'],
  HK: ['Hong Kong', '477', 'VR'],
  SG: ['Singapore', '563', '9V'],
  NL: ['Netherlands', '244', 'PC'],
  NO: ['Norway (NIS)', '257', 'LA'],
  DK: ['Denmark (DIS)', '219', 'OZ'],
  PT: ['Portugal (MAR)', '255', 'CQ'],
} as const satisfies Record<string, readonly [string, string, string]>;
export type FlagCode = keyof typeof FLAGS;

/** Invented owners with their country and P&I club. */
// prettier-ignore
export const OWNERS = {
  aegeus: ['Aegeus Bulk Carriers S.A.', 'Greece', 'UK P&I Club'],
  ionian: ['Ionian Maritime Enterprises Inc.', 'Greece', 'NorthStandard'],
  nordfjell: ['Nordfjell Shipping AS', 'Norway', 'Gard'],
  kaiyo: ['Kaiyo Line Co., Ltd.', 'Japan', 'Japan P&I Club'],
  pearldelta: ['Pearl Delta Shipping Ltd', 'Hong Kong', 'Steamship Mutual'],
  jadesea: ['Jade Sea Shipping Co., Ltd.', 'China', 'Britannia P&I'],
  straits: ['Straits Bulk Pte Ltd', 'Singapore', 'Skuld'],
  hanseatic: ['Hanseatic Dry Cargo GmbH', 'Germany', 'West of England'],
  bosphorus: ['Bosphorus Denizcilik A.S.', 'Turkey', 'Shipowners Club'],
  lusitania: ['Lusitania Bulk Lda', 'Portugal', 'The Swedish Club'],
  meridian: ['Meridian Ore Carriers Inc.', 'United States', 'American Club'],
  solent: ['Solent Bulk Shipping Ltd', 'United Kingdom', 'London P&I Club'],
  copenhagen: ['Copenhagen Dry Bulk A/S', 'Denmark', 'Skuld'],
  wadden: ['Waddenzee Coasters B.V.', 'Netherlands', 'Gard'],
} as const satisfies Record<string, readonly [string, string, string]>;
export type OwnerKey = keyof typeof OWNERS;

/** One catalogue vessel in compact form: the figures a broker's description gives. */
export interface DemoVesselSpec {
  name: string;
  imo: string;
  cls: SizeClass;
  built: number;
  dwt: number;
  /** Summer draft m, TPC t/cm, grain/bale m3, LOA/beam m, lightship and constants t. */
  draft: number;
  tpc: number;
  grain: number;
  bale: number;
  loa: number;
  beam: number;
  grt: number;
  nrt: number;
  ls: number;
  cst: number;
  gear: string;
  grabs?: string;
  holds: number;
  scrubber: boolean;
  flag: FlagCode;
  soc: string;
  yard: string;
  owner: OwnerKey;
  /** Reference laden and ballast points: [knots, main-engine t/day]. */
  lad: [number, number];
  bal: [number, number];
  ice?: string;
  sub?: string;
}

const round = (x: number, dp = 0): number => Math.round(x * 10 ** dp) / 10 ** dp;
const ROWS: Row[] = [1, 2, 3, 4];
/** Rows at reference speed -2, -1, 0, +1 knots; the reference row (3) is the selected one. */
const OFFSETS = [-2, -1, 0, 1];

function speedTable(s: DemoVesselSpec, p: ClassProfile): Record<SpeedField, number> & Record<CombField, boolean> {
  const out = {} as Record<SpeedField, number> & Record<CombField, boolean>;
  for (const [cond, comb, ref] of [['Bal', 'Bal', s.bal] as const, ['Ldn', 'Lad', s.lad] as const]) {
    ROWS.forEach((n, i) => {
      const speed = ref[0] + (OFFSETS[i] ?? 0);
      out[`vessel${cond}Spd${n}` as const] = speed;
      out[`vessel${cond}ConsmHS${n}` as const] = round(ref[1] * (speed / ref[0]) ** 3, 1);
      out[`vessel${cond}ConsmLS${n}` as const] = 0;
      out[`vessel${cond}ConsmMGO${n}` as const] = p.mgoSea;
      out[`vessel${comb}Comb${n}Selected` as const] = OFFSETS[i] === 0;
    });
  }
  return out;
}

function portConsumption(s: DemoVesselSpec, p: ClassProfile): Record<PortConsumptionField, number> {
  const geared = s.gear !== 'Gearless';
  const loading = geared ? p.work : p.idle + 0.5;
  const discharging = geared ? p.work : p.idle + 1.5; // gearless ships still run ballast pumps
  const out = {} as Record<PortConsumptionField, number>;
  for (const [key, hs] of [
    ['PIdle', p.idle],
    ['PLdg', loading],
    ['PDisch', discharging],
    ['VExtra', p.idle],
  ] as const) {
    out[`vessel${key}ConsmHS` as const] = hs;
    out[`vessel${key}ConsmLS` as const] = 0;
    out[`vessel${key}ConsmMGO` as const] = p.mgoPort;
  }
  return out;
}

/** Zone drafts from the summer draft (T = S + S/48, W = S - S/48, fresh = + FWA), dwt from TPC. */
export function loadLineTable(s: Pick<DemoVesselSpec, 'draft' | 'tpc' | 'dwt' | 'ls' | 'loa'>): LoadLineTableData {
  const depth = round(s.draft / 0.72, 2) + 0.02;
  const fwa = (s.dwt + s.ls) / (4 * s.tpc) / 1000;
  const row = (draft: number, dwt: number): LoadLineRowData => ({
    draft: round(draft, 3),
    dwt: round(dwt),
    displacement: round(dwt + s.ls),
    freeBoard: round(depth - draft, 3),
  });
  const atDraft = (draft: number): number => s.dwt + (draft - s.draft) * 100 * s.tpc;
  const tropical = s.draft + s.draft / 48;
  const winter = s.draft - s.draft / 48;
  const wna = s.loa <= 100.5 ? winter - 0.05 : winter;
  return {
    tropicalFresh: row(tropical + fwa, atDraft(tropical)),
    fresh: row(s.draft + fwa, s.dwt),
    tropical: row(tropical, atDraft(tropical)),
    summer: row(s.draft, s.dwt),
    winter: row(winter, atDraft(winter)),
    winterNorthAtlantic: row(wna, atDraft(wna)),
  };
}

/** Whole-number shares of `total` that add up to it exactly (the last share takes the rounding). */
function splitRounded(total: number, shares: number[]): number[] {
  const parts = shares.map((share) => round(total * share));
  const last = parts.length - 1;
  parts[last] = total - parts.slice(0, last).reduce((a, b) => a + b, 0);
  return parts;
}

/** Splits grain/bale over the holds: the fore hold smaller, ore holds (odd, large ships) stronger. */
export function holdCapacities(s: DemoVesselSpec, p: ClassProfile): HoldCapacityData[] {
  const weights = Array.from({ length: s.holds }, (_, i) => (i === 0 ? 0.86 : i === s.holds - 1 ? 0.95 : 1.03));
  const total = weights.reduce((a, b) => a + b, 0);
  const cargoLength = s.loa * 0.72;
  const alternate = s.cls === 'cape' || s.cls === 'ncm' || s.cls === 'vloc';
  const grain = splitRounded(
    s.grain,
    weights.map((w) => w / total),
  );
  const bale = splitRounded(
    s.bale,
    weights.map((w) => w / total),
  );
  return weights.map((w, i) => {
    const length = round((cargoLength * w) / total, 2);
    return {
      grainCapacity: grain[i] ?? 0,
      baleCapacity: bale[i] ?? 0,
      length,
      width: round(s.beam * 0.9, 2),
      hatchLength: round(length * 0.72, 2),
      hatchWidth: round(s.beam * p.hatchShare, 2),
      tankTopStrength: alternate && i % 2 === 0 ? p.tankTop + 5 : p.tankTop,
      deckStrength: p.deck,
      hatchCoverStrength: p.hatchCover,
    };
  });
}

function description(s: DemoVesselSpec, p: ClassProfile, flag: string): string {
  const eco = s.built >= 2014 ? 'Eco ' : '';
  const gear = s.gear === 'Gearless' ? 'gearless' : s.grabs ? `${s.gear} / ${s.grabs} grabs` : s.gear;
  const scrubber = s.scrubber ? ', scrubber fitted' : '';
  const dwt = s.dwt.toLocaleString('en-US');
  const kind = p.label.endsWith('bulker') ? p.label : `${p.label} bulk carrier`;
  return `${eco}${kind}, ${dwt} mt dwt on ${s.draft.toFixed(2)} m SSW, built ${s.built} ${s.yard}, ${s.holds} ho/ha, ${gear}${scrubber}, ${flag} flag.`;
}

export function buildDemoVessel(s: DemoVesselSpec, index: number): DemoVessel {
  const p = CLASSES[s.cls];
  const [flagName, mid, callPrefix] = FLAGS[s.flag];
  const [ownerName, ownerCountry, pandI] = OWNERS[s.owner];
  const slug = s.owner.replace(/[^a-z]/g, '');
  return {
    vesselName: s.name,
    vesselDwt: s.dwt,
    vesselIMO: s.imo,
    vesselGrainCap: s.grain,
    vesselBaleCap: s.bale,
    vesselDraftS: s.draft,
    vesselTPC: s.tpc,
    vesselBuilt: s.built,
    vesselLOA: s.loa,
    vesselBeam: s.beam,
    vesselGRT: s.grt,
    vesselNRT: s.nrt,
    vesselLightShip: s.ls,
    vesselGears: s.gear,
    vesselGrabs: s.grabs ? `${s.grabs} grabs` : null,
    constants: s.cst,
    fuelType: s.scrubber ? FuelType.TYPE1 : FuelType.TYPE0,
    vesselScrubber: s.scrubber ? YesNo.YES : YesNo.NO,
    vesselFlag: flagName,
    vesselClass: s.soc,
    vesselHolds: s.holds,
    vesselHatches: s.holds,
    vesselCO2: 'Yes',
    vesselAHL: s.built >= 2010 ? 'Yes' : 'No',
    vesselIceClass: s.ice ?? null,
    vesselType: p.label,
    vesselMMSI: `${mid}${s.imo.slice(1)}`.slice(0, 9),
    vesselShipyard: s.yard,
    vesselShipowner: ownerName,
    vesselCountry: ownerCountry,
    vesselSource: 'Demo catalogue',
    ...speedTable(s, p),
    ...portConsumption(s, p),
    suezGRT: round(s.grt * 1.035),
    suezNRT: round(s.grt * 0.89),
    panamaNT: p.panamaCanal ? round(s.grt * 0.815) : null,
    ifoCapacity: p.tanks[0],
    mgoCapacity: p.tanks[1],
    fwCapacity: p.tanks[2],
    subType: s.sub ?? `${s.gear === 'Gearless' ? 'Gearless' : 'Geared'} ${p.label}`,
    callSign: `${callPrefix}${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + ((index * 7) % 26))}${index % 10}`,
    pandIClub: pandI,
    contactName: 'Chartering desk',
    contactEmail: `chartering@${slug}.example`,
    vesselExtraDetails: {
      holdCapacity: holdCapacities(s, p),
      vesselTextDescription: description(s, p, flagName),
      loadLines: loadLineTable(s),
    },
  };
}
