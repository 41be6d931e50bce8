import {
  Arg,
  Authorized,
  createParameterDecorator,
  ID,
  Ctx,
  Info,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
  UseMiddleware,
  type ArgOptions,
  type MiddlewareFn,
  type SubscribeResolverData,
} from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { selectsPath } from '../../graphql/selection.js';
import { assertRoute, requireActor } from '../auth/actor.js';
import { primed, toCalculationEvents } from './calculator.events.js';
import { asCalculateInput, CalculateInput } from './calculator.inputs.js';
import { CalculationEvent, CalculationResult, toVesselResultGql } from './calculation-answer.types.js';
import { VesselResult } from './calculator.types.js';
import type { VesselResult as EngineVesselResult, VesselResultLight } from '../../../shared/voyage/index.js';
import type { CalculationOutcome } from './calculator.service.js';
import { CalculationPayloadArg, EITHER_INPUT_OR_PAYLOAD as EITHER, readCalculation } from './calculation-payload.js';
import { readRowTimeZonesAhead } from './row-result.resolver.js';
import { bestOfFleet } from './sensitivity.js';
import { SensitivityAxisInput, SensitivityResult } from './sensitivity.types.js';
import { VesselOptimalSpeed } from './optimal-speed.types.js';

/** Its input is read once, at subscribe time: events are executed without it (server/graphql/subscribe.ts). */
export const CALCULATION_STREAM_FIELD = 'calculationStream';

/** VesselResult's heavy fields (ADR 0032): an answer that selects none of them is computed light. */
const HEAVY_FIELDS = ['portToPortOperationResultMap', 'itineraryRows', 'explain', 'explanation'] as const;

/** Whether the operation asks for a heavy field of the VesselResult(s) at `below` (fragments looked through). */
export function asksHeavy(info: GraphQLResolveInfo, below: string): boolean {
  return HEAVY_FIELDS.some((field) => selectsPath(info, [below, field]));
}

/** Subscribe step of calculationStream: same rules as the mutation (signed in, route /calculator, then the input). */
async function openCalculationStream({
  args,
  context,
  info,
}: SubscribeResolverData<unknown, { input?: CalculateInput | null; payload?: unknown }, GraphQLContext>) {
  const actor = requireActor(context.auth);
  assertRoute(actor, '/calculator');
  const calc = readCalculation(args.input, args.payload);
  const request = asksHeavy(info, 'vessel') ? calc : { ...calc, depth: 'light' as const };
  const kept = context.services.runResults.keepStream(
    actor,
    context.services.calculator.calculateStream(actor, request),
  );
  return primed(toCalculationEvents(kept.stream, kept.runId));
}

/** Where keepInputFromConversion puts graphql-js's coerced `input` (not a name: no argument can collide). */
const COERCED_INPUT = Symbol('input as graphql-js coerced it');

/**
 * type-graphql turns an @Arg input object into instances of its classes by looking up every declared
 * field's metadata for every record: about 5 ms of CPU for 200 vessels (ADR 0021, addendum 4). This
 * middleware, on the resolvers whose `input` is read by `@CalculationInput`, moves the coerced value out
 * of type-graphql's reach before it converts the arguments (it runs after the @Authorized check).
 */
const keepInputFromConversion: MiddlewareFn<GraphQLContext> = (data, next) => {
  data.args = { ...data.args, input: undefined, [COERCED_INPUT]: data.args.input };
  return next();
};

/**
 * The `input` argument of type CalculateInput, declared as @Arg declares it (same name, type and
 * description in the schema), handed over as @Arg would (asCalculateInput: the same class instances) at a
 * fraction of the cost. Only with @UseMiddleware(keepInputFromConversion) on the same resolver. Optional:
 * `payload` (CalculationPayload) is the other way in; readCalculation wants exactly one of the two.
 */
function CalculationInput(options: ArgOptions) {
  return createParameterDecorator<GraphQLContext>(
    ({ args }) => asCalculateInput((args as Record<symbol, unknown>)[COERCED_INPUT]),
    { arg: { name: 'input', typeFunc: () => CalculateInput, options: { ...options, nullable: true } } },
  );
}

@Resolver()
export class CalculatorResolver {
  @Authorized('/calculator')
  @UseMiddleware(keepInputFromConversion)
  @Mutation(() => CalculationResult, {
    description: 'Prices every fleet entry on the order (with autoSave, stores the entry marked selectedForSave).',
  })
  async calculate(
    @Ctx() ctx: GraphQLContext,
    @CalculationInput({
      description: 'The calculation payload: order, port operations, fleet entries and engine options.' + EITHER,
    })
    input: CalculateInput | null | undefined,
    @CalculationPayloadArg() payload: unknown,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CalculationResult> {
    const calc = readCalculation(input, payload);
    const request = asksHeavy(info, 'results') ? calc : { ...calc, depth: 'light' as const };
    // Light (ADR 0032) when no heavy field is selected: typed as such here, whatever the service's wrapper says.
    const outcome: CalculationOutcome<EngineVesselResult | VesselResultLight> = await ctx.services.calculator.calculate(
      requireActor(ctx.auth),
      request,
    );
    await readRowTimeZonesAhead(ctx, info, ['results'], outcome.results);
    return { ...outcome, results: outcome.results.map(toVesselResultGql) };
  }

  @Authorized('/calculator')
  @UseMiddleware(keepInputFromConversion)
  @Query(() => SensitivityResult, {
    description:
      'TCE and profit of every fleet vessel over a grid of two market inputs (freight, bunker prices, EUA price), with the break-even freight and the best vessel per cell; the engine of calculate, nothing saved',
  })
  async sensitivity(
    @Ctx() ctx: GraphQLContext,
    @CalculationInput({
      description: 'The calculation payload the grid varies (its first fleet entry is the vessel computed).' + EITHER,
    })
    input: CalculateInput | null | undefined,
    @Arg('columns', () => SensitivityAxisInput, {
      description: 'The input varied across the columns of the grid and its steps.',
    })
    columns: SensitivityAxisInput,
    @Arg('rows', () => SensitivityAxisInput, {
      description: 'The input varied down the rows of the grid and its steps.',
    })
    rows: SensitivityAxisInput,
    @CalculationPayloadArg() payload: unknown,
  ): Promise<SensitivityResult> {
    const axes = { columns: { ...columns }, rows: { ...rows } };
    const vessels = await ctx.services.calculator.sensitivity(
      requireActor(ctx.auth),
      readCalculation(input, payload),
      axes.columns,
      axes.rows,
    );
    return { ...axes, vessels, best: bestOfFleet(vessels) };
  }

  @Authorized('/calculator')
  @UseMiddleware(keepInputFromConversion)
  @Query(() => [VesselOptimalSpeed], {
    description:
      'Per fleet vessel, the ballast and laden speeds within its tables that maximise TCE for the order, laycan met, without and with a CII floor (C or better), beside the current speeds; the engine of calculate, nothing saved',
  })
  async optimalSpeeds(
    @Ctx() ctx: GraphQLContext,
    @CalculationInput({ description: 'The calculation payload whose speeds are searched.' + EITHER })
    input: CalculateInput | null | undefined,
    @Arg('fleetIds', () => [String], {
      nullable: true,
      description: 'Only these fleet entries (ids of the input), in fleet order; all when absent.',
    })
    fleetIds?: string[] | null,
    @CalculationPayloadArg() payload?: unknown,
  ): Promise<VesselOptimalSpeed[]> {
    return ctx.services.calculator.optimalSpeeds(requireActor(ctx.auth), readCalculation(input, payload), fleetIds);
  }

  @Authorized('/calculator')
  @Query(() => VesselResult, {
    description:
      "One vessel's full result (row table, explanations and all) of a run streamed by calculationStream, kept " +
      'for 10 minutes for the user who started it: the client streams light fields and reads the heavy ones ' +
      'of the vessel it shows. Another user or organization, an expired run or an unknown fleet id: NOT_FOUND.',
  })
  async calculationRunVessel(
    @Ctx() ctx: GraphQLContext,
    @Arg('runId', () => ID, { description: 'The runId of the calculationStream events.' }) runId: string,
    @Arg('fleetId', () => ID, { description: 'Id of the fleet entry whose result is read.' }) fleetId: string,
  ): Promise<VesselResult> {
    return toVesselResultGql(await ctx.services.runResults.vessel(requireActor(ctx.auth), runId, fleetId));
  }

  @Subscription(() => CalculationEvent, {
    name: CALCULATION_STREAM_FIELD,
    description:
      'Streams each vessel result as soon as it is computed (reference vessel first), then one COMPLETE event.',
    subscribe: openCalculationStream,
  })
  calculationStream(
    @Root() event: CalculationEvent,
    // Declared for the schema; read once by subscribe(). Each event carries a placeholder here.
    @Arg('input', () => CalculateInput, {
      nullable: true,
      description: 'The calculation payload; results stream per vessel as they are computed.' + EITHER,
    })
    _input: CalculateInput | null,
    @CalculationPayloadArg() _payload: unknown,
  ): CalculationEvent {
    return event;
  }
}
