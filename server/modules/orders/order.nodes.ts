import type { NodeType } from '../../graphql/relay/node-registry.js';
import type { Order } from './order.entity.js';
import type { OrderListRow } from './order.types.js';

/** An order as the orders tables list it: the list columns are kept on the order row itself. */
function listRowOf(order: Order, pinned: readonly number[]): OrderListRow {
  const creator = order.createdBy;
  return {
    id: order.id,
    name: order.name,
    access: order.access,
    firstLoadPort: order.listFirstLoadPort ?? null,
    lastDischargePort: order.listLastDischargePort ?? null,
    cargo: order.listCargo ?? null,
    loadQty: Number(order.listLoadQty ?? 0),
    voyType: order.freightMode,
    account: order.listAccount ?? null,
    createdDate: order.createdAt,
    createdUserName: creator ? `${creator.firstName} ${creator.lastName}`.trim() : '',
    userId: creator?.id ?? null,
    pinned: pinned.includes(order.id),
  };
}

/** Orders, their list rows, port operations and extra details: visible as order-access.ts says. */
export const ORDER_NODES: readonly NodeType[] = [
  {
    typeName: 'Order',
    routes: ['/orders', '/calculator', '/map/:id'],
    load: (services, actor, id) => services.orders.get(actor, id),
  },
  {
    typeName: 'OrderListRow',
    routes: ['/orders', '/calculator'],
    load: async (services, actor, id) =>
      listRowOf(await services.orders.get(actor, id), await services.orderExtras.pinnedIds(actor)),
  },
  {
    typeName: 'PortOperation',
    routes: ['/orders', '/calculator', '/map/:id'],
    load: (services, actor, id) => services.orderExtras.operation(actor, id),
  },
  {
    typeName: 'CargoExtraDetail',
    routes: ['/orders', '/calculator'],
    load: (services, actor, id) => services.orderExtras.extraDetail(actor, id),
  },
];
