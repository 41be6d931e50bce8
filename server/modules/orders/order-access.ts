import { LockMode, type FilterQuery } from '@mikro-orm/core';
import { mayChangeOrder } from '../../../shared/auth/order-owner.js';
import type { Em } from '../../db/orm.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import { assertRoute, scopeOrganization, type Actor } from '../auth/actor.js';
import { OrderAccess } from './order.enums.js';
import { Order } from './order.entity.js';

/**
 * Who may see and change orders, in one place. Orders are read and written from the orders screen and
 * the calculator (routes /orders or /calculator: ADMIN, Pricing, Sales). An order is visible to the users
 * of its organization when it is public, and to its creator; anything else answers NOT_FOUND, so ids do
 * not reveal what exists. Changing or deleting a visible order is for its creator or an ADMIN.
 */
export function assertOrderRoute(actor: Actor): void {
  assertRoute(actor, '/orders', '/calculator');
}

/** Reading one order: the orders screens, and /map/{id}, which draws it (the Super Admin may open it). */
export function assertOrderReadRoute(actor: Actor): void {
  assertRoute(actor, '/orders', '/calculator', '/map/:id');
}

export function visibleOrders(actor: Actor): { organization: number; $or: FilterQuery<Order>[] } {
  return {
    organization: scopeOrganization(actor),
    $or: [{ access: OrderAccess.PUBLIC }, { createdBy: actor.id }],
  };
}

export function canModify(actor: Actor, order: Order): boolean {
  return mayChangeOrder({ userId: actor.id, roles: actor.roles }, order.createdBy?.id ?? null);
}

export function assertCanModify(actor: Actor, order: Order): void {
  if (!canModify(actor, order)) throw forbidden('Only the creator of this order or an ADMIN may change it');
}

/** A visible order with its creator and rows, or NOT_FOUND. */
export async function findVisibleOrder(em: Em, actor: Actor, id: number): Promise<Order> {
  const order = await em.findOne(Order, { id, ...visibleOrders(actor) }, { populate: ['createdBy', 'operations'] });
  if (!order) throw notFound('Order', id);
  return order;
}

/**
 * Inside a write transaction: the order locked against concurrent saves (row lock, released at commit),
 * checked visible and modifiable. Every writer takes this lock first, so two saves of one order never
 * interleave their rows.
 */
export async function lockOrderForWrite(tx: Em, actor: Actor, id: number): Promise<Order> {
  const order = await tx.findOne(Order, { id, ...visibleOrders(actor) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!order) throw notFound('Order', id);
  assertCanModify(actor, order);
  return order;
}
