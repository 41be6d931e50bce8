import ExcelJS from 'exceljs';
import type { FleetEntryInput, FuelTypeCode, OperationRow, VesselResult } from '../../../shared/voyage/index.js';
import type { NormalisedCalculation } from '../calculator/legacy-payload.js';
import { FMT, instant, num, writeFacts, writeTable, yesNo, type Column, type Fact } from './sheet-table.js';

/** A fleet row: the engine's result and the fleet entry it was computed for. */
interface FleetRow {
  result: VesselResult;
  entry: FleetEntryInput | undefined;
}

/** The fleet table's columns (fleet-columns.tsx), then the fuel by grade and emissions; every figure the engine's. */
const FLEET_COLUMNS: readonly Column<FleetRow>[] = [
  { header: 'Vessel', width: 24, value: (r) => r.result.vesselName },
  { header: 'Reference', value: (r) => (r.entry?.isReferenceVessel ? 'Yes' : '') },
  { header: 'DWT (t)', fmt: FMT.qty, value: (r) => num(r.entry?.vessel.vesselDwt) },
  { header: 'Open port', width: 20, value: (r) => r.entry?.port ?? null },
  { header: 'Date open (UTC)', width: 18, fmt: FMT.dateTime, value: (r) => instant(r.entry?.dateOpening) },
  { header: 'Hire (USD/day)', fmt: FMT.money, value: (r) => num(r.entry?.hirePerDay) },
  { header: 'TCE (USD/day)', fmt: FMT.money, value: (r) => num(r.result.tcEq) },
  { header: 'Break-even freight (USD/t)', width: 26, fmt: FMT.perTonne, value: (r) => num(r.result.frtCost) },
  { header: 'Profit (USD)', width: 16, fmt: FMT.money, value: (r) => num(r.result.profit) },
  { header: 'Profit/day (USD)', width: 16, fmt: FMT.money, value: (r) => num(r.result.profitPerDay) },
  { header: 'Profit Net (USD)', width: 16, fmt: FMT.money, value: (r) => num(r.result.profitNet) },
  { header: 'Voyage days', fmt: FMT.dec2, value: (r) => num(r.result.voyageDays) },
  { header: 'On-hire days', fmt: FMT.dec2, value: (r) => num(r.result.onHireDays) },
  { header: 'ETA load port (UTC)', width: 20, fmt: FMT.dateTime, value: (r) => instant(r.result.eta) },
  { header: 'Makes laycan', value: (r) => yesNo(r.result.canMakeLaycan) },
  { header: 'Loadability (t)', width: 16, fmt: FMT.qty, value: (r) => num(r.result.loadability) },
  { header: 'Cargo carried (t)', width: 16, fmt: FMT.qty, value: (r) => num(r.result.cargoCarried) },
  { header: 'Vessel premium (USD/day)', width: 24, fmt: FMT.money, value: (r) => num(r.result.vesselPremium) },
  { header: 'Position premium (USD/day)', width: 26, fmt: FMT.money, value: (r) => num(r.result.positionPremium) },
  { header: 'HS fuel (t)', fmt: FMT.qty2, value: (r) => num(r.result.fuelByGrade.hs) },
  { header: 'LS fuel (t)', fmt: FMT.qty2, value: (r) => num(r.result.fuelByGrade.ls) },
  { header: 'MGO fuel (t)', fmt: FMT.qty2, value: (r) => num(r.result.fuelByGrade.mgo) },
  { header: 'Fuel expenses (USD)', width: 20, fmt: FMT.money, value: (r) => num(r.result.details.fuelExpenses) },
  { header: 'CO2 (t)', fmt: FMT.qty2, value: (r) => num(r.result.emissions.co2) },
  { header: 'EUAs (t)', fmt: FMT.qty2, value: (r) => num(r.result.emissions.etsAllowances) },
  { header: 'EU ETS (USD)', fmt: FMT.money, value: (r) => num(r.result.emissions.etsCostUsd) },
  { header: 'CII rating', value: (r) => r.result.emissions.cii?.rating ?? null },
  { header: 'Warnings', width: 40, value: (r) => r.result.warnings.map((w) => w.message).join('; ') || null },
];

/** The order's itinerary in calculation order, as the engine read it. */
const ORDER_COLUMNS: readonly Column<OperationRow>[] = [
  { header: 'Operation', width: 14, value: (r) => r.operation },
  { header: 'Port', width: 22, value: (r) => r.port },
  { header: 'Distance (nm)', fmt: FMT.qty, value: (r) => r.distNormal },
  { header: 'of which ECA (nm)', width: 18, fmt: FMT.qty, value: (r) => r.distEca },
  { header: 'Speed (kn)', fmt: FMT.dec2, value: (r) => r.speedNormal },
  { header: 'Condition', value: (r) => r.lbmarker },
  { header: 'Cargo qty (t)', fmt: FMT.qty, value: (r) => r.cargoQty },
  { header: 'Tolerance %', fmt: FMT.dec2, value: (r) => r.tolerance },
  { header: 'Rate (t/day)', fmt: FMT.qty, value: (r) => r.rate },
  { header: 'Terms', value: (r) => r.terms },
  { header: 'Turn time (days)', width: 16, fmt: FMT.dec2, value: (r) => r.turnTime },
  { header: 'Extra days', fmt: FMT.dec2, value: (r) => r.extraDays },
  { header: 'Port expenses (USD)', width: 20, fmt: FMT.money, value: (r) => r.portExp },
  { header: 'Freight (USD/t)', width: 16, fmt: FMT.money, value: (r) => r.freight },
  { header: 'Adcom %', fmt: FMT.dec2, value: (r) => r.adcom },
  { header: 'Brokerage %', fmt: FMT.dec2, value: (r) => r.brokerage },
];

const FUEL_TYPES: readonly FuelTypeCode[] = ['TYPE0', 'TYPE1', 'TYPE2', 'TYPE3', 'TYPE4'];

function inputFacts(calc: NormalisedCalculation): Fact[] {
  const o = calc.input.order;
  return [
    ['Order', calc.orderName],
    ['Freight mode', o.freightMode],
    ['Quantity mode', o.qtyMode],
    ['Laycan start (UTC)', instant(o.laycanStartDate), FMT.dateTime],
    ['Laycan end (UTC)', instant(o.laycanEndDate), FMT.dateTime],
    ['Lumpsum freight (USD)', o.lumpsum, FMT.money],
    ['CVE (USD)', o.cve, FMT.money],
    ['Insurance (USD)', o.insurance, FMT.money],
    ['Hire survey (USD)', o.hireSurvey, FMT.money],
    ['Canal expenses (USD)', o.canalExpenses, FMT.money],
    ['Additional premium (USD)', o.additionalPremium, FMT.money],
    ['ILOHC (USD)', o.ilohc, FMT.money],
    ['Manoeuvring expenses (USD)', o.manoevringExp, FMT.money],
    ['Misc. expenses (USD)', o.miscExp, FMT.money],
    ['Misc. revenue (USD)', o.miscRevenue, FMT.money],
    ['TC Adcom %', o.tcAdcom, FMT.dec2],
    ['Delivery terms', o.deliveryTerms],
    ['Fuel calculation method', o.fuelCalculationMethod],
    ['EUA price (EUR/t)', o.euaPriceEur, FMT.money],
    ['EUR/USD', o.eurUsd, '0.0000'],
    ['EU ETS in P&L', yesNo(o.etsInPnl)],
  ];
}

/**
 * The fleet matrix as a workbook: "Fleet" (one row per vessel, in fleet order, the fleet table's figures),
 * "Order" (the itinerary the engine priced) and "Inputs" (the order's terms and its bunker prices by fuel
 * type). Cells hold the engine's numbers unrounded; the number formats do the rounding on screen.
 */
export function fleetWorkbook(calc: NormalisedCalculation, results: readonly VesselResult[]): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Voyage Estimator';
  const entries = new Map(calc.input.fleet.map((e) => [e.id, e]));
  const rows = results.map((result) => ({ result, entry: entries.get(result.fleetId) }));
  writeTable(wb.addWorksheet('Fleet'), FLEET_COLUMNS, rows);
  writeTable(wb.addWorksheet('Order'), ORDER_COLUMNS, calc.input.rows);
  const inputs = wb.addWorksheet('Inputs');
  const next = writeFacts(inputs, inputFacts(calc));
  const priceHeader = inputs.getRow(next + 1);
  ['Bunker prices (USD/t)', 'HS', 'LS', 'MGO'].forEach((h, i) => (priceHeader.getCell(i + 1).value = h));
  priceHeader.font = { bold: true };
  FUEL_TYPES.forEach((type, i) => {
    const prices = calc.input.order.fuelPrices[type];
    const row = inputs.getRow(next + 2 + i);
    row.values = [type, prices.hs, prices.ls, prices.mgo];
    for (const c of [2, 3, 4]) row.getCell(c).numFmt = FMT.money;
  });
  return wb;
}
