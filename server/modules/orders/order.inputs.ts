import { GraphQLJSON } from 'graphql-scalars';
import { BunkerSupplyFields } from './bunker-supply.input.js';
import { Field, Float, GraphQLISODateTime, InputType, Int } from 'type-graphql';
import { FuelType } from '../vessels/vessel.enums.js';
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

/**
 * Typed inputs of the order mutations. Fields are nullable so the service can answer the form's own
 * messages ('Query Name is Required', ...) with the field named; on update, a field left out keeps its
 * value. Units as on the entities (order.entity.ts, port-operation.entity.ts).
 */

@InputType({ description: "A port operation's margins and bunker supply (one per operation)" })
export class CargoExtraDetailInput extends BunkerSupplyFields {
  @Field(() => Float, { nullable: true }) distEca?: number | null;
  @Field(() => Float, { nullable: true }) distNormal?: number | null;
  @Field(() => BunkerReserve, { nullable: true }) reserve?: BunkerReserve | null;
  @Field(() => BunkerPaidBy, { nullable: true }) paidBy?: BunkerPaidBy | null;
}

@InputType({ description: 'A port operation; with an id it updates that row of the order, without one it adds a row' })
export class OperationInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
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
  @Field(() => Float, { nullable: true }) cargoQty?: number | null;
  @Field(() => Float, { nullable: true }) tolerance?: number | null;
  @Field(() => Float, { nullable: true, description: 'Above 0 on Loading and Discharging' }) rate?: number | null;
  @Field(() => String, { nullable: true, description: 'Sets factor from the terms table unless factor is given' })
  terms?: string | null;
  @Field(() => Float, { nullable: true }) factor?: number | null;
  @Field(() => Float, { nullable: true }) turnTime?: number | null;
  @Field(() => String, { nullable: true }) pdaRemarks?: string | null;
  @Field(() => String, { nullable: true }) grade?: string | null;
  @Field(() => Float, { nullable: true }) freight?: number | null;
  @Field(() => Float, { nullable: true }) adcom?: number | null;
  @Field(() => Float, { nullable: true }) other?: number | null;
  @Field(() => Float, { nullable: true }) brokerage?: number | null;
  @Field(() => Float, { nullable: true }) min?: number | null;
  @Field(() => Float, { nullable: true }) max?: number | null;
  @Field(() => String, { nullable: true }) account?: string | null;
  @Field(() => String, { nullable: true }) cargo?: string | null;
  @Field(() => Float, { nullable: true }) stowFactor?: number | null;
  @Field(() => Float, { nullable: true }) stowage?: number | null;
  @Field(() => Loadline, { nullable: true }) loadline?: Loadline | null;
  @Field(() => SulfurMode, { nullable: true }) sulfur?: SulfurMode | null;
  @Field(() => Float, { nullable: true }) extraDays?: number | null;
  @Field(() => Float, { nullable: true }) portExp?: number | null;
  @Field(() => Float, { nullable: true }) portStay?: number | null;
  @Field(() => Float, { nullable: true }) dwf?: number | null;
  @Field(() => Float, { nullable: true }) draftRes?: number | null;
  @Field(() => Float, { nullable: true }) waterDensity?: number | null;
  @Field(() => Float, { nullable: true }) distNormal?: number | null;
  @Field(() => Float, { nullable: true }) distEca?: number | null;
  @Field(() => Float, { nullable: true }) speedNormal?: number | null;
  @Field(() => Float, { nullable: true }) speedECA?: number | null;
  @Field(() => Float, { nullable: true }) cargoTx?: number | null;
  @Field(() => Float, { nullable: true }) cargoTxOverriddenValue?: number | null;
  @Field(() => LbMarker, { nullable: true }) lbmarker?: LbMarker | null;
  @Field(() => Float, { nullable: true }) lat?: number | null;
  @Field(() => Float, { nullable: true }) lng?: number | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) arrivalTime?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) departureTime?: Date | null;
  @Field(() => GraphQLJSON, { nullable: true }) geoJSON?: Record<string, unknown> | null;
  @Field(() => Boolean, { nullable: true }) isExtra?: boolean | null;
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
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => Float, { nullable: true }) cve?: number | null;
  @Field(() => Float, { nullable: true }) insurance?: number | null;
  @Field(() => Float, { nullable: true }) hireSurvey?: number | null;
  @Field(() => Float, { nullable: true }) canalExpenses?: number | null;
  @Field(() => Float, { nullable: true }) additionalPremium?: number | null;
  @Field(() => Float, { nullable: true }) ilohc?: number | null;
  @Field(() => Float, { nullable: true }) manoevringExp?: number | null;
  @Field(() => Float, { nullable: true }) miscExp?: number | null;
  @Field(() => Float, { nullable: true }) miscRevenue?: number | null;
  @Field(() => Boolean, { nullable: true }) scrubberType?: boolean | null;
  @Field(() => Float, { nullable: true }) bnkDelhs?: number | null;
  @Field(() => Float, { nullable: true }) bnkDells?: number | null;
  @Field(() => Float, { nullable: true }) bnkDelmgo?: number | null;
  @Field(() => String, { nullable: true }) cargoTransactionMode?: string | null;
  @Field(() => FuelType, { nullable: true }) fuelType?: FuelType | null;
  @Field(() => Boolean, { nullable: true }) fuelPriceOverridden?: boolean | null;
  @Field(() => FuelCalculationMethod, { nullable: true }) fuelCalculationMethod?: FuelCalculationMethod | null;
  @Field(() => Float, { nullable: true }) hsFuelPriceType0?: number | null;
  @Field(() => Float, { nullable: true }) hsFuelPriceType1?: number | null;
  @Field(() => Float, { nullable: true }) hsFuelPriceType2?: number | null;
  @Field(() => Float, { nullable: true }) hsFuelPriceType3?: number | null;
  @Field(() => Float, { nullable: true }) hsFuelPriceType4?: number | null;
  @Field(() => Float, { nullable: true }) lsFuelPriceType0?: number | null;
  @Field(() => Float, { nullable: true }) lsFuelPriceType1?: number | null;
  @Field(() => Float, { nullable: true }) lsFuelPriceType2?: number | null;
  @Field(() => Float, { nullable: true }) lsFuelPriceType3?: number | null;
  @Field(() => Float, { nullable: true }) lsFuelPriceType4?: number | null;
  @Field(() => Float, { nullable: true }) mgoFuelPriceType0?: number | null;
  @Field(() => Float, { nullable: true }) mgoFuelPriceType1?: number | null;
  @Field(() => Float, { nullable: true }) mgoFuelPriceType2?: number | null;
  @Field(() => Float, { nullable: true }) mgoFuelPriceType3?: number | null;
  @Field(() => Float, { nullable: true }) mgoFuelPriceType4?: number | null;
  @Field(() => DeliveryTerms, { nullable: true }) deliveryTerms?: DeliveryTerms | null;
  @Field(() => Float, { nullable: true }) tcAdcom?: number | null;
  @Field(() => Float, { nullable: true }) freightIdea?: number | null;
  @Field(() => Float, { nullable: true, description: 'EU ETS: EUA price, EUR/t CO2 (new order: 75)' })
  euaPriceEur?: number | null;
  @Field(() => Float, { nullable: true, description: 'EU ETS: USD per EUR (new order: 1.08)' })
  eurUsd?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'EU ETS cost inside the P&L (new order: false)' })
  etsInPnl?: boolean | null;
  @Field(() => Boolean, { nullable: true }) eca?: boolean | null;
  @Field(() => Boolean, { nullable: true }) hra?: boolean | null;
  @Field(() => Boolean, { nullable: true }) jwc?: boolean | null;
  @Field(() => Boolean, { nullable: true }) suez?: boolean | null;
  @Field(() => Boolean, { nullable: true }) panama?: boolean | null;
  @Field(() => Boolean, { nullable: true }) singapore?: boolean | null;
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
