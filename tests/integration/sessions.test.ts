import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Em } from '../../server/db/orm.js';
import { actorOfToken } from '../../server/modules/auth/sessions.js';
import { forgetLocally } from '../../server/modules/auth/session-cache.js';
import { checkToken } from '../../server/modules/auth/tokens.js';
import { User } from '../../server/modules/users/user.entity.js';
import { MSG } from '../../shared/validation/messages.js';
import { gql, gqlOverWs, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const PROFILE = `query { profile { email } }`;
const LOGOUT = `mutation { logout { message } }`;
const CREATE = `mutation ($i: CreateUserInput!) { createUser(input: $i) { id: databaseId } }`;
const UPDATE = `mutation ($id: Int!, $i: UpdateUserInput!) { updateUser(id: $id, input: $i) { id: databaseId } }`;
const DELETE = `mutation ($id: Int!) { deleteUser(id: $id) }`;
const AUDIT = `query ($page: PageInput, $org: Int, $un: Boolean) {
  auditLog(page: $page, organizationId: $org, unattributed: $un) {
    totalElements totalPages number size
    content { kind actorId actorEmail subjectId subjectEmail clientAddress detail createdAt }
  }
}`;

type AuditPage = {
  auditLog: {
    totalElements: number;
    totalPages: number;
    number: number;
    size: number;
    content: { kind: string; actorEmail: string | null; subjectEmail: string | null; detail: string | null }[];
  };
};

/** A token is refused on every transport: REST 401, GraphQL over HTTP 401, graphql-ws UNAUTHENTICATED. */
async function expectRefused(url: string, token: string): Promise<void> {
  const r = await rest(url, 'GET', '/auth/profile', { token });
  expect(r.status).toBe(401);
  expect(r.body).toEqual({ error: MSG.authExpired, code: 'UNAUTHENTICATED' });
  const g = await gql(url, PROFILE, {}, token);
  expect(g.status).toBe(401);
  expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const ws = await gqlOverWs(url, PROFILE, token);
  expect(ws[0]?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
}

async function expectAccepted(url: string, token: string): Promise<void> {
  expect((await rest(url, 'GET', '/auth/profile', { token })).status).toBe(200);
  expect((await gql(url, PROFILE, {}, token)).errors).toBeUndefined();
  expect((await gqlOverWs(url, PROFILE, token))[0]?.errors).toBeUndefined();
}

describe('sessions end when they should (issue #17)', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginToken(server.url, 'admin@demo.example');
  });
  afterAll(async () => server?.close());

  const newUser = async (email: string, roles: string[]) => {
    const r = await gql<{ createUser: { id: number } }>(
      server.url,
      CREATE,
      { i: { firstName: 'Temp', email, password: 'Temp-pass-1', roles } },
      admin,
    );
    expect(r.errors).toBeUndefined();
    return r.data!.createUser.id;
  };

  it('Logout over REST ends that token everywhere, and only that one', async () => {
    const token = await loginToken(server.url, 'sales@demo.example');
    const second = await loginToken(server.url, 'sales@demo.example');
    await expectAccepted(server.url, token);
    const out = await rest(server.url, 'POST', '/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: "You're safely logged out!" });
    await expectRefused(server.url, token);
    await expectAccepted(server.url, second);
    // Logging out again with it is refused like any other call.
    expect((await rest(server.url, 'POST', '/auth/logout', { token })).status).toBe(401);
  });

  it('Logout over GraphQL ends the token on GraphQL, graphql-ws and REST', async () => {
    const token = await loginToken(server.url, 'pricing@demo.example');
    const out = await gql(server.url, LOGOUT, {}, token);
    expect(out.errors).toBeUndefined();
    expect(out.data).toEqual({ logout: { message: MSG.loggedOut } });
    await expectRefused(server.url, token);
    expect((await gql(server.url, LOGOUT)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('deleting a user ends their sessions at once', async () => {
    const id = await newUser('leaver@demo.example', ['Sales']);
    const token = await loginToken(server.url, 'leaver@demo.example', 'Temp-pass-1');
    await expectAccepted(server.url, token);
    expect((await gql(server.url, DELETE, { id }, admin)).errors).toBeUndefined();
    await expectRefused(server.url, token);
  });

  it('removing a role ends the sessions; only adding one does not', async () => {
    const id = await newUser('mover@demo.example', ['Sales']);
    const token = await loginToken(server.url, 'mover@demo.example', 'Temp-pass-1');
    expect((await gql(server.url, UPDATE, { id, i: { roles: ['Sales', 'Pricing'] } }, admin)).errors).toBeUndefined();
    await expectAccepted(server.url, token);
    expect((await gql(server.url, UPDATE, { id, i: { firstName: 'Renamed' } }, admin)).errors).toBeUndefined();
    await expectAccepted(server.url, token);
    expect((await gql(server.url, UPDATE, { id, i: { roles: ['Pricing'] } }, admin)).errors).toBeUndefined();
    await expectRefused(server.url, token);
    // Signing in again works, with the roles the user holds now.
    const again = await loginToken(server.url, 'mover@demo.example', 'Temp-pass-1');
    await expectAccepted(server.url, again);
    const viaRest = await rest(server.url, 'PUT', '/updateUser', { token: admin, body: { id, userRole: [] } });
    expect(viaRest.status, JSON.stringify(viaRest.body)).toBe(200);
    await expectRefused(server.url, again);
  });

  it('the audit log shows sign-ins, failures, logouts and user and role changes to the organization admins only', async () => {
    await rest(server.url, 'POST', '/auth/login', { body: { email: 'sales@demo.example', password: 'wrong-one' } });
    const page = await gql<AuditPage>(server.url, AUDIT, { page: { limit: 100 } }, admin);
    expect(page.errors).toBeUndefined();
    const kinds = page.data!.auditLog.content.map((e) => e.kind);
    for (const k of [
      'SIGN_IN',
      'SIGN_IN_FAILED',
      'LOGOUT',
      'USER_CREATED',
      'USER_UPDATED',
      'ROLES_CHANGED',
      'USER_DELETED',
    ])
      expect(kinds).toContain(k);
    const roles = page.data!.auditLog.content.find(
      (e) => e.kind === 'ROLES_CHANGED' && e.detail?.includes('removed: Sales'),
    );
    expect(roles).toMatchObject({ actorEmail: 'admin@demo.example', subjectEmail: 'mover@demo.example' });
    expect(roles?.detail).toMatch(/1 session\(s\) ended/);
    const failed = page.data!.auditLog.content.find((e) => e.kind === 'SIGN_IN_FAILED');
    expect(failed).toMatchObject({
      subjectEmail: 'sales@demo.example',
      clientAddress: expect.stringContaining('127.0.0.1'),
    });
    // Newest first, paged.
    const small = await gql<AuditPage>(server.url, AUDIT, { page: { limit: 2, offset: 1 } }, admin);
    expect(small.data!.auditLog).toMatchObject({
      number: 1,
      size: 2,
      totalElements: page.data!.auditLog.totalElements,
    });
    expect(small.data!.auditLog.content).toEqual(page.data!.auditLog.content.slice(2, 4));

    // Another organization's admin sees none of it, and may not ask for it.
    const otherAdmin = await loginToken(server.url, 'admin@other.example');
    const other = await gql<AuditPage>(server.url, AUDIT, {}, otherAdmin);
    const emails = other.data!.auditLog.content.flatMap((e) => [e.actorEmail, e.subjectEmail]);
    expect(emails.every((e) => e === null || e.endsWith('@other.example'))).toBe(true);
    expect(other.data!.auditLog.content.map((e) => e.kind)).toEqual(['SIGN_IN']);
    const demoOrg = (await server.orm.em.fork().findOneOrFail(User, { email: 'admin@demo.example' })).organization.id;
    expect((await gql(server.url, AUDIT, { org: demoOrg }, otherAdmin)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await gql(server.url, AUDIT, { un: true }, otherAdmin)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Staff who are not admins may not read it; the admin login may read any organization's.
    const pricing = await loginToken(server.url, 'pricing@demo.example');
    expect((await gql(server.url, AUDIT, {}, pricing)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const superAdmin = await loginToken(server.url, 'superadmin@demo.example');
    const bySuper = await gql<AuditPage>(server.url, AUDIT, { org: demoOrg, page: { limit: 1 } }, superAdmin);
    expect(bySuper.data!.auditLog.totalElements).toBeGreaterThan(page.data!.auditLog.totalElements);
    // Failures for an e-mail nobody has belong to no organization: only the admin login sees them.
    await rest(server.url, 'POST', '/auth/login', { body: { email: 'ghost@nowhere.example', password: 'x' } });
    const unattributed = await gql<AuditPage>(server.url, AUDIT, { un: true }, superAdmin);
    expect(unattributed.data!.auditLog.content[0]).toMatchObject({
      kind: 'SIGN_IN_FAILED',
      subjectEmail: 'ghost@nowhere.example',
    });
    expect(emails).not.toContain('ghost@nowhere.example');
    expect((await gql(server.url, AUDIT, { page: { limit: 500 } }, admin)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
  });

  it('checks a session in one SQL statement, and a token checked recently in none', async () => {
    const token = await loginToken(server.url, 'admin@demo.example');
    const check = checkToken(server.config.jwtSecret, token);
    if (!check.ok) throw new Error('token refused');
    // The session row, the user and their roles in one statement (it replaced a user lookup with its roles).
    forgetLocally({ tokenId: check.tokenId });
    // Every statement goes through the connection's executeQuery(sql, run, ...): counted there, then run.
    type Execute = (query: string, ...rest: unknown[]) => Promise<unknown>;
    const connection = server.orm.em.getConnection() as unknown as { executeQuery: Execute };
    const statements: string[] = [];
    const original = connection.executeQuery.bind(connection);
    // Counted: the statements that read sessions, users or roles (nothing else the server might run meanwhile).
    const spy = vi.spyOn(connection, 'executeQuery').mockImplementation((query, ...rest) => {
      if (/auth_session|app_user|role/.test(query)) statements.push(query);
      return original(query, ...rest);
    });
    try {
      const em = server.orm.em.fork() as Em;
      const first = await actorOfToken(() => em.fork(), server.config.jwtSecret, token);
      expect(first.actor).toMatchObject({ id: check.userId, email: 'admin@demo.example' });
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/auth_session/);
      // Answered from memory: no statement, no EntityManager asked for.
      let forked = 0;
      const again = await actorOfToken(() => (forked++, em.fork()), server.config.jwtSecret, token);
      expect(again.actor).toEqual(first.actor);
      expect(statements).toHaveLength(1);
      expect(forked).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });
});
