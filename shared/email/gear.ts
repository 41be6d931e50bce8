import type { Gear } from './types.js';

const GEARLESS = /\b(GEARLESS|GLS|GLESS|G\/LESS|NO\s+GEAR|GEAR\s*:?\s*(?:NONE|NIL|NO))\b/;
const GEARED =
  /\b(GEARED|GRD|CRANES?|CRS?|DERRICKS?|DRKS?|GRABS?)\b|\b\d\s*X\s*\d+(?:[.,]\d+)?\s*(?:T|MT|MTS|TONS?|TONNES)\b|\b(?:C|CR)\d\s*X\s*\d+/;

/** 'gearless' (GLS, GLESS, GEARLESS, G/LESS, NO GEAR, Gear: none), 'geared' (cranes, derricks, grabs, 4X30T), or null. */
export function findGear(text: string): Gear | null {
  if (GEARLESS.test(text)) return 'gearless';
  if (GEARED.test(text)) return 'geared';
  return null;
}

/** A list-level statement such as 'all vessels gearless' that applies to every ship of the e-mail. */
export function listLevelGear(text: string): Gear | null {
  const upper = text.toUpperCase();
  if (/\bALL\s+(?:(?:OUR\s+)?(?:VESSELS|SHIPS|UNITS)\s+)?(?:ARE\s+)?(?:GEARLESS|GLS|GLESS)\b/.test(upper))
    return 'gearless';
  if (/\bALL\s+(?:(?:OUR\s+)?(?:VESSELS|SHIPS|UNITS)\s+)?(?:ARE\s+)?GEARED\b/.test(upper)) return 'geared';
  return null;
}
