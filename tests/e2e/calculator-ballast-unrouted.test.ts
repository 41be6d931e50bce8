import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { dialog, fleetRows, grid, openCalculator, settled } from './calculator-support.js';

/**
 * Issue #14 item 3 in Chromium: a vessel open at a custom point far inland (Kansas City, some 600 nm from
 * navigable sea water) has a ballast leg the server cannot route. The fleet row names the point, the List
 * of Errors says why and which distance is used, and so does the Port Distance dialog (ADR 0012).
 */
describe('an unroutable ballast leg is shown on the fleet row, in the List of Errors and in Port Distance', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let entryId: number;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    const admin = await loginToken(server.url, 'admin@demo.example');
    const found = await gql<any>(
      server.url,
      '{ vessels(search: "Solent Pioneer") { content { databaseId } } }',
      {},
      admin,
    );
    const line = {
      vesselId: found.data.vessels.content[0].databaseId,
      port: 'Inland Depot',
      lat: 39.1,
      lng: -94.58,
      dateOpening: '2027-01-05T00:00:00Z',
    };
    const add = 'mutation ($lines: [FleetEntryInput!]!) { addToFleet(lines: $lines) { databaseId } }';
    const added = await gql<any>(server.url, add, { lines: [line] }, admin);
    expect(added.errors).toBeUndefined();
    entryId = added.data.addToFleet[0].databaseId;
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await openCalculator(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('marks only that vessel’s row, naming the point, and its title gives the code and the distance used', async () => {
    await settled(page, 0);
    const row = fleetRows(page).and(page.locator(`[data-fleet-id="${entryId}"]`));
    const mark = row.getByTestId('ballast-unrouted');
    await expect.poll(() => mark.count(), { timeout: 30_000 }).toBe(1);
    expect((await mark.textContent())?.trim()).toBe('Inland Depot not routed');
    expect(await mark.getAttribute('data-code')).toBe('OFF_NETWORK');
    const title = (await mark.getAttribute('title')) ?? '';
    expect(title).toMatch(/^Ballast leg from Inland Depot could not be routed \(OFF_NETWORK: /);
    expect(title).toMatch(
      /the order's first-row distance of [\d,]+ nm is used\.$|leave the ballast leg out \(0 nm\)\.$/,
    );
    // Every other vessel opens at a real port: no mark.
    expect(await fleetRows(page).getByTestId('ballast-unrouted').count()).toBe(1);
    // The row keeps the table's fixed height (a long fleet is windowed by it).
    const height = (r: typeof row) => r.evaluate((e) => e.getBoundingClientRect().height);
    const plain = fleetRows(page)
      .filter({ hasNot: page.getByTestId('ballast-unrouted') })
      .first();
    expect(await height(row)).toBeCloseTo(await height(plain), 0);

    await row.locator('td[data-col="vessel"]').click();
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');
    const errors = page.getByTestId('calc-warnings');
    await expect
      .poll(async () => (await errors.textContent()) ?? '')
      .toContain('Ballast leg from Inland Depot could not be routed (OFF_NETWORK');
  });

  it('Port Distance names the vessel, the point and the reason beside the ballast distance in red', async () => {
    await grid(page).getByRole('button', { name: 'Dist Normal', exact: true }).click();
    const d = dialog(page, 'Port Distance');
    await d.waitFor();
    const line = d.getByTestId('port-distance-ballast-unrouted');
    await line.waitFor();
    const text = (await line.textContent()) ?? '';
    expect(text).toContain('Solent Pioneer: Ballast leg from Inland Depot could not be routed (OFF_NETWORK');
    const ballastCell = d.getByTestId('port-distance-row').nth(1).locator('[data-unrouted="true"]');
    expect(await ballastCell.count()).toBe(2);
    await d.getByText('Close', { exact: true }).click();
    await d.waitFor({ state: 'hidden' });
  });
});
