import { readFileSync } from 'node:fs';
import {
  buildSchema,
  Lexer,
  parse,
  print,
  Source,
  specifiedRules,
  TokenKind,
  validate,
  type DocumentNode,
} from 'graphql';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { describe, expect, it } from 'vitest';
import * as generated from '../../web/src/__generated__/graphql.js';
import { apolloLimits, GRAPHQL_LIMITS } from './limits.js';

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));

/**
 * Every operation the web app sends, as the server receives it: the generated documents (they carry no
 * client-only directive: codegen validates them against the schema alone), and the socket warm-up
 * (web/src/app/ws-client.ts).
 */
const WEB_OPERATIONS: [string, DocumentNode][] = [
  ...Object.entries(generated)
    .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object')
    .map(([name, doc]) => [name, doc as DocumentNode] as [string, DocumentNode]),
  ['SocketWarmUp', parse('query SocketWarmUp { __typename }')],
];

interface Measured {
  cost: number;
  depth: number;
  aliases: number;
  directives: number;
  tokens: number;
}

/** What armor measures of one document (the limits set out of reach so that every figure is reported). */
function measure(doc: DocumentNode): Measured {
  const m = { cost: 0, depth: 0, aliases: 0, directives: 0, tokens: 0 };
  const seen = (key: keyof Measured) => [(_ctx: unknown, d: { n: number }) => (m[key] = d.n)];
  const { validationRules } = new ApolloArmor({
    costLimit: { maxCost: Infinity, onAccept: seen('cost') },
    maxDepth: { n: Infinity, onAccept: seen('depth') },
    maxAliases: { n: Infinity, onAccept: seen('aliases') },
    maxDirectives: { n: Infinity, onAccept: seen('directives') },
  }).protect();
  validate(schema, doc, validationRules);
  const lexer = new Lexer(new Source(print(doc)));
  while (lexer.advance().kind !== TokenKind.EOF) m.tokens++;
  return m;
}

describe('GraphQL limits against the web app (ADR 0012)', () => {
  const figures = WEB_OPERATIONS.map(([name, doc]) => ({ name, ...measure(doc) }));
  const largest = (key: keyof Measured) => figures.reduce((a, b) => (b[key] > a[key] ? b : a));

  it('finds the web operations (codegen output) to check', () => {
    expect(WEB_OPERATIONS.length).toBeGreaterThan(60);
    expect(largest('cost').cost).toBeGreaterThan(1_000); // the calculation: a real, large operation is measured
  });

  it('lets every web operation through the server rules, the limits included', () => {
    const rules = [...specifiedRules, ...apolloLimits(true).validationRules];
    const refused = WEB_OPERATIONS.map(([name, doc]) => ({
      name,
      errors: validate(schema, doc, rules).map((e) => e.message),
    })).filter(({ errors }) => errors.length > 0);
    expect(refused).toEqual([]);
  });

  // The ADR quotes the figures at the time (cost ~2,600 for the calculation, depth 10, 290 tokens, no alias);
  // a web change that breaks these bounds revisits the limits there.
  it('keeps a margin: the largest operation at most two thirds of each limit', () => {
    const { cost, depth, aliases, directives, tokens } = {
      cost: largest('cost'),
      depth: largest('depth'),
      aliases: largest('aliases'),
      directives: largest('directives'),
      tokens: largest('tokens'),
    };
    expect(cost.cost).toBeLessThanOrEqual((GRAPHQL_LIMITS.maxCost * 2) / 3);
    expect(depth.depth).toBeLessThanOrEqual((GRAPHQL_LIMITS.maxDepth * 2) / 3);
    expect(aliases.aliases).toBeLessThanOrEqual((GRAPHQL_LIMITS.maxAliases * 2) / 3);
    expect(directives.directives).toBeLessThanOrEqual((GRAPHQL_LIMITS.maxDirectives * 2) / 3);
    expect(tokens.tokens).toBeLessThanOrEqual((GRAPHQL_LIMITS.maxTokens * 2) / 3);
  });
});
