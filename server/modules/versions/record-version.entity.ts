import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import type { VersionSnapshot } from '../../../shared/versions/snapshot.js';
import { Organization } from '../organizations/organization.entity.js';

/** What a version row is a version of: an order (its id) or a saved voyage (its first saved result's id). */
export type VersionedRecordKind = 'order' | 'voyage';

/**
 * One saved version of an order or of a saved voyage (issue #21 item 6, ADR 0030): who saved it, when, and
 * a snapshot of its inputs and headline results. Written inside the save's own transaction, so a refused or
 * rolled-back save leaves none. An order's versions carry the order's own `version` number (ADR 0013); a
 * saved voyage's versions are the saved results with its label, vessel and order, numbered from 1.
 */
@ObjectType({ description: 'One saved version of an order or a saved voyage: who saved it, when, and what it held.' })
@Entity({ tableName: 'record_version' })
@Unique({ name: 'record_version_entity_version_unique', properties: ['entityKind', 'entityId', 'version'] })
@Index({ name: 'record_version_record_index', properties: ['entityKind', 'recordId'] })
export class RecordVersion {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 20 })
  entityKind!: VersionedRecordKind;

  /** The order's id; for a saved voyage, the id of its first saved result (the line of its versions). */
  @Property({ type: 'integer' })
  entityId!: number;

  /** The row this version is: the order, or the saved result stored by this save. */
  @Field(() => Int, { description: 'Id of the row this version is: the order, or the saved result this save stored.' })
  @Property({ type: 'integer' })
  recordId!: number;

  @Index()
  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;

  @Field(() => Int, { description: "The version's number: an order's own version (ADR 0013); a voyage's from 1." })
  @Property({ type: 'integer' })
  version!: number;

  /** A plain id, no foreign key: the user may be deleted later. */
  @Field(() => Int, { nullable: true, description: 'Id of the user who saved this version.' })
  @Property({ type: 'integer', nullable: true })
  savedById: number | null = null;

  @Field({ description: "Who saved this version: the user's full name at the time." })
  @Property({ type: 'string', length: 200 })
  savedByName!: string;

  @Field(() => GraphQLISODateTime, { description: 'When this version was saved, UTC.' })
  @Property({ type: 'datetime' })
  savedAt!: Date;

  @Field(() => GraphQLJSON, {
    description: 'Inputs (fields, operations, fleet entry) and headline results as saved: a VersionSnapshot.',
  })
  @Property({ type: 'json' })
  snapshot!: VersionSnapshot;
}
