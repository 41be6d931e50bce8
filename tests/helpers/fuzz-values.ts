import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

/**
 * The fuzzer's values: the inputs that once reached a 500 or a silent rewrite (NUL, over-length text, "",
 * null, negative and huge numbers, 1e309 as text, impossible dates, booleans where numbers go, nested
 * arrays), mixed with fast-check's own strings and numbers.
 */
const EDGE_VALUES: unknown[] = [
  '',
  ' ',
  null,
  '\u0000',
  'Santos\u0000',
  'x'.repeat(201),
  'y'.repeat(6_000),
  -1,
  0,
  1,
  -3_000,
  0.5,
  1e300,
  -1e308,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  'NaN',
  'Infinity',
  '1e309',
  '0x10',
  '-1',
  '2027-02-30',
  '2027-03-01T00:00:00Z',
  '1969-12-31',
  true,
  false,
  'yes',
  [],
  {},
  [[[[1]]]],
  { a: { b: 'c\u0000' } },
  'T',
  'Santos',
  'Rotterdam',
  'Loading',
  "'; drop table users; --",
  '\uD800',
  '😀',
];

/** Text that once reached SQL or a column unchecked: NUL anywhere, over a 200-character column, blank. */
const HOSTILE_TEXT = fc.oneof(
  fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\u0000', 'x'.repeat(201), 'y'.repeat(6_000), '', '  ', '1e309', '-1', '2027-02-30'),
);

/** Text for a GraphQL String: half of it hostile, the rest plausible or generated. */
export const textValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: HOSTILE_TEXT },
  { weight: 1, arbitrary: fc.constantFrom('Santos', 'Rotterdam', 'Loading', 'Kaiyo', 'T', "'; drop table users; --") },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** One edge value or a generated scalar. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_VALUES) },
  { weight: 2, arbitrary: HOSTILE_TEXT },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer({ min: -10, max: 10 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** A JSON value a few levels deep made of the values above. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyValue,
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'id', 'name', 'port', 'type', 'coordinates'), tie('v'), { maxKeys: 3 }),
  ),
})).v;

/** Every field name of every GraphQL input type, plus the legacy REST names: the keys a body is made of. */
export function fieldNames(schema: GraphQLSchema, extra: readonly string[] = []): string[] {
  const names = new Set(extra);
  for (const type of Object.values(schema.getTypeMap()))
    if (isInputObjectType(type)) for (const name of Object.keys(type.getFields())) names.add(name);
  return [...names].sort();
}

/** A body of the REST shim: an object of known keys, a list of them, or any value. */
export function restBody(keys: readonly string[]): fc.Arbitrary<unknown> {
  const record = fc.dictionary(fc.constantFrom(...keys), jsonValue, { maxKeys: 8 });
  return fc.oneof(
    { weight: 4, arbitrary: record },
    { weight: 1, arbitrary: fc.array(record, { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: jsonValue,
    },
  );
}

/** A query string of known keys with text values (what a URL can carry). */
export function queryString(keys: readonly string[]): fc.Arbitrary<string> {
  return fc
    .dictionary(
      fc.constantFrom(...keys),
      anyValue.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
      { maxKeys: 4 },
    )
    .map((q) => new URLSearchParams(q).toString());
}

const DATES = ['2027-03-01T00:00:00Z', '1969-12-31T23:59:59Z', '2201-01-01T00:00:00Z', '2027-02-30T00:00:00Z', 'x'];

/**
 * Values of a GraphQL input type, mostly well-typed (so they pass GraphQL's coercion and reach our readers)
 * and made of the edge values: `ids` are record ids that exist, so updates and deletes reach real rows.
 */
export function graphqlValue(type: GraphQLInputType, ids: readonly number[], depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return graphqlValue(type.ofType, ids, depth);
  if (isListType(type)) return fc.array(graphqlValue(type.ofType, ids, depth + 1), { maxLength: 3 });
  const named = getNamedType(type);
  const nullable = (a: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 9, arbitrary: a }, { weight: 1, arbitrary: fc.constant(null) });
  if (isEnumType(named)) return fc.constantFrom(...named.getValues().map((v) => v.name));
  if (isInputObjectType(named)) {
    if (depth > 4) return fc.constant({});
    const fields = named.getFields();
    const shape = Object.fromEntries(
      Object.values(fields).map((f) => [
        f.name,
        isNonNullType(f.type) ? graphqlValue(f.type, ids, depth + 1) : nullable(graphqlValue(f.type, ids, depth + 1)),
      ]),
    );
    const required = Object.values(fields)
      .filter((f) => isNonNullType(f.type))
      .map((f) => f.name);
    return fc.record(shape, { requiredKeys: required });
  }
  if (!isScalarType(named)) return fc.constant(null);
  switch (named.name) {
    case 'Int':
      return fc.oneof(fc.constantFrom(0, -1, 1, 2, 3, 2 ** 31 - 1, ...ids), fc.integer({ min: -5, max: 50 }));
    case 'Float':
      return fc.oneof(
        fc.constantFrom(-3_000, 0, -1, 0.5, 1e300, 24_500),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(textValue, fc.constantFrom(...ids.map(String), 'T', '-1'));
    case 'DateTimeISO':
      return fc.constantFrom(...DATES);
    case 'JSON':
      return jsonValue;
    default:
      return textValue;
  }
}
