import {
  GraphQLError,
  getNullableType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLOutputType,
} from 'graphql';

type Complete = (value: unknown) => unknown;

const compiled = new WeakMap<object, Complete>();

/**
 * What graphql-js answers for `value` of `type` when every field below it is selected, as one plain value
 * (ADR 0021, addendum 2: a result's heavy, leaf-only parts served as one scalar value each): every field by
 * its name, leaves through their type's own serialize (enums by name, Float refusing NaN), null where a
 * nullable field has none, lists mapped. Fields are read as properties: for types whose fields all answer
 * from their object (no field resolvers, no arguments, no interfaces or unions, which are refused). A value
 * graphql-js would refuse (a null non-null field, a leaf its type cannot serialise) throws, and the error is
 * the scalar field's. Compiled once per type.
 */
export function wholeValue(type: GraphQLOutputType): Complete {
  const done = compiled.get(type);
  if (done) return done;
  let complete: Complete;
  if (isNonNullType(type)) {
    const inner = wholeValue(type.ofType);
    complete = (value) => {
      if (value === null || value === undefined) throw new GraphQLError(`${String(type)}: no value`);
      return inner(value);
    };
  } else {
    const inner = nullableWholeValue(getNullableType(type));
    complete = (value) => (value === null || value === undefined ? null : inner(value));
  }
  compiled.set(type, complete);
  return complete;
}

function nullableWholeValue(type: GraphQLOutputType): Complete {
  if (isListType(type)) {
    const item = wholeValue(type.ofType);
    return (value) => {
      if (!Array.isArray(value)) throw new GraphQLError(`${String(type)}: not a list`);
      return value.map(item);
    };
  }
  if (isLeafType(type)) return (value) => type.serialize(value);
  if (!isObjectType(type)) throw new Error(`wholeValue: ${String(type)} is abstract`);
  const fields = Object.values(type.getFields());
  const bad = fields.find((f) => f.args.length > 0);
  if (bad) throw new Error(`wholeValue: ${type.name}.${bad.name} takes arguments`);
  // Lazily: a type may contain itself.
  let readers: [string, Complete][] | undefined;
  return (value) => {
    readers ??= fields.map((f) => [f.name, wholeValue(f.type)]);
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [name, complete] of readers) out[name] = complete(source[name]);
    return out;
  };
}
