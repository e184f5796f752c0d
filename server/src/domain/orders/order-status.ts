import { OrderStatus } from '../../entities/order.entity';

/**
 * The one word of each stored status (docs/decisions.md#shipments-and-one-vocabulary): the back-office's
 * dropdown, chips and dashboard, My Order's timeline, the e-mails and the REST documentation all read it, so
 * the admin picks what the customer will read. The numbers are the specifications' 1-5; "Out for delivery"
 * and "Returned" have no number and are not built. Mapped from the number (the seed's string-keyed mapping
 * is not copied).
 */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  [OrderStatus.PENDING]: 'Placed',
  [OrderStatus.PROCESSING]: 'Being made',
  [OrderStatus.SHIPPED]: 'Shipped',
  [OrderStatus.DELIVERED]: 'Delivered',
  [OrderStatus.CANCELLED]: 'Cancelled',
};

/** The word of a stored status; 'Unknown' for a number outside 1-5. */
export const statusLabel = (status: number): string => STATUS_LABELS[status as OrderStatus] ?? 'Unknown';

/** The same word (kept for callers written when the storefront and the back office read differently). */
export const storefrontStatusLabel = statusLabel;
/** The same word (kept for callers written when the storefront and the back office read differently). */
export const backOfficeStatusLabel = statusLabel;

/** The label of every status, by status (1-5 in order: the dashboard's status counts). */
export const BACK_OFFICE_STATUS_LABELS = STATUS_LABELS;

/** The tracking id shoppers see: ORD- and the order id padded to 4 digits (docs/decisions.md#order-status). */
export const trackingId = (orderId: number): string => `ORD-${String(orderId).padStart(4, '0')}`;
