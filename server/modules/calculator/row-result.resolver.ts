import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { Ctx, FieldResolver, Info, Resolver, Root } from 'type-graphql';
import type {
  VesselResult as EngineVesselResult,
  VesselResultLight as EngineVesselResultLight,
} from '../../../shared/voyage/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { selectsPath } from '../../graphql/selection.js';
import { wholeValue } from '../../graphql/whole-value.js';
import { RowResult, VesselResult } from './calculator.types.js';
import { ExplanationValueScalar, ItineraryRowScalar, toItineraryRow, type ItineraryRowJson } from './itinerary-row.js';

/** Per operation: the time zones read ahead for a whole result, by the rows' port names (ADR 0021). */
const zonesRead = new WeakMap<GraphQLContext, Map<string, string | null>>();

/**
 * Reads the time zones of every row's port of `results` before graphql-js completes them, when the
 * operation asks for `<below>.itineraryRows` or `<below>.portToPortOperationResultMap.timeZone`: one query (the port service's loader),
 * after which each row's `timeZone` answers at once. A promise per row would turn the completion of the
 * whole result into promises (each row, each vessel, the list): 200 vessels took 1.7x as long with it.
 */
export async function readRowTimeZonesAhead(
  ctx: GraphQLContext,
  info: GraphQLResolveInfo,
  below: readonly string[],
  results: readonly (EngineVesselResult | EngineVesselResultLight)[],
): Promise<void> {
  const asks =
    selectsPath(info, [...below, 'itineraryRows']) ||
    selectsPath(info, [...below, 'portToPortOperationResultMap', 'timeZone']);
  if (!asks) return;
  const names = new Set<string>();
  // Light results (ADR 0032) are answered only when no row table is asked: they have none to read.
  for (const r of results) for (const row of Object.values(r.portToPortOperationResultMap ?? {})) names.add(row.port);
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

/** A vessel's heavy, leaf-only parts as one value each (ADR 0021, addendum 2): row table and explanation. */
@Resolver(() => VesselResult)
export class VesselCompactResolver {
  @FieldResolver(() => [ItineraryRowScalar], {
    description:
      'Every itinerary row in order, each as one ItineraryRow value: the fields and values of ' +
      'portToPortOperationResultMap with every field selected (timeZone included), at a fraction of the cost.',
  })
  itineraryRows(
    @Ctx() ctx: GraphQLContext,
    @Root() vessel: VesselResult,
  ): ItineraryRowJson[] | Promise<ItineraryRowJson[]> {
    const rows = vessel.portToPortOperationResultMap;
    const read = zonesRead.get(ctx);
    if (read && rows.every((row) => read.has(row.port))) {
      return rows.map((row) => toItineraryRow(row, read.get(row.port) ?? null));
    }
    // Not read ahead (one vessel of a kept run, a stream's event): the port loader, one query for the rows.
    return Promise.all(rows.map((row) => ctx.services.ports.timeZoneOf(row.port))).then((zones) =>
      rows.map((row, i) => toItineraryRow(row, zones[i] ?? null)),
    );
  }

  @FieldResolver(() => ExplanationValueScalar, {
    description:
      'The terms behind the headline figures as one ExplanationValue: explain with every field selected ' +
      '(canalDues included), at a fraction of the cost.',
  })
  explanation(@Root() vessel: VesselResult, @Info() info: GraphQLResolveInfo): unknown {
    return wholeValue(info.schema.getType('Explanation') as GraphQLObjectType)(vessel.explain);
  }
}
