/**
 * Calls every legacy REST path the way the legacy client does, against a running server (it starts
 * nothing): node --import @swc-node/register/esm-register scripts/legacy-smoke.ts
 * BASE_URL (default http://127.0.0.1:4000), SMOKE_EMAIL / SMOKE_PASSWORD (default the demo admin).
 * Prints the status of each path; exits 1 on any 5xx, network failure or answer the client could not read.
 * Areas live in scripts/legacy-smoke/ (one file each); what a check creates it deletes again.
 */
import type { Answer, SmokeContext } from './legacy-smoke/check.js';
import { AREAS } from './legacy-smoke/index.js';

const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const email = process.env.SMOKE_EMAIL ?? 'admin@demo.example';
const password = process.env.SMOKE_PASSWORD ?? 'Demo!2026';

async function call(method: string, path: string, body: unknown, token?: string): Promise<Answer> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: reported as a shape problem by the check.
  }
  return { status: res.status, body: parsed };
}

async function main(): Promise<number> {
  const login = await call('POST', '/auth/login', { email, password });
  if (login.status !== 200 || typeof login.body?.token !== 'string') {
    console.error(`login as ${email} failed: ${login.status} ${JSON.stringify(login.body)}`);
    return 1;
  }
  const token = login.body.token as string;
  const ctx: SmokeContext = {
    baseUrl,
    userId: login.body.realMe,
    state: {},
    call: (method, path, body) => call(method, path, body, token),
  };
  let failures = 0;
  let total = 0;
  for (const { area, checks } of AREAS) {
    console.log(`== ${area}`);
    for (const c of checks) {
      total++;
      let line: string;
      try {
        const { answer, problems } = await c.run(ctx);
        const bad = answer.status >= 500 || problems.length > 0;
        if (bad) failures++;
        line = `${String(answer.status).padEnd(4)} ${c.name}${bad ? `  FAIL: ${[...(answer.status >= 500 ? ['server error'] : []), ...problems].join('; ')} ${JSON.stringify(answer.body).slice(0, 300)}` : ''}`;
      } catch (err) {
        failures++;
        line = `---  ${c.name}  FAIL: ${String(err)}`;
      }
      console.log(line);
    }
  }
  console.log(`${total - failures} of ${total} paths as the legacy client expects`);
  return failures === 0 ? 0 : 1;
}

process.exit(await main());
