import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { Node } from '../../graphql/relay/node.js';

/** One of ADMIN, Pricing, Sales, Super Admin; rows are ensured at start-up. */
@ObjectType({ description: 'A role: the routes (screens) and actions its users may use.', implements: Node })
@Entity({ tableName: 'role' })
export class Role extends BaseEntity {
  @Field({ description: 'Role name (e.g. ADMIN, Pricing, Sales).' })
  @Property({ type: 'string', length: 50, unique: true })
  name!: string;
}
