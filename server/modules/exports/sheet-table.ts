import type ExcelJS from 'exceljs';

/** Number formats of the exports (Excel's codes): money in USD, rates, quantities, days, instants in UTC. */
export const FMT = {
  /** USD amounts: thousands separators, 2 decimals. */
  money: '#,##0.00',
  /** USD per tonne (freight cost / break-even), 3 decimals as the fleet table shows it. */
  perTonne: '#,##0.000',
  /** Tonnes, DWT, nautical miles: thousands separators, no decimals. */
  qty: '#,##0',
  /** Tonnes and miles where the decimals matter (fuel). */
  qty2: '#,##0.00',
  /** Days, knots, percent figures. */
  dec2: '0.00',
  /** An instant (UTC wall time; Excel has no zones). */
  dateTime: 'dd-mmm-yyyy hh:mm',
  date: 'dd-mmm-yyyy',
} as const;

export type CellValue = number | string | Date | null;

/** One column of a sheet table: its header, width (characters), number format and the value of a row. */
export interface Column<R> {
  header: string;
  width?: number;
  fmt?: string;
  value(row: R): CellValue;
}

/** A finite number, else null (an empty cell): JSON has no Infinity, an old saved voyage may lack a field. */
export function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** An ISO instant as a Date (exceljs writes it as an Excel date serial in UTC), else null. */
export function instant(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export const yesNo = (flag: unknown): string => (flag ? 'Yes' : 'No');

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE2E8F0' } };

/** Writes a table: a bold, frozen header row and one row per item, every cell with its column's format. */
export function writeTable<R>(ws: ExcelJS.Worksheet, columns: readonly Column<R>[], rows: readonly R[]): void {
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? Math.max(10, c.header.length + 2) }));
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => (cell.fill = HEADER_FILL));
  ws.views = [{ state: 'frozen', ySplit: 1, xSplit: 1 }];
  for (const item of rows) {
    const row = ws.addRow(columns.map((c) => c.value(item)));
    columns.forEach((c, i) => {
      if (c.fmt) row.getCell(i + 1).numFmt = c.fmt;
    });
  }
}

/** One line of a facts sheet: a label, a value and its format. */
export type Fact = [label: string, value: CellValue, fmt?: string];

/** Writes label / value lines (a summary sheet): labels bold in column A, values in B with their formats. */
export function writeFacts(ws: ExcelJS.Worksheet, facts: readonly Fact[], startRow = 1): number {
  ws.getColumn(1).width = Math.max(ws.getColumn(1).width ?? 0, 30);
  ws.getColumn(2).width = Math.max(ws.getColumn(2).width ?? 0, 24);
  let r = startRow;
  for (const [label, value, fmt] of facts) {
    const row = ws.getRow(r++);
    row.getCell(1).value = label;
    row.getCell(1).font = { bold: true };
    row.getCell(2).value = value;
    if (fmt) row.getCell(2).numFmt = fmt;
  }
  return r;
}
