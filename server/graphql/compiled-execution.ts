import { HeaderMap, type ApolloServerPlugin, type BaseContext, type GraphQLRequestListener } from '@apollo/server';
import {
  getVariableValues,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLString,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLScalarType,
  type GraphQLSchema,
  isScalarType,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { isoDateTime } from './iso-date-time.js';

/**
 * The root fields whose queries run compiled: the offset lists every orders and voyages page reads (ADR 0036).
 * A query selecting anything else at its root runs on graphql-js; widening this set needs the integration
 * suite green with the field in it (graphql-jit's errors and abstract types differ from graphql-js's, so
 * an answer with errors is graphql-js's anyway, below).
 */
export const COMPILED_ROOT_FIELDS: ReadonlySet<string> = new Set(['allOrders', 'myOrders', 'voyages']);

/** A query whose root selections are only fields of COMPILED_ROOT_FIELDS (no fragments, no `__typename`). */
export function runsCompiled(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && COMPILED_ROOT_FIELDS.has(s.name.value))
  );
}

const MAX_INT = 2_147_483_647;
const MIN_INT = -2_147_483_648;

/**
 * The built-in scalars' answers for the values a row holds, without graphql-js's checks: a string for String
 * and ID, a 32-bit integer for Int, a finite number for Float, a boolean for Boolean are answered as they
 * are, which is what the scalar's own serialize answers for them (graphql-js 16, type/scalars.js); any other
 * value goes to that serialize (its conversions and its errors included). Only where the schema's scalar is
 * graphql-js's own (issue #19 item 2: a page's 260 leaves each went through a check of its object-ness).
 */
function builtInScalarSerializers(schema: GraphQLSchema): Record<string, (value: unknown) => unknown> {
  const fast: [GraphQLScalarType<unknown, unknown>, (value: unknown) => boolean][] = [
    [GraphQLString, (v) => typeof v === 'string'],
    [GraphQLID, (v) => typeof v === 'string'],
    [GraphQLInt, (v) => typeof v === 'number' && Number.isInteger(v) && v <= MAX_INT && v >= MIN_INT],
    [GraphQLFloat, (v) => typeof v === 'number' && Number.isFinite(v)],
    [GraphQLBoolean, (v) => typeof v === 'boolean'],
  ];
  const serializers: Record<string, (value: unknown) => unknown> = {};
  for (const [scalar, answersAsIs] of fast) {
    if (schema.getType(scalar.name) !== scalar) continue;
    serializers[scalar.name] = (value) => (answersAsIs(value) ? value : scalar.serialize(value));
  }
  return serializers;
}

/** What compiledAnswer is given: the operation Apollo resolved, with its variables and context. */
export interface CompiledRequest {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables?: Record<string, unknown>;
  context: unknown;
}

/**
 * Compiled execution of the lists' queries (ADR 0036): graphql-jit turns an operation into one function once,
 * and every later request of the same document runs it, in place of graphql-js walking the schema for each
 * field of each row (an argument map, a path and a resolve info per field).
 *
 * The answer is null wherever graphql-js is to answer instead, so that no answer changes:
 *  - every other operation (mutations, subscriptions over graphql-ws, queries of other root fields);
 *  - variables graphql-js refuses (its refusal is the answer; graphql-jit reads them only once graphql-js
 *    has accepted them: its messages differ, its values do not);
 *  - any answer with an error (graphql-jit's error objects, paths and null propagation differ; these are
 *    reads, so reading again on graphql-js changes nothing).
 *
 * Compiled operations are kept per parsed document in a WeakMap: Apollo keeps the parsed documents of the
 * queries it has seen (a repeated query is the same object), and the compiled one goes when it drops them.
 */
export function compiledAnswer(schema: GraphQLSchema): (request: CompiledRequest) => Promise<ExecutionResult | null> {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();
  // The date-time scalar's answer for a Date, without its checks and toISOString's cost (iso-date-time.ts);
  // anything else, or a date it does not write, goes to the scalar's own serialize (its errors included).
  const dateTime = schema.getType('DateTimeISO');
  const customSerializers: Record<string, (value: unknown) => unknown> = builtInScalarSerializers(schema);
  if (isScalarType(dateTime))
    customSerializers['DateTimeISO'] = (value: unknown) =>
      (value instanceof Date && isoDateTime(value)) || dateTime.serialize(value);
  const compiledFor = (document: DocumentNode, operationName: string | undefined): CompiledQuery | null => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let entry = byName.get(key);
    if (entry === undefined) {
      const result = compileQuery(schema, document, operationName, { customSerializers });
      // What graphql-jit cannot compile runs on graphql-js.
      entry = isCompiledQuery(result) ? result : null;
      byName.set(key, entry);
    }
    return entry;
  };
  return async ({ document, operation, variables, context }) => {
    if (!runsCompiled(operation)) return null;
    const variableValues = variables ?? {};
    if (getVariableValues(schema, operation.variableDefinitions ?? [], variableValues, { maxErrors: 50 }).errors)
      return null;
    const query = compiledFor(document, operation.name?.value);
    if (!query) return null;
    const result = await (query.query(undefined, context, variableValues) as
      ExecutionResult | Promise<ExecutionResult>);
    return result.errors?.length ? null : result;
  };
}

/** The head of a compiled answer: no status or header of its own (Apollo's are kept; it only reads this). */
const NO_HEAD = { status: undefined, headers: new HeaderMap() };

/**
 * The compiled lists in Apollo (ADR 0039): a plugin whose `responseForOperation`, the hook Apollo offers for
 * an answer it need not execute, answers with compiledAnswer, or leaves the operation to Apollo's own
 * execution (graphql-js) when that answers null. It runs after parsing, the document cache, validation, the
 * limits and the context, as execution did; `willSendResponse`, `formatError` and the HTTP status rules
 * follow as before.
 *
 * It was Apollo's gateway executor until then. In gateway mode Apollo hands every operation, compiled or not,
 * a request context built with a getter and a setter per request (makeGatewayGraphQLRequestContext). Under
 * load each scavenge then copied and promoted whole requests, about 2.6 MB per scavenge for `{ __typename }`
 * alone, collected only by the next full collection (likely through a hidden class per such object, which
 * V8 keeps in the old generation).
 */
export function compiledLists(schema: GraphQLSchema): ApolloServerPlugin<BaseContext> {
  const answer = compiledAnswer(schema);
  const listener: GraphQLRequestListener<BaseContext> = {
    responseForOperation: async ({ document, operation, request, contextValue }) => {
      if (!operation) return null;
      const result = await answer({ document, operation, variables: request.variables, context: contextValue });
      return result && { http: NO_HEAD, body: { kind: 'single', singleResult: result } };
    },
  };
  return { requestDidStart: async () => listener };
}
