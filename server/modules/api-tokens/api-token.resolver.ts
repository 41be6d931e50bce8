import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireActor } from '../auth/actor.js';
import { ApiToken } from './api-token.entity.js';
import { ApiTokenInput, CreatedApiToken } from './api-token.inputs.js';

/** The organization's API tokens, for its administrators (route /api_tokens). */
@Resolver(() => ApiToken)
export class ApiTokenResolver {
  @Authorized('/api_tokens')
  @Query(() => [ApiToken], {
    description: "The organization's API tokens, revoked ones included, newest first (ADMIN only)",
  })
  async apiTokens(@Ctx() ctx: GraphQLContext): Promise<ApiToken[]> {
    return ctx.services.apiTokens.list(requireActor(ctx.auth));
  }

  @Authorized('/api_tokens')
  @Mutation(() => CreatedApiToken, {
    description:
      'Creates an API token acting as the caller within its scope; the answer is the only time its secret is shown',
  })
  async createApiToken(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => ApiTokenInput, { description: 'Its name and scope' }) input: ApiTokenInput,
  ): Promise<CreatedApiToken> {
    return ctx.services.apiTokens.create(requireActor(ctx.auth), input, ctx.clientAddress);
  }

  @Authorized('/api_tokens')
  @Mutation(() => ApiToken, {
    description: 'Revokes an API token of the organization: refused from the next request on',
  })
  async revokeApiToken(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'The token id (the number after vat_)' }) id: number,
  ): Promise<ApiToken> {
    return ctx.services.apiTokens.revoke(requireActor(ctx.auth), id, ctx.clientAddress);
  }
}
