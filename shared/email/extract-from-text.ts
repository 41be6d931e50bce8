import type { Day } from './calendar.js';
import { readHeading } from './headings.js';
import { normaliseText, toLine, type Line } from './lines.js';
import { readRecord, type ReadEnv, type Record } from './read-record.js';
import { readHeader, type Column } from './table-header.js';
import type { Gear, ParseContext, ParsedPosition } from './types.js';
import { findDwt } from './dwt.js';
import { readVesselName } from './vessel-name.js';

const SEPARATOR = /^\s*(?:[-=_*~+.#]\s*){2,}$/;
const MAX_BLOCK = 9;

export interface TextEnv {
  ctx: ParseContext;
  ref: Day;
  listGear: Gear | null;
  source: string;
  /** The message's subject: a single-ship mail may give the open place and date only there. */
  subject?: string;
}

interface Start {
  name: string;
  cells: string[];
  body: string;
}

/** A line that opens a position: a name followed, on the line, by a deadweight, or an MV-prefixed name alone. */
function recordStart(line: Line): Start | null {
  const first = line.cells[0] ?? '';
  const name = readVesselName(line.delimited ? first : line.text);
  if (!name) return null;
  const rest = line.delimited ? line.cells.slice(1).join('\t') : line.text.slice(name.end);
  const upperRest = rest.toUpperCase();
  if (!name.prefixed && !findDwt(upperRest)) return null;
  const cells = line.delimited ? line.cells.slice(1) : toLine(rest).cells;
  return { name: name.name, cells, body: rest };
}

/**
 * The positions in one plain text: region headings tracked, table headers read (tab, pipe or CSV
 * columns), each record (a line, a table row, or a block of lines opened by an MV name) read; cargo
 * sections skipped.
 */
export function extractFromText(raw: string, env: TextEnv): ParsedPosition[] {
  const lines = normaliseText(raw).split('\n');
  const read: ReadEnv = { ctx: env.ctx, ref: env.ref, listGear: env.listGear };
  const out: ParsedPosition[] = [];
  let hints: string[] = [];
  let cargo = false;
  let columns: Column[] | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const text = lines[i] ?? '';
    if (text.trim() === '') continue;
    const line = toLine(text);
    const header = line.delimited ? readHeader(line.cells) : null;
    if (header) {
      columns = header;
      continue;
    }
    const nonEmpty = line.cells.filter((c) => c !== '');
    if (nonEmpty.length <= 2 && !/\d/.test(text)) {
      const heading = readHeading(text, env.ctx);
      if (heading) {
        cargo = heading.cargo;
        if (!heading.cargo && heading.regions.length > 0) hints = heading.regions;
        continue;
      }
    }
    if (cargo) continue;
    if (line.delimited && columns && line.cells.length >= columns.length - 2) {
      const record = tableRecord(line, columns, hints, env.source);
      if (record) {
        const position = readRecord(record, read);
        if (position) out.push(position);
        continue;
      }
    }
    if (!line.delimited) columns = null;
    const start = recordStart(line);
    if (!start) continue;
    const block = [text];
    let body = start.body;
    for (let j = i + 1; j < lines.length && j <= i + MAX_BLOCK; j += 1) {
      const next = lines[j] ?? '';
      if (next.trim() === '' || SEPARATOR.test(next)) break;
      const nextLine = toLine(next);
      if (recordStart(nextLine)) break;
      if (nextLine.cells.length <= 2 && !/\d/.test(next) && readHeading(next, env.ctx)) break;
      block.push(next);
      body += `\n${next}`;
      i = j;
    }
    const record: Record = {
      name: start.name,
      body,
      cells: start.cells,
      columns: null,
      sourceLine: block.map((l) => l.trim()).join('\n'),
      source: env.source,
      hints,
    };
    const position = readRecord(record, read) ?? fromSubject(record, env, read);
    if (position) out.push(position);
  }
  return out;
}

/** A single-ship mail whose body has the particulars and whose subject has 'X - OPEN QINGDAO PPT'. */
function fromSubject(record: Record, env: TextEnv, read: ReadEnv): ParsedPosition | null {
  const subject = normaliseText(env.subject ?? '');
  if (!subject.toUpperCase().includes(record.name) || !/\bOPEN\b/i.test(subject)) return null;
  const opened = subject.slice(subject.toUpperCase().indexOf(record.name) + record.name.length);
  return readRecord(
    { ...record, body: `${record.body}\n${opened}`, sourceLine: `${record.sourceLine}\n${subject}` },
    read,
  );
}

function tableRecord(line: Line, columns: Column[], hints: string[], source: string): Record | null {
  const nameAt = columns.indexOf('name');
  const nameCell = line.cells[nameAt] ?? '';
  const name = readVesselName(nameCell);
  if (!name) return null;
  const areaCell = line.cells[columns.indexOf('area')];
  return {
    name: name.name,
    body: line.cells.filter((_, k) => k !== nameAt).join('\t') + (line.cells.length > columns.length ? '' : ''),
    cells: line.cells,
    columns,
    sourceLine: line.text.trim().replace(/\t~~STRUCK~~$/, ''),
    source,
    hints: areaCell ? hints : hints,
  };
}
