import 'reflect-metadata';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { supramaxIndonesiaIndia } from '../../../tests/fixtures/estimates.js';
import { calculateFleet } from '../../../shared/voyage/index.js';
import { normaliseLegacyPayload } from '../calculator/legacy-payload.js';
import { fleetWorkbook } from './fleet-workbook.js';
import { FMT } from './sheet-table.js';

const calc = normaliseLegacyPayload(supramaxIndonesiaIndia());
const { results } = calculateFleet({ input: calc.input, options: calc.options });

/** The workbook as a reader opens it: written to bytes and loaded again. */
async function readBack(): Promise<ExcelJS.Workbook> {
  const bytes = await fleetWorkbook(calc, results).xlsx.writeBuffer();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes);
  return wb;
}

/** The cells of a sheet by header: header -> cell of data row `row` (1-based, under the header). */
function byHeader(ws: ExcelJS.Worksheet, row: number): Map<string, ExcelJS.Cell> {
  const cells = new Map<string, ExcelJS.Cell>();
  ws.getRow(1).eachCell((h, col) => cells.set(String(h.value), ws.getRow(row + 1).getCell(col)));
  return cells;
}

describe('the fleet matrix workbook', () => {
  it('has the sheets Fleet, Order and Inputs, one Fleet row per vessel in fleet order', async () => {
    const wb = await readBack();
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Fleet', 'Order', 'Inputs']);
    const fleet = wb.getWorksheet('Fleet')!;
    expect(results.length).toBe(3);
    expect(fleet.rowCount).toBe(1 + results.length);
    expect(results.map((_, i) => fleet.getRow(i + 2).getCell(1).value)).toEqual(results.map((r) => r.vesselName));
  });

  it("holds the engine's figures as numbers, unrounded, with number formats", async () => {
    const fleet = (await readBack()).getWorksheet('Fleet')!;
    results.forEach((r, i) => {
      const cells = byHeader(fleet, i + 1);
      const expectCell = (header: string, value: number | null, fmt: string) => {
        const cell = cells.get(header)!;
        expect(cell.value, `${r.vesselName} ${header}`).toBe(value);
        if (value !== null) expect(cell.type, header).toBe(ExcelJS.ValueType.Number);
        expect(cell.numFmt, header).toBe(fmt);
      };
      expectCell('TCE (USD/day)', r.tcEq, FMT.money);
      expectCell('Break-even freight (USD/t)', r.frtCost, FMT.perTonne);
      expectCell('Profit (USD)', r.profit, FMT.money);
      expectCell('Profit/day (USD)', r.profitPerDay, FMT.money);
      expectCell('Profit Net (USD)', r.profitNet, FMT.money);
      expectCell('Voyage days', r.voyageDays, FMT.dec2);
      expectCell('Loadability (t)', r.loadability, FMT.qty);
      expectCell('HS fuel (t)', r.fuelByGrade.hs, FMT.qty2);
      expectCell('LS fuel (t)', r.fuelByGrade.ls, FMT.qty2);
      expectCell('MGO fuel (t)', r.fuelByGrade.mgo, FMT.qty2);
      expectCell('Vessel premium (USD/day)', r.vesselPremium, FMT.money);
      expectCell('Position premium (USD/day)', r.positionPremium, FMT.money);
      expectCell('DWT (t)', calc.input.fleet[i]!.vessel.vesselDwt, FMT.qty);
      expectCell('Hire (USD/day)', calc.input.fleet[i]!.hirePerDay, FMT.money);
      const eta = cells.get('ETA load port (UTC)')!;
      expect(eta.type).toBe(ExcelJS.ValueType.Date);
      expect((eta.value as Date).toISOString()).toBe(new Date(r.eta!).toISOString());
      expect(eta.numFmt).toBe(FMT.dateTime);
    });
    // The reference vessel's premiums are numbers in this fixture: the check above compared real figures.
    expect(results.some((r) => typeof r.vesselPremium === 'number')).toBe(true);
  });

  it('lists the itinerary as the engine read it and the bunker prices by fuel type', async () => {
    const wb = await readBack();
    const order = wb.getWorksheet('Order')!;
    expect(order.rowCount).toBe(1 + calc.input.rows.length);
    calc.input.rows.forEach((row, i) => {
      const cells = byHeader(order, i + 1);
      expect([cells.get('Operation')!.value, cells.get('Port')!.value]).toEqual([row.operation, row.port]);
      expect(cells.get('Distance (nm)')!.value).toBe(row.distNormal);
    });
    const inputs = wb.getWorksheet('Inputs')!;
    expect(inputs.getCell('B1').value).toBe(calc.orderName);
    const laycan = inputs.getCell('B4');
    expect((laycan.value as Date).toISOString()).toBe(new Date(calc.input.order.laycanStartDate).toISOString());
    const type0 = [...Array(inputs.rowCount).keys()]
      .map((i) => inputs.getRow(i + 1))
      .find((r) => r.getCell(1).value === 'TYPE0')!;
    expect([type0.getCell(2).value, type0.getCell(3).value, type0.getCell(4).value]).toEqual([
      calc.input.order.fuelPrices.TYPE0.hs,
      calc.input.order.fuelPrices.TYPE0.ls,
      calc.input.order.fuelPrices.TYPE0.mgo,
    ]);
    expect(type0.getCell(2).numFmt).toBe(FMT.money);
  });
});
