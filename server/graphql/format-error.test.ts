import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { logger } from '../logger.js';
import { formatError } from './format-error.js';

/** What graphql-js hands Apollo for an error thrown inside a resolver. */
function fromResolver(original: Error): GraphQLError {
  return new GraphQLError(original.message, { path: ['x'], originalError: original });
}

describe('formatError', () => {
  it('passes a typed error with its code and field, without the HTTP detail', () => {
    const err = fromResolver(new AppError('BAD_USER_INPUT', 'Query Name is Required', { field: 'name' }));
    const out = formatError({ message: err.message, path: ['x'], extensions: err.extensions }, err);
    expect(out).toEqual({
      message: 'Query Name is Required',
      path: ['x'],
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
  });

  it('masks anything unexpected and logs it', () => {
    const spy = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const err = fromResolver(new TypeError("Cannot read properties of undefined (reading 'secret')"));
    const out = formatError({ message: err.message, path: ['x'], extensions: {} }, err);
    expect(out).toEqual({
      message: 'Something went wrong.',
      path: ['x'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });

  it("keeps GraphQL's own client errors", () => {
    const err = new GraphQLError('Cannot query field "nope" on type "Query".', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const out = formatError(
      { message: err.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED', stacktrace: ['...'] } },
      err,
    );
    expect(out).toEqual({ message: err.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });
});
