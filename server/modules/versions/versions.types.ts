import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionOf } from '../../graphql/relay/connection.js';
import { RecordVersion } from './record-version.entity.js';

/** Which kind of record the versions are asked for. */
export enum VersionedRecord {
  ORDER = 'order',
  SAVED_VOYAGE = 'voyage',
}
registerEnumType(VersionedRecord, {
  name: 'VersionedRecord',
  description: 'A record whose saves keep versions',
  valuesConfig: {
    ORDER: { description: 'An order (its id): every save with its operations and extra details' },
    SAVED_VOYAGE: {
      description: 'A saved voyage (the id of any of its saved results): the saves with its label, vessel and order',
    },
  },
});

export enum VersionSection {
  INPUTS = 'inputs',
  OPERATIONS = 'operations',
  FLEET = 'fleet',
  RESULTS = 'results',
}
registerEnumType(VersionSection, {
  name: 'VersionSection',
  description: 'The part of a version a change is in',
  valuesConfig: {
    INPUTS: { description: "The record's own fields (a saved voyage: the order as calculated)" },
    OPERATIONS: { description: 'The port operations, matched by position' },
    FLEET: { description: "A saved voyage's fleet entry as calculated" },
    RESULTS: { description: "A saved voyage's headline results" },
  },
});

export enum VersionChangeKind {
  ADDED = 'added',
  REMOVED = 'removed',
  CHANGED = 'changed',
}
registerEnumType(VersionChangeKind, {
  name: 'VersionChangeKind',
  description: 'How a field differs between two versions',
  valuesConfig: {
    ADDED: { description: 'Only the second version has it (or the row)' },
    REMOVED: { description: 'Only the first version has it (or the row)' },
    CHANGED: { description: 'Both have it, with different values' },
  },
});

@ObjectType({ description: 'Versions of an order or a saved voyage, newest first, paged by cursor' })
export class RecordVersionConnection extends ConnectionOf(RecordVersion, 'RecordVersion') {}

@ObjectType({ description: 'One difference between two versions' })
export class VersionChangeGql {
  @Field(() => VersionSection, { description: 'The part of the version' }) section!: VersionSection;
  @Field(() => Int, { nullable: true, description: "Operations: the row's position from 0; null elsewhere" })
  row!: number | null;
  @Field({ description: "The field's path in its part or row (dotted when nested); empty for a whole row" })
  field!: string;
  @Field({ description: "What to show: a headline result's name, else the field's path" }) label!: string;
  @Field(() => VersionChangeKind, { description: 'Added, removed or changed' }) kind!: VersionChangeKind;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The value in the first version (a whole row if removed)' })
  before!: unknown;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The value in the second version (a whole row if added)' })
  after!: unknown;
  @Field(() => String, { nullable: true, description: "The field's unit (USD, USD/t, t, days...); null: none" })
  unit!: string | null;
  @Field(() => Float, { nullable: true, description: 'Second minus first, in the unit, when both are numbers' })
  delta!: number | null;
}

@ObjectType({ description: 'What changed between two versions of an order or a saved voyage' })
export class VersionDiff {
  @Field(() => RecordVersion, { description: 'The first version asked for' }) from!: RecordVersion;
  @Field(() => RecordVersion, { description: 'The second version asked for' }) to!: RecordVersion;
  @Field(() => [VersionChangeGql], { description: 'Fields added, removed or changed, part by part' })
  changes!: VersionChangeGql[];
}
