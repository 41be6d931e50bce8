import { Field, Float, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { badInput } from '../../errors/app-error.js';
import type { ColumnSearch, OrderSearch, OrderSearchType } from './order-list.query.js';
import { PageOf } from '../../graphql/paging.js';
import { Node } from '../../graphql/relay/node.js';

/** The search row's text target (the legacy `type`). */
export enum OrderSearchField {
  ALL = 'all',
  NAME = 'name',
  FIRST_LOAD_PORT = 'firstLoadPort',
  LAST_DISCHARGE_PORT = 'lastDischargePort',
  CARGO = 'cargo',
  VOY_TYPE = 'voyType',
  ACCOUNT = 'account',
  CREATED_BY = 'createdBy',
}
registerEnumType(OrderSearchField, {
  name: 'OrderSearchField',
  description: 'Column of the Orders list the search text is matched against (part of it, any case).',
  valuesConfig: {
    ALL: { description: 'Any of the columns below.' },
    NAME: { description: 'Order name.' },
    FIRST_LOAD_PORT: { description: 'Port of the first Loading row.' },
    LAST_DISCHARGE_PORT: { description: 'Port of the last Discharging row.' },
    CARGO: { description: 'Cargo name.' },
    VOY_TYPE: { description: 'Voyage type column of the list.' },
    ACCOUNT: { description: 'Account (charterer) of the cargo.' },
    CREATED_BY: { description: "Creator's name." },
  },
});

@InputType({ description: "One column's search text" })
export class OrderColumnSearchInput {
  @Field(() => OrderSearchField, { description: 'A text column (not ALL)' }) column!: OrderSearchField;
  @Field({ description: 'Text the column must contain, any case.' }) text!: string;
}

@InputType({ description: 'The search row of the orders table' })
export class OrderSearchInput {
  @Field(() => String, {
    nullable: true,
    description: 'Search text of the search row; absent or blank: no text filter.',
  })
  text?: string | null;
  @Field(() => OrderSearchField, { nullable: true, description: 'Default ALL: any text column' })
  type?: OrderSearchField | null;
  @Field(() => [OrderColumnSearchInput], {
    nullable: true,
    description: 'One text per column; every one must match (the search row combines its columns)',
  })
  columns?: OrderColumnSearchInput[] | null;
  @Field(() => Float, { nullable: true, description: 'Smallest load quantity, tonnes (inclusive).' }) loadQtyFrom?:
    number | null;
  @Field(() => Float, { nullable: true, description: 'Largest load quantity, tonnes (inclusive).' }) loadQtyTo?:
    number | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Created at or after, UTC.' })
  createdFrom?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Created at or before, UTC.' })
  createdTo?: Date | null;
}

// Simple resolvers: graphql-js reads each column straight from the row (no type-graphql wrapper per field
// and row, issue #19 item 2); databaseId keeps type-graphql's, which reads the `id` property it is named from.
@ObjectType({
  implements: Node,
  simpleResolvers: true,
  description: "A row of the orders table; list columns derive from the order's operations",
})
export class OrderListRow {
  @Field(() => Int, {
    name: 'databaseId',
    simple: false,
    description: 'The numeric row id: for arguments and the REST paths',
  })
  id!: number;
  @Field({ description: 'Order name.' }) name!: string;
  @Field({ description: 'private | public' }) access!: string;
  @Field(() => String, { nullable: true, description: 'First Loading row' }) firstLoadPort!: string | null;
  @Field(() => String, { nullable: true, description: 'Last Discharging row' }) lastDischargePort!: string | null;
  @Field(() => String, { nullable: true, description: "First Loading row's cargo" }) cargo!: string | null;
  @Field(() => Float, { description: "Tonnes: the Loading rows' cargo qty (their max for MINMAX)" }) loadQty!: number;
  @Field({ description: "The order's freight mode" }) voyType!: string;
  @Field(() => String, { nullable: true, description: "First Loading row's account" }) account!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When the order was created, UTC.' }) createdDate!: Date;
  @Field({ description: 'Name of the user who created the order.' }) createdUserName!: string;
  @Field(() => Int, { nullable: true, description: 'Stored id of the creator; null when not known.' }) userId!:
    number | null;
  @Field({ description: "In the viewer's pinned orders" }) pinned!: boolean;
}

@ObjectType({ description: 'A page of the Orders list (My Orders or All Orders), newest first.' })
export class OrderPage extends PageOf(OrderListRow, { number: 'Page index' }) {}

export function toOrderSearch(input?: OrderSearchInput | null): OrderSearch {
  if (!input) return {};
  const { type, columns, ...rest } = input;
  const byColumn = (columns ?? []).map((c, i) => {
    if (c.column === OrderSearchField.ALL)
      throw badInput('A column search names one column, not ALL', `search.columns[${i}].column`);
    return { column: c.column as ColumnSearch['column'], text: c.text };
  });
  return { ...rest, type: (type ?? null) as OrderSearchType | null, columns: byColumn };
}

@ObjectType({ description: 'A stored row whose port text names no port of the table (or several)' })
export class UnmatchedPort {
  @Field(() => Int, { description: 'Stored id of the port operation.' }) operationId!: number;
  @Field(() => Int, { description: 'Position in voyage order, Commence = 0' }) index!: number;
  @Field({ description: "The field to fix in a save of the whole order, e.g. 'operations[2].port'" }) field!: string;
  @Field({ description: 'The port text as stored.' }) port!: string;
  @Field({ description: 'Why it does not match (no port, or several) as shown to the user.' }) message!: string;
}
