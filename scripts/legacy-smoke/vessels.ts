/* eslint-disable @typescript-eslint/no-explicit-any -- the smoke checks read legacy JSON answers loosely, as the legacy client does */
import { check, PAGE, shape, type SmokeArea } from './check.js';
import { callAs, refused } from './users.js';

const ADMIN_LOGIN = process.env.SMOKE_SUPER_ADMIN ?? 'superadmin@demo.example';
const LIST_ROW = {
  id: 'number',
  vesselName: 'string',
  vesselDwt: 'number',
  vesselDraftS: 'number',
  vesselShipowner: 'string|null',
  vesselCountry: 'string|null',
} as const;
const RECORD = {
  id: 'number',
  vesselName: 'string',
  vesselDwt: 'number',
  vesselDraftS: 'number',
  vesselTPC: 'number',
  fuelType: 'string',
  vesselScrubber: 'string',
  vesselBalSpd1: 'number',
  vesselLdnConsmHS1: 'number',
} as const;
const page = (size: number) => (body: any) => [
  ...shape(body, PAGE),
  ...(body?.size === size && body?.number === 0 ? [] : [`size should default to ${size} and number to 0`]),
  ...(body?.content ?? []).slice(0, 3).flatMap((r: unknown, i: number) => shape(r, LIST_ROW, `content[${i}]`)),
];

/**
 * The vessel catalogue: list, search, one vessel with extra details, create and update. A vessel cannot be
 * deleted, so the one created here lives in a throwaway organization that the admin login deletes last.
 */
export const vesselsArea: SmokeArea = {
  area: 'vessels',
  checks: [
    check(
      'GET /allVessels',
      () => ({ path: '/allVessels' }),
      (body, ctx) => {
        ctx.state.someVesselId = body?.content?.[0]?.id;
        return page(25)(body);
      },
    ),
    check('GET /allVesselsByChar', () => ({ path: '/allVesselsByChar?vessel=a&offset=0' }), page(100)),
    check(
      'GET /vesselsWithId',
      (ctx) => ({ path: `/vesselsWithId?vesselId=${ctx.state.someVesselId}&extraDetails=true` }),
      (body) => [...shape(body, { ...RECORD, vesselExtraDetails: 'object' })],
    ),
    refused(
      'PUT /createVessel (no name)',
      (ctx) => ctx.call('PUT', '/createVessel', { vesselName: '', vesselDwt: 50000 }),
      400,
      'BAD_USER_INPUT',
      {
        error: 'Vessel Name is required',
        field: 'vesselName',
      },
    ),
    refused(
      'PUT /createVessel (leading zero)',
      (ctx) => ctx.call('PUT', '/createVessel', { vesselName: 'Smoke', vesselDwt: '012' }),
      400,
      'BAD_USER_INPUT',
      {
        field: 'vesselDwt',
      },
    ),
    {
      name: 'PUT /createVessel',
      async run(ctx) {
        const org = await callAs(ctx, ADMIN_LOGIN, 'POST', '/organization', {
          organizationName: 'Vessel smoke (deleted at the end)',
          organizationCode: `VSMOKE${Date.now()}`,
          orgType: 'FOW',
        });
        ctx.state.vesselOrgId = org.body?.organization?.id;
        const answer = await callAs(ctx, ADMIN_LOGIN, 'PUT', '/createVessel', {
          vesselName: 'Smoke Tern',
          vesselDwt: '32500',
          vesselDraftS: 10.1,
          organizationId: ctx.state.vesselOrgId,
        });
        ctx.state.smokeVesselId = answer.body?.vessel?.id;
        const problems =
          answer.status === 200 ? shape(answer.body?.vessel, RECORD, 'body.vessel') : ['expected status 200'];
        if (answer.body?.message !== 'Vessel Created Successfully')
          problems.push("message should be 'Vessel Created Successfully'");
        return { answer, problems };
      },
    },
    {
      name: 'PUT /createVessel (update by id)',
      async run(ctx) {
        const answer = await callAs(ctx, ADMIN_LOGIN, 'PUT', '/createVessel', {
          id: ctx.state.smokeVesselId,
          vesselDwt: 33000,
        });
        const problems =
          answer.status === 200 && answer.body?.vessel?.vesselDwt === 33000 ? [] : ['the vessel should be updated'];
        if (answer.body?.message !== 'Vessel Updated Successfully')
          problems.push("message should be 'Vessel Updated Successfully'");
        await callAs(ctx, ADMIN_LOGIN, 'DELETE', `/deleteOrganization?id=${ctx.state.vesselOrgId}`);
        return { answer, problems };
      },
    },
  ],
};
