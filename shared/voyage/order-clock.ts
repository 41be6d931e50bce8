import type { OrderInput } from './types.js';

/** Instants of the order parsed once (epoch ms). */
export interface OrderClock {
  laycanStart: number;
  laycanEnd: number;
}

/**
 * The order's laycan parsed once, so the lift search and the premiums do not parse it per pass.
 *
 * @param order - laycan start and end, ISO-8601.
 * @returns epoch ms; NaN for a date that does not parse.
 */
export function orderClock(order: Pick<OrderInput, 'laycanStartDate' | 'laycanEndDate'>): OrderClock {
  return { laycanStart: Date.parse(order.laycanStartDate), laycanEnd: Date.parse(order.laycanEndDate) };
}
