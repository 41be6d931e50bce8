import { Router } from 'express';
import { z } from 'zod';
import { textField } from '../../shared/validation/boundary.js';
import { REGISTRATION_MSG } from '../../shared/validation/registration-rules.js';
import { USER_MSG } from '../../shared/validation/user-rules.js';
import { badInput } from '../errors/app-error.js';
import { idOf } from '../modules/fleet/fleet-legacy.schema.js';
import { clientAddress, handle, handleAuthed, parseWith } from './rest-context.js';

const idQuery = z.object({ id: idOf('id') });
const orgQuery = z.object({ organizationId: idOf('organizationId') });

/** The user a request becomes; names by the boundary's text rule, the password verbatim, the rest read by the users' rules. */
const convertBody = z.object(
  {
    firstName: textField(),
    lastName: textField(),
    dob: textField(),
    password: z.string({ error: 'password must be text' }).nullish(),
    organizationId: idOf('organizationId'),
    roles: z.array(z.string({ error: 'roles must be role names' }), { error: 'roles must be a list' }).nullish(),
    userAccessLevel: z.unknown().optional(),
  },
  { error: 'The request body must be a JSON object' },
);

/**
 * Registration requests: POST /auth/requestRegistration (signed out; the body read by the same boundary schema
 * as GraphQL's requestRegistration), and for reviewers GET /registrationRequests?organizationId=,
 * POST /registrationRequests/convert?id= and PUT /registrationRequests/dismiss?id=.
 */
export function registrationRoutes(): Router {
  const router = Router();
  router.post(
    '/auth/requestRegistration',
    handle((req, ctx) => ctx.services.registrations.submit(req.body ?? {}, clientAddress(req))),
  );
  router.get(
    '/registrationRequests',
    handleAuthed((req, ctx, actor) =>
      ctx.services.registrations.listPending(actor, parseWith(orgQuery, req.query).organizationId),
    ),
  );
  router.post(
    '/registrationRequests/convert',
    handleAuthed(async (req, ctx, actor) => {
      const { id } = parseWith(idQuery, req.query);
      if (!id) throw badInput('id is required', 'id');
      const body = parseWith(convertBody, req.body ?? {});
      const draft = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      const user = await ctx.services.registrations.convert(actor, id, draft);
      return {
        message: USER_MSG.created,
        user: {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          organization: user.organization.id,
          roles: user.roles.getItems().map((r) => ({ name: r.name })),
        },
      };
    }),
  );
  router.put(
    '/registrationRequests/dismiss',
    handleAuthed(async (req, ctx, actor) => {
      const { id } = parseWith(idQuery, req.query);
      if (!id) throw badInput('id is required', 'id');
      return { message: REGISTRATION_MSG.dismissed, id: await ctx.services.registrations.dismiss(actor, id) };
    }),
  );
  return router;
}
