import { describe, expect, it } from 'vitest';
import { pageAfter, pageLabel } from './list-paging';

describe('vessel and fleet list paging', () => {
  it('first always goes to page 0', () => {
    expect(pageAfter('first', 3, 5)).toBe(0);
    expect(pageAfter('first', 0, 0)).toBe(0);
  });

  it('previous does nothing at page 0 and steps back elsewhere', () => {
    expect(pageAfter('previous', 0, 4)).toBe(0);
    expect(pageAfter('previous', 2, 4)).toBe(1);
  });

  it('next stops at the last page, and on an empty list', () => {
    expect(pageAfter('next', 0, 2)).toBe(1);
    expect(pageAfter('next', 1, 2)).toBe(1);
    expect(pageAfter('next', 0, 0)).toBe(0);
  });

  it('labels pages from 1, an empty list as one page', () => {
    expect(pageLabel(0, 0)).toBe('Page 1 of 1');
    expect(pageLabel(1, 3)).toBe('Page 2 of 3');
  });
});
