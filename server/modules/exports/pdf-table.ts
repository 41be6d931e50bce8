import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** A number as the web app shows it (en-US, fixed decimals); '-' for none. */
export function fmtNumber(value: number | null | undefined, decimals: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '-';
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** An instant as the web app shows it, DD/MMM/yyyy HH:mm in UTC; '-' for none. */
export function fmtInstant(value: Date | null): string {
  if (!value) return '-';
  const d = value;
  return `${two(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** One column of a PDF table: header, width (pt), alignment and the text of a row. */
export interface PdfColumn<R> {
  header: string;
  width: number;
  align?: 'left' | 'right';
  text(row: R): string;
}

/** Cuts a text to a width with an ellipsis, so a long port name never wraps onto a second line. */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}...`) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}

/** One line of text at (x, y), never wrapping and never moving the page cursor onto a new page. */
export function textAt(doc: Doc, text: string, x: number, y: number, width: number, align: 'left' | 'right' = 'left') {
  doc.text(fit(doc, text, width - 2), x, y, { width, align, lineBreak: false });
}

/**
 * Draws a table at (x, y) with one line per row (`rowHeight` pt); rows beyond `maxRows` are left out and
 * counted in a last line, so the table never grows past the space it was given. Returns the y below it.
 */
export function drawTable<R>(
  doc: Doc,
  at: { x: number; y: number; rowHeight: number; maxRows: number },
  columns: readonly PdfColumn<R>[],
  rows: readonly R[],
): number {
  const width = columns.reduce((s, c) => s + c.width, 0);
  let y = at.y;
  doc.font('Helvetica-Bold').fontSize(7);
  doc
    .rect(at.x, y - 2, width, at.rowHeight)
    .fill('#e2e8f0')
    .fillColor('black');
  let x = at.x;
  for (const c of columns) {
    textAt(doc, c.header, x + 2, y, c.width - 2, c.align);
    x += c.width;
  }
  y += at.rowHeight;
  doc.font('Helvetica').fontSize(7);
  const shown = rows.length > at.maxRows ? rows.slice(0, at.maxRows - 1) : rows;
  for (const row of shown) {
    x = at.x;
    for (const c of columns) {
      textAt(doc, c.text(row), x + 2, y, c.width - 2, c.align);
      x += c.width;
    }
    y += at.rowHeight;
  }
  if (shown.length < rows.length) {
    textAt(doc, `... ${rows.length - shown.length} more rows in the Excel export`, at.x + 2, y, width);
    y += at.rowHeight;
  }
  doc
    .moveTo(at.x, y - 2)
    .lineTo(at.x + width, y - 2)
    .lineWidth(0.5)
    .strokeColor('#a0aec0')
    .stroke();
  return y;
}
