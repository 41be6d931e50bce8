/** Small calendar helpers on plain (year, month 1-12, day) triples: no Date zone games. */

export interface Day {
  y: number;
  m: number;
  d: number;
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function dayIndex(day: Day): number {
  return Date.UTC(day.y, day.m - 1, day.d) / 86_400_000;
}

export function addDays(day: Day, n: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

export function isoDay(day: Day): string {
  const p = (n: number, w: number) => String(n).padStart(w, '0');
  return `${p(day.y, 4)}-${p(day.m, 2)}-${p(day.d, 2)}`;
}

export function parseIsoDay(text: string): Day | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) } : null;
}

export function isValidDay(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** The year (ref-1, ref or ref+1) that puts month/day nearest to the reference day. */
export function nearestYear(m: number, d: number, ref: Day): number {
  let best = ref.y;
  let bestGap = Infinity;
  for (const y of [ref.y - 1, ref.y, ref.y + 1]) {
    const day = Math.min(d, daysInMonth(y, m));
    const gap = Math.abs(dayIndex({ y, m, d: day }) - dayIndex(ref));
    if (gap < bestGap) {
      best = y;
      bestGap = gap;
    }
  }
  return best;
}

const MONTHS: Record<string, number> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
};

/** 'DEC', 'December', 'Sept' -> 12, 12, 9; null for anything else. */
export function monthNumber(token: string): number | null {
  return MONTHS[token.slice(0, 3).toUpperCase()] ?? null;
}

/** The calendar day of an RFC 5322 Date header in its own offset ('Tue, 03 Dec 2024 07:15 +0800' -> 2024-12-03). */
export function headerDay(header: string | null | undefined): string | null {
  if (!header) return null;
  const m = /(\d{1,2})\s+([A-Za-z]{3})[a-z]*\s+(\d{2,4})/.exec(header);
  if (m) {
    const month = monthNumber(m[2] ?? '');
    let y = Number(m[3]);
    if (y < 100) y += y < 50 ? 2000 : 1900;
    const d = Number(m[1]);
    if (month && isValidDay(y, month, d)) return isoDay({ y, m: month, d });
  }
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(header);
  return iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : null;
}
