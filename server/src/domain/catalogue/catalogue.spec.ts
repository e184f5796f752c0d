import type { Review } from '../../entities/review.entity';
import { productFilterSchema } from './catalogue.validation';
import { likeContains, searchTerms } from '../common/search-terms';
import { averageRating } from './product-views';

describe('catalogue search text', () => {
  it('splits blank-separated words, lower-cased, and ignores blank text', () => {
    expect(searchTerms('  Rose   GOLD ring ')).toEqual(['rose', 'gold', 'ring']);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(null)).toEqual([]);
  });

  it("escapes the LIKE wildcards and the escape character '!' itself", () => {
    expect(likeContains('100%')).toBe('%100!%%');
    expect(likeContains('a_b')).toBe('%a!_b%');
    expect(likeContains('wow!')).toBe('%wow!!%');
  });
});

describe('listing filter validation', () => {
  it('refuses negative bounds and a minimum above the maximum, with the field', () => {
    const negative = productFilterSchema.safeParse({ minPrice: -1 });
    const crossed = productFilterSchema.safeParse({ minPrice: 10, maxPrice: 5 });
    expect(negative.success || negative.error.issues[0]).toMatchObject({ path: ['minPrice'], message: 'minPrice must not be negative' });
    expect(crossed.success || crossed.error.issues[0]).toMatchObject({
      path: ['minPrice'],
      message: 'minPrice must not be greater than maxPrice',
    });
  });

  it('upper-cases the currency code and accepts equal bounds', () => {
    expect(productFilterSchema.parse({ minPrice: 5, maxPrice: 5, currencyCode: ' usd ' })).toMatchObject({
      minPrice: 5,
      maxPrice: 5,
      currencyCode: 'USD',
    });
  });
});

describe('average rating', () => {
  const review = (rating: number) => ({ rating }) as Review;
  it('is the mean to one decimal, or null without reviews', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([review(5), review(4), review(4)])).toBe(4.3);
  });
});
