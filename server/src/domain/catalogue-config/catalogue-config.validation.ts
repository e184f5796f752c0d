import Decimal from 'decimal.js';
import { z } from 'zod';
import { MAX_GST_RATE } from '../tax/gst';
import { expectedVersionField } from '../common/record-version';
import { TEXT_LIMITS } from '../common/text-limits';

// The rules of docs/specifications.md#back-office-5-validation (required fields, minimums, steps), in the
// texts its forms show. Limits the spec leaves open follow the columns: names 100 characters, base rate
// DECIMAL(12,2), multiplier DECIMAL(8,4), conversion rate DECIMAL(14,6) of which the form's step uses 4
// decimals.

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required, trimmed name of at most `max` characters. */
const name = (label: string, max: number = TEXT_LIMITS.catalogueName) =>
  z
    .string({ error: (issue) => (isBlank(issue.input) ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const decimals = (value: number) => new Decimal(value).decimalPlaces();

/** A required number (a blank or missing one is "required", anything else not a number "must be a number"). */
const requiredNumber = (label: string) =>
  z.number({ error: (issue) => (isBlank(issue.input) ? `${label} is required` : `${label} must be a number`) });

/** A required id of another record. */
const requiredId = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} is required`)
    .positive(`${label} is required`)
    .max(2_147_483_647, `${label} is required`);

/**
 * A required rate or multiplier: at least 0 (greater than 0 when `positive`), at most `max`, with at most
 * `places` decimals; the messages name it by `label`.
 */
const decimalAmount = (label: string, max: number, places: number, positive = false) => {
  const amount = requiredNumber(label);
  return (positive ? amount.gt(0, `${label} must be greater than 0`) : amount.min(0, `${label} must be at least 0`))
    .max(max, `${label} is too large`)
    .refine((v) => decimals(v) <= places, `${label} can have at most ${places} decimals`);
};

export const metalTypeSchema = z.object({
  name: name('Name'),
  // A rate of 0 would price every auto entry of the metal at 0: greater than 0.
  baseRatePerGram: decimalAmount('Base rate', 9_999_999_999.99, 2, true),
});
export const metalTypeUpdateSchema = metalTypeSchema.partial().extend({ expectedVersion: expectedVersionField });
export type MetalTypeData = z.infer<typeof metalTypeSchema>;

export const MAX_CARAT_VALUE = 999;

export const caratSchema = z.object({
  value: requiredNumber('Carat value')
    .int('Carat value must be a whole number')
    .min(1, 'Carat value must be at least 1')
    .max(MAX_CARAT_VALUE, `Carat value must be at most ${MAX_CARAT_VALUE}`),
  // Likewise: a multiplier of 0 prices the carat's auto entries at 0.
  multiplier: decimalAmount('Multiplier', 9999.9999, 4, true),
  metalTypeId: requiredId('Metal type'),
});
export const caratUpdateSchema = caratSchema.partial().extend({ expectedVersion: expectedVersionField });
export type CaratData = z.infer<typeof caratSchema>;

/** Sizes, colours and a category's name (its picture is checked by its bytes): a name only. */
export const namedSchema = z.object({ name: name('Name') });
export const namedUpdateSchema = namedSchema.partial().extend({ expectedVersion: expectedVersionField });

/** A category's tax (docs/decisions.md#gst-and-invoices): a GST rate from 0 to 28 % with 2 decimals, and a 4, 6 or 8 digit HSN code. */
export const categoryTaxSchema = z.object({
  gstRate: decimalAmount('GST rate', MAX_GST_RATE, 2),
  hsnCode: z
    .string({ error: 'HSN code is required' })
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})$/, 'HSN code must be 4, 6 or 8 digits, e.g. 7113'),
});
export const categoryTaxUpdateSchema = categoryTaxSchema.partial();

export const subcategorySchema = z.object({
  name: name('Name'),
  categoryId: requiredId('Category'),
});
export const subcategoryUpdateSchema = subcategorySchema.partial().extend({ expectedVersion: expectedVersionField });
export type SubcategoryData = z.infer<typeof subcategorySchema>;

export const currencySchema = z.object({
  code: z
    .string({ error: (issue) => (isBlank(issue.input) ? 'Currency code is required' : 'Currency code must be text') })
    .trim()
    .min(1, 'Currency code is required')
    // Exactly TEXT_LIMITS.currencyCode letters: "EURO" is refused, not cut to "EUR".
    .regex(new RegExp(`^[A-Za-z]{${TEXT_LIMITS.currencyCode}}$`), `Currency code must be ${TEXT_LIMITS.currencyCode} letters, e.g. USD`)
    .transform((code) => code.toUpperCase()),
  // The back-office spec says "min 0" (docs/specifications.md#back-office-5-validation); a rate of 0 would
  // price everything at 0 (and divide by zero for INR), so > 0.
  conversionRateToINR: decimalAmount('Conversion rate', 99_999_999, 4, true),
});
export const currencyUpdateSchema = currencySchema.partial().extend({ expectedVersion: expectedVersionField });
export type CurrencyData = z.infer<typeof currencySchema>;
