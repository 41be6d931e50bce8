import { check, errorBody, PAGE, shape, type Json, type SmokeArea } from './check.js';

const LIST_ROW = {
  id: 'number',
  name: 'string',
  firstLoadPort: 'string|null',
  lastDischargePort: 'string|null',
  cargo: 'string|null',
  loadQty: 'number',
  voyType: 'string',
  account: 'string|null',
  createdDate: 'string',
  createdUserName: 'string',
} as const;

const page = (body: Json) => [
  ...shape(body, PAGE),
  ...(body?.content ?? []).slice(0, 3).flatMap((r: unknown, i: number) => shape(r, LIST_ROW, `content[${i}]`)),
];
const ids = (body: Json) =>
  Array.isArray(body) && body.every((id) => typeof id === 'number') ? [] : ['body should be a list of ids'];

const ORDER = {
  name: 'Smoke test order (deleted at the end)',
  access: 'private',
  freightMode: 'Single Freight',
  qtyMode: 'MOLOO',
  laycanStartDate: '2027-06-01T00:00:00.000Z',
  laycanEndDate: '2027-06-10T00:00:00.000Z',
  message: 'created by scripts/legacy-smoke',
};
const ROWS = [
  {
    operation: 'Loading',
    port: 'Tubarao',
    cargoQty: 170000,
    tolerance: 10,
    rate: 80000,
    terms: 'SHINC',
    freight: 21.5,
    adcom: 3.75,
    brokerage: 1.25,
    cargo: 'Iron ore fines',
    account: 'Smoke',
  },
  { operation: 'Discharging', port: 'Qingdao', cargoQty: 170000, rate: 30000, terms: 'SHEX-24hrs' },
];

/** Orders (spec 1 section 7): lists, search, pins, one order with its rows and details, the write calls. */
export const ordersArea: SmokeArea = {
  area: 'orders',
  checks: [
    check('GET /paginatedClientQueryUser', () => ({ path: '/paginatedClientQueryUser' }), page),
    check('GET /paginatedClientQueryOrg', () => ({ path: '/paginatedClientQueryOrg?limit=10&offset=0' }), page),
    check(
      'GET /allQueryByCharForUser',
      () => ({ path: '/allQueryByCharForUser?searchParam=a&type=name&offset=0' }),
      page,
    ),
    check(
      'GET /allQueryByCharForOrg',
      () => ({ path: '/allQueryByCharForOrg?searchParam=qingdao&type=lastDischargePort&offset=0' }),
      page,
    ),
    check(
      'GET /getQueryFormat',
      () => ({ path: '/getQueryFormat' }),
      (body, ctx) => {
        ctx.state.pinsBefore = body;
        return ids(body);
      },
    ),
    check('GET /getQueryFormatForUser', (ctx) => ({ path: `/getQueryFormatForUser?userId=${ctx.userId}` }), ids),
    check(
      'POST /clientQuery',
      () => ({ path: '/clientQuery', body: ORDER }),
      (body, ctx) => {
        ctx.state.orderId = body;
        return typeof body === 'number' ? [] : ['body should be the new id'];
      },
    ),
    check(
      'POST /cargoList',
      (ctx) => ({ path: `/cargoList?queryId=${ctx.state.orderId}`, body: ROWS }),
      (body, ctx) => {
        ctx.state.rows = body;
        return Array.isArray(body) && body.length === 3
          ? shape(body[1], { cargoId: 'number', queryId: 'number', operation: 'string', port: 'string' }, 'body[1]')
          : ['body should list 3 rows'];
      },
    ),
    check(
      'GET /queryById',
      (ctx) => ({ path: `/queryById?id=${ctx.state.orderId}` }),
      (body) =>
        shape(body, {
          id: 'number',
          name: 'string',
          access: 'string',
          freightMode: 'string',
          laycanStartDate: 'string',
          calculationFormat: 'string',
          createdUserName: 'string',
        }),
    ),
    check(
      'GET /CargoByQuery',
      (ctx) => ({ path: `/CargoByQuery?id=${ctx.state.orderId}` }),
      (body) => (Array.isArray(body) && body.length === 3 ? [] : ['body should list the 3 rows']),
    ),
    check(
      'POST /updateCargoDetails',
      (ctx) => ({
        path: `/updateCargoDetails?queryId=${ctx.state.orderId}`,
        body: [...ctx.state.rows.slice(0, 2), { operation: 'Passing', port: 'Cape of Good Hope' }, ctx.state.rows[2]],
      }),
      (body, ctx) => {
        ctx.state.rows = body;
        return Array.isArray(body) && body[2]?.operation === 'Passing'
          ? []
          : ['body should list 4 rows with Passing third'];
      },
    ),
    check(
      'PUT /updateClientQuery',
      (ctx) => ({ path: '/updateClientQuery', body: { ...ORDER, id: ctx.state.orderId, access: 'public' } }),
      (body) => [
        ...shape(body, { id: 'number', access: 'string' }),
        ...(body?.access === 'public' ? [] : ['access should now be public']),
      ],
    ),
    check(
      'POST /cargoExtraDetails',
      (ctx) => ({
        path: '/cargoExtraDetails',
        body: { cargoId: ctx.state.rows[2].id, speedFactor: 2, bunkerSuppliedHsfo: 0 },
      }),
      (body, ctx) => {
        ctx.state.detailId = body?.id;
        return shape(body, { id: 'number', cargoId: 'number', queryId: 'number', speedFactor: 'number' });
      },
    ),
    check(
      'GET /allCargoExtraDetailsByQuery',
      (ctx) => ({ path: `/allCargoExtraDetailsByQuery?id=${ctx.state.orderId}` }),
      (body) => (Array.isArray(body) && body.length === 1 ? [] : ['body should list 1 detail']),
    ),
    check(
      'DELETE /deleteCargoExtraDetail',
      (ctx) => ({ path: `/deleteCargoExtraDetail?id=${ctx.state.detailId}` }),
      (body) => shape(body, { message: 'string' }),
    ),
    check(
      'PUT /updateQueryFormat',
      (ctx) => ({ path: '/updateQueryFormat', body: [...ctx.state.pinsBefore, ctx.state.orderId] }),
      (body, ctx) =>
        Array.isArray(body) && body.includes(ctx.state.orderId) ? [] : ['the new order should be pinned'],
    ),
    check(
      'PUT /updateQueryFormt',
      (ctx) => ({ path: '/updateQueryFormt', body: ctx.state.pinsBefore.length ? ctx.state.pinsBefore : [null] }),
      (body, ctx) =>
        JSON.stringify(body) === JSON.stringify(ctx.state.pinsBefore) ? [] : ['the pins should be back as they were'],
    ),
    check(
      'POST /Querydelete',
      (ctx) => ({ path: '/Querydelete', body: { id: ctx.state.orderId } }),
      (body) => shape(body, { message: 'string' }),
    ),
    {
      name: 'GET /queryById (error body)',
      async run(ctx) {
        const answer = await ctx.call('GET', `/queryById?id=${ctx.state.orderId}`);
        return { answer, problems: errorBody(answer, 404, 'NOT_FOUND') };
      },
    },
  ],
};
