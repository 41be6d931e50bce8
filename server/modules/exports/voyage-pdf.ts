import PDFDocument from 'pdfkit';
import type { RowResult } from '../../../shared/voyage/index.js';
import { costFacts, keyFigures, type SavedVoyage, type Stored } from './saved-voyage.js';
import { FMT, instant, num, type Fact } from './sheet-table.js';
import { drawTable, fmtInstant, fmtNumber, textAt, type PdfColumn } from './pdf-table.js';
import { fuelLines, type FuelLine } from './voyage-workbook.js';

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 36;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN;
const ROW = 11;
/** Where the fuel and costs tables start: the itinerary gets the space above, whatever its length. */
const LOWER_TOP = BOTTOM - 150;

/** The PDF's text of a figure: USD and tonnes without decimals (as the fleet table), USD/t with 3, days with 2. */
function factText([, value, fmt]: Fact): string {
  if (value === null) return '-';
  if (value instanceof Date) return fmtInstant(value);
  if (typeof value === 'string') return value;
  const decimals = fmt === FMT.perTonne ? 3 : fmt === FMT.dec2 ? 2 : 0;
  return fmtNumber(value, decimals);
}

const d2 = (v: unknown) => fmtNumber(num(v), 2);
const ITINERARY: readonly PdfColumn<Stored<RowResult>>[] = [
  { header: 'Operation', width: 58, text: (r) => r.operation ?? '-' },
  { header: 'Port', width: 88, text: (r) => r.port ?? '-' },
  { header: 'Arrival (UTC)', width: 68, text: (r) => fmtInstant(instant(r.arrivalTime)) },
  { header: 'Departure (UTC)', width: 68, text: (r) => fmtInstant(instant(r.departureTime)) },
  { header: 'Dist nm', width: 42, align: 'right', text: (r) => fmtNumber(num(r.distNormal), 0) },
  { header: 'Speed kn', width: 40, align: 'right', text: (r) => d2(r.speedNormal) },
  { header: 'Sea days', width: 36, align: 'right', text: (r) => d2(r.seaDays) },
  { header: 'Port days', width: 36, align: 'right', text: (r) => d2(r.portDays) },
  { header: 'Wait days', width: 39, align: 'right', text: (r) => d2(r.waitingDays) },
  { header: 'Cargo t', width: 48, align: 'right', text: (r) => fmtNumber(num(r.cargoTx), 0) },
];

const FUEL: readonly PdfColumn<FuelLine>[] = [
  { header: 'Fuel', width: 40, text: (l) => l.grade },
  { header: 'Consumed t', width: 60, align: 'right', text: (l) => fmtNumber(l.consumed, 2) },
  { header: 'Price USD/t', width: 60, align: 'right', text: (l) => fmtNumber(l.price, 2) },
  { header: 'On delivery t', width: 60, align: 'right', text: (l) => fmtNumber(l.bod, 2) },
];

const COSTS: readonly PdfColumn<Fact>[] = [
  { header: 'Result (USD)', width: 150, text: ([label]) => label },
  { header: '', width: 90, align: 'right', text: factText },
];

function header(doc: Doc, v: SavedVoyage): number {
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black');
  textAt(doc, 'Voyage estimate', MARGIN, MARGIN, WIDTH);
  doc.font('Helvetica-Bold').fontSize(10);
  textAt(doc, `${v.vesselName} · ${v.orderName}`, MARGIN, MARGIN + 22, WIDTH);
  doc.font('Helvetica').fontSize(9);
  const route = `${v.firstLoadPort ?? '-'} to ${v.lastDischargePort ?? '-'}`;
  textAt(doc, `${v.label} · open ${v.openingPort ?? '-'} · ${route}`, MARGIN, MARGIN + 36, WIDTH);
  doc.fontSize(7.5).fillColor('#4a5568');
  const by = v.savedBy ? ` by ${v.savedBy}` : '';
  textAt(doc, `Saved ${fmtInstant(v.savedAt)} UTC${by} · times in UTC`, MARGIN, MARGIN + 49, WIDTH);
  return MARGIN + 64;
}

/** The headline figures as a grid of 4 x 3 boxes: label above, value below. */
function figures(doc: Doc, v: SavedVoyage, top: number): number {
  const w = WIDTH / 4;
  keyFigures(v).forEach((fact, i) => {
    const x = MARGIN + (i % 4) * w;
    const y = top + Math.floor(i / 4) * 34;
    doc
      .rect(x + 1, y, w - 2, 30)
      .lineWidth(0.5)
      .strokeColor('#cbd5e0')
      .stroke();
    doc.font('Helvetica').fontSize(7).fillColor('#4a5568');
    textAt(doc, fact[0], x + 5, y + 4, w - 10);
    doc.font('Helvetica-Bold').fontSize(11).fillColor('black');
    textAt(doc, factText(fact), x + 5, y + 15, w - 10);
  });
  return top + 3 * 34 + 6;
}

function heading(doc: Doc, text: string, x: number, y: number): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  textAt(doc, text, x, y, WIDTH);
  return y + 13;
}

/**
 * A saved voyage on one A4 page a broker can send: the vessel and order, the headline figures, the itinerary
 * (rows that would not fit are counted, not wrapped onto a second page), fuel by grade and the result's
 * lines. Built-in Helvetica only. `compress: false` leaves the page streams readable (the tests read them).
 */
export async function voyagePdf(v: SavedVoyage, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${v.label} · ${v.vesselName}`, Author: 'Voyage Estimator' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = figures(doc, v, header(doc, v));
  y = heading(doc, 'Itinerary', MARGIN, y);
  const maxRows = Math.floor((LOWER_TOP - 10 - y) / ROW) - 1;
  drawTable(doc, { x: MARGIN, y, rowHeight: ROW, maxRows }, ITINERARY, v.rows);
  const half = MARGIN + WIDTH / 2 + 20;
  drawTable(
    doc,
    { x: MARGIN, y: heading(doc, 'Fuel', MARGIN, LOWER_TOP), rowHeight: ROW, maxRows: 4 },
    FUEL,
    fuelLines(v),
  );
  drawTable(
    doc,
    { x: half, y: heading(doc, 'Costs', half, LOWER_TOP), rowHeight: ROW, maxRows: 11 },
    COSTS,
    costFacts(v),
  );
  doc.font('Helvetica').fontSize(6.5).fillColor('#718096');
  textAt(
    doc,
    'Figures as the voyage estimate engine computed them when the voyage was saved.',
    MARGIN,
    BOTTOM - 8,
    WIDTH,
  );
  doc.end();
  return done;
}
