import { Router } from 'express';
import { z } from 'zod';
import { rawTextField, textField } from '../../shared/validation/boundary.js';
import { USER_MSG } from '../../shared/validation/user-rules.js';
import { badInput } from '../errors/app-error.js';
import { idOf } from '../modules/fleet/fleet-legacy.schema.js';
import type { UserDraft } from '../modules/users/user.inputs.js';
import { handleAuthed, parseWith } from './rest-context.js';
import { versionParam } from './version-param.js';

const orgQuery = z.object({
  organizationId: idOf('organizationId'),
});
const idQuery = z.object({ id: idOf('id') });

function userRow(u: {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  dob: string | null;
  userAccessLevel: number;
  fullName: string;
  organization: { id: number };
  roles: { getItems(): { name: string }[] };
  version: number;
}) {
  const roles = u.roles.getItems().map((r) => ({ name: r.name }));
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    fullname: u.fullName,
    email: u.email,
    dob: u.dob,
    organization: u.organization.id,
    userAccessLevel: u.userAccessLevel,
    userRole: roles.map((r) => ({ role: r.name })),
    roles,
    version: u.version,
  };
}

/** A role as legacy clients send it: a name, an id, { name }, { id }, or { role: name | { id, name } }. */
const roleRef = z
  .union(
    [
      z.string(),
      z.number().int().positive(),
      z.looseObject({
        id: z.number().int().positive().optional(),
        name: z.string().optional(),
        role: z
          .union([
            z.string(),
            z.looseObject({ id: z.number().int().positive().optional(), name: z.string().optional() }),
          ])
          .optional(),
      }),
    ],
    { error: 'A role must be a name, an id or { role }' },
  )
  .transform((r, ctx): string | number => {
    if (typeof r === 'string' || typeof r === 'number') return r;
    const inner = typeof r.role === 'string' ? { name: r.role } : (r.role ?? r);
    const ref = inner.name ?? inner.id;
    if (ref !== undefined) return ref;
    ctx.addIssue({ code: 'custom', message: 'A role must name the role or its id' });
    return z.NEVER;
  });

/** Names, e-mail and date of birth by the boundary's text rule (trimmed, no NUL); the service checks lengths. */
const text = (_field?: string) => textField();
/** A password is never trimmed or otherwise changed: only its type is checked here, its rules in the service. */
const secret = (_field?: string) => rawTextField();
/** The legacy user body: `organization` may be an id or { id }; roles come as `userRole` or `roles`. */
const userBody = z
  .looseObject(
    {
      id: idOf('id'),
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      dob: text('dob'),
      password: secret('password'),
      organization: z.union([idOf('organization'), z.looseObject({ id: idOf('organization.id') })]).optional(),
      organizationId: idOf('organizationId'),
      userRole: z.array(roleRef, { error: 'userRole must be a list' }).nullish(),
      roles: z.array(roleRef, { error: 'roles must be a list' }).nullish(),
      userAccessLevel: z.unknown().optional(),
    },
    { error: 'The user must be an object' },
  )
  .transform((b): UserDraft & { id?: number | null } => {
    const org = typeof b.organization === 'object' && b.organization !== null ? b.organization.id : b.organization;
    const draft: UserDraft & { id?: number | null } = {
      id: b.id,
      firstName: b.firstName,
      lastName: b.lastName,
      email: b.email,
      dob: b.dob,
      password: b.password,
      organizationId: b.organizationId ?? org,
      roles: b.userRole ?? b.roles,
      userAccessLevel: b.userAccessLevel,
    };
    return Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined)) as UserDraft & {
      id?: number | null;
    };
  });

/**
 * User management: GET /usersForOrg, GET /getRoles, GET /getUserRoles, POST /auth/createUser,
 * PUT /updateUser, DELETE /deleteUser. Passwords are hashed and never returned.
 */
export function userRoutes(): Router {
  const router = Router();
  router.get(
    '/usersForOrg',
    handleAuthed(async (req, ctx, actor) => {
      const { organizationId } = parseWith(orgQuery, req.query);
      const users = await ctx.services.users.listForOrganization(actor, organizationId);
      return users.map(userRow);
    }),
  );
  router.get(
    '/getRoles',
    handleAuthed(async (_req, ctx, actor) => {
      const roles = await ctx.services.users.listRoles(actor);
      return roles.map((r) => ({ id: r.id, name: r.name }));
    }),
  );
  router.get(
    '/getUserRoles',
    handleAuthed(async (req, ctx, actor) => {
      const { id } = parseWith(idQuery, req.query);
      if (!id) throw badInput('id is required', 'id');
      return (await ctx.services.users.rolesOf(actor, id)).map((r) => ({ id: r.id, name: r.name }));
    }),
  );
  router.post(
    '/auth/createUser',
    handleAuthed(async (req, ctx, actor) => {
      const { id: _ignored, ...draft } = parseWith(userBody, req.body ?? {});
      return { message: USER_MSG.created, user: userRow(await ctx.services.users.create(actor, draft)) };
    }),
  );
  router.put(
    '/updateUser',
    handleAuthed(async (req, ctx, actor) => {
      const version = versionParam(req.body);
      const { id, organizationId: _fixed, password: _createOnly, ...draft } = parseWith(userBody, req.body ?? {});
      if (!id) throw badInput('id is required', 'id');
      const user = await ctx.services.users.update(actor, id, draft, version);
      return { message: USER_MSG.updated, user: userRow(user) };
    }),
  );
  router.delete(
    '/deleteUser',
    handleAuthed(async (req, ctx, actor) => {
      const { id } = parseWith(idQuery, req.query);
      if (!id) throw badInput('id is required', 'id');
      return { message: USER_MSG.deleted, id: await ctx.services.users.remove(actor, id) };
    }),
  );
  return router;
}
