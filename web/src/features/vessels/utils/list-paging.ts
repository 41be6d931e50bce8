/**
 * Paging of the Vessel List and Fleet List (spec 2 sections 4 and 9): 25 rows a page, pages counted from
 * 0; first goes to 0, previous does nothing on the first page, next does nothing on the last one.
 */
export const LIST_PAGE_SIZE = 25;

export type PageAction = 'first' | 'previous' | 'next';

/** The page an action leads to from `page` of `totalPages` (0 when the list is empty). */
export function pageAfter(action: PageAction, page: number, totalPages: number): number {
  if (action === 'first') return 0;
  if (action === 'previous') return page > 0 ? page - 1 : 0;
  return page + 1 < totalPages ? page + 1 : page;
}

/** "Page n of m" with at least one page, for the pager's label. */
export function pageLabel(page: number, totalPages: number): string {
  return `Page ${page + 1} of ${Math.max(totalPages, 1)}`;
}
