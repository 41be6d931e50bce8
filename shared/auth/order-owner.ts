import { ROLE } from './routes.js';

/**
 * Who may change or delete an order (spec 1 section 6 with the product's ownership rule): its creator or
 * an ADMIN of its organization. The server enforces it (server/modules/orders/order-access.ts); the web
 * reads the same rule to show someone else's order as read-only before anything is pressed.
 */
export function mayChangeOrder(who: { userId: number; roles: readonly string[] }, creatorId: number | null): boolean {
  return creatorId === who.userId || who.roles.includes(ROLE.admin);
}
