import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { noteAnswer } from './internal-errors.js';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string; retryAfterSeconds?: number } }[];
}

/** POSTs a GraphQL operation over HTTP, as any client would. */
export async function gql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlResult<T>> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<GqlResult<T>, 'status'>;
  noteAnswer('POST /graphql', res.status, body);
  return { status: res.status, ...body };
}

export interface RestResult<T = unknown> {
  status: number;
  body: T;
}

/** Calls an /api/v1 path with an optional bearer token. */
export async function rest<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<RestResult<T>> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  const body = (text ? JSON.parse(text) : undefined) as T;
  noteAnswer(`${method} /api/v1${path}`, res.status, body);
  return { status: res.status, body };
}

export async function loginToken(baseUrl: string, email: string, password = 'Demo!2026'): Promise<string> {
  const r = await rest<{ token: string }>(baseUrl, 'POST', '/auth/login', { body: { email, password } });
  if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token;
}

/** Runs one operation over graphql-ws (the subscription transport) and collects its results. */
export async function gqlOverWs<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  token?: string,
): Promise<{ data?: T | null; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }[]> {
  const client = createClient({
    url: baseUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  const results: { data?: T | null; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }[] =
    [];
  try {
    await new Promise<void>((resolve, reject) => {
      client.subscribe<T>(
        { query },
        {
          next: (value) => (
            noteAnswer('graphql-ws', undefined, value),
            results.push(value as (typeof results)[number])
          ),
          error: (err) =>
            Array.isArray(err)
              ? (noteAnswer('graphql-ws', undefined, { errors: err }), results.push({ errors: err }), resolve())
              : reject(err),
          complete: () => resolve(),
        },
      );
    });
  } finally {
    await client.dispose();
  }
  return results;
}

export interface StreamedResult<T> {
  /** Milliseconds since the subscribe call. */
  at: number;
  data?: T | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * Subscribes over graphql-ws with variables and records every result with its arrival time, until the
 * server completes the operation (or errors). Bounded by `timeoutMs`.
 */
export async function subscribeOverWs<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  timeoutMs = 60_000,
): Promise<{ events: StreamedResult<T>[]; completedAt: number }> {
  const client = createClient({
    url: baseUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  const events: StreamedResult<T>[] = [];
  const start = performance.now();
  const since = () => performance.now() - start;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`subscription did not complete within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const done = (fn: () => void) => () => (clearTimeout(timer), fn());
      client.subscribe<T>(
        { query, variables },
        {
          next: (value) => {
            noteAnswer('graphql-ws', undefined, value);
            events.push({ at: since(), ...(value as Omit<StreamedResult<T>, 'at'>) });
          },
          error: (err) =>
            Array.isArray(err)
              ? (noteAnswer('graphql-ws', undefined, { errors: err }),
                events.push({ at: since(), errors: err }),
                done(resolve)())
              : done(() => reject(err))(),
          complete: done(resolve),
        },
      );
    });
    return { events, completedAt: since() };
  } finally {
    await client.dispose();
  }
}

/** The id of the signed-in user's order whose name starts with `prefix` (a catalogue order such as 'Kamsar'). */
export async function myOrderId(baseUrl: string, token: string, prefix: string): Promise<number> {
  const orders = await gql<{ myOrders: { content: { id: number; name: string }[] } }>(
    baseUrl,
    '{ myOrders { content { id: databaseId name } } }',
    {},
    token,
  );
  const order = orders.data?.myOrders.content.find((o) => o.name.startsWith(prefix));
  if (!order) throw new Error(`no order of this user starts with '${prefix}'`);
  return order.id;
}
