import type {
  ApolloServerPlugin,
  GraphQLRequestContextDidEncounterErrors,
  GraphQLRequestContextWillSendResponse,
  GraphQLRequestListener,
  GraphQLResponse,
} from '@apollo/server';
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

type Listener = GraphQLRequestListener<GraphQLContext>;

/**
 * Ties GraphQL over HTTP to the request log: the operation name goes into the request's log line
 * (the client's name at first, the resolved one once known), and masked errors are logged with the
 * request's logger, hence its id. Sets the answer's HTTP status (httpStatusOfAnswer).
 *
 * `onErrors`: plugins that act on errors only (graphql-armor's suggestion masking, limits.ts), run first
 * when a request has errors instead of each being called on every request. The listeners are shared by
 * all requests (they read the request's context from Apollo's argument), and an operation the client
 * named resolves to that name, so only an unnamed one has a didResolveOperation hook: Apollo calls every
 * listener's every hook on every request, a cost per request (issue #19 item 2).
 */
export function requestLogPlugin(
  onErrors: readonly ApolloServerPlugin<GraphQLContext>[] = [],
): ApolloServerPlugin<GraphQLContext> {
  const didEncounterErrors = async (requestContext: GraphQLRequestContextDidEncounterErrors<GraphQLContext>) => {
    for (const plugin of onErrors) {
      const listener = await plugin.requestDidStart?.(requestContext);
      await listener?.didEncounterErrors?.(requestContext);
    }
    logUnexpectedErrors(requestContext.errors, requestContext.contextValue.request.log);
  };
  const willSendResponse = async ({ response }: GraphQLRequestContextWillSendResponse<GraphQLContext>) => {
    response.http.status = httpStatusOfAnswer(response.body, response.http.status);
  };
  const named: Listener = { didEncounterErrors, willSendResponse };
  const unnamed: Listener = {
    didResolveOperation: async ({ operationName, contextValue }) => {
      if (operationName) contextValue.request.operation = operationName;
    },
    didEncounterErrors,
    willSendResponse,
  };
  return {
    requestDidStart: async ({ request, contextValue }) => {
      if (!request.operationName) return unnamed;
      contextValue.request.operation = request.operationName;
      return named;
    },
  };
}
