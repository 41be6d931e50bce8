import { OptionalProps } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';

/**
 * Integer ids (the legacy API passes them as plain numbers) and audit timestamps.
 * `Optional` names further defaulted properties of the subclass for em.create.
 */
@ObjectType()
export abstract class BaseEntity<Optional extends string = never> {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | Optional;

  // The GraphQL `id` of each subclass is its global id (the Node interface, server/graphql/relay/node.ts).
  @Field(() => Int, { name: 'databaseId', description: 'The numeric row id: for arguments and the REST paths' })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => GraphQLISODateTime, { description: 'When the row was created, UTC.' })
  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Field(() => GraphQLISODateTime, { description: 'When the row was last changed, UTC (lastModifiedDate).' })
  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
