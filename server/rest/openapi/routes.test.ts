import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { listRestPaths } from '../../../tests/helpers/api-paths.js';
import { openApiDocument, openApiPath } from './document.js';

type Pair = { method: string; path: string };
const key = (p: Pair) => `${p.method.toUpperCase()} ${openApiPath(p.path)}`;

/** Routes without a description and descriptions without a route. */
function drift(routes: Pair[], documented: Pair[]) {
  const r = new Set(routes.map(key));
  const d = new Set(documented.map(key));
  return { undocumented: [...r].filter((k) => !d.has(k)), unrouted: [...d].filter((k) => !r.has(k)) };
}

/** The (method, path) pairs of the served document itself. */
function documentPairs(): Pair[] {
  return Object.entries(openApiDocument().paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({ method, path })),
  );
}

describe('the OpenAPI document and the /api/v1 router describe the same routes', () => {
  it('every route the router registers has a description, and every description a route', () => {
    const routes = listRestPaths();
    expect(routes.length).toBeGreaterThan(60);
    expect(drift(routes, documentPairs())).toEqual({ undocumented: [], unrouted: [] });
  });

  it('the check names a route without a description and a description without a route', () => {
    const routes = [...listRestPaths(), { method: 'GET', path: '/brandNew/:id' }];
    const documented = [...documentPairs(), { method: 'DELETE', path: '/gone' }];
    expect(drift(routes, documented)).toEqual({ undocumented: ['GET /brandNew/{id}'], unrouted: ['DELETE /gone'] });
  });

  it('every operation has a summary, a success answer with a schema or a redirect, and the error shape', () => {
    const doc = openApiDocument();
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, raw] of Object.entries(ops)) {
        const op = raw as { summary: string; security: unknown[]; responses: Record<string, { content?: object }> };
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.summary, where).toBeTruthy();
        const success = Object.keys(op.responses).filter((s) => /^[23]\d\d$/.test(s));
        expect(success.length, where).toBe(1);
        expect(op.responses['400']?.content, where).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
        });
        if (op.security.length > 0) expect(op.responses['401'], where).toBeDefined();
      }
    for (const name of JSON.stringify(doc).matchAll(/#\/components\/schemas\/(\w+)/g))
      expect(doc.components.schemas, name[1]).toHaveProperty(name[1]!);
  });
});
