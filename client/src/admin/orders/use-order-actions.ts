import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { OrdersDeleteDocument, OrdersUpdateStatusDocument } from '../../graphql/generated/graphql';
import { type DeleteFailure, useConfirmedDelete } from '../../shared/admin/use-resource-delete';
import { notify } from '../../shared/ui/notify';

export const STATUS_UPDATED = 'Status updated successfully!';
export const STATUS_FAILED = 'Status update failed!';
export const ORDER_DELETED = 'Order deleted successfully!';
export const ORDER_DELETE_FAILED = 'Order deletion failed!';

// A failed delete is a toast; the dialog stays open to try again.
const ORDER_DELETE_FAILURE: DeleteFailure = { show: 'toast', text: () => ORDER_DELETE_FAILED };

/**
 * Status changes and deletes of the orders page. A status is saved as soon as it is picked (the
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

  return { savingId, changeStatus, deletion: useConfirmedDelete(removeOrder, ORDER_DELETE_FAILURE) };
}
