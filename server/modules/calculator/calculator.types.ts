import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type {
  CalcWarning as EngineWarning,
  EmissionsResult as EngineEmissions,
  Explanation as EngineExplanation,
  GradeAmounts as EngineGradeAmounts,
  BallastLegSource as EngineBallastLegSource,
  LegSpeed as EngineLegSpeed,
  TableSpeed as EngineTableSpeed,
  ResultDetails as EngineDetails,
  RowResult as EngineRow,
  VesselResult as EngineVesselResult,
  UnroutedCode as EngineUnroutedCode,
} from '../../../shared/voyage/index.js';
import { OperationType } from '../orders/order.enums.js';

/**
 * The engine's results as GraphQL types (shared/voyage/result-types.ts, same field names). Units: USD,
 * USD/day, t, days, knots, nm, t CO2; instants ISO-8601. The only change of shape: the row map
 * `portToPortOperationResultMap` is a list ordered by row index (GraphQL has no maps).
 */

export enum CalcWarningLevel {
  ERROR = 'error',
  ALERT = 'alert',
}
registerEnumType(CalcWarningLevel, {
  name: 'CalcWarningLevel',
  description: 'error: the figure is unreliable; alert: worth a look',
});

export enum CalculationEventKind {
  VESSEL = 'VESSEL',
  COMPLETE = 'COMPLETE',
}
registerEnumType(CalculationEventKind, { name: 'CalculationEventKind' });

@ObjectType({ description: 'Tonnes (or USD/t, or t/day) per fuel grade: hs (0.5 %), ls (0.1 %), mgo' })
export class GradeAmounts implements EngineGradeAmounts {
  @Field(() => Float) hs!: number;
  @Field(() => Float) ls!: number;
  @Field(() => Float) mgo!: number;
}

@ObjectType({ description: "A row of the vessel's speed table as the engine reads it" })
export class TableSpeed implements EngineTableSpeed {
  @Field(() => Int, { description: '1-based row of the table (1..4)' }) row!: number;
  @Field(() => Float, { description: 'Knots' }) knots!: number;
  @Field(() => GradeAmounts, { description: 'Consumption at that speed, t/day (before the bunker factor)' })
  consumption!: GradeAmounts;
}

@ObjectType({ description: "The vessel's selected speed per condition: what a leg with no speed of its own runs at" })
export class SelectedSpeeds {
  @Field(() => TableSpeed, { nullable: true, description: 'null: the table has no speed' }) ballast!: TableSpeed | null;
  @Field(() => TableSpeed, { nullable: true }) laden!: TableSpeed | null;
}

@ObjectType({ description: 'The speed a sea leg ran at and the consumption the engine read for it' })
export class LegSpeed implements EngineLegSpeed {
  // A string, as the REST answer has it (like `governing` and the CII `rating`): both APIs answer alike.
  @Field(() => String, { description: "The vessel's speed table the leg reads: ballast or laden" })
  condition!: 'ballast' | 'laden';
  @Field(() => Int, {
    nullable: true,
    description:
      '1-based row of the table the speed came from; null when the itinerary row gave its own speed, or the table has none',
  })
  tableRow!: number | null;
  @Field(() => Float, { description: 'Nominal speed outside the ECA, knots (before speed reduce and factor)' })
  knots!: number;
  @Field(() => GradeAmounts, { description: 'Consumption at knots, t/day (before the bunker factor)' })
  consumption!: GradeAmounts;
  @Field(() => Float, { description: 'Nominal speed inside the ECA, knots' }) knotsEca!: number;
  @Field(() => GradeAmounts) consumptionEca!: GradeAmounts;
}

@ObjectType({ description: 'One itinerary row for one vessel: the sea leg arriving at it and the stay there' })
export class RowResult implements Omit<EngineRow, 'operation' | 'cargoTx' | 'legSpeed'> {
  @Field(() => Int) index!: number;
  @Field(() => ID) rowId!: string;
  @Field(() => OperationType) operation!: OperationType;
  @Field() port!: string;
  @Field(() => GraphQLISODateTime) arrivalTime!: string;
  @Field(() => GraphQLISODateTime) departureTime!: string;
  @Field(() => Float) distNormal!: number;
  @Field(() => Float) distEca!: number;
  @Field(() => Float, { description: 'Effective speed after margins, knots' }) speedNormal!: number;
  @Field(() => Float) speedEca!: number;
  @Field(() => LegSpeed, { nullable: true, description: 'The speed of the leg arriving here; null on Commence' })
  legSpeed!: LegSpeed | null;
  @Field(() => Float) seaDaysNormal!: number;
  @Field(() => Float) seaDaysEca!: number;
  @Field(() => Float) seaDays!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Cargo handled here, t; null when a manual value is not a number',
  })
  cargoTx!: number | null;
  @Field(() => Float) workingDays!: number;
  @Field(() => Float) waitingDays!: number;
  @Field(() => Float) idleDays!: number;
  @Field(() => Float) portDays!: number;
  @Field(() => GradeAmounts) seaFuel!: GradeAmounts;
  @Field(() => GradeAmounts) portFuel!: GradeAmounts;
  @Field(() => GradeAmounts, {
    description: "Bunkers on board for the charterer's account on arrival (before this row's supply), t",
  })
  bunkersOnArrival!: GradeAmounts;
  @Field(() => GradeAmounts, { description: 'Bunkers on board on departure, t' }) bunkersOnDeparture!: GradeAmounts;
  @Field(() => Float) co2!: number;
  @Field() onHire!: boolean;
}

@ObjectType()
export class CalcWarning implements Omit<EngineWarning, 'level'> {
  @Field(() => Int, { description: '1-based position in the list' }) no!: number;
  @Field(() => CalcWarningLevel) level!: CalcWarningLevel;
  @Field() message!: string;
}

@ObjectType({ description: 'The Result Details columns: USD, t, days; stowage in percent' })
export class ResultDetails implements EngineDetails {
  @Field(() => Float) frtCost!: number;
  @Field(() => Float) profitPmt!: number;
  @Field(() => Float) profitNet!: number;
  @Field(() => Float) netFrtRevenue!: number;
  @Field(() => Float) hireExp!: number;
  @Field(() => Float) fuelExpenses!: number;
  @Field(() => Float) others!: number;
  @Field(() => Float) hsQty!: number;
  @Field(() => Float) lsQty!: number;
  @Field(() => Float) mgoQty!: number;
  @Field(() => Float) voyDuration!: number;
  @Field(() => Float, { description: 'Sum of the port stays, days; laycan waiting excluded' }) portStay!: number;
  @Field(() => Float, { description: 'Laycan waiting at the first load port, days (part of voyDuration)' })
  waiting!: number;
  @Field(() => Float) stowage!: number;
  @Field(() => Float) fuelSettleProfit!: number;
}

@ObjectType({ description: 'Indicative CII of the voyage' })
export class CiiResult implements NonNullable<EngineEmissions['cii']> {
  @Field(() => Float, { description: 'g CO2 per dwt-nm' }) aer!: number;
  @Field(() => Float) required!: number;
  @Field(() => String, { description: 'A to E' }) rating!: 'A' | 'B' | 'C' | 'D' | 'E';
  @Field(() => Int) year!: number;
}

@ObjectType()
export class EmissionsResult implements EngineEmissions {
  @Field(() => Float, { description: 't CO2, whole voyage' }) co2!: number;
  @Field(() => Float, { description: 'EUAs to surrender (t CO2 after shares and phase-in)' }) etsAllowances!: number;
  @Field(() => Float) etsCostUsd!: number;
  @Field(() => CiiResult, { nullable: true }) cii!: CiiResult | null;
}

@ObjectType()
export class ExplainTcEq implements Readonly<EngineExplanation['tcEq']> {
  @Field(() => Float) voyageResult!: number;
  @Field(() => Float) onHireDays!: number;
  @Field(() => Float) tcAdcom!: number;
  @Field(() => Float) tceNet!: number;
}

@ObjectType()
export class ExplainFrtCost implements Readonly<EngineExplanation['frtCost']> {
  @Field(() => Float) hireExp!: number;
  @Field(() => Float) fuelExpenses!: number;
  @Field(() => Float) fuelSettleProfit!: number;
  @Field(() => Float) others!: number;
  @Field(() => Float) etsCost!: number;
  @Field(() => Float) miscRevenue!: number;
  @Field(() => Float) netCargoTonnes!: number;
}

@ObjectType()
export class ExplainProfitNet implements Readonly<EngineExplanation['profitNet']> {
  @Field(() => Float) netFrtRevenue!: number;
  @Field(() => Float) miscRevenue!: number;
  @Field(() => Float) fuelExpenses!: number;
  @Field(() => Float) fuelSettleProfit!: number;
  @Field(() => Float) others!: number;
  @Field(() => Float) etsCost!: number;
  @Field(() => Float) hireExp!: number;
  @Field(() => Float) gbbNet!: number;
}

@ObjectType({ description: 'Each limit on the lift, t; null where nothing limits' })
export class LoadabilityLimits implements Readonly<EngineExplanation['loadability']['limits']> {
  @Field(() => Float, { nullable: true }) weightDeparture!: number | null;
  @Field(() => Float, { nullable: true }) weightArrival!: number | null;
  @Field(() => Float, { nullable: true }) cubic!: number | null;
  @Field(() => Float, { nullable: true }) order!: number | null;
}

@ObjectType()
export class ExplainLoadability implements Omit<EngineExplanation['loadability'], 'governing'> {
  @Field(() => String, {
    description:
      "The limit that gives the loadability: weightDeparture, weightArrival or cubic ('order' only in results saved before this rule)",
  })
  governing!: string;
  @Field(() => LoadabilityLimits) limits!: LoadabilityLimits;
  @Field(() => Float) bunkersOnBoardDeparture!: number;
  @Field(() => Float) bunkersOnBoardArrival!: number;
  @Field(() => Float) constants!: number;
  @Field(() => Float) freshWater!: number;
  @Field(() => Float) maxDwtDeparture!: number;
  @Field(() => Float, { nullable: true }) maxDwtArrival!: number | null;
  @Field(() => Float, { description: 'm3/t' }) stowFactor!: number;
  @Field(() => Float, { description: 'm3' }) capacity!: number;
}

@ObjectType()
export class ExplainPremiums implements Readonly<EngineExplanation['premiums']> {
  @Field(() => ID, { nullable: true }) referenceFleetId!: string | null;
  @Field(() => Float, { nullable: true }) tcEqReferenceAtReference!: number | null;
  @Field(() => Float, { nullable: true }) tcEqAtReferencePosition!: number | null;
  @Field(() => Float) tcEqOwn!: number;
}

@ObjectType()
export class ExplainRevenueLine implements Readonly<EngineExplanation['revenue'][number]> {
  @Field(() => ID) rowId!: string;
  @Field(() => Float) cargoQty!: number;
  @Field(() => Float) freight!: number;
  @Field(() => Float) gross!: number;
  @Field(() => Float) ttlComm!: number;
  @Field(() => Float) net!: number;
}

@ObjectType()
export class ExplainHireTier implements Readonly<EngineExplanation['hire'][number]> {
  @Field(() => Float) hireRate!: number;
  @Field(() => Float) days!: number;
  @Field(() => Float) cost!: number;
}

@ObjectType()
export class ExplainFuelGrade implements Readonly<EngineExplanation['fuel']['hs']> {
  @Field(() => Float) consumed!: number;
  @Field(() => Float) priceSettlement!: number;
  @Field(() => Float) bod!: number;
  @Field(() => Float) bor!: number;
  @Field(() => Float) shortfall!: number;
}

@ObjectType()
export class ExplainFuel implements Readonly<EngineExplanation['fuel']> {
  @Field(() => ExplainFuelGrade) hs!: ExplainFuelGrade;
  @Field(() => ExplainFuelGrade) ls!: ExplainFuelGrade;
  @Field(() => ExplainFuelGrade) mgo!: ExplainFuelGrade;
}

@ObjectType({ description: 'The terms behind each headline figure' })
export class Explanation implements Omit<EngineExplanation, 'loadability'> {
  @Field(() => ExplainTcEq) tcEq!: ExplainTcEq;
  @Field(() => ExplainFrtCost) frtCost!: ExplainFrtCost;
  @Field(() => ExplainProfitNet) profitNet!: ExplainProfitNet;
  @Field(() => ExplainLoadability) loadability!: ExplainLoadability;
  @Field(() => ExplainPremiums) premiums!: ExplainPremiums;
  @Field(() => [ExplainRevenueLine]) revenue!: ExplainRevenueLine[];
  @Field(() => [ExplainHireTier]) hire!: ExplainHireTier[];
  @Field(() => ExplainFuel) fuel!: ExplainFuel;
}

@ObjectType({
  description:
    "A ballast leg that could not be routed: which end, its port, why, and the order's first-row distances used in its place (nm; 0 and 0: the figures leave the ballast leg out)",
})
export class UnroutedBallastLeg implements NonNullable<EngineVesselResult['ballastLegUnrouted']> {
  @Field({ description: "The port (or the position as 'lat, lng') that could not be placed or reached" }) port!: string;
  @Field(() => String, {
    description: "open: the vessel's open port or position; first: the first port after Commence",
  })
  end!: 'open' | 'first';
  @Field(() => String, { description: 'OFF_NETWORK, UNREACHABLE, BAD_POINT or UNKNOWN_PORT' })
  code!: EngineUnroutedCode;
  @Field() reason!: string;
  @Field(() => Float, { description: 'nm' }) distNormal!: number;
  @Field(() => Float, { description: 'nm' }) distEca!: number;
}

@ObjectType({ description: "One fleet entry's voyage economics (USD, USD/day, t, days)" })
export class VesselResult implements Omit<
  EngineVesselResult,
  'portToPortOperationResultMap' | 'warnings' | 'explain' | 'details' | 'emissions'
> {
  @Field(() => ID) fleetId!: string;
  @Field() vesselName!: string;
  @Field(() => Float, { description: 'Gross time-charter equivalent, USD/day' }) tcEq!: number;
  @Field(() => Float, { description: 'Break-even freight, USD/t' }) frtCost!: number;
  @Field(() => Float, { description: 'Voyage result before hire, USD' }) profit!: number;
  @Field(() => Float, { description: 'After hire (and GBB), USD' }) profitNet!: number;
  @Field(() => Float) profitPerDay!: number;
  @Field(() => Float, { nullable: true, description: 'Net daily result of the GBB offer; null without one' })
  profitPerDayGBB!: number | null;
  @Field(() => Float, { description: 't' }) loadability!: number;
  @Field(() => Float, { description: 't' }) cargoCarried!: number;
  @Field(() => Float, { nullable: true, description: 'USD/day against the reference vessel; null without one' })
  vesselPremium!: number | null;
  @Field(() => Float, { nullable: true }) positionPremium!: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'ETA at the first load port' }) eta!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) arrivalLoadPort!: string | null;
  @Field() canMakeLaycan!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      "Where the ballast leg came from: entry (the fleet entry's distances), routed (routed at sea by the server) or order (the first row's distances); null when the calculation input does not say",
  })
  ballastLegSource!: EngineBallastLegSource | null;
  @Field(() => UnroutedBallastLeg, {
    nullable: true,
    description: 'Set when the ballast leg could not be routed (never replaced silently); null otherwise',
  })
  ballastLegUnrouted!: UnroutedBallastLeg | null;
  @Field(() => Float) onHireDays!: number;
  @Field(() => Float) voyageDays!: number;
  @Field(() => ResultDetails) details!: ResultDetails;
  @Field(() => GradeAmounts, { description: 'All fuel burnt on the voyage, t' }) fuelByGrade!: GradeAmounts;
  @Field(() => SelectedSpeeds) selectedSpeeds!: SelectedSpeeds;
  @Field(() => EmissionsResult) emissions!: EmissionsResult;
  @Field(() => [RowResult], { description: 'Every itinerary row in order (the legacy map keyed by row index)' })
  portToPortOperationResultMap!: RowResult[];
  @Field(() => [CalcWarning]) warnings!: CalcWarning[];
  @Field(() => Explanation) explain!: Explanation;
}

@ObjectType()
export class CalculationResult {
  @Field(() => [VesselResult], { description: 'One per fleet entry, in fleet order' }) results!: VesselResult[];
  @Field(() => ID, { nullable: true }) referenceFleetId!: string | null;
  @Field(() => Int, { nullable: true, description: 'The SavedResult stored by autoSave, if any' }) savedResultId!:
    number | null;
  @Field(() => ID, { nullable: true, description: 'The fleet entry that was saved' }) savedFleetId!: string | null;
}

@ObjectType({ description: 'calculationStream: one VESSEL event per fleet entry as it is computed, then one COMPLETE' })
export class CalculationEvent {
  @Field(() => CalculationEventKind) kind!: CalculationEventKind;
  @Field(() => VesselResult, { nullable: true, description: 'Set on VESSEL events' }) vessel!: VesselResult | null;
  @Field(() => Int, { description: 'VESSEL: 0-based position in the stream; COMPLETE: the number of vessels' })
  index!: number;
  @Field(() => Int) total!: number;
  @Field(() => ID, { nullable: true }) referenceFleetId!: string | null;
  @Field(() => Int, { nullable: true, description: 'COMPLETE: the SavedResult stored by autoSave, if any' })
  savedResultId!: number | null;
  @Field(() => ID, { nullable: true }) savedFleetId!: string | null;
}

/** The engine's result in the GraphQL shape: the row map as a list by index; NaN (invalid manual cargo Tx) as null. */
export function toVesselResultGql(r: EngineVesselResult): VesselResult {
  const rows = Object.values(r.portToPortOperationResultMap)
    .sort((a, b) => a.index - b.index)
    .map((row) => ({
      ...row,
      operation: row.operation as OperationType,
      cargoTx: Number.isFinite(row.cargoTx) ? row.cargoTx : null,
    }));
  return {
    ...r,
    portToPortOperationResultMap: rows,
    warnings: r.warnings.map((w) => ({ ...w, level: w.level as CalcWarningLevel })),
  };
}
