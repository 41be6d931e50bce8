/** One line of a body, split into cells. */
export interface Line {
  text: string;
  cells: string[];
  /** Cells come from tabs, pipes or CSV commas (empty cells kept, so columns line up with a header). */
  delimited: boolean;
}

/** Splits a CSV line (quotes, doubled quotes) into fields. */
export function csvFields(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === ';') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out.map((f) => f.trim());
}

/**
 * Splits a line: on tabs, or on pipes ('| A | B |'), keeping empty cells; otherwise on runs of 2+ spaces
 * and on ' - ', ' – ', ' / ', ', ' and ' | ' separators (free text).
 */
export function toLine(text: string): Line {
  if (text.includes('\t')) return { text, cells: text.split('\t').map((c) => c.trim()), delimited: true };
  const pipes = text.split('|').length - 1;
  if (pipes >= 2 && /^\s*\|/.test(text)) {
    const cells = text.split('|').map((c) => c.trim());
    if (cells[0] === '') cells.shift();
    if (cells.at(-1) === '') cells.pop();
    return { text, cells, delimited: true };
  }
  const cells = text
    .split(/\s{2,}|\s+[-–—]+\s+|\s+\/\s+|,\s+|\s+\|\s+/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
  return { text, cells, delimited: false };
}

/** Text normalised for reading: NBSP and odd spaces to spaces, dashes to '-', curly quotes straight, '×' to 'x'. */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0096\u0097]/g, '-')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/\u00d7/g, 'x');
}
