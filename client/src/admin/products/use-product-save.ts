import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { ProductsCreateDocument, ProductsDetailsDocument, ProductsUpdateDocument } from './products.generated';
import { outcomeOf } from '../../shared/admin/resource-results';
import { callFailureText } from '../../shared/admin/resource-sources';
import { notify } from '../../shared/ui/notify';
import { type Lookups, type ProductFormValues, buildProductInput, emptyProductValues, productToValues } from './product-form-model';
import { PRODUCT_TEXTS } from './product-texts';

/**
 * Which product the form edits and its one save request: loading a product to edit (its prices start
 * Manual, then `reprice` fills the currencies it has no price for), Cancel, and createProduct /
 * updateProduct with the uploads, whose field errors land under their fields.
 */
export function useProductSave(
  form: UseFormReturn<ProductFormValues>,
  { lookups, reprice, onSaved }: { lookups: Lookups | undefined; reprice: () => void; onSaved: () => void },
) {
  const client = useApolloClient();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [loadingProduct, setLoadingProduct] = useState(false);
  const [create] = useMutation(ProductsCreateDocument);
  const [update] = useMutation(ProductsUpdateDocument);
  const { reset, getValues, setError, handleSubmit } = form;

  const resetTo = useCallback(
    (next: ProductFormValues, id: number | null) => {
      reset(next);
      setFormMessage(null);
      setEditingId(id);
    },
    [reset],
  );
  const cancel = useCallback(() => resetTo(emptyProductValues(), null), [resetTo]);

  /** Loads a product into the form (the table's edit icon, or ?edit=<id>). */
  const startEdit = useCallback(
    async (id: number) => {
      if (!lookups) return false;
      setLoadingProduct(true);
      setFormMessage(null);
      try {
        const { data } = await client.query({ query: ProductsDetailsDocument, variables: { id }, fetchPolicy: 'network-only' });
        const product = data?.adminProduct;
        if (!product) {
          notify.error(PRODUCT_TEXTS.populateFailed);
          return false;
        }
        resetTo(productToValues(product, lookups), product.id);
        // A currency without a stored entry starts Auto: price it at once.
        reprice();
        return true;
      } catch {
        notify.error(PRODUCT_TEXTS.populateFailed);
        return false;
      } finally {
        setLoadingProduct(false);
      }
    },
    [client, lookups, reprice, resetTo],
  );

  const submit = handleSubmit(async () => {
    setFormMessage(null);
    const { input, fieldPath } = buildProductInput(getValues(), editingId !== null);
    try {
      const result =
        editingId === null
          ? (await create({ variables: { input } })).data?.createProduct
          : (await update({ variables: { id: editingId, input } })).data?.updateProduct;
      const outcome = outcomeOf(result, PRODUCT_TEXTS.saveFailed);
      if (!outcome.ok) {
        for (const error of outcome.fieldErrors) {
          setError(fieldPath(error.field) as FieldPath<ProductFormValues>, { type: 'server', message: error.message });
        }
        if (outcome.fieldErrors.length === 0) setFormMessage(outcome.message);
        return;
      }
      notify.success(editingId === null ? PRODUCT_TEXTS.added : PRODUCT_TEXTS.updated);
      cancel();
      onSaved();
    } catch (error) {
      setFormMessage(callFailureText(error, PRODUCT_TEXTS.saveFailed));
    }
  });

  return {
    formMessage,
    dismissMessage: () => setFormMessage(null),
    editingId,
    loadingProduct,
    startEdit,
    cancel,
    submit,
  };
}
