import { findBuilt } from './built.js';
import type { Day } from './calendar.js';
import { findDwt } from './dwt.js';
import { placeAfterKeyword, placeAt, scanPlace, type PlaceFound } from './find-place.js';
import { findGear } from './gear.js';
import { findOpenDates } from './open-dates.js';
import { displayPlaceName } from './place-name.js';
import { isUnavailable } from './status.js';
import type { Column } from './table-header.js';
import type { Gear, ParseContext, ParsedPosition } from './types.js';

/** The text of one candidate position: a line, a block of lines, or a table row with its columns. */
export interface Record {
  name: string;
  /** The text after the name (a line or block); for table rows all cells joined. */
  body: string;
  /** Cells after the name cell (free text) or every cell (table rows, with `columns`). */
  cells: string[];
  columns: Column[] | null;
  sourceLine: string;
  source: string;
  /** Regions of the heading the record sits under. */
  hints: string[];
}

export interface ReadEnv {
  ctx: ParseContext;
  ref: Day;
  listGear: Gear | null;
}

function mask(text: string, index: number, length: number): string {
  return text.slice(0, index) + ' '.repeat(length) + text.slice(index + length);
}

function cellOf(record: Record, column: Column): string | null {
  if (!record.columns) return null;
  const i = record.columns.indexOf(column);
  const value = i >= 0 ? record.cells[i] : undefined;
  return value !== undefined && value.trim() !== '' ? value.toUpperCase() : null;
}

function wholeCellPlace(record: Record, env: ReadEnv): PlaceFound | null {
  let area: PlaceFound | null = null;
  for (const cell of record.cells) {
    const text = cell.toUpperCase().trim();
    if (text === '' || /\d/.test(text)) continue;
    const found = placeAt(text, 0, env.ctx, record.hints);
    if (!found || found.length < text.replace(/[\s.:;-]+$/, '').length) continue;
    if (found.match.kind === 'port') return found;
    area ??= found;
  }
  return area;
}

function tablePlace(record: Record, env: ReadEnv): PlaceFound | null {
  for (const column of ['port', 'area'] as const) {
    const cell = cellOf(record, column);
    if (!cell) continue;
    const found =
      placeAfterKeyword(cell, env.ctx, record.hints) ??
      placeAt(cell, 0, env.ctx, record.hints) ??
      scanPlace(cell, env.ctx, record.hints);
    if (found) return found;
  }
  return null;
}

/** Positions whose open place the resolver does not know: the parser gives them the list's main region. */
export const UNRESOLVED_PLACE = new WeakSet<ParsedPosition>();

const KEYWORD_THEN_WORDS = /\b(?:OPEN|OPN|DOP)\b\s*:?\s*(?:(?:IN|AT)\s+)?([A-Z][A-Z'.]*(?: [A-Z][A-Z'.]*)*)/;
const NOT_PLACE_WORDS = new Set(
  'PPT PROMPT SPOT ELY EARLY BEG MID END LATE JAN FEB MAR APR MAY JUN JUL AUG SEP SEPT OCT NOV DEC DWT BLT TBA TBC NOW DATE DATES ABT AROUND AGW WP O/A'.split(
    ' ',
  ),
);

/** The words written after OPEN when the resolver knows no place by them ('OPEN KING'S LYNN 6 DEC'). */
function unknownPlace(text: string): string | null {
  const m = KEYWORD_THEN_WORDS.exec(text);
  if (!m || !m[1]) return null;
  const words: string[] = [];
  for (const w of m[1].split(' ')) {
    if (NOT_PLACE_WORDS.has(w.replace(/[.']/g, ''))) break;
    words.push(w);
  }
  if (words.length === 0 || words.length > 3) return null;
  const name = words.join(' ');
  if (name.replace(/[^A-Z]/g, '').length < 3) return null;
  return name.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_s, a: string, b: string) => a + b.toUpperCase());
}

/**
 * Reads one record into a position, or null when it is not one: no deadweight, neither place nor date,
 * or a status that says the ship is not open (FXD, SUBS, EMPLOYED, struck through).
 */
export function readRecord(record: Record, env: ReadEnv): ParsedPosition | null {
  if (isUnavailable(record.body)) return null;
  let text = record.body.toUpperCase();
  const dwtCell = cellOf(record, 'dwt');
  const dwt = dwtCell ? (findDwt(dwtCell, true) ?? findDwt(text)) : findDwt(text);
  if (!dwt) return null;
  if (!dwtCell) text = mask(text, dwt.index, dwt.length);
  const builtCell = cellOf(record, 'built');
  let built = dwt.built;
  if (builtCell) built = findBuilt(builtCell, env.ref.y + 1)?.built ?? built;
  else if (built === null) {
    const b = findBuilt(text, env.ref.y + 1);
    if (b) {
      built = b.built;
      text = mask(text, b.index, b.length);
    }
  }
  const gearText = cellOf(record, 'gear') ?? text;
  const gear = findGear(gearText) ?? (record.columns ? findGear(text) : null) ?? env.listGear;
  const masked = text
    .replace(/\b\d{1,2}[.,]\d{1,2}\s*M\b/g, (s) => ' '.repeat(s.length))
    .replace(/\b\d+\s*X\s*\d+(?:[.,]\d+)?\s*(?:T|MT|MTS|TONS?|CBM)?\b/g, (s) => ' '.repeat(s.length));

  const place =
    tablePlace(record, env) ??
    placeAfterKeyword(masked, env.ctx, record.hints) ??
    wholeCellPlace(record, env) ??
    scanPlace(masked, env.ctx, record.hints);
  const dateCell = cellOf(record, 'date');
  let dates = dateCell ? findOpenDates(dateCell, env.ref) : null;
  if (!dates) {
    const after = place ? mask(masked, place.index, place.length) : masked;
    const start = place ? place.index : 0;
    dates = findOpenDates(after.slice(start), env.ref) ?? findOpenDates(after, env.ref);
  }
  const toCell = cellOf(record, 'dateTo');
  const to = toCell ? findOpenDates(toCell, env.ref) : null;
  const written = place ? null : unknownPlace(masked);
  if (!place && !dates && !written) return null;

  const region = place?.match.region ?? record.hints[0] ?? 'Unknown';
  const found = [built !== null, place !== null, dates !== null, gear !== null].filter(Boolean).length;
  const position: ParsedPosition = {
    vesselName: record.name,
    dwt: dwt.dwt,
    built,
    openPort: place ? displayPlaceName(place.match.name) : written,
    openDateFrom: dates?.from ?? null,
    openDateTo: to?.to ?? dates?.to ?? null,
    region: place || record.hints.length === 1 ? region : 'Unknown',
    gear,
    confidence: Math.round((0.5 + found * 0.1 + (dwt.rank >= 2 ? 0.1 : 0)) * 100) / 100,
    sourceLine: record.sourceLine,
    source: record.source,
  };
  if (written) {
    position.confidence = Math.round((position.confidence - 0.15) * 100) / 100;
    if (record.hints.length !== 1) UNRESOLVED_PLACE.add(position);
  }
  return position;
}
