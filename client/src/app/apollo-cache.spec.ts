import { describe, expect, it } from '@jest/globals';
import { createShopCache } from './apollo-cache';
import { HeaderSearchSuggestionsDocument } from './layouts/components/header-search.generated';
import { CatalogueProductsDocument } from '../storefront/catalogue/catalogue.generated';
import type { CatalogueProductsQuery, CatalogueProductsQueryVariables } from '../storefront/catalogue/catalogue.generated';

const money = (amount: string, minorUnits: number) => ({ __typename: 'Money', amount, currencyCode: 'INR', minorUnits });

const listingVariables: CatalogueProductsQueryVariables = {
  filter: { search: 'gold' },
  first: 24,
  offset: 0,
  sort: 'NEWEST',
  currencyCode: 'INR',
  colorIds: null,
};

const listing: CatalogueProductsQuery = {
  products: {
    totalCount: 1,
    items: [
      {
        id: 7,
        name: 'Gold Hoops',
        categoryName: 'Earrings',
        image: 'a.webp',
        hoverImage: null,
        soldOut: false,
        colourImage: null,
        colourHoverImage: null,
        price: { productCaratId: 70, total: money('30748.40', 3074840) },
      },
    ].map((item) => ({ __typename: 'Product', ...item, price: { __typename: 'CaratPrice', ...item.price } })),
  },
};

describe('the shop cache', () => {
  it("keeps the listing whole when a smaller query (the header's suggestions) answers the same product's price", () => {
    // Arrange: the search results as the server's render leaves them in the page
    const cache = createShopCache();
    cache.writeQuery({ query: CatalogueProductsDocument, variables: listingVariables, data: listing });
    // Act: the suggestions for the same words, which ask for the price without its carat or minor units
    cache.writeQuery({
      query: HeaderSearchSuggestionsDocument,
      variables: { query: 'gold', first: 8, currencyCode: 'INR' },
      data: {
        searchSuggestions: [
          {
            __typename: 'Product',
            id: 7,
            name: 'Gold Hoops',
            categoryName: 'Earrings',
            image: 'a.webp',
            price: { __typename: 'CaratPrice', total: { __typename: 'Money', amount: '30748.40', currencyCode: 'INR' } },
          },
        ],
      } as never,
    });
    // Assert: the listing still reads complete (a miss here made the hydrating page draw its skeleton)
    expect(cache.readQuery({ query: CatalogueProductsDocument, variables: listingVariables })).toEqual(listing);
  });
});
