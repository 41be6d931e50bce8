import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { gql, loginToken } from '../helpers/api.js';
import { logIn } from './e2e-support.js';

/** The route colour of the map style (MAP_COLORS.route, #d9480f). */
const ROUTE_RGB = [0xd9, 0x48, 0x0f] as const;

interface PixelReport {
  width: number;
  height: number;
  route: number;
  /** Route-coloured pixels within 30 px of each port. */
  nearPorts: number[];
  routeBox: { minX: number; maxX: number; minY: number; maxY: number } | null;
  water: number;
  land: number;
}

interface BrowserApis {
  Image: new () => { src: string; width: number; height: number; decode(): Promise<void> };
  document: {
    createElement(tag: 'canvas'): {
      width: number;
      height: number;
      getContext(kind: '2d'): {
        drawImage(image: unknown, x: number, y: number): void;
        getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
      } | null;
    };
  };
}

/**
 * Screenshots the map canvas alone (DOM labels and legend hidden), then reads its pixels in the page:
 * how many are the route colour, where they lie, and how many are water and land.
 */
async function readMapPixels(
  page: Page,
  ports: readonly { x: number; y: number }[],
): Promise<{ report: PixelReport; png: Buffer }> {
  await page.addStyleTag({
    content:
      '.maplibregl-marker, [data-testid="map-legend"], .maplibregl-control-container { visibility: hidden !important; }',
  });
  const canvas = page.locator('[data-testid="route-map"] canvas.maplibregl-canvas');
  const png = await canvas.screenshot();
  const report = await page.evaluate(
    async ({ b64, route, ports }) => {
      // The test project has no DOM lib: the few browser APIs used here, typed locally.
      const { Image, document } = globalThis as unknown as BrowserApis;
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const { data } = ctx.getImageData(0, 0, c.width, c.height);
      const near = (i: number, rgb: readonly number[], tol: number) =>
        Math.abs(data[i]! - rgb[0]!) <= tol &&
        Math.abs(data[i + 1]! - rgb[1]!) <= tol &&
        Math.abs(data[i + 2]! - rgb[2]!) <= tol;
      let routeCount = 0;
      let water = 0;
      let land = 0;
      let box: { minX: number; maxX: number; minY: number; maxY: number } | null = null;
      for (let y = 0; y < c.height; y++) {
        for (let x = 0; x < c.width; x++) {
          const i = (y * c.width + x) * 4;
          if (near(i, route, 40)) {
            routeCount++;
            box = box
              ? {
                  minX: Math.min(box.minX, x),
                  maxX: Math.max(box.maxX, x),
                  minY: Math.min(box.minY, y),
                  maxY: Math.max(box.maxY, y),
                }
              : { minX: x, maxX: x, minY: y, maxY: y };
          } else if (near(i, [0xcf, 0xe2, 0xf3], 6)) water++;
          else if (near(i, [0xf2, 0xef, 0xe6], 6)) land++;
        }
      }
      const nearPorts = ports.map((p) => {
        let n = 0;
        for (let y = Math.max(0, Math.round(p.y) - 30); y < Math.min(c.height, Math.round(p.y) + 30); y++) {
          for (let x = Math.max(0, Math.round(p.x) - 30); x < Math.min(c.width, Math.round(p.x) + 30); x++) {
            if (near((y * c.width + x) * 4, route, 40)) n++;
          }
        }
        return n;
      });
      return { width: c.width, height: c.height, route: routeCount, nearPorts, routeBox: box, water, land };
    },
    { b64: png.toString('base64'), route: ROUTE_RGB, ports },
  );
  return { report, png };
}

describe('route map (/map/{id})', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let orderId: number;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    const token = await loginToken(server.url, 'admin@demo.example');
    const orders = await gql<{ myOrders: { content: { id: number; name: string }[] } }>(
      server.url,
      '{ myOrders { content { id name } } }',
      {},
      token,
    );
    const kamsar = orders.data!.myOrders.content.find((o) => o.name.startsWith('Kamsar'));
    if (!kamsar) throw new Error('the catalogue order Kamsar / Yantai is missing');
    orderId = kamsar.id;
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await logIn(page, 'admin@demo.example');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('draws the route on the offline basemap with labelled ports and a legend', async () => {
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    await page.goto(`/map/${orderId}`);
    await page.getByRole('heading', { level: 1, name: 'Route Map' }).waitFor();
    await page.locator('[data-testid="route-map"][data-ready="true"]').waitFor({ timeout: 30_000 });

    const labels = await page.locator('.route-map-label').allTextContents();
    expect(labels).toEqual(['1. Kamsar', '2. Singapore', '3. Yantai']);
    const legend = page.getByTestId('map-legend');
    await expect(legend.textContent()).resolves.toContain('Kamsar → Singapore');
    await expect(legend.textContent()).resolves.toContain('ECA stretches');

    // The ports' screen positions, from their labels (anchored left, 10 px right of the point).
    const canvasBox = (await page.locator('[data-testid="route-map"] canvas').boundingBox())!;
    const ports = await page.locator('.maplibregl-marker').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.left - 10, y: r.top + r.height / 2 };
      }),
    );
    const local = ports.map((p) => ({ x: p.x - canvasBox.x, y: p.y - canvasBox.y }));

    const { report, png } = await readMapPixels(page, local);
    writeFileSync('/tmp/e2e-route-map.png', png);
    expect(report.route).toBeGreaterThan(500);
    expect(report.water).toBeGreaterThan(report.width * report.height * 0.2);
    expect(report.land).toBeGreaterThan(report.width * report.height * 0.05);
    // The line is drawn along the path: it reaches every port, and spans from Kamsar (west) to Yantai (east).
    for (const n of report.nearPorts) expect(n).toBeGreaterThan(20);
    const box = report.routeBox!;
    expect(box.minX).toBeLessThan(local[0]!.x);
    expect(box.maxX).toBeGreaterThanOrEqual(local[2]!.x - 5);
    expect(box.maxX).toBeLessThan(local[2]!.x + 30);
    expect(failed.filter((u) => !u.startsWith(server.url))).toEqual([]);
  });

  it('shows the error message when the route cannot be loaded', async () => {
    await page.goto('/map/987654');
    const error = page.getByTestId('map-error');
    await error.waitFor();
    expect((await error.textContent())?.trim()).toMatch(/not found/i);
  });
});
