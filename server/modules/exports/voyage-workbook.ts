import ExcelJS from 'exceljs';
import type { FuelGrade, RowResult } from '../../../shared/voyage/index.js';
import { costFacts, keyFigures, voyageFacts, type SavedVoyage, type Stored } from './saved-voyage.js';
import { FMT, instant, num, writeFacts, writeTable, type Column } from './sheet-table.js';

type Row = Stored<RowResult>;

/** The itinerary as the engine timed it (the saved voyage's margin table), one row per port operation. */
const ITINERARY_COLUMNS: readonly Column<Row>[] = [
  { header: 'Operation', width: 14, value: (r) => r.operation ?? null },
  { header: 'Port', width: 22, value: (r) => r.port ?? null },
  { header: 'Arrival (UTC)', width: 18, fmt: FMT.dateTime, value: (r) => instant(r.arrivalTime) },
  { header: 'Departure (UTC)', width: 18, fmt: FMT.dateTime, value: (r) => instant(r.departureTime) },
  { header: 'Distance (nm)', fmt: FMT.qty, value: (r) => num(r.distNormal) },
  { header: 'of which ECA (nm)', width: 18, fmt: FMT.qty, value: (r) => num(r.distEca) },
  { header: 'Speed (kn)', fmt: FMT.dec2, value: (r) => num(r.speedNormal) },
  { header: 'Sea days', fmt: FMT.dec2, value: (r) => num(r.seaDays) },
  { header: 'Port days', fmt: FMT.dec2, value: (r) => num(r.portDays) },
  { header: 'Waiting days', fmt: FMT.dec2, value: (r) => num(r.waitingDays) },
  { header: 'Cargo (t)', fmt: FMT.qty, value: (r) => num(r.cargoTx) },
  { header: 'HS at sea (t)', fmt: FMT.qty2, value: (r) => num(r.seaFuel?.hs) },
  { header: 'LS at sea (t)', fmt: FMT.qty2, value: (r) => num(r.seaFuel?.ls) },
  { header: 'MGO at sea (t)', fmt: FMT.qty2, value: (r) => num(r.seaFuel?.mgo) },
  { header: 'HS in port (t)', fmt: FMT.qty2, value: (r) => num(r.portFuel?.hs) },
  { header: 'LS in port (t)', fmt: FMT.qty2, value: (r) => num(r.portFuel?.ls) },
  { header: 'MGO in port (t)', fmt: FMT.qty2, value: (r) => num(r.portFuel?.mgo) },
  { header: 'CO2 (t)', fmt: FMT.qty2, value: (r) => num(r.co2) },
  { header: 'On hire', value: (r) => (r.onHire ? 'Yes' : 'No') },
];

const GRADES: readonly FuelGrade[] = ['hs', 'ls', 'mgo'];
const GRADE_NAME: Record<FuelGrade, string> = { hs: 'HS', ls: 'LS', mgo: 'MGO' };

/** A fuel line per grade: consumption, the settlement price and the bunkers on delivery and redelivery. */
export interface FuelLine {
  grade: string;
  consumed: number | null;
  price: number | null;
  bod: number | null;
  bor: number | null;
  shortfall: number | null;
}

export function fuelLines(v: SavedVoyage): FuelLine[] {
  return GRADES.map((g) => {
    const f = v.result.explain?.fuel?.[g];
    return {
      grade: GRADE_NAME[g],
      consumed: num(v.result.fuelByGrade?.[g]),
      price: num(f?.priceSettlement),
      bod: num(f?.bod),
      bor: num(f?.bor),
      shortfall: num(f?.shortfall),
    };
  });
}

const FUEL_COLUMNS: readonly Column<FuelLine>[] = [
  { header: 'Grade', value: (l) => l.grade },
  { header: 'Consumed (t)', width: 14, fmt: FMT.qty2, value: (l) => l.consumed },
  { header: 'Settlement price (USD/t)', width: 24, fmt: FMT.money, value: (l) => l.price },
  { header: 'On delivery (t)', width: 16, fmt: FMT.qty2, value: (l) => l.bod },
  { header: 'On redelivery (t)', width: 18, fmt: FMT.qty2, value: (l) => l.bor },
  { header: 'Shortfall (t)', width: 14, fmt: FMT.qty2, value: (l) => l.shortfall },
];

/**
 * A saved voyage as a workbook, one sheet per part: "Summary" (who, what, when and the headline figures),
 * "Itinerary" (each port operation's times, distances, days, cargo and fuel), "Fuel" (by grade) and "Costs"
 * (Result Details and the hire periods). Every figure is the engine's result stored at save time.
 */
export function voyageWorkbook(v: SavedVoyage): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Voyage Estimator';
  const summary = wb.addWorksheet('Summary');
  const next = writeFacts(summary, voyageFacts(v));
  writeFacts(summary, keyFigures(v), next + 1);
  writeTable(wb.addWorksheet('Itinerary'), ITINERARY_COLUMNS, v.rows);
  writeTable(wb.addWorksheet('Fuel'), FUEL_COLUMNS, fuelLines(v));
  const costs = wb.addWorksheet('Costs');
  const after = writeFacts(costs, costFacts(v));
  const hire = (v.result.explain?.hire ?? []).filter((h) => h !== null);
  const header = costs.getRow(after + 1);
  header.values = ['Hire period', 'Hire (USD/day)', 'Days', 'Cost (USD)'];
  header.font = { bold: true };
  hire.forEach((h, i) => {
    const row = costs.getRow(after + 2 + i);
    row.values = [`Period ${i + 1}`, num(h.hireRate), num(h.days), num(h.cost)];
    row.getCell(2).numFmt = FMT.money;
    row.getCell(3).numFmt = FMT.dec2;
    row.getCell(4).numFmt = FMT.money;
  });
  return wb;
}
