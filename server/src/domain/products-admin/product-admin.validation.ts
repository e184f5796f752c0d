import { z } from 'zod';
import { MAX_AMOUNT_MINOR } from '../pricing/money';
import { expectedVersionField } from '../common/record-version';
import { TEXT_LIMITS } from '../common/text-limits';

// The product form of docs/specifications.md#back-office-5-validation: name, description, weight, metal type
// and subcategory are required; on submit, carat rows without a carat, price rows lacking currency, price,
// stone charge or labour charge, and size rows without a size are DROPPED (not refused). The texts are ours
// where the spec gives none. Ids may arrive as numbers only (the REST layer turns "12" into 12 first).

export const MAX_COLOURS = 20;
export const MAX_CARATS = 20;
export const MAX_SIZES = 100;
export const MAX_IMAGES_PER_COLOUR = 10;
/** Heavier than any piece of jewellery, and keeps every rate-card price inside the integer columns. */
export const MAX_WEIGHT_GRAMS = 1000;
/** Per amount, in major units: pricing/money.ts MAX_AMOUNT_MINOR (₹100 crore), a sanity cap of the BIGINT columns. */
export const MAX_AMOUNT = MAX_AMOUNT_MINOR / 100;

/**
 * What the back-office spec treats as "lacking" (docs/specifications.md#back-office-5-validation): absent,
 * null or a blank string.
 */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const INT_MAX = 2_147_483_647;
const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(INT_MAX, message);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const number = (required: string, notNumber: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : notNumber) })
    .refine(Number.isFinite, notNumber);

const weight = number('Weight is required', 'Weight must be a number')
  .refine((v) => v > 0, 'Weight must be greater than 0')
  .refine((v) => v <= MAX_WEIGHT_GRAMS, `Weight must be at most ${MAX_WEIGHT_GRAMS} g`)
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'Weight can have at most 3 decimals');

/**
 * An amount in major units of the row's currency, stored as sent: a negative one, or one with more than two
 * decimals (which the cents column would round), is refused under its field rather than changed.
 */
const amount = (label: string) =>
  number(`${label} is required`, `${label} must be a number`)
    .refine((v) => v >= 0, `${label} cannot be negative`)
    .refine((v) => v <= MAX_AMOUNT, `${label} must be at most ${MAX_AMOUNT.toLocaleString('en-US')}`)
    // The number written with two decimals reads back as the same number: 10.5 and 10.05 do, 10.005 does not.
    .refine((v) => Number(v.toFixed(2)) === v, `${label} can have at most 2 decimals`);

const UPLOADED_PATH = /^uploads\/[a-z0-9-]{1,40}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,119}$/;

/**
 * The back-office spec's "URL type" (docs/specifications.md#back-office-5-validation): an absolute http(s)
 * URL, or the stored path of an image uploaded to this shop.
 */
export function isImageUrl(value: string): boolean {
  if (UPLOADED_PATH.test(value)) return !value.includes('..');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const imageUrl = z
  .string({ error: 'Image URL is required' })
  .trim()
  .min(1, 'Image URL is required')
  .max(500, 'Image URL must be at most 500 characters')
  .refine(isImageUrl, 'Image URL must be an http(s) URL or an uploaded image path (uploads/...)');

/**
 * One price entry of a product carat. manual=true (the default, as the legacy form's rows were typed
 * by hand): the admin's price is kept and the rate card leaves it alone. manual=false: an AUTO entry;
 * any price sent is ignored and the server computes it with the rate card.
 */
const priceRow = z.object({
  currencyId: id('Currency is required'),
  // A price of 0 would sell the piece for nothing; charges may be 0 (no stones).
  price: amount('Price')
    .refine((v) => v !== 0, 'Price must be greater than 0')
    .nullish(),
  stoneCharge: amount('Stone charge'),
  labourCharge: amount('Labour charge'),
  manual: z.boolean({ error: 'manual must be true or false' }),
});
export type PriceRowData = z.infer<typeof priceRow>;

const productColorRow = z.object({
  colorId: id('Colour is required'),
  images: z.array(z.instanceof(Buffer)).max(MAX_IMAGES_PER_COLOUR, `At most ${MAX_IMAGES_PER_COLOUR} images per colour`).default([]),
  /** On update: the colour's stored images to keep (null: keep them all); new images are appended. */
  keepImageUrls: z.array(imageUrl).max(MAX_IMAGES_PER_COLOUR, `At most ${MAX_IMAGES_PER_COLOUR} images per colour`).nullish(),
});

const productCaratRow = z.object({
  caratId: id('Carat is required'),
  prices: z.array(priceRow.nullable()).max(MAX_CARATS, 'Too many price rows').default([]),
});

const rows = <T extends z.ZodType>(row: T, max: number, what: string) =>
  z.array(row.nullable(), { error: `${what} must be a list` }).max(max, `At most ${max} ${what}`);

export const productSchema = z.object({
  name: requiredText('Name', TEXT_LIMITS.productName),
  description: requiredText('Description', TEXT_LIMITS.productDescription),
  weightInGrams: weight,
  metalTypeId: id('Metal type is required'),
  subcategoryId: id('Subcategory is required'),
  returnPolicy: z
    .string({ error: 'Return policy must be text' })
    .trim()
    .max(TEXT_LIMITS.productReturnPolicy, `Return policy must be at most ${TEXT_LIMITS.productReturnPolicy} characters`)
    .nullish()
    // Absent stays absent (an update leaves it); null or blank clears it.
    .transform((v) => (v === undefined ? undefined : v || null)),
  outOfStock: z.boolean({ error: 'outOfStock must be true or false' }).nullish(),
  // Absent on update: the product keeps what it has. A list (even empty) replaces it.
  colors: rows(productColorRow, MAX_COLOURS, 'colours').optional(),
  carats: rows(productCaratRow, MAX_CARATS, 'carats').optional(),
  sizeIds: rows(id('Size is required'), MAX_SIZES, 'sizes').optional(),
  // On update only (docs/decisions.md#no-lost-updates); a create ignores it.
  expectedVersion: expectedVersionField,
});
export type ProductData = z.infer<typeof productSchema>;

export const productColorSchema = z.object({
  productId: id('Product is required'),
  colorId: id('Colour is required'),
  imageUrls: z
    .array(imageUrl, { error: 'Image URLs are required' })
    .min(1, 'Image URLs are required')
    .max(MAX_IMAGES_PER_COLOUR, `At most ${MAX_IMAGES_PER_COLOUR} images per colour`),
});
export type ProductColorData = z.infer<typeof productColorSchema>;

export const productCaratSchema = z.object({
  productId: id('Product is required'),
  caratId: id('Carat is required'),
  /** Absent: every currency gets (on create) or keeps (on update) its entry; see productSchema's rows. */
  prices: z.array(priceRow.nullable()).max(MAX_CARATS, 'Too many price rows').optional(),
});
export type ProductCaratData = z.infer<typeof productCaratSchema>;

export const productVariantSchema = z.object({
  productId: id('Product is required'),
  sizeId: id('Size is required'),
  productColorId: id('Colour is required'),
  productCaratId: id('Carat is required'),
  // docs/decisions.md#stock: null = not tracked; absent on an update = unchanged.
  stock: z
    .number({ error: 'Stock must be a whole number of at least 0, or empty for not tracked' })
    .int('Stock must be a whole number of at least 0, or empty for not tracked')
    .min(0, 'Stock must be a whole number of at least 0, or empty for not tracked')
    .max(1_000_000, 'Stock must be at most 1000000')
    .nullish(),
});
export type ProductVariantData = z.infer<typeof productVariantSchema>;

/** At most this many combinations in one stock save (a product's colours × carats × sizes). */
export const MAX_STOCK_ENTRIES = 2000;

/** The stock grid of the product form: each combination's count, null for not tracked (docs/decisions.md#stock). */
export const productStockSchema = z
  .array(productVariantSchema.omit({ productId: true }).required({ stock: true }), { error: 'entries must be a list' })
  .max(MAX_STOCK_ENTRIES, `At most ${MAX_STOCK_ENTRIES} combinations can be saved at once`);
export type ProductStockEntry = z.infer<typeof productStockSchema>[number];

export const adminProductPageSchema = z.object({
  first: z
    .number()
    .int('first must be a whole number from 0 to 100')
    .min(0, 'first must be a whole number from 0 to 100')
    .max(100, 'first must be a whole number from 0 to 100'),
  offset: z
    .number()
    .int('offset must be a whole number of at least 0')
    .min(0, 'offset must be a whole number of at least 0')
    .max(INT_MAX, 'offset is too large'),
  search: z.string().trim().max(200, 'search must be at most 200 characters').nullish(),
});

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * A price row as the back-office spec sees it (docs/specifications.md#back-office-5-validation): null
 * (dropped) when it lacks a currency, a stone charge or a labour charge, or when it is manual and lacks a
 * price. `manual` is resolved here (absent = true).
 */
export function normalisePriceRow(row: unknown): unknown {
  const r = asRecord(row);
  if (!r) return row;
  const manual = r.manual === undefined || r.manual === null ? true : r.manual;
  if (isBlank(r.currencyId) || isBlank(r.stoneCharge) || isBlank(r.labourCharge)) return null;
  if (manual === true && isBlank(r.price)) return null;
  return { ...r, manual, price: manual === true ? r.price : null };
}

const normaliseRows = (value: unknown, normaliseRow: (row: unknown) => unknown): unknown =>
  Array.isArray(value) ? value.map(normaliseRow) : value;

/**
 * Applies the form's dropping rules (docs/specifications.md#back-office-5-validation) BEFORE validation,
 * replacing a dropped row with null so that error paths keep the sender's row numbers
 * (carats.2.prices.1.price). Colour rows without a colour are dropped too when they carry no image (an
 * uploaded image is never thrown away silently: that is an error).
 */
export function dropIncompleteRows(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...input };
  out.colors = normaliseRows(input.colors, (row) => {
    const r = asRecord(row);
    const hasImages =
      r && ((Array.isArray(r.images) && r.images.length > 0) || (Array.isArray(r.keepImageUrls) && r.keepImageUrls.length > 0));
    return r && isBlank(r.colorId) && !hasImages ? null : row;
  });
  out.carats = normaliseRows(input.carats, (row) => {
    const r = asRecord(row);
    if (!r) return row;
    if (isBlank(r.caratId)) return null;
    return { ...r, prices: normaliseRows(r.prices ?? [], normalisePriceRow) };
  });
  out.sizeIds = normaliseRows(input.sizeIds, (row) => (isBlank(row) ? null : row));
  return out;
}

/**
 * The rows that survived the form's dropping rule (docs/specifications.md#back-office-5-validation), in the
 * sender's order.
 */
export const kept = <T>(list: (T | null)[] | undefined): T[] | undefined => list?.filter((row): row is T => row !== null);
