import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import { ORG_MSG } from '../../shared/validation/user-rules.js';
import { FLEET_MSG, VESSEL_MSG } from '../../shared/validation/vessel-rules.js';
import { loginToken } from '../helpers/api.js';
import { orderInput } from '../integration/orders-support.js';
import { type BrowserSession, logIn, openBrowserSession, toast } from './e2e-support.js';
import { addFleetEntry, api, createVessel } from './vessels-support.js';

/**
 * The rest of the web's lists on cursor connections (issue #20 item 3), watched on the network: the Fleet
 * List, Organizations, API tokens, the Position Reader's e-mails and the orders after a save. Each is paged
 * by cursor, and a created, saved or deleted record changes the list on screen without its list query being
 * sent again.
 */
const EMAILS = 55;

/** An e-mail without a position: the reader's default filters (region 'Unknown') list it. */
function mail(id: string, subject: string): string {
  return [
    'From: Broker Cache <desk@cache-broker.example>',
    'To: positions@demo.example',
    `Subject: ${subject}`,
    `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${id}@cache-broker.example>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'Good morning, no open tonnage today.',
    '',
    'Best regards',
    '',
  ].join('\r\n');
}

describe('more lists kept in the Apollo cache (connections, cache updates after writes)', () => {
  let session: BrowserSession;
  let page: Page;
  /** Operation names of the browser's GraphQL requests, in order; `+after` when it asked for rows after a cursor. */
  const sent: string[] = [];
  const sentSince = (mark: number) => sent.slice(mark);
  /** The operation names sent since `mark`, with or without a cursor. */
  const opsSince = (mark: number) => sent.slice(mark).map((n) => n.replace('+after', ''));

  beforeAll(async () => {
    session = await openBrowserSession({
      login: 'admin@demo.example',
      prepare: async (url) => {
        const token = await loginToken(url, 'admin@demo.example');
        for (let i = 1; i <= 26; i++) {
          const name = `Cache Fleet ${String(i).padStart(2, '0')}`;
          const vesselId = await createVessel(url, token, { vesselName: name, vesselDwt: 50000 + i });
          await addFleetEntry(url, token, { vesselId, port: 'Qingdao', dateOpening: '2026-05-01T00:00:00Z' });
        }
        // Two entries made from one catalogue vessel: a change of the vessel from one shows in both.
        const twin = await createVessel(url, token, { vesselName: 'AAA Twin', vesselDwt: 61000 });
        await addFleetEntry(url, token, { vesselId: twin, port: 'Busan', dateOpening: '2026-05-02T00:00:00Z' });
        await addFleetEntry(url, token, { vesselId: twin, port: 'Ulsan', dateOpening: '2026-05-03T00:00:00Z' });
        for (let i = 1; i <= EMAILS; i++) {
          const res = await fetch(`${url}/api/v1/emails`, {
            method: 'POST',
            headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${token}` },
            body: mail(`cache-${i}`, `CACHE MAIL ${String(i).padStart(2, '0')}`),
          });
          if (res.status !== 201) throw new Error(`upload ${i}: ${res.status}`);
        }
        await api(url, token, 'mutation ($input: OrderInput!) { saveOrder(input: $input) { id } }', {
          input: orderInput({ name: 'Cache order', access: 'PUBLIC' }),
        });
      },
    });
    page = session.page;
    page.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
      const body = request.postDataJSON() as { operationName?: string; variables?: { after?: unknown } } | null;
      sent.push(`${body?.operationName ?? '(anonymous)'}${body?.variables?.after ? '+after' : ''}`);
    });
  });
  afterAll(() => session?.close());

  it('Fleet List: pages by cursor; an update (also of the vessel of two entries) and a discard send no list query', async () => {
    await page.goto('/vessel_information');
    await page.getByRole('tab', { name: 'Fleet List' }).click();
    const rows = page.getByTestId('fleet-row');
    const pager = page.getByTestId('fleet-pager');
    const label = page.getByTestId('fleet-pager-label');
    await rows.filter({ hasText: 'AAA Twin' }).first().waitFor();
    await label.getByText(/^Page 1 of 2$/).waitFor();
    expect(await rows.count()).toBe(25);

    // Next asks for the rows after the last cursor held (the hidden Vessel List asks for nothing); the
    // first page, shown again, is asked for again (useConnectionPage).
    let mark = sent.length;
    await pager.getByRole('button', { name: 'Next' }).click();
    await rows.filter({ hasText: 'Cache Fleet 26' }).waitFor();
    await label.getByText(/^Page 2 of 2$/).waitFor();
    expect(sentSince(mark)).toEqual(['FleetEntriesConnection+after']);
    mark = sent.length;
    await pager.getByRole('button', { name: 'Previous' }).click();
    await rows.filter({ hasText: 'Cache Fleet 01' }).waitFor();
    await expect.poll(() => sentSince(mark)).toEqual(['FleetEntriesConnection']);

    // The twin in Busan: hire and the catalogue vessel's DWT; both twins show the new DWT.
    mark = sent.length;
    const busan = rows.filter({ hasText: 'Busan' });
    await busan.getByRole('button', { name: 'Edit AAA Twin' }).click();
    const dialog = page.getByTestId('vessel-dialog');
    await dialog.getByLabel('Hire Per Day').fill('17250');
    await dialog.getByLabel('DWT').fill('62000');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toast(page, VESSEL_MSG.updated).waitFor();
    await busan.getByText('17,250').waitFor();
    await rows.filter({ hasText: 'Ulsan' }).getByText('62,000').waitFor();
    await busan.getByText('62,000').waitFor();
    expect(opsSince(mark)).toContain('UpdateFleetWithVessel');
    expect(opsSince(mark)).not.toContain('FleetEntriesConnection');

    mark = sent.length;
    await rows.filter({ hasText: 'Ulsan' }).getByRole('button', { name: 'Edit AAA Twin' }).click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await toast(page, FLEET_MSG.deleted).waitFor();
    await rows.filter({ hasText: 'Ulsan' }).waitFor({ state: 'detached' });
    expect(await rows.filter({ hasText: 'AAA Twin' }).count()).toBe(1);
    expect(opsSince(mark)).toContain('DiscardFleetEntry');
    // The list is not asked for again; the page, one row short now, may be filled from the rows after the
    // last cursor held (useConnectionPage), as paging does.
    expect(sentSince(mark)).not.toContain('FleetEntriesConnection');
    await pager.getByRole('button', { name: 'Next' }).click();
    await rows.filter({ hasText: 'Cache Fleet 26' }).waitFor();
    // At most that one page: page 2 is read from the cache.
    expect(sentSince(mark).filter((n) => n.startsWith('FleetEntriesConnection')).length).toBeLessThanOrEqual(1);
  });

  it('Orders: an update and Create New Order change the rows on screen with no OrdersConnection sent', async () => {
    await page.goto('/orders');
    const table = page.getByRole('table', { name: 'My Orders' });
    await table.getByRole('button', { name: 'Edit Cache order' }).waitFor();
    await expect.poll(() => sent.includes('OrdersConnection')).toBe(true);

    let mark = sent.length;
    await table.getByRole('button', { name: 'Edit Cache order' }).click();
    const d = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /Order$/ }) });
    await d.getByRole('heading', { name: 'Update Order' }).waitFor();
    await d.getByLabel('Row 1 Operation').waitFor();
    await d.getByLabel('Name', { exact: true }).fill('Cache order renamed');
    await d.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, ORDER_MSG.queryUpdated).waitFor();
    await d.waitFor({ state: 'detached' });
    await table.getByText('Cache order renamed').waitFor();
    expect(opsSince(mark)).toContain('SaveOrder');
    expect(opsSince(mark)).not.toContain('OrdersConnection');

    mark = sent.length;
    const rowsBefore = await table.getByTestId('order-row').count();
    await table.getByRole('button', { name: 'Edit Cache order renamed' }).click();
    await d.getByLabel('Row 1 Operation').waitFor();
    await d.getByLabel('Name', { exact: true }).fill('Cache order copy');
    await d.getByRole('button', { name: 'Create New Order' }).click();
    await toast(page, ORDER_MSG.queryAdded).waitFor();
    await d.waitFor({ state: 'detached' });
    // The newest order: first in My Orders (nothing is pinned).
    await table.getByTestId('order-row').first().getByText('Cache order copy').waitFor();
    expect(await table.getByTestId('order-row').count()).toBe(rowsBefore + 1);
    expect(opsSince(mark)).toContain('CreateOrderAsCopy');
    expect(opsSince(mark)).not.toContain('OrdersConnection');
  });

  it('Position Reader: More e-mails pages by cursor; a dropped e-mail is listed with no EmailsConnection sent', async () => {
    await page.goto('/email_parser');
    const rows = page.getByTestId('email-row');
    const count = page.getByTestId('email-count');
    await count.getByText(`50 of ${EMAILS} e-mails`).waitFor();
    expect(await rows.first().textContent()).toContain(`CACHE MAIL ${EMAILS}`);

    let mark = sent.length;
    await page.getByRole('button', { name: 'More e-mails' }).click();
    await count.getByText(`${EMAILS} of ${EMAILS} e-mails`).waitFor();
    expect(await rows.count()).toBe(EMAILS);
    expect(await rows.last().textContent()).toContain('CACHE MAIL 01');
    expect(await page.getByRole('button', { name: 'More e-mails' }).count()).toBe(0);
    expect(sentSince(mark)).toEqual(['EmailsConnection+after']);

    mark = sent.length;
    await page.evaluate(
      async (text) => {
        const dt = new DataTransfer();
        dt.items.add(new File([text], 'new.eml', { type: 'message/rfc822' }));
        const target = document.querySelector('[data-testid="position-reader"]')!;
        target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
      },
      mail('cache-dropped', 'CACHE DROPPED NEWEST'),
    );
    await rows.first().getByText('CACHE DROPPED NEWEST').waitFor();
    await count.getByText(`${EMAILS + 1} of ${EMAILS + 1} e-mails`).waitFor();
    expect(opsSince(mark)).toContain('UploadEmail');
    expect(opsSince(mark)).not.toContain('EmailsConnection');
  });

  it('API tokens: a created token heads the list and a revoked one is marked, with no ApiTokensConnection sent', async () => {
    await page.goto('/api_tokens');
    await page.getByRole('table', { name: 'API tokens' }).waitFor();
    await expect.poll(() => sent.includes('ApiTokensConnection')).toBe(true);
    await page.getByRole('button', { name: 'Create API token' }).waitFor();

    let mark = sent.length;
    for (const name of ['Cache token one', 'Cache token two']) {
      await page.getByRole('button', { name: 'Create API token' }).click();
      const dialog = page.getByTestId('api-token-dialog');
      await dialog.getByLabel('Name', { exact: true }).fill(name);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.getByTestId('api-token-created').getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    const rows = page.getByTestId('api-token-row');
    await rows.first().getByText('Cache token two').waitFor();
    expect(await rows.nth(1).textContent()).toContain('Cache token one');
    expect(sentSince(mark).filter((n) => n === 'CreateApiToken')).toHaveLength(2);
    expect(opsSince(mark)).not.toContain('ApiTokensConnection');

    mark = sent.length;
    await rows.first().getByRole('button', { name: 'Revoke Cache token two' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'API token revoked').waitFor();
    await rows
      .first()
      .getByText(/^Revoked /)
      .waitFor();
    expect(sentSince(mark)).toEqual(['RevokeApiToken']);
  });

  it('Organizations: a created organization is listed at its place by name and a deleted one goes, with no list query', async () => {
    await logIn(page, 'superadmin@demo.example');
    await page.goto('/setup_organization');
    const rows = page.getByTestId('organization-row');
    await rows.filter({ hasText: 'Demo Bulk Chartering' }).waitFor();
    await expect.poll(() => sent.includes('OrganizationsConnection')).toBe(true);
    const before = await rows.count();

    const mark = sent.length;
    await page.getByRole('button', { name: 'Create Organization' }).click();
    const dialog = page.getByTestId('organization-dialog');
    await dialog.getByLabel('Organization Name', { exact: true }).fill('Aardvark Cache Lines');
    await dialog.getByLabel('Organization Code', { exact: true }).fill('AARDCACHE');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, ORG_MSG.created).waitFor();
    // 'Aardvark' sorts first by name, as the server's list orders it.
    await rows.first().getByText('Aardvark Cache Lines').waitFor();
    expect(await rows.count()).toBe(before + 1);

    await rows.first().getByRole('button', { name: 'Delete Aardvark Cache Lines' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, ORG_MSG.deleted).waitFor();
    await rows.filter({ hasText: 'Aardvark Cache Lines' }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(before);
    expect(sentSince(mark)).toEqual(['CreateOrganization', 'DeleteOrganization']);
  });
});
