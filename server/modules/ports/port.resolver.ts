import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireActor } from '../auth/actor.js';
import { badInput } from '../../errors/app-error.js';
import { Port } from './port.entity.js';

@Resolver(() => Port)
export class PortResolver {
  @Authorized()
  @Query(() => [Port], {
    description:
      'Ports whose name or alias starts with the text (case, accents and punctuation ignored), best matches first; an area alias such as USG or CJK adds the ports of that area. Empty text gives an empty list.',
  })
  portsByChar(
    @Ctx() ctx: GraphQLContext,
    @Arg('port', () => String, { description: 'Start of the port name (at least one character), any case.' })
    port: string,
    @Arg('offset', () => Int, { nullable: true, description: 'Default 0' }) offset?: number | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Default 100, at most 500' }) limit?: number | null,
  ): Promise<Port[]> {
    return ctx.services.ports.search(requireActor(ctx.auth), { text: port, offset, limit });
  }

  @Authorized()
  @Query(() => Port, {
    nullable: true,
    description: 'One port of the port table by its database id; null when there is none',
  })
  port(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the port.' }) id: number,
  ): Promise<Port | null> {
    return ctx.services.ports.getById(requireActor(ctx.auth), id);
  }

  @Authorized()
  @Query(() => Boolean, {
    description:
      'Whether the port a name finds (its name or an alias, case, accents and punctuation ignored) is in the EU/EEA; false when it finds none. The EU ETS flag of port operations and open ports.',
  })
  portIsEu(
    @Ctx() ctx: GraphQLContext,
    @Arg('name', () => String, { description: 'Port name as in the port table.' }) name: string,
  ): Promise<boolean> {
    requireActor(ctx.auth);
    return ctx.services.ports.isEuPort(name);
  }

  @Authorized()
  @Query(() => [String], {
    nullable: 'items',
    description:
      'The IANA time zone of each port a name finds (as portIsEu finds it), in the order of the names; null for a name that finds no port or a port without a zone. At most 200 names.',
  })
  async portTimeZones(
    @Ctx() ctx: GraphQLContext,
    @Arg('names', () => [String], { description: 'Port names as in the port table.' }) names: string[],
  ): Promise<(string | null)[]> {
    requireActor(ctx.auth);
    if (names.length > 200) throw badInput('At most 200 port names', 'names');
    return Promise.all(names.map((n) => ctx.services.ports.timeZoneOf(n)));
  }

  @Authorized()
  @Query(() => [String], { description: "The region filter list: 'Unknown', then the 13 broker regions." })
  portRegions(@Ctx() ctx: GraphQLContext): readonly string[] {
    return ctx.services.ports.regions(requireActor(ctx.auth));
  }
}
