import type { NodeType } from '../../graphql/relay/node-registry.js';
import { notFound } from '../../errors/app-error.js';

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
    // The order's visibility first; its list columns as the lists read them (kept by triggers, not loaded
    // with the entity).
    load: async (services, actor, id) => {
      await services.orders.get(actor, id);
      const row = await services.connections.orderRow(actor, id);
      if (!row) throw notFound('Order', id);
      return row;
    },
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
