/**
 * Every answer the API helpers (gql, rest, gqlOverWs, subscribeOverWs) receive passes here: an HTTP 5xx or an
 * INTERNAL_SERVER_ERROR (a masked bug of ours, never an answer to input) is recorded, and the integration
 * project's setup file (fail-on-internal.setup.ts) fails the test that met it, even when the test itself
 * only looked at another field of the answer.
 */
const met: string[] = [];

/** Records a masked error or a 5xx seen in an answer. */
export function noteAnswer(where: string, status: number | undefined, body: unknown): void {
  const codes = internalCodes(body);
  if ((status !== undefined && status >= 500) || codes > 0)
    met.push(`${where} answered ${status ?? 'ws'}: ${preview(body)}`);
}

function internalCodes(body: unknown): number {
  if (!body || typeof body !== 'object') return 0;
  const b = body as { code?: unknown; errors?: unknown };
  let n = b.code === 'INTERNAL_SERVER_ERROR' ? 1 : 0;
  if (Array.isArray(b.errors))
    for (const e of b.errors as { extensions?: { code?: unknown } }[])
      if (e?.extensions?.code === 'INTERNAL_SERVER_ERROR') n += 1;
  return n;
}

function preview(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return (text ?? String(body)).slice(0, 300);
}

/** The errors met since the last call, and forgets them. */
export function takeInternalErrors(): string[] {
  return met.splice(0, met.length);
}
