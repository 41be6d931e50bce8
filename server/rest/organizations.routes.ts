import { Router, type Request } from 'express';
import { z } from 'zod';
import { textField } from '../../shared/validation/boundary.js';
import { ORG_MSG } from '../../shared/validation/user-rules.js';
import { badInput } from '../errors/app-error.js';
import { idOf } from '../modules/fleet/fleet-legacy.schema.js';
import type { OrganizationDraft } from '../modules/organizations/organization.inputs.js';
import type { Organization } from '../modules/organizations/organization.entity.js';
import { handleAuthed, parseWith } from './rest-context.js';
import { versionParam } from './version-param.js';

/** Text by the boundary's rule (trimmed, no NUL); the service checks lengths and formats. */
const text = (_field?: string) => textField();
const orgBody = z.looseObject(
  {
    id: idOf('id'),
    organizationName: text('organizationName'),
    organizationCode: text('organizationCode'),
    domain: text('domain'),
    contactPerson: text('contactPerson'),
    contactNumber: textField(),
    contactEmail: text('contactEmail'),
    emailReceiver: text('emailReceiver'),
    orgType: text('orgType'),
  },
  { error: 'The organization must be an object' },
);
const idFields = z.looseObject({ id: idOf('id') });

export function organizationRow(o: Organization) {
  return {
    id: o.id,
    organizationName: o.organizationName,
    organizationCode: o.organizationCode,
    domain: o.domain,
    contactPerson: o.contactPerson,
    contactNumber: o.contactNumber,
    contactEmail: o.contactEmail,
    emailReceiver: o.emailReceiver,
    orgType: o.orgType,
    version: o.version,
  };
}

function draftOf(req: Request): { id: number | null | undefined; draft: OrganizationDraft } {
  const { id, ...rest } = parseWith(orgBody, req.body ?? {});
  const fields = [
    'organizationName',
    'organizationCode',
    'domain',
    'contactPerson',
    'contactNumber',
    'contactEmail',
    'emailReceiver',
    'orgType',
  ] as const;
  const draft: OrganizationDraft = {};
  for (const f of fields) if (rest[f] !== undefined) (draft as Record<string, unknown>)[f] = rest[f];
  return { id, draft };
}

/**
 * Organization setup (the admin login only, except the list): GET /getAllOrganizations,
 * POST /organization, PUT /updateOrganization, DELETE /deleteOrganization (?id= or { id }).
 */
export function organizationRoutes(): Router {
  const router = Router();
  router.get(
    '/getAllOrganizations',
    handleAuthed(async (_req, ctx, actor) => (await ctx.services.organizations.list(actor)).map(organizationRow)),
  );
  router.post(
    '/organization',
    handleAuthed(async (req, ctx, actor) => {
      const { draft } = draftOf(req);
      return {
        message: ORG_MSG.created,
        organization: organizationRow(await ctx.services.organizations.create(actor, draft)),
      };
    }),
  );
  router.put(
    '/updateOrganization',
    handleAuthed(async (req, ctx, actor) => {
      const { id, draft } = draftOf(req);
      if (!id) throw badInput('id is required', 'id');
      const version = versionParam(req.body);
      return {
        message: ORG_MSG.updated,
        organization: organizationRow(await ctx.services.organizations.update(actor, id, draft, version)),
      };
    }),
  );
  router.delete(
    '/deleteOrganization',
    handleAuthed(async (req, ctx, actor) => {
      const id = parseWith(idFields, req.query).id ?? parseWith(idFields, req.body ?? {}).id;
      if (!id) throw badInput('id is required', 'id');
      return { message: ORG_MSG.deleted, id: await ctx.services.organizations.remove(actor, id) };
    }),
  );
  return router;
}
