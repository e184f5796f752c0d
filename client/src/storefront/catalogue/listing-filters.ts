/**
 * The listing's filter state and its URL form. Everything a shopper chooses (subcategories, colours,
 * price, sort, page) lives in the query string, so a link or a reload shows the same results:
 *
 *   /allproduct/1?sub=2,3&color=1&minPrice=20000&maxPrice=90000&currency=INR&sort=price-asc&page=2
 *
 * `query` (the search text) is the specification's own parameter and is kept as it is. Price bounds
 * are in the currency named by `currency`; bounds in another currency than the shopper's are ignored.
 */

export const LISTING_PAGE_SIZE = 24;

export const LISTING_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const SORT_LABELS: Readonly<Record<ListingSort, string>> = {
  newest: 'Newest',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
};

/** The API's ProductSort for each choice. */
export const API_SORT: Readonly<Record<ListingSort, 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC'>> = {
  newest: 'NEWEST',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
};

export interface ListingFilters {
  /** Chosen subcategories; empty means ALL PRODUCT. */
  subcategoryIds: number[];
  /** Chosen colours; empty means every colour. */
  colorIds: number[];
  /** Lower price bound in whole units of `priceCurrency`; null: from the bottom of the range. */
  minPrice: number | null;
  /** Upper price bound; null: up to the top of the range and beyond. */
  maxPrice: number | null;
  /** The currency the bounds are in (null without bounds). */
  priceCurrency: string | null;
}

export interface ListingState extends ListingFilters {
  sort: ListingSort;
  /** 1-based page number. */
  page: number;
}

export const NO_FILTERS: ListingFilters = { subcategoryIds: [], colorIds: [], minPrice: null, maxPrice: null, priceCurrency: null };

/** The slider's span in one currency (the API's priceFilterRange). */
export interface PriceRange {
  currencyCode: string;
  min: number;
  max: number;
}

const PARAM = {
  subcategories: 'sub',
  colors: 'color',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  currency: 'currency',
  sort: 'sort',
  page: 'page',
} as const;

function parseIdList(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

function parseAmount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount) : null;
}

function parsePage(value: string | null): number {
  const page = value && /^\d+$/.test(value) ? Number(value) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Reads the listing state from the query string; anything malformed falls back to its default. */
export function parseListingParams(params: URLSearchParams): ListingState {
  const sortParam = params.get(PARAM.sort);
  const sort = (LISTING_SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as ListingSort) : 'newest';
  let minPrice = parseAmount(params.get(PARAM.minPrice));
  let maxPrice = parseAmount(params.get(PARAM.maxPrice));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const currency = params.get(PARAM.currency)?.trim().toUpperCase() ?? '';
  const hasBounds = minPrice !== null || maxPrice !== null;
  const priceCurrency = hasBounds && /^[A-Z]{3}$/.test(currency) ? currency : null;
  return {
    subcategoryIds: parseIdList(params.get(PARAM.subcategories)),
    colorIds: parseIdList(params.get(PARAM.colors)),
    // Bounds without a currency cannot be read: drop them rather than guess.
    minPrice: priceCurrency ? minPrice : null,
    maxPrice: priceCurrency ? maxPrice : null,
    priceCurrency,
    sort,
    page: parsePage(params.get(PARAM.page)),
  };
}

/**
 * The query string of a listing state. Defaults are left out (no `sort=newest`, no `page=1`), so the
 * plain listing keeps its plain URL; `query` (search) comes first when there is one.
 */
export function listingSearchParams(state: ListingState, query = ''): URLSearchParams {
  const params = new URLSearchParams();
  const text = query.trim();
  if (text) params.set('query', text);
  if (state.subcategoryIds.length) params.set(PARAM.subcategories, [...state.subcategoryIds].sort((a, b) => a - b).join(','));
  if (state.colorIds.length) params.set(PARAM.colors, [...state.colorIds].sort((a, b) => a - b).join(','));
  if (state.priceCurrency && (state.minPrice !== null || state.maxPrice !== null)) {
    if (state.minPrice !== null) params.set(PARAM.minPrice, String(state.minPrice));
    if (state.maxPrice !== null) params.set(PARAM.maxPrice, String(state.maxPrice));
    params.set(PARAM.currency, state.priceCurrency);
  }
  if (state.sort !== 'newest') params.set(PARAM.sort, state.sort);
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  return params;
}

/** A new set of filters always starts again at page 1; sort is kept. */
export function withFilters(state: ListingState, filters: ListingFilters): ListingState {
  return { ...state, ...filters, page: 1 };
}

/** The filter part of a state. */
export function filtersOf(state: ListingFilters): ListingFilters {
  const { subcategoryIds, colorIds, minPrice, maxPrice, priceCurrency } = state;
  return { subcategoryIds, colorIds, minPrice, maxPrice, priceCurrency };
}

/**
 * The subcategory rule of docs/specifications.md#storefront-4-states: 'ALL PRODUCT' is exclusive. Choosing it clears the
 * specific ones (and it cannot be unticked on its own); choosing a specific one replaces it; unticking
 * the last specific one returns to ALL PRODUCT (the empty list).
 */
export function toggleSubcategory(selected: readonly number[], choice: number | 'all'): number[] {
  if (choice === 'all') return [];
  return selected.includes(choice) ? selected.filter((id) => id !== choice) : [...selected, choice].sort((a, b) => a - b);
}

/** Colours are independent checkboxes; none ticked means every colour. */
export function toggleColor(selected: readonly number[], colorId: number): number[] {
  return selected.includes(colorId) ? selected.filter((id) => id !== colorId) : [...selected, colorId].sort((a, b) => a - b);
}

/** Keeps only ids the panel offers (a stale link may name a subcategory of another category). */
export function keepOffered(selected: readonly number[], offered: readonly { id: number }[]): number[] {
  const known = new Set(offered.map((option) => option.id));
  return selected.filter((id) => known.has(id));
}

/**
 * Price bounds for a range: clamped into it, ordered, and an end at the edge of the range becomes
 * open (null), so the full range is no price filter at all.
 */
export function normalisePrice(
  minPrice: number | null,
  maxPrice: number | null,
  range: PriceRange,
): Pick<ListingFilters, 'minPrice' | 'maxPrice' | 'priceCurrency'> {
  const clamp = (value: number) => Math.min(range.max, Math.max(range.min, Math.round(value)));
  let low = minPrice === null || !Number.isFinite(minPrice) ? range.min : clamp(minPrice);
  let high = maxPrice === null || !Number.isFinite(maxPrice) ? range.max : clamp(maxPrice);
  if (low > high) [low, high] = [high, low];
  const min = low <= range.min ? null : low;
  const max = high >= range.max ? null : high;
  return { minPrice: min, maxPrice: max, priceCurrency: min === null && max === null ? null : range.currencyCode };
}

/** The bounds that apply for a shopper pricing in `currencyCode` (bounds in another currency do not). */
export function activePrice(filters: ListingFilters, currencyCode: string | undefined): Pick<ListingFilters, 'minPrice' | 'maxPrice'> {
  if (!filters.priceCurrency || !currencyCode || filters.priceCurrency !== currencyCode.toUpperCase())
    return { minPrice: null, maxPrice: null };
  return { minPrice: filters.minPrice, maxPrice: filters.maxPrice };
}

/** The API's ProductFilter for the listing. `categoryId` null: every category. */
export interface ApiProductFilter {
  categoryId?: number;
  subcategoryIds?: number[];
  colorIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  currencyCode?: string;
  search?: string;
}

export function apiFilter(
  categoryId: number | null,
  query: string,
  filters: ListingFilters,
  currencyCode: string | undefined,
): ApiProductFilter {
  const filter: ApiProductFilter = {};
  if (categoryId !== null) filter.categoryId = categoryId;
  if (filters.subcategoryIds.length) filter.subcategoryIds = [...filters.subcategoryIds];
  if (filters.colorIds.length) filter.colorIds = [...filters.colorIds];
  const price = activePrice(filters, currencyCode);
  if (price.minPrice !== null || price.maxPrice !== null) {
    if (price.minPrice !== null) filter.minPrice = price.minPrice;
    if (price.maxPrice !== null) filter.maxPrice = price.maxPrice;
    filter.currencyCode = filters.priceCurrency ?? undefined;
  }
  const search = query.trim();
  if (search) filter.search = search;
  return filter;
}

/** `'all'`, absent or malformed: every category; else the category id. */
export function parseCategoryParam(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function pageCount(totalCount: number, pageSize = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** How many filters are on (the drawer button's badge): each subcategory, colour and the price. */
export function activeFilterCount(filters: ListingFilters, currencyCode: string | undefined): number {
  const price = activePrice(filters, currencyCode);
  return filters.subcategoryIds.length + filters.colorIds.length + (price.minPrice !== null || price.maxPrice !== null ? 1 : 0);
}
