import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from './context.js';
import { logUnexpectedErrors } from './format-error.js';

/**
 * Ties GraphQL over HTTP to the request log: the operation name goes into the request's log line
 * (the client's name at first, the resolved one once known), and masked errors are logged with the
 * request's logger, hence its id.
 */
export const requestLogPlugin: ApolloServerPlugin<GraphQLContext> = {
  requestDidStart: async ({ request, contextValue }) => {
    if (request.operationName) contextValue.request.operation = request.operationName;
    return {
      didResolveOperation: async ({ operationName }) => {
        if (operationName) contextValue.request.operation = operationName;
      },
      didEncounterErrors: async ({ errors }) => logUnexpectedErrors(errors, contextValue.request.log),
    };
  },
};
