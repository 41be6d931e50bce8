import type { ErrorCode } from '../../shared/errors/error-codes.js';

/**
 * The one error type services throw for anything a caller can act on. Each carries
 * a code from the shared list and, for input errors, the field it concerns. Anything
 * that is not an AppError is a bug: it is logged and masked at the boundary.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: { field?: string; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /**
   * Read by graphql-js when it wraps a resolver error, so the code reaches the client
   * and Apollo answers with the matching HTTP status.
   */
  get extensions(): Record<string, unknown> {
    return {
      code: this.code,
      ...(this.field === undefined ? {} : { field: this.field }),
      ...(this.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: this.retryAfterSeconds }),
      http: { status: httpStatusFor(this.code) },
    };
  }
}

export const unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have access to this resource') => new AppError('FORBIDDEN', message);
export const notFound = (what: string, id?: string | number) =>
  new AppError('NOT_FOUND', id === undefined ? `${what} not found` : `${what} ${id} not found`);
export const badInput = (message: string, field?: string) =>
  new AppError('BAD_USER_INPUT', message, field === undefined ? {} : { field });
export const conflict = (message: string, field?: string) =>
  new AppError('CONFLICT', message, field === undefined ? {} : { field });

/** HTTP status for each code: used by the REST shim and the GraphQL HTTP layer. */
export function httpStatusFor(code: ErrorCode): number {
  switch (code) {
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'BAD_USER_INPUT':
      return 400;
    case 'CONFLICT':
      return 409;
    case 'RATE_LIMITED':
      return 429;
    case 'SERVER_BUSY':
      return 503;
  }
}
