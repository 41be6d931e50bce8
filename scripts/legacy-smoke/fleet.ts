/* eslint-disable @typescript-eslint/no-explicit-any -- the smoke checks read legacy JSON answers loosely, as the legacy client does */
import { check, PAGE, shape, type Answer, type SmokeArea, type SmokeCheck, type SmokeContext } from './check.js';
import { callAs, refused } from './users.js';

/** A colleague of the signed-in demo admin, for the Add Fleet dialog's Users tab. */
const COLLEAGUE = process.env.SMOKE_COLLEAGUE ?? 'pricing@demo.example';
const ROW = {
  id: 'number',
  vesselName: 'string',
  vessel: 'string|null',
  dateOpen: 'string',
  dateOpening: 'string',
  port: 'string',
  dwt: 'number',
  hirePerDay: 'number',
  hireGbb: 'number',
  gbb: 'number',
  splitHire: 'string',
  isReferenceVessel: 'boolean',
  bnkPriceDeliveryhs: 'number',
  createdUserName: 'string',
} as const;
const rows = (body: any) =>
  Array.isArray(body)
    ? body.slice(0, 3).flatMap((r: unknown, i: number) => shape(r, ROW, `body[${i}]`))
    : ['body should be a list'];
const references = (list: { id: number; isReferenceVessel: boolean }[]) =>
  list.filter((e) => e.isReferenceVessel).map((e) => e.id);
const message = (text: string) => (body: any) => (body?.message === text ? [] : [`message should be '${text}'`]);

/** A 200 check made as the colleague. */
function asColleague(
  name: string,
  send: (ctx: SmokeContext) => Promise<Answer>,
  validate: (body: any, ctx: SmokeContext) => string[],
): SmokeCheck {
  return {
    name,
    async run(ctx) {
      const answer = await send(ctx);
      return { answer, problems: answer.status === 200 ? validate(answer.body, ctx) : ['expected status 200'] };
    },
  };
}

/**
 * Fleets (spec 1 section 7): the calculator's own fleet, the organization list, Add Fleet (Manual and
 * Users tabs), reference vessel, fleet-list edit and discard, fuel prices. What it adds it discards.
 */
export const fleetArea: SmokeArea = {
  area: 'fleet',
  checks: [
    check(
      'GET /allFleet',
      () => ({ path: '/allFleet' }),
      (body, ctx) => {
        ctx.state.referenceBefore = Array.isArray(body) ? references(body)[0] : undefined;
        return rows(body);
      },
    ),
    check(
      'GET /paginatedFleet',
      () => ({ path: '/paginatedFleet?offset=0&limit=25' }),
      (body) => [
        ...shape(body, PAGE),
        ...(body?.content ?? []).slice(0, 3).flatMap((r: unknown, i: number) => shape(r, ROW, `content[${i}]`)),
      ],
    ),
    check(
      'POST /saveToFleet',
      () => ({
        path: '/saveToFleet',
        body: [
          {
            vesselName: 'Smoke Star',
            vessel: JSON.stringify({ vesselName: 'Smoke Star', vesselDwt: 58000 }),
            port: 'Santos',
            lat: -23.98,
            lng: -46.3,
            dateOpening: new Date().toISOString(),
            hirePerDay: 14000,
          },
        ],
      }),
      (body, ctx) => {
        ctx.state.smokeFleetId = body?.content?.[0]?.id;
        return [
          ...message('Vessel(s) added successfully')(body),
          ...(body?.count === 1 ? [] : ['count should be 1']),
          ...shape(body?.content?.[0], ROW, 'content[0]'),
        ];
      },
    ),
    refused(
      'POST /saveToFleet (incomplete line)',
      (ctx) => ctx.call('POST', '/saveToFleet', [{ port: 'Santos' }]),
      400,
      'BAD_USER_INPUT',
      {
        error: 'Please fill required fields',
        field: '0.vesselName',
      },
    ),
    check(
      'POST /fleet',
      (ctx) => ({
        path: '/fleet',
        body: {
          id: ctx.state.smokeFleetId,
          hirePerDay: 15000,
          splitHire: JSON.stringify([{ hireRate: 15000, NoDays: 0 }]),
        },
      }),
      (body) => (body?.hirePerDay === 15000 ? shape(body, ROW) : ['hirePerDay should be updated']),
    ),
    check(
      'POST /markFleet',
      (ctx) => ({ path: '/markFleet', body: { id: ctx.state.smokeFleetId } }),
      (body, ctx) => {
        const refs = references(body?.content ?? []);
        return refs.length === 1 && refs[0] === ctx.state.smokeFleetId
          ? []
          : ['exactly the marked entry should be the reference vessel'];
      },
    ),
    asColleague('GET /userFleets', (ctx) => callAs(ctx, COLLEAGUE, 'GET', `/userFleets?id=${ctx.userId}`), rows),
    asColleague(
      'POST /userFleetDataCopy (empty selection)',
      (ctx) => callAs(ctx, COLLEAGUE, 'POST', '/userFleetDataCopy', { id: ctx.userId, selectedFleet: [] }),
      (body) => (body?.count === 0 ? [] : ['nothing should be copied']),
    ),
    asColleague(
      'POST /userFleetDataCopy',
      (ctx) =>
        callAs(ctx, COLLEAGUE, 'POST', '/userFleetDataCopy', {
          id: ctx.userId,
          selectedFleet: [{ id: ctx.state.smokeFleetId }],
        }),
      (body, ctx) => {
        ctx.state.copiedFleetId = body?.content?.[0]?.id;
        return [...message('Fleets copied successfully')(body), ...(body?.count === 1 ? [] : ['count should be 1'])];
      },
    ),
    asColleague(
      'PUT /updateFuelPrice',
      (ctx) => callAs(ctx, COLLEAGUE, 'PUT', '/updateFuelPrice?fuelType=TYPE0', { hs: 560, ls: 690, mgo: 760 }),
      (body) => [
        ...(typeof body?.count === 'number' ? [] : ['count should be a number']),
        ...(body?.content ?? []).flatMap((e: any) => (e.bnkPriceSettlementmgo === 760 ? [] : ['prices should be set'])),
      ],
    ),
    asColleague(
      'DELETE /deleteFleet (copied entry)',
      (ctx) => callAs(ctx, COLLEAGUE, 'DELETE', `/deleteFleet?id=${ctx.state.copiedFleetId}`),
      message('Vessel deleted successfully'),
    ),
    check(
      'PUT /updateVesselWithFleetDetails',
      (ctx) => ({
        path: '/updateVesselWithFleetDetails',
        body: { id: ctx.state.smokeFleetId, port: 'Busan', vessel: { vesselName: 'Smoke Star II' } },
      }),
      (body) => [
        ...message('Vessel Updated Successfully')(body),
        ...(body?.fleet?.port === 'Busan' && body?.fleet?.vesselName === 'Smoke Star II'
          ? []
          : ['the entry and its vessel should be updated']),
      ],
    ),
    check(
      'POST /markFleet (restore)',
      (ctx) => ({ path: '/markFleet', body: { id: ctx.state.referenceBefore ?? ctx.state.smokeFleetId } }),
      () => [],
    ),
    check(
      'DELETE /deleteFleet',
      (ctx) => ({ path: `/deleteFleet?id=${ctx.state.smokeFleetId}` }),
      message('Vessel deleted successfully'),
    ),
    refused(
      'DELETE /deleteFleet (gone)',
      (ctx) => ctx.call('DELETE', `/deleteFleet?id=${ctx.state.smokeFleetId}`),
      404,
      'NOT_FOUND',
    ),
  ],
};
