import type { OrderAction } from '../../graphql/generated/graphql';
import { formatMoney } from '../../shared/money/format-money';
import type { OrdersRowFragment } from './orders.generated';

/**
 * What a lifecycle action does from the order detail (docs/decisions.md#order-lifecycle): a status change (updateOrderStatus), the Ship
 * dialog (courier, tracking number, the pieces' HUIDs), the refund dialog, or the delete (which the server turns into an archive for an order with a payment or an invoice).
 */
export type ActionEffect =
  { kind: 'status'; status: number } | { kind: 'ship' } | { kind: 'collect-cod' } | { kind: 'refund' } | { kind: 'delete' };

/** The effects that change the order in place and answer it (or why not). */
export type ChangeEffect = Extract<ActionEffect, { kind: 'status' | 'collect-cod' }>;

export interface ActionSpec {
  action: OrderAction;
  label: string;
  effect: ActionEffect;
  /** Asked first: the action moves money (a paid order's cancel refunds it; cash handed over is booked). */
  confirm: boolean;
  color: 'primary' | 'error';
}

/** Every action in the order the buttons show, the way forward first and what ends the order last. */
const ACTION_SPECS: readonly ActionSpec[] = [
  { action: 'PROCESS', label: 'Process', effect: { kind: 'status', status: 2 }, confirm: false, color: 'primary' },
  { action: 'SHIP', label: 'Ship', effect: { kind: 'ship' }, confirm: false, color: 'primary' },
  { action: 'DELIVER', label: 'Mark delivered', effect: { kind: 'status', status: 4 }, confirm: false, color: 'primary' },
  {
    action: 'COLLECT_COD',
    label: 'Mark cash collected',
    effect: { kind: 'collect-cod' },
    confirm: true,
    color: 'primary',
  },
  { action: 'REFUND', label: 'Refund', effect: { kind: 'refund' }, confirm: true, color: 'primary' },
  { action: 'CANCEL', label: 'Cancel order', effect: { kind: 'status', status: 5 }, confirm: true, color: 'error' },
  { action: 'ARCHIVE', label: 'Archive order', effect: { kind: 'delete' }, confirm: true, color: 'error' },
  { action: 'DELETE', label: 'Delete Order', effect: { kind: 'delete' }, confirm: true, color: 'error' },
];

/**
 * The buttons of an order: exactly the actions the server allows now, in a fixed order. Archive and Delete are
 * one call (deleteOrder); when both are allowed only Archive shows, as that is what the server will do.
 */
export function offeredActions(allowed: readonly OrderAction[]): ActionSpec[] {
  const offered = ACTION_SPECS.filter((spec) => allowed.includes(spec.action));
  return offered.some((spec) => spec.action === 'ARCHIVE') ? offered.filter((spec) => spec.action !== 'DELETE') : offered;
}

const money = (order: OrdersRowFragment, value: { amount: string }) => formatMoney(value.amount, order.currencyCode);

/** What a cancel does to the money, in the order's state. */
function cancelMoneyText(order: OrdersRowFragment): string {
  if (order.refundable.minorUnits > 0) return `This refunds the payment of ${money(order, order.refundable)} to ${order.customerName}.`;
  if (order.paymentStatus === 'REFUNDED') return 'The payment was refunded already; nothing more is refunded.';
  if (order.paymentStatus === 'COD_COLLECTED')
    return `The cash collected on delivery (${money(order, order.grandTotal)}) is not refunded online: return it to the customer yourself.`;
  return 'No payment was taken, so nothing is refunded.';
}

/** The question an action asks first, saying what happens to the money. */
export function confirmText(spec: ActionSpec, order: OrdersRowFragment): string {
  switch (spec.action) {
    case 'CANCEL':
      return `Cancel order #${order.id}? ${cancelMoneyText(order)}`;
    case 'COLLECT_COD':
      return `Mark the cash of ${money(order, order.grandTotal)} for order #${order.id} as collected?`;
    case 'ARCHIVE':
      return `Archive order #${order.id}? It has a payment or an invoice, so it is kept for the customer and the books, and hidden from these lists.`;
    default:
      return `Are you sure you want to delete order #${order.id}?`;
  }
}
