import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { calculateFleet } from '../../../shared/voyage/calculate-fleet.js';
import { GOLDEN_CASES } from './cases.js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'expected');
const update = process.env.UPDATE_GOLDEN === '1';

/** Compares numbers to 1e-9 relative, everything else exactly, and names the path of the first difference. */
function compare(actual: unknown, expected: unknown, at = '$'): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    const tol = 1e-9 * Math.max(1, Math.abs(expected));
    if (Math.abs(actual - expected) > tol) expect.fail(`${at}: ${actual} differs from golden ${expected}`);
    return;
  }
  if (expected && typeof expected === 'object') {
    expect(typeof actual, at).toBe('object');
    const keys = new Set([...Object.keys(expected as object), ...Object.keys(actual as object)]);
    for (const k of keys)
      compare((actual as Record<string, unknown>)[k], (expected as Record<string, unknown>)[k], `${at}.${k}`);
    return;
  }
  expect(actual, at).toEqual(expected);
}

describe('golden estimates', () => {
  it.each(GOLDEN_CASES.map((c) => [c.name, c] as const))('%s matches its committed output', (name, c) => {
    const result = JSON.parse(JSON.stringify(calculateFleet({ input: c.input, options: c.options })));
    const file = path.join(dir, `${name}.json`);
    if (update || !existsSync(file)) {
      if (!update) expect.fail(`golden file ${file} is missing: run with UPDATE_GOLDEN=1 to create it`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
      return;
    }
    compare(result, JSON.parse(readFileSync(file, 'utf8')));
  });
});
