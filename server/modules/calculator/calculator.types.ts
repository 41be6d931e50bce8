import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type {
  CalcWarning as EngineWarning,
  EmissionsResult as EngineEmissions,
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
import { Explanation } from './calculator-explain.types.js';

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
  valuesConfig: {
    ERROR: { description: 'The figure is unreliable (e.g. stowage above 98 %, no speed in the table).' },
    ALERT: { description: 'The figure stands but is worth a look (e.g. the laycan cannot be made).' },
  },
});

@ObjectType({
  simpleResolvers: true,
  description: 'Tonnes (or USD/t, or t/day) per fuel grade: hs (0.5 %), ls (0.1 %), mgo',
})
export class GradeAmounts implements EngineGradeAmounts {
  @Field(() => Float, { description: 'High-sulphur fuel (HS).' }) hs!: number;
  @Field(() => Float, { description: 'Low-sulphur fuel (LS).' }) ls!: number;
  @Field(() => Float, { description: 'Marine gas oil (MGO).' }) mgo!: number;
}

@ObjectType({ simpleResolvers: true, description: "A row of the vessel's speed table as the engine reads it" })
export class TableSpeed implements EngineTableSpeed {
  @Field(() => Int, { description: '1-based row of the table (1..4)' }) row!: number;
  @Field(() => Float, { description: 'Knots' }) knots!: number;
  @Field(() => GradeAmounts, { description: 'Consumption at that speed, t/day (before the bunker factor)' })
  consumption!: GradeAmounts;
}

@ObjectType({
  simpleResolvers: true,
  description: "The vessel's selected speed per condition: what a leg with no speed of its own runs at",
})
export class SelectedSpeeds {
  @Field(() => TableSpeed, { nullable: true, description: 'null: the table has no speed' }) ballast!: TableSpeed | null;
  @Field(() => TableSpeed, {
    nullable: true,
    description: 'The ticked laden speed row (or the first with a speed); null when the table has none.',
  })
  laden!: TableSpeed | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'The speed a sea leg ran at and the consumption the engine read for it',
})
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
  @Field(() => GradeAmounts, { description: 'Consumption at knotsEca, t/day per grade (before the bunker factor).' })
  consumptionEca!: GradeAmounts;
}

@ObjectType({
  simpleResolvers: true,
  description: 'One itinerary row for one vessel: the sea leg arriving at it and the stay there',
})
export class RowResult implements Omit<EngineRow, 'operation' | 'cargoTx' | 'legSpeed'> {
  @Field(() => Int, { description: 'Position of the row in the itinerary, from 0 (Commence).' }) index!: number;
  @Field(() => ID, { description: 'Id of the port operation (cargo row) this result is for.' }) rowId!: string;
  @Field(() => OperationType, { description: 'Operation type of the row.' }) operation!: OperationType;
  @Field({ description: 'Port of the row.' }) port!: string;
  @Field(() => GraphQLISODateTime, {
    description: 'Arrival at the row, UTC (cumulative from the open date; the open date itself on Commence).',
  })
  arrivalTime!: string;
  @Field(() => GraphQLISODateTime, { description: 'Departure from the row, UTC: arrival + waiting + port days.' })
  departureTime!: string;
  @Field(() => Float, { description: 'Distance of the leg arriving at the row outside ECA, nm (0 on Commence).' })
  distNormal!: number;
  @Field(() => Float, { description: 'Distance of the leg arriving at the row inside ECA, nm (0 on Commence).' })
  distEca!: number;
  @Field(() => Float, { description: 'Effective speed after margins, knots' }) speedNormal!: number;
  @Field(() => Float, {
    description: 'Effective speed inside ECA on the leg, knots, after speed reduce and speed factor.',
  })
  speedEca!: number;
  @Field(() => LegSpeed, { nullable: true, description: 'The speed of the leg arriving here; null on Commence' })
  legSpeed!: LegSpeed | null;
  @Field(() => Float, {
    description: 'Days at sea outside ECA on the leg arriving at the row: distNormal / speedNormal / 24.',
  })
  seaDaysNormal!: number;
  @Field(() => Float, {
    description: 'Days at sea inside ECA on the leg arriving at the row: distEca / speedEca / 24.',
  })
  seaDaysEca!: number;
  @Field(() => Float, { description: 'Days at sea on the leg arriving at the row: seaDaysNormal + seaDaysEca.' })
  seaDays!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Cargo handled here, t; null when a manual value is not a number',
  })
  cargoTx!: number | null;
  @Field(() => Float, {
    description:
      'Cargo working days at the row: cargoTx / rate (before the terms factor), at loading or discharging consumption.',
  })
  workingDays!: number;
  @Field(() => Float, {
    description: 'Laycan waiting at the row, days (first load port only, D12), at idle consumption.',
  })
  waitingDays!: number;
  @Field(() => Float, {
    description:
      'Idle port days: port days - working days (turn time, extra days, terms-excluded time), at idle consumption.',
  })
  idleDays!: number;
  @Field(() => Float, {
    description:
      'Port stay of the row, days: working days x factor + turn time + extra days (laycan waiting not included).',
  })
  portDays!: number;
  @Field(() => GradeAmounts, {
    description: 'Fuel burnt on the leg arriving at the row, tonnes per grade (after the bunker margin).',
  })
  seaFuel!: GradeAmounts;
  @Field(() => GradeAmounts, {
    description:
      'Fuel burnt at the port, tonnes per grade (working days at loading/discharging, the rest at idle consumption).',
  })
  portFuel!: GradeAmounts;
  @Field(() => GradeAmounts, {
    description: "Bunkers on board for the charterer's account on arrival (before this row's supply), t",
  })
  bunkersOnArrival!: GradeAmounts;
  @Field(() => GradeAmounts, { description: 'Bunkers on board on departure, t' }) bunkersOnDeparture!: GradeAmounts;
  @Field(() => Float, { description: 'CO2 emitted on the leg and at the port, tonnes.' }) co2!: number;
  @Field({ description: "Whether the row falls in the on-hire period (its fuel is for the charterer's account)." })
  onHire!: boolean;
}

@ObjectType({ simpleResolvers: true, description: "An error or alert about a vessel's figures." })
export class CalcWarning implements Omit<EngineWarning, 'level'> {
  @Field(() => Int, { description: '1-based position in the list' }) no!: number;
  @Field(() => CalcWarningLevel, { description: 'How serious the warning is.' }) level!: CalcWarningLevel;
  @Field({ description: 'The warning as shown in the Warnings list.' }) message!: string;
}

@ObjectType({ simpleResolvers: true, description: 'The Result Details columns: USD, t, days; stowage in percent' })
export class ResultDetails implements EngineDetails {
  @Field(() => Float, {
    description:
      'Break-even freight, USD/t: (hire + fuel - fuel settle profit + others [+ ETS] - misc revenue) / net cargo tonnes.',
  })
  frtCost!: number;
  @Field(() => Float, { description: 'Profit per metric tonne, USD/t: profitNet / cargo tonnes.' }) profitPmt!: number;
  @Field(() => Float, {
    description: 'Profit after hire, USD: voyage result - hire expense (- net GBB in the GBB offer).',
  })
  profitNet!: number;
  @Field(() => Float, { description: 'Net freight revenue, USD: gross freight less commissions (ttlComm).' })
  netFrtRevenue!: number;
  @Field(() => Float, {
    description: 'Hire expense, USD: hire x on-hire days (per split-hire tier) x (1 - tcAdcom/100).',
  })
  hireExp!: number;
  @Field(() => Float, {
    description: "Fuel expenses for the charterer's account, USD, priced by the order's fuel calculation method.",
  })
  fuelExpenses!: number;
  @Field(() => Float, {
    description:
      "Other expenses, USD: port expenses + cve + insurance + hire survey + canal + additional premium + ILOHC + manoeuvring + misc + the entry's extra expense.",
  })
  others!: number;
  @Field(() => Float, { description: 'High-sulphur fuel (HS) consumed on the voyage, tonnes.' }) hsQty!: number;
  @Field(() => Float, { description: 'Low-sulphur fuel (LS) consumed on the voyage, tonnes.' }) lsQty!: number;
  @Field(() => Float, { description: 'Marine gas oil (MGO) consumed on the voyage, tonnes.' }) mgoQty!: number;
  @Field(() => Float, {
    description: 'Voyage duration, days: commence to the end of the last row, laycan waiting included.',
  })
  voyDuration!: number;
  @Field(() => Float, { description: 'Sum of the port stays, days; laycan waiting excluded' }) portStay!: number;
  @Field(() => Float, { description: 'Laycan waiting at the first load port, days (part of voyDuration)' })
  waiting!: number;
  @Field(() => Float, {
    description:
      'Stowage, percent of the hold capacity the cargo fills: sum cargo x stowage factor / capacity x 100 (above 98 is an error).',
  })
  stowage!: number;
  @Field(() => Float, {
    description:
      'Fuel settlement profit, USD: bunkers on redelivery at the redelivery price less their inventory cost.',
  })
  fuelSettleProfit!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Indicative CII of the voyage' })
export class CiiResult implements NonNullable<EngineEmissions['cii']> {
  @Field(() => Float, { description: 'g CO2 per dwt-nm' }) aer!: number;
  @Field(() => Float, { description: "Required AER for the vessel's size and the year, g CO2 per dwt-nm." })
  required!: number;
  @Field(() => String, { description: 'A to E' }) rating!: 'A' | 'B' | 'C' | 'D' | 'E';
  @Field(() => Int, { description: 'Year the rating is for.' }) year!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Emissions of the voyage: CO2, EU ETS allowances and cost, CII.' })
export class EmissionsResult implements EngineEmissions {
  @Field(() => Float, { description: 't CO2, whole voyage' }) co2!: number;
  @Field(() => Float, { description: 'EUAs to surrender (t CO2 after shares and phase-in)' }) etsAllowances!: number;
  @Field(() => Float, { description: 'EU ETS cost, USD: allowances x EUA price x EUR/USD.' }) etsCostUsd!: number;
  @Field(() => CiiResult, {
    nullable: true,
    description: 'Carbon Intensity Indicator of the voyage; null when it cannot be computed.',
  })
  cii!: CiiResult | null;
}

@ObjectType({
  simpleResolvers: true,
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
  @Field({ description: 'Why it could not be routed.' }) reason!: string;
  @Field(() => Float, { description: 'nm' }) distNormal!: number;
  @Field(() => Float, { description: 'nm' }) distEca!: number;
}

@ObjectType({ simpleResolvers: true, description: "One fleet entry's voyage economics (USD, USD/day, t, days)" })
export class VesselResult implements Omit<
  EngineVesselResult,
  'portToPortOperationResultMap' | 'warnings' | 'explain' | 'details' | 'emissions'
> {
  @Field(() => ID, { description: 'Id of the fleet entry this result is for.' }) fleetId!: string;
  @Field({ description: 'Name of the vessel.' }) vesselName!: string;
  @Field(() => Float, { description: 'Gross time-charter equivalent, USD/day' }) tcEq!: number;
  @Field(() => Float, { description: 'Break-even freight, USD/t' }) frtCost!: number;
  @Field(() => Float, { description: 'Voyage result before hire, USD' }) profit!: number;
  @Field(() => Float, { description: 'After hire (and GBB), USD' }) profitNet!: number;
  @Field(() => Float, { description: 'Profit Net per on-hire day, USD/day.' }) profitPerDay!: number;
  @Field(() => Float, { nullable: true, description: 'Net daily result of the GBB offer; null without one' })
  profitPerDayGBB!: number | null;
  @Field(() => Float, { description: 't' }) loadability!: number;
  @Field(() => Float, { description: 't' }) cargoCarried!: number;
  @Field(() => Float, { nullable: true, description: 'USD/day against the reference vessel; null without one' })
  vesselPremium!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Value of this vessel's own open port and date, USD/day: TCE from its position - TCE from the reference position; null without a reference vessel.",
  })
  positionPremium!: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'ETA at the first load port' }) eta!: string | null;
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'ETA at the first load port, UTC (same instant as eta); null without a Loading row.',
  })
  arrivalLoadPort!: string | null;
  @Field({
    description:
      'Whether the vessel reaches the first load port by the laycan end (the figures are computed either way).',
  })
  canMakeLaycan!: boolean;
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
  @Field(() => Float, {
    description: 'On-hire days: on-hire start (open date for DLOSP, load port arrival for AFSPS) to redelivery.',
  })
  onHireDays!: number;
  @Field(() => Float, { description: 'Voyage days: commence to the end of the last row.' }) voyageDays!: number;
  @Field(() => ResultDetails, { description: 'The Result Details columns.' }) details!: ResultDetails;
  @Field(() => GradeAmounts, { description: 'All fuel burnt on the voyage, t' }) fuelByGrade!: GradeAmounts;
  @Field(() => SelectedSpeeds, { description: 'The speed rows a leg without its own speed runs at.' })
  selectedSpeeds!: SelectedSpeeds;
  @Field(() => EmissionsResult, { description: 'CO2, EU ETS and CII figures of the voyage.' })
  emissions!: EmissionsResult;
  @Field(() => [RowResult], {
    description: 'Every itinerary row in order (the legacy map keyed by row index)',
    deprecationReason:
      'Use itineraryRows: the same rows, fields and values, each row one ItineraryRow value (one value to ' +
      'complete instead of about 50 fields; ADR 0021). Kept for existing clients.',
  })
  portToPortOperationResultMap!: RowResult[];
  @Field(() => [CalcWarning], { description: "Errors and alerts about this vessel's figures, numbered." })
  warnings!: CalcWarning[];
  @Field(() => Explanation, {
    description: 'The terms behind the headline figures, to show how they were computed.',
    deprecationReason:
      'Use explanation: the same terms, fields and values as one ExplanationValue (one value to complete ' +
      'instead of about 80 fields; ADR 0021). Kept for existing clients.',
  })
  explain!: Explanation;
}
