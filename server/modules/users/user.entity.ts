import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToMany, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { VersionedEntity } from '../../db/versioned.entity.js';
import { Order } from '../orders/order.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { Role } from './role.entity.js';
import { Node } from '../../graphql/relay/node.js';

@ObjectType({ description: 'A user of an organization: name, login e-mail, roles.', implements: Node })
@Entity({ tableName: 'app_user' })
export class User extends VersionedEntity<'lastName' | 'dob' | 'userAccessLevel' | 'fullName'> {
  @Field({ description: 'First name.' })
  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Field({ description: 'Last name (empty when not given).' })
  @Property({ type: 'string', length: 100 })
  lastName: string = '';

  /** Stored lower-case; unique across the whole product because it is the login name. */
  @Field({ description: 'E-mail address, the login name: stored lower-case, unique across the product.' })
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Date of birth, YYYY-MM-DD' })
  @Property({ type: 'date', nullable: true })
  dob: string | null = null;

  /** argon2id hash; never exposed. */
  @Property({ type: 'string', length: 255, hidden: true })
  passwordHash!: string;

  @Index()
  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;

  @ManyToMany(() => Role, undefined, { owner: true, pivotTable: 'app_user_roles' })
  roles = new Collection<Role>(this);

  /** Orders pinned to the user's list (the legacy "query format"). */
  @ManyToMany(() => Order, undefined, { owner: true, pivotTable: 'app_user_pinned_orders' })
  pinnedOrders = new Collection<Order>(this);

  /** 0..9, spec 2 section 5. */
  @Field(() => Int, { description: 'Access level 0..9 (spec 2 section 5).' })
  @Property({ type: 'smallint' })
  userAccessLevel: number = 0;

  get fullName(): string {
    return `${this.firstName} ${this.lastName}`.trim();
  }
}
