import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/validation/messages';
import { errorMessage, isUnauthenticatedError } from './graphql-errors';

const graphqlError = (message: string, code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

const serverError = (status: number, body: unknown) =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(null, { status }),
    bodyText: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('errorMessage', () => {
  it("shows the server's text", () => {
    expect(errorMessage(graphqlError(MSG.invalidCredentials, 'BAD_USER_INPUT'))).toBe(MSG.invalidCredentials);
  });

  it('reads the text from a non-2xx JSON body', () => {
    const body = { errors: [{ message: MSG.tooManyAttempts(30), extensions: { code: 'RATE_LIMITED' } }] };
    expect(errorMessage(serverError(429, body))).toBe(MSG.tooManyAttempts(30));
  });

  it('falls back to the generic text for masked, network and unreadable errors', () => {
    expect(errorMessage(graphqlError('boom', 'INTERNAL_SERVER_ERROR'))).toBe(MSG.somethingWrong);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(MSG.somethingWrong);
    expect(errorMessage(serverError(502, '<html>Bad gateway</html>'))).toBe(MSG.somethingWrong);
  });
});

describe('isUnauthenticatedError', () => {
  it('recognises the code and the HTTP status', () => {
    expect(isUnauthenticatedError(graphqlError(MSG.authExpired, 'UNAUTHENTICATED'))).toBe(true);
    expect(isUnauthenticatedError(serverError(401, ''))).toBe(true);
    expect(isUnauthenticatedError(graphqlError('no', 'FORBIDDEN'))).toBe(false);
    expect(
      isUnauthenticatedError(serverError(400, { errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }] })),
    ).toBe(false);
  });
});
