import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { firstRow, LIST_PAGE, readPage, toPage } from './paging.js';

const VESSELS = { defaultLimit: 25, maxLimit: 1000 };

function refusal(fn: () => unknown): { message: string; field: unknown } {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { message: err.message, field: err.field };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('readPage', () => {
  it('applies the list defaults when nothing is asked for', () => {
    expect(readPage(undefined, LIST_PAGE)).toEqual({ page: 0, limit: 10 });
    expect(readPage({ offset: null, limit: null }, VESSELS)).toEqual({ page: 0, limit: 25 });
    expect(readPage({ offset: 3, limit: 1000 }, VESSELS)).toEqual({ page: 3, limit: 1000 });
  });

  it('refuses sizes outside 1..max and pages outside 0..(10^9 / max), naming the field', () => {
    expect(refusal(() => readPage({ limit: 0 }, LIST_PAGE))).toEqual({
      message: 'limit must be an integer from 1 to 100',
      field: 'limit',
    });
    expect(refusal(() => readPage({ limit: 101 }, LIST_PAGE)).field).toBe('limit');
    expect(refusal(() => readPage({ limit: 2.5 }, VESSELS)).field).toBe('limit');
    expect(refusal(() => readPage({ offset: -1 }, LIST_PAGE))).toEqual({
      message: 'offset must be a page index from 0 to 10000000',
      field: 'offset',
    });
    expect(readPage({ offset: 1_000_000 }, VESSELS).page).toBe(1_000_000);
    expect(refusal(() => readPage({ offset: 1_000_001 }, VESSELS)).field).toBe('offset');
  });
});

describe('toPage and firstRow', () => {
  it('counts pages from the total and starts a page at index x size', () => {
    const req = { page: 2, limit: 10 };
    expect(firstRow(req)).toBe(20);
    expect(toPage(['a'], 21, req)).toEqual({ content: ['a'], totalElements: 21, totalPages: 3, number: 2, size: 10 });
    expect(toPage([], 0, req).totalPages).toBe(0);
  });
});
