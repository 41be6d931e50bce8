import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type {
  VesselResult as EngineVesselResult,
  VesselResultLight as EngineVesselResultLight,
} from '../../../shared/voyage/index.js';
import type { OperationType } from '../orders/order.enums.js';
import { CalcWarningLevel, RowResult, VesselResult } from './calculator.types.js';

/**
 * What the calculation operations answer around the vessels' results (calculator.types.ts): the whole
 * calculation, the stream's events, and the engine's result turned into the GraphQL shape.
 */

export enum CalculationEventKind {
  VESSEL = 'VESSEL',
  COMPLETE = 'COMPLETE',
}
registerEnumType(CalculationEventKind, {
  name: 'CalculationEventKind',
  description: 'Kind of a calculationStream event.',
  valuesConfig: {
    VESSEL: { description: "One fleet entry's result, as soon as it is computed." },
    COMPLETE: {
      description: 'The last event: every vessel is computed; carries the reference vessel and what was saved.',
    },
  },
});

@ObjectType({
  simpleResolvers: true,
  description: 'The results of a calculation: one per fleet entry, and the reference vessel.',
})
export class CalculationResult {
  @Field(() => [VesselResult], { description: 'One per fleet entry, in fleet order' }) results!: VesselResult[];
  @Field(() => ID, {
    nullable: true,
    description: 'Fleet id of the reference vessel the premiums are measured against; null when none.',
  })
  referenceFleetId!: string | null;
  @Field(() => Int, { nullable: true, description: 'The SavedResult stored by autoSave, if any' }) savedResultId!:
    number | null;
  @Field(() => ID, { nullable: true, description: 'The fleet entry that was saved' }) savedFleetId!: string | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'calculationStream: one VESSEL event per fleet entry as it is computed, then one COMPLETE',
})
export class CalculationEvent {
  @Field(() => CalculationEventKind, { description: 'VESSEL (one result) or COMPLETE (the last event).' })
  kind!: CalculationEventKind;
  @Field(() => VesselResult, { nullable: true, description: 'Set on VESSEL events' }) vessel!: VesselResult | null;
  @Field(() => Int, { description: 'VESSEL: 0-based position in the stream; COMPLETE: the number of vessels' })
  index!: number;
  @Field(() => Int, { description: 'Number of fleet entries the calculation prices.' }) total!: number;
  @Field(() => ID, { nullable: true, description: 'COMPLETE: fleet id of the reference vessel; null when none.' })
  referenceFleetId!: string | null;
  @Field(() => Int, { nullable: true, description: 'COMPLETE: the SavedResult stored by autoSave, if any' })
  savedResultId!: number | null;
  @Field(() => ID, { nullable: true, description: 'COMPLETE: the fleet entry that autoSave stored; null when none.' })
  savedFleetId!: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "calculationStream: the run's id on every event; for 10 minutes calculationRunVessel(runId, fleetId) " +
      "answers any of its vessels' full result (row table, explanations) to the user who started it. Null elsewhere.",
  })
  runId!: string | null;
}

/** The engine's result in the GraphQL shape: the row map as a list by index; NaN (invalid manual cargo Tx) as null. */
export function toVesselResultGql(r: EngineVesselResult | EngineVesselResultLight): VesselResult {
  // A light result (ADR 0032) has no row table and no explanation: it answers only selections without them.
  const map = r.portToPortOperationResultMap;
  const rows =
    map &&
    Object.values(map)
      .sort((a, b) => a.index - b.index)
      .map((row) =>
        Object.assign(new RowResult(), row, {
          operation: row.operation as OperationType,
          cargoTx: Number.isFinite(row.cargoTx) ? row.cargoTx : null,
        }),
      );
  // Instances of the result classes (the same fields as a spread, in the same order): type-graphql hands a
  // field resolver's root over as is only when it is already its class's instance, and copies it otherwise,
  // twice per field resolver (itineraryRows, explanation, a row's timeZone): ADR 0021, addendum 4.
  return Object.assign(new VesselResult(), r, {
    portToPortOperationResultMap: rows,
    warnings: r.warnings.map((w) => ({ ...w, level: w.level as CalcWarningLevel })),
  }) as VesselResult;
}
