import { z } from 'zod';

/** How a product listing is ordered. */
export enum ProductSort {
  NEWEST = 'NEWEST',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  NAME = 'NAME',
}

export const MAX_PAGE_SIZE = 100;
/** Far above any jewellery price (a from-price adds three amounts of at most 1e9); exact once in minor units. */
export const MAX_PRICE_BOUND = 10_000_000_000;
const MAX_IDS = 100;

const positiveId = (field: string) =>
  z
    .number({ error: `${field} must be a positive whole number` })
    .int(`${field} must be a positive whole number`)
    .positive(`${field} must be a positive whole number`);

const priceBound = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .refine(Number.isFinite, `${field} must be a number`)
    .refine((n) => n >= 0, `${field} must not be negative`)
    .refine((n) => n <= MAX_PRICE_BOUND, `${field} must be at most ${MAX_PRICE_BOUND}`);

export const searchTextSchema = z
  .string({ error: 'The search text must be text' })
  .max(200, 'The search text must be at most 200 characters');

/**
 * A listing filter as both transports send it. colorNames is the legacy REST form (the seed's client
 * sends colour names); GraphQL sends colorIds. Price bounds are major units of `currencyCode`.
 */
export const productFilterSchema = z
  .object({
    categoryId: positiveId('categoryId').nullish(),
    subcategoryIds: z
      .array(positiveId('subcategoryIds'), { error: 'subcategoryIds must be a list of ids' })
      .max(MAX_IDS, `At most ${MAX_IDS} subcategories`)
      .nullish(),
    colorIds: z
      .array(positiveId('colorIds'), { error: 'colorIds must be a list of ids' })
      .max(MAX_IDS, `At most ${MAX_IDS} colours`)
      .nullish(),
    colorNames: z
      .array(z.string().trim().min(1, 'A colour name is empty').max(100, 'A colour name is too long'))
      .max(MAX_IDS, `At most ${MAX_IDS} colours`)
      .nullish(),
    minPrice: priceBound('minPrice').nullish(),
    maxPrice: priceBound('maxPrice').nullish(),
    search: searchTextSchema.nullish(),
    currencyCode: z
      .string({ error: 'currencyCode must be a 3-letter ISO code' })
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'currencyCode must be a 3-letter ISO code')
      .transform((code) => code.toUpperCase())
      .nullish(),
  })
  .refine((f) => f.minPrice == null || f.maxPrice == null || f.minPrice <= f.maxPrice, {
    message: 'minPrice must not be greater than maxPrice',
    path: ['minPrice'],
  });
export type ProductFilterInput = z.input<typeof productFilterSchema>;
export type ProductFilterData = z.output<typeof productFilterSchema>;

export const productPageSchema = z.object({
  first: z
    .number()
    .int(`first must be a whole number from 0 to ${MAX_PAGE_SIZE}`)
    .min(0, `first must be a whole number from 0 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `first must be a whole number from 0 to ${MAX_PAGE_SIZE}`),
  offset: z
    .number()
    .int('offset must be a whole number of at least 0')
    .min(0, 'offset must be a whole number of at least 0')
    .max(1_000_000, 'offset is too large'),
  sort: z.enum(ProductSort, { error: 'Unknown sort order' }),
});

/** The size of a short list (related products, search suggestions, a capped legacy list). */
export const listSizeSchema = (name: string) =>
  z
    .number()
    .int(`${name} must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `${name} must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `${name} must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
