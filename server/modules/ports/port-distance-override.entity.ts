import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Float, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { User } from '../users/user.entity.js';
import { Node } from '../../graphql/relay/node.js';

/**
 * An organization-wide distance for a port pair (the spec's savePortDistance: openingPort -> endingPort),
 * used instead of the routed distance, and the pair's notes; a pair may have notes without a distance. Distances in nautical miles. The unique constraint, led by
 * organization, also serves as the organization index.
 */
@ObjectType({
  description: "An organization's saved distance for a port pair, replacing the routed one (Port Distances screen).",
  implements: Node,
})
@Entity({ tableName: 'port_distance_override' })
@Unique({ properties: ['organization', 'fromPort', 'toPort'] })
export class PortDistanceOverride extends BaseEntity<'distNormal' | 'distEca' | 'notes' | 'createdBy'> {
  @Field({ description: 'Port the leg starts at.' })
  @Property({ type: 'string', length: 200 })
  fromPort!: string;

  @Field({ description: 'Port the leg ends at.' })
  @Property({ type: 'string', length: 200 })
  toPort!: string;

  /** Null: the pair has only notes, and its distance stays the routed one (issue #12). */
  @Field(() => Float, {
    nullable: true,
    description: 'Distance outside ECA, nm; null: the pair has only notes and the routed distance stays.',
  })
  @Property({ type: 'double', nullable: true })
  distNormal: number | null = null;

  @Field(() => Float, { nullable: true, description: 'Distance inside ECA, nm; null: the routed distance stays.' })
  @Property({ type: 'double', nullable: true })
  distEca: number | null = null;

  @Field(() => String, { nullable: true, description: 'Notes on the pair; null when none.' })
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy: Rel<User> | null = null;

  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;
}
