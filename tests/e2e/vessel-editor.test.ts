import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VESSEL_MSG } from '../../shared/validation/vessel-rules.js';
import { loginToken } from '../helpers/api.js';
import type { TestServer } from '../helpers/test-server.js';
import { type BrowserSession, openBrowserSession, toast, waitForPath } from './e2e-support.js';
import { api, createVessel, noScriptRan, xss } from './vessels-support.js';

const row = (draft: number) => ({ draft, displacement: draft * 5000, dwt: draft * 4000, freeBoard: 20 - draft });
const hold = (grainCapacity: number) => ({
  grainCapacity,
  baleCapacity: grainCapacity - 500,
  length: 25,
  width: 20,
  hatchLength: 17,
  hatchWidth: 15,
  tankTopStrength: 18,
  deckStrength: 3,
  hatchCoverStrength: 2.5,
});

/**
 * /vessel/{id} in Chromium (spec 2 sections 2, 3 and 8): Name, DWT and IMO read-only, the consumption,
 * load-line and hold tables saved by Update Vessel and read back, 'Vessel information error' for a
 * vessel that cannot be loaded, and a stored description shown as text.
 */
describe('vessel information editor (/vessel/{id})', () => {
  let session: BrowserSession;
  let server: TestServer;
  let page: Page;
  let token: string;
  let vesselId: number;

  const editor = () => page.getByTestId('vessel-editor');
  const value = (label: string) => editor().getByLabel(label, { exact: true }).inputValue();
  const selected = (label: string) => page.getByRole('checkbox', { name: label, exact: true });

  async function open(id: number | string) {
    await page.goto(`/vessel/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Vessel Information Editor' }).waitFor();
  }

  beforeAll(async () => {
    session = await openBrowserSession({
      login: 'admin@demo.example',
      prepare: async (url) => {
        token = await loginToken(url, 'admin@demo.example');
        vesselId = await createVessel(url, token, {
          vesselName: 'Kestrel Bay',
          vesselDwt: 63500,
          vesselIMO: '9812345',
          vesselLdnSpd1: 11,
          vesselLdnSpd2: 12,
          vesselLdnConsmHS2: 27,
          vesselLadComb2Selected: true,
          vesselBalSpd1: 12.5,
          vesselPIdleConsmHS: 3.5,
          vesselExtraDetails: {
            vesselTextDescription: `Open hatch. ${xss('description')}`,
            holdCapacity: [hold(14000), hold(15000)],
            loadLines: {
              tropicalFresh: row(13.4),
              fresh: row(13.1),
              tropical: row(13),
              summer: row(12.8),
              winter: row(12.5),
              winterNorthAtlantic: row(12.4),
            },
          },
        });
      },
    });
    ({ server, page } = session);
  });

  afterAll(() => session?.close());

  it('opens from the Vessel List; Name, DWT and IMO are read-only; the description is text', async () => {
    await page.goto('/vessel_information');
    await page.getByRole('link', { name: 'Kestrel Bay' }).click();
    await waitForPath(page, `/vessel/${vesselId}`);
    await editor().waitFor();
    for (const [label, expected] of [
      ['Name', 'Kestrel Bay'],
      ['DWT', '63,500'],
      ['IMO', '9812345'],
    ] as const) {
      expect(await value(label)).toBe(expected);
      expect(await editor().getByLabel(label, { exact: true }).getAttribute('readonly')).not.toBeNull();
    }
    expect(await value('Description')).toBe(`Open hatch. ${xss('description')}`);
    expect(await editor().getByLabel('Description').getAttribute('readonly')).not.toBeNull();
    expect(await value('Laden 2 HS')).toBe('27');
    expect(await selected('Laden 2 Selected').isChecked()).toBe(true);
    expect(await value('Summer Draft')).toBe('12.8');
    expect(await page.getByTestId('hold-row').count()).toBe(2);
    expect(await noScriptRan(page)).toBe(true);
  });

  it('refuses a leading zero in a table cell and takes a number below 1', async () => {
    await open(vesselId);
    await editor().getByLabel('Ballast 1 Speed', { exact: true }).fill('012');
    await page
      .getByRole('alert', { name: 'Vessel field errors' })
      .getByText('Ballast 1 Speed cannot start with 0')
      .waitFor();
    expect(await value('Ballast 1 Speed')).toBe('12.5');
    await editor().getByLabel('Hold 1 Width', { exact: true }).fill('05');
    await page.getByText('Hold 1 Width cannot start with 0').waitFor();
    await editor().getByLabel('Laden 2 MGO', { exact: true }).fill('0.3');
    expect(await value('Laden 2 MGO')).toBe('0.3');
  });

  it('Update Vessel saves the consumptions, the Selected flag, the load lines and the holds', async () => {
    await open(vesselId);
    await editor().getByLabel('Laden 3 Speed', { exact: true }).fill('13');
    await editor().getByLabel('Laden 3 HS', { exact: true }).fill('31.5');
    await editor().getByLabel('Laden 3 MGO', { exact: true }).fill('0.3');
    // Ticking row 3 unticks row 2: the engine prices one row per condition.
    await selected('Laden 3 Selected').locator('xpath=..').click();
    expect(await selected('Laden 3 Selected').isChecked()).toBe(true);
    expect(await selected('Laden 2 Selected').isChecked()).toBe(false);
    await editor().getByLabel('Loading LS', { exact: true }).fill('4.25');
    await editor().getByLabel('Winter North Atlantic FreeBoard', { exact: true }).fill('7.75');
    await page.getByRole('button', { name: 'Delete hold 1' }).click();
    await page.getByRole('button', { name: 'Add Row' }).click();
    expect(await page.getByTestId('hold-row').count()).toBe(2);
    await editor().getByLabel('Hold 2 Grain', { exact: true }).fill('16000');
    await editor().getByLabel('Hold 2 Hatch Cover Strength', { exact: true }).fill('0.5');
    await page.getByRole('button', { name: 'Update Vessel' }).click();
    await toast(page, VESSEL_MSG.updated).waitFor();

    await page.reload();
    await editor().waitFor();
    expect(await value('Laden 3 HS')).toBe('31.5');
    expect(await value('Laden 3 MGO')).toBe('0.3');
    expect(await selected('Laden 3 Selected').isChecked()).toBe(true);
    expect(await selected('Laden 2 Selected').isChecked()).toBe(false);
    expect(await value('Loading LS')).toBe('4.25');
    expect(await value('Winter North Atlantic FreeBoard')).toBe('7.75');
    expect(await page.getByTestId('hold-row').count()).toBe(2);
    expect(await value('Hold 1 Grain')).toBe('15000');
    expect(await value('Hold 2 Grain')).toBe('16000');
    expect(await value('Hold 2 Hatch Cover Strength')).toBe('0.5');
    expect(await value('Description')).toBe(`Open hatch. ${xss('description')}`);

    const { vessel } = await api<{ vessel: Record<string, unknown> }>(
      server.url,
      token,
      'query($id: Int!) { vessel(id: $id) { vesselLdnConsmHS3 vesselLadComb3Selected vesselLadComb2Selected vesselName vesselDwt } }',
      { id: vesselId },
    );
    expect(vessel).toEqual({
      vesselLdnConsmHS3: 31.5,
      vesselLadComb3Selected: true,
      vesselLadComb2Selected: false,
      vesselName: 'Kestrel Bay',
      vesselDwt: 63500,
    });
  });

  it("says 'Vessel information error' for an unknown id, a malformed id and another organization's vessel", async () => {
    const otherToken = await loginToken(server.url, 'admin@other.example');
    const otherId = await createVessel(server.url, otherToken, { vesselName: 'Not Yours' });
    for (const id of ['999999', 'abc', String(otherId)]) {
      await open(id);
      await page.getByTestId('vessel-load-error').getByText(VESSEL_MSG.loadError).waitFor();
      expect(await page.getByTestId('vessel-editor').count(), id).toBe(0);
    }
  });
});
