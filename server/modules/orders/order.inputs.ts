import { GraphQLJSON } from 'graphql-scalars';
import { BunkerSupplyFields } from './bunker-supply.input.js';
import { Field, Float, GraphQLISODateTime, InputType, Int } from 'type-graphql';
import { FuelType } from '../vessels/vessel.enums.js';
import { RouteChoice } from '../calculator/route-alternatives/route-alternatives.enums.js';
import type { ExtraDetailWrite, OperationWrite, OrderWrite } from './order-fields.js';
import {
  BunkerPaidBy,
  BunkerReserve,
  DeliveryTerms,
  FreightMode,
  FuelCalculationMethod,
  LbMarker,
  Loadline,
  OperationType,
  OrderAccess,
  QtyMode,
  SulfurMode,
} from './order.enums.js';
import { voyageFieldDoc } from '../../../shared/contract/calculation/field-docs.js';

/**
 * Typed inputs of the order mutations. Fields are nullable so the service can answer the form's own
 * messages ('Query Name is Required', ...) with the field named; on update, a field left out keeps its
 * value. Units as on the entities (order.entity.ts, port-operation.entity.ts).
 */

@InputType({ description: "A port operation's margins and bunker supply (one per operation)" })
export class CargoExtraDetailInput extends BunkerSupplyFields {
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('distEca') }) distEca?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('distNormal') }) distNormal?: number | null;
  @Field(() => BunkerReserve, { nullable: true, description: voyageFieldDoc('reserve') })
  reserve?: BunkerReserve | null;
  @Field(() => BunkerPaidBy, { nullable: true, description: voyageFieldDoc('paidBy') }) paidBy?: BunkerPaidBy | null;
}

@InputType({ description: 'A port operation; with an id it updates that row of the order, without one it adds a row' })
export class OperationInput {
  @Field(() => Int, { nullable: true, description: "Database id of the order's row to update; absent: a new row" })
  id?: number | null;
  @Field(() => OperationType, { nullable: true, description: 'Required for a new row' })
  operation?: OperationType | null;
  @Field(() => String, {
    nullable: true,
    description: "Required except on Commence: a port's name or alias, or a custom point's name",
  })
  port?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The port chosen from the list (its id); the text must be its name',
  })
  portId?: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'A custom point (a berth, a position at sea): the port text is its name, lat and lng are required',
  })
  customPoint?: boolean | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('cargoQty') }) cargoQty?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('tolerance') }) tolerance?: number | null;
  @Field(() => Float, { nullable: true, description: 'Above 0 on Loading and Discharging' }) rate?: number | null;
  @Field(() => String, { nullable: true, description: 'Sets factor from the terms table unless factor is given' })
  terms?: string | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('factor') }) factor?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('turnTime') }) turnTime?: number | null;
  @Field(() => String, { nullable: true, description: voyageFieldDoc('pdaRemarks') }) pdaRemarks?: string | null;
  @Field(() => String, { nullable: true, description: voyageFieldDoc('grade') }) grade?: string | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('freight') }) freight?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('adcom') }) adcom?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('other') }) other?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('brokerage') }) brokerage?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('min') }) min?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('max') }) max?: number | null;
  @Field(() => String, { nullable: true, description: voyageFieldDoc('account') }) account?: string | null;
  @Field(() => String, { nullable: true, description: voyageFieldDoc('cargo') }) cargo?: string | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('stowFactor') }) stowFactor?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('stowage') }) stowage?: number | null;
  @Field(() => Loadline, { nullable: true, description: voyageFieldDoc('loadline') }) loadline?: Loadline | null;
  @Field(() => SulfurMode, { nullable: true, description: voyageFieldDoc('sulfur') }) sulfur?: SulfurMode | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('extraDays') }) extraDays?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('portExp') }) portExp?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('portStay') }) portStay?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('dwf') }) dwf?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('draftRes') }) draftRes?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('waterDensity') }) waterDensity?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('distNormal') }) distNormal?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('distEca') }) distEca?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('speedNormal') }) speedNormal?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('speedECA') }) speedECA?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('cargoTx') }) cargoTx?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('cargoTxOverriddenValue') })
  cargoTxOverriddenValue?: number | null;
  @Field(() => LbMarker, { nullable: true, description: voyageFieldDoc('lbmarker') }) lbmarker?: LbMarker | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lat') }) lat?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lng') }) lng?: number | null;
  @Field(() => String, { nullable: true, description: voyageFieldDoc('country') }) country?: string | null;
  @Field(() => String, { nullable: true, description: voyageFieldDoc('notes') }) notes?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: voyageFieldDoc('arrivalTime') })
  arrivalTime?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: voyageFieldDoc('departureTime') })
  departureTime?: Date | null;
  @Field(() => GraphQLJSON, { nullable: true, description: voyageFieldDoc('geoJSON') }) geoJSON?: Record<
    string,
    unknown
  > | null;
  @Field(() => Boolean, { nullable: true, description: voyageFieldDoc('isExtra') }) isExtra?: boolean | null;
  @Field(() => CargoExtraDetailInput, {
    nullable: true,
    description: 'Left out: unchanged; null: removed; given: created or updated',
  })
  extraDetail?: CargoExtraDetailInput | null;
}

@InputType({ description: 'An order and (optionally on update) its whole itinerary; saved in one transaction' })
export class OrderInput {
  @Field(() => Int, { nullable: true, description: 'Absent: create' }) id?: number | null;
  @Field(() => String, { nullable: true, description: 'Required' }) name?: string | null;
  @Field(() => OrderAccess, { nullable: true, description: 'Required' }) access?: OrderAccess | null;
  @Field(() => FreightMode, { nullable: true, description: 'Required' }) freightMode?: FreightMode | null;
  @Field(() => QtyMode, { nullable: true, description: 'Required' }) qtyMode?: QtyMode | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Required' }) laycanStartDate?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Required, not before the start' })
  laycanEndDate?: Date | null;
  @Field(() => String, { nullable: true, description: voyageFieldDoc('message') }) message?: string | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('cve') }) cve?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('insurance') }) insurance?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('hireSurvey') }) hireSurvey?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('canalExpenses') }) canalExpenses?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('additionalPremium') }) additionalPremium?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('ilohc') }) ilohc?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('manoevringExp') }) manoevringExp?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('miscExp') }) miscExp?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('miscRevenue') }) miscRevenue?: number | null;
  @Field(() => Boolean, { nullable: true, description: voyageFieldDoc('scrubberType') }) scrubberType?: boolean | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('bnkDelhs') }) bnkDelhs?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('bnkDells') }) bnkDells?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('bnkDelmgo') }) bnkDelmgo?: number | null;
  @Field(() => String, { nullable: true, description: voyageFieldDoc('cargoTransactionMode') }) cargoTransactionMode?:
    string | null;
  @Field(() => FuelType, { nullable: true, description: voyageFieldDoc('fuelType') }) fuelType?: FuelType | null;
  @Field(() => Boolean, { nullable: true, description: voyageFieldDoc('fuelPriceOverridden') }) fuelPriceOverridden?:
    boolean | null;
  @Field(() => FuelCalculationMethod, { nullable: true, description: voyageFieldDoc('fuelCalculationMethod') })
  fuelCalculationMethod?: FuelCalculationMethod | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('hsFuelPriceType0') }) hsFuelPriceType0?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('hsFuelPriceType1') }) hsFuelPriceType1?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('hsFuelPriceType2') }) hsFuelPriceType2?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('hsFuelPriceType3') }) hsFuelPriceType3?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('hsFuelPriceType4') }) hsFuelPriceType4?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lsFuelPriceType0') }) lsFuelPriceType0?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lsFuelPriceType1') }) lsFuelPriceType1?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lsFuelPriceType2') }) lsFuelPriceType2?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lsFuelPriceType3') }) lsFuelPriceType3?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lsFuelPriceType4') }) lsFuelPriceType4?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('mgoFuelPriceType0') }) mgoFuelPriceType0?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('mgoFuelPriceType1') }) mgoFuelPriceType1?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('mgoFuelPriceType2') }) mgoFuelPriceType2?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('mgoFuelPriceType3') }) mgoFuelPriceType3?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('mgoFuelPriceType4') }) mgoFuelPriceType4?:
    number | null;
  @Field(() => DeliveryTerms, { nullable: true, description: voyageFieldDoc('deliveryTerms') })
  deliveryTerms?: DeliveryTerms | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('tcAdcom') }) tcAdcom?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('freightIdea') }) freightIdea?: number | null;
  @Field(() => Float, { nullable: true, description: 'EU ETS: EUA price, EUR/t CO2 (new order: 75)' })
  euaPriceEur?: number | null;
  @Field(() => Float, { nullable: true, description: 'EU ETS: USD per EUR (new order: 1.08)' })
  eurUsd?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'EU ETS cost inside the P&L (new order: false)' })
  etsInPnl?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: voyageFieldDoc('eca') }) eca?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: voyageFieldDoc('hra') }) hra?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: voyageFieldDoc('jwc') }) jwc?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: voyageFieldDoc('suez') }) suez?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: voyageFieldDoc('panama') }) panama?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: voyageFieldDoc('singapore') }) singapore?: boolean | null;
  @Field(() => RouteChoice, {
    nullable: true,
    description: 'The route the order is priced on (new order: SHORTEST, the route flags as they are)',
  })
  routeChoice?: RouteChoice | null;
  @Field(() => GraphQLJSON, {
    nullable: true,
    description:
      'Canal dues set over the defaults: a list of { canal, dwtClass, usdPerTransit } (USD per transit, 0 to 10,000,000), replacing the stored list; absent: unchanged',
  })
  canalDues?: unknown;
  @Field(() => [OperationInput], {
    nullable: true,
    description:
      'The whole itinerary in voyage order (Commence is kept or added as row 0); absent on update: unchanged',
  })
  operations?: OperationInput[] | null;
}

/** Plain values for the service (GraphQL hands over class instances). */
export function toOperationWrite(input: OperationInput): OperationWrite {
  const { extraDetail, ...row } = input;
  return {
    ...row,
    ...(extraDetail === undefined ? {} : { extraDetail: extraDetail === null ? null : toDetailWrite(extraDetail) }),
  };
}

export function toDetailWrite(input: CargoExtraDetailInput): ExtraDetailWrite {
  return { ...input };
}

export function toSaveRequest(input: OrderInput): {
  id: number | null;
  order: OrderWrite;
  operations: OperationWrite[] | null;
} {
  const { id, operations, ...order } = input;
  return { id: id ?? null, order: { ...order }, operations: operations ? operations.map(toOperationWrite) : null };
}
