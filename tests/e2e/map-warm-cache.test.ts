import { loadavg } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, myOrderId } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { logIn } from './e2e-support.js';

/**
 * Issue #19 item 5: the route map on a warm cache. The first visit downloads the map's chunks compressed
 * and cacheable for a year; the next visit (a new navigation, as after closing the tab) takes every hashed
 * asset from the browser's cache without asking the server, revalidates only index.html, and the map is
 * painted (data-ready: the 1:110m land drawn, map idle), then the 1:50m land is swapped in (data-land). The
 * times are printed beside the load average.
 */
interface Seen {
  requestId: string;
  url: string;
  status: number;
  fromCache: boolean;
  encoding: string | undefined;
  cacheControl: string | undefined;
  length: number;
}

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: TestBrowser;
let page: Page;
let cdp: CDPSession;
let orderId: number;
const seen: Seen[] = [];
/** Requests Chromium answered from its memory cache (reported apart from the response). */
const served = new Set<string>();

/** In the page before any script: stamps when the map says it is painted (data-ready="true"). */
function stampMapReady(): void {
  const w = window as unknown as { __mapReadyAt?: number; __mapDetailedAt?: number };
  new MutationObserver(() => {
    if (w.__mapReadyAt === undefined && document.querySelector('[data-testid="route-map"][data-ready="true"]'))
      w.__mapReadyAt = performance.now();
    if (w.__mapDetailedAt === undefined && document.querySelector('[data-testid="route-map"][data-land="detailed"]'))
      w.__mapDetailedAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready', 'data-land'] });
}

/**
 * Opens the map as a new navigation; answers ms from navigation start to the painted map (its land at 1:110m),
 * to the 1:50m land swapped in after it, and the steps.
 */
async function openMap(): Promise<{ ready: number; detailed: number; steps: string }> {
  seen.length = 0;
  await page.goto(`/map/${orderId}`);
  await page.locator('[data-testid="route-map"][data-ready="true"]').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="route-map"][data-land="detailed"]').waitFor({ timeout: 30_000 });
  return page.evaluate(() => {
    const end = (pattern: RegExp) =>
      Math.max(
        0,
        ...performance
          .getEntriesByType('resource')
          .filter((e) => pattern.test(e.name))
          .map((e) => (e as PerformanceResourceTiming).responseEnd),
      ).toFixed(0);
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const steps = `DOMContentLoaded ${nav.domContentLoadedEventEnd.toFixed(0)}, maplibre ${end(/vendor-maplibre/)}, last GraphQL ${end(/\/graphql/)}, land 1:110m ${end(/land-110m/)}, 1:50m ${end(/land-50m/)}`;
    const w = window as unknown as { __mapReadyAt: number; __mapDetailedAt: number };
    return { ready: w.__mapReadyAt, detailed: w.__mapDetailedAt, steps };
  });
}

const assets = () =>
  seen
    .filter((s) => new URL(s.url).pathname.startsWith('/assets/'))
    .map((s) => ({ ...s, fromCache: s.fromCache || served.has(s.requestId) }));

beforeAll(async () => {
  server = await startTestServer({ catalogue: true });
  const token = await loginToken(server.url, 'admin@demo.example');
  orderId = await myOrderId(server.url, token, 'Kamsar');
  browser = await launchBrowser({ baseURL: server.url });
  page = await browser.context.newPage();
  await page.addInitScript(stampMapReady);
  cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', (e) => {
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    seen.push({
      requestId: e.requestId,
      url: e.response.url,
      status: e.response.status,
      fromCache: Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker),
      encoding: h['content-encoding'],
      cacheControl: h['cache-control'],
      length: Number(h['content-length'] ?? Number.NaN),
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    served.add(e.requestId);
  });
  await logIn(page, 'admin@demo.example');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the route map on a warm cache', () => {
  it('downloads the map chunks compressed and immutable, then paints from the cache alone', async () => {
    const coldMap = await openMap();
    const cold = assets();
    const scripts = cold.filter((s) => /\.(js|css|json)$/.test(new URL(s.url).pathname));
    expect(scripts.some((s) => /vendor-maplibre-[\w-]{8}\.js$/.test(s.url))).toBe(true);
    for (const s of scripts.filter((x) => !x.fromCache)) {
      expect(s.cacheControl, s.url).toBe('public, max-age=31536000, immutable');
      // Compressed unless under the 1 KB threshold (not worth a frame).
      if (!(s.length < 1024)) expect(s.encoding ?? 'identity', s.url).toMatch(/^(br|gzip)$/);
    }

    await page.goto('/');
    const warmMap = await openMap();
    const warm = assets();
    expect(warm.length).toBeGreaterThan(0);
    // Every hashed asset from the cache (disk or memory): none reached the server.
    expect(warm.filter((s) => !s.fromCache).map((s) => s.url)).toEqual([]);
    const page304 = seen.find((s) => new URL(s.url).pathname === `/map/${orderId}`);
    expect(page304?.cacheControl).toBe('no-cache');
    console.info(
      `route map painted: cold ${coldMap.ready.toFixed(0)} ms (1:50m land at ${coldMap.detailed.toFixed(0)}; ${coldMap.steps}), warm ${warmMap.ready.toFixed(0)} ms (1:50m land at ${warmMap.detailed.toFixed(0)}; ${warmMap.steps}) after navigation start (target < 1000 ms warm); load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  }, 120_000);
});
