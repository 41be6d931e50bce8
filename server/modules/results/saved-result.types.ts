import { Field, Float, GraphQLISODateTime, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../graphql/paging.js';
import { Node } from '../../graphql/relay/node.js';

export enum SavedResultScope {
  MINE = 'mine',
  ALL = 'all',
}
registerEnumType(SavedResultScope, {
  name: 'SavedResultScope',
  description: "Which saved results a list shows: your own or your organization's",
  valuesConfig: {
    MINE: { description: 'Saved by you (My Voyages)' },
    ALL: { description: "The organization's (All Voyages, the saved list)" },
  },
});

/** The voyages search's text target; ALL matches any of them. */
export enum VoyageSearchField {
  ALL = 'all',
  SAVE_LABEL = 'saveLabel',
  VESSEL = 'vessel',
  NAME = 'name',
  FIRST_LOAD_PORT = 'firstLoadPort',
  LAST_DISCHARGE_PORT = 'lastDischargePort',
}
registerEnumType(VoyageSearchField, {
  name: 'VoyageSearchField',
  description: 'Column of the saved voyages list the search text is matched against.',
  valuesConfig: {
    ALL: { description: 'Any of the columns below.' },
    SAVE_LABEL: { description: 'Label the voyage was saved under.' },
    VESSEL: { description: 'Vessel name.' },
    NAME: { description: 'Order name.' },
    FIRST_LOAD_PORT: { description: 'Port of the first Loading row.' },
    LAST_DISCHARGE_PORT: { description: 'Port of the last Discharging row.' },
  },
});

// Simple resolvers, as OrderListRow's (issue #19 item 2): graphql-js reads each column straight from the row;
// databaseId keeps type-graphql's, which reads the `id` property it is named from.
@ObjectType({
  implements: Node,
  simpleResolvers: true,
  description: 'A saved voyage as listed (spec 1 section 3, Saved voyage)',
})
export class SavedResultRowGql {
  @Field(() => Int, {
    name: 'databaseId',
    simple: false,
    description: 'The numeric row id: for arguments and the REST paths',
  })
  id!: number;
  @Field({ description: 'Label the voyage was saved under.' }) saveLabel!: string;
  @Field({ description: 'Vessel name' }) vessel!: string;
  @Field({ description: "The order's name at save time" }) name!: string;
  @Field(() => String, { nullable: true, description: 'Open port of the vessel; null when not known.' }) openingPort!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Port of the first Loading row; null when none.' })
  firstLoadPort!: string | null;
  @Field(() => String, { nullable: true, description: 'Port of the last Discharging row; null when none.' })
  lastDischargePort!: string | null;
  @Field(() => Float, { description: 'Tonnes' }) loadQuantity!: number;
  @Field(() => GraphQLISODateTime, { description: 'When the voyage was saved, UTC.' }) createdDate!: Date;
  @Field({ description: 'Name of the user who saved it.' }) createdUserName!: string;
  @Field(() => Int, { nullable: true, description: 'Stored id of the user who saved it; null when not known.' })
  userId!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Stored id of the order it was computed from; null when not known.',
  })
  orderId!: number | null;
}

@ObjectType({ description: 'A page of saved voyages, newest first.' })
export class SavedResultPage extends PageOf(SavedResultRowGql, { number: 'Page index' }) {}
