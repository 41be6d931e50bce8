import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { LIST_PAGE, PageInput, readPage } from '../../graphql/paging.js';
import { requireActor } from '../auth/actor.js';
import { SavedResult } from './saved-result.entity.js';
import { SavedResultPage, SavedResultScope, VoyageSearchField } from './saved-result.types.js';

/** Saved results (/saved) and the voyages screen (/voyages) over the same rows. */
@Resolver(() => SavedResult)
export class SavedResultResolver {
  @Authorized('/saved')
  @Query(() => SavedResultPage, { description: 'Saved results of your organization (or yours), newest first' })
  savedResults(
    @Ctx() ctx: GraphQLContext,
    @Arg('scope', () => SavedResultScope, {
      nullable: true,
      description: "MINE (My Voyages) or ALL (the organization's); default ALL.",
    })
    scope?: SavedResultScope | null,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page of the list (offset and limit); default the first page.',
    })
    page?: PageInput | null,
  ): Promise<SavedResultPage> {
    const req = readPage(page, LIST_PAGE);
    return ctx.services.savedResults.savedResults(requireActor(ctx.auth), {
      scope: scope ?? SavedResultScope.ALL,
      page: req,
    });
  }

  @Authorized('/voyages')
  @Query(() => SavedResultPage, { description: 'My Voyages / All Voyages, with the search text' })
  voyages(
    @Ctx() ctx: GraphQLContext,
    @Arg('scope', () => SavedResultScope, {
      nullable: true,
      description: "MINE (My Voyages) or ALL (the organization's); default ALL.",
    })
    scope?: SavedResultScope | null,
    @Arg('text', () => String, { nullable: true, description: 'Search text; absent or blank: no filter.' })
    text?: string | null,
    @Arg('type', () => VoyageSearchField, {
      nullable: true,
      description: 'Column the text is matched against; default ALL (any of them).',
    })
    type?: VoyageSearchField | null,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page of the list (offset and limit); default the first page.',
    })
    page?: PageInput | null,
  ): Promise<SavedResultPage> {
    const req = readPage(page, LIST_PAGE);
    return ctx.services.savedResults.voyages(requireActor(ctx.auth), {
      scope: scope ?? SavedResultScope.ALL,
      text: text ?? null,
      type: type ?? null,
      page: req,
    });
  }

  @Authorized('/saved')
  @Query(() => SavedResult, { description: 'One saved result: the saveResultDTO snapshots and the row fields' })
  savedResult(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the saved voyage.' }) id: number,
  ): Promise<SavedResult> {
    return ctx.services.savedResults.get(requireActor(ctx.auth), id);
  }

  @Authorized('/saved', '/voyages')
  @Mutation(() => Boolean, { description: 'Deletes a saved result (whoever saved it, or an ADMIN)' })
  async deleteSavedResult(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the saved voyage to delete.' }) id: number,
  ): Promise<boolean> {
    await ctx.services.savedResults.delete(requireActor(ctx.auth), id);
    return true;
  }

  @FieldResolver(() => String, { description: "Name of the user who saved it; '' when that user was deleted" })
  createdUserName(@Root() result: SavedResult): string {
    return result.createdBy?.fullName ?? '';
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'Database id of the order it was priced for; null when none',
  })
  orderId(@Root() result: SavedResult): number | null {
    return result.order?.id ?? null;
  }
}
