import { describe, expect, it } from '@jest/globals';
import { SHOP_NAME, pageTitle } from './identity';
import { ALL_JEWELLERY_PATH, STOREFRONT_ROUTES, categoryPath, orderPaymentPath, pagePath, productPath } from './routes';

describe('the storefront route table', () => {
  it('names each page once, with one Not found catch-all that answers 404', () => {
    const ids = STOREFRONT_ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(STOREFRONT_ROUTES.map((route) => route.path)).size).toBe(ids.length);
    expect(STOREFRONT_ROUTES.filter((route) => route.status === 404).map((route) => route.path)).toEqual(['*']);
  });

  it('gives every page with a fixed head its title, and lists no private page in the sitemap', () => {
    for (const route of STOREFRONT_ROUTES) {
      if (route.head === 'fixed') expect(route.title).toEqual(expect.any(String));
      if (route.private) expect(route.sitemap).toBeUndefined();
    }
  });

  it('builds the storefront links from the patterns, escaping parameters', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('about')).toBe('/about');
    expect(pagePath('all-jewellery')).toBe('/allproduct');
    expect(productPath(12)).toBe('/product/12');
    expect(categoryPath(3)).toBe('/allproduct/3');
    expect(ALL_JEWELLERY_PATH).toBe('/allproduct/all');
    expect(orderPaymentPath(7)).toBe('/order/7/payment');
    expect(productPath('a/b c')).toBe('/product/a%2Fb%20c');
  });

  it("titles a page with the shop's name, the home page with the name alone", () => {
    expect(pageTitle('Rings')).toBe(`Rings · ${SHOP_NAME}`);
    expect(pageTitle(SHOP_NAME)).toBe(SHOP_NAME);
  });
});
