import type { Em } from '../../db/orm.js';
import type { Actor } from '../../modules/auth/actor.js';
import { orderConnection } from '../../modules/orders/order-list.keyset.js';
import type { OrderSearch } from '../../modules/orders/order-list.query.js';
import type { ConnectionRequest } from './connection.js';

/**
 * The lists as cursor connections (ADR 0023), bound to one request's EntityManager fork like every other
 * service. Each list's keyset query lives in its module and runs the same route check and organization
 * scope as the list's offset page.
 */
export class ConnectionService {
  constructor(private readonly em: Em) {}

  orders(actor: Actor, scope: 'mine' | 'org', search: OrderSearch, req: ConnectionRequest) {
    return orderConnection(this.em, actor, scope, search, req);
  }
}
