import { describe, expect, it } from '@jest/globals';
import {
  NO_FILTERS,
  activeFilterCount,
  apiFilter,
  keepOffered,
  listingSearchParams,
  normalisePrice,
  pageCount,
  parseCategoryParam,
  parseListingParams,
  toggleColor,
  toggleSubcategory,
  withFilters,
} from './listing-filters';
import type { ListingState } from './listing-filters';

const INR_RANGE = { currencyCode: 'INR', min: 1200, max: 250000 };
const DEFAULT_STATE: ListingState = { ...NO_FILTERS, sort: 'newest', page: 1 };

describe('toggleSubcategory: ALL PRODUCT is exclusive (docs/specifications.md#storefront-4-states)', () => {
  it('replaces ALL PRODUCT (the empty list) with the first specific subcategory', () => {
    expect(toggleSubcategory([], 3)).toEqual([3]);
  });

  it('adds further subcategories in id order and removes a ticked one', () => {
    expect(toggleSubcategory([3], 1)).toEqual([1, 3]);
    expect(toggleSubcategory([1, 3], 3)).toEqual([1]);
  });

  it('returns to ALL PRODUCT when the last specific subcategory is unticked', () => {
    expect(toggleSubcategory([3], 3)).toEqual([]);
  });

  it('clears every specific subcategory when ALL PRODUCT is chosen, and keeps ALL PRODUCT when it is clicked again', () => {
    expect(toggleSubcategory([1, 3], 'all')).toEqual([]);
    expect(toggleSubcategory([], 'all')).toEqual([]);
  });

  it('drops subcategories the panel does not offer (a link from another category)', () => {
    expect(keepOffered([1, 7, 9], [{ id: 1 }, { id: 9 }])).toEqual([1, 9]);
  });
});

describe('toggleColor', () => {
  it('ticks and unticks colours independently', () => {
    expect(toggleColor([], 2)).toEqual([2]);
    expect(toggleColor([2], 1)).toEqual([1, 2]);
    expect(toggleColor([1, 2], 2)).toEqual([1]);
  });
});

describe('the URL and the filter state', () => {
  it('reads an empty query string as the default listing and writes it back as an empty one', () => {
    // Act
    const state = parseListingParams(new URLSearchParams(''));
    // Assert
    expect(state).toEqual(DEFAULT_STATE);
    expect(listingSearchParams(state).toString()).toBe('');
  });

  it('round-trips every filter, the sort, the page and the search text', () => {
    // Arrange
    const state: ListingState = {
      subcategoryIds: [2, 3],
      colorIds: [1],
      minPrice: 20000,
      maxPrice: 90000,
      priceCurrency: 'INR',
      sort: 'price-asc',
      page: 2,
    };
    // Act
    const params = listingSearchParams(state, '  halo ring ');
    // Assert
    expect(params.toString()).toBe('query=halo+ring&sub=2%2C3&color=1&minPrice=20000&maxPrice=90000&currency=INR&sort=price-asc&page=2');
    expect(parseListingParams(params)).toEqual(state);
    expect(params.get('query')).toBe('halo ring');
  });

  it('ignores malformed values instead of failing', () => {
    // Act
    const state = parseListingParams(new URLSearchParams('sub=2,x,,2,-4&color=abc&sort=cheapest&page=0&minPrice=lots'));
    // Assert
    expect(state).toEqual({ ...DEFAULT_STATE, subcategoryIds: [2] });
  });

  it('orders crossed bounds and drops bounds that name no currency', () => {
    expect(parseListingParams(new URLSearchParams('minPrice=9000&maxPrice=3000&currency=usd'))).toMatchObject({
      minPrice: 3000,
      maxPrice: 9000,
      priceCurrency: 'USD',
    });
    expect(parseListingParams(new URLSearchParams('minPrice=9000'))).toMatchObject({ minPrice: null, maxPrice: null, priceCurrency: null });
  });

  it('starts again at page 1 when the filters change, keeping the sort', () => {
    const state: ListingState = { ...DEFAULT_STATE, sort: 'price-desc', page: 3 };
    expect(withFilters(state, { ...NO_FILTERS, colorIds: [2] })).toEqual({ ...NO_FILTERS, colorIds: [2], sort: 'price-desc', page: 1 });
  });

  it('reads the category segment: all, absent or malformed is every category', () => {
    expect([
      parseCategoryParam('all'),
      parseCategoryParam(undefined),
      parseCategoryParam('rings'),
      parseCategoryParam('0'),
      parseCategoryParam('4'),
    ]).toEqual([null, null, null, null, 4]);
  });
});

describe('price bounds', () => {
  it('treats the full range as no price filter', () => {
    expect(normalisePrice(1200, 250000, INR_RANGE)).toEqual({ minPrice: null, maxPrice: null, priceCurrency: null });
  });

  it('clamps into the range, orders crossed ends, and opens an end at the edge', () => {
    expect(normalisePrice(500, 40000.4, INR_RANGE)).toEqual({ minPrice: null, maxPrice: 40000, priceCurrency: 'INR' });
    expect(normalisePrice(90000, 30000, INR_RANGE)).toEqual({ minPrice: 30000, maxPrice: 90000, priceCurrency: 'INR' });
    expect(normalisePrice(5000, 999999, INR_RANGE)).toEqual({ minPrice: 5000, maxPrice: null, priceCurrency: 'INR' });
  });
});

describe('apiFilter', () => {
  it('sends only what is chosen, and the search text trimmed', () => {
    expect(apiFilter(null, '', NO_FILTERS, 'INR')).toEqual({});
    expect(
      apiFilter(1, ' ring ', { subcategoryIds: [2], colorIds: [3], minPrice: 1500, maxPrice: null, priceCurrency: 'INR' }, 'INR'),
    ).toEqual({
      categoryId: 1,
      subcategoryIds: [2],
      colorIds: [3],
      minPrice: 1500,
      currencyCode: 'INR',
      search: 'ring',
    });
  });

  it('leaves out bounds in another currency than the shopper prices in', () => {
    const filters = { ...NO_FILTERS, minPrice: 100, maxPrice: 900, priceCurrency: 'USD' };
    expect(apiFilter(null, '', filters, 'INR')).toEqual({});
    expect(activeFilterCount(filters, 'INR')).toBe(0);
    expect(activeFilterCount({ ...filters, colorIds: [1, 2] }, 'USD')).toBe(3);
  });
});

describe('pageCount', () => {
  it('has at least one page and rounds up', () => {
    expect([pageCount(0), pageCount(24), pageCount(25), pageCount(10000)]).toEqual([1, 1, 2, 417]);
  });
});
