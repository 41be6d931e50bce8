import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireActor } from './actor.js';
import { LoginInput, Profile, Session } from './auth.types.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => Session, { description: 'Sign in with e-mail and password; returns the session payload and a JWT.' })
  login(
    @Arg('input', () => LoginInput, { description: 'Organization, user name and password.' }) input: LoginInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Session> {
    return ctx.services.auth.login(input, ctx.clientAddress);
  }

  @Authorized()
  @Query(() => Profile, { description: 'The signed-in user, with the routes their roles open.' })
  profile(@Ctx() ctx: GraphQLContext): Promise<Profile> {
    return ctx.services.auth.profile(requireActor(ctx.auth));
  }
}
