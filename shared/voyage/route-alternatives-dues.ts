/**
 * Canal dues of the route alternatives (issue #21 item 3): USD per transit by canal and by the vessel's
 * deadweight class. The defaults are desk assumptions, not tariffs: round figures of the order of what
 * agents' toll estimates for dry-bulk carriers showed in 2024 (tolls plus the usual transit extras: tugs,
 * pilots, agency), laden and ballast alike. The Suez Canal Authority bills by SCNT and the Panama Canal
 * Authority by PC/UMS net tonnage, not by deadweight; a class of deadweight is the stand-in an estimate
 * has before a tonnage certificate. Every figure is an input: the caller overrides any of them.
 */

export type Canal = 'SUEZ' | 'PANAMA';

export const CANALS: readonly Canal[] = ['SUEZ', 'PANAMA'];

/** The passage name the sea router reports for each canal (RouteLeg.passages). */
export const CANAL_PASSAGE: Readonly<Record<Canal, string>> = { SUEZ: 'Suez Canal', PANAMA: 'Panama Canal' };

export type DwtClass = 'HANDYSIZE' | 'SUPRAMAX' | 'PANAMAX' | 'CAPESIZE';

export const DWT_CLASSES: readonly DwtClass[] = ['HANDYSIZE', 'SUPRAMAX', 'PANAMAX', 'CAPESIZE'];

/** Lower bound of each class, t deadweight (a class runs up to the next one's bound). */
export const DWT_CLASS_FROM: Readonly<Record<DwtClass, number>> = {
  HANDYSIZE: 0,
  SUPRAMAX: 40_000,
  PANAMAX: 65_000,
  CAPESIZE: 100_000,
};

/** USD per transit, by canal and class. */
export type CanalDues = Record<Canal, Record<DwtClass, number>>;

/** The assumed dues (see the header): USD per transit. */
export const DEFAULT_CANAL_DUES: Readonly<CanalDues> = {
  SUEZ: { HANDYSIZE: 110_000, SUPRAMAX: 160_000, PANAMAX: 230_000, CAPESIZE: 420_000 },
  PANAMA: { HANDYSIZE: 90_000, SUPRAMAX: 130_000, PANAMAX: 190_000, CAPESIZE: 300_000 },
};

/** The class of a deadweight, t. */
export function dwtClassOf(dwt: number): DwtClass {
  return DWT_CLASSES.reduce<DwtClass>((found, c) => (dwt >= DWT_CLASS_FROM[c] ? c : found), 'HANDYSIZE');
}

/** The defaults with the given figures put over them (USD per transit). */
export function canalDuesWith(
  overrides: readonly { canal: Canal; dwtClass: DwtClass; usdPerTransit: number }[] = [],
): CanalDues {
  const dues: CanalDues = { SUEZ: { ...DEFAULT_CANAL_DUES.SUEZ }, PANAMA: { ...DEFAULT_CANAL_DUES.PANAMA } };
  for (const o of overrides) dues[o.canal][o.dwtClass] = o.usdPerTransit;
  return dues;
}

/** Highest canal dues accepted per transit, USD (the order's stored dues, the payload's, the query's). */
export const MAX_DUES_PER_TRANSIT = 10_000_000;

/** A class's name alone (Supramax). */
export const DWT_CLASS_NAME: Readonly<Record<DwtClass, string>> = {
  HANDYSIZE: 'Handysize',
  SUPRAMAX: 'Supramax',
  PANAMAX: 'Panamax',
  CAPESIZE: 'Capesize',
};

/** How a class is named where a charge is explained: its name and its deadweight range. */
export const DWT_CLASS_LABEL: Readonly<Record<DwtClass, string>> = {
  HANDYSIZE: `${DWT_CLASS_NAME.HANDYSIZE} (below 40,000 t DWT)`,
  SUPRAMAX: `${DWT_CLASS_NAME.SUPRAMAX} (40,000-64,999 t DWT)`,
  PANAMAX: `${DWT_CLASS_NAME.PANAMAX} (65,000-99,999 t DWT)`,
  CAPESIZE: `${DWT_CLASS_NAME.CAPESIZE} (100,000 t DWT and above)`,
};

/** One figure replacing a default: USD per transit of a canal for a class. */
export interface CanalDuesEntry {
  canal: Canal;
  dwtClass: DwtClass;
  usdPerTransit: number;
}

/** A refusal of a dues list: the field path it names and why. */
export interface CanalDuesIssue {
  field: string;
  message: string;
}

const numberOf = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;

/**
 * Reads a list of dues figures as any caller sends it (the order's stored `canalDues`, through GraphQL or
 * REST): a list of { canal, dwtClass, usdPerTransit }, the figure a number (or a numeric string) from 0 to
 * MAX_DUES_PER_TRANSIT. The one rule of every entry point; a refusal names the field path under `field`.
 */
export function readCanalDuesList(
  value: unknown,
  field = 'canalDues',
): { dues: CanalDuesEntry[]; issue: null } | { dues: null; issue: CanalDuesIssue } {
  const refuse = (at: string, message: string) => ({ dues: null, issue: { field: at, message } }) as const;
  if (!Array.isArray(value)) return refuse(field, `${field} must be a list of { canal, dwtClass, usdPerTransit }`);
  const dues: CanalDuesEntry[] = [];
  for (const [i, raw] of value.entries()) {
    const at = `${field}[${i}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refuse(at, `${at} must be an object`);
    const { canal, dwtClass, usdPerTransit } = raw as Record<string, unknown>;
    if (!CANALS.includes(canal as Canal))
      return refuse(`${at}.canal`, `${at}.canal must be one of ${CANALS.join(', ')}`);
    if (!DWT_CLASSES.includes(dwtClass as DwtClass))
      return refuse(`${at}.dwtClass`, `${at}.dwtClass must be one of ${DWT_CLASSES.join(', ')}`);
    const usd = numberOf(usdPerTransit);
    if (!Number.isFinite(usd) || usd < 0 || usd > MAX_DUES_PER_TRANSIT)
      return refuse(`${at}.usdPerTransit`, 'Canal dues must be a number from 0 to 10,000,000 USD per transit');
    dues.push({ canal: canal as Canal, dwtClass: dwtClass as DwtClass, usdPerTransit: usd });
  }
  return { dues, issue: null };
}
