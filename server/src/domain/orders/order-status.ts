import { OrderStatus } from '../../entities/order.entity';

/**
 * The storefront's reading of the stored status (docs/decisions.md#order-status): 1-4 are the steps of the
 * tracking timeline, 5 is shown instead of it. Mapped from the number (the seed's string-keyed mapping is not
 * copied).
 */
export const STOREFRONT_STATUS_LABELS: Record<OrderStatus, string> = {
  [OrderStatus.PENDING]: 'Order confirmed',
  [OrderStatus.PROCESSING]: 'Shipping',
  [OrderStatus.SHIPPED]: 'Out for delivery',
  [OrderStatus.DELIVERED]: 'Delivered',
  [OrderStatus.CANCELLED]: 'Cancelled',
};

export const storefrontStatusLabel = (status: number): string => STOREFRONT_STATUS_LABELS[status as OrderStatus] ?? 'Unknown';

/** The tracking id shoppers see: ORD- and the order id padded to 4 digits (docs/decisions.md#order-status). */
export const trackingId = (orderId: number): string => `ORD-${String(orderId).padStart(4, '0')}`;
