import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { OrdersDeleteDocument, OrdersRefundDocument, OrdersUpdateStatusDocument } from './orders.generated';
import type { OrdersRowFragment } from './orders.generated';
import { type DeleteFailure, DeleteRefusal, useConfirmedDelete } from '../../shared/admin/use-resource-delete';
import { formatMoney } from '../../shared/money/format-money';
import { notify } from '../../shared/ui/notify';

export const STATUS_UPDATED = 'Status updated successfully!';
export const STATUS_FAILED = 'Status update failed!';
export const ORDER_DELETED = 'Order deleted successfully!';
export const ORDER_DELETE_FAILED = 'Order deletion failed!';
export const REFUND_FAILED = 'The refund could not be sent. Nothing was refunded; please try again.';
export const refundedText = (order: OrdersRowFragment) =>
  `Refunded ${formatMoney(order.grandTotal.amount, order.currencyCode)} for order #${order.id}`;

// A failed delete is a toast; the dialog stays open to try again.
const ORDER_DELETE_FAILURE: DeleteFailure = { show: 'toast', text: () => ORDER_DELETE_FAILED };
// A refused or failed refund stays in its dialog, in the server's (or the provider's) words.
const REFUND_FAILURE: DeleteFailure = { show: 'dialog', text: () => REFUND_FAILED };

/** The full refund of a paid order, asked for first: the row's payment badge follows the answer. */
function useOrderRefund() {
  const [refundOrder] = useMutation(OrdersRefundDocument);
  const perform = useCallback(
    async (order: OrdersRowFragment) => {
      const { data } = await refundOrder({
        variables: { orderId: order.id },
        update: (cache, answer) => {
          const result = answer.data?.refundOrder;
          if (result?.__typename !== 'OrderPayment') return;
          cache.modify({
            id: cache.identify({ __typename: 'AdminOrder', id: order.id }),
            fields: { paymentStatus: () => result.paymentStatus },
          });
        },
      });
      const result = data?.refundOrder;
      if (result?.__typename !== 'OrderPayment')
        throw new DeleteRefusal((result && 'message' in result && result.message) || REFUND_FAILED);
      notify.success(refundedText(order));
    },
    [refundOrder],
  );
  return useConfirmedDelete(perform, REFUND_FAILURE);
}

/**
 * Status changes, refunds and deletes of the orders page. A status is saved as soon as it is picked (the
 * specification's dropdown); the cache then shows the new badge. A delete asks first and reloads the page.
 */
export function useOrderActions({ onDeleted }: { onDeleted: () => void }) {
  const [updateStatus] = useMutation(OrdersUpdateStatusDocument);
  const [deleteOrder] = useMutation(OrdersDeleteDocument);
  const [savingId, setSavingId] = useState<number | null>(null);

  const changeStatus = useCallback(
    async (id: number, status: number) => {
      setSavingId(id);
      try {
        const answer = await updateStatus({ variables: { id, status } });
        if (answer.data?.updateOrderStatus.__typename === 'AdminOrder') notify.success(STATUS_UPDATED);
        else notify.error(STATUS_FAILED);
      } catch {
        notify.error(STATUS_FAILED);
      } finally {
        setSavingId(null);
      }
    },
    [updateStatus],
  );

  const removeOrder = useCallback(
    async (id: number) => {
      await deleteOrder({ variables: { id } });
      notify.success(ORDER_DELETED);
      onDeleted();
    },
    [deleteOrder, onDeleted],
  );

  return { savingId, changeStatus, deletion: useConfirmedDelete(removeOrder, ORDER_DELETE_FAILURE), refund: useOrderRefund() };
}
