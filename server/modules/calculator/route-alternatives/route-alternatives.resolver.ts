import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { requireActor } from '../../auth/actor.js';
import { CalculateInput } from '../calculator.inputs.js';
import { CalculationPayloadArg, EITHER_INPUT_OR_PAYLOAD, readCalculation } from '../calculation-payload.js';
import { readCanalDues } from './canal-dues.js';
import { CanalDuesInput, VesselRouteAlternativesGql } from './route-alternatives.types.js';

@Resolver()
export class RouteAlternativesResolver {
  @Authorized('/calculator')
  @Query(() => [VesselRouteAlternativesGql], {
    description:
      'Per fleet vessel, the voyage on the shortest route and via Suez, Panama and the Cape where those differ, canal dues added, the cheapest marked; the engine of calculate, nothing saved',
  })
  async routeAlternatives(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CalculateInput, {
      nullable: true,
      description: 'The calculation payload whose routes are compared.' + EITHER_INPUT_OR_PAYLOAD,
    })
    input: CalculateInput | null | undefined,
    @Arg('fleetIds', () => [String], {
      nullable: true,
      description: 'Only these fleet entries (ids of the input), in fleet order; all when absent.',
    })
    fleetIds?: string[] | null,
    @Arg('canalDues', () => [CanalDuesInput], {
      nullable: true,
      description:
        "Canal dues replacing the defaults, per canal and deadweight class (USD per transit); absent: the payload's clientQuery.canalDues, else the defaults.",
    })
    canalDues?: CanalDuesInput[] | null,
    @CalculationPayloadArg() payload?: unknown,
  ): Promise<VesselRouteAlternativesGql[]> {
    const request = readCalculation(input, payload);
    const dues = readCanalDues(canalDues, request.input.order.canalDues);
    return ctx.services.calculator.routeAlternatives(requireActor(ctx.auth), request, fleetIds, dues) as Promise<
      VesselRouteAlternativesGql[]
    >;
  }
}
