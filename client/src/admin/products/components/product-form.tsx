import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { forwardRef } from 'react';
import { ConfirmDialog } from '../../../shared/admin/confirm-dialog';
import { StaleVersionNotice } from '../../../shared/admin/stale-version-notice';
import { StatusMessage } from '../../../shared/ui/status-message';
import type { ProductFormController } from '../use-product-form';
import { ProductCaratsSection } from './product-carats-section';
import { ProductCertificationSection } from './product-certification-section';
import { ProductColorsSection } from './product-colors-section';
import { ProductDetailsFields } from './product-details-fields';
import { ProductSizesSection } from './product-sizes-section';
import { ProductStockSection } from './product-stock-section';

/**
 * The product form (dumb view of useProductForm): the product's fields, its colours with pictures, its
 * carats with a price row per currency (Auto from the rate card, or Manual), and its sizes.
 */
export const ProductForm = forwardRef<
  HTMLFormElement,
  {
    form: ProductFormController;
    /** Where the form can be closed (a phone, where it opens from "Add product"): Cancel shows when adding too. */
    onClose?: () => void;
  }
>(function ProductForm({ form, onClose }, ref) {
  const { lookups, editingId } = form;
  const busy = form.saving || form.loadingProduct;

  if (form.lookupsError) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <StatusMessage tone="error" onRetry={form.retryLookups} testId="products-form-error">
          {form.lookupsError}
        </StatusMessage>
      </Paper>
    );
  }
  if (!lookups) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }} data-testid="products-form-skeleton" aria-busy="true">
        <Skeleton variant="text" width={200} height={36} />
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={48} sx={{ mt: 2 }} />
        ))}
      </Paper>
    );
  }

  return (
    <Paper
      component="form"
      ref={ref}
      variant="outlined"
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-labelledby="products-form-title"
      aria-busy={busy}
      data-testid="products-form"
      data-mode={editingId === null ? 'add' : 'edit'}
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 96 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id="products-form-title" variant="h5" component="h2" sx={{ flexGrow: 1 }} data-testid="products-form-title">
          {editingId === null ? 'Add product' : `Edit product #${editingId}`}
        </Typography>
        {form.loadingProduct ? <CircularProgress size={20} aria-label="Loading the product" /> : null}
      </Box>
      {form.formMessage ? (
        <Alert severity="error" onClose={form.dismissMessage} sx={{ mb: 2 }} data-testid="products-form-message">
          {form.formMessage}
        </Alert>
      ) : null}

      <StaleVersionNotice state={form.stale} onReload={form.reloadStale} onDismiss={form.stale.clear} testId="products-form" />

      <ProductDetailsFields form={form} lookups={lookups} />
      <ProductColorsSection form={form} lookups={lookups} />
      <ProductCaratsSection form={form} lookups={lookups} />
      <ProductSizesSection form={form} lookups={lookups} />
      <ProductStockSection productId={editingId} productSaving={form.saving} />
      <ProductCertificationSection productId={editingId} lookups={lookups} />

      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
        {editingId !== null || onClose ? (
          <Button onClick={onClose ?? form.cancel} disabled={form.saving} data-testid="products-cancel">
            Cancel
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={form.saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="products-save"
        >
          {editingId === null ? 'Add product' : 'Save changes'}
        </Button>
      </Box>
      <DuplicateNameDialog form={form} />
    </Paper>
  );
});

/** The server's warning of a name another product has (docs/decisions.md#product-names-and-text-limits), asked before saving anyway. */
function DuplicateNameDialog({ form }: { form: ProductFormController }) {
  const { duplicate } = form;
  return (
    <ConfirmDialog
      open={duplicate.message !== null}
      title="Same name as another product"
      message={`${duplicate.message ?? ''} Save anyway?`}
      confirmLabel="Save anyway"
      confirmColor="primary"
      busy={duplicate.busy}
      onConfirm={duplicate.confirm}
      onClose={duplicate.dismiss}
      testId="products-duplicate-dialog"
    />
  );
}
