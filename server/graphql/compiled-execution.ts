import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import {
  execute,
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

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];

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

/**
 * Compiled execution of the lists' queries (ADR 0036): graphql-jit turns an operation into one function once,
 * and every later request of the same document runs it, in place of graphql-js walking the schema for each
 * field of each row (an argument map, a path and a resolve info per field).
 *
 * What stays graphql-js's, so that no answer changes:
 *  - every other operation (mutations, subscriptions over graphql-ws, queries of other root fields);
 *  - variables: graphql-js reads them first; a refusal is graphql-js's own answer (graphql-jit reads them
 *    again only once graphql-js has accepted them: its messages differ, its values do not);
 *  - any answer with an error: the query is run again by graphql-js, whose answer is sent (reads only, so
 *    reading twice changes nothing; graphql-jit's error objects, paths and null propagation differ);
 *  - parsing, validation, the limits, the plugins, the context and error formatting: Apollo's, as before.
 *
 * Compiled operations are kept per parsed document in a WeakMap: Apollo keeps the parsed documents of the
 * queries it has seen (a repeated query is the same object), and the compiled one goes when it drops them.
 * Apollo runs its gateway executor in place of graphql-js's `execute`, with the same request context.
 */
export function compiledExecution(schema: GraphQLSchema): Gateway {
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
  return {
    onSchemaLoadOrUpdate: (callback) => {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    stop: async () => {},
    load: async () => ({
      executor: async ({ document, operation, operationName, request, context }): Promise<ExecutionResult> => {
        const variableValues = request.variables ?? {};
        const plain = () => execute({ schema, document, contextValue: context, variableValues, operationName });
        if (!runsCompiled(operation)) return plain();
        if (getVariableValues(schema, operation.variableDefinitions ?? [], variableValues, { maxErrors: 50 }).errors)
          return plain();
        const query = compiledFor(document, operation.name?.value);
        if (!query) return plain();
        const result = await (query.query(undefined, context, variableValues) as
          ExecutionResult | Promise<ExecutionResult>);
        return result.errors?.length ? plain() : result;
      },
    }),
  };
}
