import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { CiiLetter } from '../../../shared/voyage/optimal-speed.js';

@ObjectType({ description: "One vessel's voyage at one pair of speeds, priced by the engine of `calculate`" })
export class OptimalSpeedPoint {
  @Field(() => Float, {
    nullable: true,
    description: 'Knots of every ballast sea leg; null when the voyage has no ballast leg',
  })
  ballastKnots!: number | null;
  @Field(() => Float, { nullable: true, description: 'Knots of every laden sea leg; null when the voyage has none' })
  ladenKnots!: number | null;
  @Field(() => Float, { description: 'TCE at these speeds, USD/day (the fleet table’s TCE)' }) tcEq!: number;
  @Field(() => Float, { description: 'Profit net of hire at these speeds, USD' }) profitNet!: number;
  @Field({ description: 'Arrival at the first load port not after the laycan end' }) canMakeLaycan!: boolean;
  @Field(() => String, { nullable: true, description: 'CII rating A to E; null when the voyage sails no distance' })
  cii!: CiiLetter | null;
}

@ObjectType({ description: 'The best speeds under one set of constraints, or why there are none' })
export class OptimalSpeedOptimum {
  @Field(() => OptimalSpeedPoint, { nullable: true, description: 'The best pair of speeds; null when none qualifies' })
  point!: OptimalSpeedPoint | null;
  @Field(() => Float, {
    nullable: true,
    description: 'TCE gained over the current speeds, USD/day; null with no point',
  })
  gainPerDay!: number | null;
  @Field(() => String, { nullable: true, description: 'Why no pair of speeds qualifies; null when there is a point' })
  reason!: string | null;
}

@ObjectType({
  description:
    'The ballast and laden speeds of one vessel that maximise TCE for the order (issue #21), laycan met, without and with a CII floor',
})
export class VesselOptimalSpeed {
  @Field({ description: 'The fleet entry (its id in the calculation input)' }) fleetId!: string;
  @Field(() => OptimalSpeedPoint, {
    description: 'The voyage as entered (the fleet table’s figures); knots of the first leg of each condition',
  })
  current!: OptimalSpeedPoint;
  @Field(() => [Float], { description: 'Ballast speeds tried: the table range in 0.1 kn steps, knots' })
  ballastSpeeds!: number[];
  @Field(() => [Float], { description: 'Laden speeds tried: the table range in 0.1 kn steps, knots' })
  ladenSpeeds!: number[];
  @Field(() => Int, { description: 'Engine runs made (pairs whose ballast speed misses the laycan are skipped)' })
  evaluated!: number;
  @Field(() => OptimalSpeedOptimum, { description: 'The best speeds with the laycan met' })
  unconstrained!: OptimalSpeedOptimum;
  @Field(() => OptimalSpeedOptimum, {
    description: 'The best speeds with the laycan met and a CII rating of C or better',
  })
  ciiFloor!: OptimalSpeedOptimum;
}
