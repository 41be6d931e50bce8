import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import { asRestPayload } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { loginToken, rest } from '../helpers/api.js';
import { type BrowserSession, openBrowserSession, toast, waitForPath } from './e2e-support.js';

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

describe('saved results (/saved, /saved/{id})', () => {
  let session: BrowserSession;
  let page: Page;
  let savedId: number;

  beforeAll(async () => {
    session = await openBrowserSession({
      login: 'admin@demo.example',
      prepare: async (url) => {
        savedId = await saveVoyage(url, await loginToken(url, 'admin@demo.example'), 'Galene firm', 1);
      },
    });
    ({ page } = session);
  });

  afterAll(() => session?.close());

  it('lists the saved result as a card and opens it as a read-only calculator', async () => {
    await page.goto('/saved');
    const card = page.getByTestId('saved-card');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.first().textContent()).toContain('Ionian Galene');
    await card.first().getByRole('link', { name: 'Open' }).click();
    await waitForPath(page, `/saved/${savedId}`);

    await page.getByTestId('saved-result').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Galene firm · Ionian Galene' }).waitFor();
    // Result Details to 2 decimals, the grid, the fleet row, split hire and remarks.
    const frtCost = page.getByTestId('result-details').locator('[data-field="frtCost"]');
    expect((await frtCost.textContent())?.trim()).toMatch(/^\d+\.\d{2}$/);
    expect(await page.getByTestId('operations-grid').textContent()).toContain('Samarinda');
    expect(await page.getByTestId('fleet-row').textContent()).toContain('Kaohsiung');
    const split = page.getByTestId('split-hire');
    expect(await split.getByRole('columnheader').allTextContents()).toEqual(['Hire Rate', 'No. of Days']);
    expect(await split.textContent()).toContain('15,500.00');
    const remarks = page.getByRole('textbox', { name: 'Remarks' });
    expect(await remarks.getAttribute('readonly')).not.toBeNull();
    // The calculator's own components, read-only: nothing inside can be typed, chosen, pressed or saved.
    const calculator = page.getByRole('group', { name: 'Saved calculation (read-only)' });
    expect(await calculator.locator('input, select, button').count()).toBeGreaterThan(10);
    expect(await calculator.locator('input:enabled, select:enabled, button:enabled, textarea:enabled').count()).toBe(0);
    expect(await calculator.getByTestId('fleet-row').count()).toBe(1);
    // The route map section: Samarinda is routed up its river approach (issue #14), so the map is drawn with
    // the voyage's legs listed and no router error.
    await page.locator('[data-testid="route-map"][data-ready="true"]').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('map-legs').textContent()).toMatch(/Samarinda → [^:]+: [\d,]+ nm/);
    expect(await page.getByTestId('map-error').count()).toBe(0);
  });

  it('deletes a result after confirmation and then shows the empty text', async () => {
    await page.goto('/saved');
    await page.getByTestId('saved-card').first().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, ORDER_MSG.resultDeleted).waitFor();
    await page.getByText('No result found.').waitFor();
  });
});
