import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import type { GraphQLContext } from './context.js';
import { logUnexpectedErrors } from './format-error.js';

/**
 * The HTTP status of a GraphQL answer. Apollo takes it from the errors' `extensions.http` (AppError sets it
 * from its code, as the REST shim answers), whatever the answer holds; but GraphQL over HTTP answers 200 for
 * any answer that carries data, partial data included (`nodes(ids)` with one id not found: the others in
 * `data`, the refusal in `errors`). Only an answer without data (a refusal before or at the root, `data`
 * null or absent) keeps the status of its error: 401, 403, 404, 400, 409, 429, as the clients rely on.
 */
export function httpStatusOfAnswer(
  body: GraphQLResponse['body'] | undefined,
  fromErrors: number | undefined,
): number | undefined {
  const data = !body ? undefined : body.kind === 'single' ? body.singleResult.data : body.initialResult.data;
  return data == null ? fromErrors : 200;
}

/**
 * Ties GraphQL over HTTP to the request log: the operation name goes into the request's log line
 * (the client's name at first, the resolved one once known), and masked errors are logged with the
 * request's logger, hence its id. Sets the answer's HTTP status (httpStatusOfAnswer).
 */
export const requestLogPlugin: ApolloServerPlugin<GraphQLContext> = {
  requestDidStart: async ({ request, contextValue }) => {
    if (request.operationName) contextValue.request.operation = request.operationName;
    return {
      didResolveOperation: async ({ operationName }) => {
        if (operationName) contextValue.request.operation = operationName;
      },
      didEncounterErrors: async ({ errors }) => logUnexpectedErrors(errors, contextValue.request.log),
      willSendResponse: async ({ response }) => {
        response.http.status = httpStatusOfAnswer(response.body, response.http.status);
      },
    };
  },
};
