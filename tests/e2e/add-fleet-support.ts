import type { Locator, Page } from 'playwright-core';
import { currentRun, fleetSection as section, seeToast, settled } from './calculator-support.js';

/** The calculator's Add Fleet dialog (Manual, Auto, Users, AIS, Markets). */
export const addDialog = (page: Page) => page.getByTestId('add-fleet-dialog');

/** Opens Add Fleet from the fleet section's Add Vessel button. */
export async function openAddFleet(page: Page): Promise<Locator> {
  await section(page).getByRole('button', { name: 'Add Vessel' }).click();
  await addDialog(page).waitFor();
  return addDialog(page);
}

/** Save (or Copy) in Add Fleet: the toast, the dialog closes, the fleet of `count` rows is priced. */
export async function submitAndSettle(
  page: Page,
  d: Locator,
  button: string,
  text: string,
  count: number,
): Promise<void> {
  const run = await currentRun(page);
  await d.getByRole('button', { name: button }).click();
  await seeToast(page, text);
  await d.waitFor({ state: 'detached' });
  await settled(page, run, count);
}
