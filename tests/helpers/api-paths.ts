import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Router } from 'express';
import { buildSchema, type GraphQLField, type GraphQLSchema } from 'graphql';
import type { Orm } from '../../server/db/orm.js';
import { restRouter } from '../../server/rest/router.js';
import type { AppDeps } from '../../server/services.js';

/** One /api/v1 path as the REST router declares it. */
export interface RestPath {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function walk(stack: readonly Layer[], out: RestPath[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const method of Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m]))
        for (const p of paths) out.push({ method: method.toUpperCase(), path: p });
    } else if (layer.handle?.stack) walk(layer.handle.stack, out);
  }
}

/**
 * Every path the /api/v1 router serves, read from the router itself (building it does no I/O), so a
 * path added tomorrow is listed without anyone remembering to add it.
 */
export function listRestPaths(): RestPath[] {
  const deps = { config: { mailIngest: { maxMessageBytes: 1024 } } } as unknown as AppDeps;
  const router = restRouter({} as Orm, deps, { driver: 'none', ready: () => true, version: 'test' }) as Router & {
    stack: Layer[];
  };
  const out: RestPath[] = [];
  walk(router.stack, out);
  const seen = new Set<string>();
  return out.filter((p) => !seen.has(`${p.method} ${p.path}`) && seen.add(`${p.method} ${p.path}`));
}

/** The committed schema (CI holds it equal to the code's). */
export function loadSchema(): GraphQLSchema {
  return buildSchema(readFileSync(path.resolve('schema.graphql'), 'utf8'));
}

export interface GraphqlEntry {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

/** Every query and mutation of the schema. */
export function listGraphqlFields(schema: GraphQLSchema = loadSchema()): GraphqlEntry[] {
  const of = (kind: GraphqlEntry['kind'], type: ReturnType<GraphQLSchema['getQueryType']>) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field }));
  return [...of('query', schema.getQueryType()), ...of('mutation', schema.getMutationType())];
}
