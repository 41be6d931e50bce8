import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { INTERNAL_ERROR_CODE } from '../../shared/errors/error-codes.js';
import { MSG } from '../../shared/validation/messages.js';
import { AppError } from '../errors/app-error.js';
import type { Logger } from '../logger.js';
import { asTokenLimit, QUERY_TOO_COMPLEX } from './limits.js';

/** Codes produced by GraphQL itself or by input coercion: the client's fault, safe to show. */
const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  QUERY_TOO_COMPLEX,
  'TOO_MANY_OPERATIONS',
]);

/** Neither a typed application error nor one of GraphQL's own client errors: a fault of ours. */
function isUnexpected(original: unknown, code: unknown): boolean {
  return !(original instanceof AppError) && !(typeof code === 'string' && CLIENT_CODES.has(code));
}

/**
 * Typed application errors pass with their code (and field); GraphQL's own client errors pass
 * unchanged; everything else is masked (and logged by logUnexpectedErrors, which knows the request).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const where = {
    ...(formatted.path ? { path: formatted.path } : {}),
    ...(formatted.locations ? { locations: formatted.locations } : {}),
  };
  if (original instanceof AppError) {
    const { http: _http, ...extensions } = original.extensions;
    return { message: original.message, ...where, extensions };
  }
  const code = formatted.extensions?.code;
  if (!isUnexpected(original, code)) {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    // Apollo files every validation error under GRAPHQL_VALIDATION_FAILED, and the parser's token limit under
    // GRAPHQL_PARSE_FAILED; a broken limit keeps its own code.
    if (code === 'GRAPHQL_PARSE_FAILED' && original instanceof GraphQLError) {
      const limit = asTokenLimit(original);
      if (limit !== original) return { message: limit.message, extensions: { ...limit.extensions } };
    }
    if (typeof extensions.limit === 'string') extensions.code = QUERY_TOO_COMPLEX;
    return { ...formatted, extensions };
  }
  return { message: MSG.somethingWrong, ...where, extensions: { code: INTERNAL_ERROR_CODE } };
}

/**
 * Logs, with the operation's logger (so with its request id), each error that formatError masks:
 * the client sees "Something went wrong.", the log keeps the cause.
 */
export function logUnexpectedErrors(errors: readonly GraphQLError[], log: Logger): void {
  for (const error of errors) {
    const original = unwrapResolverError(error);
    if (isUnexpected(original, error.extensions?.code)) {
      log.error({ err: original, path: error.path }, 'unexpected GraphQL error');
    }
  }
}
