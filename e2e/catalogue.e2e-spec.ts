import { CUSTOMER_PASSWORD, INR_CUSTOMER_EMAIL } from '../server/test/support/test-server';
import { type ApiProduct, formatPrice } from './harness/api';
import { journey, useShop } from './harness/shop';
import { HeaderSearchBox, ListingPage, ProductQueryLog } from './pages/catalogue.page';
import { graphqlOperationName, isGraphqlUrl } from './harness/graphql';
import { ProductPage as ProductDetailPage } from './pages/product.page';

// The listing (filters, sort, pages, URL state) and the header search, as a shopper uses them; every
// expectation is the API's answer for the same question.

const PRODUCTS = `query ($filter: ProductFilter, $first: Int!, $offset: Int!, $sort: ProductSort!, $currencyCode: String) {
  products(filter: $filter, first: $first, offset: $offset, sort: $sort) {
    totalCount items { id name price(currencyCode: $currencyCode) { productCaratId total { minorUnits currencyCode } } }
  }
}`;

interface ProductPage {
  totalCount: number;
  items: ApiProduct[];
}

const pieces = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;
const names = (page: ProductPage) => page.items.map((p) => p.name);
const ids = (page: ProductPage) => page.items.map((p) => p.id);
const equalIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);
const prices = (page: ProductPage, currencyCode = 'INR') =>
  page.items.map((p) => (p.price ? formatPrice(p.price.total.minorUnits, currencyCode) : 'Price on request'));

describe('catalogue: the listing and the header search', () => {
  const shop = useShop();

  async function products(
    filter: Record<string, unknown>,
    options: { sort?: string; offset?: number; currencyCode?: string } = {},
  ): Promise<ProductPage> {
    const { sort = 'NEWEST', offset = 0, currencyCode = 'INR' } = options;
    return (await shop.api.gql<{ products: ProductPage }>(PRODUCTS, { filter, first: 24, offset, sort, currencyCode })).products;
  }

  async function lookups() {
    return shop.api.gql<{ categories: { id: number; name: string }[]; colors: { id: number; name: string }[] }>(
      '{ categories { id name } colors { id name } }',
    );
  }

  // What a listing asks for: its categories, its filter options and its page of products.
  const LISTING_OPERATIONS = ['CatalogueListingCategories', 'CatalogueFilterOptions', 'CatalogueProducts'];

  journey(shop, 'a guest goes from home to a category, filters by colour and price, reloads and opens a piece', async (j) => {
    // Arrange: the API's answer for Rings in Rose Gold up to ₹90,000, newest first.
    const { categories, colors } = await lookups();
    const rings = categories.find((c) => c.name === 'Rings')!;
    const rose = colors.find((c) => c.name === 'Rose Gold')!;
    const all = await products({ categoryId: rings.id });
    const expected = await products({ categoryId: rings.id, colorIds: [rose.id], maxPrice: 90000, currencyCode: 'INR' });
    expect(expected.totalCount).toBeGreaterThan(0);
    expect(expected.totalCount).toBeLessThan(all.totalCount);
    const listing = new ListingPage(j.page, j.viewport);

    // Act: the home page's category tile.
    await j.goto('/');
    await j.page.locator(`main a[href="/allproduct/${rings.id}"]`).first().click();
    await j.page.waitForURL(`${j.shop.url}/allproduct/${rings.id}`);
    // Assert: every ring, titled and counted.
    await listing.waitForNames(names(all));
    expect(await listing.title.innerText()).toBe('Rings');
    expect(await listing.breadcrumb.innerText()).toBe('Rings');
    expect(await listing.count.innerText()).toBe(pieces(all.totalCount));

    // Act: Rose Gold, at most ₹90,000 (on the phone in the drawer: nothing applies before Apply Filters).
    const panel = await listing.filters();
    await panel.getByRole('checkbox', { name: 'Rose Gold' }).check();
    await listing.setMaxPrice(panel, 'INR', 90000);
    if (j.viewport === 'phone') expect(j.page.url()).toBe(`${j.shop.url}/allproduct/${rings.id}`);
    await listing.apply();

    // Assert: exactly the API's pieces at its prices to the paisa; the choices in the chips and the URL.
    await listing.waitForNames(names(expected));
    expect(await listing.prices()).toEqual(prices(expected));
    expect(await listing.count.innerText()).toBe(pieces(expected.totalCount));
    expect(await listing.chips.allInnerTexts()).toEqual(['Rose Gold', 'Under ₹90,000']);
    // Each card shows its rose-gold picture (the API's for that colour), not its first colour's (the hover picture, if a
    // tap brought it, comes second).
    const { products: pictured } = await shop.api.gql<{ products: { items: { image: string }[] } }>(
      `query ($filter: ProductFilter, $colorIds: [Int!]) { products(filter: $filter, first: 24) { items { image(colorIds: $colorIds) } } }`,
      { filter: { categoryId: rings.id, colorIds: [rose.id], maxPrice: 90000, currencyCode: 'INR' }, colorIds: [rose.id] },
    );
    expect(await listing.cards.all.evaluateAll((cards) => cards.map((card) => card.querySelector('img')?.getAttribute('src')))).toEqual(
      pictured.items.map((p) => `/api/${p.image}`),
    );
    const url = new URL(j.page.url());
    expect([url.searchParams.get('color'), url.searchParams.get('maxPrice'), url.searchParams.get('currency')]).toEqual([
      String(rose.id),
      '90000',
      'INR',
    ]);
    await j.screenshot('catalogue-filtered');

    // Act: reload.
    await j.page.reload();
    // Assert: the same results and the same choices.
    await listing.waitForNames(names(expected));
    expect(await listing.chips.allInnerTexts()).toEqual(['Rose Gold', 'Under ₹90,000']);
    expect(await (await listing.filters()).getByRole('checkbox', { name: 'Rose Gold' }).isChecked()).toBe(true);
    if (j.viewport === 'phone') await j.page.getByRole('button', { name: 'Close filters' }).click();

    // Act: open the first piece.
    await listing.cards.nth(0).link.click();
    // Assert
    await j.page.waitForURL(`${j.shop.url}/product/${expected.items[0].id}`);
    await new ProductDetailPage(j.page).name.waitFor();

    // Act: Back to the listing (issue 30).
    const asked: string[] = [];
    j.page.on('request', (request) => {
      const name = graphqlOperationName(request);
      if (name && LISTING_OPERATIONS.includes(name)) asked.push(name);
    });
    await j.page.goBack();
    // Assert: the same results and choices, from what the page already had: not one listing query.
    await listing.waitForNames(names(expected));
    expect(await listing.chips.allInnerTexts()).toEqual(['Rose Gold', 'Under ₹90,000']);
    // A round trip to the page: a request its render started has been reported by now.
    await j.page.evaluate(() => undefined);
    expect(asked).toEqual([]);
  });

  journey(shop, 'subcategories: ALL PRODUCT is exclusive, and unticking the last one returns to it', async (j) => {
    const { categories } = await lookups();
    const rings = categories.find((c) => c.name === 'Rings')!;
    const { subcategories } = await shop.api.gql<{ subcategories: { id: number; name: string }[] }>(
      `{ subcategories(categoryId: ${rings.id}) { id name } }`,
    );
    const solitaire = subcategories.find((s) => s.name === 'Solitaire')!;
    const bands = subcategories.find((s) => s.name === 'Bands')!;
    const expected = await products({ categoryId: rings.id, subcategoryIds: [solitaire.id, bands.id] });
    const all = await products({ categoryId: rings.id });
    const listing = new ListingPage(j.page, j.viewport);
    await j.goto(`/allproduct/${rings.id}`);
    await listing.waitForNames(names(all));

    // Act: choose Solitaire, then Bands.
    let panel = await listing.filters();
    const allProduct = panel.getByRole('checkbox', { name: 'ALL PRODUCT' });
    expect(await allProduct.isChecked()).toBe(true);
    await panel.getByRole('checkbox', { name: 'Solitaire' }).check();
    // Assert: a specific subcategory replaced ALL PRODUCT.
    expect(await allProduct.isChecked()).toBe(false);
    await panel.getByRole('checkbox', { name: 'Bands' }).check();
    await listing.apply();
    await listing.waitForNames(names(expected));

    // Act: untick both.
    panel = await listing.filters();
    await panel.getByRole('checkbox', { name: 'Solitaire' }).uncheck();
    // One left: on desktop (applied at once) the breadcrumb names it.
    if (j.viewport === 'desktop') await listing.breadcrumb.filter({ hasText: /^Bands$/ }).waitFor();
    await panel.getByRole('checkbox', { name: 'Bands' }).uncheck();
    // Assert: back to ALL PRODUCT, every ring, a plain URL.
    expect(await panel.getByRole('checkbox', { name: 'ALL PRODUCT' }).isChecked()).toBe(true);
    await listing.apply();
    await listing.waitForNames(names(all));
    expect(new URL(j.page.url()).search).toBe('');
  });

  journey(shop, 'sorts by price and pages on the server, the page in the URL', async (j) => {
    // Arrange: the first and second pages of the cheapest-first listing.
    const cheapest = await products({}, { sort: 'PRICE_ASC' });
    const expected = await products({}, { sort: 'PRICE_ASC', offset: 24 });
    expect(expected.totalCount).toBeGreaterThan(24);
    const listing = new ListingPage(j.page, j.viewport);
    await j.goto('/allproduct/all');
    await listing.grid.waitFor();
    // Act: sort, and go to page 2 once the sorted first page is shown (its page links are the sorted ones).
    await listing.chooseSort('price-asc');
    await j.page.waitForURL(/sort=price-asc/);
    await listing.waitForNames(names(cheapest));
    await listing.pagination.getByRole('link', { name: 'Go to page 2' }).click();
    // Assert
    await listing.waitForNames(names(expected));
    expect(await listing.prices()).toEqual(prices(expected));
    expect(new URL(j.page.url()).searchParams.get('page')).toBe('2');
    expect(await listing.range.innerText()).toBe(`Showing 25–${expected.totalCount} of ${pieces(expected.totalCount)}`);
    const minors = expected.items.map((p) => p.price!.total.minorUnits);
    expect(minors).toEqual([...minors].sort((a, b) => a - b));
    await j.screenshot('catalogue-page-2');
  });

  journey(
    shop,
    'a page, a sort and a price send one query each, Back none, and the grid never shows the last results under the new address',
    async (j) => {
      // Arrange: the API's answers for page 2 (newest first), cheapest first, and cheapest first from ₹50,000.
      const first = await products({});
      const second = await products({}, { offset: 24 });
      const cheapest = await products({}, { sort: 'PRICE_ASC' });
      const fromFifty = await products({ minPrice: 50000, currencyCode: 'INR' }, { sort: 'PRICE_ASC' });
      expect(second.items.length).toBeGreaterThan(0);
      expect(fromFifty.items.length).toBeGreaterThan(0);
      expect(ids(fromFifty)).not.toEqual(ids(cheapest));
      const listing = new ListingPage(j.page, j.viewport);
      const queries = new ProductQueryLog(j.page);
      await j.goto('/allproduct/all');
      await listing.waitForNames(names(first));
      await queries.idle();
      queries.take();
      await listing.recordGrid();
      const steps: { step: string; act: () => Promise<void>; expected: ProductPage }[] = [
        {
          step: 'page 2',
          act: () => listing.pagination.getByRole('link', { name: 'Go to page 2' }).click(),
          expected: second,
        },
        { step: 'sort', act: () => listing.chooseSort('price-asc'), expected: cheapest },
        {
          step: 'minimum price',
          act: async () => {
            await listing.setMinPrice(await listing.filters(), 'INR', 50000);
            await listing.apply();
          },
          expected: fromFifty,
        },
        // Back is the router's own navigation (a transition), not one of the listing's writes.
        {
          step: 'back',
          act: async () => {
            await j.page.goBack();
          },
          expected: cheapest,
        },
      ];

      for (const { step, act, expected } of steps) {
        const before = new URL(j.page.url()).search;
        // Act
        await act();
        // Assert: the new results, after at most two listing queries (all answered; Back asks none, issue 30) ...
        await listing.waitForNames(names(expected));
        await queries.idle();
        expect(`${step}: ${queries.take().length} queries`).toMatch(step === 'back' ? /: 0 queries$/ : /: [12] queries$/);
        // ... and under the new address the grid showed nothing (loading) or the new results, never the last ones.
        const frames = await listing.takeGridFrames();
        const wrong = frames.filter((frame) => frame.search !== before && frame.ids.length > 0 && !equalIds(frame.ids, ids(expected)));
        expect({ step, wrong }).toEqual({ step, wrong: [] });
      }
    },
  );

  journey(shop, 'a guest pricing in dollars gets a dollar price filter that filters in dollars', async (j) => {
    // Arrange: the API's dollar span and its answer for "up to $1,000", priced in dollars.
    const { priceFilterRange: range } = await shop.api.gql<{ priceFilterRange: { min: number; max: number } }>(
      '{ priceFilterRange(currencyCode: "USD") { min max } }',
    );
    const expected = await products({ maxPrice: 1000, currencyCode: 'USD' }, { currencyCode: 'USD' });
    expect(expected.totalCount).toBeGreaterThan(0);
    const listing = new ListingPage(j.page, j.viewport);
    await j.page.addInitScript(() =>
      (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('currency', 'USD'),
    );
    await j.goto('/allproduct/all');
    // Assert: the slider spans dollars.
    const panel = await listing.filters();
    const band = panel.getByTestId('price-filter-band');
    await band.filter({ hasText: '$' }).waitFor();
    expect(await band.innerText()).toBe(`$${range.min} – $${range.max.toLocaleString('en-US')}+`);
    // Act
    await listing.setMaxPrice(panel, 'USD', 1000);
    await listing.apply();
    // Assert: the API's pieces at its dollar prices, the band and its currency in the URL.
    await listing.waitForNames(names(expected));
    expect(await listing.prices()).toEqual(prices(expected, 'USD'));
    expect(await listing.chips.allInnerTexts()).toEqual(['Under $1,000']);
    const url = new URL(j.page.url());
    expect([url.searchParams.get('maxPrice'), url.searchParams.get('currency')]).toEqual(['1000', 'USD']);
  });

  journey(
    shop,
    'shows the errors with Retry when products or filter options fail, and the results after Retry',
    async (j) => {
      // Arrange: the listing and the filter options fail once each (the network, not the server).
      const all = await products({});
      const listing = new ListingPage(j.page, j.viewport);
      const failed = new Set<string>();
      await j.page.route(isGraphqlUrl, async (route) => {
        const name = graphqlOperationName(route.request());
        const operation = ['CatalogueProducts', 'CatalogueFilterOptions'].find((failing) => failing === name);
        if (operation && !failed.has(operation)) {
          failed.add(operation);
          await route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ errors: [{ message: 'unavailable' }] }),
          });
          return;
        }
        await route.continue();
      });
      // Act
      await j.goto('/allproduct/all');
      // Assert: the products' error; Retry brings them.
      await listing.error.waitFor();
      expect(await listing.error.innerText()).toContain('Failed to load products. Please try again.');
      await listing.error.getByRole('button', { name: 'Retry' }).click();
      await listing.waitForNames(names(all));
      // Assert: the filter options' error (in the drawer on the phone); Retry brings them.
      await listing.filters();
      await listing.optionsError.waitFor();
      expect(await listing.optionsError.innerText()).toContain('Failed to load filter options. Please try again.');
      await listing.optionsError.getByRole('button', { name: 'Retry' }).click();
      await j.page.getByRole('checkbox', { name: 'Rose Gold' }).waitFor();
      await j.screenshot('catalogue-retried');
    },
    // The refused requests, as the browser and the app's error link report them.
    { allow: [/HTTP 500: GET .*\/graphql\?/, /status of 500/, /\[network error\] Catalogue(Products|FilterOptions)/] },
  );

  journey(
    shop,
    'a phone fetches a narrow WebP variant of each card picture, not the 800 px original',
    async (j) => {
      const pictures: string[] = [];
      j.page.on('request', (request) => {
        if (request.url().includes('/api/uploads/products/')) pictures.push(new URL(request.url()).pathname);
      });
      await j.goto('/allproduct/all');
      const first = j.page.getByTestId('product-card').first().locator('img').first();
      await first.waitFor();
      await j.page.waitForFunction((img) => (img as unknown as { complete: boolean }).complete, await first.elementHandle());
      const shown = await first.evaluate((img) => {
        const picture = img as unknown as { currentSrc: string; naturalWidth: number; getAttribute(name: string): string | null };
        return { currentSrc: new URL(picture.currentSrc).pathname, naturalWidth: picture.naturalWidth, src: picture.getAttribute('src') };
      });
      // The card is about 170 px wide on a 390 px phone: the 320 px variant (480 at most) is enough.
      expect(shown.currentSrc).toMatch(/-v\d+-(320|480)\.webp$/);
      expect(shown.naturalWidth).toBeLessThanOrEqual(480);
      expect(pictures).toContain(shown.currentSrc);
      expect(pictures).not.toContain(new URL(shown.src ?? '', j.shop.url).pathname);
    },
    { viewports: ['phone'] },
  );

  journey(shop, '/allproductring shows the ring listing', async (j) => {
    const { categories } = await lookups();
    const expected = await products({ categoryId: categories.find((c) => c.name === 'Rings')!.id });
    const listing = new ListingPage(j.page, j.viewport);
    await j.goto('/allproductring');
    await listing.waitForNames(names(expected));
    expect(await listing.breadcrumb.innerText()).toBe('Rings');
    expect(await listing.title.innerText()).toBe('Rings');
  });

  journey(
    shop,
    'a customer searches: suggestions as she types, the keyboard opens one, Enter lists the results, no match says so',
    async (j) => {
      // Arrange
      const { searchSuggestions: suggestions } = await shop.api.gql<{ searchSuggestions: { id: number; name: string }[] }>(
        '{ searchSuggestions(query: "solitaire", first: 8) { id name } }',
      );
      const results = await products({ search: 'solitaire' });
      expect(suggestions.length).toBeGreaterThan(1);
      await j.signIn(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
      const search = new HeaderSearchBox(j.page);
      const listing = new ListingPage(j.page, j.viewport);
      await j.goto('/');

      // Act: type; suggestions come as the shopper types.
      await search.input.click();
      await search.input.pressSequentially('solitaire', { delay: 20 });
      // Assert
      await search.waitForSuggestions(suggestions.map((s) => s.name));
      expect(await search.options.count()).toBe(suggestions.length);
      // The open list as the shopper sees it (a full-page capture resizes the window, which closes the list).
      await j.screenshot('search-suggestions', { fullPage: false });

      // Act: the keyboard picks the second suggestion.
      await search.input.press('ArrowDown');
      await search.input.press('ArrowDown');
      expect(await search.input.getAttribute('aria-activedescendant')).toBe(await search.options.nth(1).getAttribute('id'));
      await search.input.press('Enter');
      // Assert: its product page.
      await j.page.waitForURL(`${j.shop.url}/product/${suggestions[1].id}`);

      // Act: Enter without choosing a suggestion.
      await search.input.fill('solitaire');
      await search.input.press('Enter');
      // Assert: the results listing.
      await j.page.waitForURL(`${j.shop.url}/allproduct/all?query=solitaire`);
      expect(await listing.breadcrumb.innerText()).toBe('Search: solitaire');
      await listing.waitForNames(names(results));
      expect(await listing.prices()).toEqual(prices(results));

      // Act: a search nothing matches.
      await search.input.fill('zzqx nothing');
      await search.input.press('Enter');
      // Assert
      await listing.empty.waitFor();
      expect(await listing.empty.innerText()).toContain('No products found for "zzqx nothing"');
      expect(await listing.breadcrumb.innerText()).toBe('Search: zzqx nothing');
      await j.screenshot('search-empty');
    },
  );
});
