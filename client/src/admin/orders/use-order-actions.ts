import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { OrdersCollectCodDocument, OrdersDeleteDocument, OrdersUpdateStatusDocument } from './orders.generated';
import type { OrdersRowFragment } from './orders.generated';
import type { ActionSpec, ChangeEffect } from './order-actions';
import { useOrderRefund } from './use-order-refund';
import { useOrderShip } from './use-order-ship';
import { type DeleteFailure, useConfirmedDelete } from '../../shared/admin/use-resource-delete';
import { notify } from '../../shared/ui/notify';

export const STATUS_UPDATED = 'Status updated successfully!';
export const STATUS_FAILED = 'Status update failed!';
export const ORDER_DELETED = 'Order deleted successfully!';
export const ORDER_ARCHIVED = 'Order archived: it is kept for the customer and the books.';
export const ORDER_DELETE_FAILED = 'Order deletion failed!';
export const STALE_ORDER_TEXT = 'This was changed by someone else since you opened it. Reload to see it as it is now.';

/** Why the last action on an order did not happen: another administrator's change (reload), or a refused transition. */
export interface OrderActionProblem {
  orderId: number;
  stale: boolean;
  message: string;
}

/** An action asked about first: the order as the administrator saw it and what they picked. */
export interface ConfirmedAction {
  order: OrdersRowFragment;
  spec: ActionSpec;
}

// A failed call is a toast and closes the dialog; a refused transition shows beside the actions, where it is read.
const ACTION_FAILURE: DeleteFailure = { show: 'toast-and-close', text: () => STATUS_FAILED };

/**
 * The lifecycle actions of the orders page. A status change names the version the administrator saw:
 * a change made by someone else since is not overwritten but told, with a reload; a transition the order's state
 * refuses is told in the server's words. What moves money is asked first; a delete reloads the page.
 */
export function useOrderActions({ onDeleted, onReload }: { onDeleted: () => void; onReload: () => Promise<unknown> }) {
  const [updateStatus] = useMutation(OrdersUpdateStatusDocument);
  const [collectCod] = useMutation(OrdersCollectCodDocument);
  const [deleteOrder] = useMutation(OrdersDeleteDocument);
  const [savingId, setSavingId] = useState<number | null>(null);
  const [problem, setProblem] = useState<OrderActionProblem | null>(null);

  const changeStatus = useCallback(
    async (order: OrdersRowFragment, effect: ChangeEffect) => {
      setSavingId(order.id);
      setProblem(null);
      try {
        const result =
          effect.kind === 'status'
            ? (await updateStatus({ variables: { id: order.id, status: effect.status, expectedVersion: order.version } })).data
                ?.updateOrderStatus
            : (await collectCod({ variables: { orderId: order.id, expectedVersion: order.version } })).data?.collectCashOnDelivery;
        if (result?.__typename === 'AdminOrder') notify.success(STATUS_UPDATED);
        else if (result?.__typename === 'StaleVersionError') setProblem({ orderId: order.id, stale: true, message: STALE_ORDER_TEXT });
        else if (result?.__typename === 'OrderTransitionError') setProblem({ orderId: order.id, stale: false, message: result.message });
        else notify.error(result?.message ?? STATUS_FAILED);
      } catch {
        notify.error(STATUS_FAILED);
      } finally {
        setSavingId(null);
      }
    },
    [updateStatus, collectCod],
  );

  const removeOrder = useCallback(
    async (id: number) => {
      const { data } = await deleteOrder({ variables: { id } });
      notify.success(data?.deleteOrder.archived ? ORDER_ARCHIVED : ORDER_DELETED);
      onDeleted();
    },
    [deleteOrder, onDeleted],
  );

  const performConfirmed = useCallback(
    async ({ order, spec }: ConfirmedAction) => {
      if (spec.effect.kind === 'delete') {
        try {
          await removeOrder(order.id);
        } catch {
          notify.error(ORDER_DELETE_FAILED);
        }
      } else if (spec.effect.kind === 'status' || spec.effect.kind === 'collect-cod') await changeStatus(order, spec.effect);
    },
    [changeStatus, removeOrder],
  );
  const confirmation = useConfirmedDelete(performConfirmed, ACTION_FAILURE);
  const refund = useOrderRefund();
  const ship = useOrderShip();

  /** Runs a button's action: the refund dialog, a question first where money moves, or the change at once. */
  const run = useCallback(
    (order: OrdersRowFragment, spec: ActionSpec) => {
      setProblem(null);
      if (spec.effect.kind === 'refund') refund.open(order);
      else if (spec.effect.kind === 'ship') ship.open(order);
      else if (spec.confirm || spec.effect.kind === 'delete') confirmation.request({ order, spec });
      else if (spec.effect.kind === 'status' || spec.effect.kind === 'collect-cod') void changeStatus(order, spec.effect);
    },
    [changeStatus, confirmation, refund, ship],
  );

  const reload = useCallback(async () => {
    setProblem(null);
    await onReload();
  }, [onReload]);

  return { savingId, problem, run, reload, confirmation, refund, ship };
}
