import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import {
  distNormalOf,
  grid,
  gridRows as rows,
  keyboardDrag,
  keyboardDragUnconfirmed,
  legsSettled,
  mouseDrag,
  openCalculator,
  rowKeys,
  settled,
} from './calculator-support.js';
import { toast } from './e2e-support.js';

/** Screenshots for a visual check: GRID_SCREENSHOTS=/tmp/dir. */
const SHOTS = process.env.GRID_SCREENSHOTS;

const HEADINGS = [
  '',
  'B/L',
  'Operation',
  'Port',
  'Dist Normal',
  'Dist ECA',
  'DWF',
  'Speed Normal',
  'Speed ECA',
  'Cargo Tx',
  'Rate MT/day',
  'Terms',
  'Factor',
  'Turn time(d)',
  'Extra days',
  'Port Exp',
  'Port stay',
  'Port Emission',
  'Loadline',
  'Draft Res',
  'Water Den',
  'Supply',
  '',
];

interface StoredOrder {
  databaseId: number;
  name: string;
  operations: { index: number; operation: string; port: string }[];
}

async function tce(page: Page): Promise<string> {
  return ((await page.getByTestId('grid-active-tce').textContent()) ?? '').trim();
}

describe('the calculator port-operations grid', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let order: StoredOrder;
  const legRequests: string[] = [];
  const saveRequests: { at: number; input: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    const token = await loginToken(server.url, 'admin@demo.example');
    const list = await gql<{ myOrders: { content: { databaseId: number }[] } }>(
      server.url,
      'query { myOrders(page: { limit: 100, offset: 0 }) { content { databaseId } } }',
      {},
      token,
    );
    const firstId = list.data!.myOrders.content[0]!.databaseId;
    const one = await gql<{ order: StoredOrder }>(
      server.url,
      'query ($id: Int!) { order(id: $id) { databaseId name operations { index operation port } } }',
      { id: firstId },
      token,
    );
    order = one.data!.order;
    order.operations.sort((a, b) => a.index - b.index);

    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    page.on('request', (r) => {
      const body = r.postData() ?? '';
      if (body.includes('GridLegDistances')) legRequests.push(body);
      if (body.includes('GridSavePortDistance'))
        saveRequests.push({ at: Date.now(), input: JSON.parse(body).variables.input });
    });
    // The page's own clock for the distance-save pause: every input event, and every save the app sends.
    await page.addInitScript(() => {
      const w = window as unknown as { __inputs: number[]; __saves: number[] };
      w.__inputs = [];
      w.__saves = [];
      document.addEventListener('input', () => w.__inputs.push(performance.now()), true);
      const send = window.fetch.bind(window);
      window.fetch = (resource, init) => {
        if (typeof init?.body === 'string' && init.body.includes('GridSavePortDistance'))
          w.__saves.push(performance.now());
        return send(resource, init);
      };
    });
    await openCalculator(page);
    await grid(page).waitFor({ timeout: 20_000 });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("shows the first order's rows under every column heading, Commence at the active vessel's open port", async () => {
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(order.operations.length);
    const headings = (await grid(page).locator('thead th').allTextContents()).map((t) => t.trim());
    expect(headings).toEqual(HEADINGS);
    const operations = await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-operation')));
    expect(operations).toEqual(order.operations.map((o) => o.operation));
    for (const [i, op] of order.operations.entries()) {
      if (i === 0) continue;
      expect(
        (
          await rows(page)
            .nth(i)
            .getByLabel(`Row ${i + 1} Port`, { exact: true })
            .textContent()
        )?.trim(),
      ).toBe(op.port);
    }
    // Commence shows the active vessel's open port and cannot be edited or deleted.
    const commence = rows(page).first();
    await expect
      .poll(async () => ((await commence.getByTestId('commence-port').textContent()) ?? '').trim())
      .not.toBe('-');
    expect(await commence.getByRole('button').count()).toBe(0);
    expect(await commence.locator('input:not([type="checkbox"]):not([disabled])').count()).toBe(0);
    // The first legs are measured once the order is shown.
    await legsSettled(page);
    expect(legRequests.length).toBeGreaterThan(0);
    if (SHOTS) {
      await page.setViewportSize({ width: 2200, height: 900 });
      await page.getByTestId('operations-section').screenshot({ path: `${SHOTS}/grid.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it("recalculates when a rate changes: the active vessel's TCE moves", async () => {
    await expect.poll(() => tce(page), { timeout: 20_000 }).not.toBe('-');
    const before = await tce(page);
    const loading = order.operations.findIndex((o) => o.operation === 'LOADING');
    const rate = grid(page).getByLabel(`Row ${loading + 1} Rate`);
    const old = Number(await rate.inputValue());
    await rate.fill(String(Math.round(old / 4)));
    await expect.poll(() => tce(page), { timeout: 20_000 }).not.toBe(before);
  });

  it('drags a row to a new place (Commence stays first) and re-measures the legs that changed', async () => {
    await legsSettled(page);
    const keys = await rowKeys(page);
    const lastKey = keys.at(-1)!;
    const lastDist = await distNormalOf(page, lastKey);
    const requestsBefore = legRequests.length;
    // The last row moves up one place: its arriving leg now starts elsewhere.
    await keyboardDrag(rows(page).last().getByTestId('drag-handle'), keys.length, -1);
    const expected = [...keys.slice(0, -2), lastKey, keys.at(-2)!];
    await expect.poll(() => rowKeys(page)).toEqual(expected);
    await expect.poll(() => legRequests.length, { timeout: 10_000 }).toBeGreaterThan(requestsBefore);
    await legsSettled(page);
    await expect.poll(() => distNormalOf(page, lastKey), { timeout: 15_000 }).not.toBe(lastDist);
    // Moved back with the mouse.
    const handle = grid(page).locator(`[data-key="${lastKey}"] [data-testid="drag-handle"]`);
    const rowHeight = (await rows(page).last().boundingBox())!.height;
    await mouseDrag(handle, rowHeight * 1.2);
    await expect.poll(() => rowKeys(page)).toEqual(keys);
    await legsSettled(page);
    await expect.poll(() => distNormalOf(page, lastKey), { timeout: 15_000 }).toBe(lastDist);
  });

  it('refuses to drag Commence', async () => {
    await legsSettled(page);
    await settled(page);
    const keys = await rowKeys(page);
    const commenceHandle = rows(page).first().getByTestId('drag-handle');
    const rowHeight = (await rows(page).first().boundingBox())!.height;
    await mouseDrag(commenceHandle, rowHeight * 2.2);
    expect(await rowKeys(page)).toEqual(keys);
    // The keyboard cannot reach it: the handle takes no focus, so no key can lift it.
    expect(await commenceHandle.getAttribute('tabindex')).toBeNull();
    await commenceHandle.focus();
    expect(await commenceHandle.evaluate((el) => document.activeElement === el)).toBe(false);
    // Nothing may be dropped above Commence either.
    await keyboardDragUnconfirmed(rows(page).nth(1).getByTestId('drag-handle'), -1);
    expect(await rowKeys(page)).toEqual(keys);
  });

  it("Add Operation: 'Port is required' without a port; with one a Passing row is added, and can be deleted", async () => {
    const count = await rows(page).count();
    const deletable = order.operations.filter((o) =>
      ['PASSING', 'WAITING', 'BUNKERING', 'REDELIVERY', 'RELAY'].includes(o.operation),
    ).length;
    expect(
      await grid(page)
        .getByRole('button', { name: /^Delete row/ })
        .count(),
    ).toBe(deletable);
    await page.getByRole('button', { name: '+ Add Operations' }).click();
    const d = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Add Operation' }) });
    await d.waitFor();
    const options = await d
      .getByLabel('Operation')
      .locator('option')
      .evaluateAll((els) =>
        els.map((e) => `${e.textContent}${(e as HTMLOptionElement).disabled ? ' (disabled)' : ''}`),
      );
    expect(options).toEqual([
      'Commence (disabled)',
      'Loading (disabled)',
      'Discharging (disabled)',
      'Passing',
      'Waiting',
      'Bunkering',
      'Redelivery',
      'Relay',
    ]);
    await d.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Port is required').waitFor();
    expect(await rows(page).count()).toBe(count);

    const port = d.getByLabel('Port', { exact: true });
    await port.click();
    await port.pressSequentially('Singa');
    await expect.poll(() => port.locator('xpath=following-sibling::datalist[1]/option').count()).toBeGreaterThan(0);
    await port.fill('Singapore');
    await d.getByRole('button', { name: 'Add', exact: true }).click();
    await d.waitFor({ state: 'hidden' });
    await expect.poll(() => rows(page).count()).toBe(count + 1);
    const added = rows(page).last();
    expect(await added.getAttribute('data-operation')).toBe('PASSING');
    expect((await added.getByLabel(`Row ${count + 1} Port`, { exact: true }).textContent())?.trim()).toBe('Singapore');
    // Its arriving leg is measured.
    await legsSettled(page);
    await expect
      .poll(async () => Number(await added.getByLabel(`Row ${count + 1} Dist Normal`).inputValue()), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    // Only Passing, Waiting, Bunkering, Redelivery and Relay rows have a delete button.
    expect(
      await grid(page)
        .getByRole('button', { name: /^Delete row/ })
        .count(),
    ).toBe(deletable + 1);
    await added.getByRole('button', { name: `Delete row ${count + 1}` }).click();
    await expect.poll(() => rows(page).count()).toBe(count);
  });

  it('saves a typed distance once, after the pause, and recalculates', async () => {
    await legsSettled(page);
    const i = order.operations.length - 1;
    const last = order.operations[i]!;
    const prev = order.operations[i - 1]!;
    const input = grid(page).getByLabel(`Row ${i + 1} Dist Normal`);
    const before = await tce(page);
    const saves = saveRequests.length;
    await page.evaluate(() => {
      const w = window as unknown as { __inputs: number[]; __saves: number[] };
      w.__inputs = [];
      w.__saves = [];
    });
    await input.fill('');
    await input.pressSequentially('3210', { delay: 60 });
    await expect.poll(() => tce(page), { timeout: 20_000 }).not.toBe(before);
    await expect.poll(() => saveRequests.length).toBeGreaterThan(saves);
    await page.waitForTimeout(800);
    const made = saveRequests.slice(saves);
    // Measured on the page's clock: a save is sent only after a 500 ms pause in typing. Typed at 60 ms
    // intervals that is one save; a loaded machine that stalls between two keys for longer than the pause
    // may save the number typed so far, but never before a pause.
    const { inputs, sent } = await page.evaluate(() => {
      const w = window as unknown as { __inputs: number[]; __saves: number[] };
      return { inputs: w.__inputs, sent: w.__saves };
    });
    expect(sent).toHaveLength(made.length);
    const pauses = inputs.slice(1).filter((t, k) => t - inputs[k]! >= 500).length;
    expect(sent.length).toBeLessThanOrEqual(1 + pauses);
    for (const at of sent) {
      const lastInput = Math.max(...inputs.filter((t) => t <= at));
      expect(at - lastInput).toBeGreaterThanOrEqual(499);
    }
    const saved = made.at(-1)!;
    expect(saved.input).toMatchObject({ openingPort: prev.port, endingPort: last.port, distNormal: 3210 });
    // The organization's own distance now wins when the legs are measured again.
    const token = await loginToken(server.url, 'admin@demo.example');
    const check = await gql<{ portDistances: { distNormal: number; overridden: boolean }[] }>(
      server.url,
      'query ($input: PortDistanceInput!) { portDistances(input: $input) { distNormal overridden } }',
      { input: { portList: [{ name: prev.port }, { name: last.port }] } },
      token,
    );
    expect(check.data?.portDistances[0]).toEqual({ distNormal: 3210, overridden: true });
  });

  it('the Cargo Tx switch makes discharge quantities manual, starting at 0', async () => {
    const i = order.operations.findIndex((o) => o.operation === 'DISCHARGING');
    const before = await tce(page);
    expect(
      await grid(page)
        .locator(`input[aria-label="Row ${i + 1} Cargo Tx"]`)
        .count(),
    ).toBe(0);
    // A native checkbox in the heading: clicked where a user sees it (not forced), its state the draft's.
    const manual = grid(page).locator('thead').getByRole('checkbox', { name: 'Manual Cargo Tx' });
    expect(await manual.getAttribute('title')).toBe('Enter discharge quantities by hand');
    await manual.click();
    await expect.poll(() => manual.isChecked()).toBe(true);
    const cargo = grid(page).getByLabel(`Row ${i + 1} Cargo Tx`);
    await expect.poll(() => cargo.inputValue()).toBe('0');
    await cargo.fill('150000');
    await expect.poll(() => tce(page), { timeout: 20_000 }).not.toBe(before);
    await manual.click();
    await expect.poll(() => manual.isChecked()).toBe(false);
    await expect
      .poll(() =>
        grid(page)
          .locator(`input[aria-label="Row ${i + 1} Cargo Tx"]`)
          .count(),
      )
      .toBe(0);
  });

  it('opens the Bunker Supply Table from the Supply heading', async () => {
    await grid(page).getByRole('button', { name: 'Supply', exact: true }).click();
    const d = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Bunker Supply Table' }) });
    await d.waitFor();
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'hidden' });
  });

  it('opens the Terms Co-efficient Table from the Terms heading', async () => {
    await grid(page).getByRole('button', { name: 'Terms', exact: true }).click();
    const d = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Terms Co-efficient Table' }) });
    await d.waitFor();
    const table = d.getByRole('table', { name: 'Terms Co-efficient Table' });
    expect((await table.locator('thead th').allTextContents()).map((t) => t.trim())).toEqual(['Terms', 'Factor']);
    const body = (await table.locator('tbody tr').allTextContents()).map((t) => t.trim());
    expect(body).toHaveLength(19);
    expect(body).toContain('SHEX-24hrs1.1667');
    await d.getByText('Close', { exact: true }).click();
    await d.waitFor({ state: 'hidden' });
  });

  it('Port Distance: real time zones; Avoid Suez Canal re-measures the legs', async () => {
    await grid(page).getByRole('button', { name: 'Dist Normal', exact: true }).click();
    const d = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Port Distance' }) });
    await d.waitFor();
    const table = d.getByTestId('port-distance-table');
    expect((await table.locator('thead th').allTextContents()).map((t) => t.trim())).toEqual([
      'No',
      'Port',
      'Distance Normal',
      'Distance ECA',
      'Latitude',
      'Longitude',
      'Country',
      'Time Zone',
      'User Notes',
    ]);
    await expect
      .poll(() => table.getByTestId('time-zone').allTextContents(), { timeout: 15_000 })
      .toContain('Asia/Shanghai');
    const zones = (await table.getByTestId('time-zone').allTextContents()).map((t) => t.trim());
    expect(zones.slice(1).every((z) => /^[A-Za-z_]+\/[A-Za-z_/+-]+$|^Etc\//.test(z))).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/port-distance.png` });

    const distances = () =>
      table
        .locator('input[aria-label$="Distance Normal"], input[aria-label$="Distance ECA"]')
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    const via = await distances();
    const before = legRequests.length;
    await d.getByText('Avoid Suez Canal', { exact: true }).click();
    await expect.poll(() => legRequests.length, { timeout: 10_000 }).toBeGreaterThan(before);
    expect(JSON.parse(legRequests.at(-1)!).variables.input.suez).toBe(true);
    await legsSettled(page);
    // The Kamsar -> Singapore leg of the demo order leaves the Suez Canal for the Cape.
    await expect.poll(distances, { timeout: 15_000 }).not.toEqual(via);

    // User Notes are saved after the pause, alone: the row's figure never replaces the pair's saved
    // distance (issue #12).
    const saves = saveRequests.length;
    const notes = table.locator('input[aria-label$="User Notes"]').first();
    await notes.pressSequentially('Cape route', { delay: 40 });
    await expect.poll(() => saveRequests.length).toBe(saves + 1);
    expect(saveRequests.at(-1)!.input).toMatchObject({ notes: 'Cape route' });
    expect(saveRequests.at(-1)!.input).not.toHaveProperty('distNormal');
    expect(saveRequests.at(-1)!.input).not.toHaveProperty('distEca');
    await d.getByText('Refresh Distance').click();
    await expect.poll(() => legRequests.length, { timeout: 10_000 }).toBeGreaterThan(before + 1);
    await d.getByText('Avoid Suez Canal', { exact: true }).click();
    await d.getByText('Close', { exact: true }).click();
    await d.waitFor({ state: 'hidden' });
  });

  it('changes a port through Change {Operation} Port', async () => {
    const i = order.operations.findIndex((o) => o.operation === 'DISCHARGING');
    await grid(page)
      .getByLabel(`Row ${i + 1} Port`, { exact: true })
      .click();
    const d = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Change Discharging Port' }) });
    await d.waitFor();
    const port = d.getByLabel('New port');
    await port.click();
    await port.pressSequentially('Rizh');
    await expect.poll(() => port.locator('xpath=following-sibling::datalist[1]/option').count()).toBeGreaterThan(0);
    await port.fill('Rizhao');
    const requests = legRequests.length;
    await d.getByRole('button', { name: 'Change', exact: true }).click();
    await d.waitFor({ state: 'hidden' });
    expect(
      (
        await grid(page)
          .getByLabel(`Row ${i + 1} Port`, { exact: true })
          .textContent()
      )?.trim(),
    ).toBe('Rizhao');
    await expect.poll(() => legRequests.length, { timeout: 10_000 }).toBeGreaterThan(requests);
  });
});
