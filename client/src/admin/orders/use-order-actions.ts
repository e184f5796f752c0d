import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { OrdersDeleteDocument, OrdersUpdateStatusDocument } from '../../graphql/generated/graphql';
import { notify } from '../../shared/ui/notify';

export const STATUS_UPDATED = 'Status updated successfully!';
export const STATUS_FAILED = 'Status update failed!';
export const ORDER_DELETED = 'Order deleted successfully!';
export const ORDER_DELETE_FAILED = 'Order deletion failed!';

/**
 * Status changes and deletes of the orders page. A status is saved as soon as it is picked (the
 * specification's dropdown); the cache then shows the new badge. A delete asks first and reloads the page.
 */
export function useOrderActions({ onDeleted }: { onDeleted: () => void }) {
  const [updateStatus] = useMutation(OrdersUpdateStatusDocument);
  const [deleteOrder] = useMutation(OrdersDeleteDocument);
  const [savingId, setSavingId] = useState<number | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);

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

  const confirmDelete = useCallback(async () => {
    if (deleteTarget === null) return;
    setDeleting(true);
    try {
      await deleteOrder({ variables: { id: deleteTarget } });
      notify.success(ORDER_DELETED);
      setDeleteTarget(null);
      onDeleted();
    } catch {
      notify.error(ORDER_DELETE_FAILED);
    } finally {
      setDeleting(false);
    }
  }, [deleteOrder, deleteTarget, onDeleted]);

  return {
    savingId,
    changeStatus,
    deleteTarget,
    deleting,
    requestDelete: setDeleteTarget,
    closeDelete: () => (deleting ? undefined : setDeleteTarget(null)),
    confirmDelete,
  };
}
