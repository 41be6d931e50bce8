import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ParsedEmail } from '../../server/modules/email/parsed-email.entity.js';
import { VesselPosition } from '../../server/modules/email/vessel-position.entity.js';
import { VESSEL_MSG } from '../../shared/validation/vessel-rules.js';
import { CALC_MSG } from '../../web/src/features/calculator/utils/calculator-messages.js';
import { CORPUS_DIR } from '../email/dev-corpus.js';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import {
  cellText,
  currentRun,
  fleetRow,
  fleetRows,
  fleetSection,
  fleetTable,
  openCalculator,
  seeToast,
  settled,
} from './calculator-support.js';

/**
 * Add Fleet, Auto over positions read from real broker e-mails (issue #15): two lists of the development
 * corpus go in through the upload path (POST /api/v1/emails, as a desk's mail client would post them), then
 * in the calculator the Auto tab is filtered by how recent, size, gear and region, a ship already in the
 * catalogue is matched by name, one that is not is created through the row's Add vessel offer, and both
 * enter the fleet as their catalogue vessels.
 *
 * The corpus was written in late 2024, so each message's Date header is moved to the time it is said to
 * arrive (its body, whose dates are read relative to that Date, is untouched) and the open dates lie ahead.
 * 'Updated since' counts from the time the product received the e-mail; an upload is received now, so the
 * older list's arrival is moved three days back in the database, as if it had come in then.
 */

const HOUR = 3_600_000;

/** A corpus message with its Date header set `hoursAgo` before now. */
function redated(file: string, hoursAgo: number): Uint8Array<ArrayBuffer> {
  const raw = readFileSync(resolve(CORPUS_DIR, file), 'latin1');
  const date = new Date(Date.now() - hoursAgo * HOUR).toUTCString().replace('GMT', '+0000');
  if (!/^Date: .*$/m.test(raw)) throw new Error(`${file} has no Date header`);
  return new Uint8Array(Buffer.from(raw.replace(/^Date: .*$/m, `Date: ${date}`), 'latin1'));
}

/** The ship names of the Auto tab's rows, sorted. */
const names = async (rows: Locator) =>
  (await rows.locator('td:nth-child(2)').allTextContents())
    .map((t) => t.replace(/\(not in catalogue\)|Add vessel/g, '').trim())
    .sort();

describe('Add Fleet, Auto, over e-mails of the development corpus', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  const vesselIdOf = async (name: string): Promise<number[]> => {
    const query = 'query($n: String) { vessels(search: $n) { content { databaseId vesselName } } }';
    const found = await gql<any>(server.url, query, { n: name }, token);
    return found.data.vessels.content.filter((v: any) => v.vesselName === name).map((v: any) => v.databaseId);
  };

  beforeAll(async () => {
    server = await startTestServer({ seed: true, catalogue: true });
    token = await loginToken(server.url, 'admin@demo.example');
    // JADE HORIZON (dev_01) is already a catalogue vessel of the organization; OCEAN PRIDE is not.
    const made = await gql<any>(
      server.url,
      'mutation($input: VesselInput!) { createVessel(input: $input) { databaseId } }',
      { input: { vesselName: 'JADE HORIZON', vesselDwt: 63_500, vesselBuilt: 2016 } },
      token,
    );
    expect(made.errors).toBeUndefined();
    // dev_01: a Supramax list of this morning; dev_02: a Panamax list three days old.
    for (const [file, hoursAgo, count] of [
      ['dev_01.eml', 2, 9],
      ['dev_02.eml', 72, 13],
    ] as const) {
      const res = await fetch(`${server.url}/api/v1/emails`, {
        method: 'POST',
        headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${token}` },
        body: redated(file, hoursAgo),
      });
      expect(res.status).toBe(201);
      const { id, positions } = (await res.json()) as { id: number; positions: unknown[] };
      expect(positions).toHaveLength(count);
      const arrived = new Date(Date.now() - hoursAgo * HOUR);
      const em = server.orm.em.fork();
      expect(await em.nativeUpdate(ParsedEmail, { id }, { receivedAt: arrived })).toBe(1);
      expect(await em.nativeUpdate(VesselPosition, { email: id }, { emailDate: arrived })).toBe(count);
    }
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await openCalculator(page);
    await fleetTable(page).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('filters the positions, creates the ship not in the catalogue and adds both to the fleet', async () => {
    await settled(page);
    const fleetBefore = await fleetRows(page).count();
    expect(await vesselIdOf('OCEAN PRIDE')).toEqual([]);
    const [jadeId] = await vesselIdOf('JADE HORIZON');

    await fleetSection(page).getByRole('button', { name: 'Add Vessel' }).click();
    const d = page.getByTestId('add-fleet-dialog');
    await d.waitFor();
    await d.getByRole('tab', { name: 'Auto' }).click();
    const rows = d.getByTestId('auto-row');
    const search = () => d.getByRole('button', { name: 'Search' }).click();

    // Panamax gearless in the Far East: dev_02's ships, three days old, so not within the last day.
    await d.getByLabel('Vessel type').selectOption({ label: 'P/Pmx' });
    await d.getByLabel('Gear').selectOption({ label: 'Gearless' });
    const regionButton = d.getByTestId('region-select');
    await regionButton.click();
    const regions = page.getByRole('group', { name: 'Regions' });
    await regions.getByLabel('Unknown').uncheck();
    await regions.getByLabel('Far East').check();
    expect(await d.getByTestId('region-chip').allTextContents()).toEqual(['Far East']);
    await regionButton.click();
    await regions.waitFor({ state: 'hidden' });
    await search();
    await d.getByText('No positions found.').waitFor();
    await d.getByLabel('Updated since').selectOption({ label: '7 days' });
    await search();
    await expect
      .poll(() => names(rows))
      .toEqual(['ANTHEA SKY', 'GOLDEN PHOENIX 8', 'KAPETAN LEFTERIS', 'MARIGOLD STAR']);
    // The server's count of the filtered list (emailPositionsConnection's totalCount): one page holds them all.
    expect(await d.getByTestId('auto-count').textContent()).toBe('4 of 4 positions');
    expect(await d.getByRole('button', { name: 'More positions' }).count()).toBe(0);

    // Supramax geared in the Far East within the last day: dev_01's four and the demo list's Aegeus Nereid.
    await d.getByLabel('Updated since').selectOption({ label: '1 day' });
    await d.getByLabel('Vessel type').selectOption({ label: 'Supra/Ultra' });
    await d.getByLabel('Gear').selectOption({ label: 'Geared' });
    await search();
    await expect
      .poll(() => names(rows))
      .toEqual(['Aegeus Nereid', 'JADE HORIZON', 'KAI YUAN STAR', 'OCEAN PRIDE', 'SILVER LOTUS']);
    const row = (name: string) => rows.filter({ hasText: name });
    expect(await row('OCEAN PRIDE').textContent()).toContain('CJK');
    expect(await row('JADE HORIZON').textContent()).toContain('Qingdao');

    // JADE HORIZON is matched to the catalogue by name; OCEAN PRIDE is not in it and is offered for creation.
    expect(await row('JADE HORIZON').getByText('(not in catalogue)').count()).toBe(0);
    expect(
      await row('JADE HORIZON')
        .getByRole('button', { name: /to the catalogue/ })
        .count(),
    ).toBe(0);
    expect(await row('OCEAN PRIDE').getByText('(not in catalogue)').count()).toBe(1);
    await row('OCEAN PRIDE').getByRole('button', { name: 'Add OCEAN PRIDE to the catalogue' }).click();
    const vd = page.getByTestId('vessel-dialog');
    await vd.waitFor();
    expect(await vd.getByRole('heading').first().textContent()).toBe('Add Vessel');
    expect(await vd.getByLabel('Vessel Name').inputValue()).toBe('OCEAN PRIDE');
    expect(await vd.getByLabel('DWT', { exact: true }).inputValue()).toBe('58000');
    expect(await vd.getByLabel('Built', { exact: true }).inputValue()).toBe('2012');
    await vd.getByLabel('Draft', { exact: true }).fill('12.8');
    await vd.getByRole('button', { name: 'Add', exact: true }).click();
    await seeToast(page, VESSEL_MSG.created);
    await vd.waitFor({ state: 'detached' });
    const oceanIds = await vesselIdOf('OCEAN PRIDE');
    expect(oceanIds).toHaveLength(1);
    // The row now carries the new vessel and is ticked for adding.
    expect(await row('OCEAN PRIDE').getByText('(not in catalogue)').count()).toBe(0);
    expect(await d.getByLabel('Select OCEAN PRIDE').isChecked()).toBe(true);
    await d.getByLabel('Select JADE HORIZON').check();
    expect(await d.getByLabel('Select KAI YUAN STAR').isChecked()).toBe(false);

    const run = await currentRun(page);
    await d.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, CALC_MSG.vesselsAdded);
    await d.waitFor({ state: 'detached' });
    await settled(page, run, fleetBefore + 2);
    for (const [name, port, dwt] of [
      ['OCEAN PRIDE', 'CJK', '58,000'],
      ['JADE HORIZON', 'Qingdao', '63,500'],
    ] as const) {
      const r = fleetRow(page, name);
      expect(await r.count()).toBe(1);
      expect(await cellText(r, 'port')).toContain(port);
      expect(await cellText(r, 'dwt')).toBe(dwt);
    }
    // Both entered the fleet as their catalogue vessels, the created one with what was typed.
    const fleet = await gql<any>(server.url, '{ myFleet { vesselId vesselName dwt } }', {}, token);
    const entry = (name: string) => fleet.data.myFleet.filter((e: any) => e.vesselName === name);
    expect(entry('OCEAN PRIDE')).toEqual([{ vesselId: oceanIds[0], vesselName: 'OCEAN PRIDE', dwt: 58_000 }]);
    expect(entry('JADE HORIZON')).toEqual([{ vesselId: jadeId, vesselName: 'JADE HORIZON', dwt: 63_500 }]);
    const created = await gql<any>(
      server.url,
      'query($id: Int!) { vessel(id: $id) { vesselName vesselDwt vesselBuilt vesselDraftS } }',
      { id: oceanIds[0] },
      token,
    );
    expect(created.data.vessel).toEqual({
      vesselName: 'OCEAN PRIDE',
      vesselDwt: 58_000,
      vesselBuilt: 2012,
      vesselDraftS: 12.8,
    });
  });
});
