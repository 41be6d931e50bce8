import { GraphQLError } from 'graphql';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { formatError, logUnexpectedErrors } from './format-error.js';

/** What graphql-js hands Apollo for an error thrown inside a resolver. */
function fromResolver(original: Error): GraphQLError {
  return new GraphQLError(original.message, { path: ['x'], originalError: original });
}

/** A real pino logger writing its JSON lines into an array. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, log: pino({ level: 'info' }, sink).child({ reqId: 'req-1' }) };
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

  it('masks anything unexpected', () => {
    const err = fromResolver(new TypeError("Cannot read properties of undefined (reading 'secret')"));
    const out = formatError({ message: err.message, path: ['x'], extensions: {} }, err);
    expect(out).toEqual({
      message: 'Something went wrong.',
      path: ['x'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
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

describe('logUnexpectedErrors', () => {
  it('logs only what formatError masks, with the request id and the cause', async () => {
    const { lines, log } = capturingLogger();
    logUnexpectedErrors(
      [
        fromResolver(new AppError('NOT_FOUND', 'Order not found')),
        new GraphQLError('Syntax Error', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } }),
        fromResolver(new TypeError('boom')),
      ],
      log,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      reqId: 'req-1',
      msg: 'unexpected GraphQL error',
      path: ['x'],
      err: { type: 'TypeError', message: 'boom' },
    });
  });
});
