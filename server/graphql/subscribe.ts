import {
  coerceInputValue,
  createSourceEventStream,
  execute,
  getOperationAST,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLString,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  typeFromAST,
  visit,
  type ASTNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLInputType,
} from 'graphql';

/**
 * graphql-js executes every event of a subscription with the operation's raw variables, coercing them
 * again each time. A field whose arguments only matter when subscribing (calculationStream takes a
 * whole estimate: about 9 ms to coerce 200 vessels) then costs O(events x input). This subscribe()
 * creates the source stream once with the real variables and executes each event with the variables
 * that feed nothing but such a field's arguments replaced by the smallest valid value of their type.
 * The fields' resolve functions must not read those arguments.
 */
export function subscribeWithArgsOnce(subscribeTimeArgFields: ReadonlySet<string>) {
  return async (args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> => {
    const source = await createSourceEventStream(args);
    if (!isAsyncIterable(source)) return source;
    const perEvent: ExecutionArgs = { ...args, variableValues: lightVariables(args, subscribeTimeArgFields) };
    return mapEvents(source, (payload) => execute({ ...perEvent, rootValue: payload }));
  };
}

function isAsyncIterable(x: unknown): x is AsyncIterable<unknown> {
  return typeof x === 'object' && x !== null && Symbol.asyncIterator in x;
}

async function* mapEvents(
  source: AsyncIterable<unknown>,
  run: (payload: unknown) => ExecutionResult | Promise<ExecutionResult>,
): AsyncGenerator<ExecutionResult> {
  for await (const payload of source) yield await run(payload);
}

function variablesIn(node: ASTNode | readonly ASTNode[] | undefined, into: Set<string>): void {
  const nodes: readonly ASTNode[] = node === undefined ? [] : Array.isArray(node) ? node : [node as ASTNode];
  for (const n of nodes) visit(n, { Variable: (v) => void into.add(v.name.value) });
}

function lightVariables(args: ExecutionArgs, fields: ReadonlySet<string>): ExecutionArgs['variableValues'] {
  const variables = args.variableValues ?? {};
  const op = getOperationAST(args.document, args.operationName);
  if (!op || op.operation !== 'subscription' || !op.variableDefinitions?.length) return variables;
  const argUses = new Set<string>();
  const otherUses = new Set<string>();
  for (const sel of op.selectionSet.selections) {
    if (sel.kind === Kind.FIELD && fields.has(sel.name.value)) {
      variablesIn(sel.arguments, argUses);
      variablesIn(sel.directives, otherUses);
      variablesIn(sel.selectionSet, otherUses);
    } else variablesIn(sel, otherUses);
  }
  variablesIn(
    args.document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION),
    otherUses,
  );
  const light: Record<string, unknown> = { ...variables };
  for (const def of op.variableDefinitions) {
    const name = def.variable.name.value;
    const type = typeFromAST(args.schema, def.type) as GraphQLInputType | undefined;
    if (!type || !argUses.has(name) || otherUses.has(name)) continue;
    const placeholder = smallestValue(type);
    // Should the placeholder not coerce (a custom scalar), keep the real value: slower, never wrong.
    let valid = true;
    coerceInputValue(placeholder, type, () => (valid = false));
    if (valid) light[name] = placeholder;
  }
  return light;
}

/** The smallest value a type accepts: null when nullable, [] for lists, required fields only, 0, '', false. */
function smallestValue(type: GraphQLInputType): unknown {
  if (!isNonNullType(type)) return null;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]?.name;
  if (isInputObjectType(inner)) {
    const required = Object.values(inner.getFields()).filter(
      (f) => isNonNullType(f.type) && f.defaultValue === undefined,
    );
    return Object.fromEntries(required.map((f) => [f.name, smallestValue(f.type)]));
  }
  if (inner === GraphQLInt || inner === GraphQLFloat) return 0;
  if (inner === GraphQLBoolean) return false;
  if (inner === GraphQLString || inner === GraphQLID) return '';
  return undefined;
}
