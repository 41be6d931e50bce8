import type { Orm } from '../../server/db/orm.js';
import { hashPassword } from '../../server/modules/auth/password.js';
import { Organization, OrgType } from '../../server/modules/organizations/organization.entity.js';
import { Role } from '../../server/modules/users/role.entity.js';
import { User } from '../../server/modules/users/user.entity.js';
import { asRestPayload } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, loginToken, rest, type GqlResult } from '../helpers/api.js';

/** GraphQL documents and order builders shared by the orders and results tests. */

export const ORDER_FIELDS = `
  id: databaseId name access freightMode qtyMode laycanStartDate laycanEndDate message calculationFormat createdAt
  createdUserName createdById cve tcAdcom
  operations { id: databaseId operation port rate terms factor cargoQty max freight adcom other brokerage ttlComm netFrt index orderId notes }
  cargoExtraDetails { id: databaseId operationId bunkerSuppliedHsfo paidBy }`;

export const SAVE_ORDER = `mutation ($input: OrderInput!) { saveOrder(input: $input) { ${ORDER_FIELDS} } }`;
export const COPY_ORDER = `mutation ($input: OrderInput!) { createOrderAsCopy(input: $input) { ${ORDER_FIELDS} } }`;
export const ORDER = `query ($id: Int!) { order(id: $id) { ${ORDER_FIELDS} } }`;
export const DELETE_ORDER = `mutation ($id: Int!) { deleteOrder(id: $id) }`;
export const PAGE_FIELDS = `content { id: databaseId name access firstLoadPort lastDischargePort cargo loadQty voyType account createdDate createdUserName userId pinned } totalElements totalPages number size`;
export const MY_ORDERS = `query ($page: PageInput, $search: OrderSearchInput) { myOrders(page: $page, search: $search) { ${PAGE_FIELDS} } }`;
export const ALL_ORDERS = `query ($page: PageInput, $search: OrderSearchInput) { allOrders(page: $page, search: $search) { ${PAGE_FIELDS} } }`;
export const ADD_OPERATION = `mutation ($orderId: Int!, $input: OperationInput!, $position: Int) { addOperation(orderId: $orderId, input: $input, position: $position) { ${ORDER_FIELDS} } }`;
export const DELETE_OPERATION = `mutation ($id: Int!) { deleteOperation(id: $id) { ${ORDER_FIELDS} } }`;
export const REORDER = `mutation ($orderId: Int!, $ids: [Int!]!) { reorderOperations(orderId: $orderId, ids: $ids) { ${ORDER_FIELDS} } }`;
export const SET_PINS = `mutation ($ids: [Int!]!) { setPinnedOrders(ids: $ids) }`;
export const PINS = `query ($userId: Int) { pinnedOrderIds(userId: $userId) }`;
export const SAVE_DETAIL = `mutation ($operationId: Int!, $input: CargoExtraDetailInput!) { saveCargoExtraDetail(operationId: $operationId, input: $input) { id: databaseId operationId bunkerSuppliedHsfo paidBy } }`;
export const DELETE_DETAIL = `mutation ($id: Int!) { deleteCargoExtraDetail(id: $id) }`;

export type Json = Record<string, any>;

/** A valid OrderInput (GraphQL enum names) with two cargo rows; overrides replace top-level fields. */
export function orderInput(overrides: Json = {}): Json {
  return {
    name: 'Test order',
    access: 'PRIVATE',
    freightMode: 'SINGLE_FREIGHT',
    qtyMode: 'MOLOO',
    laycanStartDate: '2027-04-01T00:00:00.000Z',
    laycanEndDate: '2027-04-10T00:00:00.000Z',
    operations: [
      {
        operation: 'LOADING',
        port: 'Tubarao',
        rate: 80000,
        cargoQty: 150000,
        freight: 20,
        adcom: 3.75,
        brokerage: 1.25,
        cargo: 'Iron ore',
        account: 'Minerva',
      },
      { operation: 'DISCHARGING', port: 'Qingdao', rate: 30000, cargoQty: 150000 },
    ],
    ...overrides,
  };
}

/** A passing point that is not a port: a custom point with its own position. */
export const CAPE_POINT = { port: 'Cape of Good Hope', customPoint: true, lat: -34.357, lng: 18.474 };

/** The legacy body of POST /clientQuery (legacy enum values). */
export function legacyOrderBody(overrides: Json = {}): Json {
  return {
    name: 'Legacy order',
    access: 'private',
    freightMode: 'Single Freight',
    qtyMode: 'MOLOO',
    laycanStartDate: '2027-05-01T00:00:00.000Z',
    laycanEndDate: '2027-05-08T00:00:00.000Z',
    ...overrides,
  };
}

export const LEGACY_ROWS: Json[] = [
  {
    operation: 'Loading',
    port: 'Newcastle (NSW)',
    rate: 35000,
    cargoQty: 80000,
    freight: 14.5,
    adcom: 3.75,
    cargo: 'Steam coal',
    account: 'EHP',
  },
  { operation: 'Discharging', port: 'Kashima', rate: 25000, cargoQty: 80000 },
];

export async function saveOrder(url: string, token: string, input: Json): Promise<Json> {
  const r = await gql<{ saveOrder: Json }>(url, SAVE_ORDER, { input }, token);
  if (r.errors) throw new Error(`saveOrder failed: ${JSON.stringify(r.errors)}`);
  return r.data!.saveOrder;
}

export function codeOf(r: GqlResult<unknown>): string | undefined {
  return r.errors?.[0]?.extensions?.code;
}

/** A fresh organization with one user per role, so a test sees only its own orders. */
export async function createTenant(
  server: { url: string; orm: Orm },
  code: string,
): Promise<{
  orgId: number;
  users: Record<'admin' | 'pricing' | 'sales', { id: number; email: string; token: string }>;
}> {
  const em = server.orm.em.fork();
  const passwordHash = await hashPassword('Tenant!2026');
  const org = em.create(Organization, {
    organizationName: `Tenant ${code}`,
    organizationCode: code,
    orgType: OrgType.FSC,
  });
  const roles = new Map((await em.find(Role, {})).map((r) => [r.name, r]));
  const make = (role: string, key: string) => {
    const user = em.create(User, {
      email: `${key}@${code.toLowerCase()}.example`,
      firstName: key[0]!.toUpperCase() + key.slice(1),
      lastName: code,
      passwordHash,
      organization: org,
    });
    user.roles.add(roles.get(role)!);
    return user;
  };
  const made = { admin: make('ADMIN', 'admin'), pricing: make('Pricing', 'pricing'), sales: make('Sales', 'sales') };
  await em.flush();
  const users = {} as Record<'admin' | 'pricing' | 'sales', { id: number; email: string; token: string }>;
  for (const [key, u] of Object.entries(made) as ['admin' | 'pricing' | 'sales', (typeof made)['admin']][]) {
    users[key] = { id: u.id, email: u.email, token: await loginToken(server.url, u.email, 'Tenant!2026') };
  }
  return { orgId: org.id, users };
}

/** "Calculate & Save" through the calculator, as the legacy client does; answers the saved result id. */
export async function saveVoyage(url: string, token: string, label: string, fleetIndex = 1): Promise<number> {
  const payload = supramaxIndonesiaIndia();
  payload.autoSave = true;
  Object.assign(payload.fleetList[fleetIndex]!, { selectedForSave: true, saveLabel: label });
  const r = await rest<Json>(url, 'POST', '/calculate/multiple/old', { token, body: asRestPayload(payload) });
  if (r.status !== 200) throw new Error(`calculate failed: ${r.status} ${JSON.stringify(r.body)}`);
  const saved = Object.values(r.body).find((v: Json) => typeof v.savedResultId === 'number') as Json | undefined;
  if (!saved) throw new Error('nothing saved');
  return saved.savedResultId as number;
}
