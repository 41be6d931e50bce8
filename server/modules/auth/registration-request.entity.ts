import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** A "Request Registration" submission from the login page; global, reviewed by a Super Admin. */
@ObjectType()
@Entity({ tableName: 'registration_request' })
export class RegistrationRequest extends BaseEntity<'description'> {
  @Field()
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field()
  @Property({ type: 'string', length: 254 })
  email!: string;

  /** Contact phone number as typed. */
  @Field()
  @Property({ type: 'string', length: 50 })
  number!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;
}
