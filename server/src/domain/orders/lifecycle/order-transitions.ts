import { type Order, OrderStatus, PaymentMethod, PaymentStatus, QuoteStatus, StockReservation } from '../../../entities/order.entity';
import { statusLabel } from '../order-status';

/**
 * What an administrator may do to an order (GraphQL enum OrderAction). The shopper's and the providers'
 * actions (pay, fail, expire, a refund's result) are transitions too, but not buttons.
 */
export enum OrderAction {
  PROCESS = 'PROCESS',
  SHIP = 'SHIP',
  DELIVER = 'DELIVER',
  CANCEL = 'CANCEL',
  REFUND = 'REFUND',
  COLLECT_COD = 'COLLECT_COD',
  ARCHIVE = 'ARCHIVE',
  DELETE = 'DELETE',
}

/** Every transition of the table: the admin's actions and the ones payments, expiry and refunds cause. */
export type Transition = OrderAction | 'PAY' | 'FAIL' | 'EXPIRE';

/** The order's fields the table reads, plus what is asked of providers and not answered yet. */
export type LifecycleState = Pick<
  Order,
  'status' | 'paymentMethod' | 'paymentStatus' | 'stockReservation' | 'archivedAt' | 'refundedMinor' | 'totalMinor' | 'invoiceNumber'
> &
  Partial<Pick<Order, 'quoteStatus'>> & {
    /** Refunds requested and not answered yet (order_refunds 'requested'). */
    refundingMinor: number;
    /** Whether money ever moved for it: a paid or refunded attempt, or a payment event with money. */
    hasPayment: boolean;
  };

const MONEY_TAKEN: ReadonlySet<PaymentStatus> = new Set([PaymentStatus.PAID, PaymentStatus.PARTIALLY_REFUNDED]);
/** Financial states an order may be fulfilled in: paid (in part refunded), or cash due / collected on delivery. */
const FULFILLABLE: ReadonlySet<PaymentStatus> = new Set([
  PaymentStatus.PAID,
  PaymentStatus.PARTIALLY_REFUNDED,
  PaymentStatus.COD,
  PaymentStatus.COD_COLLECTED,
]);

/** Money that may still be refunded: paid, less what was refunded and what is being refunded. */
export function refundableMinor(state: LifecycleState): number {
  if (state.paymentMethod !== PaymentMethod.ONLINE || !MONEY_TAKEN.has(state.paymentStatus)) return 0;
  return Math.max(0, state.totalMinor - state.refundedMinor - state.refundingMinor);
}

const quoteOpen = (state: LifecycleState) => state.quoteStatus != null && state.quoteStatus !== QuoteStatus.ACCEPTED;

function notFulfillable(state: LifecycleState): string | null {
  if (state.paymentStatus === PaymentStatus.REFUNDED) return 'This order is refunded';
  if (!FULFILLABLE.has(state.paymentStatus)) return 'This order is not paid yet';
  return null;
}

/**
 * The declared transition table (docs/decisions.md#order-lifecycle): why `transition` is refused from this
 * state, or null when it is allowed. Pure; the lifecycle module asks it under the order's row lock, and the
 * back-office's buttons (allowedActions) are computed from it.
 */
export function refusal(state: LifecycleState, transition: Transition): string | null {
  if (state.archivedAt) return 'This order is archived';
  const { status } = state;
  switch (transition) {
    case OrderAction.PROCESS:
      if (status !== OrderStatus.PENDING) return 'Only a pending order can be processed';
      return notFulfillable(state);
    case OrderAction.SHIP:
      if (status !== OrderStatus.PENDING && status !== OrderStatus.PROCESSING) return 'Only a pending or processing order can be shipped';
      return notFulfillable(state);
    case OrderAction.DELIVER:
      return status === OrderStatus.SHIPPED ? null : 'Only a shipped order can be delivered';
    case OrderAction.CANCEL:
      return status === OrderStatus.PENDING || status === OrderStatus.PROCESSING
        ? null
        : 'A shipped, delivered or cancelled order cannot be cancelled';
    case OrderAction.REFUND:
      if (state.paymentMethod !== PaymentMethod.ONLINE) return 'Only an order paid online can be refunded';
      if (state.paymentStatus === PaymentStatus.REFUNDED) return 'This order is already refunded';
      if (!MONEY_TAKEN.has(state.paymentStatus)) return 'Only an order paid online can be refunded';
      return refundableMinor(state) > 0 ? null : 'A refund of all that was paid is already under way';
    case OrderAction.COLLECT_COD:
      if (state.paymentStatus !== PaymentStatus.COD) return 'Only cash due on delivery can be collected';
      return status === OrderStatus.SHIPPED || status === OrderStatus.DELIVERED ? null : 'Cash is collected once the order is shipped';
    case OrderAction.ARCHIVE:
      return state.hasPayment || state.invoiceNumber ? null : 'An order without a payment or an invoice is deleted, not archived';
    case OrderAction.DELETE:
      return state.hasPayment || state.invoiceNumber ? 'An order with a payment or an invoice is archived, not deleted' : null;
    case 'PAY':
      if (state.paymentMethod !== PaymentMethod.ONLINE) return 'This order is paid by cash on delivery';
      if (status === OrderStatus.CANCELLED) return 'This order is cancelled';
      if (quoteOpen(state)) return 'This custom design can be paid once its quote is accepted';
      if (state.stockReservation === StockReservation.EXPIRED) return 'This order was not paid in time';
      return state.paymentStatus === PaymentStatus.PENDING || state.paymentStatus === PaymentStatus.FAILED
        ? null
        : 'This order is already paid';
    case 'FAIL':
      if (status === OrderStatus.CANCELLED) return 'This order is cancelled';
      return state.paymentStatus === PaymentStatus.PENDING || state.paymentStatus === PaymentStatus.FAILED
        ? null
        : 'A paid order never goes back to payment failed';
    case 'EXPIRE':
      if (state.paymentMethod !== PaymentMethod.ONLINE || status === OrderStatus.CANCELLED) return 'Only an open online order expires';
      if (state.stockReservation !== StockReservation.HELD) return 'This order holds no stock';
      return state.paymentStatus === PaymentStatus.PENDING || state.paymentStatus === PaymentStatus.FAILED ? null : 'This order is paid';
  }
}

/** The administrator's actions the table allows now (the back-office's buttons). */
export function allowedActions(state: LifecycleState): OrderAction[] {
  return Object.values(OrderAction).filter((action) => refusal(state, action) === null);
}

/** The admin action a status number asks for (updateOrderStatus); null for Pending, where no order goes back to. */
export type StatusAction = OrderAction.PROCESS | OrderAction.SHIP | OrderAction.DELIVER | OrderAction.CANCEL;

export function actionForStatus(status: OrderStatus): StatusAction | null {
  switch (status) {
    case OrderStatus.PROCESSING:
      return OrderAction.PROCESS;
    case OrderStatus.SHIPPED:
      return OrderAction.SHIP;
    case OrderStatus.DELIVERED:
      return OrderAction.DELIVER;
    case OrderStatus.CANCELLED:
      return OrderAction.CANCEL;
    default:
      return null;
  }
}

/** How a fulfilment status reads in the history (fromState / toState): the one word of order-status.ts. */
export const statusName = (status: OrderStatus): string => statusLabel(status);
