import { useCallback, useEffect } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { type Lookups, type ProductFormValues, repriceAll } from './product-form-model';

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
 * Keeps the auto price rows in step with the rate card (product-form-model.ts): after every change that
 * moves a price (REPRICE_ON), and whenever the returned reprice() is called (a product loaded, All to Auto).
 */
export function useAutoPricing(form: UseFormReturn<ProductFormValues>, lookups: Lookups | undefined): () => void {
  const { getValues, setValue, subscribe } = form;
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
  return reprice;
}
