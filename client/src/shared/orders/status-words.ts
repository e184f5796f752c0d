/**
 * The one word of each order status (docs/decisions.md#shipments-and-one-vocabulary; the server's
 * domain/orders/order-status.ts answers the same as statusLabel): the back-office's dropdown and chips and
 * My Order's timeline read these, so the admin picks what the customer reads.
 */
export const STATUS_WORDS = {
  1: 'Placed',
  2: 'Being made',
  3: 'Shipped',
  4: 'Delivered',
  5: 'Cancelled',
} as const;

export type StatusNumber = keyof typeof STATUS_WORDS;
