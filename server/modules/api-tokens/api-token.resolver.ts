import { Arg, Args, Authorized, Ctx, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ConnectionArgs, ConnectionOf, readConnectionArgs } from '../../graphql/relay/connection.js';
import { requireActor } from '../auth/actor.js';
import { ApiToken } from './api-token.entity.js';
import { ApiTokenInput, CreatedApiToken } from './api-token.inputs.js';

@ObjectType({ description: "The organization's API tokens, paged by cursor" })
export class ApiTokenConnection extends ConnectionOf(ApiToken, 'ApiToken') {}

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
  @Query(() => ApiTokenConnection, {
    description: "The organization's API tokens by cursor, revoked ones included, newest first (ADMIN only; ADR 0024)",
  })
  apiTokensConnection(
    @Ctx() ctx: GraphQLContext,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
  ): Promise<ApiTokenConnection> {
    return ctx.services.connections.apiTokens(requireActor(ctx.auth), readConnectionArgs(args));
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
