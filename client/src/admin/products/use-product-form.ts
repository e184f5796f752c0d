import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ProductsCreateDocument,
  ProductsDetailsDocument,
  ProductsFormLookupsDocument,
  ProductsUpdateDocument,
} from '../../graphql/generated/graphql';
import { outcomeOf } from '../../shared/admin/resource-results';
import { callFailureText } from '../../shared/admin/resource-sources';
import { notify } from '../../shared/ui/notify';
import {
  type FormCarat,
  type FormColor,
  type FormErrors,
  type FormPrice,
  type ProductFormValues,
  buildProductInput,
  changeMetal,
  editPriceRow,
  emptyProductValues,
  newCaratRow,
  productToValues,
  repriceAll,
  rowKey,
  validateProduct,
} from './product-form-model';

export const PRODUCT_TEXTS = {
  fetchFailed: 'Failed to fetch products',
  saveFailed: 'Failed to save product',
  deleteFailed: 'Failed to delete product',
  populateFailed: 'Failed to populate edit form',
  lookupsFailed: 'Failed to fetch metal types, carats, subcategories, colours, sizes and currencies',
  added: 'Product added',
  updated: 'Product updated',
};

type PriceField = 'price' | 'stoneCharge' | 'labourCharge';

/**
 * The product form's controller (react-admin's useEditController shape): the lookups, the values with
 * their auto prices kept in step, the errors by field path, loading a product to edit, and the one save
 * request (createProduct / updateProduct with its uploads).
 */
export function useProductForm(options: { onSaved: () => void }) {
  const lookupsQuery = useQuery(ProductsFormLookupsDocument);
  const lookups = lookupsQuery.data;
  const client = useApolloClient();
  const [values, setValues] = useState<ProductFormValues>(emptyProductValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [loadingProduct, setLoadingProduct] = useState(false);
  const [saving, setSaving] = useState(false);
  const [create] = useMutation(ProductsCreateDocument);
  const [update] = useMutation(ProductsUpdateDocument);
  const previews = useRef(new Set<string>());

  // Object URLs of new pictures live until the page goes.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  /** Every change goes through here, so auto rows are repriced from the new values at once. */
  const change = useCallback(
    (next: (current: ProductFormValues) => ProductFormValues, clear?: string) => {
      setValues((current) => {
        const changed = next(current);
        return lookups ? { ...changed, carats: repriceAll(lookups, changed) } : changed;
      });
      if (clear)
        setErrors((current) => (clear in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== clear)) : current));
    },
    [lookups],
  );

  const setText = useCallback(
    (name: 'name' | 'description' | 'weightInGrams' | 'subcategoryId', text: string) =>
      change((current) => ({ ...current, [name]: text }), name),
    [change],
  );
  const setMetal = useCallback((metalTypeId: string) => change((current) => changeMetal(current, metalTypeId), 'metalTypeId'), [change]);

  const updateColor = (index: number, next: (color: FormColor) => FormColor) =>
    change((current) => ({ ...current, colors: current.colors.map((color, i) => (i === index ? next(color) : color)) }));
  const updateCarat = (index: number, next: (carat: FormCarat) => FormCarat) =>
    change((current) => ({ ...current, carats: current.carats.map((carat, i) => (i === index ? next(carat) : carat)) }));

  const actions = {
    addColor: () => change((current) => ({ ...current, colors: [...current.colors, { key: rowKey(), colorId: '', images: [] }] })),
    removeColor: (index: number) => change((current) => ({ ...current, colors: current.colors.filter((_, i) => i !== index) })),
    setColor: (index: number, colorId: string) => updateColor(index, (color) => ({ ...color, colorId })),
    addImages: (index: number, files: File[]) =>
      updateColor(index, (color) => ({
        ...color,
        images: [
          ...color.images,
          ...files.map((file) => {
            const preview = URL.createObjectURL(file);
            previews.current.add(preview);
            return { kind: 'new' as const, file, preview };
          }),
        ],
      })),
    removeImage: (index: number, imageIndex: number) =>
      updateColor(index, (color) => ({ ...color, images: color.images.filter((_, i) => i !== imageIndex) })),
    addCarat: () => lookups && change((current) => ({ ...current, carats: [...current.carats, newCaratRow(lookups)] })),
    removeCarat: (index: number) => change((current) => ({ ...current, carats: current.carats.filter((_, i) => i !== index) })),
    setCarat: (index: number, caratId: string) => updateCarat(index, (carat) => ({ ...carat, caratId })),
    editPrice: (index: number, rowIndex: number, name: PriceField, text: string) =>
      updateCarat(index, (carat) => ({
        ...carat,
        prices: carat.prices.map((row, i): FormPrice => (i === rowIndex ? editPriceRow(row, name, text) : row)),
      })),
    setAuto: (index: number, rowIndex: number) =>
      updateCarat(index, (carat) => ({
        ...carat,
        prices: carat.prices.map((row, i) => (i === rowIndex ? { ...row, manual: false } : row)),
      })),
    addSize: () => change((current) => ({ ...current, sizes: [...current.sizes, { key: rowKey(), sizeId: '' }] })),
    removeSize: (index: number) => change((current) => ({ ...current, sizes: current.sizes.filter((_, i) => i !== index) })),
    setSize: (index: number, sizeId: string) =>
      change((current) => ({ ...current, sizes: current.sizes.map((size, i) => (i === index ? { ...size, sizeId } : size)) })),
  };

  const reset = useCallback(() => {
    setValues(emptyProductValues());
    setErrors({});
    setFormMessage(null);
    setEditingId(null);
  }, []);

  /** Loads a product into the form (the table's edit icon, or ?edit=<id>). */
  const startEdit = useCallback(
    async (id: number) => {
      if (!lookups) return false;
      setLoadingProduct(true);
      setFormMessage(null);
      setErrors({});
      try {
        const { data } = await client.query({ query: ProductsDetailsDocument, variables: { id }, fetchPolicy: 'network-only' });
        const product = data?.adminProduct;
        if (!product) {
          notify.error(PRODUCT_TEXTS.populateFailed);
          return false;
        }
        setValues(productToValues(product, lookups));
        setEditingId(product.id);
        return true;
      } catch {
        notify.error(PRODUCT_TEXTS.populateFailed);
        return false;
      } finally {
        setLoadingProduct(false);
      }
    },
    [client, lookups],
  );

  const submit = useCallback(async () => {
    const found = validateProduct(values);
    setErrors(found);
    setFormMessage(null);
    if (Object.keys(found).length > 0) return;
    const { input, fieldPath } = buildProductInput(values, editingId !== null);
    setSaving(true);
    try {
      const result =
        editingId === null
          ? (await create({ variables: { input } })).data?.createProduct
          : (await update({ variables: { id: editingId, input } })).data?.updateProduct;
      const outcome = outcomeOf(result, PRODUCT_TEXTS.saveFailed);
      if (!outcome.ok) {
        const placed: FormErrors = {};
        for (const error of outcome.fieldErrors) placed[fieldPath(error.field)] = error.message;
        setErrors(placed);
        if (outcome.fieldErrors.length === 0) setFormMessage(outcome.message);
        return;
      }
      notify.success(editingId === null ? PRODUCT_TEXTS.added : PRODUCT_TEXTS.updated);
      reset();
      options.onSaved();
    } catch (error) {
      setFormMessage(callFailureText(error, PRODUCT_TEXTS.saveFailed));
    } finally {
      setSaving(false);
    }
  }, [create, editingId, options, reset, update, values]);

  return {
    lookups,
    lookupsLoading: lookupsQuery.loading && !lookups,
    lookupsError: lookupsQuery.error ? PRODUCT_TEXTS.lookupsFailed : null,
    retryLookups: () => void lookupsQuery.refetch().catch(() => undefined),
    values,
    errors,
    formMessage,
    dismissMessage: () => setFormMessage(null),
    editingId,
    loadingProduct,
    saving,
    setText,
    setMetal,
    actions,
    startEdit,
    cancel: reset,
    submit,
  };
}

export type ProductFormController = ReturnType<typeof useProductForm>;
