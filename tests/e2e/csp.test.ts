import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, myOrderId } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { openCalculator, settled } from './calculator-support.js';

/**
 * Issue #18: the app runs under the server's Content-Security-Policy (server/http-hygiene.ts): the calculator
 * (its result stream over graphql-ws) and the route map (MapLibre and its worker) without one violation.
 * Violations are caught both ways Chromium reports them: the page's securitypolicyviolation event and the
 * console's "Content Security Policy" errors.
 */
describe('the web app under the Content-Security-Policy', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let orderId: number;
  const console: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    const token = await loginToken(server.url, 'admin@demo.example');
    orderId = await myOrderId(server.url, token, 'Kamsar');
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (globalThis as unknown as { cspViolations: string[] }).cspViolations = seen;
      globalThis.addEventListener('securitypolicyviolation', (event) => {
        const e = event as unknown as { violatedDirective: string; blockedURI: string; sourceFile: string };
        seen.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}`);
      });
    });
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const violations = () => page.evaluate(() => (globalThis as unknown as { cspViolations: string[] }).cspViolations);

  afterEach(async () => {
    expect(await violations()).toEqual([]);
    expect(console).toEqual([]);
  });

  it('serves the page with the policy, and the calculator computes its fleet over graphql-ws', async () => {
    const response = await page.goto('/login');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    await openCalculator(page);
    await settled(page);
    expect(await page.getByTestId('fleet-row').count()).toBeGreaterThan(0);
  });

  it('draws the route map: MapLibre, its worker and the land layer load under the policy', async () => {
    await page.goto(`/map/${orderId}`);
    await page.locator('[data-testid="route-map"][data-ready="true"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid="route-map"] canvas.maplibregl-canvas').count()).toBe(1);
    expect(await page.locator('.route-map-label').allTextContents()).toEqual([
      '1. Kamsar',
      '2. Singapore',
      '3. Yantai',
    ]);
    // The violations listener is live (the same check that guards the steps above can fail):
    await page.evaluate(() => {
      const img = (globalThis as unknown as { document: { createElement(t: string): { src: string } } }).document;
      img.createElement('img').src = 'https://blocked.invalid/probe.png';
    });
    await expect.poll(violations).toHaveLength(1);
    expect((await violations())[0]).toMatch(/^img-src blocked https:\/\/blocked\.invalid/);
    await page.evaluate(() => (globalThis as unknown as { cspViolations: string[] }).cspViolations.splice(0));
    console.splice(0);
  });
});
