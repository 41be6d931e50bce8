import { Router } from 'express';
import { z } from 'zod';
import { handleAuthed, parseWith } from './rest-context.js';

const orgQuery = z.object({
  organizationId: z.coerce.number().int().positive('organizationId must be a positive integer').optional(),
});

function userRow(u: { id: number; firstName: string; lastName: string; email: string; dob: string | null; userAccessLevel: number; fullName: string; organization: { id: number }; roles: { getItems(): { name: string }[] } }) {
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
  };
}

/** GET /usersForOrg and GET /getRoles; the rest of user management arrives with the data API. */
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
  return router;
}
