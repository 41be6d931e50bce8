import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { RowResult } from './calculator.types.js';

/** Facts of an itinerary row's port that the engine does not carry, read from the port table. */
@Resolver(() => RowResult)
export class RowResultResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "IANA time zone of the row's port (e.g. Asia/Shanghai), from the port table by the row's port name; null when the name finds no port or the port has none. Arrival and departure stay UTC: show them in this zone beside UTC.",
  })
  timeZone(@Ctx() ctx: GraphQLContext, @Root() row: RowResult): Promise<string | null> {
    return ctx.services.ports.timeZoneOf(row.port);
  }
}
