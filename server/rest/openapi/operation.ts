import { z } from 'zod';
import type { FieldSpec, FieldTable } from '../../../shared/contract/calculation/index.js';
import type * as schemas from './schemas.js';

/** A query parameter's type on the wire (legacy readers also take numeric text, see shared/validation). */
export type ParamType = 'integer' | 'number' | 'string' | 'boolean' | 'date-time';

/** One /api/v1 route as the OpenAPI document describes it. `path` is the Express path (`/emails/:id`). */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  tag: string;
  summary: string;
  /** Served without a bearer token. */
  open?: boolean;
  query?: Readonly<Record<string, ParamType>>;
  /** Required query parameters (by name). */
  required?: readonly string[];
  /** The JSON body the handler reads: a zod reader of the code (emitted as its input schema) or JSON Schema. */
  body?: z.ZodType | object;
  /** The success answer: a component of schemas.ts, a redirect (302, no JSON body) or a file (`file` says its type). */
  ok: keyof typeof schemas | 'redirect' | 'file';
  /** The media type of a file answer (ok: 'file'). */
  file?: string;
  /** The success status when not 200. */
  status?: number;
  /** Also refused as 404 (an id that is not there, or not the caller's organization's). */
  notFound?: boolean;
}

/** The JSON Schema 2020-12 of what a zod reader accepts (its input side; transforms make fields `{}`). */
export function inputSchema(reader: z.ZodType): object {
  const { $schema: _drop, ...schema } = z.toJSONSchema(reader, { io: 'input', unrepresentable: 'any' });
  return schema;
}

/** The calculation payload's JSON Schema, from the contract's field tables the reader is built from. */
export function fieldTableSchema(table: FieldTable): object {
  const one = (spec: FieldSpec): object => {
    if (spec.kind === 'record') return fieldTableSchema(spec.fields);
    if (spec.kind === 'list') return { type: 'array', items: fieldTableSchema(spec.fields) };
    return 'doc' in spec && typeof spec.doc === 'string' ? { description: spec.doc } : {};
  };
  const required = Object.entries(table).flatMap(([k, s]) => ('required' in s && s.required ? [k] : []));
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(table).map(([k, s]) => [k, one(s)])),
    ...(required.length ? { required } : {}),
  };
}
