import { z } from 'zod';
import { type OptionsSource, field, formShape, ruleHint } from '../../shared/admin/form-rules';

// The product form's own fields declared with the back-office's shared rules (docs/specifications.md#back-office-5-validation),
// so they check, read and hint the same as every other admin form and as the server's messages. Options come
// from the form's lookups query, not from these specs.
const FROM_LOOKUPS: OptionsSource = {
  useOptions: () => ({ options: [], loading: false, error: null, retry: () => undefined }),
};

export const PRODUCT_FIELDS = [
  field.text('name', 'Name', { rules: { max: 200 } }),
  field.text('description', 'Description', { rules: { max: 5000 } }),
  field.number('weightInGrams', 'Weight', { greaterThan: 0, max: 1000, step: 0.001 }),
  field.select('metalTypeId', 'Metal Type', FROM_LOOKUPS, { emptyText: 'Add a metal type first.', messageLabel: 'Metal type' }),
  field.select('subcategoryId', 'Subcategory', FROM_LOOKUPS, { emptyText: 'Add a subcategory first.' }),
] as const;

export type ProductFieldName = (typeof PRODUCT_FIELDS)[number]['name'];

/** The hint under one of the product's fields ("Required · more than 0 · step 0.001"). */
export function productHint(name: ProductFieldName): string {
  return ruleHint(
    PRODUCT_FIELDS.find((spec) => spec.name === name)!,
    'add',
  );
}

/**
 * The form's zod schema: the product's fields by the shared rules; colour, carat, price and size rows are
 * not refused in the browser: incomplete ones are dropped on save (buildProductInput), and the server
 * has the last word on the rest (its field errors land under the rows).
 */
export const productFormSchema = z.object({
  ...formShape(PRODUCT_FIELDS, 'add'),
  colors: z.array(z.unknown()),
  carats: z.array(z.unknown()),
  sizes: z.array(z.unknown()),
});
