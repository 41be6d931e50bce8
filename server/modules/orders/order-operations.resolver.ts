import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireActor } from '../auth/actor.js';
import { CargoExtraDetail } from './cargo-extra-detail.entity.js';
import { CargoExtraDetailInput, OperationInput, toDetailWrite, toOperationWrite } from './order.inputs.js';
import { Order } from './order.entity.js';
import { PortOperation } from './port-operation.entity.js';
import { VERSION_ARG } from '../../graphql/version-arg.js';

/** The calculator's row edits: add, delete, reorder an operation; its extra detail. */
@Resolver(() => PortOperation)
export class OrderOperationsResolver {
  @Authorized('/orders', '/calculator')
  @Mutation(() => Order, {
    description: 'Adds a Passing, Waiting, Bunkering, Redelivery or Relay row at position (default: last; never 0)',
  })
  addOperation(
    @Ctx() ctx: GraphQLContext,
    @Arg('orderId', () => Int, { description: 'Stored id of the order that gets the row.' }) orderId: number,
    @Arg('input', () => OperationInput, { description: 'The new port operation.' }) input: OperationInput,
    @Arg('position', () => Int, {
      nullable: true,
      description: 'Index the row is inserted at (0 is Commence, so at least 1); absent: appended.',
    })
    position?: number | null,
    @Arg('version', () => Int, VERSION_ARG) version?: number | null,
  ): Promise<Order> {
    const actor = requireActor(ctx.auth);
    return ctx.services.orders.addOperation(actor, orderId, toOperationWrite(input), position, version);
  }

  @Authorized('/orders', '/calculator')
  @Mutation(() => Order, { description: 'Deletes a Passing, Waiting, Bunkering, Redelivery or Relay row' })
  deleteOperation(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, {
      description: 'Stored id of the port operation to delete (Passing, Waiting, Bunkering, Redelivery or Relay only).',
    })
    id: number,
    @Arg('version', () => Int, VERSION_ARG) version?: number | null,
  ): Promise<Order> {
    return ctx.services.orders.deleteOperation(requireActor(ctx.auth), id, version);
  }

  @Authorized('/orders', '/calculator')
  @Mutation(() => Order, { description: 'Puts the rows in the order of ids (all of them, Commence first)' })
  reorderOperations(
    @Ctx() ctx: GraphQLContext,
    @Arg('orderId', () => Int, { description: 'Stored id of the order whose rows are reordered.' }) orderId: number,
    @Arg('ids', () => [Int], {
      description: 'Every port-operation id of the order in the new order; Commence must stay first.',
    })
    ids: number[],
    @Arg('version', () => Int, VERSION_ARG) version?: number | null,
  ): Promise<Order> {
    return ctx.services.orders.reorderOperations(requireActor(ctx.auth), orderId, ids, version);
  }

  @Authorized('/orders', '/calculator')
  @Mutation(() => CargoExtraDetail, { description: "Creates or updates a port operation's extra detail" })
  saveCargoExtraDetail(
    @Ctx() ctx: GraphQLContext,
    @Arg('operationId', () => Int, {
      description: 'Stored id of the port operation the margins and bunker supply belong to.',
    })
    operationId: number,
    @Arg('input', () => CargoExtraDetailInput, {
      description: 'Margins and bunker supply of the row; replaces the saved ones.',
    })
    input: CargoExtraDetailInput,
  ): Promise<CargoExtraDetail> {
    return ctx.services.orderExtras.saveExtraDetail(requireActor(ctx.auth), operationId, toDetailWrite(input));
  }

  @Authorized('/orders', '/calculator')
  @Mutation(() => Boolean, {
    description: "Deletes one row's margins and bunker supply entry of an order the caller may change",
  })
  async deleteCargoExtraDetail(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the margins and bunker supply entry to delete.' }) id: number,
  ): Promise<boolean> {
    await ctx.services.orderExtras.deleteExtraDetail(requireActor(ctx.auth), id);
    return true;
  }

  @FieldResolver(() => Boolean, {
    description: "The port is in the EU/EEA (EU ETS), from the port table by the row's port; never typed",
  })
  isEu(@Ctx() ctx: GraphQLContext, @Root() row: PortOperation): Promise<boolean> {
    return ctx.services.ports.isEuPort(row.port);
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'The port table row the port names; null for a custom point',
  })
  portId(@Root() row: PortOperation): number | null {
    return row.portRecord?.id ?? null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The tied port's name in the table (the row's text may be an alias of it), shown beside the text",
  })
  async portName(@Ctx() ctx: GraphQLContext, @Root() row: PortOperation): Promise<string | null> {
    if (!row.portRecord) return null;
    const port = await ctx.services.ports.getById(requireActor(ctx.auth), row.portRecord.id);
    return port?.name ?? null;
  }

  @FieldResolver(() => Int, { description: 'The order (legacy queryId)' })
  orderId(@Root() row: PortOperation): number {
    return row.order.id;
  }
}

@Resolver(() => CargoExtraDetail)
export class CargoExtraDetailResolver {
  @FieldResolver(() => Int, { description: 'The port operation it belongs to (legacy cargoId)' })
  operationId(@Root() detail: CargoExtraDetail): number {
    return detail.operation.id;
  }
}
