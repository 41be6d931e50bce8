import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { answerJson, type NodeHandler } from '../http-answer.js';
import type { GraphQLContext } from './context.js';
import { GraphQLError, Lexer, parse, Source, TokenKind, type DocumentNode, type ValidationContext } from 'graphql';

type GraphQLArmorConfig = NonNullable<ConstructorParameters<typeof ApolloArmor>[0]>;
type GraphQLArmorRejectCallback = (context: ValidationContext | null, error: GraphQLError) => void;

/**
 * What one GraphQL document may ask for, over HTTP and graphql-ws alike (ADR 0012 has the figures of the web
 * app's largest operations these are sized against; tests/integration/graphql-limits.test.ts holds every web
 * operation under them).
 */
export const GRAPHQL_LIMITS = {
  /** graphql-armor's cost (objects 2, scalars 1, x1.5 per level); the web's largest is ~2,550. */
  maxCost: 5_000,
  /** Field depth; the web's deepest operation is 10. */
  maxDepth: 15,
  /** Aliased fields per operation; the web uses none (aliases are how one request multiplies work). */
  maxAliases: 10,
  /** Directives per operation; the web uses none. */
  maxDirectives: 20,
  /** Lexical tokens per document, counted while parsing; the web's largest is 290. */
  maxTokens: 1_000,
  /**
   * Bytes of one HTTP request body to /graphql, and of one graphql-ws message (the REST shim's figure too).
   * The calculation sends the fleet as variables: about 1.7 KB a vessel (ADR 0009), so ~3,000 vessels fit.
   */
  maxBodyBytes: 5 * 1024 * 1024,
} as const;

/** graphql-ws: what one connection may do. */
export const WS_LIMITS = {
  /** A socket that has not sent connection_init within this is closed (4408). */
  connectionInitMs: 5_000,
  /** Operations running at once on one connection; the web runs one stream (and a warm-up) per socket. */
  maxOperations: 20,
} as const;

/** The code a refused document carries, over both transports. */
export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

export type LimitName = 'cost' | 'depth' | 'aliases' | 'directives' | 'tokens';

/** A refusal the client can act on: the code, which limit, and armor's message without its "Syntax Error:". */
export function limitError(limit: LimitName, message: string): GraphQLError {
  return new GraphQLError(message.replace(/^Syntax Error:\s*/, ''), {
    extensions: { code: QUERY_TOO_COMPLEX, limit },
  });
}

/** Reports into the validation context, so that every limit a document breaks is listed, not only the first. */
const reportAs =
  (limit: LimitName): GraphQLArmorRejectCallback =>
  (context, error) =>
    context?.reportError(limitError(limit, error.message));

function armorConfig(production: boolean): GraphQLArmorConfig {
  const reported = (limit: LimitName) => ({ propagateOnRejection: false, onReject: [reportAs(limit)] });
  return {
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ...reported('cost') },
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ...reported('depth') },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...reported('aliases') },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...reported('directives') },
    // Counted by graphql-js's own parser (parseOptions, parseWithTokenLimit): armor's counter is a second parse in
    // an Apollo hook whose refusal Apollo answers as a 500.
    maxTokens: { enabled: false },
    // "Did you mean ...?" spells out the schema to whoever probes it; development keeps the help.
    blockFieldSuggestion: { enabled: production },
  };
}

/** The limits as Apollo Server validation rules and plugins (suggestions); tokens: PARSE_OPTIONS. */
export function apolloLimits(production: boolean) {
  const { plugins, validationRules } = new ApolloArmor(armorConfig(production)).protect();
  // armor's declarations name Apollo's CommonJS types, ours the ESM ones: the same plugins at run time.
  return { plugins: plugins as unknown as ApolloServerPlugin<GraphQLContext>[], validationRules };
}

/** What Apollo's parser is told: stop at the first token over the limit. */
export const PARSE_OPTIONS = { maxTokens: GRAPHQL_LIMITS.maxTokens } as const;

/** The same limits for graphql-ws: armor's validation rules, and the same token limit while parsing. */
export function wsLimits(production: boolean) {
  const { validationRules } = apolloLimits(production);
  return { validationRules, parse: parseWithTokenLimit };
}

/** graphql-js's "Document contains more than N tokens" as a limit error; anything else unchanged. */
export function asTokenLimit<E>(error: E): E | GraphQLError {
  if (!(error instanceof GraphQLError) || !/more th\w+ \d+ tokens/.test(error.message)) return error;
  return limitError('tokens', `Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded.`);
}

/** Parses a document, stopping at the first token over GRAPHQL_LIMITS.maxTokens with QUERY_TOO_COMPLEX. */
export function parseWithTokenLimit(source: string): DocumentNode {
  try {
    return parse(source, PARSE_OPTIONS);
  } catch (error) {
    throw asTokenLimit(error);
  }
}

/**
 * Over HTTP, before Apollo: Apollo builds the request's context (the token read against the database)
 * before it parses, so a document over the token limit is refused here, by counting tokens alone (no
 * AST), without a database round trip. Everything else goes on to Apollo, which parses it again.
 */
export function tokenLimitGate(): NodeHandler {
  return (req, res, next) => {
    const query = (req.body as { query?: unknown } | undefined)?.query;
    if (typeof query !== 'string' || query.length < GRAPHQL_LIMITS.maxTokens) return next();
    const lexer = new Lexer(new Source(query));
    try {
      for (let n = 0; lexer.advance().kind !== TokenKind.EOF; n++) {
        if (n >= GRAPHQL_LIMITS.maxTokens) {
          const error = limitError('tokens', `Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded.`);
          answerJson(res, 400, { errors: [{ message: error.message, extensions: error.extensions }] });
          return;
        }
      }
    } catch {
      // A lexical error: Apollo's parse reports it with its position.
    }
    next();
  };
}
