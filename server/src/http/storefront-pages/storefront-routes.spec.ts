import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LISTING_QUERY_PARAMS } from '@shop/contracts';
import { isAdminPath, matchStorefrontRoute, pageAddress } from './storefront-routes';

// That the client's router picks the same page for a path is client/src/app/route-agreement.spec.tsx's.
describe("the server's match of a storefront path", () => {
  it('matches paths as React Router does: parameters, a trailing slash, any letter case; anything else is Not found', () => {
    expect(matchStorefrontRoute('/').route.id).toBe('home');
    expect(matchStorefrontRoute('/product/12')).toEqual({ route: expect.objectContaining({ id: 'product' }), params: { id: '12' } });
    expect(matchStorefrontRoute('/About/').route.id).toBe('about');
    expect(matchStorefrontRoute('/order/7/payment').params).toEqual({ orderId: '7' });
    expect(matchStorefrontRoute('/product/12/extra')).toEqual({
      route: expect.objectContaining({ id: 'not-found', status: 404 }),
      params: {},
    });
    expect(matchStorefrontRoute('/no-such-page').route.id).toBe('not-found');
    expect(matchStorefrontRoute('/product/%E0%A4%A').route.id).toBe('not-found');
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/products/3')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
  });
});

describe("a page's address (what its server render and its cache entry are keyed by)", () => {
  const LISTING_FILTERS = path.resolve(__dirname, '../../../../client/src/storefront/catalogue/listing-filters.ts');

  it('keeps only the parameters the page reads, sorted: a tracking parameter is not a page of its own', () => {
    const product = matchStorefrontRoute('/product/1').route;
    const listing = matchStorefrontRoute('/allproduct/3').route;
    expect(pageAddress('/product/1', '?utm=7&fbclid=x', product)).toBe('/product/1');
    expect(pageAddress('/product/1', '?utm=7&query=ring', product)).toBe('/product/1?query=ring');
    expect(pageAddress('/allproduct/3', '?page=2&utm=1&sort=price-asc&sub=4', listing)).toBe('/allproduct/3?page=2&sort=price-asc&sub=4');
    expect(pageAddress('/about', '', matchStorefrontRoute('/about').route)).toBe('/about');
  });

  it("names the listing's parameters as listing-filters.ts does (its source, not a copy)", () => {
    const source = readFileSync(LISTING_FILTERS, 'utf8');
    const block = /const PARAM = \{([\s\S]*?)\} as const/.exec(source)?.[1] ?? '';
    const names = [...block.matchAll(/:\s*'([^']+)'/g)].map((found) => found[1]);
    expect(names.length).toBeGreaterThan(0);
    expect([...LISTING_QUERY_PARAMS].sort()).toEqual(names.sort());
    expect(source).toContain("params.set('query', text)");
  });
});
