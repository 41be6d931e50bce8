/** A deadweight read from text, with where it was found (for masking) and how plainly it was written. */
export interface DwtMatch {
  dwt: number;
  /** Two-digit or four-digit build year carried by the shorthand (82K/09, 82/19), else null. */
  built: number | null;
  index: number;
  length: number;
  /** 3: unit DWT/DWAT; 2: K, MT or Panamax shorthand; 1: a bare 58,000; 0.5: DWCC only. */
  rank: number;
}

const MONEY_BEFORE = /(USD|US\$|\$|€|EUR|GRT|NRT|GT|NT|HIRE|PMT|PD|TPC)\s*:?\s*$/;
const NOT_TONNES_AFTER = /^\s*(CBM|M3|CUM|CBFT|M\b|MTR|KN|KTS|PD|PMT|%|PCT|TEU|HP|KW)/;

function builtOf(text: string | undefined): number | null {
  if (!text) return null;
  const n = Number(text.replace(/^'/, ''));
  if (text.replace(/^'/, '').length === 2) return 2000 + n > 2040 ? 1900 + n : 2000 + n;
  return n;
}

function unitRank(after: string): { rank: number; dwcc: boolean; consumed: number } {
  const m = /^\s*(?:MT\.?|MTS|T|TONS|TONNES)?\s*(DWT|DWAT|MTDW|DW|SDWT|DWCC)?\b/.exec(after);
  if (!m) return { rank: 0, dwcc: false, consumed: 0 };
  const unit = m[1] ?? '';
  const mt = /^\s*(MT|MTS|T|TONS|TONNES)/.test(after);
  if (unit === 'DWCC') return { rank: 0.5, dwcc: true, consumed: m[0].length };
  if (unit) return { rank: 3, dwcc: false, consumed: m[0].length };
  return { rank: mt ? 2 : 0, dwcc: false, consumed: m[0].length };
}

/**
 * The deadweight written in `text` (upper-cased): 58K, 58.6k, 34,6K, 58,xxx, 63,5XX, 58,609, 37.600 dwt,
 * 63500 dwt, 5200 MT DWCC, and the Panamax shorthand 82K/09 or 82/19 (which also carries the build year).
 * When `bare` is set (a DWT table column) a plain 37800 counts too. DWT beats DWCC; the plainest wins.
 */
export function findDwt(text: string, bare = false): DwtMatch | null {
  const found: DwtMatch[] = [];
  const push = (dwt: number, built: number | null, index: number, length: number, rank: number) => {
    const before = text.slice(Math.max(0, index - 8), index);
    if (MONEY_BEFORE.test(before)) return;
    if (dwt < 500 || dwt > 450_000) return;
    found.push({ dwt: Math.round(dwt), built, index, length, rank });
  };
  // 58K, 58.6K, 34,6K, 82K/09, 56.5k/'09, 53KDWAT
  for (const m of text.matchAll(
    /(?<![\d.,])(\d{1,3})(?:[.,](\d{1,2}))?\s?K(?=DW|\b)(?:\s*(?:DWT|DWAT|DW)\b)?(?:\s*\/\s*('?\d{2}|\d{4})(?!\d|\/))?/g,
  )) {
    const whole = Number(m[1]);
    const frac = m[2] ? Number(`0.${m[2]}`) : 0;
    push((whole + frac) * 1000, builtOf(m[3]), m.index, m[0].length, 2);
  }
  // 58,609 / 37.600 / 58,XXX / 63,5XX / 180,3xx
  for (const m of text.matchAll(/(?<![\d.,])(\d{1,3})[,.](\d{3}|\d{2}X|\dXX|XXX)(?![\d.,]?\d)/g)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 16);
    if (NOT_TONNES_AFTER.test(after)) continue;
    const u = unitRank(after);
    const value = Number(m[1]) * 1000 + Number((m[2] ?? '').replace(/X/g, '0'));
    push(value, null, m.index, m[0].length + u.consumed, u.dwcc ? 0.5 : Math.max(u.rank, 1));
  }
  // 63500 DWT, 5200 MT DWCC, DWT 58018, DWT: 63500
  for (const m of text.matchAll(/(?<![\d.,])(\d{4,6})(?![\d.,]\d)/g)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 16);
    const before = text.slice(Math.max(0, m.index - 8), m.index);
    const u = unitRank(after);
    const labelled = /\b(DWT|DWAT|SDWT)\s*:?\s*$/.test(before);
    if (u.rank === 0 && !labelled && !(bare && m.index === firstDigit(text))) continue;
    const rank = labelled ? 3 : u.rank === 0 ? 1 : u.dwcc ? 0.5 : u.rank;
    push(Number(m[1]), null, m.index, m[0].length + u.consumed, rank);
  }
  // Panamax shorthand 82/19: a 2-3 digit figure that cannot be a day, then a two-digit year
  for (const m of text.matchAll(/(?<![\d.,/])(\d{2,3})\/(\d{2})(?![\d/.])/g)) {
    const kt = Number(m[1]);
    if (kt <= 31 || kt > 450) continue;
    push(kt * 1000, builtOf(m[2]), m.index, m[0].length, 2);
  }
  if (found.length === 0) return null;
  found.sort((a, b) => b.rank - a.rank || a.index - b.index);
  return found[0] ?? null;
}

function firstDigit(text: string): number {
  const m = /\d/.exec(text);
  return m ? m.index : -1;
}
