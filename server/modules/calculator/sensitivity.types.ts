import { Field, Float, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { SensitivityAxisKind } from '../../../shared/voyage/sensitivity-grid.js';

export enum SensitivityAxisKindGql {
  FREIGHT = 'freight',
  BUNKER = 'bunker',
  EUA = 'eua',
}
registerEnumType(SensitivityAxisKindGql, {
  name: 'SensitivityAxisKind',
  description: 'A market input a sensitivity grid moves',
  valuesConfig: {
    FREIGHT: { description: 'USD/t added to the freight rate of every Loading row' },
    BUNKER: {
      description: 'Percent added to every bunker price (price sets, supplies, delivery/redelivery/settlement)',
    },
    EUA: { description: 'EUR/t added to the EUA price' },
  },
});

@InputType({ description: 'One axis of a sensitivity grid: what it moves and by how much at each step' })
export class SensitivityAxisInput {
  @Field(() => SensitivityAxisKindGql, { description: 'The input varied along the axis.' }) kind!: SensitivityAxisKind;
  @Field(() => [Float], {
    description: 'The shifts, 2 to 41 of them, in the unit of the kind; 0 is the estimate as it is',
  })
  values!: number[];
}

@ObjectType({ description: 'One axis of a sensitivity grid, as priced' })
export class SensitivityAxis {
  @Field(() => SensitivityAxisKindGql, { description: 'The input varied along the axis.' }) kind!: SensitivityAxisKind;
  @Field(() => [Float], { description: 'The shifts, in the unit of the kind' }) values!: number[];
}

@ObjectType({ description: "One fleet vessel's TCE and profit over the grid" })
export class VesselSensitivity {
  @Field({ description: 'The fleet entry (its id in the calculation input)' }) fleetId!: string;
  @Field(() => [[Float]], { description: 'tcEq[row][column], USD/day' }) tcEq!: number[][];
  @Field(() => [[Float]], { description: 'profit[row][column] (net of hire), USD' }) profit!: number[][];
  @Field(() => [Float], {
    nullable: 'itemsAndList',
    description:
      'The freight shift (USD/t) at which profit is 0, per column when the rows move freight, per row when the columns do; null where freight does not move profit (a lumpsum) or no axis is freight',
  })
  breakEvenFreight!: (number | null)[] | null;
  @Field({
    description:
      "'affine': the grid's plane from the engine at three corners, checked at the fourth and the centre; 'direct': every cell priced by the engine",
  })
  method!: string;
}

@ObjectType({ description: 'The best vessel of the fleet in each cell of a sensitivity grid (highest tcEq)' })
export class BestOfFleet {
  @Field(() => [[Float]], { description: 'tcEq[row][column] of the best vessel, USD/day' }) tcEq!: number[][];
  @Field(() => [[String]], { description: 'fleetId[row][column] of the best vessel' }) fleetId!: string[][];
}

@ObjectType({
  description: 'TCE and profit of the fleet over two market inputs (issue #21), from the engine of `calculate`',
})
export class SensitivityResult {
  @Field(() => SensitivityAxis, { description: 'The axis across the columns, with its values.' })
  columns!: SensitivityAxis;
  @Field(() => SensitivityAxis, { description: 'The axis down the rows, with its values.' }) rows!: SensitivityAxis;
  @Field(() => [VesselSensitivity], { description: 'Per fleet vessel, in fleet order' }) vessels!: VesselSensitivity[];
  @Field(() => BestOfFleet, { description: 'The best vessel of the fleet in each cell.' }) best!: BestOfFleet;
}
