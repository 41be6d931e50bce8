/** A build year read from text, with where it was found. */
export interface BuiltMatch {
  built: number;
  index: number;
  length: number;
}

const MONTH_BEFORE = /(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*[\s,.-]*$/;

function year(text: string, maxYear: number): number | null {
  const n = Number(text);
  const y = text.length === 2 ? (2000 + n > maxYear ? 1900 + n : 2000 + n) : n;
  return y >= 1950 && y <= maxYear ? y : null;
}

/**
 * The build year in `text` (upper-cased): BLT 2012, 2012 BLT, B.2019, BUILT 2012, YOB 2012, BLT 12, and a
 * bare 19xx/20xx standing alone (not after a month: 12-15 DEC 2024 is a date). `maxYear` bounds it.
 */
export function findBuilt(text: string, maxYear: number): BuiltMatch | null {
  const labelled =
    /\b(?:BLT|BUILT|YOB|YEAR BUILT|B\.)\s*:?\s*(?:IN\s+)?('?\d{2}(?!\d)|\d{4})\b|\b(\d{4})\s*-?\s*(?:BLT|BUILT)\b/.exec(
      text,
    );
  if (labelled) {
    const y = year((labelled[1] ?? labelled[2] ?? '').replace("'", ''), maxYear);
    if (y) return { built: y, index: labelled.index, length: labelled[0].length };
  }
  for (const m of text.matchAll(/(?<![\d.,/:-])(19[5-9]\d|20[0-4]\d)(?![\d.,]?\d)/g)) {
    if (MONTH_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    if (/[-/.]\d/.test(text.slice(m.index + 4, m.index + 6))) continue;
    const y = year(m[1] ?? '', maxYear);
    if (y) return { built: y, index: m.index, length: m[0].length };
  }
  return null;
}
