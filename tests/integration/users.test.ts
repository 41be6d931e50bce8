import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../server/modules/users/user.entity.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const USER_ROW_KEYS = [
  'dob',
  'email',
  'firstName',
  'fullname',
  'id',
  'lastName',
  'organization',
  'roles',
  'userAccessLevel',
  'userRole',
  'version',
];
const PROFILE = `query { profile { id: databaseId organizationId } }`;

describe('user management: REST contract and GraphQL', () => {
  let server: TestServer;
  const t: Record<string, string> = {};
  const id: Record<string, number> = {};
  const org: Record<string, number> = {};
  const call = (who: string | null, method: string, path: string, body?: unknown) =>
    rest<any>(server.url, method, path, { ...(who ? { token: t[who] } : {}), ...(body === undefined ? {} : { body }) });
  let seq = 0;
  const newUser = (extra: Record<string, unknown> = {}) => ({
    firstName: 'Nina',
    lastName: 'Nilsen',
    email: `nina${++seq}@demo.example`,
    password: 'Secret!123',
    userRole: [{ role: 'Pricing' }],
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer();
    for (const [who, email] of Object.entries({
      admin: 'admin@demo.example',
      pricing: 'pricing@demo.example',
      sales: 'sales@demo.example',
      sa: 'superadmin@demo.example',
      other: 'admin@other.example',
    })) {
      t[who] = await loginToken(server.url, email);
      const p = await gql<{ profile: { id: number; organizationId: number } }>(server.url, PROFILE, {}, t[who]);
      id[who] = p.data!.profile.id;
      org[who] = p.data!.profile.organizationId;
    }
  });
  afterAll(async () => server?.close());

  describe('reads', () => {
    it('GET /usersForOrg answers user rows without any password field', async () => {
      const r = await call('admin', 'GET', '/usersForOrg');
      expect(r.status).toBe(200);
      for (const u of r.body) expect(Object.keys(u).sort()).toEqual(USER_ROW_KEYS);
      expect(JSON.stringify(r.body)).not.toMatch(/password/i);
    });

    it('GET /getRoles lists the four roles', async () => {
      const r = await call('pricing', 'GET', '/getRoles');
      expect(r.status).toBe(200);
      expect(r.body.map((x: { name: string }) => x.name).sort()).toEqual(['ADMIN', 'Pricing', 'Sales', 'Super Admin']);
      expect((await call('sales', 'GET', '/getRoles')).status).toBe(403);
    });

    it("GET /getUserRoles answers a user's roles, never another organization's", async () => {
      const r = await call('admin', 'GET', `/getUserRoles?id=${id.pricing}`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual([{ id: expect.any(Number), name: 'Pricing' }]);
      expect((await call('other', 'GET', `/getUserRoles?id=${id.pricing}`)).status).toBe(404);
      expect((await call('admin', 'GET', '/getUserRoles')).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
      expect((await call('sales', 'GET', `/getUserRoles?id=${id.pricing}`)).status).toBe(403);
      expect((await call('sa', 'GET', `/getUserRoles?id=${id.other}`)).body).toEqual([
        { id: expect.any(Number), name: 'ADMIN' },
      ]);
    });
  });

  describe('POST /auth/createUser', () => {
    it('creates a user with a hashed password that can sign in', async () => {
      const r = await call(
        'admin',
        'POST',
        '/auth/createUser',
        newUser({ email: 'Created.One@Demo.Example', dob: '12/Mar/1990', userAccessLevel: '3' }),
      );
      expect(r.status).toBe(200);
      expect(r.body.message).toBe('User Created Successfully');
      expect(r.body.user).toMatchObject({
        email: 'created.one@demo.example',
        fullname: 'Nina Nilsen',
        organization: org.admin,
        dob: '1990-03-12',
        userAccessLevel: 3,
        roles: [{ name: 'Pricing' }],
        userRole: [{ role: 'Pricing' }],
      });
      expect(JSON.stringify(r.body)).not.toMatch(/password/i);
      const stored = await server.orm.em.fork().findOneOrFail(User, { email: 'created.one@demo.example' });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
      expect(stored.passwordHash).not.toContain('Secret!123');
      const login = await rest(server.url, 'POST', '/auth/login', {
        body: { email: 'created.one@demo.example', password: 'Secret!123' },
      });
      expect(login.status).toBe(200);
    });

    it('defaults the access level to 0 and accepts roles as names, ids or objects', async () => {
      const roles = (await call('admin', 'GET', '/getRoles')).body as { id: number; name: string }[];
      const sales = roles.find((x) => x.name === 'Sales')!;
      const r = await call(
        'admin',
        'POST',
        '/auth/createUser',
        newUser({ userRole: undefined, roles: [sales.id, { name: 'Pricing' }] }),
      );
      expect(r.body.user.userAccessLevel).toBe(0);
      expect(r.body.user.roles.map((x: { name: string }) => x.name).sort()).toEqual(['Pricing', 'Sales']);
    });

    it.each([
      [{ userRole: [{ role: 'Super Admin' }] }, 'Super Admin role cannot be assigned', 'roles'],
      [{ userRole: ['Captain'] }, 'Unknown role: Captain', 'roles'],
      [{ userAccessLevel: 10 }, 'Access level must be an integer from 0 to 9', 'userAccessLevel'],
      [{ userAccessLevel: '2.5' }, 'Access level must be an integer from 0 to 9', 'userAccessLevel'],
      [{ userAccessLevel: 'high' }, 'Access level must be an integer from 0 to 9', 'userAccessLevel'],
      [{ password: '' }, 'Password is required', 'password'],
      [{ password: 'short' }, 'Password must be at least 8 characters', 'password'],
      [{ email: 'not-an-email' }, 'Invalid Email', 'email'],
      [{ email: '' }, 'Email is required', 'email'],
      [{ firstName: ' ' }, 'First name is required', 'firstName'],
      [{ dob: '31/Feb/1990' }, 'Date of birth must be a date (YYYY-MM-DD or DD/MMM/yyyy)', 'dob'],
    ])('refuses %j with its message', async (extra, error, field) => {
      const r = await call('admin', 'POST', '/auth/createUser', newUser(extra));
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error, code: 'BAD_USER_INPUT', field });
    });

    it("refuses a used e-mail as CONFLICT 'Email already exists'", async () => {
      const r = await call('admin', 'POST', '/auth/createUser', newUser({ email: 'SALES@demo.example' }));
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ error: 'Email already exists', code: 'CONFLICT', field: 'email' });
    });

    it("creates in the actor's organization; only the admin login may pick another", async () => {
      const cross = await call('other', 'POST', '/auth/createUser', newUser({ organization: org.admin }));
      expect(cross.status).toBe(403);
      const sa = await call('sa', 'POST', '/auth/createUser', newUser({ organization: { id: org.other } }));
      expect(sa.status).toBe(200);
      expect(sa.body.user.organization).toBe(org.other);
      expect((await call('sales', 'POST', '/auth/createUser', newUser())).status).toBe(403);
      expect((await call(null, 'POST', '/auth/createUser', newUser())).status).toBe(401);
    });
  });

  describe('PUT /updateUser and DELETE /deleteUser', () => {
    it('updates another user; the password is not changed here', async () => {
      const created = (await call('admin', 'POST', '/auth/createUser', newUser({ email: 'upd@demo.example' }))).body
        .user;
      const r = await call('pricing', 'PUT', '/updateUser', {
        ...created,
        firstName: 'Nora',
        userRole: [{ role: 'Pricing' }],
        userAccessLevel: 7,
        password: 'Changed!999',
      });
      expect(r.status).toBe(200);
      expect(r.body.message).toBe('User Updated Successfully');
      expect(r.body.user).toMatchObject({
        id: created.id,
        firstName: 'Nora',
        userAccessLevel: 7,
        roles: [{ name: 'Pricing' }],
      });
      const oldPassword = await rest(server.url, 'POST', '/auth/login', {
        body: { email: 'upd@demo.example', password: 'Secret!123' },
      });
      expect(oldPassword.status).toBe(200);
      const taken = await call('admin', 'PUT', '/updateUser', { id: created.id, email: 'pricing@demo.example' });
      expect(taken.status).toBe(409);
      const superRole = await call('admin', 'PUT', '/updateUser', { id: created.id, roles: ['Super Admin'] });
      expect(superRole.body).toMatchObject({ error: 'Super Admin role cannot be assigned', code: 'BAD_USER_INPUT' });
      expect((await call('admin', 'PUT', '/updateUser', { firstName: 'x' })).body).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'id',
      });
    });

    it('never lets a user edit or delete their own row', async () => {
      const edit = await call('admin', 'PUT', '/updateUser', { id: id.admin, firstName: 'Me' });
      expect(edit.status).toBe(403);
      expect(edit.body).toEqual({ error: 'You cannot edit your own user', code: 'FORBIDDEN' });
      const del = await call('pricing', 'DELETE', `/deleteUser?id=${id.pricing}`);
      expect(del.status).toBe(403);
      expect(del.body).toEqual({ error: 'You cannot delete your own user', code: 'FORBIDDEN' });
    });

    it('keeps the admin login out of reach of organization administrators', async () => {
      expect((await call('admin', 'PUT', '/updateUser', { id: id.sa, firstName: 'X' })).status).toBe(403);
      expect((await call('admin', 'DELETE', `/deleteUser?id=${id.sa}`)).status).toBe(403);
    });

    it("answers NOT_FOUND for another organization's user; the admin login may reach it", async () => {
      expect((await call('admin', 'PUT', '/updateUser', { id: id.other, firstName: 'X' })).status).toBe(404);
      expect((await call('admin', 'DELETE', `/deleteUser?id=${id.other}`)).status).toBe(404);
      const sa = await call('sa', 'PUT', '/updateUser', { id: id.other, lastName: 'Olsen-Berg' });
      expect(sa.status).toBe(200);
      expect(sa.body.user.lastName).toBe('Olsen-Berg');
    });

    it('deletes a user together with their fleet', async () => {
      const created = (await call('admin', 'POST', '/auth/createUser', newUser({ email: 'gone@demo.example' }))).body
        .user;
      const token = await loginToken(server.url, 'gone@demo.example', 'Secret!123');
      const fleet = await rest(server.url, 'POST', '/saveToFleet', {
        token,
        body: [{ vesselName: 'Free Spirit', port: 'Ghent', dateOpening: '2027-01-01' }],
      });
      expect(fleet.status).toBe(200);
      const r = await call('admin', 'DELETE', `/deleteUser?id=${created.id}`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ message: 'User Deleted Successfully', id: created.id });
      expect((await call('admin', 'DELETE', `/deleteUser?id=${created.id}`)).status).toBe(404);
      expect((await call('admin', 'DELETE', '/deleteUser')).body).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'id',
      });
      expect((await rest(server.url, 'GET', '/allFleet', { token })).status).toBe(401);
    });
  });

  describe('GraphQL', () => {
    const CREATE = `mutation ($i: CreateUserInput!) { createUser(input: $i) { id: databaseId email organizationId userAccessLevel roles { name } } }`;
    const UPDATE = `mutation ($id: Int!, $i: UpdateUserInput!) { updateUser(id: $id, input: $i) { id: databaseId firstName roles { name } } }`;
    const DELETE = `mutation ($id: Int!) { deleteUser(id: $id) }`;

    it('creates, reads roles of, updates and deletes users with the same rules', async () => {
      const c = await gql<{ createUser: { id: number; userAccessLevel: number; organizationId: number } }>(
        server.url,
        CREATE,
        { i: { firstName: 'Gita', email: 'gita@demo.example', password: 'Secret!123', roles: ['Sales'] } },
        t.admin,
      );
      expect(c.errors).toBeUndefined();
      expect(c.data!.createUser).toMatchObject({ userAccessLevel: 0, organizationId: org.admin });
      const uid = c.data!.createUser.id;
      const roles = await gql<{ userRoles: { name: string }[] }>(
        server.url,
        `query ($id: Int!) { userRoles(id: $id) { name } }`,
        { id: uid },
        t.pricing,
      );
      expect(roles.data!.userRoles).toEqual([{ name: 'Sales' }]);
      const sup = await gql(server.url, UPDATE, { id: uid, i: { roles: ['Super Admin'] } }, t.admin);
      expect(sup.errors?.[0]).toMatchObject({
        message: 'Super Admin role cannot be assigned',
        extensions: { code: 'BAD_USER_INPUT', field: 'roles' },
      });
      const lvl = await gql(server.url, UPDATE, { id: uid, i: { userAccessLevel: 12 } }, t.admin);
      expect(lvl.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'userAccessLevel' });
      const dup = await gql(
        server.url,
        CREATE,
        { i: { firstName: 'G', email: 'gita@demo.example', password: 'Secret!123' } },
        t.admin,
      );
      expect(dup.errors?.[0]).toMatchObject({ message: 'Email already exists', extensions: { code: 'CONFLICT' } });
      const u = await gql<{ updateUser: { firstName: string } }>(
        server.url,
        UPDATE,
        { id: uid, i: { firstName: 'Gitte', roles: ['ADMIN', 'Pricing'] } },
        t.admin,
      );
      expect(u.data!.updateUser).toMatchObject({ firstName: 'Gitte' });
      const self = await gql(server.url, UPDATE, { id: id.admin, i: { firstName: 'X' } }, t.admin);
      expect(self.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const cross = await gql(server.url, DELETE, { id: uid }, t.other);
      expect(cross.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const sales = await gql(server.url, DELETE, { id: uid }, t.sales);
      expect(sales.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const d = await gql<{ deleteUser: number }>(server.url, DELETE, { id: uid }, t.admin);
      expect(d.data!.deleteUser).toBe(uid);
    });
  });
});
