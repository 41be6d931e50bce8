import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { logIn, toast, waitForPath, type DemoEmail } from './e2e-support.js';

/** Shared locators and waits for the calculator's Chromium tests (the fleet table, the grid, dialogs). */

export const fleetTable = (page: Page) => page.getByTestId('fleet-table');
export const fleetSection = (page: Page) => page.getByTestId('fleet-section');
export const fleetRows = (page: Page) => fleetTable(page).getByTestId('fleet-row');
export const fleetRow = (page: Page, vessel: string) =>
  fleetRows(page).filter({ has: page.getByText(vessel, { exact: true }) });
export const cellText = async (r: Locator, col: string) =>
  ((await r.locator(`td[data-col="${col}"]`).textContent()) ?? '').trim();
export const num = (text: string) => Number(text.replace(/,/g, ''));
export const currentRun = async (page: Page) => Number((await fleetTable(page).getAttribute('data-run')) ?? 0);

export const grid = (page: Page) => page.getByTestId('operations-grid');
export const gridRows = (page: Page) => grid(page).getByTestId('operation-row');

export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Waits for a toast (an earlier identical one may still be on screen). */
export const seeToast = (page: Page, text: string) => toast(page, text).last().waitFor();

/** Signs in and opens the calculator (the admin by default). */
export async function openCalculator(page: Page, email: DemoEmail = 'admin@demo.example'): Promise<void> {
  await logIn(page, email);
  await page.goto('/calculator');
  await waitForPath(page, '/calculator');
}

/**
 * Waits until a run newer than `after` has finished, every row carries its result (data-result-run = data-run)
 * and nothing on screen is marked out of date: the panels, the grid and the dialogs take the active vessel's
 * new result in a render after the table's (ADR 0035), so rows alone do not say the whole screen shows it.
 */
export async function settled(page: Page, after = 0, count?: number): Promise<void> {
  const check = ({ after, count }: { after: number; count?: number }) => {
    const run = Number(document.querySelector('[data-testid="fleet-table"]')?.getAttribute('data-run') ?? 0);
    const status = document.querySelector('[data-testid="calc-status"]')?.getAttribute('data-running');
    const list = Array.from(document.querySelectorAll('[data-testid="fleet-row"]'));
    const rowsDone = list.length > 0 && list.every((r) => r.getAttribute('data-result-run') === String(run));
    const fresh = document.querySelector('[data-stale="true"]') === null;
    return run > after && status === 'false' && rowsDone && fresh && (count === undefined || list.length === count);
  };
  await expect.poll(() => page.evaluate(check, { after, count }), { timeout: 30_000 }).toBe(true);
}

/** Runs an edit and waits for the recalculation it starts. */
export async function recalc(page: Page, edit: () => Promise<unknown>): Promise<void> {
  const run = await currentRun(page);
  await edit();
  await settled(page, run);
}

/** Types a few letters, waits for the suggestions, then picks one by its full text. */
export async function choose(input: Locator, typed: string, full: string): Promise<void> {
  await input.click();
  await input.fill('');
  await input.pressSequentially(typed);
  const options = input.locator('xpath=following-sibling::datalist[1]/option');
  const values = () => options.evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  await expect.poll(values, { timeout: 10_000 }).toContain(full);
  await input.fill(full);
}

/** The keys of the grid's rows, top to bottom. */
export async function rowKeys(page: Page): Promise<string[]> {
  return gridRows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-key') ?? ''));
}

/** A row's Dist Normal (an input, or text on rows that cannot be edited). */
export async function distNormalOf(page: Page, key: string): Promise<string> {
  const row = grid(page).locator(`[data-testid="operation-row"][data-key="${key}"]`);
  const input = row.locator('input[aria-label$="Dist Normal"]');
  if ((await input.count()) > 0) return input.inputValue();
  return ((await row.locator('[aria-label$="Dist Normal"]').textContent()) ?? '').trim();
}

/** Waits until no distance lookup is running. */
export async function legsSettled(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('leg-distances-loading').count(), { timeout: 20_000 }).toBe(0);
}

/** What @hello-pangea/dnd last said to screen readers (lift, move, drop), on one line. */
async function announcement(page: Page): Promise<string> {
  return ((await page.locator('[id^="rfd-announcement-"]').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Drags a row with the keyboard as @hello-pangea/dnd supports it (space lifts, arrows move, space drops),
 * each step confirmed by the library's screen-reader announcement rather than by a pause.
 */
export async function keyboardDrag(handle: Locator, from: number, steps: number): Promise<void> {
  const page = handle.page();
  const said = () => announcement(page);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(said).toContain(`You have lifted an item in position ${from}`);
  for (let i = 1; i <= Math.abs(steps); i++) {
    await page.keyboard.press(steps < 0 ? 'ArrowUp' : 'ArrowDown');
    const to = from + Math.sign(steps) * i;
    await expect.poll(said).toContain(`You have moved the item from position ${from} to position ${to}`);
  }
  await page.keyboard.press('Space');
  await expect.poll(said).toContain('You have dropped the item.');
}

/**
 * Lifts a row with the keyboard and drops it after a few arrow keys, waiting for the library's announcements of
 * the lift and the drop but not of each move: a move the grid refuses (above Commence) may announce nothing.
 */
export async function keyboardDragUnconfirmed(handle: Locator, steps: number): Promise<void> {
  const page = handle.page();
  await handle.focus();
  await expect.poll(() => handle.evaluate((el) => document.activeElement === el)).toBe(true);
  await page.keyboard.press('Space');
  const said = () => announcement(page);
  await expect.poll(said).toContain('You have lifted an item');
  await page.waitForTimeout(150);
  for (let i = 0; i < Math.abs(steps); i++) {
    await page.keyboard.press(steps < 0 ? 'ArrowUp' : 'ArrowDown');
    await page.waitForTimeout(150);
  }
  await page.keyboard.press('Space');
  await expect.poll(said).toMatch(/You have dropped the item|dropped while not over/);
}

/**
 * Drags with the mouse: press, several moves, release. The press must land on the handle itself: a layout that
 * shifts after the handle was measured (results arriving above the grid) could otherwise turn it into a drag
 * of the neighbouring row. The page records what the press hit; a press that missed is released where it was
 * (no movement, so no drag) and tried again.
 */
export async function mouseDrag(handle: Locator, dy: number): Promise<void> {
  const page = handle.page();
  for (let attempt = 1; ; attempt++) {
    const point = await handleCentre(handle);
    await page.evaluate(() => {
      const w = window as unknown as { __pressed: EventTarget | null };
      w.__pressed = null;
      window.addEventListener('mousedown', (e) => (w.__pressed = e.target), { capture: true, once: true });
    });
    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    const hit = await handle.evaluate((el) => el.contains((window as unknown as { __pressed: Node | null }).__pressed));
    if (!hit) {
      await page.mouse.up();
      if (attempt === 5) throw new Error('the press kept missing the drag handle');
      continue;
    }
    for (let i = 1; i <= 10; i++) {
      await page.mouse.move(point.x, point.y + (dy * i) / 10, { steps: 2 });
      await page.waitForTimeout(30);
    }
    await page.mouse.up();
    await page.waitForTimeout(300);
    return;
  }
}

/**
 * The centre of a handle, the pointer over it: Playwright's hover waits until the handle is visible, stable and
 * the element at its centre.
 */
async function handleCentre(handle: Locator): Promise<{ x: number; y: number }> {
  await handle.hover();
  const box = await handle.boundingBox();
  if (!box) throw new Error('drag handle not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
