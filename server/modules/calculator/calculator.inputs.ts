import { Field, Float, ID, InputType } from 'type-graphql';
import { BunkerSupplyFields } from '../orders/bunker-supply.input.js';
import {
  DeliveryTerms,
  FreightMode,
  FuelCalculationMethod,
  LbMarker,
  Loadline,
  OperationType,
  QtyMode,
  SulfurMode,
} from '../orders/order.enums.js';
import { FuelType } from '../vessels/vessel.enums.js';
import { VesselCalcInput } from './vessel-calc.input.js';

/**
 * CalculateInput: the legacy POST /calculate/multiple/old payload as typed GraphQL inputs, same field
 * names (spec 1 section 3), ids as ID strings. Everything optional is nullable with no default here: the
 * resolver hands the input to the same normaliser as REST (legacy-payload.ts), which owns defaults,
 * limits and messages, so the two APIs cannot diverge. Dates are ISO-8601 strings.
 */

@InputType({ description: 'The order (client query): cargo terms, expenses, fuel price table' })
export class ClientQueryCalcInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => FreightMode, { nullable: true }) freightMode?: FreightMode | null;
  @Field(() => QtyMode, { nullable: true }) qtyMode?: QtyMode | null;
  @Field(() => String, { nullable: true, description: 'ISO-8601; required' }) laycanStartDate?: string | null;
  @Field(() => String, { nullable: true, description: 'ISO-8601; required' }) laycanEndDate?: string | null;
  @Field(() => Float, { nullable: true }) cve?: number | null;
  @Field(() => Float, { nullable: true }) insurance?: number | null;
  @Field(() => Float, { nullable: true }) hireSurvey?: number | null;
  @Field(() => Float, { nullable: true }) canalExpenses?: number | null;
  @Field(() => Float, { nullable: true }) additionalPremium?: number | null;
  @Field(() => Float, { nullable: true }) ilohc?: number | null;
  @Field(() => Float, { nullable: true }) manoevringExp?: number | null;
  @Field(() => Float, { nullable: true }) miscExp?: number | null;
  @Field(() => Float, { nullable: true }) miscRevenue?: number | null;
  @Field(() => Float, { nullable: true }) bnkDelhs?: number | null;
  @Field(() => Float, { nullable: true }) bnkDells?: number | null;
  @Field(() => Float, { nullable: true }) bnkDelmgo?: number | null;
  @Field(() => String, { nullable: true, description: 'Comma-separated cargo row ids in voyage order' })
  calculationFormat?: string | null;
  @Field(() => String, { nullable: true, description: 'Set (e.g. MANUAL) when discharge cargo Tx is entered by hand' })
  cargoTransactionMode?: string | null;
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
  @Field(() => Float, { nullable: true, description: 'Percent of hire' }) tcAdcom?: number | null;
  @Field(() => Float, { nullable: true, description: 'Lumpsum gross freight, USD (replaces qty x rate)' }) lumpsum?:
    number | null;
  @Field(() => Float, { nullable: true, description: 'EU ETS: EUA price, EUR/t CO2' }) euaPriceEur?: number | null;
  @Field(() => Float, { nullable: true, description: 'EU ETS: USD per EUR' }) eurUsd?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'EU ETS cost inside the P&L (default: shown beside it)' })
  etsInPnl?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Ballast legs: avoid the Suez Canal' }) suez?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Ballast legs: avoid the Panama Canal' }) panama?:
    boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Ballast legs: avoid the Singapore Strait' })
  singapore?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Ballast legs: avoid JWC listed areas' }) jwc?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Ballast legs: avoid the piracy High Risk Area' })
  hra?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Ballast legs: minimise ECA miles' }) eca?: boolean | null;
}

@InputType({ description: 'A port operation (cargo row): the sea leg arriving at it and the stay there' })
export class CargoRowCalcInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => ID, { nullable: true }) cargoId?: string | null;
  @Field(() => OperationType, { nullable: true, description: 'Required' }) operation?: OperationType | null;
  @Field(() => String, { nullable: true }) port?: string | null;
  @Field(() => String, { nullable: true, description: 'Cargo name: kept with a saved voyage, not priced' })
  cargo?: string | null;
  @Field(() => Float, { nullable: true }) cargoQty?: number | null;
  @Field(() => Float, { nullable: true }) tolerance?: number | null;
  @Field(() => Float, { nullable: true }) min?: number | null;
  @Field(() => Float, { nullable: true }) max?: number | null;
  @Field(() => Float, { nullable: true }) rate?: number | null;
  @Field(() => String, { nullable: true, description: 'Default SHINC' }) terms?: string | null;
  @Field(() => Float, { nullable: true, description: 'Default: from the terms' }) factor?: number | null;
  @Field(() => Float, { nullable: true }) turnTime?: number | null;
  @Field(() => Float, { nullable: true }) extraDays?: number | null;
  @Field(() => Float, { nullable: true }) portExp?: number | null;
  @Field(() => Float, { nullable: true }) freight?: number | null;
  @Field(() => Float, { nullable: true }) adcom?: number | null;
  @Field(() => Float, { nullable: true }) brokerage?: number | null;
  @Field(() => Float, { nullable: true }) other?: number | null;
  @Field(() => Float, { nullable: true }) stowFactor?: number | null;
  @Field(() => Loadline, { nullable: true }) loadline?: Loadline | null;
  @Field(() => SulfurMode, { nullable: true }) sulfur?: SulfurMode | null;
  @Field(() => Float, { nullable: true }) draftRes?: number | null;
  @Field(() => Float, { nullable: true }) waterDensity?: number | null;
  @Field(() => Float, { nullable: true }) dwf?: number | null;
  @Field(() => Float, { nullable: true }) distNormal?: number | null;
  @Field(() => Float, { nullable: true }) distEca?: number | null;
  @Field(() => Float, { nullable: true }) speedNormal?: number | null;
  @Field(() => Float, { nullable: true }) speedECA?: number | null;
  @Field(() => LbMarker, {
    nullable: true,
    description: 'Default: laden between the first loading and the last discharge',
  })
  lbmarker?: LbMarker | null;
  @Field(() => Float, { nullable: true }) cargoTx?: number | null;
  @Field(() => Float, { nullable: true }) cargoTxOverriddenValue?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Port of call in the EU/EEA (EU ETS)' }) isEu?: boolean | null;
}

@InputType({ description: "A port operation's margins and bunker supply (cargoExtraDetails)" })
export class CargoExtraDetailCalcInput extends BunkerSupplyFields {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => ID, { nullable: true, description: 'Required: the id of the cargo row it belongs to' }) cargoId?:
    string | null;
}

@InputType()
export class SplitHireTierInput {
  @Field(() => Float, { nullable: true }) hireRate?: number | null;
  @Field(() => Float, { nullable: true }) NoDays?: number | null;
  @Field(() => Boolean, { nullable: true }) applied?: boolean | null;
  @Field(() => Boolean, { nullable: true }) disable?: boolean | null;
}

@InputType({ description: 'A candidate vessel: open port and date, hire, bunkers' })
export class FleetEntryCalcInput {
  @Field(() => ID, { nullable: true, description: 'Required, unique in the fleet; results are keyed by it' }) id?:
    string | null;
  @Field(() => String, { nullable: true }) vesselName?: string | null;
  @Field(() => ID, { nullable: true }) vesselId?: string | null;
  @Field(() => VesselCalcInput, { nullable: true }) vessel?: VesselCalcInput | null;
  @Field(() => String, { nullable: true, description: 'ISO-8601; required (or dateOpen)' }) dateOpening?: string | null;
  @Field(() => String, { nullable: true }) dateOpen?: string | null;
  @Field(() => String, { nullable: true }) port?: string | null;
  @Field(() => Boolean, { nullable: true }) isEuOpenPort?: boolean | null;
  @Field(() => Float, { nullable: true, description: 'Ballast leg from the open port, nm' }) ballastDistNormal?:
    number | null;
  @Field(() => Float, { nullable: true }) ballastDistEca?: number | null;
  @Field(() => Float, { nullable: true }) hirePerDay?: number | null;
  @Field(() => Float, { nullable: true }) hireGbb?: number | null;
  @Field(() => Float, { nullable: true }) gbb?: number | null;
  @Field(() => [SplitHireTierInput], { nullable: true }) splitHire?: SplitHireTierInput[] | null;
  @Field(() => Float, { nullable: true }) extraExpense?: number | null;
  @Field(() => Float, { nullable: true }) constants?: number | null;
  @Field(() => Float, { nullable: true }) bod?: number | null;
  @Field(() => Float, { nullable: true }) bnkDelhs?: number | null;
  @Field(() => Float, { nullable: true }) bnkDells?: number | null;
  @Field(() => Float, { nullable: true }) bnkDelmgo?: number | null;
  @Field(() => Float, { nullable: true, description: 'Bunkers expected on redelivery, t (0: not checked)' })
  bnkRedelhs?: number | null;
  @Field(() => Float, { nullable: true }) bnkRedells?: number | null;
  @Field(() => Float, { nullable: true }) bnkRedelmgo?: number | null;
  @Field(() => Float, { nullable: true, description: 'Redelivery bunkers tolerance, percent 0..100' })
  bnkRedelTolerance?: number | null;
  @Field(() => Float, { nullable: true }) bnkPriceDeliveryhs?: number | null;
  @Field(() => Float, { nullable: true }) bnkPriceDeliveryls?: number | null;
  @Field(() => Float, { nullable: true }) bnkPriceDeliverymgo?: number | null;
  @Field(() => Float, { nullable: true }) bnkPriceRedeliveryhs?: number | null;
  @Field(() => Float, { nullable: true }) bnkPriceRedeliveryls?: number | null;
  @Field(() => Float, { nullable: true }) bnkPriceRedeliverymgo?: number | null;
  @Field(() => Float, { nullable: true }) bnkPriceSettlemenths?: number | null;
  @Field(() => Float, { nullable: true }) bnkPriceSettlementls?: number | null;
  @Field(() => Float, { nullable: true }) bnkPriceSettlementmgo?: number | null;
  @Field(() => Boolean, { nullable: true }) bunkerPriceOverridden?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isReferenceVessel?: boolean | null;
  @Field(() => String, { nullable: true }) saveLabel?: string | null;
  @Field(() => Boolean, { nullable: true }) selectedForSave?: boolean | null;
}

@InputType({ description: 'Partial engine options (voyage-model D1-D13); values as documented there' })
export class EngineOptionsInput {
  @Field(() => String, { nullable: true, description: 'factored-working | factored-working-and-turn' }) portStay?:
    string | null;
  @Field(() => String, { nullable: true, description: 'fwa-dwa | density-scaling' }) draftMethod?: string | null;
  @Field(() => String, { nullable: true, description: 'per-30-days | lumpsum' }) cve?: string | null;
  @Field(() => String, { nullable: true, description: 'settlement-price' }) shortfall?: string | null;
  @Field(() => String, { nullable: true, description: 'net-of-adcom | gross' }) gbb?: string | null;
  @Field(() => String, { nullable: true, description: 'vessel-first | position-first' }) premiumOrder?: string | null;
  @Field(() => String, { nullable: true, description: 'on-hire | whole-voyage' }) tceDays?: string | null;
  @Field(() => String, { nullable: true, description: 'on-hire | whole-voyage' }) etsScope?: string | null;
  @Field(() => String, { nullable: true, description: 'first-load-port | none' }) laycanWaiting?: string | null;
  @Field(() => String, { nullable: true, description: 'loading-discharging-only' }) etsCalls?: string | null;
  @Field(() => Float, { nullable: true, description: 'Share of the cubic capacity, (0, 1]' }) cubicFill?: number | null;
  @Field(() => Boolean, { nullable: true }) useBaleCapacity?: boolean | null;
  @Field(() => Float, { nullable: true }) vlsfoCo2Factor?: number | null;
}

@InputType({ description: 'An estimate: the order, its port operations and the fleet to price' })
export class CalculateInput {
  @Field(() => ClientQueryCalcInput) clientQuery!: ClientQueryCalcInput;
  @Field(() => [CargoRowCalcInput]) cargoList!: CargoRowCalcInput[];
  @Field(() => [CargoExtraDetailCalcInput], { nullable: true }) cargoExtraDetails?: CargoExtraDetailCalcInput[] | null;
  @Field(() => [FleetEntryCalcInput]) fleetList!: FleetEntryCalcInput[];
  @Field(() => Boolean, { nullable: true, description: 'Store the entry marked selectedForSave with its saveLabel' })
  autoSave?: boolean | null;
  @Field(() => EngineOptionsInput, { nullable: true }) options?: EngineOptionsInput | null;
}

/** The input as the legacy payload (plain JSON): the normaliser reads both APIs' requests alike. */
export function toLegacyPayload(input: unknown): unknown {
  return JSON.parse(JSON.stringify(input)) as unknown;
}
