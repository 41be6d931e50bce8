/** Error codes shared by the GraphQL API, the REST shim and the web client. */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'RATE_LIMITED',
  /** The server's database queue is full (PGlite admission, ADR 0018): retry after the Retry-After seconds. */
  'SERVER_BUSY',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const INTERNAL_ERROR_CODE = 'INTERNAL_SERVER_ERROR';
