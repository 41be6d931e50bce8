import fc from 'fast-check';
import { getNamedType, isCompositeType, isNonNullType, type GraphQLArgument } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listGraphqlFields, loadSchema, type GraphqlEntry } from '../helpers/api-paths.js';
import { graphqlValue } from '../helpers/fuzz-values.js';
import { checkRequest, FUZZ, fuzzWorld, WHO, type FuzzWorld } from './fuzz-support.js';

/**
 * A property-based fuzzer over every query and mutation of the schema (read from schema.graphql, which CI
 * holds equal to the code): variables generated from each argument's type, mostly well-typed so they reach
 * our readers, made of the values that once reached a 500 or a silent rewrite. No INTERNAL_SERVER_ERROR, a
 * code on every error, and a refused operation changes no row (issue #18).
 */

function documentOf({ kind, field }: GraphqlEntry): string {
  const defs = field.args.map((a: GraphQLArgument) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

describe('fuzzing every GraphQL query and mutation', () => {
  let world: FuzzWorld;
  const entries = listGraphqlFields(loadSchema());
  const sent = new Map<string, number>();
  // A server, a tenant with four sessions and one record of each kind: allow for a loaded machine.
  beforeAll(async () => {
    world = await fuzzWorld();
  }, 180_000);
  afterAll(async () => world?.server.close());

  it('reads the operations from the schema', () => {
    expect(entries.filter((e) => e.kind === 'mutation').length).toBeGreaterThan(30);
    expect(entries.map((e) => e.field.name)).toContain('savePortDistance');
  });

  it.each(entries.map((e) => [`${e.kind} ${e.field.name}`, e] as [string, GraphqlEntry]))(
    'fuzzes %s: no INTERNAL_SERVER_ERROR, a code on every error, nothing changed by a refusal',
    async (label, entry) => {
      const query = documentOf(entry);
      const variables = fc.record(
        Object.fromEntries(entry.field.args.map((a) => [a.name, graphqlValue(a.type, world.ids)])),
        // Optional arguments are left out half the time, so a refusal of one does not hide the others.
        { requiredKeys: entry.field.args.filter((a) => isNonNullType(a.type)).map((a) => a.name) },
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...WHO), variables, async (who, vars) => {
          const token = world.tokens[who];
          sent.set(label, (sent.get(label) ?? 0) + 1);
          await checkRequest(world, `${label} ${JSON.stringify(vars).slice(0, 300)}`, async () => {
            const res = await fetch(`${world.server.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
              body: JSON.stringify({ query, variables: vars }),
            });
            const body = (await res.json()) as {
              data?: Record<string, unknown> | null;
              errors?: { extensions?: { code?: unknown } }[];
            };
            const errors = body.errors ?? [];
            const refused = errors.length > 0 && (body.data?.[entry.field.name] ?? null) === null;
            return { status: res.status, body, refused, codes: errors.map((e) => e.extensions?.code) };
          });
        }),
        { seed: FUZZ.seed, numRuns: FUZZ.runsPerPath, endOnFailure: true },
      );
    },
  );

  it('sent every operation its runs', () => {
    for (const e of entries)
      expect(sent.get(`${e.kind} ${e.field.name}`), `${e.kind} ${e.field.name}`).toBe(FUZZ.runsPerPath);
  });
});
