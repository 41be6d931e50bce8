import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_MSG } from '../../shared/validation/oidc-messages.js';
import { gql, rest } from '../helpers/api.js';
import { startLoopbackProvider, type LoopbackProvider } from '../helpers/oidc-provider.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * Sign-in through a real OpenID provider (oidc-provider on loopback) driven over HTTP as a browser would:
 * redirects followed, the provider's login and consent forms submitted, cookies kept per host.
 */

type Jar = Map<string, Map<string, string>>;

function remember(jar: Jar, url: URL, res: Response): void {
  const cookies = jar.get(url.host) ?? new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name);
    else cookies.set(name, value);
  }
  jar.set(url.host, cookies);
}

function cookieHeader(jar: Jar, url: URL): string {
  return [...(jar.get(url.host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function request(jar: Jar, url: URL, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader(jar, url) },
  });
  remember(jar, url, res);
  return res;
}

/** The provider's form on a page: where it posts and its hidden fields. */
function formOf(html: string, base: URL): { action: URL; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on the provider's page:\n${html.slice(0, 500)}`);
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) fields[m[1]!] = m[2]!;
  return { action: new URL(action.replaceAll('&amp;', '&'), base), fields };
}

interface FlowEnd {
  /** Where the app finally sent the browser: /oauth2/redirect?token= or ?error=. */
  landing: URL;
  /** The provider's redirect to the app's callback, as the browser followed it. */
  callback: URL;
  jar: Jar;
}

/**
 * Clicks 'Log in with Google' (GET the start URL), signs in at the provider as `login`, consents, and
 * follows the redirects until the app sends the browser to its own web page. `beforeCallback` may change
 * the callback URL (a tampered state) or stop there.
 */
async function signInThrough(
  appUrl: string,
  login: string,
  beforeCallback: (callback: URL, jar: Jar) => URL = (u) => u,
): Promise<FlowEnd> {
  const jar: Jar = new Map();
  let url = new URL('/api/v1/auth/oidc/start', appUrl);
  let res = await request(jar, url);
  for (let hops = 0; hops < 20; hops++) {
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.pathname === '/api/v1/auth/oidc/callback') {
        const callback = beforeCallback(next, jar);
        const landingRes = await request(jar, callback);
        expect(landingRes.status).toBe(302);
        return { landing: new URL(landingRes.headers.get('location')!, appUrl), callback: next, jar };
      }
      if (next.origin === new URL(appUrl).origin) {
        return { landing: next, callback: next, jar };
      }
      url = next;
      res = await request(jar, url);
      continue;
    }
    const html = await res.text();
    expect(res.status, html.slice(0, 300)).toBe(200);
    const form = formOf(html, url);
    const body = new URLSearchParams(form.fields);
    if (form.fields.prompt === 'login') {
      body.set('login', login);
      body.set('password', 'any password');
    }
    url = form.action;
    res = await request(jar, url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
  }
  throw new Error('the sign-in did not come back to the app');
}

const PROFILE = 'query { profile { email firstName organizationId allowedRoutes } }';

describe('sign-in through an OpenID provider on loopback', () => {
  let provider: LoopbackProvider;
  let server: TestServer;
  const saved = { ...process.env };

  beforeAll(async () => {
    provider = await startLoopbackProvider([
      { email: 'admin@demo.example', emailVerified: true },
      { email: 'stranger@nowhere.example', emailVerified: true },
      { email: 'sales@demo.example', emailVerified: false },
    ]);
    // server/config.ts reads these, as it would in production.
    process.env.OIDC_ISSUER = provider.issuer;
    process.env.OIDC_CLIENT_ID = provider.clientId;
    process.env.OIDC_CLIENT_SECRET = provider.clientSecret;
    server = await startTestServer();
    provider.register(`${server.url}/api/v1/auth/oidc/callback`);
  });

  afterAll(async () => {
    process.env = saved;
    await server?.close();
    await provider?.close();
  });

  it('says it is configured, on REST and GraphQL', async () => {
    expect((await rest(server.url, 'GET', '/auth/oidc')).body).toEqual({
      enabled: true,
      startUrl: '/api/v1/auth/oidc/start',
    });
    const r = await gql<{ oidcSignIn: { enabled: boolean } }>(server.url, 'query { oidcSignIn { enabled } }');
    expect(r.data?.oidcSignIn.enabled).toBe(true);
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, and a browser-bound cookie', async () => {
    const res = await fetch(`${server.url}/api/v1/auth/oidc/start`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(to.searchParams.get('redirect_uri')).toBe(`${server.url}/api/v1/auth/oidc/callback`);
    expect(to.searchParams.get('scope')).toBe('openid email');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('voyage_oidc='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('signs in an existing user by the verified e-mail and the token opens their profile', async () => {
    const { landing } = await signInThrough(server.url, 'admin@demo.example');
    expect(landing.pathname).toBe('/oauth2/redirect');
    const token = landing.searchParams.get('token');
    expect(token, landing.href).toBeTruthy();
    const profile = await gql<{ profile: { email: string; firstName: string } }>(server.url, PROFILE, {}, token!);
    expect(profile.errors).toBeUndefined();
    expect(profile.data?.profile.email).toBe('admin@demo.example');
    const viaRest = await rest(server.url, 'GET', '/auth/profile', { token: token! });
    expect(viaRest.status).toBe(200);
  });

  it('refuses an e-mail no user has, with the message on /oauth2/redirect?error=', async () => {
    const { landing } = await signInThrough(server.url, 'stranger@nowhere.example');
    expect(landing.pathname).toBe('/oauth2/redirect');
    expect(landing.searchParams.get('token')).toBeNull();
    expect(landing.searchParams.get('error')).toBe(OIDC_MSG.notRegistered);
  });

  it('refuses an e-mail the provider has not verified, even of an existing user', async () => {
    const { landing } = await signInThrough(server.url, 'sales@demo.example');
    expect(landing.searchParams.get('error')).toBe(OIDC_MSG.emailUnverified);
  });

  it('refuses a tampered state', async () => {
    const { landing } = await signInThrough(server.url, 'admin@demo.example', (callback) => {
      const tampered = new URL(callback);
      tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
      return tampered;
    });
    expect(landing.searchParams.get('token')).toBeNull();
    expect(landing.searchParams.get('error')).toBe(OIDC_MSG.stateInvalid);
  });

  it('refuses a state used once already (the same callback replayed)', async () => {
    const first = await signInThrough(server.url, 'admin@demo.example');
    expect(first.landing.searchParams.get('token')).toBeTruthy();
    // The same redirect again, with the same browser cookie as the first time: the state is gone.
    const replay = await request(first.jar, first.callback);
    const landing = new URL(replay.headers.get('location')!, server.url);
    expect(landing.searchParams.get('token')).toBeNull();
    expect(landing.searchParams.get('error')).toBe(OIDC_MSG.stateInvalid);
  });

  it('refuses a callback taken to another browser (no binding cookie), and the code is then spent', async () => {
    const { landing } = await signInThrough(server.url, 'admin@demo.example', (callback, jar) => {
      jar.delete(new URL(server.url).host);
      return callback;
    });
    expect(landing.searchParams.get('error')).toBe(OIDC_MSG.stateInvalid);
  });

  it('answers a callback without state with the message, never a 500', async () => {
    const res = await fetch(`${server.url}/api/v1/auth/oidc/callback?code=abc`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!, server.url).searchParams.get('error')).toBe(OIDC_MSG.stateInvalid);
  });

  it('records provider sign-ins and refusals in the audit log', async () => {
    type Row = { kind: string; subject_email: string | null; actor_email: string | null; detail: string };
    const rows: Row[] = await server.orm.em
      .fork()
      .getConnection()
      .execute(
        `select kind, subject_email, actor_email, detail from audit_event where detail like 'identity provider%' order by id`,
      );
    expect(rows.some((r) => r.kind === 'SIGN_IN' && r.actor_email === 'admin@demo.example')).toBe(true);
    expect(rows.some((r) => r.kind === 'SIGN_IN_FAILED' && r.subject_email === 'stranger@nowhere.example')).toBe(true);
  });
});

describe('sign-in through an OpenID provider, not configured', () => {
  let server: TestServer;
  const saved = { ...process.env };

  beforeAll(async () => {
    delete process.env.OIDC_CLIENT_ID;
    server = await startTestServer({ seed: false });
  });

  afterAll(async () => {
    process.env = saved;
    await server?.close();
  });

  it('says so, and the start URL lands on the error redirect with the message', async () => {
    expect((await rest(server.url, 'GET', '/auth/oidc')).body).toMatchObject({ enabled: false });
    const res = await fetch(`${server.url}/api/v1/auth/oidc/start`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const landing = new URL(res.headers.get('location')!, server.url);
    expect(landing.pathname).toBe('/oauth2/redirect');
    expect(landing.searchParams.get('error')).toBe(OIDC_MSG.notConfigured);
  });
});
