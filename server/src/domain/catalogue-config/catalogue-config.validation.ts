import Decimal from 'decimal.js';
import { z } from 'zod';

// The rules of docs/specifications.md#back-office-5-validation (required fields, minimums, steps), in the
// texts its forms show. Limits the spec leaves open follow the columns: names 100 characters, base rate
// DECIMAL(12,2), multiplier DECIMAL(8,4), conversion rate DECIMAL(14,6) of which the form's step uses 4
// decimals.

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required, trimmed name of at most `max` characters. */
const name = (label: string, max = 100) =>
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

export const metalTypeSchema = z.object({
  name: name('Name'),
  baseRatePerGram: requiredNumber('Base rate')
    .min(0, 'Base rate must be at least 0')
    .max(9_999_999_999.99, 'Base rate is too large')
    .refine((v) => decimals(v) <= 2, 'Base rate can have at most 2 decimals'),
});
export const metalTypeUpdateSchema = metalTypeSchema.partial();
export type MetalTypeData = z.infer<typeof metalTypeSchema>;

export const MAX_CARAT_VALUE = 999;

export const caratSchema = z.object({
  value: requiredNumber('Carat value')
    .int('Carat value must be a whole number')
    .min(1, 'Carat value must be at least 1')
    .max(MAX_CARAT_VALUE, `Carat value must be at most ${MAX_CARAT_VALUE}`),
  multiplier: requiredNumber('Multiplier')
    .min(0, 'Multiplier must be at least 0')
    .max(9999.9999, 'Multiplier is too large')
    .refine((v) => decimals(v) <= 4, 'Multiplier can have at most 4 decimals'),
  metalTypeId: requiredId('Metal type'),
});
export const caratUpdateSchema = caratSchema.partial();
export type CaratData = z.infer<typeof caratSchema>;

export const categorySchema = z.object({ name: name('Name') });
export const categoryUpdateSchema = categorySchema.partial();

export const subcategorySchema = z.object({
  name: name('Name'),
  categoryId: requiredId('Category'),
});
export const subcategoryUpdateSchema = subcategorySchema.partial();
export type SubcategoryData = z.infer<typeof subcategorySchema>;

/** Sizes and colours: a name only. */
export const namedSchema = z.object({ name: name('Name') });
export const namedUpdateSchema = namedSchema.partial();

export const currencySchema = z.object({
  code: z
    .string({ error: (issue) => (isBlank(issue.input) ? 'Currency code is required' : 'Currency code must be text') })
    .trim()
    .min(1, 'Currency code is required')
    .regex(/^[A-Za-z]{3}$/, 'Currency code must be 3 letters, e.g. USD')
    .transform((code) => code.toUpperCase()),
  // The back-office spec says "min 0" (docs/specifications.md#back-office-5-validation); a rate of 0 would
  // price everything at 0 (and divide by zero for INR), so > 0.
  conversionRateToINR: requiredNumber('Conversion rate')
    .gt(0, 'Conversion rate must be greater than 0')
    .max(99_999_999, 'Conversion rate is too large')
    .refine((v) => decimals(v) <= 4, 'Conversion rate can have at most 4 decimals'),
});
export const currencyUpdateSchema = currencySchema.partial();
export type CurrencyData = z.infer<typeof currencySchema>;
