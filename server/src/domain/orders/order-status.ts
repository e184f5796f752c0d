import { OrderStatus } from '../../entities/order.entity';

/**
 * How each stored status reads (docs/decisions.md#order-status): on the storefront, where 1-4 are the steps
 * of the tracking timeline and 5 is shown instead of it, and in the back office. Mapped from the number (the
 * seed's string-keyed mapping is not copied).
 */
const STATUS_READINGS: Record<OrderStatus, { storefront: string; backOffice: string }> = {
  [OrderStatus.PENDING]: { storefront: 'Order confirmed', backOffice: 'Pending' },
  [OrderStatus.PROCESSING]: { storefront: 'Shipping', backOffice: 'Processing' },
  [OrderStatus.SHIPPED]: { storefront: 'Out for delivery', backOffice: 'Shipped' },
  [OrderStatus.DELIVERED]: { storefront: 'Delivered', backOffice: 'Delivered' },
  [OrderStatus.CANCELLED]: { storefront: 'Cancelled', backOffice: 'Cancelled' },
};

type Reading = 'storefront' | 'backOffice';

const labelOf =
  (reading: Reading) =>
  (status: number): string =>
    STATUS_READINGS[status as OrderStatus]?.[reading] ?? 'Unknown';

export const storefrontStatusLabel = labelOf('storefront');
export const backOfficeStatusLabel = labelOf('backOffice');

/** The back-office label of every status, by status (1-5 in order: the dashboard's status counts). */
export const BACK_OFFICE_STATUS_LABELS = Object.fromEntries(
  Object.entries(STATUS_READINGS).map(([status, labels]) => [status, labels.backOffice]),
) as Record<OrderStatus, string>;

/** The tracking id shoppers see: ORD- and the order id padded to 4 digits (docs/decisions.md#order-status). */
export const trackingId = (orderId: number): string => `ORD-${String(orderId).padStart(4, '0')}`;
