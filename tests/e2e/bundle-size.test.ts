import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** Issue budget: the JavaScript a first visit loads, gzipped. */
const INITIAL_JS_BUDGET_BYTES = 400 * 1024;

const webDist = path.resolve(process.env.WEB_DIST ?? 'dist/web');

/** The scripts index.html loads before any screen: the entry and its module preloads (its static imports). */
function initialScripts(): string[] {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ];
  return srcs.map((m) => m[1]!);
}

describe('the built client', () => {
  it('loads under 400 KB of gzipped JavaScript on first visit, the calculator and the map on demand', () => {
    const scripts = initialScripts();
    expect(scripts.length).toBeGreaterThan(1);
    const sizes = scripts.map((src) => gzipSync(readFileSync(path.join(webDist, src)), { level: 9 }).length);
    const total = sizes.reduce((a, b) => a + b, 0);
    console.info(`initial JS: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThan(INITIAL_JS_BUDGET_BYTES);
    for (const src of scripts) expect(src).not.toMatch(/Calculator|RouteMap|maplibre|dnd/i);
    // The entry itself must not pull the calculator's or the map's code in statically.
    const entry = readFileSync(path.join(webDist, scripts[0]!), 'utf8');
    expect(entry).not.toMatch(/from"\.\/(CalculatorPage|RouteMap)[^"]*"/);
    expect(entry).not.toContain('maplibregl');
  });
});
