import type { Locator, Page } from 'playwright-core';
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
