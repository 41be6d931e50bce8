import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, rest } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { cellText, fleetRow, fleetRows, openCalculator, seeToast, settled } from './calculator-support.js';
import { toast, waitForPath } from './e2e-support.js';

/** A figure as the fleet table writes it (en-US, no decimals). */
const shown = (value: unknown) => Number(value).toLocaleString('en-US', { maximumFractionDigits: 0 });

/** Clicks a button that starts a download and answers the file: its suggested name and bytes. */
async function downloadBy(page: Page, name: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

async function workbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
}

/** The column number of a header in a sheet's first row. */
function column(ws: ExcelJS.Worksheet, header: string): number {
  let found = 0;
  ws.getRow(1).eachCell((c, col) => {
    if (c.value === header) found = col;
  });
  expect(found, header).toBeGreaterThan(0);
  return found;
}

/**
 * Issue #21 item 5 in Chromium: Export to Excel downloads the fleet matrix of the order on screen, whose
 * figures are the fleet table's; a saved voyage's Excel and PDF downloads carry the saved screen's figures,
 * the PDF on one page; a refused download is a toast with the server's message.
 */
describe('exports from the calculator and a saved voyage', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await openCalculator(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("Export to Excel: one Fleet row per vessel with the fleet table's TCE and Profit Net", async () => {
    await settled(page, 0);
    const file = await downloadBy(page, 'Export to Excel');
    expect(file.name).toMatch(/^fleet-.+\.xlsx$/);
    const wb = await workbook(file.bytes);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Fleet', 'Order', 'Inputs']);
    const fleet = wb.getWorksheet('Fleet')!;
    const [vessel, tce, profitNet] = ['Vessel', 'TCE (USD/day)', 'Profit Net (USD)'].map((h) => column(fleet, h));
    expect(fleet.rowCount - 1).toBe(await fleetRows(page).count());
    for (let r = 2; r <= fleet.rowCount; r++) {
      const line = fleet.getRow(r);
      expect(line.getCell(tce!).type).toBe(ExcelJS.ValueType.Number);
      const row = fleetRow(page, String(line.getCell(vessel!).value));
      expect(await cellText(row, 'tcEq')).toBe(shown(line.getCell(tce!).value));
      expect(await cellText(row, 'profitNet')).toBe(shown(line.getCell(profitNet!).value));
    }
  });

  it("a saved voyage's Excel holds the saved screen's TCE; its PDF is one page", async () => {
    const first = fleetRows(page).first();
    await first.locator('td[data-col="port"]').click();
    await expect.poll(() => first.getAttribute('data-active')).toBe('true');
    await page.getByRole('button', { name: 'Save Voyage' }).click();
    const d = page.getByRole('dialog', { name: 'Save Voyage' });
    await d.getByLabel('Voyage Label').fill('Export E2E');
    await d.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, "Voyage 'Export E2E' saved");

    await page.goto('/saved');
    const card = page.getByTestId('saved-card').filter({ hasText: 'Export E2E' });
    await card.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL((u) => /^\/saved\/\d+$/.test(u.pathname));
    await waitForPath(page, new URL(page.url()).pathname);
    const savedRow = fleetRows(page).first();
    await savedRow.waitFor();
    const tceOnScreen = await cellText(savedRow, 'tcEq');

    const excel = await downloadBy(page, 'Excel');
    expect(excel.name).toMatch(/^voyage-Export-E2E-.+\.xlsx$/);
    const wb = await workbook(excel.bytes);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Summary', 'Itinerary', 'Fuel', 'Costs']);
    let tce: unknown;
    wb.getWorksheet('Summary')!.eachRow((row) => {
      if (row.getCell(1).value === 'TCE (USD/day)') tce = row.getCell(2).value;
    });
    expect(typeof tce).toBe('number');
    expect(shown(tce)).toBe(tceOnScreen);

    const pdf = await downloadBy(page, 'PDF');
    expect(pdf.name).toMatch(/\.pdf$/);
    const raw = pdf.bytes.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect((raw.match(/\/Type \/Page\b/g) ?? []).length).toBe(1);

    // Deleted meanwhile (by a colleague): the download is refused and says why.
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const token = await loginToken(server.url, 'admin@demo.example');
    expect((await rest(server.url, 'DELETE', `/result/deleteById?id=${id}`, { token })).status).toBe(200);
    await page.getByRole('button', { name: 'PDF', exact: true }).click();
    await seeToast(page, 'Export failed');
    await expect
      .poll(() => toast(page, 'Export failed').last().textContent())
      .toContain(`Saved result ${id} not found`);
  });
});
