import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import { asRestPayload } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { loginToken, rest } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { logIn, toast } from './e2e-support.js';

/** "Calculate & Save" through the API: the fixture estimate with one vessel marked for saving. */
async function saveVoyage(url: string, token: string, label: string, fleetIndex: number): Promise<number> {
  const payload = supramaxIndonesiaIndia();
  payload.autoSave = true;
  Object.assign(payload.fleetList[fleetIndex]!, { selectedForSave: true, saveLabel: label });
  const r = await rest<Record<string, { savedResultId?: number }>>(url, 'POST', '/calculate/multiple/old', {
    token,
    body: asRestPayload(payload),
  });
  const id = Object.values(r.body).find((v) => typeof v.savedResultId === 'number')?.savedResultId;
  if (r.status !== 200 || id === undefined) throw new Error(`calculate failed: ${r.status}`);
  return id;
}

const HEADINGS = [
  'No.',
  'Voyage Label',
  'Vessel Name',
  'Opening Port',
  'Name',
  'First Load Port',
  'Last Discharge Port',
  'Load Qty',
  'Created on',
  'Action',
];

describe('voyages (/voyages)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let pricingId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await loginToken(server.url, 'admin@demo.example');
    const pricing = await loginToken(server.url, 'pricing@demo.example');
    await saveVoyage(server.url, admin, 'Admin voyage', 0);
    pricingId = await saveVoyage(server.url, pricing, 'Pricing voyage', 1);
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await logIn(page, 'pricing@demo.example');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const labels = (table: string) => page.getByTestId(table).getByTestId('voyage-row').locator('td:nth-child(2)');

  it('shows My Voyages and All Voyages with the spec columns', async () => {
    await page.goto('/voyages');
    await page.getByRole('tab', { name: 'My Voyages' }).waitFor();
    const mine = page.getByTestId('voyages-mine');
    await mine.getByTestId('voyage-row').first().waitFor();
    expect(await mine.getByRole('columnheader').allTextContents()).toEqual(HEADINGS);
    expect(await labels('voyages-mine').allTextContents()).toEqual(['Pricing voyage']);
    const row = await mine.getByTestId('voyage-row').first().locator('td').allTextContents();
    expect(row.slice(2, 7)).toEqual([
      'Ionian Galene',
      'Kaohsiung',
      'Coal Samarinda / Krishnapatnam 50k 10% MOLOO',
      'Samarinda',
      'Krishnapatnam',
    ]);
    expect(row[8]).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}$/);

    await page.getByRole('tab', { name: 'All Voyages' }).click();
    await page.getByTestId('voyages-all').getByTestId('voyage-row').nth(1).waitFor();
    // Newest first.
    expect(await labels('voyages-all').allTextContents()).toEqual(['Pricing voyage', 'Admin voyage']);
    // Pricing may delete only its own voyage.
    const allRows = page.getByTestId('voyages-all').getByTestId('voyage-row');
    expect(
      await allRows
        .nth(0)
        .getByRole('button', { name: /Delete voyage/ })
        .count(),
    ).toBe(1);
    expect(await allRows.nth(1).getByRole('button').count()).toBe(0);
  });

  it('opens the Voyage Label in a new tab on the read-only result', async () => {
    await page.goto('/voyages');
    const link = page.getByTestId('voyages-mine').getByRole('link', { name: 'Pricing voyage' });
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toBe(`/saved/${pricingId}`);
    const [tab] = await Promise.all([browser.context.waitForEvent('page'), link.click()]);
    await tab.waitForURL((u) => u.pathname === `/saved/${pricingId}`);
    await tab.getByTestId('saved-result').waitFor();
    expect(await tab.getByTestId('cargo-details').textContent()).toContain('Coal Samarinda');
    await tab.close();
  });

  it('searches by a field, shows the empty text when nothing matches, and clears', async () => {
    await page.goto('/voyages');
    await page.getByRole('tab', { name: 'All Voyages' }).click();
    const all = page.getByTestId('voyages-all');
    const rows = all.getByTestId('voyage-row');
    const search = page.getByTestId('voyages-all-search');
    await rows.nth(1).waitFor();
    expect(await search.getByRole('button', { name: 'Clear search' }).count()).toBe(0);

    // Voyage Label, Search button: only the admin's voyage.
    await search.getByRole('combobox', { name: 'Search field' }).selectOption({ label: 'Voyage Label' });
    await search.getByRole('textbox', { name: 'Search voyages' }).fill('admin');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await rows.nth(1).waitFor({ state: 'detached' });
    expect(await labels('voyages-all').allTextContents()).toEqual(['Admin voyage']);
    await search.getByRole('button', { name: 'Clear search' }).waitFor();

    // Enter searches too: nothing matches.
    await search.getByRole('textbox', { name: 'Search voyages' }).fill('no such voyage');
    await search.getByRole('textbox', { name: 'Search voyages' }).press('Enter');
    await all.getByText(ORDER_MSG.noVoyagesFound).waitFor();
    expect(await rows.count()).toBe(0);

    // Clear: the whole list again, the input empty and the icon gone.
    await search.getByRole('button', { name: 'Clear search' }).click();
    await rows.nth(1).waitFor();
    expect(await labels('voyages-all').allTextContents()).toEqual(['Pricing voyage', 'Admin voyage']);
    expect(await search.getByRole('textbox', { name: 'Search voyages' }).inputValue()).toBe('');
    expect(await search.getByRole('button', { name: 'Clear search' }).count()).toBe(0);
  });

  it('deletes a voyage after the confirmation and shows the empty text', async () => {
    await page.goto('/voyages');
    const mine = page.getByTestId('voyages-mine');
    await mine.getByRole('button', { name: 'Delete voyage Pricing voyage' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(ORDER_MSG.confirmDeleteVoyage).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await mine.getByTestId('voyage-row').count()).toBe(1);

    await mine.getByRole('button', { name: 'Delete voyage Pricing voyage' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, ORDER_MSG.resultDeleted).waitFor();
    await mine.getByText(ORDER_MSG.noVoyagesFound).waitFor();
  });
});
