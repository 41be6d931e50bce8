import { Field, Float, GraphQLISODateTime, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../graphql/paging.js';
import { Node } from '../../graphql/relay/node.js';

export enum SavedResultScope {
  MINE = 'mine',
  ALL = 'all',
}
registerEnumType(SavedResultScope, {
  name: 'SavedResultScope',
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

@ObjectType({ implements: Node, description: 'A saved voyage as listed (spec 1 section 3, Saved voyage)' })
export class SavedResultRowGql {
  @Field(() => Int, { name: 'databaseId', description: 'The numeric row id: for arguments and the REST paths' })
  id!: number;
  @Field() saveLabel!: string;
  @Field({ description: 'Vessel name' }) vessel!: string;
  @Field({ description: "The order's name at save time" }) name!: string;
  @Field(() => String, { nullable: true }) openingPort!: string | null;
  @Field(() => String, { nullable: true }) firstLoadPort!: string | null;
  @Field(() => String, { nullable: true }) lastDischargePort!: string | null;
  @Field(() => Float, { description: 'Tonnes' }) loadQuantity!: number;
  @Field(() => GraphQLISODateTime) createdDate!: Date;
  @Field() createdUserName!: string;
  @Field(() => Int, { nullable: true }) userId!: number | null;
  @Field(() => Int, { nullable: true }) orderId!: number | null;
}

@ObjectType()
export class SavedResultPage extends PageOf(SavedResultRowGql, { number: 'Page index' }) {}
