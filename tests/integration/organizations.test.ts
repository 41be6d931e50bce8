import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { orderInput, SAVE_ORDER } from './orders-support.js';

const ORG_ROW_KEYS = [
  'contactEmail',
  'contactNumber',
  'contactPerson',
  'domain',
  'emailReceiver',
  'id',
  'orgType',
  'organizationCode',
  'organizationName',
  'version',
];

describe('organization setup: REST contract and GraphQL', () => {
  let server: TestServer;
  const t: Record<string, string> = {};
  const call = (who: string | null, method: string, path: string, body?: unknown) =>
    rest<any>(server.url, method, path, { ...(who ? { token: t[who] } : {}), ...(body === undefined ? {} : { body }) });
  let seq = 0;
  const newOrg = (extra: Record<string, unknown> = {}) => ({
    organizationName: 'Northern Bulk',
    organizationCode: `NORTH${++seq}`,
    orgType: 'FMM',
    domain: 'north.example',
    contactPerson: 'Nils North',
    contactNumber: '+47 22 00 00 00',
    contactEmail: 'ops@north.example',
    emailReceiver: 'positions@north.example',
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
    }
  });
  afterAll(async () => server?.close());

  describe('GET /getAllOrganizations', () => {
    it('answers every organization to the admin login, only their own to others', async () => {
      const all = await call('sa', 'GET', '/getAllOrganizations');
      expect(all.status).toBe(200);
      expect(all.body.map((o: { organizationCode: string }) => o.organizationCode)).toEqual(['DEMO', 'OTHER']);
      expect(Object.keys(all.body[0]).sort()).toEqual(ORG_ROW_KEYS);
      expect(
        (await call('admin', 'GET', '/getAllOrganizations')).body.map(
          (o: { organizationCode: string }) => o.organizationCode,
        ),
      ).toEqual(['DEMO']);
      expect((await call('pricing', 'GET', '/getAllOrganizations')).body).toHaveLength(1);
      expect(
        (await call('other', 'GET', '/getAllOrganizations')).body.map(
          (o: { organizationCode: string }) => o.organizationCode,
        ),
      ).toEqual(['OTHER']);
      expect((await call('sales', 'GET', '/getAllOrganizations')).status).toBe(403);
      expect((await call(null, 'GET', '/getAllOrganizations')).status).toBe(401);
    });
  });

  describe('POST /organization', () => {
    it("creates an organization ('Created successfully')", async () => {
      const r = await call('sa', 'POST', '/organization', newOrg());
      expect(r.status).toBe(200);
      expect(r.body.message).toBe('Created successfully');
      expect(r.body.organization).toMatchObject({
        organizationName: 'Northern Bulk',
        orgType: 'FMM',
        contactNumber: '+4722000000',
        emailReceiver: 'positions@north.example',
      });
    });

    it.each([
      [{ organizationName: '' }, 'Organization name is required', 'organizationName'],
      [{ organizationCode: ' ' }, 'Organization code is required', 'organizationCode'],
      [{ orgType: 'XYZ' }, 'Organization type must be one of FSC, FOW, FMM', 'orgType'],
      [{ orgType: undefined }, 'Organization type must be one of FSC, FOW, FMM', 'orgType'],
      [{ contactNumber: 'call me' }, 'Contact number must be numeric', 'contactNumber'],
      [{ contactEmail: 'nope' }, 'Invalid Email', 'contactEmail'],
    ])('refuses %j', async (extra, error, field) => {
      const r = await call('sa', 'POST', '/organization', newOrg(extra));
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error, code: 'BAD_USER_INPUT', field });
    });

    it('refuses a used organization code as CONFLICT', async () => {
      const r = await call('sa', 'POST', '/organization', newOrg({ organizationCode: 'DEMO' }));
      expect(r.status).toBe(409);
      expect(r.body).toEqual({
        error: 'Organization code already exists',
        code: 'CONFLICT',
        field: 'organizationCode',
      });
    });

    it.each(['admin', 'pricing', 'sales', 'other'])('is refused to %s (admin login only)', async (who) => {
      const r = await call(who, 'POST', '/organization', newOrg());
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ error: 'Only the admin login may do this', code: 'FORBIDDEN' });
    });
  });

  describe('PUT /updateOrganization', () => {
    it("updates the given fields ('Updated successfully')", async () => {
      const created = (await call('sa', 'POST', '/organization', newOrg())).body.organization;
      const r = await call('sa', 'PUT', '/updateOrganization', {
        id: created.id,
        domain: 'north.example.com',
        orgType: 'FSC',
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        message: 'Updated successfully',
        organization: {
          id: created.id,
          domain: 'north.example.com',
          orgType: 'FSC',
          organizationName: 'Northern Bulk',
        },
      });
      expect(
        (await call('sa', 'PUT', '/updateOrganization', { id: created.id, organizationCode: 'OTHER' })).status,
      ).toBe(409);
      expect((await call('sa', 'PUT', '/updateOrganization', { domain: 'x' })).body).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'id',
      });
      expect((await call('sa', 'PUT', '/updateOrganization', { id: 999_999, domain: 'x' })).status).toBe(404);
      expect((await call('admin', 'PUT', '/updateOrganization', { id: created.id, domain: 'x' })).status).toBe(403);
    });
  });

  describe('DELETE /deleteOrganization', () => {
    it('refuses an organization that still has users, with a clear CONFLICT', async () => {
      const orgs = (await call('sa', 'GET', '/getAllOrganizations')).body as { id: number; organizationCode: string }[];
      const other = orgs.find((o) => o.organizationCode === 'OTHER')!;
      const r = await call('sa', 'DELETE', `/deleteOrganization?id=${other.id}`);
      expect(r.status).toBe(409);
      expect(r.body).toEqual({
        error: '1 user belongs to this organization; delete or move them before deleting the organization',
        code: 'CONFLICT',
      });
    });

    it('refuses an organization that still holds data, naming it, and deletes it once it is empty', async () => {
      const created = (await call('sa', 'POST', '/organization', newOrg())).body.organization;
      const vessel = await call('sa', 'PUT', '/createVessel', { vesselName: 'Orphan', organizationId: created.id });
      expect(vessel.status).toBe(200);
      expect((await call('admin', 'DELETE', '/deleteOrganization', { id: created.id })).status).toBe(403);
      const held = await call('sa', 'DELETE', '/deleteOrganization', { id: created.id });
      expect(held.status).toBe(409);
      expect(held.body).toEqual({
        error: '1 vessel belongs to this organization; delete or move them before deleting the organization',
        code: 'CONFLICT',
      });
      expect((await call('sa', 'GET', `/vesselsWithId?vesselId=${vessel.body.vessel.id}`)).status).toBe(200);

      const empty = (await call('sa', 'POST', '/organization', newOrg())).body.organization;
      const r = await call('sa', 'DELETE', '/deleteOrganization', { id: empty.id });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ message: 'Deleted successfully', id: empty.id });
      expect((await call('sa', 'DELETE', `/deleteOrganization?id=${empty.id}`)).status).toBe(404);
      expect((await call('sa', 'DELETE', '/deleteOrganization')).body).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'id',
      });
    });

    it('names users and orders together on both APIs', async () => {
      const saved = await gql(server.url, SAVE_ORDER, { input: orderInput() }, t.admin);
      expect(saved.errors).toBeUndefined();
      const orgs = (await call('sa', 'GET', '/getAllOrganizations')).body as { id: number; organizationCode: string }[];
      const demo = orgs.find((o) => o.organizationCode === 'DEMO')!;
      const r = await call('sa', 'DELETE', `/deleteOrganization?id=${demo.id}`);
      expect(r.status).toBe(409);
      expect(r.body).toEqual({
        error: '4 users and 1 order belong to this organization; delete or move them before deleting the organization',
        code: 'CONFLICT',
      });
      const g = await gql(server.url, `mutation ($id: Int!) { deleteOrganization(id: $id) }`, { id: demo.id }, t.sa);
      expect(g.errors?.[0]).toMatchObject({ message: r.body.error, extensions: { code: 'CONFLICT' } });
      expect((await call('sa', 'GET', '/getAllOrganizations')).body).toHaveLength(orgs.length);
    });
  });

  describe('GraphQL', () => {
    it('lists, creates, updates and deletes with typed inputs', async () => {
      const list = await gql<{ organizations: { organizationCode: string }[] }>(
        server.url,
        `query { organizations { organizationCode orgType } }`,
        {},
        t.other,
      );
      expect(list.data!.organizations).toEqual([{ organizationCode: 'OTHER', orgType: 'FOW' }]);
      const create = `mutation ($i: OrganizationInput!) { createOrganization(input: $i) { id: databaseId organizationCode orgType } }`;
      const c = await gql<{ createOrganization: { id: number } }>(
        server.url,
        create,
        { i: { organizationName: 'Graph Bulk', organizationCode: 'GRAPH', orgType: 'FOW' } },
        t.sa,
      );
      expect(c.errors).toBeUndefined();
      const oid = c.data!.createOrganization.id;
      const missing = await gql(server.url, create, { i: { organizationCode: 'G2', orgType: 'FOW' } }, t.sa);
      expect(missing.errors?.[0]).toMatchObject({
        message: 'Organization name is required',
        extensions: { code: 'BAD_USER_INPUT', field: 'organizationName' },
      });
      const denied = await gql(
        server.url,
        create,
        { i: { organizationName: 'X', organizationCode: 'X', orgType: 'FSC' } },
        t.admin,
      );
      expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const u = await gql<{ updateOrganization: { domain: string } }>(
        server.url,
        `mutation ($id: Int!, $i: OrganizationInput!) { updateOrganization(id: $id, input: $i) { domain } }`,
        { id: oid, i: { domain: 'graph.example' } },
        t.sa,
      );
      expect(u.data!.updateOrganization.domain).toBe('graph.example');
      const d = await gql<{ deleteOrganization: number }>(
        server.url,
        `mutation ($id: Int!) { deleteOrganization(id: $id) }`,
        { id: oid },
        t.sa,
      );
      expect(d.data!.deleteOrganization).toBe(oid);
    });
  });
});
