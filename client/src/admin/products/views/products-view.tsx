import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DeleteDialog } from '../../../shared/admin/confirm-dialog';
import { ResourceTable } from '../../../shared/admin/resource-table';
import { callFailureText } from '../../../shared/admin/resource-sources';
import { type DeleteFailure, useConfirmedDelete } from '../../../shared/admin/use-resource-delete';
import { useResourceList } from '../../../shared/admin/use-resource-list';
import { AdminPageHeader } from '../../../shared/ui/admin-page-header';
import { notify } from '../../../shared/ui/notify';
import { ProductForm } from '../components/product-form';
import { PRODUCT_COLUMNS, PRODUCT_DELETE, PRODUCTS_LIST, type ProductRow } from '../products-list';
import { PRODUCT_TEXTS } from '../product-texts';
import { useProductForm } from '../use-product-form';

const PRODUCT_DELETE_FAILURE: DeleteFailure = { show: 'dialog', text: (error) => callFailureText(error, PRODUCT_TEXTS.deleteFailed) };

const NAMES = { title: 'Products', singular: 'product', plural: 'products' };

/**
 * The products page (docs/specifications.md#back-office-2-screens): the big product form above the
 * server-paged table (Name, Weight, Metal Type, Subcategory, Carats count, Actions). `?edit=<id>` (the
 * top-bar search's link) loads that product into the form.
 */
export function ProductsView() {
  const list = useResourceList(PRODUCTS_LIST, PRODUCT_COLUMNS);
  const { refetch } = list;
  const refresh = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const form = useProductForm({ onSaved: refresh });
  const formRef = useRef<HTMLFormElement>(null);

  const { startEdit, lookups, editingId, cancel } = form;
  const edit = useCallback(
    (id: number) => {
      void startEdit(id).then((loaded) => {
        if (loaded) formRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      });
    },
    [startEdit],
  );

  // /admin/products?edit=12 opens that product once the form's lookups are there, then leaves the address.
  const [searchParams, setSearchParams] = useSearchParams();
  const editParam = searchParams.get('edit');
  useEffect(() => {
    if (editParam === null || !lookups) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
    const id = Number(editParam);
    if (Number.isInteger(id) && id > 0) edit(id);
    else notify.error(PRODUCT_TEXTS.populateFailed);
  }, [edit, editParam, lookups, setSearchParams]);

  // Delete: confirm first; the server answers a message fit to show, a failure stays in the dialog.
  const remove = PRODUCT_DELETE.useRun();
  const removeProduct = useCallback(
    async (target: ProductRow) => {
      const answer = await remove(target);
      notify.success(answer?.message ?? 'Product deleted');
      if (editingId === target.id) cancel();
      refresh();
    },
    [cancel, editingId, refresh, remove],
  );
  const deletion = useConfirmedDelete(removeProduct, PRODUCT_DELETE_FAILURE);

  return (
    <Box data-testid="products-page">
      <AdminPageHeader title="Products" subtitle="Pieces with their colours, carats, sizes and prices in every currency." />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ProductForm ref={formRef} form={form} />
        <ResourceTable
          names={NAMES}
          testId="products"
          columns={PRODUCT_COLUMNS}
          list={list}
          errorText={PRODUCT_TEXTS.fetchFailed}
          rowLabel={(row) => row.name}
          onEdit={(row) => edit(row.id)}
          onDelete={deletion.request}
          selectedId={editingId}
        />
      </Box>
      <DeleteDialog
        deletion={deletion}
        title="Delete product?"
        message="Are you sure you want to delete this product? Its colours, carats, prices and pictures go with it."
        rowName={(row) => row.name}
        testId="products-delete-dialog"
      />
    </Box>
  );
}
