import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { gql, loginToken, myOrderId } from '../helpers/api.js';
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

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface MapFrame {
  map: Box;
  /** Each port's screen position (its marker is a zero-size box on the port). */
  ports: { x: number; y: number }[];
  labels: { text: string; box: Box }[];
  /** The zoom control, the attribution and the legend. */
  overlays: { name: string; box: Box }[];
  routeBounds: [[number, number], [number, number]];
}

interface FrameDom {
  document: {
    querySelector(s: string): FrameEl | null;
    querySelectorAll(s: string): Iterable<FrameEl>;
  };
}
interface FrameEl {
  className: string;
  textContent: string | null;
  dataset: Record<string, string | undefined>;
  getBoundingClientRect(): Box;
}

/** Where the map, its ports, their labels and the overlays are on screen, and the bounds it fitted. */
function readFrame(page: Page): Promise<MapFrame> {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as FrameDom;
    const box = (el: FrameEl): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const map = document.querySelector('[data-testid="route-map"]')!;
    const overlays = [
      ...[...document.querySelectorAll('[data-testid="route-map"] .maplibregl-ctrl')].map((el) => ({
        name: el.className,
        box: box(el),
      })),
      { name: 'legend', box: box(document.querySelector('[data-testid="map-legend"]')!) },
    ];
    return {
      map: box(map),
      ports: [...document.querySelectorAll('.route-map-port')].map((el) => ({ x: box(el).left, y: box(el).top })),
      labels: [...document.querySelectorAll('.route-map-label')].map((el) => ({
        text: el.textContent ?? '',
        box: box(el),
      })),
      overlays,
      routeBounds: JSON.parse(map.dataset.routeBounds ?? 'null') as MapFrame['routeBounds'],
    };
  });
}

const inside = (b: Box, outer: Box) =>
  b.left >= outer.left && b.right <= outer.right && b.top >= outer.top && b.bottom <= outer.bottom;
const overlaps = (a: Box, b: Box) =>
  Math.min(a.right, b.right) > Math.max(a.left, b.left) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);

/** A two-port order (a custom point when the port has coordinates) saved through the API. */
async function saveOrder(
  url: string,
  token: string,
  name: string,
  load: { port: string; customPoint?: boolean; lat?: number; lng?: number },
  discharge: { port: string; lat?: number; lng?: number },
): Promise<number> {
  const input = {
    name,
    access: 'PRIVATE',
    freightMode: 'SINGLE_FREIGHT',
    qtyMode: 'MOLOO',
    laycanStartDate: '2027-04-01T00:00:00.000Z',
    laycanEndDate: '2027-04-10T00:00:00.000Z',
    operations: [
      { operation: 'LOADING', ...load, rate: 20000, cargoQty: 66000, freight: 45, cargo: 'Grain', account: 'Map' },
      { operation: 'DISCHARGING', ...discharge, rate: 10000, cargoQty: 66000 },
    ],
  };
  const r = await gql<{ saveOrder: { databaseId: number } }>(
    url,
    'mutation ($input: OrderInput!) { saveOrder(input: $input) { databaseId } }',
    { input },
    token,
  );
  if (r.errors) throw new Error(`saveOrder failed: ${JSON.stringify(r.errors)}`);
  return r.data!.saveOrder.databaseId;
}

describe('route map (/map/{id})', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let orderId: number;
  let pacificId: number;
  let suezId: number;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    const token = await loginToken(server.url, 'admin@demo.example');
    orderId = await myOrderId(server.url, token, 'Kamsar');
    // Convent is a berth on the Mississippi: a custom point.
    pacificId = await saveOrder(
      server.url,
      token,
      'Map Convent / Qingdao',
      { port: 'Convent', customPoint: true, lat: 30.02, lng: -90.83 },
      { port: 'Qingdao' },
    );
    suezId = await saveOrder(
      server.url,
      token,
      'Map Rotterdam / Singapore',
      { port: 'Rotterdam' },
      { port: 'Singapore' },
    );
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

    // The ports' screen positions: each marker is a zero-size box on its port.
    const canvasBox = (await page.locator('[data-testid="route-map"] canvas').boundingBox())!;
    const ports = await page.locator('.maplibregl-marker').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.left, y: r.top };
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

  const VIEWPORTS = [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ];
  const ROUTES = [
    { name: 'Convent -> Qingdao (across the Pacific)', id: () => pacificId, labels: ['1. Convent', '2. Qingdao'] },
    { name: 'Rotterdam -> Singapore', id: () => suezId, labels: ['1. Rotterdam', '2. Singapore'] },
  ];

  for (const viewport of VIEWPORTS) {
    for (const route of ROUTES) {
      it(`frames ${route.name} whole at ${viewport.width}x${viewport.height}, every label readable`, async () => {
        await page.setViewportSize(viewport);
        await page.goto(`/map/${route.id()}`);
        await page.locator('[data-testid="route-map"][data-ready="true"]').waitFor({ timeout: 30_000 });
        const frame = await readFrame(page);
        expect(frame.labels.map((l) => l.text)).toEqual(route.labels);

        // Framed the short way: not the whole world the router's split at 180 degrees would give.
        const [[west], [east]] = frame.routeBounds;
        expect(east - west).toBeGreaterThan(50);
        expect(east - west).toBeLessThan(200);

        // Every port on screen, every label inside the map and clear of the controls, the legend and each other.
        expect(frame.ports).toHaveLength(route.labels.length);
        for (const p of frame.ports) {
          expect(p.x).toBeGreaterThan(frame.map.left);
          expect(p.x).toBeLessThan(frame.map.right);
          expect(p.y).toBeGreaterThan(frame.map.top);
          expect(p.y).toBeLessThan(frame.map.bottom);
        }
        for (const label of frame.labels) {
          expect(inside(label.box, frame.map), `${label.text} inside the map`).toBe(true);
          for (const o of frame.overlays) {
            expect(overlaps(label.box, o.box), `${label.text} under ${o.name}`).toBe(false);
          }
        }
        expect(overlaps(frame.labels[0]!.box, frame.labels[1]!.box)).toBe(false);
        const zoom = frame.overlays.find((o) => o.name.includes('maplibregl-ctrl-group'));
        expect(zoom, 'the zoom control').toBeDefined();
        expect(overlaps(frame.labels.at(-1)!.box, zoom!.box)).toBe(false);

        // One continuous line from port to port: route pixels at both ports, and none at the map's edges (the
        // route is fitted clear of them; a line split at 180 degrees and drawn as it comes runs off the map).
        const local = frame.ports.map((p) => ({ x: p.x - frame.map.left, y: p.y - frame.map.top }));
        const framePng = `/tmp/e2e-route-map-frame-${route.id()}-${viewport.width}.png`;
        await page.screenshot({ path: framePng, fullPage: false });
        const { report, png } = await readMapPixels(page, local);
        writeFileSync(`/tmp/e2e-route-map-${route.id()}-${viewport.width}.png`, png);
        for (const n of report.nearPorts) expect(n).toBeGreaterThan(20);
        expect(report.routeBox!.minX).toBeGreaterThan(10);
        expect(report.routeBox!.maxX).toBeLessThan(report.width - 10);
        expect(report.routeBox!.minY).toBeGreaterThan(10);
        expect(report.routeBox!.maxY).toBeLessThan(report.height - 10);
      });
    }
  }

  it('shows the error message when the route cannot be loaded', async () => {
    await page.goto('/map/987654');
    const error = page.getByTestId('map-error');
    await error.waitFor();
    expect((await error.textContent())?.trim()).toMatch(/not found/i);
  });
});
