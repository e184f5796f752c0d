import { type ComparedField, type StaleChange, changedFields } from '../../shared/admin/stale-version';
import type { Lookups, ProductFormValues } from './product-form-model';

// What the product form's Reload shows after a stale save (shared/admin/stale-version.ts): the product's
// fields, colours, carats with their prices, and sizes, each as a person reads it, compared between the
// values the form had loaded and the values stored now.

const PRODUCT_COMPARED: readonly ComparedField[] = [
  { name: 'name', label: 'Name' },
  { name: 'description', label: 'Description' },
  { name: 'weightInGrams', label: 'Weight (g)' },
  { name: 'metalType', label: 'Metal Type' },
  { name: 'subcategory', label: 'Subcategory' },
  { name: 'colors', label: 'Colours' },
  { name: 'carats', label: 'Carats and prices' },
  { name: 'sizes', label: 'Sizes' },
];

const nameOf = (list: readonly { id: number; name: string }[], id: string) => list.find((item) => String(item.id) === id)?.name ?? id;

/** The product form's values as the comparison reads them: names instead of ids, one line per carat with its prices. */
export function productSummary(values: ProductFormValues, lookups: Lookups): Record<string, unknown> {
  const currency = (id: number) => lookups.currencies.find((c) => c.id === id)?.code ?? String(id);
  const carat = (id: string) => lookups.carats.find((c) => String(c.id) === id)?.value ?? id;
  return {
    name: values.name,
    description: values.description,
    // "3.50" and "3.5" are one weight.
    weightInGrams: values.weightInGrams.trim() === '' ? '' : String(Number(values.weightInGrams)),
    metalType: nameOf(lookups.metalTypes, values.metalTypeId),
    subcategory: nameOf(lookups.subcategories, values.subcategoryId),
    colors: values.colors.filter((c) => c.colorId !== '').map((c) => nameOf(lookups.colors, c.colorId)),
    carats: values.carats
      .filter((c) => c.caratId !== '')
      .map(
        (c) =>
          `${carat(c.caratId)}K ${c.prices
            .map((p) => `${currency(p.currencyId)} ${p.price || '-'} + ${p.stoneCharge || '0'} + ${p.labourCharge || '0'}`)
            .join('; ')}`,
      ),
    sizes: values.sizes.filter((s) => s.sizeId !== '').map((s) => nameOf(lookups.sizes, s.sizeId)),
  };
}

/** What someone else changed in the product since the form loaded it (`typed`: the admin's unsaved values). */
export function productChanges(
  loaded: ProductFormValues,
  stored: ProductFormValues,
  typed: ProductFormValues,
  lookups: Lookups,
): StaleChange[] {
  return changedFields(PRODUCT_COMPARED, productSummary(loaded, lookups), productSummary(stored, lookups), productSummary(typed, lookups));
}
