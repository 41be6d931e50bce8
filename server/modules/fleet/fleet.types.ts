import { Field, Int, ObjectType } from 'type-graphql';
import { OFFSET_LIMIT_DOCS, PageOf } from '../../graphql/paging.js';
import { FleetEntry } from './fleet-entry.entity.js';

@ObjectType({ description: "One page of an organization's fleet list (offset counts pages from 0)" })
export class FleetPage extends PageOf(FleetEntry, OFFSET_LIMIT_DOCS) {}

@ObjectType({ description: "Fleet entries copied from another user's fleet (Users tab); none for an empty selection" })
export class FleetCopyResult {
  @Field(() => Int, { description: 'Number of fleet entries copied.' })
  count!: number;

  @Field(() => [FleetEntry], { description: 'The new entries in your fleet' })
  entries!: FleetEntry[];
}
