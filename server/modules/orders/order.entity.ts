import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, GraphQLISODateTime, ObjectType } from 'type-graphql';
import { VersionedEntity } from '../../db/versioned.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { User } from '../users/user.entity.js';
import { ORDER_ETS_DEFAULTS } from '../../../shared/validation/order-ets.js';
import { FuelType } from '../vessels/vessel.enums.js';
import { DeliveryTerms, FreightMode, FuelCalculationMethod, OrderAccess, QtyMode } from './order.enums.js';
import { PortOperation } from './port-operation.entity.js';
import { ORDER_LIST_COUNT_TRIGGERS } from '../../db/list-counts.js';
import { ORDER_LIST_SEARCH_TRIGGERS } from '../../db/list-search.js';
import { ORDER_LIST_SEARCH_INDEX, QTY_MODE_LIST_TRIGGER } from './order-list.search.js';
import { Node } from '../../graphql/relay/node.js';
import { voyageFieldDoc } from '../../../shared/contract/calculation/field-docs.js';
import { RouteChoice } from '../calculator/route-alternatives/route-alternatives.enums.js';
import type { CanalDuesEntry } from '../../../shared/voyage/route-alternatives-dues.js';
import { GraphQLJSON } from 'graphql-scalars';

type FuelPriceField = `${'hs' | 'ls' | 'mgo'}FuelPriceType${0 | 1 | 2 | 3 | 4}`;
type ExpenseField =
  | 'cve'
  | 'insurance'
  | 'hireSurvey'
  | 'canalExpenses'
  | 'additionalPremium'
  | 'ilohc'
  | 'manoevringExp'
  | 'miscExp'
  | 'miscRevenue';
type RouteFlag = 'eca' | 'hra' | 'jwc' | 'suez' | 'panama' | 'singapore';
type OrderDefaults =
  | FuelPriceField
  | ExpenseField
  | RouteFlag
  | 'access'
  | 'freightMode'
  | 'qtyMode'
  | 'message'
  | 'scrubberType'
  | 'bnkDelhs'
  | 'bnkDells'
  | 'bnkDelmgo'
  | 'calculationFormat'
  | 'cargoTransactionMode'
  | 'fuelType'
  | 'fuelPriceOverridden'
  | 'fuelCalculationMethod'
  | 'deliveryTerms'
  | 'routeChoice'
  | 'canalDues'
  | 'tcAdcom'
  | 'freightIdea'
  | 'euaPriceEur'
  | 'eurUsd'
  | 'etsInPnl'
  | 'createdBy';

/**
 * A freight order (the legacy "client query"): cargo terms, voyage expenses, the fuel price table and the
 * route preferences shared by every vessel of the fleet. Money in USD, quantities in tonnes, percentages 0-100.
 * The list-view columns (first load port, cargo, load qty, ...) derive from the operations in the service.
 */
@ObjectType({
  description:
    'An order (client query, spec 1 section 3): cargo terms, laycan, voyage expenses (USD), fuel prices (USD/t) and its port operations.',
  implements: Node,
})
@Entity({
  tableName: 'client_query',
  triggers: [
    { ...QTY_MODE_LIST_TRIGGER, events: ['update'] },
    ...ORDER_LIST_COUNT_TRIGGERS.map((t) => ({ ...t, forEach: 'statement' as const })),
    ...ORDER_LIST_SEARCH_TRIGGERS,
  ],
})
// The list's sort within the organization; access and creator ride along so the count is an index-only scan.
@Index({
  name: 'client_query_list_org_created_index',
  properties: ['organization', 'createdAt', 'id', 'access', 'createdBy'],
})
@Index({ name: 'client_query_list_load_qty_index', properties: ['organization', 'listLoadQty'] })
@Index({ name: 'client_query_list_mine_created_index', properties: ['organization', 'createdBy', 'createdAt', 'id'] })
@Index({ name: 'client_query_list_search_index', expression: ORDER_LIST_SEARCH_INDEX })
export class Order extends VersionedEntity<OrderDefaults> {
  @Field({ description: voyageFieldDoc('name') })
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => OrderAccess, { description: voyageFieldDoc('access') })
  @Enum({ items: () => OrderAccess, nativeEnumName: 'order_access' })
  access: OrderAccess = OrderAccess.PRIVATE;

  @Field(() => FreightMode, { description: voyageFieldDoc('freightMode') })
  @Enum({ items: () => FreightMode, nativeEnumName: 'freight_mode' })
  freightMode: FreightMode = FreightMode.SINGLE_FREIGHT;

  @Field(() => QtyMode, { description: voyageFieldDoc('qtyMode') })
  @Enum({ items: () => QtyMode, nativeEnumName: 'qty_mode' })
  qtyMode: QtyMode = QtyMode.MOLOO;

  @Field(() => GraphQLISODateTime, { description: voyageFieldDoc('laycanStartDate') })
  @Property({ type: 'datetime' })
  laycanStartDate!: Date;

  @Field(() => GraphQLISODateTime, { description: voyageFieldDoc('laycanEndDate') })
  @Property({ type: 'datetime' })
  laycanEndDate!: Date;

  @Field(() => String, { nullable: true, description: voyageFieldDoc('message') })
  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  /** Communications, victualling and entertainment: a USD rate per 30 days (voyage model D5). */
  @Field(() => Float, { description: voyageFieldDoc('cve') })
  @Property({ type: 'double' })
  cve: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('insurance') })
  @Property({ type: 'double' })
  insurance: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('hireSurvey') })
  @Property({ type: 'double' })
  hireSurvey: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('canalExpenses') })
  @Property({ type: 'double' })
  canalExpenses: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('additionalPremium') })
  @Property({ type: 'double' })
  additionalPremium: number = 0;

  /** Intermediate hold cleaning lump sum. */
  @Field(() => Float, { description: voyageFieldDoc('ilohc') })
  @Property({ type: 'double' })
  ilohc: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('manoevringExp') })
  @Property({ type: 'double' })
  manoevringExp: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('miscExp') })
  @Property({ type: 'double' })
  miscExp: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('miscRevenue') })
  @Property({ type: 'double' })
  miscRevenue: number = 0;

  @Field({ description: voyageFieldDoc('scrubberType') })
  @Property({ type: 'boolean' })
  scrubberType: boolean = false;

  /** Bunkers on delivery by grade, tonnes. */
  @Field(() => Float, { description: voyageFieldDoc('bnkDelhs') })
  @Property({ type: 'double' })
  bnkDelhs: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkDells') })
  @Property({ type: 'double' })
  bnkDells: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkDelmgo') })
  @Property({ type: 'double' })
  bnkDelmgo: number = 0;

  /** Comma-separated port-operation ids in voyage order. */
  @Field({ description: voyageFieldDoc('calculationFormat') })
  @Property({ type: 'text' })
  calculationFormat: string = '';

  /** Set when discharge cargo transfer values are entered by hand (the Cargo Tx checkbox). */
  @Field(() => String, { nullable: true, description: voyageFieldDoc('cargoTransactionMode') })
  @Property({ type: 'string', length: 50, nullable: true })
  cargoTransactionMode: string | null = null;

  @Field(() => FuelType, { description: voyageFieldDoc('fuelType') })
  @Enum({ items: () => FuelType, nativeEnumName: 'fuel_type' })
  fuelType: FuelType = FuelType.TYPE0;

  @Field({ description: voyageFieldDoc('fuelPriceOverridden') })
  @Property({ type: 'boolean' })
  fuelPriceOverridden: boolean = false;

  @Field(() => FuelCalculationMethod, { description: voyageFieldDoc('fuelCalculationMethod') })
  @Enum({ items: () => FuelCalculationMethod, nativeEnumName: 'fuel_calculation_method' })
  fuelCalculationMethod: FuelCalculationMethod = FuelCalculationMethod.DEFAULT;

  /** Fuel price table, USD per tonne: grade (hs 0.5 %, ls 0.1 %, mgo) by fuel type TYPE0..TYPE4. */
  @Field(() => Float, { description: voyageFieldDoc('hsFuelPriceType0') })
  @Property({ type: 'double' })
  hsFuelPriceType0: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('hsFuelPriceType1') })
  @Property({ type: 'double' })
  hsFuelPriceType1: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('hsFuelPriceType2') })
  @Property({ type: 'double' })
  hsFuelPriceType2: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('hsFuelPriceType3') })
  @Property({ type: 'double' })
  hsFuelPriceType3: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('hsFuelPriceType4') })
  @Property({ type: 'double' })
  hsFuelPriceType4: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('lsFuelPriceType0') })
  @Property({ type: 'double' })
  lsFuelPriceType0: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('lsFuelPriceType1') })
  @Property({ type: 'double' })
  lsFuelPriceType1: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('lsFuelPriceType2') })
  @Property({ type: 'double' })
  lsFuelPriceType2: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('lsFuelPriceType3') })
  @Property({ type: 'double' })
  lsFuelPriceType3: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('lsFuelPriceType4') })
  @Property({ type: 'double' })
  lsFuelPriceType4: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('mgoFuelPriceType0') })
  @Property({ type: 'double' })
  mgoFuelPriceType0: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('mgoFuelPriceType1') })
  @Property({ type: 'double' })
  mgoFuelPriceType1: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('mgoFuelPriceType2') })
  @Property({ type: 'double' })
  mgoFuelPriceType2: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('mgoFuelPriceType3') })
  @Property({ type: 'double' })
  mgoFuelPriceType3: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('mgoFuelPriceType4') })
  @Property({ type: 'double' })
  mgoFuelPriceType4: number = 0;

  @Field(() => DeliveryTerms, { description: voyageFieldDoc('deliveryTerms') })
  @Enum({ items: () => DeliveryTerms, nativeEnumName: 'delivery_terms' })
  deliveryTerms: DeliveryTerms = DeliveryTerms.DLOSP;

  /** Address commission on hire, percent. */
  @Field(() => Float, { description: voyageFieldDoc('tcAdcom') })
  @Property({ type: 'double' })
  tcAdcom: number = 0;

  /** The freight rate the user has in mind, USD per tonne. */
  @Field(() => Float, { description: voyageFieldDoc('freightIdea') })
  @Property({ type: 'double' })
  freightIdea: number = 0;

  /** EU ETS (voyage-model section 12): EUA price, EUR per tonne CO2 (default: shared/validation/order-ets.ts). */
  @Field(() => Float, { description: voyageFieldDoc('euaPriceEur') })
  @Property({ type: 'double' })
  euaPriceEur: number = ORDER_ETS_DEFAULTS.euaPriceEur;

  /** EU ETS: USD per EUR, turning the EUA cost into USD. */
  @Field(() => Float, { description: voyageFieldDoc('eurUsd') })
  @Property({ type: 'double' })
  eurUsd: number = ORDER_ETS_DEFAULTS.eurUsd;

  /** EU ETS cost inside the P&L (subtracted in the voyage result); off: shown beside it (D11). */
  @Field({ description: voyageFieldDoc('etsInPnl') })
  @Property({ type: 'boolean' })
  etsInPnl: boolean = ORDER_ETS_DEFAULTS.etsInPnl;

  /** Routing preferences: true avoids Suez / Panama / Singapore / JWC / HRA, eca minimises ECA distance. */
  @Field({ description: voyageFieldDoc('eca') })
  @Property({ type: 'boolean' })
  eca: boolean = false;

  @Field({ description: voyageFieldDoc('hra') })
  @Property({ type: 'boolean' })
  hra: boolean = false;

  @Field({ description: voyageFieldDoc('jwc') })
  @Property({ type: 'boolean' })
  jwc: boolean = false;

  @Field({ description: voyageFieldDoc('suez') })
  @Property({ type: 'boolean' })
  suez: boolean = false;

  @Field({ description: voyageFieldDoc('panama') })
  @Property({ type: 'boolean' })
  panama: boolean = false;

  @Field({ description: voyageFieldDoc('singapore') })
  @Property({ type: 'boolean' })
  singapore: boolean = false;

  /** The route the order is priced on (issue #21 item 3): SHORTEST keeps the flags above as they are. */
  @Field(() => RouteChoice, {
    description:
      'The route the order is priced on: SHORTEST (the route flags as they are, the default), SUEZ, PANAMA or CAPE (the canal flags set for it)',
  })
  @Enum({ items: () => RouteChoice, nativeEnumName: 'route_choice' })
  routeChoice: RouteChoice = RouteChoice.SHORTEST;

  /**
   * The canal dues the user set over the assumed defaults (issue #21 item 3): the calculator charges them
   * per transit at each vessel's class and the Routes dialog prices with them. Read by readCanalDuesList.
   */
  @Field(() => GraphQLJSON, {
    description:
      'Canal dues set over the assumed defaults: a list of { canal: SUEZ | PANAMA, dwtClass: HANDYSIZE | SUPRAMAX | PANAMAX | CAPESIZE, usdPerTransit } (USD per transit, 0 to 10,000,000); [] keeps every default',
  })
  @Property({ type: 'json', columnType: 'jsonb', defaultRaw: `'[]'` })
  canalDues: CanalDuesEntry[] = [];

  /*
   * The orders table's derived columns (ADR 0018), kept by database triggers from the operations (first
   * Loading row's port, cargo and account; last Discharging row's port; the Loading rows' quantity). The
   * application never writes them; they are not loaded with the order.
   */
  @Property({ type: 'string', length: 200, nullable: true, lazy: true, hidden: true })
  listFirstLoadPort?: string | null;

  @Property({ type: 'string', length: 200, nullable: true, lazy: true, hidden: true })
  listCargo?: string | null;

  @Property({ type: 'string', length: 200, nullable: true, lazy: true, hidden: true })
  listAccount?: string | null;

  @Property({ type: 'string', length: 200, nullable: true, lazy: true, hidden: true })
  listLastDischargePort?: string | null;

  @Property({ type: 'double', default: 0, lazy: true, hidden: true })
  listLoadQty?: number;

  @Index()
  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;

  @Index()
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy: Rel<User> | null = null;

  /** Rows in insertion order; the voyage order is `calculationFormat` (and each row's `index`). */
  @OneToMany(() => PortOperation, (op) => op.order, { orphanRemoval: true })
  operations = new Collection<PortOperation>(this);
}
