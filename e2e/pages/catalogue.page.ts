import type { Locator, Page, Request } from 'playwright-core';
import { graphqlOperationName } from '../harness/graphql';
import type { ViewportName } from '../harness/shop';
import { ProductCards } from './product-cards.page';

/**
 * The product listing (client/src/storefront/catalogue): title, breadcrumb, count, the filter panel
 * (sidebar on desktop, drawer with Apply Filters on the phone), active-filter chips, sort, grid, pages.
 */
export class ListingPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly breadcrumb: Locator;
  readonly count: Locator;
  readonly range: Locator;
  readonly grid: Locator;
  readonly cards: ProductCards;
  readonly chips: Locator;
  readonly empty: Locator;
  readonly error: Locator;
  readonly optionsError: Locator;
  readonly sort: Locator;
  readonly pagination: Locator;
  readonly openFiltersButton: Locator;
  readonly drawer: Locator;

  constructor(
    readonly page: Page,
    readonly viewport: ViewportName,
  ) {
    this.root = page.getByTestId('listing-page');
    this.title = page.getByTestId('listing-title');
    this.breadcrumb = page.getByTestId('listing-breadcrumb');
    this.count = page.getByTestId('listing-count');
    this.range = page.getByTestId('listing-range');
    this.grid = page.getByTestId('listing-grid');
    this.cards = new ProductCards(page, this.grid);
    this.chips = page.getByTestId('active-filter-chip');
    this.empty = page.getByTestId('listing-empty');
    this.error = page.getByTestId('listing-error');
    this.optionsError = page.getByTestId('filter-options-error');
    this.sort = page.getByTestId('listing-sort');
    this.pagination = page.getByTestId('listing-pagination');
    this.openFiltersButton = page.getByTestId('open-filters');
    this.drawer = page.getByTestId('filter-drawer');
  }

  /** The filters: the sidebar (applies at once) on desktop; on the phone, opens the drawer first. */
  async filters(): Promise<Locator> {
    if (this.viewport === 'phone') {
      if (!(await this.drawer.isVisible())) await this.openFiltersButton.click();
      return this.drawer;
    }
    return this.page.getByTestId('filter-panel');
  }

  /** Phone: Apply Filters closes the drawer. Desktop: nothing to do. */
  async apply(): Promise<void> {
    if (this.viewport !== 'phone') return;
    await this.drawer.getByTestId('apply-filters').click();
    await this.drawer.waitFor({ state: 'detached' });
  }

  /** Types a price bound and settles it (Enter), as a shopper does. */
  async setMaxPrice(panel: Locator, currencyCode: string, amount: number): Promise<void> {
    const field = panel.getByLabel(`Maximum price in ${currencyCode}`);
    await field.fill(String(amount));
    await field.press('Enter');
  }

  async setMinPrice(panel: Locator, currencyCode: string, amount: number): Promise<void> {
    const field = panel.getByLabel(`Minimum price in ${currencyCode}`);
    await field.fill(String(amount));
    await field.press('Enter');
  }

  async chooseSort(value: 'newest' | 'price-asc' | 'price-desc'): Promise<void> {
    await this.sort.click();
    await this.page.getByTestId(`sort-option-${value}`).click();
  }

  /** Waits until the grid shows exactly these names, in this order. */
  async waitForNames(names: readonly string[]): Promise<void> {
    await this.page.waitForFunction((expected) => {
      const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): Iterable<{ textContent: string | null }> } })
        .document;
      const shown = Array.from(
        doc.querySelectorAll('[data-testid="listing-grid"] [data-testid="product-name"]'),
        (node) => node.textContent,
      );
      return JSON.stringify(shown) === JSON.stringify(expected);
    }, names);
  }

  prices(): Promise<string[]> {
    return this.grid.getByTestId('product-price').allInnerTexts();
  }

  /**
   * From now on, notes in the page, once per animation frame in which it changed, what the shopper
   * sees: the address bar's query string and the product ids in the grid (none while it loads).
   */
  async recordGrid(): Promise<void> {
    await this.page.evaluate(() => {
      type Doc = { querySelectorAll(s: string): Iterable<{ getAttribute(name: string): string | null }> };
      const win = globalThis as unknown as {
        document: Doc;
        location: { search: string };
        requestAnimationFrame(callback: () => void): void;
        __gridFrames?: { search: string; ids: number[] }[];
      };
      const frames: { search: string; ids: number[] }[] = [];
      win.__gridFrames = frames;
      let last = '';
      const note = () => {
        const ids = Array.from(win.document.querySelectorAll('[data-testid="listing-grid"] [data-testid="product-card"]'), (card) =>
          Number(card.getAttribute('data-product-id')),
        );
        const frame = { search: win.location.search, ids };
        const key = JSON.stringify(frame);
        if (key !== last) frames.push(frame);
        last = key;
        win.requestAnimationFrame(note);
      };
      note();
    });
  }

  /** What recordGrid noted, and starts a new record. */
  async takeGridFrames(): Promise<{ search: string; ids: number[] }[]> {
    return this.page.evaluate(() => {
      const win = globalThis as unknown as { __gridFrames?: { search: string; ids: number[] }[] };
      return win.__gridFrames?.splice(0) ?? [];
    });
  }
}

/** The listing's product queries (operation CatalogueProducts) the page sends, with their variables. */
export class ProductQueryLog {
  private readonly sent: Record<string, unknown>[] = [];
  private open = 0;
  private whenIdle: (() => void)[] = [];

  constructor(page: Page) {
    // Sent as GET (a public read, its variables in the URL) or, when the URL would be too long, as POST.
    const isListing = (request: Request) => graphqlOperationName(request) === 'CatalogueProducts';
    const variablesOf = (request: Request): Record<string, unknown> => {
      if (request.method() === 'GET')
        return JSON.parse(new URL(request.url()).searchParams.get('variables') ?? '{}') as Record<string, unknown>;
      return (request.postDataJSON() as { variables: Record<string, unknown> }).variables;
    };
    const done = (request: Request) => {
      if (!isListing(request)) return;
      this.open -= 1;
      if (this.open === 0) for (const resolve of this.whenIdle.splice(0)) resolve();
    };
    page.on('request', (request) => {
      if (!isListing(request)) return;
      this.open += 1;
      this.sent.push(variablesOf(request));
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** The variables of every query sent since the last take, and starts counting afresh. */
  take(): Record<string, unknown>[] {
    return this.sent.splice(0);
  }

  /** Resolves once no listing query is waiting for its answer. */
  idle(): Promise<void> {
    return this.open === 0 ? Promise.resolve() : new Promise((resolve) => this.whenIdle.push(resolve));
  }
}

/** The header's search box (ARIA combobox) and its suggestion list. */
export class HeaderSearchBox {
  readonly input: Locator;
  readonly options: Locator;
  readonly optionNames: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByRole('combobox', { name: 'Search products' });
    this.options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    this.optionNames = page.getByTestId('search-suggestion-name');
  }

  /** Waits until the list shows exactly these suggestions, in this order. */
  async waitForSuggestions(names: readonly string[]): Promise<void> {
    await this.page.waitForFunction((expected) => {
      const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): Iterable<{ textContent: string | null }> } })
        .document;
      return (
        JSON.stringify(Array.from(doc.querySelectorAll('[data-testid="search-suggestion-name"]'), (n) => n.textContent)) ===
        JSON.stringify(expected)
      );
    }, names);
  }
}
