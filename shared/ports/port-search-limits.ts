/** Paging of the port search (GET /portsByChar, portsByChar): the spec's defaults, and a ceiling. */
export const PORT_SEARCH = {
  defaultOffset: 0,
  defaultLimit: 100,
  maxLimit: 500,
  maxTextLength: 200,
} as const;

export const PORT_SEARCH_MSG = {
  offset: 'offset must be a whole number of 0 or more',
  limit: `limit must be a whole number from 1 to ${PORT_SEARCH.maxLimit}`,
  text: `port must be at most ${PORT_SEARCH.maxTextLength} characters`,
} as const;

export interface PortSearchPaging {
  offset: number;
  limit: number;
}

/** The field and message of the first paging problem, or null when offset and limit are acceptable. */
export function checkPortSearchPaging(p: PortSearchPaging): { field: 'offset' | 'limit'; message: string } | null {
  if (!Number.isInteger(p.offset) || p.offset < 0) return { field: 'offset', message: PORT_SEARCH_MSG.offset };
  if (!Number.isInteger(p.limit) || p.limit < 1 || p.limit > PORT_SEARCH.maxLimit)
    return { field: 'limit', message: PORT_SEARCH_MSG.limit };
  return null;
}
