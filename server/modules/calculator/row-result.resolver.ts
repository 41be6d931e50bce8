import type { GraphQLResolveInfo } from 'graphql';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { VesselResult as EngineVesselResult } from '../../../shared/voyage/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { selectsPath } from '../../graphql/selection.js';
import { RowResult } from './calculator.types.js';

/** Per operation: the time zones read ahead for a whole result, by the rows' port names (ADR 0021). */
const zonesRead = new WeakMap<GraphQLContext, Map<string, string | null>>();

/**
 * Reads the time zones of every row's port of `results` before graphql-js completes them, when the
 * operation asks for `<below>.portToPortOperationResultMap.timeZone`: one query (the port service's loader),
 * after which each row's `timeZone` answers at once. A promise per row would turn the completion of the
 * whole result into promises (each row, each vessel, the list): 200 vessels took 1.7x as long with it.
 */
export async function readRowTimeZonesAhead(
  ctx: GraphQLContext,
  info: GraphQLResolveInfo,
  below: readonly string[],
  results: readonly EngineVesselResult[],
): Promise<void> {
  if (!selectsPath(info, [...below, 'portToPortOperationResultMap', 'timeZone'])) return;
  const names = new Set<string>();
  for (const r of results) for (const row of Object.values(r.portToPortOperationResultMap)) names.add(row.port);
  const zones = zonesRead.get(ctx) ?? new Map<string, string | null>();
  try {
    await Promise.all([...names].map(async (name) => zones.set(name, await ctx.services.ports.timeZoneOf(name))));
  } catch {
    // Left to the rows: each reads its zone as before, and a failure stays that field's error (the zone is
    // nullable), not the calculation's, which may have saved already.
    return;
  }
  zonesRead.set(ctx, zones);
}

/** Facts of an itinerary row's port that the engine does not carry, read from the port table. */
@Resolver(() => RowResult)
export class RowResultResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "IANA time zone of the row's port (e.g. Asia/Shanghai), from the port table by the row's port name; null when the name finds no port or the port has none. Arrival and departure stay UTC: show them in this zone beside UTC.",
  })
  timeZone(@Ctx() ctx: GraphQLContext, @Root() row: RowResult): string | null | Promise<string | null> {
    const read = zonesRead.get(ctx)?.get(row.port);
    return read !== undefined ? read : ctx.services.ports.timeZoneOf(row.port);
  }
}
