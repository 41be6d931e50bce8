import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';

@ObjectType({ description: 'Sign-in through the OpenID provider (Google by default)' })
export class OidcSignIn {
  @Field({ description: 'False while no client id is configured' })
  enabled!: boolean;

  @Field({ description: 'Where the browser goes to start it' })
  startUrl!: string;
}

@Resolver()
export class OidcResolver {
  @Query(() => OidcSignIn, { description: 'Whether Log in with Google is configured; open to everyone.' })
  oidcSignIn(@Ctx() ctx: GraphQLContext): OidcSignIn {
    return { enabled: ctx.services.oidc.enabled, startUrl: '/api/v1/auth/oidc/start' };
  }
}
