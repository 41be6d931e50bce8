/**
 * The pieces of the legacy smoke run: a check calls one path the way the legacy client does and says what
 * was wrong with the answer (nothing when it is as the client expects). Areas group checks; they run in
 * order and share `state` (ids created by earlier checks).
 */

/** An answer body as the checks probe it: whatever JSON the server sent, read without ceremony. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- legacy answers are untyped JSON
export type Json = any;

export interface Answer {
  status: number;
  body: Json;
}

export interface SmokeContext {
  baseUrl: string;
  /** The signed-in user's id (the session's realMe). */
  userId: number;
  state: Record<string, Json>;
  call(method: string, path: string, body?: unknown): Promise<Answer>;
}

export interface SmokeCheck {
  /** 'GET /paginatedClientQueryUser', as the path list names it. */
  name: string;
  run(ctx: SmokeContext): Promise<{ answer: Answer; problems: string[] }>;
}

export interface SmokeArea {
  area: string;
  checks: SmokeCheck[];
}

type Kind = 'number' | 'string' | 'boolean' | 'array' | 'object' | 'string|null' | 'number|null';

function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

/** Problems with `value` against a flat description of the keys the client reads. */
export function shape(value: unknown, expected: Record<string, Kind>, where = 'body'): string[] {
  if (kindOf(value) !== 'object') return [`${where} should be an object, got ${kindOf(value)}`];
  const v = value as Record<string, unknown>;
  return Object.entries(expected).flatMap(([key, kind]) => {
    const got = kindOf(v[key]);
    return kind.split('|').includes(got) ? [] : [`${where}.${key} should be ${kind}, got ${got}`];
  });
}

/** The failure body convention: { error, code, field? }. */
export function errorBody(answer: Answer, status: number, code: string): string[] {
  const problems = answer.status === status ? [] : [`expected status ${status}`];
  return [
    ...problems,
    ...shape(answer.body, { error: 'string', code: 'string' }),
    ...(answer.body?.code === code ? [] : [`expected code ${code}`]),
  ];
}

export const PAGE = {
  content: 'array',
  totalElements: 'number',
  totalPages: 'number',
  number: 'number',
  size: 'number',
} as const;

/** A check of a call answering 200 with a body the client can read. */
export function check(
  name: string,
  request: (ctx: SmokeContext) => { method?: string; path: string; body?: unknown },
  validate: (body: Json, ctx: SmokeContext) => string[] = () => [],
): SmokeCheck {
  return {
    name,
    async run(ctx) {
      const { method = name.split(' ')[0] ?? 'GET', path, body } = request(ctx);
      const answer = await ctx.call(method, path, body);
      const problems = answer.status === 200 ? validate(answer.body, ctx) : [`expected status 200`];
      return { answer, problems };
    },
  };
}
