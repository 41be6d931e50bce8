import 'reflect-metadata';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { capesizeTubaraoQingdao } from '../../../tests/fixtures/estimates.js';
import { calculateFleet, type VesselResult } from '../../../shared/voyage/index.js';
import { normaliseLegacyPayload } from '../calculator/legacy-payload.js';
import { SavedResult } from '../results/saved-result.entity.js';
import { fmtNumber } from './pdf-table.js';
import { readSavedVoyage, type SavedVoyage } from './saved-voyage.js';
import { FMT } from './sheet-table.js';
import { voyagePdf } from './voyage-pdf.js';
import { voyageWorkbook } from './voyage-workbook.js';

const calc = normaliseLegacyPayload(capesizeTubaraoQingdao());
const engine = calculateFleet({ input: calc.input, options: calc.options }).results[0]!;

/** A saved voyage as the calculator stores it: the result through JSON (as the json column keeps it). */
function savedVoyage(result: VesselResult = engine): SavedVoyage {
  const saved = Object.assign(new SavedResult(), {
    id: 42,
    saveLabel: 'Q2 offer',
    vesselName: result.vesselName,
    orderName: calc.orderName,
    firstLoadPort: 'Tubarao',
    lastDischargePort: 'Qingdao',
    loadQuantity: result.cargoCarried,
    calculatorResult: JSON.parse(JSON.stringify(result)) as Record<string, unknown>,
    cargoOrder: {},
    fleet: { port: 'Rio Grande' },
    portOperation: [],
    createdAt: new Date('2027-03-01T09:30:00Z'),
  });
  return readSavedVoyage(saved);
}

/** The text drawn on each page of an uncompressed PDF: the hex strings of its TJ operators, decoded. */
function pdfPages(pdf: Buffer): { pages: number; text: string } {
  const raw = pdf.toString('latin1');
  const pages = (raw.match(/\/Type \/Page\b/g) ?? []).length;
  const text = [...raw.matchAll(/\[([^\]]*)\] TJ/g)]
    .map((m) =>
      [...m[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
    )
    .join('\n');
  return { pages, text };
}

describe('a saved voyage exported', () => {
  it('as a workbook with one sheet per part, the stored figures as formatted numbers', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await voyageWorkbook(savedVoyage()).xlsx.writeBuffer());
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Summary', 'Itinerary', 'Fuel', 'Costs']);
    const summary = wb.getWorksheet('Summary')!;
    const fact = (label: string) => {
      let found: ExcelJS.Cell | undefined;
      summary.eachRow((row) => {
        if (row.getCell(1).value === label) found = row.getCell(2);
      });
      return found!;
    };
    expect(fact('Vessel').value).toBe(engine.vesselName);
    expect([fact('TCE (USD/day)').value, fact('TCE (USD/day)').numFmt]).toEqual([engine.tcEq, FMT.money]);
    expect(fact('Break-even freight (USD/t)').value).toBe(engine.frtCost);
    expect(fact('Profit Net (USD)').value).toBe(engine.profitNet);
    expect([fact('Voyage days').value, fact('Voyage days').numFmt]).toEqual([engine.voyageDays, FMT.dec2]);
    expect((fact('Saved (UTC)').value as Date).toISOString()).toBe('2027-03-01T09:30:00.000Z');

    const rows = Object.values(engine.portToPortOperationResultMap).sort((a, b) => a.index - b.index);
    const itinerary = wb.getWorksheet('Itinerary')!;
    expect(itinerary.rowCount).toBe(1 + rows.length);
    rows.forEach((r, i) => {
      const line = itinerary.getRow(i + 2);
      expect([line.getCell(1).value, line.getCell(2).value]).toEqual([r.operation, r.port]);
      expect((line.getCell(3).value as Date).toISOString()).toBe(new Date(r.arrivalTime).toISOString());
      expect(line.getCell(3).numFmt).toBe(FMT.dateTime);
      expect([line.getCell(8).value, line.getCell(9).value]).toEqual([r.seaDays, r.portDays]);
    });
    const fuel = wb.getWorksheet('Fuel')!;
    expect([2, 3, 4].map((n) => fuel.getRow(n).getCell(2).value)).toEqual([
      engine.fuelByGrade.hs,
      engine.fuelByGrade.ls,
      engine.fuelByGrade.mgo,
    ]);
    const costs = wb.getWorksheet('Costs')!;
    expect([costs.getCell('A1').value, costs.getCell('B1').value]).toEqual([
      'Net freight revenue',
      engine.details.netFrtRevenue,
    ]);
    expect(costs.getCell('B8').value).toBe(engine.details.hireExp);
  });

  it('leaves a figure an older saved voyage lacks empty instead of failing', async () => {
    const { explain: _e, emissions: _m, ...older } = JSON.parse(JSON.stringify(engine)) as Record<string, unknown>;
    const voyage = savedVoyage(older as unknown as VesselResult);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await voyageWorkbook(voyage).xlsx.writeBuffer());
    expect(wb.getWorksheet('Fuel')!.getRow(2).getCell(3).value).toBeNull();
    expect(pdfPages(await voyagePdf(voyage, { compress: false })).pages).toBe(1);
  });

  it('as a one-page A4 PDF naming the vessel with its TCE as the fleet table shows it', async () => {
    const pdf = await voyagePdf(savedVoyage(), { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const { pages, text } = pdfPages(pdf);
    expect(pages).toBe(1);
    expect(text).toContain(engine.vesselName);
    expect(text).toContain(fmtNumber(engine.tcEq, 0));
    expect(text).toContain(fmtNumber(engine.frtCost, 3));
    expect(text).toContain('Qingdao');
  });

  it('stays on one page however long the itinerary, counting the rows it leaves out', async () => {
    const voyage = savedVoyage();
    const many = { ...voyage, rows: Array.from({ length: 80 }, (_, i) => ({ ...voyage.rows[1]!, port: `Port ${i}` })) };
    const { pages, text } = pdfPages(await voyagePdf(many, { compress: false }));
    expect(pages).toBe(1);
    expect(text).toMatch(/\.\.\. \d+ more rows in the Excel export/);
    // The compressed PDF the route serves is one page too.
    const served = (await voyagePdf(many)).toString('latin1');
    expect((served.match(/\/Type \/Page\b/g) ?? []).length).toBe(1);
  });
});
