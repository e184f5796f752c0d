import { z } from '../../shared/forms/zod';
import { MAX_AMOUNT } from './amount-limit';
import { TEXT_LIMITS } from '../../shared/admin/text-limits';
import { type OptionsSource, decimalPlaces, field, formShape, ruleHint } from '../../shared/admin/form-rules';

// The product form's own fields declared with the back-office's shared rules (docs/specifications.md#back-office-5-validation),
// so they check, read and hint the same as every other admin form and as the server's messages. Options come
// from the form's lookups query, not from these specs.
const FROM_LOOKUPS: OptionsSource = {
  useOptions: () => ({ options: [], loading: false, error: null, retry: () => undefined }),
};

export const PRODUCT_FIELDS = [
  field.text('name', 'Name', { rules: { max: TEXT_LIMITS.productName } }),
  field.text('description', 'Description', { rules: { max: TEXT_LIMITS.productDescription } }),
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
 * What is wrong with a typed amount (price, stone or labour charge), in the server's words, or null. Blank
 * is not wrong here: a row lacking an amount is dropped on save (docs/specifications.md#back-office-5-validation).
 * Anything else typed is stored as typed or refused, never dropped or rounded: not a number, negative,
 * above the cap, or more than two decimals.
 */
export function amountProblem(text: string, label: string): string | null {
  const typed = text.trim();
  if (typed === '') return null;
  const value = Number(typed);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(typed) || !Number.isFinite(value)) return `${label} must be a number`;
  if (value < 0) return `${label} cannot be negative`;
  if (value > MAX_AMOUNT) return `${label} must be at most ${MAX_AMOUNT.toLocaleString('en-US')}`;
  if (decimalPlaces(typed) > 2) return `${label} can have at most 2 decimals`;
  return null;
}

/** A price of 0 would sell the piece for nothing: refused, in the server's words. Charges may be 0. */
export function zeroPriceProblem(text: string): string | null {
  return text.trim() !== '' && Number(text.trim()) === 0 ? 'Price must be greater than 0' : null;
}

const amount = (label: string) =>
  z.string().superRefine((text, ctx) => {
    const problem = amountProblem(text, label);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// A price row: the charges are always the admin's; the price only when Manual (an Auto row's is the rate card's).
const priceRow = z
  .object({ manual: z.boolean(), price: z.string(), stoneCharge: amount('Stone charge'), labourCharge: amount('Labour charge') })
  .superRefine((row, ctx) => {
    const problem = row.manual ? (amountProblem(row.price, 'Price') ?? zeroPriceProblem(row.price)) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['price'], message: problem });
  });

/**
 * The form's zod schema: the product's fields by the shared rules, and every typed amount of the price rows
 * (amountProblem), under its own field. Otherwise colour, carat, price and size rows are not refused in the
 * browser: incomplete ones are dropped on save (buildProductInput), and the server has the last word on
 * the rest (its field errors land under the rows).
 */
export const productFormSchema = z.object({
  ...formShape(PRODUCT_FIELDS, 'add'),
  colors: z.array(z.unknown()),
  carats: z.array(z.object({ prices: z.array(priceRow) })),
  sizes: z.array(z.unknown()),
});
