import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, depthProblem, nestsDeeperThan } from './depth.js';
import { numberProblem } from './read-number.js';
import { shown } from './shown.js';

const nested = (levels: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i += 1) v = [v];
  return v;
};

describe('the body depth limit', () => {
  it(`accepts ${MAX_DEPTH} levels of arrays and objects and refuses one more`, () => {
    expect(nestsDeeperThan(nested(MAX_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan({ a: { b: [{ c: nested(MAX_DEPTH - 4) }] } })).toBe(false);
    expect(nestsDeeperThan({ a: { b: [{ c: nested(MAX_DEPTH - 3) }] } })).toBe(true);
  });

  it('walks 100,000 levels without a stack overflow, and scalars are depth 0', () => {
    expect(nestsDeeperThan(nested(100_000))).toBe(true);
    expect(nestsDeeperThan('text')).toBe(false);
    expect(nestsDeeperThan(null)).toBe(false);
    expect(depthProblem()).toBe(`The request is nested deeper than ${MAX_DEPTH} levels`);
  });
});

describe('quoting a refused value', () => {
  it('quotes short values as JSON, cuts long ones at 60 characters', () => {
    expect(shown(' 0x10 ')).toBe('" 0x10 "');
    expect(shown('x'.repeat(1_000_000))).toBe(`"${'x'.repeat(59)}…`);
    expect(numberProblem(Number.NaN, 'y'.repeat(5000))).toBe(`{field} must be a number, got "${'y'.repeat(59)}…`);
  });

  it('names a value too deep to serialise instead of overflowing the stack', () => {
    expect(shown(nested(100_000))).toBe('[…]');
  });
});
