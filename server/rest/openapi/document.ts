import { z } from 'zod';
import { inputSchema, type Operation } from './operation.js';
import { ADMIN_OPERATIONS } from './operations-admin.js';
import { API_TOKEN_OPERATIONS } from './operations-api-tokens.js';
import { CORE_OPERATIONS } from './operations-core.js';
import { EXPORT_OPERATIONS } from './operations-exports.js';
import * as schemas from './schemas.js';

/** Every /api/v1 route the document describes (the route test holds this equal to the router's routes). */
export const OPERATIONS: readonly Operation[] = [
  ...CORE_OPERATIONS,
  ...ADMIN_OPERATIONS,
  ...API_TOKEN_OPERATIONS,
  ...EXPORT_OPERATIONS,
];

/** `/emails/:id` as OpenAPI writes it: `/emails/{id}`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

const json = (schema: object) => ({ 'application/json': { schema } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const refusal = (description: string) => ({ description, content: json(ref('ApiError')) });

function component(schema: z.ZodType): object {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12' });
  return rest;
}

function operation(op: Operation) {
  const pathParams = [...op.path.matchAll(/:(\w+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'integer' },
  }));
  const queryParams = Object.entries(op.query ?? {}).map(([name, type]) => ({
    name,
    in: 'query',
    required: op.required?.includes(name) ?? false,
    schema: type === 'date-time' ? { type: 'string', format: 'date-time' } : { type },
  }));
  const body = op.body instanceof z.ZodType ? inputSchema(op.body) : op.body;
  const ok =
    op.ok === 'redirect'
      ? { '302': { description: 'Redirect (Location header); no JSON body' } }
      : op.ok === 'file'
        ? { '200': { description: op.summary, content: { [op.file ?? 'application/octet-stream']: { schema: {} } } } }
        : { [String(op.status ?? 200)]: { description: op.summary, content: json(ref(op.ok)) } };
  return {
    operationId: `${op.method.toLowerCase()}${op.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string = '') => c.toUpperCase())}`,
    tags: [op.tag],
    summary: op.summary,
    security: op.open ? [] : [{ bearer: [] }],
    ...(pathParams.length + queryParams.length ? { parameters: [...pathParams, ...queryParams] } : {}),
    ...(body ? { requestBody: { required: true, content: json(body) } } : {}),
    ...(op.path === '/emails' && op.method === 'POST'
      ? { requestBody: { required: true, content: { 'message/rfc822': { schema: { type: 'string' } } } } }
      : {}),
    responses: {
      ...ok,
      '400': refusal('BAD_USER_INPUT: the field named in `field` was refused'),
      ...(op.open ? {} : { '401': refusal('UNAUTHENTICATED: no token, or a token that is not valid') }),
      ...(op.open ? {} : { '403': refusal('FORBIDDEN: the role may not do this') }),
      ...(op.notFound ? { '404': refusal("NOT_FOUND: no such row in the caller's organization") } : {}),
      default: refusal('Any other refusal (409 CONFLICT, 413, 429, 500 ...): the same shape'),
    },
  };
}

function build() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) (paths[openApiPath(op.path)] ??= {})[op.method.toLowerCase()] = operation(op);
  const components = Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, component(s as z.ZodType)]));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Voyage estimator legacy REST API',
      version: '1',
      description:
        'The /api/v1 shim over the services GraphQL uses. Sign in with POST /auth/login, or use an API token ' +
        '(vat_...) made by an administrator, and send it as `Authorization: Bearer <token>`. Every refusal is { error, code, field? } with the status of its code.',
    },
    servers: [{ url: '/api/v1' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: components,
    },
    paths,
  };
}

let cached: ReturnType<typeof build> | undefined;

/** The OpenAPI 3.1 document of /api/v1, built once from the operation tables and schemas.ts. */
export function openApiDocument(): ReturnType<typeof build> {
  return (cached ??= build());
}
