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
