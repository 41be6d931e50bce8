import { addDays, daysInMonth, type Day, isValidDay, isoDay, monthNumber, nearestYear } from './calendar.js';

/** An open window read from text, with where it was found. */
export interface OpenDates {
  from: string;
  to: string;
  index: number;
  length: number;
  /** true for PPT/PROMPT/SPOT and part-of-month words, false for written days. */
  vague: boolean;
}

const MON =
  '(JAN(?:UARY)?|FEB(?:RUARY)?|MAR(?:CH)?|APR(?:IL)?|MAY|JUNE?|JULY?|AUG(?:UST)?|SEPT?(?:EMBER)?|OCT(?:OBER)?|NOV(?:EMBER)?|DEC(?:EMBER)?)(?![A-Z])';
const PART =
  '(ELY|EARLY|BEG(?:INNING)?|MID(?:DLE)?|END|LATE|1H|2H|1ST\\s*H(?:AL)?F|2ND\\s*H(?:AL)?F|FH|SH|FST\\s*HLF|SND\\s*HLF|FIRST\\s*HALF|SECOND\\s*HALF)';
const D = '(\\d{1,2})(?:ST|ND|RD|TH)?';
const YEAR = '(?:[\\s,]+(\\d{4}))?';
const TO = '\\s*(?:-|/|TO|TILL|UNTIL)\\s*';

type Handler = (g: string[], ref: Day) => { from: Day; to: Day; vague?: boolean } | null;

interface Pattern {
  re: RegExp;
  handle: Handler;
}

function partRange(part: string, y: number, m: number): [number, number] {
  const p = part.replace(/\s+/g, '');
  const last = daysInMonth(y, m);
  if (/^(ELY|EARLY|BEG)/.test(p)) return [1, 10];
  if (/^MID/.test(p)) return [11, 20];
  if (/^(END|LATE)/.test(p)) return [21, last];
  if (/^(1H|1STH|FH|FST|FIRST)/.test(p)) return [1, 15];
  return [16, last];
}

function year4(text: string | undefined): number | null {
  if (!text) return null;
  const n = Number(text);
  if (text.length === 4) return n;
  if (text.length === 2) return 2000 + n;
  return null;
}

/** Builds from/to given start and end month/day, choosing years by the rules in README.md. */
function span(
  ref: Day,
  m1: number,
  d1: number,
  m2: number,
  d2: number,
  y1: number | null,
  y2: number | null,
): { from: Day; to: Day } | null {
  const fromY = y1 ?? (y2 !== null && m1 <= m2 ? y2 : y2 !== null ? y2 - 1 : nearestYear(m1, d1, ref));
  const toY = y2 ?? (m2 < m1 ? fromY + 1 : fromY);
  if (!isValidDay(fromY, m1, d1) || !isValidDay(toY, m2, d2)) return null;
  const from = { y: fromY, m: m1, d: d1 };
  const to = { y: toY, m: m2, d: d2 };
  if (toY * 400 + m2 * 32 + d2 < fromY * 400 + m1 * 32 + d1) return null;
  return { from, to };
}

function mon(token: string | undefined): number {
  return monthNumber(token ?? '') ?? 0;
}

const PATTERNS: Pattern[] = [
  {
    re: /\b(PPT|PROMPT|SPOT|OPEN\s+NOW|PROMPTLY|PPT\/SPOT)\b/g,
    handle: (_g, ref) => ({ from: ref, to: addDays(ref, 3), vague: true }),
  },
  {
    // ELY DEC, ELY/MID DEC, END NOV/ELY DEC, mid-Dec, FST HLF DECEMBER
    re: new RegExp(`\\b${PART}(?:\\s*[/-]\\s*${PART})?[\\s-]*${MON}(?:\\s*[/-]\\s*${PART}[\\s-]*${MON})?${YEAR}`, 'g'),
    handle: (g, ref) => {
      const [, p1, p2, mA, p3, mB, yText] = g;
      const m1 = mon(mA);
      const m2 = mB ? mon(mB) : m1;
      const endPart = p3 || p2 || p1 || '';
      const y1 = year4(yText) ?? nearestYear(m1, 15, ref);
      const y2 = m2 < m1 ? y1 + 1 : y1;
      const a = partRange(p1 || '', y1, m1)[0];
      const b = partRange(endPart, y2, m2)[1];
      return { from: { y: y1, m: m1, d: a }, to: { y: y2, m: m2, d: b }, vague: true };
    },
  },
  {
    // 28 NOV-02 DEC, 30 NOV/2 DEC, 28 DEC-3 JAN 2025
    re: new RegExp(`\\b${D}[\\s-]*${MON}${YEAR}${TO}${D}[\\s-]*${MON}${YEAR}`, 'g'),
    handle: (g, ref) => span(ref, mon(g[2]), Number(g[1]), mon(g[5]), Number(g[4]), year4(g[3]), year4(g[6])),
  },
  {
    // 15-Dec-24 (CSV), 12-15 Dec 2024, 25-30 NOV, 10/12 DEC
    re: new RegExp(`\\b(?:${D}${TO})?${D}[\\s-]*${MON}(?:[\\s,-]+(\\d{4}|\\d{2}(?![\\d/.:])))?`, 'g'),
    handle: (g, ref) => {
      const m = mon(g[3]);
      const y = year4(g[4]);
      const d2 = Number(g[2]);
      const d1 = g[1] ? Number(g[1]) : d2;
      return span(ref, m, d1, m, d2, y, y);
    },
  },
  {
    // Dec 6-9, Nov 25-30, Dec 14
    re: new RegExp(`\\b${MON}\\s*${D}(?:${TO}${D})?${YEAR}(?![\\d/])`, 'g'),
    handle: (g, ref) => {
      const m = mon(g[1]);
      const d1 = Number(g[2]);
      const d2 = g[3] ? Number(g[3]) : d1;
      const y = year4(g[4]);
      return span(ref, m, d1, m, d2, y, y);
    },
  },
  {
    // 28/11-02/12, 30/12-02/01, 15.11-20.11.2024
    re: /\b(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}|\d{2}))?\s*-\s*(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}|\d{2}))?(?![\d/])/g,
    handle: (g, ref) => span(ref, Number(g[2]), Number(g[1]), Number(g[5]), Number(g[4]), year4(g[3]), year4(g[6])),
  },
  {
    // 25-30/11, 10-14/12, 15-20.11.2023
    re: /\b(\d{1,2})\s*-\s*(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}|\d{2}))?(?![\d/])/g,
    handle: (g, ref) => {
      const m = Number(g[3]);
      const y = year4(g[4]);
      return span(ref, m, Number(g[1]), m, Number(g[2]), y, y);
    },
  },
  {
    // 30/12, 28/11/2024, 15.12.2024
    re: /\b(\d{1,2})(?:\/(\d{1,2})(?:\/(\d{4}|\d{2}))?|\.(\d{1,2})\.(\d{4}|\d{2}))(?![\d/.])/g,
    handle: (g, ref) => {
      const m = Number(g[2] || g[4]);
      const y = year4(g[3] || g[5]);
      return span(ref, m, Number(g[1]), m, Number(g[1]), y, y);
    },
  },
  {
    // DEC alone = the whole month
    re: new RegExp(`\\b${MON}${YEAR}`, 'g'),
    handle: (g, ref) => {
      const m = mon(g[1]);
      const y = year4(g[2]) ?? nearestYear(m, 15, ref);
      return { from: { y, m, d: 1 }, to: { y, m, d: daysInMonth(y, m) }, vague: true };
    },
  },
];

/**
 * The first open window written in `text` (upper-cased by the caller), read against the reference day.
 * The earliest match wins; among matches at the same place the longest.
 */
export function findOpenDates(text: string, ref: Day): OpenDates | null {
  let best: OpenDates | null = null;
  for (const { re, handle } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (best && m.index > best.index) break;
      const r = handle(
        [...m].map((x) => x ?? ''),
        ref,
      );
      if (!r) continue;
      if (!best || m.index < best.index || (m.index === best.index && m[0].length > best.length)) {
        best = {
          from: isoDay(r.from),
          to: isoDay(r.to),
          index: m.index,
          length: m[0].length,
          vague: r.vague ?? false,
        };
      }
      break;
    }
  }
  return best;
}
