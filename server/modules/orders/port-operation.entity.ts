import type { Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { Port } from '../ports/port.entity.js';
import { LbMarker, Loadline, OperationType, SulfurMode } from './order.enums.js';
import { Order } from './order.entity.js';
import { OPERATION_LIST_TRIGGER } from './order-list.search.js';
import { Node } from '../../graphql/relay/node.js';
import { voyageFieldDoc } from '../../../shared/contract/calculation/field-docs.js';

type FreightField = 'freight' | 'adcom' | 'other' | 'brokerage' | 'ttlComm' | 'netFrt';
type SeaLegField = 'dwf' | 'distNormal' | 'distEca' | 'speedNormal' | 'speedECA' | 'lbmarker';
type PortField = 'rate' | 'terms' | 'factor' | 'turnTime' | 'extraDays' | 'portExp' | 'portStay';
type NullableField = 'lat' | 'lng' | 'country' | 'pdaRemarks' | 'grade' | 'account' | 'cargo' | 'notes';
type PortOperationDefaults =
  | FreightField
  | SeaLegField
  | PortField
  | NullableField
  | 'port'
  | 'cargoQty'
  | 'tolerance'
  | 'min'
  | 'max'
  | 'stowFactor'
  | 'stowage'
  | 'loadline'
  | 'sulfur'
  | 'draftRes'
  | 'waterDensity'
  | 'cargoTx'
  | 'cargoTxOverriddenValue'
  | 'index'
  | 'arrivalTime'
  | 'departureTime'
  | 'geoJSON'
  | 'isExtra'
  | 'portRecord'
  | 'customPoint';

/**
 * One row of an order's itinerary (the legacy "cargo" row): the sea leg arriving at the port (distances in nm,
 * speeds in knots, dwf in percent) and the stay there (rate t/day, turn time and extra days in days, port
 * expenses in USD). Freight in USD/t, commissions in percent, quantities in tonnes, stow factor in m3/t.
 */
@ObjectType({
  description: 'A port operation (cargo row) of an order: the sea leg arriving at it and the stay there.',
  implements: Node,
})
@Entity({
  tableName: 'port_operation',
  triggers: [{ ...OPERATION_LIST_TRIGGER, events: ['insert', 'update', 'delete'] }],
})
export class PortOperation extends BaseEntity<PortOperationDefaults> {
  @Field(() => OperationType, { description: voyageFieldDoc('operation') })
  @Enum({ items: () => OperationType, nativeEnumName: 'port_operation_type' })
  operation!: OperationType;

  /**
   * Port name as the user chose it: a name or alias of `portRecord`, or a custom point's name; blank or
   * 'TBN' on the Commence row (each fleet entry's open port). Rules in server/modules/orders/README.md.
   */
  @Field({ description: voyageFieldDoc('port') })
  @Property({ type: 'string', length: 200 })
  port: string = '';

  /** The row of the port table the port text names (lat, lng and country are its); null for a custom point. */
  @Index()
  @ManyToOne(() => Port, { nullable: true, deleteRule: 'set null', fieldName: 'port_id' })
  portRecord: Rel<Port> | null = null;

  /** A place that is not in the port table (a berth, a position at sea), entered with its own lat and lng. */
  @Field({ description: "A custom point: a named position that is not in the port table (lat and lng are the user's)" })
  @Property({ type: 'boolean' })
  customPoint: boolean = false;

  @Field(() => Float, { description: voyageFieldDoc('cargoQty') })
  @Property({ type: 'double' })
  cargoQty: number = 0;

  /** MOLOO tolerance, percent. */
  @Field(() => Float, { description: voyageFieldDoc('tolerance') })
  @Property({ type: 'double' })
  tolerance: number = 0;

  /** Loading or discharging rate, tonnes per day. */
  @Field(() => Float, { description: voyageFieldDoc('rate') })
  @Property({ type: 'double' })
  rate: number = 0;

  /** Laytime terms, e.g. SHINC or SHEX-24hrs; choosing one sets `factor`. */
  @Field({ description: voyageFieldDoc('terms') })
  @Property({ type: 'string', length: 50 })
  terms: string = 'SHINC';

  @Field(() => Float, { description: voyageFieldDoc('turnTime') })
  @Property({ type: 'double' })
  turnTime: number = 0;

  @Field(() => String, { nullable: true, description: voyageFieldDoc('pdaRemarks') })
  @Property({ type: 'text', nullable: true })
  pdaRemarks: string | null = null;

  @Field(() => String, { nullable: true, description: voyageFieldDoc('grade') })
  @Property({ type: 'string', length: 200, nullable: true })
  grade: string | null = null;

  @Field(() => Float, { description: voyageFieldDoc('freight') })
  @Property({ type: 'double' })
  freight: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('adcom') })
  @Property({ type: 'double' })
  adcom: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('other') })
  @Property({ type: 'double' })
  other: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('brokerage') })
  @Property({ type: 'double' })
  brokerage: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('ttlComm') })
  @Property({ type: 'double' })
  ttlComm: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('netFrt') })
  @Property({ type: 'double' })
  netFrt: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('min') })
  @Property({ type: 'double' })
  min: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('max') })
  @Property({ type: 'double' })
  max: number = 0;

  /** Charterer (account) name. */
  @Field(() => String, { nullable: true, description: voyageFieldDoc('account') })
  @Property({ type: 'string', length: 200, nullable: true })
  account: string | null = null;

  @Field(() => String, { nullable: true, description: voyageFieldDoc('cargo') })
  @Property({ type: 'string', length: 200, nullable: true })
  cargo: string | null = null;

  /** Terms factor = 168 / (168 - excluded hours per week); SHINC is 1. */
  @Field(() => Float, { description: voyageFieldDoc('factor') })
  @Property({ type: 'double' })
  factor: number = 1;

  @Field(() => Float, { description: voyageFieldDoc('stowFactor') })
  @Property({ type: 'double' })
  stowFactor: number = 0;

  /** Stowage, percent of the cubic capacity used. */
  @Field(() => Float, { description: voyageFieldDoc('stowage') })
  @Property({ type: 'double' })
  stowage: number = 0;

  @Field(() => Loadline, { description: voyageFieldDoc('loadline') })
  @Enum({ items: () => Loadline, nativeEnumName: 'loadline' })
  loadline: Loadline = Loadline.SUMMER;

  @Field(() => SulfurMode, { description: voyageFieldDoc('sulfur') })
  @Enum({ items: () => SulfurMode, nativeEnumName: 'sulfur_mode' })
  sulfur: SulfurMode = SulfurMode.NORMAL;

  @Field(() => Float, { description: voyageFieldDoc('extraDays') })
  @Property({ type: 'double' })
  extraDays: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('portExp') })
  @Property({ type: 'double' })
  portExp: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('portStay') })
  @Property({ type: 'double' })
  portStay: number = 0;

  /** Distance weather factor, percent added to the sea leg. */
  @Field(() => Float, { description: voyageFieldDoc('dwf') })
  @Property({ type: 'double' })
  dwf: number = 0;

  /** Draft restriction in metres; 0 means none. */
  @Field(() => Float, { description: voyageFieldDoc('draftRes') })
  @Property({ type: 'double' })
  draftRes: number = 0;

  /** t/m3; sea water 1.025, fresh water 1.000. */
  @Field(() => Float, { description: voyageFieldDoc('waterDensity') })
  @Property({ type: 'double' })
  waterDensity: number = 1.025;

  @Field(() => Float, { description: voyageFieldDoc('distNormal') })
  @Property({ type: 'double' })
  distNormal: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('distEca') })
  @Property({ type: 'double' })
  distEca: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('speedNormal') })
  @Property({ type: 'double' })
  speedNormal: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('speedECA') })
  @Property({ type: 'double' })
  speedECA: number = 0;

  /** Cargo transferred at this row, tonnes. */
  @Field(() => Float, { description: voyageFieldDoc('cargoTx') })
  @Property({ type: 'double' })
  cargoTx: number = 0;

  @Field(() => Float, { nullable: true, description: voyageFieldDoc('cargoTxOverriddenValue') })
  @Property({ type: 'double', nullable: true })
  cargoTxOverriddenValue: number | null = null;

  @Field(() => LbMarker, { description: voyageFieldDoc('lbmarker') })
  @Enum({ items: () => LbMarker, nativeEnumName: 'lb_marker' })
  lbmarker: LbMarker = LbMarker.BALLAST;

  /** Row position within the order, 0 = Commence. */
  @Field(() => Int, { description: voyageFieldDoc('index') })
  @Property({ type: 'integer' })
  index: number = 0;

  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lat') })
  @Property({ type: 'double', nullable: true })
  lat: number | null = null;

  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lng') })
  @Property({ type: 'double', nullable: true })
  lng: number | null = null;

  @Field(() => String, { nullable: true, description: voyageFieldDoc('country') })
  @Property({ type: 'string', length: 100, nullable: true })
  country: string | null = null;

  @Field(() => String, { nullable: true, description: voyageFieldDoc('notes') })
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: voyageFieldDoc('arrivalTime') })
  @Property({ type: 'datetime', nullable: true })
  arrivalTime: Date | null = null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: voyageFieldDoc('departureTime') })
  @Property({ type: 'datetime', nullable: true })
  departureTime: Date | null = null;

  /** Route geometry of the leg arriving here (GeoJSON). */
  @Field(() => GraphQLJSON, { nullable: true, description: voyageFieldDoc('geoJSON') })
  @Property({ type: 'json', nullable: true })
  geoJSON: Record<string, unknown> | null = null;

  /** Added in the calculator rather than in the order dialog. */
  @Field({ description: voyageFieldDoc('isExtra') })
  @Property({ type: 'boolean' })
  isExtra: boolean = false;

  /** The spec's queryId. */
  @Index()
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Rel<Order>;

  @Index()
  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;
}
