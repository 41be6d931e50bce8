import { Field, Float, InputType, ObjectType } from 'type-graphql';
import { Canal, DwtClass, RouteChoice } from './route-alternatives.enums.js';

@InputType({ description: 'Canal dues of one canal and deadweight class, replacing the default (USD per transit)' })
export class CanalDuesInput {
  @Field(() => Canal, { description: 'The canal' }) canal!: Canal;
  @Field(() => DwtClass, { description: 'The deadweight class of the vessels it applies to' }) dwtClass!: DwtClass;
  @Field(() => Float, { description: 'USD per transit, 0 to 10,000,000' }) usdPerTransit!: number;
}

@ObjectType({ description: "One vessel's voyage on one route, priced by the engine of `calculate`" })
export class RouteAlternativeGql {
  @Field(() => RouteChoice, { description: 'The route: its legs routed with these canal choices' })
  route!: RouteChoice;
  @Field(() => [Canal], { description: 'Canals the voyage transits (ballast leg included), in voyage order' })
  canals!: Canal[];
  @Field(() => Float, { description: 'Sea miles of the voyage: the ballast leg and every leg after it, nm' })
  distance!: number;
  @Field(() => Float, { description: 'Voyage days, as the fleet table' }) voyageDays!: number;
  @Field(() => Float, { description: "Canal dues of this route's transits, USD (per transit of the vessel's class)" })
  canalDues!: number;
  @Field(() => Float, { description: "The order's Canal Expenses plus canalDues: what the engine was given, USD" })
  canalExpenses!: number;
  @Field(() => Float, { description: 'TCE on this route, USD/day (the fleet table’s TCE)' }) tcEq!: number;
  @Field(() => Float, { description: 'Profit net of hire on this route, USD' }) profitNet!: number;
  @Field({ description: 'Arrival at the first load port not after the laycan end' }) canMakeLaycan!: boolean;
  @Field({ description: "The vessel's cheapest route: highest TCE, ties to fewer voyage days" }) cheapest!: boolean;
}

@ObjectType({
  description:
    'One fleet vessel priced on the shortest route and via Suez, Panama and the Cape where those differ (issue #21)',
})
export class VesselRouteAlternativesGql {
  @Field({ description: 'The fleet entry (its id in the calculation input)' }) fleetId!: string;
  @Field(() => [RouteAlternativeGql], {
    description: 'SHORTEST first, then SUEZ, PANAMA and CAPE where their legs differ from those before',
  })
  alternatives!: RouteAlternativeGql[];
}
