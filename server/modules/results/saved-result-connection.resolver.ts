import { Arg, Args, Authorized, Ctx, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ConnectionArgs, ConnectionOf, readConnectionArgs } from '../../graphql/relay/connection.js';
import { requireActor } from '../auth/actor.js';
import { SavedResultRowGql, SavedResultScope, VoyageSearchField } from './saved-result.types.js';

@ObjectType({ description: 'Saved voyages, paged by cursor' })
export class SavedResultConnection extends ConnectionOf(SavedResultRowGql, 'SavedResult') {}

/** Saved results and voyages as cursor connections (ADR 0024); savedResults and voyages keep their offset pages. */
@Resolver()
export class SavedResultConnectionResolver {
  @Authorized('/saved')
  @Query(() => SavedResultConnection, {
    description: 'Saved results of your organization (or yours) by cursor, newest first',
  })
  savedResultsConnection(
    @Ctx() ctx: GraphQLContext,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('scope', () => SavedResultScope, {
      nullable: true,
      description: "Yours or the organization's (default: the organization's)",
    })
    scope?: SavedResultScope | null,
  ): Promise<SavedResultConnection> {
    const req = readConnectionArgs(args);
    return ctx.services.connections.savedResults(
      requireActor(ctx.auth),
      'savedResults',
      { scope: scope ?? SavedResultScope.ALL },
      req,
    );
  }

  @Authorized('/voyages')
  @Query(() => SavedResultConnection, { description: 'My Voyages / All Voyages by cursor, with the search text' })
  voyagesConnection(
    @Ctx() ctx: GraphQLContext,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('scope', () => SavedResultScope, {
      nullable: true,
      description: "Yours or the organization's (default: the organization's)",
    })
    scope?: SavedResultScope | null,
    @Arg('text', () => String, { nullable: true, description: 'Search text (contains, any case)' })
    text?: string | null,
    @Arg('type', () => VoyageSearchField, {
      nullable: true,
      description: 'The column the text searches (none: every searchable column)',
    })
    type?: VoyageSearchField | null,
  ): Promise<SavedResultConnection> {
    const req = readConnectionArgs(args);
    return ctx.services.connections.savedResults(
      requireActor(ctx.auth),
      'voyages',
      { scope: scope ?? SavedResultScope.ALL, text: text ?? null, type: type ?? null },
      req,
    );
  }
}
