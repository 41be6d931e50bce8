import { Field, Float, ID, ObjectType } from 'type-graphql';
import type { Explanation as EngineExplanation } from '../../../shared/voyage/index.js';
import { ExplainCanalDues } from './route-alternatives/canal-dues.types.js';

/**
 * The terms behind a vessel's headline figures (Explain dialogs: TCE, Frt Cost, Profit Net, loadability,
 * premiums, revenue, hire, fuel) as GraphQL types, the engine's Explanation field for field (calculator.types.ts
 * holds the rest of the result).
 */

@ObjectType({
  simpleResolvers: true,
  description: 'Terms of the TCE: voyage result over on-hire days, grossed up by tcAdcom.',
})
export class ExplainTcEq implements Readonly<EngineExplanation['tcEq']> {
  @Field(() => Float, {
    description:
      'Voyage result, USD: net freight revenue + misc revenue - fuel expenses + fuel settle profit - others [- ETS].',
  })
  voyageResult!: number;
  @Field(() => Float, { description: 'On-hire days the result is divided by.' }) onHireDays!: number;
  @Field(() => Float, { description: 'Address commission on hire, percent, grossing up the net TCE.' })
  tcAdcom!: number;
  @Field(() => Float, {
    description: 'Net time-charter equivalent, USD/day: voyageResult / onHireDays (tcEq = tceNet / (1 - tcAdcom/100)).',
  })
  tceNet!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Terms of the break-even freight (Frt Cost), USD.' })
export class ExplainFrtCost implements Readonly<EngineExplanation['frtCost']> {
  @Field(() => Float, { description: 'Hire expense, USD.' }) hireExp!: number;
  @Field(() => Float, { description: 'Fuel expenses, USD.' }) fuelExpenses!: number;
  @Field(() => Float, { description: 'Fuel settlement profit, USD (subtracted).' }) fuelSettleProfit!: number;
  @Field(() => Float, { description: 'Other expenses, USD.' }) others!: number;
  @Field(() => Float, { description: 'EU ETS cost, USD, when it is inside the P&L; else 0.' }) etsCost!: number;
  @Field(() => Float, { description: 'Miscellaneous revenue, USD (subtracted).' }) miscRevenue!: number;
  @Field(() => Float, {
    description: 'Cargo tonnes net of commissions: sum cargoQty x (1 - ttlComm/100); the divisor.',
  })
  netCargoTonnes!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Terms of Profit Net, USD.' })
export class ExplainProfitNet implements Readonly<EngineExplanation['profitNet']> {
  @Field(() => Float, { description: 'Net freight revenue, USD.' }) netFrtRevenue!: number;
  @Field(() => Float, { description: 'Miscellaneous revenue, USD (added).' }) miscRevenue!: number;
  @Field(() => Float, { description: 'Fuel expenses, USD (subtracted).' }) fuelExpenses!: number;
  @Field(() => Float, { description: 'Fuel settlement profit, USD (added).' }) fuelSettleProfit!: number;
  @Field(() => Float, { description: 'Other expenses, USD (subtracted).' }) others!: number;
  @Field(() => Float, { description: 'EU ETS cost, USD, when it is inside the P&L; else 0 (subtracted).' })
  etsCost!: number;
  @Field(() => Float, { description: 'Hire expense, USD (subtracted).' }) hireExp!: number;
  @Field(() => Float, {
    description: 'Gross ballast bonus net of tcAdcom, USD, in the GBB offer; else 0 (subtracted).',
  })
  gbbNet!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Each limit on the lift, t; null where nothing limits' })
export class LoadabilityLimits implements Readonly<EngineExplanation['loadability']['limits']> {
  @Field(() => Float, {
    nullable: true,
    description: 'Weight limit at departure from the last load port, tonnes; null when nothing limits.',
  })
  weightDeparture!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Weight limit at arrival at the first discharge port, tonnes; null when nothing limits.',
  })
  weightArrival!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Cubic limit: capacity x fill / stowage factor, tonnes; null without a stowage factor.',
  })
  cubic!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      'What the order allows (MOLOO max or MINMAX max), tonnes; caps the cargo carried, not the loadability.',
  })
  order!: number | null;
}

@ObjectType({ simpleResolvers: true, description: 'Terms of the loadability (voyage-model section 9), tonnes.' })
export class ExplainLoadability implements Omit<EngineExplanation['loadability'], 'governing'> {
  @Field(() => String, {
    description:
      "The limit that gives the loadability: weightDeparture, weightArrival or cubic ('order' only in results saved before this rule)",
  })
  governing!: string;
  @Field(() => LoadabilityLimits, {
    description: 'Each limit on the lift, tonnes; loadability is the smallest of the weight and cubic limits.',
  })
  limits!: LoadabilityLimits;
  @Field(() => Float, { description: 'Bunkers on board at departure from the last load port, tonnes, all grades.' })
  bunkersOnBoardDeparture!: number;
  @Field(() => Float, { description: 'Bunkers on board at arrival at the first discharge port, tonnes, all grades.' })
  bunkersOnBoardArrival!: number;
  @Field(() => Float, { description: 'Constants deducted, tonnes.' }) constants!: number;
  @Field(() => Float, { description: 'Fresh water deducted, tonnes (the fresh-water capacity, carried full).' })
  freshWater!: number;
  @Field(() => Float, {
    description:
      'Deadweight allowed by the load line, draft restriction and water density at the last load port, tonnes.',
  })
  maxDwtDeparture!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'The same at the first discharge port, tonnes; null when no discharge follows the loading.',
  })
  maxDwtArrival!: number | null;
  @Field(() => Float, { description: 'm3/t' }) stowFactor!: number;
  @Field(() => Float, { description: 'm3' }) capacity!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: 'Terms of the vessel and position premiums (voyage-model section 10), USD/day.',
})
export class ExplainPremiums implements Readonly<EngineExplanation['premiums']> {
  @Field(() => ID, { nullable: true, description: 'Fleet id of the reference vessel; null when none is marked.' })
  referenceFleetId!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: 'TCE of the reference vessel from its own position, USD/day; null without a reference.',
  })
  tcEqReferenceAtReference!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "TCE of this vessel from the reference vessel's position, USD/day; null without a reference.",
  })
  tcEqAtReferencePosition!: number | null;
  @Field(() => Float, { description: 'TCE of this vessel from its own position, USD/day.' }) tcEqOwn!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Freight earned on one Loading row.' })
export class ExplainRevenueLine implements Readonly<EngineExplanation['revenue'][number]> {
  @Field(() => ID, { description: 'Id of the Loading row the freight is earned on.' }) rowId!: string;
  @Field(() => Float, { description: 'Cargo carried, tonnes.' }) cargoQty!: number;
  @Field(() => Float, { description: 'Freight rate, USD/t.' }) freight!: number;
  @Field(() => Float, { description: 'Gross freight, USD: cargoQty x freight (or the lumpsum).' }) gross!: number;
  @Field(() => Float, { description: 'Total commission, percent of gross.' }) ttlComm!: number;
  @Field(() => Float, { description: 'Net freight, USD: gross x (1 - ttlComm/100).' }) net!: number;
}

@ObjectType({ simpleResolvers: true, description: 'One split-hire tier of the hire expense.' })
export class ExplainHireTier implements Readonly<EngineExplanation['hire'][number]> {
  @Field(() => Float, { description: 'Hire rate of the tier, USD/day.' }) hireRate!: number;
  @Field(() => Float, { description: 'On-hire days charged at that rate.' }) days!: number;
  @Field(() => Float, { description: 'Cost of the tier, USD: hireRate x days x (1 - tcAdcom/100).' }) cost!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Fuel settlement of one grade (voyage-model section 11).' })
export class ExplainFuelGrade implements Readonly<EngineExplanation['fuel']['hs']> {
  @Field(() => Float, { description: "Consumption for the charterer's account, tonnes." }) consumed!: number;
  @Field(() => Float, { description: 'Settlement price, USD/t.' }) priceSettlement!: number;
  @Field(() => Float, { description: 'Bunkers on delivery, tonnes.' }) bod!: number;
  @Field(() => Float, {
    description: 'Bunkers on redelivery, tonnes: delivery + supplies - consumption (0 when short).',
  })
  bor!: number;
  @Field(() => Float, {
    description: 'Fuel that had to be bought beyond what was on board, tonnes, at the settlement price (D6).',
  })
  shortfall!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Fuel settlement per grade.' })
export class ExplainFuel implements Readonly<EngineExplanation['fuel']> {
  @Field(() => ExplainFuelGrade, { description: 'High-sulphur fuel (HS).' }) hs!: ExplainFuelGrade;
  @Field(() => ExplainFuelGrade, { description: 'Low-sulphur fuel (LS).' }) ls!: ExplainFuelGrade;
  @Field(() => ExplainFuelGrade, { description: 'Marine gas oil (MGO).' }) mgo!: ExplainFuelGrade;
}

@ObjectType({ simpleResolvers: true, description: 'The terms behind each headline figure' })
export class Explanation implements Omit<EngineExplanation, 'loadability'> {
  @Field(() => ExplainTcEq, { description: 'Terms of the TCE.' }) tcEq!: ExplainTcEq;
  @Field(() => ExplainFrtCost, { description: 'Terms of the break-even freight (Frt Cost).' }) frtCost!: ExplainFrtCost;
  @Field(() => ExplainProfitNet, { description: 'Terms of Profit Net.' }) profitNet!: ExplainProfitNet;
  @Field(() => ExplainLoadability, { description: 'Terms of the loadability (the lift limits).' })
  loadability!: ExplainLoadability;
  @Field(() => ExplainPremiums, { description: 'Terms of the vessel and position premiums.' })
  premiums!: ExplainPremiums;
  @Field(() => [ExplainRevenueLine], { description: 'Freight revenue per Loading row.' })
  revenue!: ExplainRevenueLine[];
  @Field(() => [ExplainHireTier], { description: 'Hire expense per split-hire tier.' }) hire!: ExplainHireTier[];
  @Field(() => ExplainFuel, { description: 'Fuel settlement per grade.' }) fuel!: ExplainFuel;
  @Field(() => ExplainCanalDues, {
    nullable: true,
    description: 'Canal dues in Others, per transit at the vessel class; null when the order charges none.',
  })
  canalDues?: ExplainCanalDues;
}
