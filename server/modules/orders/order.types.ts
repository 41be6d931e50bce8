import { Field, Float, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { OrderSearch, OrderSearchType } from './order-list.query.js';
import { MAX_PAGE_SIZE, PAGE_SIZE, type PageRequest } from './page.js';
import { badInput } from '../../errors/app-error.js';

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
registerEnumType(OrderSearchField, { name: 'OrderSearchField' });

@InputType({ description: 'Page size (default 10) and page index (default 0); the legacy offset counts pages' })
export class PageInput {
  @Field(() => Int, { nullable: true }) limit?: number | null;
  @Field(() => Int, { nullable: true }) offset?: number | null;
}

@InputType({ description: 'The search row of the orders table' })
export class OrderSearchInput {
  @Field(() => String, { nullable: true }) text?: string | null;
  @Field(() => OrderSearchField, { nullable: true, description: 'Default ALL: any text column' })
  type?: OrderSearchField | null;
  @Field(() => Float, { nullable: true }) loadQtyFrom?: number | null;
  @Field(() => Float, { nullable: true }) loadQtyTo?: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) createdFrom?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) createdTo?: Date | null;
}

@ObjectType({ description: "A row of the orders table; list columns derive from the order's operations" })
export class OrderListRow {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field({ description: 'private | public' }) access!: string;
  @Field(() => String, { nullable: true, description: 'First Loading row' }) firstLoadPort!: string | null;
  @Field(() => String, { nullable: true, description: 'Last Discharging row' }) lastDischargePort!: string | null;
  @Field(() => String, { nullable: true, description: "First Loading row's cargo" }) cargo!: string | null;
  @Field(() => Float, { description: "Tonnes: the Loading rows' cargo qty (their max for MINMAX)" }) loadQty!: number;
  @Field({ description: "The order's freight mode" }) voyType!: string;
  @Field(() => String, { nullable: true, description: "First Loading row's account" }) account!: string | null;
  @Field(() => GraphQLISODateTime) createdDate!: Date;
  @Field() createdUserName!: string;
  @Field(() => Int, { nullable: true }) userId!: number | null;
  @Field({ description: "In the viewer's pinned orders" }) pinned!: boolean;
}

@ObjectType()
export class OrderPage {
  @Field(() => [OrderListRow]) content!: OrderListRow[];
  @Field(() => Int) totalElements!: number;
  @Field(() => Int) totalPages!: number;
  @Field(() => Int, { description: 'Page index' }) number!: number;
  @Field(() => Int) size!: number;
}

const MAX_PAGE_INDEX = 10_000_000;

/** Page size 1-100 (default 10) and a page index from 0 (default 0). */
export function pageRequest(limit?: number | null, offset?: number | null): PageRequest {
  const size = limit ?? PAGE_SIZE;
  const page = offset ?? 0;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badInput(`limit must be an integer from 1 to ${MAX_PAGE_SIZE}`, 'limit');
  }
  if (!Number.isInteger(page) || page < 0 || page > MAX_PAGE_INDEX) {
    throw badInput(`offset must be a page index from 0 to ${MAX_PAGE_INDEX}`, 'offset');
  }
  return { limit: size, page };
}

export function toOrderSearch(input?: OrderSearchInput | null): OrderSearch {
  if (!input) return {};
  const { type, ...rest } = input;
  return { ...rest, type: (type ?? null) as OrderSearchType | null };
}
