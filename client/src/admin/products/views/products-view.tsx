import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type RefObject, forwardRef, useCallback, useEffect, useRef, useState } from 'react';
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
import { type ProductFormController, useProductForm } from '../use-product-form';

const PRODUCT_DELETE_FAILURE: DeleteFailure = { show: 'dialog', text: (error) => callFailureText(error, PRODUCT_TEXTS.deleteFailed) };

const NAMES = { title: 'Products', singular: 'product', plural: 'products' };

/**
 * The products page (docs/specifications.md#back-office-2-screens): the big product form above the
 * server-paged table (Name, Weight, Metal Type, Subcategory, Carats count, Actions). `?edit=<id>` (the
 * top-bar search's link) loads that product into the form. On a phone the form is some 1,700 px tall, so
 * the list comes first and the form opens from "Add product" or a row's edit.
 */
export function ProductsView() {
  const list = useResourceList(PRODUCTS_LIST, PRODUCT_COLUMNS);
  const { refetch } = list;
  const formRef = useRef<HTMLFormElement>(null);
  const phoneForm = usePhoneForm(formRef);
  const { close } = phoneForm;
  const refresh = useCallback(() => {
    close();
    void refetch().catch(() => undefined);
  }, [close, refetch]);
  const form = useProductForm({ onSaved: refresh });

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
        <ProductFormSlot ref={formRef} form={form} phoneForm={phoneForm} />
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

/**
 * Whether the product form is a phone's (below `sm`), where it opens from "Add product" and closes on
 * Cancel or a save, and that state; opening scrolls it into view.
 */
function usePhoneForm(formRef: RefObject<HTMLFormElement | null>) {
  const theme = useTheme();
  // The back-office is drawn in the browser only: the first render already knows the width.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    if (phone && adding) formRef.current?.scrollIntoView({ block: 'start' });
  }, [formRef, phone, adding]);
  const close = useCallback(() => setAdding(false), []);
  return { phone, adding, open: () => setAdding(true), close };
}

/** The product form, or on a phone while nothing is being added or edited, the button that opens it. */
const ProductFormSlot = forwardRef<HTMLFormElement, { form: ProductFormController; phoneForm: ReturnType<typeof usePhoneForm> }>(
  function ProductFormSlot({ form, phoneForm }, ref) {
    const { phone, adding, open, close } = phoneForm;
    if (!phone || adding || form.editingId !== null || form.loadingProduct) {
      const onClose = () => {
        form.cancel();
        close();
      };
      return <ProductForm ref={ref} form={form} onClose={phone ? onClose : undefined} />;
    }
    return (
      <Button variant="contained" startIcon={<AddIcon />} onClick={open} sx={{ justifySelf: 'start' }} data-testid="products-add-open">
        Add product
      </Button>
    );
  },
);
