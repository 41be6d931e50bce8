import { describe, expect, it } from 'vitest';
import { ROW_HEIGHT, visibleRows } from './fleet-window';

describe('visibleRows', () => {
  it('renders every row of a short fleet', () => {
    expect(visibleRows(60, 5000, 400)).toEqual({ first: 0, last: 60, before: 0, after: 0 });
  });

  it('renders the rows in view plus a margin of a long fleet, with spacers for the rest', () => {
    const top = 100 * ROW_HEIGHT;
    const v = visibleRows(200, top, 20 * ROW_HEIGHT);
    expect(v).toEqual({ first: 85, last: 135, before: 85, after: 65 });
    expect(visibleRows(200, 0, 20 * ROW_HEIGHT)).toMatchObject({ first: 0, last: 35, before: 0 });
    expect(visibleRows(200, 195 * ROW_HEIGHT, 20 * ROW_HEIGHT)).toMatchObject({ last: 200, after: 0 });
  });
});
