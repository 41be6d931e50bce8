/**
 * A Spring-like page, the shape the legacy client reads: `content` holds the rows, `number` is the page
 * index (the legacy `offset` counts pages), `size` the page size.
 */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/** Spec 1 section 9: page size 10 for orders and voyages; offsets count pages from 0. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  limit: number;
  page: number;
}

export function toPage<T>(content: T[], total: number, req: PageRequest): Page<T> {
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / req.limit),
    number: req.page,
    size: req.limit,
  };
}
