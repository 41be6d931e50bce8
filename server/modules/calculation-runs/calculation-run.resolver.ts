import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireActor } from '../auth/actor.js';
import { CalculateInput } from '../calculator/calculator.inputs.js';
import { CalculationEvent } from '../calculator/calculation-answer.types.js';
import { normaliseCalculateInput } from '../calculator/legacy-payload.js';

/** Its runId is read once, at subscribe time (server/graphql/subscribe.ts). */
export const CALCULATION_RUN_FIELD = 'calculationRun';

@ObjectType({
  description: 'A calculation started by startCalculation; follow it with the calculationRun subscription.',
})
export class CalculationRun {
  @Field(() => ID, { description: 'Opaque; valid for 10 minutes, for the user who started the run only.' })
  runId!: string;

  @Field(() => Int, { description: 'The number of vessels the run prices.' })
  total!: number;
}

async function openRun({ args, context }: SubscribeResolverData<unknown, { runId: string }, GraphQLContext>) {
  return context.services.calculationRuns.follow(requireActor(context.auth), args.runId);
}

@Resolver()
export class CalculationRunResolver {
  @Authorized('/calculator')
  @Mutation(() => CalculationRun, {
    description:
      'Starts the calculation of calculationStream without holding a connection: follow its events with ' +
      'calculationRun(runId), through this server process or any other sharing its Redis.',
  })
  async startCalculation(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CalculateInput, {
      description: 'The calculation payload (order, port operations, fleet entries, options), as for calculate.',
    })
    input: CalculateInput,
  ): Promise<CalculationRun> {
    return ctx.services.calculationRuns.start(requireActor(ctx.auth), normaliseCalculateInput(input));
  }

  @Subscription(() => CalculationEvent, {
    name: CALCULATION_RUN_FIELD,
    description:
      'The events of a run started with startCalculation, from its first (a late subscriber misses nothing), ' +
      'ending with COMPLETE. Only its starter may follow it.',
    subscribe: openRun,
  })
  calculationRun(
    @Root() event: CalculationEvent,
    // Declared for the schema; read once by subscribe(). Each event carries a placeholder here.
    @Arg('runId', () => ID, { description: 'Id of the run returned by startCalculation.' }) _runId: string,
  ): CalculationEvent {
    return event;
  }
}
