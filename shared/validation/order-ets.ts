/**
 * EU ETS inputs of an order (voyage-model section 12: "the EUA price and EUR/USD are order inputs the
 * user sees and edits"), with the values a new order starts with. They are starting points the user
 * overwrites, not market data:
 * - EUA price 75 EUR per tonne CO2: a round figure inside the range EU Allowance December futures traded
 *   in through 2024-2025 (roughly 60-85 EUR/t on ICE Endex / EEX).
 * - EUR/USD 1.08 (USD per EUR): about the ECB euro reference rate's 2024 average (1.082).
 * - ETS in the P&L off: the model's default (D11), the cost is shown beside the P&L.
 * Orders stored before these fields existed took the same values (migration
 * Migration20261126074022_order_ets_inputs).
 */
export const ORDER_ETS_DEFAULTS = {
  /** EUR per tonne CO2. */
  euaPriceEur: 75,
  /** USD per EUR. */
  eurUsd: 1.08,
  etsInPnl: false,
} as const;
