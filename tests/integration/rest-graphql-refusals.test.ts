import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, type GqlResult, type RestResult } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { createTenant, type Json } from './orders-support.js';

/**
 * Issue #18: the last REST handlers that read input with zod strings of their own (sign-in, the port search,
 * the fuel-price update, a user's roles and password) read it with the shared boundary rules instead, so a
 * NUL character, an over-long value or a value of the wrong type gets the same 400 BAD_USER_INPUT, field and
 * message through REST as through GraphQL. GraphQL's own type check answers a wrong type before any rule
 * runs (its message names the variable); REST names the field.
 */

const NUL = 'Kai\u0000yo';
const LOGIN = `mutation ($i: LoginInput!) { login(input: $i) { token } }`;
const PORTS = `query ($p: String!) { portsByChar(port: $p) { name } }`;
const FUEL = `mutation ($t: FuelType!, $p: FuelPricesInput!) { updateFleetFuelPrices(fuelType: $t, prices: $p) { id: databaseId } }`;
const CREATE_USER = `mutation ($i: CreateUserInput!) { createUser(input: $i) { id: databaseId } }`;
const UPDATE_USER = `mutation ($id: Int!, $i: UpdateUserInput!) { updateUser(id: $id, input: $i) { id: databaseId } }`;

describe('REST and GraphQL refuse the same input alike', () => {
  let server: TestServer;
  let pricing: string;
  let admin: string;
  let salesId: number;
  beforeAll(async () => {
    server = await startTestServer();
    const tenant = await createTenant(server, 'ALIKE');
    pricing = tenant.users.pricing.token;
    admin = tenant.users.admin.token;
    salesId = tenant.users.sales.id;
  });
  afterAll(async () => server?.close());

  const call = (token: string | undefined, method: string, path: string, body?: unknown) =>
    rest<Json>(server.url, method, path, { token, body });
  const refusedRest = (r: RestResult<Json>, field: string, message: string) =>
    expect(r, JSON.stringify(r.body)).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', field, error: message },
    });
  const refusedGraphql = (g: GqlResult, field: string, message: string) => {
    expect(g.errors?.[0], JSON.stringify(g.errors)).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field },
    });
  };
  /** GraphQL's own type check: a 400 BAD_USER_INPUT before any resolver runs. */
  const typeRefused = (g: GqlResult) => {
    expect(g.status).toBe(400);
    expect(g.errors?.[0]?.extensions?.code, JSON.stringify(g.errors)).toBe('BAD_USER_INPUT');
  };

  it('sign-in: NUL, over-long and wrong-type e-mail and password', async () => {
    const cases: [Json, string, string][] = [
      [{ email: `a${NUL}@demo.example`, password: 'Demo!2026' }, 'email', 'Invalid Email'],
      [{ email: `${'a'.repeat(250)}@demo.example`, password: 'Demo!2026' }, 'email', 'Invalid Email'],
      [
        { email: 'admin@demo.example', password: 'p'.repeat(129) },
        'password',
        'Password must be at most 128 characters',
      ],
      [{ email: '', password: 'x' }, 'email', 'Email is required'],
      [{ email: 'admin@demo.example', password: '' }, 'password', 'Password is required'],
    ];
    for (const [input, field, message] of cases) {
      refusedRest(await call(undefined, 'POST', '/auth/login', input), field, message);
      refusedGraphql(await gql(server.url, LOGIN, { i: input }), field, message);
    }
    // Wrong types: REST names the field by the boundary's text rule; GraphQL's String refuses them first.
    refusedRest(
      await call(undefined, 'POST', '/auth/login', { email: ['a'], password: 'x' }),
      'email',
      'email must be text',
    );
    refusedRest(
      await call(undefined, 'POST', '/auth/login', { email: 'admin@demo.example', password: 12345678 }),
      'password',
      'password must be text',
    );
    typeRefused(await gql(server.url, LOGIN, { i: { email: ['a'], password: 'x' } }));
    typeRefused(await gql(server.url, LOGIN, { i: { email: 'admin@demo.example', password: 12345678 } }));
  });

  it('port search: over-long, NUL and wrong-type text', async () => {
    const long = 'S'.repeat(201);
    const message = 'port must be at most 200 characters';
    refusedRest(await call(pricing, 'GET', `/portsByChar?port=${long}`), 'port', message);
    refusedGraphql(await gql(server.url, PORTS, { p: long }, pricing), 'port', message);
    refusedRest(await call(pricing, 'GET', '/portsByChar?port=a&port=b'), 'port', 'port must be text');
    const nul = await call(pricing, 'GET', '/portsByChar?port=San%00tos');
    const nulGraphql = await gql(server.url, PORTS, { p: 'San\u0000tos' }, pricing);
    refusedRest(nul, 'port', 'port must not contain NUL characters');
    refusedGraphql(nulGraphql, 'port', 'port must not contain NUL characters');
    typeRefused(await gql(server.url, PORTS, { p: ['a', 'b'] }, pricing));
  });

  it('fuel prices: NUL, unknown and wrong-type fuel type', async () => {
    const message = 'fuelType must be one of TYPE0, TYPE1, TYPE2, TYPE3, TYPE4';
    for (const fuelType of [`TYPE1\u0000`, 'TYPE9', 'T'.repeat(300)]) {
      const r = await call(pricing, 'PUT', `/updateFuelPrice?fuelType=${encodeURIComponent(fuelType)}`, {
        bnkPriceDeliveryHS: 500,
      });
      refusedRest(r, 'fuelType', message);
      typeRefused(await gql(server.url, FUEL, { t: fuelType, p: { bnkPriceDeliveryHS: 500 } }, pricing));
    }
    refusedRest(
      await call(pricing, 'PUT', '/updateFuelPrice?fuelType=TYPE1&fuelType=TYPE2', { bnkPriceDeliveryHS: 500 }),
      'fuelType',
      message,
    );
    refusedRest(
      await call(pricing, 'PUT', '/updateFuelPrice', { bnkPriceDeliveryHS: 500 }),
      'fuelType',
      'fuelType is required',
    );
  });

  it('users: NUL and over-long role names, over-long and wrong-type passwords', async () => {
    const user = (extra: Json) => ({ firstName: 'Ana', email: `ana${Math.random()}@alike.example`, ...extra });
    const cases: [Json, string, string][] = [
      [
        user({ password: 'Secret!2026', roles: [`Pricing${'\u0000'}`] }),
        'roles',
        'roles[0] must not contain NUL characters',
      ],
      [user({ password: 'Secret!2026', roles: ['R'.repeat(51)] }), 'roles', 'roles[0] must be at most 50 characters'],
      [user({ password: 'p'.repeat(129), roles: ['Pricing'] }), 'password', 'Password must be at most 128 characters'],
      [user({ password: 'short', roles: ['Pricing'] }), 'password', 'Password must be at least 8 characters'],
    ];
    for (const [input, field, message] of cases) {
      refusedRest(await call(admin, 'POST', '/auth/createUser', input), field, message);
      refusedGraphql(await gql(server.url, CREATE_USER, { i: input }, admin), field, message);
    }
    refusedRest(
      await call(admin, 'POST', '/auth/createUser', user({ password: 12345678, roles: ['Pricing'] })),
      'password',
      'password must be text',
    );
    typeRefused(await gql(server.url, CREATE_USER, { i: user({ password: 12345678, roles: ['Pricing'] }) }, admin));
    // On update too: the roles are read by the same rule.
    refusedRest(
      await call(admin, 'PUT', '/updateUser', { id: salesId, roles: [NUL] }),
      'roles',
      'roles[0] must not contain NUL characters',
    );
    refusedGraphql(
      await gql(server.url, UPDATE_USER, { id: salesId, i: { roles: [NUL] } }, admin),
      'roles',
      'roles[0] must not contain NUL characters',
    );
    const back = await call(admin, 'GET', `/getUserRoles?id=${salesId}`);
    expect(back.body).toEqual([expect.objectContaining({ name: 'Sales' })]);
  });
});
