import { Field, Int, ObjectType } from 'type-graphql';
import type { Page } from '../vessels/vessel.types.js';
import { FleetEntry } from './fleet-entry.entity.js';

@ObjectType({ description: "One page of an organization's fleet list (offset counts pages from 0)" })
export class FleetPage implements Page<FleetEntry> {
  @Field(() => [FleetEntry])
  content!: FleetEntry[];

  @Field(() => Int)
  totalElements!: number;

  @Field(() => Int)
  totalPages!: number;

  @Field(() => Int, { description: 'The page number (the request offset)' })
  number!: number;

  @Field(() => Int, { description: 'The page size (the request limit)' })
  size!: number;
}

@ObjectType({ description: "Fleet entries copied from another user's fleet (Users tab); none for an empty selection" })
export class FleetCopyResult {
  @Field(() => Int)
  count!: number;

  @Field(() => [FleetEntry], { description: 'The new entries in your fleet' })
  entries!: FleetEntry[];
}
