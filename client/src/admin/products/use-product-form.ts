import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  ProductsCreateDocument,
  ProductsDetailsDocument,
  ProductsFormLookupsDocument,
  ProductsUpdateDocument,
} from '../../graphql/generated/graphql';
import { outcomeOf } from '../../shared/admin/resource-results';
import { callFailureText } from '../../shared/admin/resource-sources';
import { notify } from '../../shared/ui/notify';
import { IMAGE_UPLOAD, imageFileProblem, inspectImageFiles } from '../../shared/admin/image-upload';
import {
  type FormImage,
  type Lookups,
  type ProductFormValues,
  allBackToAuto,
  backToAuto,
  buildProductInput,
  changeMetal,
  editPriceRow,
  emptyProductValues,
  newCaratRow,
  productToValues,
  repriceAll,
  rowKey,
} from './product-form-model';
import { productFormSchema } from './product-form-schema';

export const PRODUCT_TEXTS = {
  fetchFailed: 'Failed to fetch products',
  saveFailed: 'Failed to save product',
  deleteFailed: 'Failed to delete product',
  populateFailed: 'Failed to populate edit form',
  lookupsFailed: 'Failed to fetch metal types, carats, subcategories, colours, sizes and currencies',
  added: 'Product added',
  updated: 'Product updated',
};

export type PriceField = 'price' | 'stoneCharge' | 'labourCharge';
type Path = FieldPath<ProductFormValues>;

// The changes after which auto rows are priced again: weight, metal, a carat choice, a charge (auto rows in
// other currencies follow the INR charges), a row's mode, or rows added and removed.
const REPRICE_ON = /^(weightInGrams|metalTypeId|carats(\.\d+(\.caratId|\.prices\.\d+(\.(stoneCharge|labourCharge|manual))?))?)$/;

/**
 * Writes the rate card's answer into the form: only the auto rows' fields that differ, so writing a
 * price does not start another round.
 */
function applyRepricing(lookups: Lookups, values: ProductFormValues, setValue: (path: Path, value: string) => void): void {
  repriceAll(lookups, values).forEach((carat, index) =>
    carat.prices.forEach((row, rowIndex) => {
      const before = values.carats[index]?.prices[rowIndex];
      if (!before || before.manual) return;
      for (const name of ['price', 'stoneCharge', 'labourCharge'] as const) {
        if (before[name] !== row[name]) setValue(`carats.${index}.prices.${rowIndex}.${name}`, row[name]);
      }
    }),
  );
}

/**
 * The product form's controller (react-admin's useEditController shape) on react-hook-form: the values
 * checked by the zod schema of product-form-schema.ts, the colour, carat and size rows as field arrays,
 * auto prices kept in step with the rate card (product-form-model.ts), loading a product to edit (its
 * prices start Manual), and the one save request (createProduct / updateProduct with its uploads), whose
 * field errors land under their fields.
 */
export function useProductForm(options: { onSaved: () => void }) {
  const lookupsQuery = useQuery(ProductsFormLookupsDocument);
  const lookups = lookupsQuery.data;
  const client = useApolloClient();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [loadingProduct, setLoadingProduct] = useState(false);
  const [create] = useMutation(ProductsCreateDocument);
  const [update] = useMutation(ProductsUpdateDocument);
  const previews = useRef(new Set<string>());

  const form = useForm<ProductFormValues>({
    // The schema parses to numbers; the save builds its request from the raw values (buildProductInput).
    resolver: zodResolver(productFormSchema) as never,
    defaultValues: emptyProductValues(),
  });
  const { control, getValues, setValue, reset, setError, clearErrors, handleSubmit, subscribe } = form;
  const colors = useFieldArray({ control, name: 'colors', keyName: 'fieldId' });
  const carats = useFieldArray({ control, name: 'carats', keyName: 'fieldId' });
  const sizes = useFieldArray({ control, name: 'sizes', keyName: 'fieldId' });
  // Every value (the rows' choices, pictures and Auto/Manual chips draw from it); the form is small.
  const values = useWatch({ control }) as ProductFormValues;

  // Object URLs of new pictures live until the page goes.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const reprice = useCallback(() => {
    if (lookups) applyRepricing(lookups, getValues(), (path, value) => setValue(path, value, { shouldDirty: true }));
  }, [getValues, lookups, setValue]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name === undefined || REPRICE_ON.test(name)) reprice();
        },
      }),
    [reprice, subscribe],
  );

  const setMetal = useCallback(
    (metalTypeId: string) => {
      const current = getValues();
      const next = changeMetal(current, metalTypeId);
      setValue('metalTypeId', next.metalTypeId, { shouldValidate: form.formState.isSubmitted });
      if (next.carats !== current.carats) carats.replace(next.carats);
      clearErrors('carats');
    },
    [carats, clearErrors, form.formState.isSubmitted, getValues, setValue],
  );

  const setImages = (index: number, next: (images: FormImage[]) => FormImage[]) => {
    setValue(`colors.${index}.images`, next(getValues(`colors.${index}.images`)), { shouldDirty: true });
    clearErrors(`colors.${index}`);
  };

  const actions = {
    addColor: () => colors.append({ key: rowKey(), colorId: '', images: [] }),
    removeColor: (index: number) => colors.remove(index),
    /**
     * Pictures picked for a colour: those the back-office's upload rule takes (type by their first bytes,
     * size) are added; the others are named under the row, and never sent.
     */
    addImages: async (index: number, files: File[]) => {
      await inspectImageFiles(files);
      const refused = files.flatMap((file) => {
        const problem = imageFileProblem(file, IMAGE_UPLOAD, 'A picture');
        return problem ? [`${file.name} was not added. ${problem}`] : [];
      });
      const accepted = files.filter((file) => imageFileProblem(file, IMAGE_UPLOAD) === null);
      setImages(index, (images) => [
        ...images,
        ...accepted.map((file) => {
          const preview = URL.createObjectURL(file);
          previews.current.add(preview);
          return { kind: 'new' as const, file, preview };
        }),
      ]);
      if (refused.length > 0) setError(`colors.${index}.images`, { type: 'upload', message: refused.join(' ') });
    },
    removeImage: (index: number, imageIndex: number) => setImages(index, (images) => images.filter((_, i) => i !== imageIndex)),
    addCarat: () => lookups && carats.append(newCaratRow(lookups)),
    removeCarat: (index: number) => carats.remove(index),
    /** An admin typed into a price row: it keeps what was typed and turns Manual. */
    editPrice: (index: number, rowIndex: number, name: PriceField, text: string) => {
      const path = `carats.${index}.prices.${rowIndex}` as const;
      setValue(path, editPriceRow(getValues(path), name, text), { shouldDirty: true });
      clearErrors(`${path}.${name}`);
    },
    setAuto: (index: number, rowIndex: number) => {
      const path = `carats.${index}.prices.${rowIndex}` as const;
      setValue(path, backToAuto(getValues(path)), { shouldDirty: true });
    },
    allAuto: () => {
      carats.replace(allBackToAuto(getValues('carats')));
      reprice();
    },
    addSize: () => sizes.append({ key: rowKey(), sizeId: '' }),
    removeSize: (index: number) => sizes.remove(index),
  };

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
        for (const error of outcome.fieldErrors) setError(fieldPath(error.field) as Path, { type: 'server', message: error.message });
        if (outcome.fieldErrors.length === 0) setFormMessage(outcome.message);
        return;
      }
      notify.success(editingId === null ? PRODUCT_TEXTS.added : PRODUCT_TEXTS.updated);
      cancel();
      options.onSaved();
    } catch (error) {
      setFormMessage(callFailureText(error, PRODUCT_TEXTS.saveFailed));
    }
  });

  return {
    lookups,
    lookupsLoading: lookupsQuery.loading && !lookups,
    lookupsError: lookupsQuery.error ? PRODUCT_TEXTS.lookupsFailed : null,
    retryLookups: () => void lookupsQuery.refetch().catch(() => undefined),
    form,
    values,
    rows: { colors: colors.fields, carats: carats.fields, sizes: sizes.fields },
    formMessage,
    dismissMessage: () => setFormMessage(null),
    editingId,
    loadingProduct,
    saving: form.formState.isSubmitting,
    setMetal,
    actions,
    startEdit,
    cancel,
    submit,
  };
}

export type ProductFormController = ReturnType<typeof useProductForm>;
