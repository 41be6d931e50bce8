import type { ParseContext } from './types.js';

/** What a heading line says: the regions it names, or that a cargo / report section starts. */
export interface Heading {
  regions: string[];
  cargo: boolean;
}

const DECOR = /^[\s=*#\-_~|:[\]<>()]+|[\s=*#\-_~|:[\]<>()]+$/g;

/**
 * Reads a heading line ('===== FAR EAST =====', '** WCI **', 'CONT / MED', 'MED:', '| BLSEA | | |'):
 * no digits, a few words, and every '/'-separated part a place or area the resolver knows. A heading
 * naming cargoes or orders starts a section that holds no positions. Null when the line is not a heading.
 */
export function readHeading(line: string, ctx: ParseContext): Heading | null {
  const text = line.replace(/\t|\|/g, ' ').replace(DECOR, '').replace(/\s+/g, ' ').trim();
  if (text === '' || text.length > 48 || /\d/.test(text)) return null;
  const upper = text.toUpperCase();
  if (/\b(CARGO(ES)?|ORDERS?|ENQUIR(Y|IES)|REQUIREMENTS?|STEMS?)\b/.test(upper) && upper.split(' ').length <= 4)
    return { regions: [], cargo: true };
  if (/\b(TONNAGE|POSITIONS|VESSELS|SHIPS|OPEN LIST)\b/.test(upper) && upper.split(' ').length <= 4 && line !== text)
    return { regions: [], cargo: false };
  const parts = upper.split(/\s*(?:\/|&|,|\+|\bAND\b)\s*/).filter((p) => p !== '');
  if (parts.length === 0 || parts.length > 4) return null;
  const regions: string[] = [];
  for (const part of parts) {
    const match = ctx.resolvePlace(part.replace(/\bRANGE\b|\bAREA\b/g, '').trim());
    if (!match) return null;
    if (!regions.includes(match.region)) regions.push(match.region);
  }
  return { regions, cargo: false };
}
