import { Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity.js';

/** The server-set columns of a versioned record (never assigned from a client's input). */
export type VersionColumns = 'version' | 'changedById' | 'changedByName' | 'changedAt';

/**
 * A record users edit from a copy they loaded earlier (orders, fleet entries, vessels, users,
 * organizations): `version` counts its saves, and the last save's author and time are kept so a stale
 * save can be refused saying who changed it and when (ADR 0013, server/db/versioning.ts). Only the
 * services change these columns, inside the save's transaction, with the row locked.
 */
@ObjectType()
export abstract class VersionedEntity<Optional extends string = never> extends BaseEntity<Optional | VersionColumns> {
  @Field(() => Int, {
    description: 'Counts the saves of this record; send it back as `version` so a stale copy is refused (CONFLICT)',
  })
  @Property({ type: 'integer', default: 1 })
  version: number = 1;

  /** The user whose save made this version (a plain id: the user may be gone since). */
  @Property({ type: 'integer', nullable: true })
  changedById: number | null = null;

  /** That user's full name at the time of the save, for the CONFLICT message. */
  @Field(() => String, { nullable: true, description: 'Who saved this version (null: not saved since it was made)' })
  @Property({ type: 'string', length: 200, nullable: true })
  changedByName: string | null = null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When this version was saved' })
  @Property({ type: 'datetime', nullable: true })
  changedAt: Date | null = null;
}
