import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { INTERNAL_ERROR_CODE } from '../../shared/errors/error-codes.js';
import { MSG } from '../../shared/validation/messages.js';
import { AppError } from '../errors/app-error.js';
import { logger } from '../logger.js';

/** Codes produced by GraphQL itself or by input coercion: the client's fault, safe to show. */
const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * Typed application errors pass with their code (and field); GraphQL's own client
 * errors pass unchanged; everything else is logged and masked.
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
  if (typeof code === 'string' && CLIENT_CODES.has(code)) {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  logger.error('unexpected GraphQL error', original);
  return { message: MSG.somethingWrong, ...where, extensions: { code: INTERNAL_ERROR_CODE } };
}
