import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { loginToken } from '../helpers/api.js';
import { startTestServer } from '../helpers/test-server.js';
import { logIn, waitForPath } from './e2e-support.js';

/**
 * The Position Reader in Chromium (issue #15, spec 2): filters, 'No data found.', the e-mail list, the
 * selected e-mail with its headers and a body that runs no script and loads nothing remote, its positions,
 * a vessel name searching e-mails; a .eml dropped on the screen is read; the Auto tab offers the ship once.
 */

function htmlList(id: string, subject: string, vessel: string): string {
  const line = `MV ${vessel} 58,000DWT BLT 2015 4X30T CR OPEN QINGDAO PPT`;
  const html =
    '<html><body><script>window.parent.__pwned = 1</script><img src="http://203.0.113.9/track.gif">' +
    '<p onclick="alert(1)">Good morning, pls find our open tonnage:</p><p>=== FAR EAST ===</p>' +
    `<p>${line}</p><p>Best regards</p></body></html>`;
  return [
    'From: Broker Html <desk@html-broker.example>',
    'To: positions@demo.example',
    `Subject: ${subject}`,
    `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${id}@html-broker.example>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'Good morning, pls find our open tonnage:',
    '',
    '=== FAR EAST ===',
    line,
    '',
    'Best regards',
    '',
    '--b1',
    'Content-Type: text/html; charset=us-ascii',
    '',
    html,
    '--b1--',
    '',
  ].join('\r\n');
}

describe('Position Reader', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  const remote: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    const token = await loginToken(server.url, 'admin@demo.example');
    const res = await fetch(`${server.url}/api/v1/emails`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${token}` },
      body: htmlList('e2e-1', 'HTML POSITIONS E2E', 'BROWSER KITE'),
    });
    expect(res.status).toBe(201);
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    page.on('request', (r) => {
      if (!r.url().startsWith(server.url) && !r.url().startsWith('data:') && !r.url().startsWith('about:'))
        remote.push(r.url());
    });
    await logIn(page, 'admin@demo.example');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists, opens and shows an e-mail safely with its positions; a vessel searches e-mails', async () => {
    await page.goto(`${server.url}/email_parser`);
    await waitForPath(page, '/email_parser');
    await page.getByLabel('Search', { exact: true }).fill('nothing-like-this');
    await page.getByTestId('region-select').click();
    await page.getByRole('group', { name: 'Regions' }).getByLabel('Unknown').click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByText('No data found.').count()).toBe(1);
    await page.getByLabel('Search', { exact: true }).fill('HTML POSITIONS');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByTestId('email-row').filter({ hasText: 'HTML POSITIONS E2E' });
    await row.click();
    await expect.poll(() => page.getByTestId('email-subject').textContent()).toContain('HTML POSITIONS E2E');
    expect(await page.getByTestId('email-from').textContent()).toContain('desk@html-broker.example');
    expect(await page.getByTestId('email-to').textContent()).toContain('positions@demo.example');
    expect(await page.getByTestId('email-time').textContent()).toMatch(/Time Received: \d\d:\d\d (AM|PM)$/);
    // The HTML body: sandboxed, sanitised, no script ran, nothing remote fetched.
    const frame = page.getByTestId('email-html');
    expect(await frame.getAttribute('sandbox')).toBe('');
    const srcdoc = (await frame.getAttribute('srcdoc')) ?? '';
    expect(srcdoc).not.toMatch(/<script|onclick|<img|203\.0\.113\.9/i);
    expect(srcdoc).toContain('BROWSER KITE');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(remote).toEqual([]);
    // Its position, and the source line highlighted in the text view.
    const pos = page.getByTestId('position-row');
    await expect.poll(() => pos.count()).toBe(1);
    expect(await pos.textContent()).toContain('Qingdao');
    await page.getByRole('button', { name: 'Show text with source lines' }).click();
    expect(await page.getByTestId('source-line').first().textContent()).toContain('BROWSER KITE');
    // Selecting the vessel searches e-mails by its name.
    await pos.getByRole('button', { name: 'BROWSER KITE' }).click();
    await expect.poll(() => page.getByTestId('vessel-filter').textContent()).toContain('BROWSER KITE');
    await expect.poll(() => page.getByTestId('email-row').count()).toBe(1);
  });

  it('a dropped .eml is read and listed', async () => {
    const raw = htmlList('e2e-drop', 'DROPPED LIST E2E', 'DROPPED WREN');
    await page.evaluate(async (text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], 'list.eml', { type: 'message/rfc822' }));
      const target = document.querySelector('[data-testid="position-reader"]')!;
      target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, raw);
    await page.getByTestId('vessel-filter').getByRole('button', { name: 'Clear vessel' }).click();
    await page.getByLabel('Search', { exact: true }).fill('DROPPED LIST');
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        return page.getByTestId('email-row').filter({ hasText: 'DROPPED LIST E2E' }).count();
      })
      .toBe(1);
  });
});
