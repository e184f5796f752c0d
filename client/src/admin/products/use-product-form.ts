import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { ProductsFormLookupsDocument } from './products.generated';
import { type ProductFormValues, emptyProductValues } from './product-form-model';
import { productFormSchema } from './product-form-schema';
import { PRODUCT_TEXTS } from './product-texts';
import { useAutoPricing } from './use-auto-pricing';
import { useProductRows } from './use-product-rows';
import { useProductSave } from './use-product-save';

/**
 * The product form's controller (react-admin's useEditController shape) on react-hook-form: the values
 * checked by the zod schema of product-form-schema.ts, the colour, carat and size rows as field arrays
 * (useProductRows), auto prices kept in step with the rate card (useAutoPricing), and loading a product
 * to edit and saving it (useProductSave).
 */
export function useProductForm(options: { onSaved: () => void }) {
  const lookupsQuery = useQuery(ProductsFormLookupsDocument);
  const lookups = lookupsQuery.data;
  const form = useForm<ProductFormValues>({
    // The schema parses to numbers; the save builds its request from the raw values (buildProductInput).
    resolver: zodResolver(productFormSchema) as never,
    defaultValues: emptyProductValues(),
  });
  // Every value (the rows' choices, pictures and Auto/Manual chips draw from it); the form is small.
  const values = useWatch({ control: form.control }) as ProductFormValues;
  const reprice = useAutoPricing(form, lookups);
  const { rows, setMetal, actions } = useProductRows(form, lookups, reprice);
  const save = useProductSave(form, { lookups, reprice, onSaved: options.onSaved });

  return {
    lookups,
    lookupsLoading: lookupsQuery.loading && !lookups,
    lookupsError: lookupsQuery.error ? PRODUCT_TEXTS.lookupsFailed : null,
    retryLookups: () => void lookupsQuery.refetch().catch(() => undefined),
    form,
    values,
    rows,
    saving: form.formState.isSubmitting,
    setMetal,
    actions,
    ...save,
  };
}

export type ProductFormController = ReturnType<typeof useProductForm>;
