import { CUSTOMER_PASSWORD, USD_CUSTOMER_EMAIL } from '../server/test/support/test-server';
import { formatPrice } from './harness/api';
import { type Journey, gotoHydrated, journey, useShop } from './harness/shop';
import { HomePage } from './pages/home.page';
import { ProductCards } from './pages/product-cards.page';
import { StorefrontPage } from './pages/storefront.page';
import { graphqlOperationName, isGraphqlUrl } from './harness/graphql';

// The public storefront pages arrive drawn by the server and hydrate into the same React app
// (client/src/entry-server.tsx, server/src/http/storefront-pages): the first view is the server's HTML, kept as it is.
// Any hydration mismatch is a console error (main.tsx's onRecoverableError), which fails the journey.

interface RootWatch {
  /** Children of #root that were removed: a failed hydration throws the server's markup away and draws anew. */
  removed: number;
}

/** What these checks use of the page's window (a type only: the functions run in the browser). */
interface PageWindow {
  __rootWatch: RootWatch;
  document: { getElementById(id: string): object | null };
  requestAnimationFrame(callback: () => void): number;
  MutationObserver: new (callback: (records: { target: { id?: string }; removedNodes: { length: number } }[]) => void) => {
    observe(target: object, options: { childList: boolean; subtree: boolean }): void;
  };
}

/** Counts removals of #root's own children from the moment the document starts (before any script runs). */
async function watchRoot(j: Journey): Promise<void> {
  await j.context.addInitScript(() => {
    const w = globalThis as unknown as PageWindow;
    w.__rootWatch = { removed: 0 };
    const observer = new w.MutationObserver((records) => {
      for (const record of records) {
        if (record.target.id === 'root') w.__rootWatch.removed += record.removedNodes.length;
      }
    });
    observer.observe(w.document, { childList: true, subtree: true });
  });
}

/** Opens a page and answers the HTML the server sent, once the browser has hydrated it. */
async function openHydrated(j: Journey, pathname: string): Promise<{ status: number; html: string }> {
  const response = await gotoHydrated(j.page, j.shop.url + pathname);
  if (!response) throw new Error(`no answer for ${pathname}`);
  const html = await response.text();
  // hydrateRoot marks the container; the page is then the React app.
  await j.page.waitForFunction(() => {
    const root = (globalThis as unknown as PageWindow).document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  // Effects after hydration (the width and currency the page really has) have run.
  await j.page.evaluate(() => new Promise<void>((resolve) => (globalThis as unknown as PageWindow).requestAnimationFrame(() => resolve())));
  return { status: response.status(), html };
}

/** What React says when the server's HTML and the browser's first render differ (minified in production: #418, #423, #425). */
const HYDRATION_COMPLAINT = /hydrat|#418|#423|#425|did not match/i;

const rootMarkup = (html: string): string =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ssr-state">/.exec(html)?.[1] ?? '';

describe('server-rendered storefront pages hydrate in the browser', () => {
  const shop = useShop();

  journey(
    shop,
    'every kind of public page (home, listings, searches, a product, content pages, the 404s) arrives drawn and hydrates without redrawing',
    async (j) => {
      // Arrange: React's hydration complaints, as errors (main.tsx's onRecoverableError) or as warnings
      await watchRoot(j);
      const complaints: string[] = [];
      j.page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()) && HYDRATION_COMPLAINT.test(message.text()))
          complaints.push(`${message.type()}: ${message.text()}`);
      });
      const [product] = await j.api.newArrivals(1, 'INR');
      const content = (pathname: string): [string, number, string] => [pathname, 200, 'data-testid="site-header"'];
      // A search's mismatch came and went (issue 30: in 25 of 30 loads): each is loaded three times.
      const searches: [string, number, string][] = ['/allproduct?query=gold', '/allproduct/all?query=ring', '/allproduct?query=hoop'].map(
        (pathname) => [pathname, 200, 'data-testid="product-card"'],
      );
      const pages: [string, number, string][] = [
        ['/', 200, 'data-testid="home-page"'],
        ['/allproduct', 200, 'data-testid="product-card"'],
        ['/allproduct/all', 200, 'data-testid="product-card"'],
        ['/allproduct/1', 200, 'data-testid="product-card"'],
        ['/allproductring', 200, 'data-testid="product-card"'],
        [`/product/${product.id}`, 200, product.name],
        ...['/about', '/contact', '/login', '/signup', '/return-exchange', '/shipping-policy', '/privacy-policy'].map(content),
        ['/design-your-own', 200, 'data-testid="design-page"'],
        ['/no-such-page', 404, 'data-testid="site-header"'],
        ['/allproduct/987', 404, 'data-testid="category-not-found"'],
        ...searches,
        ...searches,
        ...searches,
      ];
      for (const [pathname, status, drawn] of pages) {
        // Act
        const answer = await openHydrated(j, pathname);
        // Assert: the server drew the page; the browser kept its markup (no client re-render of the root).
        expect({ pathname, status: answer.status }).toEqual({ pathname, status });
        expect({ pathname, drawn: rootMarkup(answer.html).includes(drawn) }).toEqual({ pathname, drawn: true });
        const removed = await j.page.evaluate(() => (globalThis as unknown as PageWindow).__rootWatch.removed);
        expect({ pathname, removed }).toEqual({ pathname, removed: 0 });
        expect({ pathname, complaints }).toEqual({ pathname, complaints: [] });
      }
      // The width the page really has is remembered for the next page the server draws when the user agent
      // (a desktop Chromium's, at both sizes here) would have it wrong.
      const cookies = await j.context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'shop_viewport')?.value).toBe(j.viewport === 'desktop' ? undefined : 'narrow');
    },
    { allow: [/^HTTP 404: GET .*\/(no-such-page|allproduct\/987)$/, /status of 404 \(Not Found\)/], timeout: 120_000 },
  );

  journey(shop, "a guest's chosen currency is the one the server prices the next page in: nothing changes on hydrating", async (j) => {
    // Arrange
    const [inUsd] = await j.api.newArrivals(1, 'USD');
    const expected = formatPrice(inUsd.price!.total.minorUnits, 'USD');
    const storefront = new StorefrontPage(j.page);
    const cards = new ProductCards(j.page, new HomePage(j.page).newArrivals);
    await openHydrated(j, '/');
    // Act
    await storefront.header.chooseCurrency('USD');
    await cards.byId(inUsd.id).price.filter({ hasText: expected }).waitFor();
    const again = await openHydrated(j, '/');
    // Assert: the server's HTML already holds the dollar price, and the hydrated page shows it
    expect(rootMarkup(again.html)).toContain(expected);
    await cards.byId(inUsd.id).price.filter({ hasText: expected }).waitFor();
    await expect(storefront.header.currencySwitcher.innerText()).resolves.toBe('$ USD');
  });

  journey(shop, "a signed-in shopper's page is drawn in the account currency and hydrates without asking for it again", async (j) => {
    // Arrange: a USD account; its first page sets the currency cookie
    await j.signIn(USD_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    const [inUsd] = await j.api.newArrivals(1, 'USD');
    const expected = formatPrice(inUsd.price!.total.minorUnits, 'USD');
    const cards = new ProductCards(j.page, new HomePage(j.page).newArrivals);
    await openHydrated(j, '/');
    await cards.byId(inUsd.id).price.filter({ hasText: expected }).waitFor();
    const storefront = new StorefrontPage(j.page);
    await storefront.header.accountIcon.waitFor();
    const asked: string[] = [];
    j.page.on('request', (request) => {
      if (isGraphqlUrl(request.url())) asked.push(graphqlOperationName(request) ?? '?');
    });

    // Act: the next visit
    const again = await openHydrated(j, '/');
    await storefront.header.accountIcon.waitFor();
    await j.page.waitForTimeout(1500);

    // Assert: the HTML was priced in dollars; signing the page in did not throw its data away and ask again
    expect(rootMarkup(again.html)).toContain(expected);
    await cards.byId(inUsd.id).price.filter({ hasText: expected }).waitFor();
    expect(asked.filter((operation) => operation.startsWith('Home'))).toEqual([]);
  });
});
