import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { SAVED_RESULT_LIST_COUNT_TRIGGERS } from '../../db/list-counts.js';
import { SAVED_RESULT_LIST_SEARCH_TRIGGERS } from '../../db/list-search.js';
import { Order } from '../orders/order.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { User } from '../users/user.entity.js';
import { SAVED_RESULT_SEARCH_INDEX } from './saved-result.search.js';
import { Node } from '../../graphql/relay/node.js';

type SavedResultDefaults = 'firstLoadPort' | 'lastDischargePort' | 'loadQuantity' | 'order' | 'createdBy';

/**
 * A saved voyage ("Calculate & Save"): list columns plus the legacy saveResultDTO as four json snapshots
 * taken at save time, so the result stays readable after the order or fleet changes.
 */
@ObjectType({
  description:
    "A saved voyage (Save Voyage): one fleet entry's calculation with the order and itinerary it was computed from.",
  implements: Node,
})
@Entity({
  tableName: 'saved_result',
  // The list's counts and search table (ADR 0018): triggers keep saved_result_list_count and saved_result_list_search.
  triggers: [
    ...SAVED_RESULT_LIST_COUNT_TRIGGERS.map((t) => ({ ...t, forEach: 'statement' as const })),
    ...SAVED_RESULT_LIST_SEARCH_TRIGGERS,
  ],
})
@Index({ name: 'saved_result_list_org_created_index', properties: ['organization', 'createdAt', 'id'] })
@Index({ name: 'saved_result_list_mine_created_index', properties: ['organization', 'createdBy', 'createdAt', 'id'] })
@Index({ name: 'saved_result_list_search_index', expression: SAVED_RESULT_SEARCH_INDEX })
export class SavedResult extends BaseEntity<SavedResultDefaults> {
  @Field({ description: 'Label the voyage was saved under.' })
  @Property({ type: 'string', length: 200 })
  saveLabel!: string;

  @Field({ description: 'Name of the vessel of the saved fleet entry.' })
  @Property({ type: 'string', length: 200 })
  vesselName!: string;

  /** The order's name at save time (the spec's `name`). */
  @Field({ description: "The order's name at save time (the spec's name)." })
  @Property({ type: 'string', length: 200 })
  orderName!: string;

  @Field(() => String, { nullable: true, description: 'Port of the first Loading row; null when none.' })
  @Property({ type: 'string', length: 200, nullable: true })
  firstLoadPort: string | null = null;

  @Field(() => String, { nullable: true, description: 'Port of the last Discharging row; null when none.' })
  @Property({ type: 'string', length: 200, nullable: true })
  lastDischargePort: string | null = null;

  /** Tonnes. */
  @Field(() => Float, { description: 'Cargo loaded, tonnes.' })
  @Property({ type: 'double' })
  loadQuantity: number = 0;

  @Field(() => GraphQLJSON, {
    description: "The vessel's calculation result as computed at save time (VesselResult as JSON).",
  })
  @Property({ type: 'json' })
  calculatorResult!: Record<string, unknown>;

  @Field(() => GraphQLJSON, { description: 'The order (client query) as calculated, JSON.' })
  @Property({ type: 'json' })
  cargoOrder!: Record<string, unknown>;

  @Field(() => GraphQLJSON, { description: 'The fleet entry as calculated, JSON.' })
  @Property({ type: 'json' })
  fleet!: Record<string, unknown>;

  /** The port-operation rows as calculated (a list). */
  @Field(() => GraphQLJSON, { description: 'The port-operation rows as calculated, a JSON list.' })
  @Property({ type: 'json' })
  portOperation!: Record<string, unknown>[];

  @Index()
  @ManyToOne(() => Order, { nullable: true, deleteRule: 'set null' })
  order: Rel<Order> | null = null;

  @Index()
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy: Rel<User> | null = null;

  @Index()
  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;
}
