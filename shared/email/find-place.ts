import type { ParseContext, PlaceMatch } from './types.js';

/** A place found in a position's text. */
export interface PlaceFound {
  match: PlaceMatch;
  index: number;
  length: number;
}

const KEYWORD = /\b(?:OPEN(?:ING)?|OPN|DOP|DLOSP|ETC|ETA|OPEN\s+AT|OPEN\s+IN)\b\s*:?\s*(?:(?:IN|AT|ON)\s+)?/g;
const WORDS = /[A-Z\u00C0-\u024F][A-Z\u00C0-\u024F'’.&]*/gy;

/** The longest run of 1-4 words starting exactly at `start` that names a place. */
export function placeAt(text: string, start: number, ctx: ParseContext, hints: readonly string[]): PlaceFound | null {
  const words: { end: number }[] = [];
  let pos = start;
  while (words.length < 4) {
    WORDS.lastIndex = pos;
    const m = WORDS.exec(text);
    if (!m) break;
    words.push({ end: m.index + m[0].length });
    const gap = /^[ ]?(?=[A-Z\u00C0-\u024F])/.exec(text.slice(m.index + m[0].length));
    if (!gap || gap[0].length === 0) break;
    pos = m.index + m[0].length + gap[0].length;
  }
  for (let n = words.length; n >= 1; n -= 1) {
    const end = words[n - 1]?.end ?? start;
    const match = ctx.resolvePlace(text.slice(start, end), hints);
    if (match) return { match, index: start, length: end - start };
  }
  return null;
}

/** The place written after OPEN / OPN / DOP ('OPEN: KANDLA', 'DOP HALDIA', 'open Mississippi River'). */
export function placeAfterKeyword(text: string, ctx: ParseContext, hints: readonly string[]): PlaceFound | null {
  KEYWORD.lastIndex = 0;
  for (let m = KEYWORD.exec(text); m !== null; m = KEYWORD.exec(text)) {
    const found = placeAt(text, m.index + m[0].length, ctx, hints);
    if (found) return found;
  }
  return null;
}

/**
 * The first place named anywhere in `text`, scanning word by word; words in brackets (builders) and after
 * EX / FROM (last cargo origins) are skipped. Ports are preferred to areas when both occur.
 */
export function scanPlace(text: string, ctx: ParseContext, hints: readonly string[]): PlaceFound | null {
  const masked = text
    .replace(/\([^)]*\)/g, (s) => ' '.repeat(s.length))
    .replace(/\b(?:EX|FROM|VIA|TO|REDEL\w*|LAST\s+CARGO\w*)\s+[A-Z'.]+(?:\s+[A-Z'.]+)?/g, (s) => ' '.repeat(s.length));
  let area: PlaceFound | null = null;
  const starts = /(?<![A-Z\u00C0-\u024F'’.&])[A-Z\u00C0-\u024F]/g;
  for (let m = starts.exec(masked); m !== null; m = starts.exec(masked)) {
    const found = placeAt(masked, m.index, ctx, hints);
    if (!found) continue;
    if (found.match.kind === 'port') return found;
    area ??= found;
    starts.lastIndex = found.index + found.length;
  }
  return area;
}
