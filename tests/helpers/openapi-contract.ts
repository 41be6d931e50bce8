import { z } from 'zod';

type Json = Record<string, any>;

/**
 * Checks real answers against the served OpenAPI document with zod's JSON Schema reader (`z.fromJSONSchema`,
 * draft 2020-12). That reader resolves local `$defs` references only, so the document's
 * `#/components/schemas/X` references are pointed at a `$defs` copy of the components.
 */
export function contractOf(doc: Json) {
  const defs = doc.components.schemas as Json;
  const rebased = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', '#/$defs/')) as Json;
  return {
    /** The problems of one answer: [] when it matches the document's schema for its path and status. */
    check(method: string, path: string, status: number, body: unknown): string[] {
      const op = doc.paths[path]?.[method.toLowerCase()];
      if (!op) return [`the document has no ${method} ${path}`];
      const response = op.responses[String(status)] ?? (status >= 400 ? op.responses.default : undefined);
      if (!response) return [`${method} ${path} does not document status ${status}`];
      const schema = response.content?.['application/json']?.schema;
      if (!schema) return [`${method} ${path} ${status} documents no JSON body`];
      const reader = z.fromJSONSchema({ ...rebased(schema), $defs: rebased(defs) } as never);
      const parsed = reader.safeParse(body);
      return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    },
  };
}
