import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProbe, recordOpen } from '../../scripts/bench-open/probe.js';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { grid, gridRows, legsSettled, num, settled } from './calculator-support.js';
import { logIn } from './e2e-support.js';

/**
 * Issue #13 item 6: opening the calculator prices the order once. The demo orders store rounded
 * distances that the routed legs replace, so a run started on the stored ones would be restarted (a
 * second subscription, the first cancelled or wasted); the first run waits for the measured legs, and
 * the screen waits for the first run (a light placeholder until then).
 */
describe('opening the calculator', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await addProbe(page);
    await logIn(page, 'admin@demo.example');
    token = await loginToken(server.url, 'admin@demo.example');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The grid's Dist Normal from the third row on (the legs the calculator measured). */
  const shownLegs = (p: Page) =>
    gridRows(p).evaluateAll((els) =>
      els.slice(2).map((e) => {
        const cell = e.querySelector('[aria-label$="Dist Normal"]');
        return cell instanceof HTMLInputElement ? cell.value : (cell?.textContent ?? '').trim();
      }),
    );

  for (const pass of ['the first opening (first order of the list)', 'a reopening (the order remembered)']) {
    it(`${pass}: one subscription, none cancelled, on the measured legs`, async () => {
      await page.goto('about:blank');
      const rec = recordOpen(page);
      await page.goto('/calculator');
      await grid(page).waitFor({ timeout: 20_000 });
      await legsSettled(page);
      await settled(page);
      // A restart after a late answer would show within this pause.
      await page.waitForTimeout(500);
      const trace = await rec.finish();
      expect(trace.subscribes).toHaveLength(1);
      expect(trace.cancels).toHaveLength(0);
      // Asked for ahead of the calculator's code (route-preload.ts) and read from the cache by it:
      // every request of the opening leaves once.
      const sent = (name: string) => trace.calls.filter((c) => c.name === name).length;
      for (const name of ['CalculatorOrderList', 'CalculatorOrder', 'CalculatorFleet', 'CalculatorOrgUsers'])
        expect(sent(name), name).toBe(1);
      expect(sent('GridLegDistances')).toBe(1);
      if (pass.startsWith('a reopening')) {
        // The legs this order asked for at its last opening leave beside the order, not after its answer.
        const call = (name: string) => trace.calls.find((c) => c.name === name)!;
        expect(call('GridLegDistances').start).toBeLessThan(call('CalculatorOrder').end);
      }
      // The screen renders after the run is subscribed (ADR 0014): the server prices meanwhile.
      expect(trace.firstRow).not.toBeNull();
      expect(trace.firstRow!).toBeGreaterThan(trace.subscribes[0]!);

      const shown = (await shownLegs(page)).map(num);
      const input = trace.lastSubscribe?.payload as { cargoList: { distNormal: number }[] };
      // The grid shows whole miles of the distances sent.
      expect(input.cargoList.slice(2).map((r) => Math.round(r.distNormal))).toEqual(shown);
      // The order stores other distances, else this test could not fail.
      const body = JSON.parse(trace.bodies.get('CalculatorOrder') ?? '{}') as {
        query: string;
        variables: Record<string, unknown>;
      };
      const stored = await gql<{ order: { operations: { distNormal: number }[] } }>(
        server.url,
        body.query,
        body.variables,
        token,
      );
      expect(stored.data!.order.operations.slice(2).map((o) => o.distNormal)).not.toEqual(shown);
    });
  }
});
