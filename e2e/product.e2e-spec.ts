import type { Locator } from 'playwright-core';
import { CUSTOMER_PASSWORD, INR_CUSTOMER_EMAIL } from '../server/test/support/test-server';
import { type ShopApi, formatPrice } from './harness/api';
import { type Journey, journey, useShop } from './harness/shop';
import { ProductCards } from './pages/product-cards.page';
import { ProductPage } from './pages/product.page';
import { StorefrontPage } from './pages/storefront.page';
import { graphqlOperationName, isGraphqlUrl } from './harness/graphql';

// The product page (/product/:id) as a shopper uses it: prices to the paisa from the API, purity,
// colour, size and quantity, Add to Cart and Buy Now, the ring-size guide, zoom, empty and missing states.

interface ApiMoney {
  minorUnits: number;
  currencyCode: string;
}
interface ApiCaratPrice {
  productCaratId: number;
  purity: string;
  price: ApiMoney;
  stoneCharge: ApiMoney;
  labourCharge: ApiMoney;
  total: ApiMoney;
}
interface ApiProductDetail {
  id: number;
  name: string;
  description: string;
  returnPolicy: string | null;
  outOfStock: boolean;
  colors: { id: number; name: string; images: string[] }[];
  sizes: { id: number; name: string }[];
  prices: ApiCaratPrice[];
  reviews: { id: number; comment: string }[];
}

const PRODUCT = `query ($id: Int!, $currencyCode: String) { product(id: $id) {
  id name description returnPolicy outOfStock
  colors { id name images } sizes { id name } reviews { id comment }
  prices(currencyCode: $currencyCode) { productCaratId purity
    price { minorUnits currencyCode } stoneCharge { minorUnits currencyCode } labourCharge { minorUnits currencyCode } total { minorUnits currencyCode } } } }`;

/** A seeded product by its exact name, with its detail in a currency. */
async function productNamed(api: ShopApi, name: string, currencyCode = 'INR'): Promise<ApiProductDetail> {
  const found = await api.gql<{ products: { items: { id: number; name: string }[] } }>(
    'query ($search: String) { products(filter: { search: $search }, first: 20) { items { id name } } }',
    { search: name },
  );
  const match = found.products.items.find((item) => item.name === name);
  if (!match) throw new Error(`no seeded product named ${name}`);
  return productById(api, match.id, currencyCode);
}

async function productById(api: ShopApi, id: number, currencyCode = 'INR'): Promise<ApiProductDetail> {
  const data = await api.gql<{ product: ApiProductDetail }>(PRODUCT, { id, currencyCode });
  return data.product;
}

/** 1.2 × a price, rounded half up to the paisa: what the page strikes through. */
const struck = (minorUnits: number) => Math.floor((minorUnits * 12 + 5) / 10);

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** Waits until a locator shows exactly this text, then asserts it (a failure names both texts). */
async function expectText(locator: Locator, text: string): Promise<void> {
  await locator
    .filter({ hasText: exactly(text) })
    .waitFor()
    .catch(() => undefined);
  expect((await locator.innerText()).trim()).toBe(text);
}

const A_RING = 'Aurora Solitaire Ring';
// Evaluated in the page (e2e code compiles without the DOM library).
const ACTIVE_TEST_ID = "document.activeElement?.getAttribute('data-testid')";
const ACTIVE_LABEL = "document.activeElement?.getAttribute('aria-label')";

describe('product page in Chromium (built client, real server, embedded SQLite)', () => {
  const shop = useShop();

  journey(shop, 'a guest sees name and price to the paisa, switches purity and currency, and is asked to log in', async (j) => {
    // Arrange: the ring as the API prices it, in rupees and in dollars.
    const product = await productNamed(j.api, A_RING, 'INR');
    const inUsd = await productById(j.api, product.id, 'USD');
    expect(product.prices.length).toBeGreaterThanOrEqual(2);
    const [first, second] = product.prices;
    const related = await j.api.gql<{ relatedProducts: { id: number; name: string; price: { total: ApiMoney } | null }[] }>(
      'query ($id: Int!) { relatedProducts(productId: $id, first: 4) { id name price(currencyCode: "INR") { total { minorUnits currencyCode } } } }',
      { id: product.id },
    );
    const page = new ProductPage(j.page);
    const storefront = new StorefrontPage(j.page);

    // Act: open the product.
    await j.goto(`/product/${product.id}`);

    // Assert: name, the first purity's price and the struck-through 1.2× price, the preselected options.
    await expectText(page.name, product.name);
    await expectText(page.price, formatPrice(first.total.minorUnits, 'INR'));
    await expectText(page.struckPrice, formatPrice(struck(first.total.minorUnits), 'INR'));
    await expect(page.description.innerText()).resolves.toBe(product.description);
    await expect(j.page.title()).resolves.toBe(`${product.name} · Aurelia Lab Diamonds`);
    // The server's head (what a crawler reads) made way for the page's: one title, one description.
    await expect(j.page.locator('head title').count()).resolves.toBe(1);
    await expect(j.page.locator('head meta[name="description"]').count()).resolves.toBe(1);
    await expect(page.purity(first.purity).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.purity(second.purity).getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(page.colour(product.colors[0].name).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.sizeSelect.inputValue()).resolves.toBe(String(product.sizes[0].id));
    await expect(page.quantityInput.inputValue()).resolves.toBe('1');
    await expectText(page.breakupLine('total'), formatPrice(first.total.minorUnits, 'INR'));

    // Act: the second purity.
    await page.purity(second.purity).click();
    // Assert: the API's price for that purity, its struck price and its breakup.
    await expectText(page.price, formatPrice(second.total.minorUnits, 'INR'));
    await expectText(page.struckPrice, formatPrice(struck(second.total.minorUnits), 'INR'));
    await expectText(page.breakupLine('metal'), formatPrice(second.price.minorUnits, 'INR'));
    await expectText(page.breakupLine('stone'), formatPrice(second.stoneCharge.minorUnits, 'INR'));
    await expectText(page.breakupLine('labour'), formatPrice(second.labourCharge.minorUnits, 'INR'));
    await expectText(page.breakupLine('total'), formatPrice(second.total.minorUnits, 'INR'));

    // Related pieces, as the API lists them.
    const cards = new ProductCards(j.page, page.related);
    await page.related.scrollIntoViewIfNeeded();
    await cards.all.first().waitFor();
    await expect(cards.all.count()).resolves.toBe(related.relatedProducts.length);
    for (const item of related.relatedProducts) {
      await expect(cards.byId(item.id).name.innerText()).resolves.toBe(item.name);
      await expect(cards.byId(item.id).price.innerText()).resolves.toBe(formatPrice(item.price!.total.minorUnits, 'INR'));
    }
    await j.page.evaluate('window.scrollTo(0, 0)');
    await j.screenshot('product-guest');

    // Act: a guest tries to buy.
    await page.addToCart.click();
    await storefront.toastShown('Please login to add to cart');
    await page.buyNow.click();
    await storefront.toastShown('Please login to proceed to checkout');
    // Assert: still here, nothing happened.
    expect(new URL(j.page.url()).pathname).toBe(`/product/${product.id}`);

    // Act: dollars from the header's currency menu; the chosen purity stays.
    await storefront.header.chooseCurrency('USD');
    const secondUsd = inUsd.prices.find((price) => price.productCaratId === second.productCaratId)!;
    await expectText(page.price, formatPrice(secondUsd.total.minorUnits, 'USD'));
    await expectText(page.struckPrice, formatPrice(struck(secondUsd.total.minorUnits), 'USD'));
    await expect(page.purity(second.purity).getAttribute('aria-pressed')).resolves.toBe('true');
  });

  journey(shop, 'a customer picks purity, colour, size and quantity 2, and the cart holds that line', async (j) => {
    // Arrange
    const session = await j.signIn(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    await j.api.clearCartAndWishlist(session.token);
    const product = await productNamed(j.api, A_RING, session.currencyCode);
    const purity = product.prices[1];
    const colour = product.colors[1];
    const size = product.sizes[2];
    const page = new ProductPage(j.page);
    const storefront = new StorefrontPage(j.page);
    await j.goto(`/product/${product.id}`);
    await expectText(page.name, product.name);

    // Act: choose the options.
    await page.purity(purity.purity).click();
    await page.colour(colour.name).click();
    await page.sizeSelect.selectOption({ label: size.name });
    // Typed text that is not a positive whole number falls back to 1; plus makes it 2.
    await page.quantityInput.fill('abc');
    await page.quantityInput.press('Tab');
    await expect(page.quantityInput.inputValue()).resolves.toBe('1');
    await expect(page.quantityDecrease.isDisabled()).resolves.toBe(true);
    await page.quantityIncrease.click();

    // Assert: the chosen colour's pictures, the price of the purity, the breakup for 2 pieces.
    await expect(page.colour(colour.name).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.mainImageImg.getAttribute('src')).resolves.toBe(`/api/${colour.images[0]}`);
    await expect(page.quantityInput.inputValue()).resolves.toBe('2');
    await expectText(page.price, formatPrice(purity.total.minorUnits, session.currencyCode));
    await expectText(page.breakupLine('metal'), formatPrice(purity.price.minorUnits * 2, session.currencyCode));
    await expectText(page.breakupLine('total'), formatPrice(purity.total.minorUnits * 2, session.currencyCode));

    // The heart keeps the piece in the chosen purity on the real wishlist.
    await page.heart.click();
    await storefront.toastShown('Added to wishlist');
    await expect(page.heart.getAttribute('aria-pressed')).resolves.toBe('true');
    // Issue 16: its name now says what a press does.
    await expect(page.heart.getAttribute('aria-label')).resolves.toBe(`Remove ${product.name} from wishlist`);
    await expect(j.api.wishlist(session.token)).resolves.toEqual([
      expect.objectContaining({ productId: product.id, productCaratId: purity.productCaratId }),
    ]);

    // Act
    await page.addToCart.click();

    // Assert: the toast, the cart drawer and badge, and the line the API now holds.
    await storefront.toastShown('Item Added To Cart');
    await storefront.cartDrawer.waitFor();
    await expectText(storefront.header.cartCount, '2');
    const cart = await j.api.gql<{ cart: { items: Record<string, number>[] } }>(
      '{ cart { items { productId productCaratId productColorId productSizeId quantity } } }',
      undefined,
      session.token,
    );
    expect(cart.cart.items).toEqual([
      { productId: product.id, productCaratId: purity.productCaratId, productColorId: colour.id, productSizeId: size.id, quantity: 2 },
    ]);
    await j.screenshot('product-added-to-cart', { fullPage: false });
  });

  journey(shop, 'the ring-size guide opens, chooses a size and closes with the keyboard', async (j) => {
    // Arrange: the sizes the API offers for the ring, as the guide should read them.
    const product = await productNamed(j.api, A_RING);
    const rows = product.sizes.map((size) => {
      const [, indian, mm] = /^(\d+) \((\d+\.\d) mm\)$/.exec(size.name)!;
      return { id: size.id, indian, mm, circumference: (Math.round(Math.PI * Number(mm) * 10) / 10).toFixed(1) };
    });
    const page = new ProductPage(j.page);
    await j.goto(`/product/${product.id}`);
    await expectText(page.name, product.name);

    // Act: open the guide from the keyboard.
    await page.sizeGuideButton.focus();
    await j.page.keyboard.press('Enter');
    await page.sizeGuide.waitFor();

    // Assert: one row per size with its inner diameter and circumference; the chosen size is marked.
    const shown = await page.sizeGuide.getByTestId('ring-size-row').allInnerTexts();
    expect(shown.map((text) => text.split(/\s+/).filter(Boolean).slice(0, 5))).toEqual(
      rows.map((row) => [row.indian, row.mm, 'mm', row.circumference, 'mm']),
    );
    await expect(page.sizeGuide.getByTestId('ring-size-row').first().innerText()).resolves.toContain('Selected');
    await j.screenshot('product-ring-size-guide', { fullPage: false });

    // Act: Escape closes it and gives the focus back to the button.
    await j.page.keyboard.press('Escape');
    await page.sizeGuide.waitFor({ state: 'hidden' });
    await expect(j.page.evaluate(ACTIVE_TEST_ID)).resolves.toBe('ring-size-guide-open');

    // Act: open again, Tab to the first size's "Choose" (the second row: the first is chosen), Enter.
    await j.page.keyboard.press('Enter');
    await page.sizeGuide.waitFor();
    await j.page.keyboard.press('Tab'); // the close button
    await j.page.keyboard.press('Tab'); // the first "Choose"
    await expect(j.page.evaluate(ACTIVE_LABEL)).resolves.toBe(`Choose size ${rows[1].indian}`);
    await j.page.keyboard.press('Enter');

    // Assert: the guide closed and the dropdown shows that size.
    await page.sizeGuide.waitFor({ state: 'hidden' });
    await expect(page.sizeSelect.inputValue()).resolves.toBe(String(rows[1].id));
  });

  journey(shop, 'Buy Now takes a customer to the checkout with the chosen item', async (j) => {
    // Arrange
    await j.signIn(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    const product = await productNamed(j.api, A_RING);
    const purity = product.prices[1];
    const page = new ProductPage(j.page);
    await j.goto(`/product/${product.id}`);
    await expectText(page.name, product.name);

    // Act
    await page.purity(purity.purity).click();
    await page.quantityInput.fill('3');
    await page.quantityInput.press('Enter');
    await expectText(page.breakupLine('total'), formatPrice(purity.total.minorUnits * 3, 'INR'));
    await page.buyNow.click();

    // Assert: /checkout, opened with the Buy Now item (the state the checkout reads).
    await j.page.waitForURL(`${j.shop.url}/checkout`);
    // react-router keeps navigation state in history.state.usr.
    const state = await j.page.evaluate('window.history.state?.usr');
    expect(state).toEqual({
      source: 'buyNow',
      item: {
        productId: product.id,
        productCaratId: purity.productCaratId,
        productColorId: product.colors[0].id,
        productSizeId: product.sizes[0].id,
        quantity: 3,
      },
    });
    // The checkout shows that one piece, three times, at the price the product page showed.
    const summary = j.page.getByTestId('checkout-summary');
    await expectText(summary.getByTestId('checkout-line-name'), product.name);
    await expectText(summary.getByTestId('checkout-line-total'), formatPrice(purity.total.minorUnits * 3, 'INR'));
    await expect(summary.getByTestId('checkout-summary-line').count()).resolves.toBe(1);
  });

  journey(
    shop,
    'a failed load says so and Retry shows the product',
    async (j) => {
      // Arrange: the first product request is held until the skeleton has been seen, then fails.
      const product = await productNamed(j.api, A_RING);
      let failures = 0;
      const methods: string[] = [];
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await j.page.route(isGraphqlUrl, async (route) => {
        if (graphqlOperationName(route.request()) === 'ProductDetail') methods.push(route.request().method());
        if (failures === 0 && graphqlOperationName(route.request()) === 'ProductDetail') {
          failures += 1;
          await held;
          await route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[{"message":"unavailable"}]}' });
          return;
        }
        await route.fallback();
      });
      const page = new ProductPage(j.page);

      // Act
      await j.goto(`/product/${product.id}`);

      // Assert: a skeleton while the product loads, then the message with Retry; Retry loads the product.
      await page.loading.waitFor();
      await expect(page.loading.getAttribute('aria-label')).resolves.toBe('Loading product');
      await j.screenshot('product-loading', { fullPage: false });
      release();
      await expectText(page.error.locator('p'), 'Failed to load product. Please try again.');
      await j.screenshot('product-error', { fullPage: false });
      await page.error.getByRole('button', { name: 'Retry' }).click();
      await expectText(page.name, product.name);
      expect(failures).toBe(1);
      // A public read: sent as GET (a balancer may send it again to another server), the retry too.
      expect(methods).toEqual(['GET', 'GET']);
    },
    // The failure is staged: its HTTP status and the client's log of it are expected.
    { allow: [/HTTP 503: GET .*\/graphql\?/, /status of 503/, /network error.*ProductDetail/] },
  );

  journey(
    shop,
    'pictures zoom, return policy and reviews open, out of stock and unknown products are clear',
    async (j: Journey) => {
      // Arrange
      const product = await productNamed(j.api, A_RING);
      const all = await j.api.gql<{ products: { items: { id: number; outOfStock: boolean }[] } }>(
        '{ products(first: 100) { items { id outOfStock } } }',
      );
      const soldOut = await productById(j.api, all.products.items.find((item) => item.outOfStock)!.id);
      const page = new ProductPage(j.page);
      const storefront = new StorefrontPage(j.page);
      await j.goto(`/product/${product.id}`);
      await expectText(page.name, product.name);

      // Thumbnails show the colour's pictures; a thumbnail becomes the main picture.
      await expect(page.thumbnails.count()).resolves.toBe(product.colors[0].images.length);
      await page.thumbnails.nth(1).click();
      await expect(page.mainImageImg.getAttribute('src')).resolves.toBe(`/api/${product.colors[0].images[1]}`);

      if (j.viewport === 'desktop') {
        // Hover zoom: 1.5× under the pointer.
        await page.mainImage.hover();
        await j.page.mouse.move(...(await centre(page.mainImage, 0.3)));
        // A function, not a string: the shop's CSP (script-src 'self') forbids the eval a string predicate needs.
        await j.page.waitForFunction(() => {
          const w = globalThis as unknown as {
            document: { querySelector(selector: string): unknown };
            getComputedStyle(element: unknown): { transform: string };
          };
          const image = w.document.querySelector('[data-testid="product-main-image"] img');
          return image !== null && w.getComputedStyle(image).transform.startsWith('matrix(1.5, 0, 0, 1.5');
        });
      }
      // A click (tap on phones) opens the zoomable full-screen viewer; Escape closes it.
      await page.mainImage.click();
      const viewer = j.page.locator('.yarl__root');
      await viewer.waitFor();
      await expect(viewer.locator('.yarl__slide_current img').getAttribute('src')).resolves.toBe(`/api/${product.colors[0].images[1]}`);
      // Issue 16: the page does not show through the viewer's backdrop (an opaque colour, a fully opaque layer).
      const backdrop = await viewer.locator('.yarl__container').evaluate((element) => {
        const style = (
          globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string; opacity: string } }
        ).getComputedStyle(element);
        return { backgroundColor: style.backgroundColor, opacity: style.opacity };
      });
      expect(backdrop).toEqual({ backgroundColor: expect.stringMatching(/^rgb\(\d+, \d+, \d+\)$/), opacity: '1' });
      await expect(j.page.getByRole('button', { name: 'Zoom in' }).isVisible()).resolves.toBe(true);
      await j.screenshot('product-viewer', { fullPage: false });
      await j.page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });
      await expect(j.page.evaluate(ACTIVE_TEST_ID)).resolves.toBe('product-main-image');

      // RETURN & REFUND and REVIEW open; this ring has no reviews yet.
      expect(product.reviews).toHaveLength(0);
      await page.returnRefund.getByRole('button', { name: /return & refund/i }).click();
      await expectText(page.returnRefund.getByTestId('return-policy'), product.returnPolicy!);
      await page.reviews.getByRole('button', { name: /review/i }).click();
      await expectText(page.reviews.getByTestId('no-reviews'), 'No reviews yet');

      // A reviewed piece: the rating under the name opens its reviews, as the API lists them.
      const reviewed = await productNamed(j.api, 'Lumière Oval Solitaire');
      expect(reviewed.reviews.length).toBeGreaterThan(0);
      await j.goto(`/product/${reviewed.id}`);
      await expectText(page.name, reviewed.name);
      await page.root.getByRole('button', { name: new RegExp(`${reviewed.reviews.length} reviews?$`) }).click();
      await page.reviews.getByTestId('review').first().waitFor();
      const comments = await page.reviews.getByTestId('review').allInnerTexts();
      expect(comments).toHaveLength(reviewed.reviews.length);
      reviewed.reviews.forEach((review, i) => expect(comments[i]).toContain(review.comment));
      await page.reviews.getByTestId('review').last().scrollIntoViewIfNeeded();
      await j.screenshot('product-reviews', { fullPage: false });

      // Out of stock: the tag, and no way to buy.
      await j.goto(`/product/${soldOut.id}`);
      await expectText(page.name, soldOut.name);
      await expectText(page.outOfStock, 'Out of Stock');
      await expect(page.addToCart.isDisabled()).resolves.toBe(true);
      await expect(page.buyNow.isDisabled()).resolves.toBe(true);

      // An address that cannot be a product, and an unknown id: a friendly page with the way back.
      await j.goto('/product/not-a-piece');
      await page.notFound.waitFor();
      await expect(j.page.title()).resolves.toBe('Product not found · Aurelia Lab Diamonds');
      await expect(j.page.locator('head title').count()).resolves.toBe(1);
      await j.goto('/product/999999');
      await page.notFound.waitFor();
      await expect(page.notFound.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('We couldn’t find this piece');
      await j.screenshot('product-not-found', { fullPage: false });
      await page.notFound.getByRole('link', { name: 'Browse all jewellery' }).click();
      await j.page.waitForURL(`${j.shop.url}/allproduct/all`);
      await storefront.main.waitFor();
    },
    // The unknown products are real 404s (the server says so, for crawlers), with the branded page.
    { allow: [/^HTTP 404: GET .*\/product\/(not-a-piece|999999)$/, /status of 404 \(Not Found\)/] },
  );
});

/** A point inside an element, as a fraction of its size from the top left. */
async function centre(locator: Locator, fraction = 0.5): Promise<[number, number]> {
  const box = (await locator.boundingBox())!;
  return [box.x + box.width * fraction, box.y + box.height * fraction];
}
