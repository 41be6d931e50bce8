import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken, rest, type GqlResult, type RestResult } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { createTenant, legacyOrderBody, orderInput, SAVE_ORDER, type Json } from './orders-support.js';

/**
 * Issue #18's reproduced input findings that once answered 500 or stored nonsense, each replayed through
 * both APIs: every one is now a 400 BAD_USER_INPUT naming its field.
 */

const NUL = 'Kai\u0000yo';
type Tok = 'pricing' | 'admin' | 'super';

describe('input the APIs refuse with a 400 naming the field', () => {
  let server: TestServer;
  const tokens = {} as Record<Tok, string>;
  let fleetId: number;
  let userId: number;
  let orgId: number;
  beforeAll(async () => {
    server = await startTestServer();
    const tenant = await createTenant(server, 'REFUSE');
    Object.assign(tokens, {
      pricing: tenant.users.pricing.token,
      admin: tenant.users.admin.token,
      super: await loginToken(server.url, 'superadmin@demo.example'),
    });
    userId = tenant.users.sales.id;
    orgId = tenant.orgId;
    const line = { vesselName: 'Kaiyo', port: 'Santos', dateOpening: '2027-03-01', hirePerDay: 24_500 };
    fleetId = (await rest(server.url, 'POST', '/fleet', { token: tokens.pricing, body: line })).body.id;
  });
  afterAll(async () => server?.close());

  const call = (who: Tok, method: string, path: string, body?: unknown) =>
    rest<Json>(server.url, method, path, { token: tokens[who], body });
  const graphql = (who: Tok, query: string, variables: Json) => gql(server.url, query, variables, tokens[who]);
  const refusedRest = (r: RestResult<Json>, field: string, message?: string | RegExp) => {
    expect(r, JSON.stringify(r.body)).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field } });
    if (message !== undefined) expect(r.body.error).toMatch(message);
  };
  const refusedGraphql = (g: GqlResult, field: string | undefined, message?: string | RegExp) => {
    expect(g.errors?.[0]?.extensions?.code, JSON.stringify(g.errors)).toBe('BAD_USER_INPUT');
    if (field !== undefined) expect(g.errors?.[0]?.extensions?.field).toBe(field);
    if (message !== undefined) expect(g.errors?.[0]?.message).toMatch(message);
  };
  const nul = (field: string) => new RegExp(`${field.replace(/[.[\]]/g, '\\$&')} must not contain NUL characters$`);

  describe('a NUL character in text', () => {
    it.each<[string, Tok, string, string, () => unknown, string]>([
      [
        '/savePortDistance',
        'pricing',
        'POST',
        '/savePortDistance',
        () => ({ openingPort: NUL, endingPort: 'Rotterdam', distNormal: 10 }),
        'openingPort',
      ],
      ['/allVesselsByChar', 'pricing', 'GET', '/allVesselsByChar?vessel=%00', () => undefined, 'vessel'],
      ['/createVessel', 'pricing', 'PUT', '/createVessel', () => ({ vesselName: NUL }), 'vesselName'],
      ['/fleet', 'pricing', 'POST', '/fleet', () => ({ id: fleetId, port: NUL }), 'port'],
      [
        '/saveToFleet',
        'pricing',
        'POST',
        '/saveToFleet',
        () => [{ vesselName: NUL, port: 'Santos', dateOpening: '2027-03-01' }],
        '0.vesselName',
      ],
      [
        '/updateVesselWithFleetDetails',
        'pricing',
        'PUT',
        '/updateVesselWithFleetDetails',
        () => ({ id: fleetId, remark: NUL }),
        'remark',
      ],
      [
        '/auth/createUser',
        'admin',
        'POST',
        '/auth/createUser',
        () => ({ firstName: NUL, email: 'nul@refuse.example', password: 'Tenant!2026', userRole: ['Sales'] }),
        'firstName',
      ],
      ['/updateUser', 'admin', 'PUT', '/updateUser', () => ({ id: userId, lastName: NUL }), 'lastName'],
      [
        '/organization',
        'super',
        'POST',
        '/organization',
        () => ({ organizationName: NUL, organizationCode: 'NUL', orgType: 'FSC' }),
        'organizationName',
      ],
      [
        '/updateOrganization',
        'super',
        'PUT',
        '/updateOrganization',
        () => ({ id: orgId, contactPerson: NUL }),
        'contactPerson',
      ],
    ])('REST %s', async (_label, who, method, path, body, field) => {
      refusedRest(await call(who, method, path, body()), field, nul(field));
    });

    it.each<[string, Tok, string, () => Json, string]>([
      [
        'savePortDistance',
        'pricing',
        `mutation ($i: SavePortDistanceInput!) { savePortDistance(input: $i) { id: databaseId } }`,
        () => ({ i: { openingPort: NUL, endingPort: 'Rotterdam', distNormal: 10 } }),
        'openingPort',
      ],
      [
        'vessels',
        'pricing',
        `query ($s: String) { vessels(search: $s) { totalElements } }`,
        () => ({ s: NUL }),
        'search',
      ],
      [
        'createVessel',
        'pricing',
        `mutation ($i: VesselInput!) { createVessel(input: $i) { id: databaseId } }`,
        () => ({ i: { vesselName: NUL } }),
        'vesselName',
      ],
      [
        'saveFleetEntry',
        'pricing',
        `mutation ($i: FleetEntryInput!) { saveFleetEntry(input: $i) { id: databaseId } }`,
        () => ({ i: { id: fleetId, port: NUL } }),
        'port',
      ],
      [
        'addToFleet',
        'pricing',
        `mutation ($l: [FleetEntryInput!]!) { addToFleet(lines: $l) { id: databaseId } }`,
        () => ({ l: [{ vesselName: NUL, port: 'Santos', dateOpening: '2027-03-01T00:00:00Z' }] }),
        '0.vesselName',
      ],
      [
        'updateFleetWithVessel',
        'pricing',
        `mutation ($id: Int!, $f: FleetEntryInput!) { updateFleetWithVessel(id: $id, fleet: $f) { id: databaseId } }`,
        () => ({ id: fleetId, f: { remark: NUL } }),
        'remark',
      ],
      [
        'createUser',
        'admin',
        `mutation ($i: CreateUserInput!) { createUser(input: $i) { id: databaseId } }`,
        () => ({ i: { firstName: NUL, email: 'nul2@refuse.example', password: 'Tenant!2026', roles: ['Sales'] } }),
        'firstName',
      ],
      [
        'updateUser',
        'admin',
        `mutation ($id: Int!, $i: UpdateUserInput!) { updateUser(id: $id, input: $i) { id: databaseId } }`,
        () => ({ id: userId, i: { lastName: NUL } }),
        'lastName',
      ],
      [
        'createOrganization',
        'super',
        `mutation ($i: OrganizationInput!) { createOrganization(input: $i) { id: databaseId } }`,
        () => ({ i: { organizationName: NUL, organizationCode: 'NUL2', orgType: 'FSC' } }),
        'organizationName',
      ],
      [
        'updateOrganization',
        'super',
        `mutation ($id: Int!, $i: OrganizationInput!) { updateOrganization(id: $id, input: $i) { id: databaseId } }`,
        () => ({ id: orgId, i: { contactPerson: NUL } }),
        'contactPerson',
      ],
    ])('GraphQL %s', async (_label, who, query, variables, field) => {
      refusedGraphql(await graphql(who, query, variables()), field, /must not contain NUL characters$/);
    });
  });

  it('refuses a port name over 200 characters in saved distances, leg distances and fleet lines', async () => {
    const long = 'P'.repeat(201);
    refusedRest(
      await call('pricing', 'POST', '/savePortDistance', {
        openingPort: long,
        endingPort: 'Rotterdam',
        distNormal: 10,
      }),
      'openingPort',
      'openingPort must be at most 200 characters',
    );
    refusedRest(await call('pricing', 'POST', '/getPortDistance', { portList: [long, 'Rotterdam'] }), 'portList[0]');
    refusedGraphql(
      await graphql(
        'pricing',
        `
          query ($i: PortDistanceInput!) {
            portDistances(input: $i) {
              distance
            }
          }
        `,
        { i: { portList: [{ name: long }, { name: 'Rotterdam' }] } },
      ),
      undefined,
      /200 characters/,
    );
    refusedRest(
      await call('pricing', 'POST', '/fleet', { id: fleetId, port: long }),
      'port',
      'port must be at most 200 characters',
    );
    refusedGraphql(
      await graphql(
        'pricing',
        `
          mutation ($i: FleetEntryInput!) {
            saveFleetEntry(input: $i) {
              id: databaseId
            }
          }
        `,
        { i: { id: fleetId, port: long } },
      ),
      'port',
      'port must be at most 200 characters',
    );
  });

  it('refuses a body nested deeper than 32 levels (a 20,000-deep array to /updateQueryFormat was a 500)', async () => {
    const res = await fetch(`${server.url}/api/v1/updateQueryFormat`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.pricing}` },
      body: '['.repeat(20_000) + ']'.repeat(20_000),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'The request is nested deeper than 32 levels',
      code: 'BAD_USER_INPUT',
      field: 'body',
    });
    const viaGraphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.pricing}` },
      body: `{"query":"mutation ($ids: [Int!]!) { setPinnedOrders(ids: $ids) }","variables":{"ids":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`,
    });
    expect(viaGraphql.status).toBe(400);
    expect(await viaGraphql.json()).toEqual({
      errors: [
        {
          message: 'The request is nested deeper than 32 levels',
          extensions: { code: 'BAD_USER_INPUT', field: 'body' },
        },
      ],
    });
    // A shallow list of ids is still read: nested values inside it are refused by the id rule, quoted short.
    refusedRest(
      await call('pricing', 'PUT', '/updateQueryFormat', [[[[1]]]]),
      'ids[0]',
      'ids[0] must be a positive integer id, got [[[1]]]',
    );
  });

  it('refuses resetPortDistance(input: { id: "T" }) on both APIs (it reached SQL as NaN)', async () => {
    refusedGraphql(
      await graphql('pricing', 'mutation { resetPortDistance(input: { id: "T" }) }', {}),
      'id',
      'id must be a positive integer id, got "T"',
    );
    refusedRest(
      await call('pricing', 'POST', '/resetDistance', { id: 'T' }),
      'id',
      'id must be a positive integer id, got "T"',
    );
  });

  it('refuses 1 MB order messages, remarks and passwords, stating the limit', async () => {
    const mb = 'm'.repeat(1_000_000);
    refusedRest(
      await call('pricing', 'POST', '/clientQuery', legacyOrderBody({ message: mb })),
      'message',
      'message must be at most 5000 characters',
    );
    refusedGraphql(
      await graphql('pricing', SAVE_ORDER, { input: orderInput({ message: mb }) }),
      'message',
      'message must be at most 5000 characters',
    );
    const row = { operation: 'Loading', port: 'Santos', rate: 1000, pdaRemarks: mb };
    refusedRest(
      await call('pricing', 'POST', '/clientQuery', legacyOrderBody({ cargoList: [row] })),
      'cargoList[0].pdaRemarks',
      /at most 2000 characters/,
    );
    refusedRest(
      await call('pricing', 'POST', '/fleet', { id: fleetId, remark: mb }),
      'remark',
      'remark must be at most 2000 characters',
    );
    refusedGraphql(
      await graphql(
        'pricing',
        `
          mutation ($i: FleetEntryInput!) {
            saveFleetEntry(input: $i) {
              id: databaseId
            }
          }
        `,
        { i: { id: fleetId, remark: mb } },
      ),
      'remark',
      'remark must be at most 2000 characters',
    );
    const tooLong = 'Aa1!'.repeat(33);
    refusedRest(
      await call('admin', 'POST', '/auth/createUser', {
        firstName: 'Long',
        email: 'long@refuse.example',
        password: tooLong,
        userRole: ['Sales'],
      }),
      'password',
      'Password must be at most 128 characters',
    );
    refusedGraphql(
      await graphql(
        'admin',
        `
          mutation ($i: CreateUserInput!) {
            createUser(input: $i) {
              id: databaseId
            }
          }
        `,
        { i: { firstName: 'Long', email: 'long@refuse.example', password: mb, roles: ['Sales'] } },
      ),
      'password',
      'Password must be at most 128 characters',
    );
    const login = await rest<Json>(server.url, 'POST', '/auth/login', {
      body: { email: 'admin@refuse.example', password: mb },
    });
    refusedRest(login, 'password', 'Password must be at most 128 characters');
    refusedRest(
      await rest<Json>(server.url, 'PUT', '/updatePassword', {
        body: { passwordResetToken: 'x', password: mb, confirmPassword: mb },
      }),
      'password',
      'Password must be at most 128 characters',
    );
  });
});
