import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { LIST_PAGE, PageInput, readPage } from '../../graphql/paging.js';
import { requireActor } from '../auth/actor.js';
import { CargoExtraDetail } from './cargo-extra-detail.entity.js';
import { OrderInput, toSaveRequest } from './order.inputs.js';
import { Order } from './order.entity.js';
import { notFound } from '../../errors/app-error.js';
import { OrderListRow, OrderPage, OrderSearchInput, toOrderSearch, UnmatchedPort } from './order.types.js';
import { PortOperation } from './port-operation.entity.js';
import { VERSION_ARG } from '../../graphql/version-arg.js';

/** Orders: the two tables, one order, saving and deleting, pins (spec 1 sections 2-5). */
@Resolver(() => Order)
export class OrderResolver {
  @Authorized('/orders', '/calculator')
  @Query(() => OrderPage, { description: 'My Orders: created by you, pinned first, newest first' })
  myOrders(
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page of the list (offset and limit); default the first page.',
    })
    page?: PageInput | null,
    @Arg('search', () => OrderSearchInput, {
      nullable: true,
      description: 'Search text and column filters of the Orders list; absent: no filter.',
    })
    search?: OrderSearchInput | null,
  ): Promise<OrderPage> {
    const req = readPage(page, LIST_PAGE);
    return ctx.services.orders.list(requireActor(ctx.auth), 'mine', toOrderSearch(search), req);
  }

  @Authorized('/orders', '/calculator')
  @Query(() => OrderPage, { description: "All Orders: the organization's public orders plus your own" })
  allOrders(
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page of the list (offset and limit); default the first page.',
    })
    page?: PageInput | null,
    @Arg('search', () => OrderSearchInput, {
      nullable: true,
      description: 'Search text and column filters of the Orders list; absent: no filter.',
    })
    search?: OrderSearchInput | null,
  ): Promise<OrderPage> {
    const req = readPage(page, LIST_PAGE);
    return ctx.services.orders.list(requireActor(ctx.auth), 'org', toOrderSearch(search), req);
  }

  @Authorized('/orders', '/calculator', '/map/:id')
  @Query(() => Order, { description: 'One visible order (also for /map/{id}, which draws its route)' })
  order(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the order.' }) id: number,
  ): Promise<Order> {
    return ctx.services.orders.get(requireActor(ctx.auth), id);
  }

  @Authorized('/orders', '/calculator')
  @Query(() => [Int], { description: "Pinned order ids: yours, or another user's of your organization" })
  pinnedOrderIds(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, {
      nullable: true,
      description: 'User of your organization whose pinned orders are read; absent: yours.',
    })
    userId?: number | null,
  ): Promise<number[]> {
    return ctx.services.orderExtras.pinnedIds(requireActor(ctx.auth), userId);
  }

  @Authorized('/orders', '/calculator')
  @Mutation(() => Order, { description: 'Creates (no id) or updates an order and its operations in one transaction' })
  saveOrder(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => OrderInput, {
      description: 'The order; with an id it updates that order, without one it creates a new one.',
    })
    input: OrderInput,
    @Arg('version', () => Int, VERSION_ARG) version?: number | null,
  ): Promise<Order> {
    return ctx.services.orders.save(requireActor(ctx.auth), { ...toSaveRequest(input), version });
  }

  @Authorized('/orders', '/calculator')
  @Mutation(() => Order, { description: '"Create New Order": saves the input as a new order (ids are ignored)' })
  createOrderAsCopy(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => OrderInput, {
      description: 'The order as edited; saved as a new order with its operations (Create New Order).',
    })
    input: OrderInput,
  ): Promise<Order> {
    return ctx.services.orders.createCopy(requireActor(ctx.auth), toSaveRequest(input));
  }

  @Authorized('/orders', '/calculator')
  @Mutation(() => Order, {
    description: 'Copy as my order: a visible order recreated as your own private order (one transaction)',
  })
  copyOrder(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the order to copy with its operations.' }) id: number,
  ): Promise<Order> {
    return ctx.services.orders.copy(requireActor(ctx.auth), id);
  }

  @Authorized('/orders', '/calculator')
  @Mutation(() => Boolean, { description: 'Deletes an order with its operations (creator or ADMIN)' })
  async deleteOrder(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the order to delete with its operations.' }) id: number,
  ): Promise<boolean> {
    await ctx.services.orders.delete(requireActor(ctx.auth), id);
    return true;
  }

  @Authorized('/orders', '/calculator')
  @Mutation(() => [Int], { description: 'Replaces your pinned orders; answers the pinned ids' })
  setPinnedOrders(
    @Ctx() ctx: GraphQLContext,
    @Arg('ids', () => [Int], {
      description: 'Stored ids of the orders pinned by the caller, in display order; an empty list unpins all.',
    })
    ids: number[],
  ): Promise<number[]> {
    return ctx.services.orderExtras.setPinned(requireActor(ctx.auth), ids);
  }

  @FieldResolver(() => [PortOperation], { description: 'Rows in voyage order, Commence first' })
  operations(@Root() order: Order): PortOperation[] {
    return [...order.operations.getItems()].sort((a, b) => a.index - b.index || a.id - b.id);
  }

  @FieldResolver(() => [CargoExtraDetail], { description: 'Margins and bunker supply, one per operation at most' })
  cargoExtraDetails(@Ctx() ctx: GraphQLContext, @Root() order: Order): Promise<CargoExtraDetail[]> {
    return ctx.services.orders.extraDetailsFor(order);
  }

  @FieldResolver(() => [UnmatchedPort], {
    description:
      'Rows saved before ports were checked whose port text names no port of the table (or several): choose a port or enter a custom point',
  })
  async unmatchedPorts(@Ctx() ctx: GraphQLContext, @Root() order: Order): Promise<UnmatchedPort[]> {
    const rows = await ctx.services.orders.unmatchedPortsFor(order);
    return rows.map((r) => ({ ...r, field: `operations[${r.index}].port` }));
  }

  @FieldResolver(() => OrderListRow, {
    description:
      "The order as the orders tables list it (the lists' row: its id is the row's global id), with the caller's pin: a client updates its cached list rows from a save's answer with it",
  })
  async listRow(@Ctx() ctx: GraphQLContext, @Root() order: Order): Promise<OrderListRow> {
    const row = await ctx.services.connections.orderRow(requireActor(ctx.auth), order.id);
    if (!row) throw notFound('Order', order.id);
    return row;
  }

  @FieldResolver(() => String, { description: "The creator's full name ('' when the user is gone)" })
  createdUserName(@Root() order: Order): string {
    return order.createdBy?.fullName ?? '';
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: "Database id of the order's creator; null when that user was deleted",
  })
  createdById(@Root() order: Order): number | null {
    return order.createdBy?.id ?? null;
  }
}
