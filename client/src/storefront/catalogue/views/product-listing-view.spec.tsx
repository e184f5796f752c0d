import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { currentUrl, fakeApi, renderInShop } from '../../../test-support/render';
import { ProductListingView } from './product-listing-view';

const TOTAL = 30;

const product = (id: number) => ({
  __typename: 'Product',
  id,
  name: `Ring ${id}`,
  categoryName: 'Rings',
  image: null,
  hoverImage: null,
  soldOut: false,
  price: {
    __typename: 'CaratPrice',
    productCaratId: id * 10,
    total: { __typename: 'Money', amount: 1000 * id, currencyCode: 'INR', minorUnits: 100_000 * id },
  },
  colourImage: null,
  colourHoverImage: null,
});

/** A shop of 30 rings in category 1, with two subcategories and two colours; pages as the API does. */
function renderListing(url: string) {
  const api = fakeApi({
    StoreCurrencies: () => ({ storeCurrencies: [{ __typename: 'Currency', id: 1, code: 'INR' }] }),
    CatalogueListingCategories: () => ({ categories: [{ __typename: 'Category', id: 1, name: 'Rings' }] }),
    CatalogueFilterOptions: () => ({
      subcategories: [
        { __typename: 'Subcategory', id: 5, name: 'Solitaire Rings', categoryId: 1 },
        { __typename: 'Subcategory', id: 6, name: 'Bands', categoryId: 1 },
      ],
      colors: [
        { __typename: 'Color', id: 2, name: 'Rose Gold' },
        { __typename: 'Color', id: 3, name: 'White Gold' },
      ],
      priceFilterRange: { __typename: 'PriceFilterRange', currencyCode: 'INR', min: 1000, max: 30000 },
    }),
    CatalogueProducts: (variables) => {
      const offset = Number(variables.offset);
      const count = Math.max(0, Math.min(Number(variables.first), TOTAL - offset));
      return {
        products: {
          __typename: 'ProductList',
          totalCount: TOTAL,
          items: Array.from({ length: count }, (_, index) => product(offset + index + 1)),
        },
      };
    },
  });
  const rendered = renderInShop(<ProductListingView />, { url, path: '/allproduct/:categoryId', api });
  /** The variables of the last page of products asked for. */
  const lastAsked = () => api.callsOf('CatalogueProducts').at(-1)?.variables;
  return { ...rendered, lastAsked };
}

const box = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const search = () => currentUrl().search;

describe('the catalogue filters and the URL', () => {
  it('shows and asks for what the URL says: subcategory, colour, sort and page', async () => {
    const { lastAsked } = renderListing('/allproduct/1?sub=5&color=2&sort=price-asc&page=2');

    expect(await screen.findByText('Showing 25–30 of 30 pieces')).toBeTruthy();
    expect(box('Solitaire Rings').checked).toBe(true);
    expect(box('ALL PRODUCT').checked).toBe(false);
    expect(box('Bands').checked).toBe(false);
    expect(box('Rose Gold').checked).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toBe('Price: Low to High');
    expect(lastAsked()).toMatchObject({
      filter: { categoryId: 1, subcategoryIds: [5], colorIds: [2] },
      first: 24,
      offset: 24,
      sort: 'PRICE_ASC',
      currencyCode: 'INR',
      colorIds: [2],
    });
  });

  it('writes each filter into the URL, starting again at page 1 and keeping the sort', async () => {
    const { user, lastAsked } = renderListing('/allproduct/1?sort=price-desc&page=2');
    await screen.findByText('Showing 25–30 of 30 pieces');

    await user.click(box('Rose Gold'));
    expect(search()).toBe('?color=2&sort=price-desc');
    await user.click(box('Bands'));
    expect(search()).toBe('?sub=6&color=2&sort=price-desc');
    await user.click(box('Solitaire Rings'));
    expect(search()).toBe('?sub=5%2C6&color=2&sort=price-desc');
    await waitFor(() => expect(lastAsked()).toMatchObject({ filter: { subcategoryIds: [5, 6], colorIds: [2] }, offset: 0 }));

    // ALL PRODUCT is exclusive: ticking it clears the specific subcategories.
    await user.click(box('ALL PRODUCT'));
    expect(search()).toBe('?color=2&sort=price-desc');
    expect(box('Bands').checked).toBe(false);
    await user.click(box('Rose Gold'));
    expect(search()).toBe('?sort=price-desc');
    await waitFor(() => expect(lastAsked()).toMatchObject({ filter: { categoryId: 1 }, offset: 0, sort: 'PRICE_DESC', colorIds: null }));
  });

  it('writes a new sort into the URL and goes back to page 1', async () => {
    const { user, lastAsked } = renderListing('/allproduct/1?color=3&page=2');
    await screen.findByText('Showing 25–30 of 30 pieces');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Price: High to Low' }));
    expect(search()).toBe('?color=3&sort=price-desc');
    await waitFor(() => expect(lastAsked()).toMatchObject({ sort: 'PRICE_DESC', offset: 0, filter: { colorIds: [3] } }));
  });

  it('reads a malformed or stale URL as the plain listing rather than failing', async () => {
    const { lastAsked } = renderListing('/allproduct/1?sub=99,abc&color=x&sort=cheapest&page=-4');
    expect(await screen.findByText('Showing 1–24 of 30 pieces')).toBeTruthy();
    // A subcategory this category does not offer is not a filter.
    expect(box('ALL PRODUCT').checked).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toBe('Newest');
    expect(lastAsked()).toMatchObject({ filter: { categoryId: 1 }, offset: 0, sort: 'NEWEST', colorIds: null });
    expect(lastAsked()?.filter).not.toHaveProperty('subcategoryIds');
  });
});

describe('a listing address of no category', () => {
  it('shows Not found for an id no category has, or a word other than "all", and the listing for "all"', async () => {
    for (const url of ['/allproduct/987', '/allproduct/rings']) {
      const { unmount } = renderListing(url);
      expect(await screen.findByTestId('category-not-found')).toBeTruthy();
      expect(screen.queryByTestId('listing-page')).toBeNull();
      expect(document.title).toBe('Category not found · Aurelia Lab Diamonds');
      unmount();
    }
    renderListing('/allproduct/all');
    expect(await screen.findByText('Showing 1–24 of 30 pieces')).toBeTruthy();
    expect(screen.queryByTestId('category-not-found')).toBeNull();
  });
});
