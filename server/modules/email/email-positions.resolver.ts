import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireActor } from '../auth/actor.js';
import {
  EmailPosition,
  EmailPositionFilterInput,
  emailPositionDraft,
  emailPositionRow,
} from './email-positions.types.js';

/** The parsed e-mail positions behind the calculator's Add Fleet "Auto" tab. Rules live in EmailPositionsService. */
@Resolver(() => EmailPosition)
export class EmailPositionsResolver {
  @Authorized()
  @Query(() => [EmailPosition], {
    description: 'Vessel positions read from e-mails of your organization, newest e-mail first (at most 500).',
  })
  async emailPositions(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => EmailPositionFilterInput, {
      description:
        'Filters of the vessel positions read from e-mails (received dates, dwt ...); see EmailPositionFilterInput.',
    })
    filter: EmailPositionFilterInput,
  ): Promise<EmailPosition[]> {
    const rows = await ctx.services.emailPositions.search(requireActor(ctx.auth), emailPositionDraft(filter));
    return rows.map(emailPositionRow);
  }
}
