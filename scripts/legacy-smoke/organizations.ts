/* eslint-disable @typescript-eslint/no-explicit-any -- the smoke checks read legacy JSON answers loosely, as the legacy client does */
import { shape, type Answer, type SmokeArea, type SmokeCheck, type SmokeContext } from './check.js';
import { callAs, refused } from './users.js';

const ADMIN_LOGIN = process.env.SMOKE_SUPER_ADMIN ?? 'superadmin@demo.example';
const ORG_ROW = {
  id: 'number',
  organizationName: 'string',
  organizationCode: 'string',
  domain: 'string|null',
  contactPerson: 'string|null',
  contactNumber: 'string|null',
  contactEmail: 'string|null',
  emailReceiver: 'string|null',
  orgType: 'string',
} as const;

/** A check made as the admin login (organization setup is theirs alone). */
function asAdminLogin(
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

const message = (text: string) => (body: any) => (body?.message === text ? [] : [`message should be '${text}'`]);

/** Organization setup (spec 2), as the admin login: list, create, update, refuse, delete. */
export const organizationsArea: SmokeArea = {
  area: 'organizations',
  checks: [
    asAdminLogin(
      'GET /getAllOrganizations',
      (ctx) => callAs(ctx, ADMIN_LOGIN, 'GET', '/getAllOrganizations'),
      (body, ctx) => {
        ctx.state.demoOrgId = body?.find?.((o: { organizationCode: string }) => o.organizationCode === 'DEMO')?.id;
        return Array.isArray(body) && body.length > 0
          ? shape(body[0], ORG_ROW, 'body[0]')
          : ['body should list organizations'];
      },
    ),
    asAdminLogin(
      'POST /organization',
      (ctx) =>
        callAs(ctx, ADMIN_LOGIN, 'POST', '/organization', {
          organizationName: 'Smoke Org (deleted at the end)',
          organizationCode: `SMOKE${Date.now()}`,
          orgType: 'FSC',
          contactNumber: '4520000000',
        }),
      (body, ctx) => {
        ctx.state.smokeOrgId = body?.organization?.id;
        return [...message('Created successfully')(body), ...shape(body?.organization, ORG_ROW, 'body.organization')];
      },
    ),
    asAdminLogin(
      'PUT /updateOrganization',
      (ctx) =>
        callAs(ctx, ADMIN_LOGIN, 'PUT', '/updateOrganization', { id: ctx.state.smokeOrgId, domain: 'smoke.example' }),
      message('Updated successfully'),
    ),
    refused(
      'POST /organization (not the admin login)',
      (ctx) => ctx.call('POST', '/organization', { organizationName: 'X', organizationCode: 'X', orgType: 'FSC' }),
      403,
      'FORBIDDEN',
    ),
    refused(
      'DELETE /deleteOrganization (has users)',
      (ctx) => callAs(ctx, ADMIN_LOGIN, 'DELETE', `/deleteOrganization?id=${ctx.state.demoOrgId}`),
      409,
      'CONFLICT',
    ),
    asAdminLogin(
      'DELETE /deleteOrganization',
      (ctx) => callAs(ctx, ADMIN_LOGIN, 'DELETE', `/deleteOrganization?id=${ctx.state.smokeOrgId}`),
      message('Deleted successfully'),
    ),
  ],
};
