/* eslint-disable @typescript-eslint/no-explicit-any -- the smoke checks read legacy JSON answers loosely, as the legacy client does */
import { check, errorBody, shape, type Answer, type SmokeCheck, type SmokeContext, type SmokeArea } from './check.js';

const PASSWORD = process.env.SMOKE_DEMO_PASSWORD ?? 'Demo!2026';
const USER_ROW = {
  id: 'number',
  firstName: 'string',
  lastName: 'string',
  fullname: 'string',
  email: 'string',
  organization: 'number',
  userAccessLevel: 'number',
  userRole: 'array',
  roles: 'array',
} as const;

/**
 * Calls a path as another demo user (the areas of this folder sign in as the demo admin; user
 * management, the Users tab and organization setup need a second user or the admin login).
 */
export async function callAs(
  ctx: SmokeContext,
  email: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const key = `token:${email}`;
  if (!ctx.state[key]) {
    const login = await fetch(`${ctx.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const session = (await login.json()) as { token?: string; realMe?: number };
    if (!session.token) throw new Error(`login as ${email} failed (${login.status})`);
    ctx.state[key] = session.token;
    ctx.state[`id:${email}`] = session.realMe;
  }
  const res = await fetch(`${ctx.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${ctx.state[key]}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A check of a refused call: the failure body convention, and optionally the exact message and field. */
export function refused(
  name: string,
  send: (ctx: SmokeContext) => Promise<Answer>,
  status: number,
  code: string,
  expected: { error?: string; field?: string } = {},
): SmokeCheck {
  return {
    name,
    async run(ctx) {
      const answer = await send(ctx);
      const problems = errorBody(answer, status, code);
      if (expected.error !== undefined && answer.body?.error !== expected.error)
        problems.push(`error should be '${expected.error}'`);
      if (expected.field !== undefined && answer.body?.field !== expected.field)
        problems.push(`field should be '${expected.field}'`);
      return { answer, problems };
    },
  };
}

const message = (text: string) => (body: any) => (body?.message === text ? [] : [`message should be '${text}'`]);
const rows = (body: any) =>
  Array.isArray(body)
    ? [
        ...body.slice(0, 3).flatMap((u: unknown, i: number) => shape(u, USER_ROW, `body[${i}]`)),
        ...(JSON.stringify(body).match(/password/i) ? ['no password field may be returned'] : []),
      ]
    : ['body should be a list'];
const roleList = (body: any) =>
  Array.isArray(body) && body.every((r) => typeof r?.id === 'number' && typeof r?.name === 'string')
    ? []
    : ['body should be a list of { id, name }'];

/** User management (spec 2): list, roles, a user's roles, create, update, delete, and the refusals. */
export const usersArea: SmokeArea = {
  area: 'users',
  checks: [
    check('GET /usersForOrg', () => ({ path: '/usersForOrg' }), rows),
    check(
      'GET /getRoles',
      () => ({ path: '/getRoles' }),
      (body) => [...roleList(body), ...(body?.length === 4 ? [] : ['the four roles should be listed'])],
    ),
    check('GET /getUserRoles', (ctx) => ({ path: `/getUserRoles?id=${ctx.userId}` }), roleList),
    check(
      'POST /auth/createUser',
      () => ({
        path: '/auth/createUser',
        body: {
          firstName: 'Smoke',
          lastName: 'Test',
          email: `smoke-${Date.now()}@demo.example`,
          password: 'Smoke!2026x',
          userRole: [{ role: 'Sales' }],
          userAccessLevel: 1,
        },
      }),
      (body, ctx) => {
        ctx.state.smokeUserId = body?.user?.id;
        return [...message('User Created Successfully')(body), ...shape(body?.user, USER_ROW, 'body.user')];
      },
    ),
    check(
      'PUT /updateUser',
      (ctx) => ({
        path: '/updateUser',
        body: { id: ctx.state.smokeUserId, firstName: 'Smoked', userRole: [{ role: 'Pricing' }] },
      }),
      message('User Updated Successfully'),
    ),
    refused(
      'PUT /updateUser (own row)',
      (ctx) => ctx.call('PUT', '/updateUser', { id: ctx.userId, firstName: 'Me' }),
      403,
      'FORBIDDEN',
    ),
    refused(
      'POST /auth/createUser (Super Admin role)',
      (ctx) =>
        ctx.call('POST', '/auth/createUser', {
          firstName: 'X',
          email: `smoke-sa-${Date.now()}@demo.example`,
          password: 'Smoke!2026x',
          userRole: [{ role: 'Super Admin' }],
        }),
      400,
      'BAD_USER_INPUT',
      { error: 'Super Admin role cannot be assigned', field: 'roles' },
    ),
    check(
      'DELETE /deleteUser',
      (ctx) => ({ path: `/deleteUser?id=${ctx.state.smokeUserId}` }),
      message('User Deleted Successfully'),
    ),
  ],
};
