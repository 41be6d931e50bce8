import { decodeEntities } from './html-entities.js';
import { STRUCK_MARK } from './status.js';

const BLOCK = new Set([
  'p',
  'div',
  'br',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'hr',
  'pre',
  'section',
  'article',
  'center',
  'dt',
  'dd',
]);
const SKIP = new Set(['head', 'style', 'script', 'title', 'noscript', 'template', 'xml']);
const VOID = new Set(['br', 'hr', 'img', 'meta', 'link', 'input', 'col', 'wbr', 'area', 'base']);
const STRIKE = new Set(['s', 'strike', 'del']);

interface Cell {
  text: string;
  struck: boolean;
  plain: boolean;
  colspan: number;
  rowspan: number;
}

interface Table {
  rows: string[];
  row: Cell[] | null;
  cell: Cell | null;
  carry: Map<number, { text: string; left: number }>;
}

const ATTR = new Map<string, RegExp>();

function attr(attrs: string, name: string): string | null {
  if (!attrs.includes(name) && !attrs.toLowerCase().includes(name)) return null;
  let re = ATTR.get(name);
  if (!re) {
    re = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');
    ATTR.set(name, re);
  }
  const m = re.exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
}

function isHidden(attrs: string): boolean {
  const style = attr(attrs, 'style') ?? '';
  return (
    /display\s*:\s*none|visibility\s*:\s*hidden|max-height\s*:\s*0/i.test(style) ||
    /\bhidden\b/i.test(attrs.replace(/"[^"]*"|'[^']*'/g, ''))
  );
}

function clean(text: string): string {
  return text.replace(/[ \t\r\n\u00a0]+/g, ' ').trim();
}

/** Lays out one table row: rowspan cells carried down, colspan cells padded; a lone spanning cell is a heading. */
function rowLine(table: Table, cells: Cell[]): string {
  const out: string[] = [];
  let col = 0;
  const takeCarry = () => {
    for (let c = table.carry.get(col); c; c = table.carry.get(col)) {
      out.push(c.text);
      c.left -= 1;
      if (c.left <= 0) table.carry.delete(col);
      col += 1;
    }
  };
  let struck = 0;
  let filled = 0;
  for (const cell of cells) {
    takeCarry();
    const text = clean(cell.text);
    out.push(text);
    if (text !== '') {
      filled += 1;
      if (cell.struck && !cell.plain) struck += 1;
    }
    if (cell.rowspan > 1) table.carry.set(col, { text, left: cell.rowspan - 1 });
    col += 1;
    for (let k = 1; k < cell.colspan; k += 1) {
      out.push('');
      col += 1;
    }
  }
  takeCarry();
  if (filled === 1 && cells.length === 1) return out.join('').trim();
  const line = out.join('\t');
  return struck > 0 && struck >= filled / 2 ? `${line}\t${STRUCK_MARK}` : line;
}

/**
 * HTML to plain lines: paragraphs and breaks become new lines, each table row one line of tab-separated
 * cells (rowspan carried down, colspan padded, a struck-through row marked), hidden elements, styles and
 * scripts dropped, blockquotes prefixed with '> ', entities decoded.
 */
export function htmlToLines(html: string): string {
  const lines: string[] = [];
  let current = '';
  const tables: Table[] = [];
  let skipDepth = 0;
  let skipTag = '';
  let strikeDepth = 0;
  let quoteDepth = 0;
  const styleStack: string[] = [];
  const flush = () => {
    const text = clean(current);
    if (text !== '') lines.push(`${'> '.repeat(quoteDepth)}${text}`);
    current = '';
  };
  const source = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  const re = /<(\/?)([a-zA-Z][a-zA-Z0-9:]*)([^>]*)>|([^<]+)/g;
  for (let m = re.exec(source); m !== null; m = re.exec(source)) {
    const [, close, rawTag, attrs = '', text] = m;
    if (text !== undefined) {
      if (skipDepth > 0) continue;
      const decoded = decodeEntities(text);
      const table = tables.at(-1);
      if (table?.cell) {
        table.cell.text += decoded;
        if (decoded.trim() !== '') {
          if (strikeDepth > 0) table.cell.struck = true;
          else table.cell.plain = true;
        }
      } else current += decoded;
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    if (skipDepth > 0) {
      if (tag === skipTag && !VOID.has(tag)) skipDepth += close ? -1 : attrs.trim().endsWith('/') ? 0 : 1;
      continue;
    }
    if (!close && (SKIP.has(tag) || isHidden(attrs)) && !VOID.has(tag)) {
      skipDepth = 1;
      skipTag = tag;
      continue;
    }
    const table = tables.at(-1);
    if (STRIKE.has(tag) || (!close && /line-through/i.test(attr(attrs, 'style') ?? ''))) {
      if (!close) {
        strikeDepth += 1;
        if (!STRIKE.has(tag)) styleStack.push(tag);
      } else strikeDepth = Math.max(0, strikeDepth - 1);
      continue;
    }
    if (close && styleStack.at(-1) === tag) {
      styleStack.pop();
      strikeDepth = Math.max(0, strikeDepth - 1);
    }
    if (tag === 'table') {
      if (!close) {
        flush();
        if (table?.cell) table.cell.text += ' ';
        tables.push({ rows: [], row: null, cell: null, carry: new Map() });
      } else if (table) {
        tables.pop();
        for (const row of table.rows) lines.push(`${'> '.repeat(quoteDepth)}${row}`);
      }
      continue;
    }
    if (table && tag === 'tr') {
      if (!close) table.row = [];
      else if (table.row) {
        const line = rowLine(table, table.row);
        if (line.replace(/\t/g, '').trim() !== '') table.rows.push(line);
        table.row = null;
      }
      continue;
    }
    if (table && (tag === 'td' || tag === 'th')) {
      if (!close) {
        table.row ??= [];
        table.cell = {
          text: '',
          struck: false,
          plain: false,
          colspan: Math.max(1, Number(attr(attrs, 'colspan') ?? 1) || 1),
          rowspan: Math.max(1, Number(attr(attrs, 'rowspan') ?? 1) || 1),
        };
        table.row.push(table.cell);
      } else table.cell = null;
      continue;
    }
    if (tag === 'blockquote') {
      flush();
      quoteDepth = Math.max(0, quoteDepth + (close ? -1 : 1));
      continue;
    }
    if (BLOCK.has(tag)) {
      if (table?.cell) table.cell.text += ' ';
      else flush();
    }
  }
  flush();
  for (const table of tables.reverse()) lines.push(...table.rows);
  return lines.join('\n');
}
