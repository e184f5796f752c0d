import { describe, expect, it } from '@jest/globals';
import { listingHeading } from './listing-heading';
import { piecesCount, showingRange } from './listing-range';

const base = { query: '', categoryId: 1, categoryName: 'Rings', chosenSubcategory: undefined, pathname: '/allproduct/1' };

describe('what a listing is called', () => {
  it('is the category, in the collection', () => {
    expect(listingHeading(base)).toEqual({ trail: [{ label: 'Rings' }], title: 'Rings', eyebrow: 'The collection' });
  });

  it('is the one chosen subcategory, under a crumb back to its category', () => {
    expect(listingHeading({ ...base, chosenSubcategory: 'Bands' })).toEqual({
      trail: [{ label: 'Rings', to: '/allproduct/1' }, { label: 'Bands' }],
      title: 'Bands',
      eyebrow: 'Rings',
    });
  });

  it('is the search, in a category or everywhere', () => {
    expect(listingHeading({ ...base, query: 'halo', chosenSubcategory: 'Bands' })).toEqual({
      trail: [{ label: 'Search: halo' }],
      title: 'Results for “halo”',
      eyebrow: 'Search in Rings',
    });
    expect(listingHeading({ ...base, query: 'halo', categoryId: null }).eyebrow).toBe('Search');
  });
});

describe('the listing counts', () => {
  it('counts pieces with Indian digit grouping', () => {
    expect(piecesCount(1)).toBe('1 piece');
    expect(piecesCount(124000)).toBe('1,24,000 pieces');
  });

  it('names the pieces of a page', () => {
    expect(showingRange(2, 6, 30)).toBe('Showing 25–30 of 30 pieces');
    expect(showingRange(1, 24, 30)).toBe('Showing 1–24 of 30 pieces');
  });
});
