import { Arg, Args, Authorized, Ctx, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ConnectionArgs, ConnectionOf, readConnectionArgs } from '../../graphql/relay/connection.js';
import { requireActor } from '../auth/actor.js';
import { OrderListRow, OrderSearchInput, toOrderSearch } from './order.types.js';

/** Which orders table: My Orders (yours, pinned first) or All Orders (the public ones plus yours). */
export enum OrderListScope {
  MY = 'mine',
  ALL = 'org',
}
registerEnumType(OrderListScope, {
  name: 'OrderListScope',
  description: 'My Orders or All Orders',
  valuesConfig: {
    MY: { description: 'Orders you created, pinned ones first' },
    ALL: { description: "Your organization's public orders and your own" },
  },
});

@ObjectType({ description: 'Rows of an orders table, paged by cursor' })
export class OrderConnection extends ConnectionOf(OrderListRow, 'Order') {}

/** The orders tables as a cursor connection (ADR 0024); myOrders and allOrders keep their offset pages. */
@Resolver()
export class OrderConnectionResolver {
  @Authorized('/orders', '/calculator')
  @Query(() => OrderConnection, {
    description:
      'My Orders or All Orders by cursor, with the search filters: newest first (My Orders pinned first); stable while orders are added',
  })
  ordersConnection(
    @Ctx() ctx: GraphQLContext,
    @Arg('scope', () => OrderListScope, { description: 'My Orders or All Orders' }) scope: OrderListScope,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('filter', () => OrderSearchInput, {
      nullable: true,
      description: "The orders table's search row (none: every order of the scope)",
    })
    filter?: OrderSearchInput | null,
  ): Promise<OrderConnection> {
    const req = readConnectionArgs(args);
    return ctx.services.connections.orders(requireActor(ctx.auth), scope, toOrderSearch(filter), req);
  }
}
