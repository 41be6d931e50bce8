import { Arg, Authorized, Ctx, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { PageInput, PageOf } from '../../../graphql/paging.js';
import { requireActor } from '../actor.js';
import { AuditEvent } from './audit-event.entity.js';

@ObjectType({ description: 'A page of audit log entries, newest first' })
export class AuditEventPage extends PageOf(AuditEvent) {}

@Resolver()
export class AuditResolver {
  @Authorized()
  @Query(() => AuditEventPage, {
    description:
      "The audit log of the actor's organization (ADMIN; the admin login may name another organization, or ask " +
      'for the entries about e-mails no user has): sign-ins, failures, lock-outs, logouts, password resets, ' +
      'user and role changes. 25 a page by default.',
  })
  auditLog(
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => PageInput, { nullable: true, description: 'Page of the log, newest first (offset and limit).' })
    page?: PageInput | null,
    @Arg('organizationId', () => Int, {
      nullable: true,
      description: "Organization whose events to list (admin login only); absent: the caller's own.",
    })
    organizationId?: number | null,
    @Arg('unattributed', () => Boolean, {
      nullable: true,
      description:
        'True lists only the entries about e-mails no user has, e.g. sign-in attempts with an unknown e-mail (admin login only).',
    })
    unattributed?: boolean | null,
  ): Promise<AuditEventPage> {
    return ctx.services.audit.list(requireActor(ctx.auth), { page, organizationId, unattributed });
  }
}
