import type { Locator, Page, Request } from 'playwright-core';
import { type ViewportName, gotoHydrated } from '../harness/shop';
import { waitForToast } from '../harness/toasts';

/** The back-office frame: sidebar (a drawer below 900 px), top bar with the search, breadcrumbs, toasts. */
export class AdminShell {
  readonly layout: Locator;
  readonly sidebar: Locator;
  readonly menuButton: Locator;
  readonly breadcrumbs: Locator;
  readonly search: Locator;
  readonly searchInput: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.layout = page.getByTestId('admin-layout');
    // The permanent sidebar on a desktop, the drawer's copy on a tablet: only one is visible.
    this.sidebar = page.locator('[data-testid="admin-sidebar"]:visible');
    this.menuButton = page.getByRole('button', { name: 'Open admin menu' });
    this.breadcrumbs = page.getByTestId('admin-breadcrumbs');
    this.search = page.getByTestId('admin-search');
    this.searchInput = page.getByRole('combobox', { name: 'Search orders, users and products' });
    // react-hot-toast's messages (it takes no test ids).
    this.toasts = page.locator('[data-rht-toaster] [role="status"]');
  }

  /** Logs in through the storefront's form, as an administrator does; lands on /admin. */
  async logIn(shopUrl: string, email: string, password: string): Promise<void> {
    await gotoHydrated(this.page, `${shopUrl}/login`);
    await this.page.getByTestId('login-email').locator('input').fill(email);
    await this.page.getByTestId('login-password').locator('input').fill(password);
    await this.page.getByTestId('login-submit').click();
    await this.page.waitForURL(`${shopUrl}/admin`);
    // The back-office's first screen loads and parses its one lazy chunk (~730 KB) and asks for the dashboard's
    // figures: on a loaded 2-core CI machine that took more than the 10 s default once (stock journey, tablet).
    await this.layout.waitFor({ timeout: 30_000 });
  }

  /** Follows a side-menu entry; on a tablet through the drawer, which must open from the top bar. */
  async openMenu(label: string, viewport: ViewportName): Promise<void> {
    if (viewport !== 'desktop') {
      await this.menuButton.click();
      await this.sidebar.waitFor();
    }
    await this.sidebar.getByRole('link', { name: label }).click();
    // The drawer hides the page from assistive technology until it has closed.
    if (viewport !== 'desktop') await this.page.locator('.MuiDrawer-modal').waitFor({ state: 'detached' });
  }

  /** The breadcrumb trail as read, e.g. ['Dashboard', 'Product Attributes', 'Metal Types']. */
  async crumbs(): Promise<string[]> {
    return (await this.breadcrumbs.locator('li.MuiBreadcrumbs-li').allInnerTexts()).map((text) => text.trim());
  }

  /**
   * Expects the trail to read `expected` within `timeout` ms. The URL changes before the new screen's lazy
   * chunk has rendered its trail, so a single read right after navigating can still see the last screen's.
   */
  async expectCrumbs(expected: string[], timeout = 10_000): Promise<void> {
    const deadline = Date.now() + timeout;
    let read = await this.crumbs();
    while (JSON.stringify(read) !== JSON.stringify(expected) && Date.now() < deadline) {
      await this.page.waitForTimeout(50);
      read = await this.crumbs();
    }
    expect(read).toEqual(expected);
  }

  toast(text: string): Locator {
    return this.toasts.filter({ hasText: text });
  }

  /** A toast with this text has appeared since the page loaded, even if it has gone again (e2e/harness/toasts.ts). */
  toastShown(text: string): Promise<void> {
    return waitForToast(this.page, text);
  }

  /** Types into the top-bar search and answers the list entry of `optionKey` (e.g. 'product:12', 'page:carats'). */
  async searchFor(text: string, optionKey: string): Promise<Locator> {
    await this.searchInput.click();
    await this.searchInput.fill(text);
    const option = this.page.getByTestId(`admin-search-option-${optionKey}`);
    await option.waitFor();
    return option;
  }
}

/** The catalogue hub's seven cards. */
export class CatalogueHub {
  readonly root: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('admin-catalogue-hub');
    this.cards = this.root.getByTestId('catalogue-hub-card');
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }
}

/** A list + form page built on shared/admin's ResourcePage, by its test id prefix ('metal-types'). */
export class AdminResourcePage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly form: Locator;
  readonly formTitle: Locator;
  readonly formError: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly filter: Locator;
  readonly notice: Locator;
  readonly deleteDialog: Locator;
  readonly confirmDelete: Locator;
  readonly refusal: Locator;

  constructor(
    readonly page: Page,
    readonly testId: string,
  ) {
    this.root = page.getByTestId(`${testId}-page`);
    this.heading = this.root.getByRole('heading', { level: 1 });
    this.form = page.getByTestId(`${testId}-form`);
    this.formTitle = this.form.getByRole('heading', { level: 2 });
    this.formError = page.getByTestId(`${testId}-form-error`);
    this.submit = page.getByTestId(`${testId}-submit`);
    this.cancel = page.getByTestId(`${testId}-cancel`);
    this.table = page.getByTestId(`${testId}-table`);
    this.rows = page.getByTestId(`${testId}-row`);
    this.filter = page.getByTestId(`${testId}-filter`).locator('input');
    this.notice = page.getByTestId(`${testId}-notice`);
    this.deleteDialog = page.getByTestId(`${testId}-delete-dialog`);
    this.confirmDelete = page.getByTestId(`${testId}-delete-dialog-confirm`);
    this.refusal = page.getByTestId(`${testId}-delete-dialog-refusal`);
  }

  field(name: string): Locator {
    return this.page.getByTestId(`${this.testId}-field-${name}`);
  }

  /** The <input> of a text or number field. */
  input(name: string): Locator {
    return this.field(name).locator('input');
  }

  /** The text under a field: its rule hint, or its error. */
  helper(name: string): Locator {
    return this.field(name).locator('.MuiFormHelperText-root');
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.input(name).fill(value);
  }

  /** Picks an option of a select field by its text. */
  async choose(name: string, option: string): Promise<void> {
    await this.field(name).getByRole('combobox').click();
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  }

  /** The row whose cell in `column` reads exactly `text`. */
  row(column: string, text: string): Locator {
    return this.rows.filter({ has: this.page.locator(`[data-column="${column}"]`, { hasText: new RegExp(`^${escapeRegExp(text)}$`) }) });
  }

  cell(row: Locator, column: string): Locator {
    return row.locator(`[data-column="${column}"]`);
  }

  editButton(row: Locator): Locator {
    return row.getByTestId(`${this.testId}-edit`);
  }

  deleteButton(row: Locator): Locator {
    return row.getByTestId(`${this.testId}-delete`);
  }
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The products table (server-side search, sort and paging): its headers and the names of the rows shown. */
export class AdminProductsTable {
  readonly table: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('products-table');
    this.rows = page.getByTestId('products-row');
  }

  /** Clicks a column's sort label: ascending first, descending on the second click. */
  async sortBy(header: string): Promise<void> {
    await this.table.getByRole('columnheader', { name: header }).getByRole('button').click();
  }

  /**
   * Waits until the header announces this sort (aria-sort). Before reading the rows: two sorts may show the
   * same first page (a column where every row ties), and then the rows alone cannot tell that the click was taken.
   */
  async waitForSort(header: string, sort: 'ascending' | 'descending'): Promise<void> {
    await this.table.locator(`th[aria-sort="${sort}"]`).filter({ hasText: header }).waitFor();
  }

  /** The header's sort as the table announces it (aria-sort), or null. */
  sortOf(header: string): Promise<string | null> {
    return this.table.getByRole('columnheader', { name: header }).getAttribute('aria-sort');
  }

  names(): Promise<string[]> {
    return this.rows.locator('[data-column="name"]').allInnerTexts();
  }

  /** Waits (up to 10 s) until the rows shown are these names, in this order; answers what is shown last. */
  async waitForNames(expected: readonly string[]): Promise<string[]> {
    const until = Date.now() + 10_000;
    let shown = await this.names();
    while (JSON.stringify(shown) !== JSON.stringify(expected) && Date.now() < until) {
      await this.page.waitForTimeout(100);
      shown = await this.names();
    }
    return shown;
  }
}

/**
 * How a back-office screen fits the window. The width is the context's viewport, not innerWidth: on a
 * phone or tablet context (isMobile) Chromium widens the layout viewport to the page, so a page 415 px
 * wide at 390 has innerWidth 415 too.
 */
export class ScreenFit {
  constructor(readonly page: Page) {}

  get width(): number {
    const size = this.page.viewportSize();
    if (!size) throw new Error('the page has no viewport');
    return size.width;
  }

  /** The page's width (document.documentElement.scrollWidth): more than `width` means it scrolls sideways. */
  pageWidth(): Promise<number> {
    return this.page.evaluate(
      () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
    );
  }

  /** The left and right edges of an element on the screen (after any scrolling box it sits in). */
  async edges(locator: Locator): Promise<{ left: number; right: number }> {
    const box = await locator.boundingBox();
    if (!box) throw new Error('the element is not rendered');
    return { left: box.x, right: box.x + box.width };
  }

  /** How many lines an element's text takes (one rectangle per line box). */
  lines(locator: Locator): Promise<number> {
    return locator.evaluate((element) => {
      const doc = (
        globalThis as unknown as {
          document: { createRange(): { selectNodeContents(n: unknown): void; getClientRects(): { length: number } } };
        }
      ).document;
      const range = doc.createRange();
      range.selectNodeContents(element);
      return range.getClientRects().length;
    });
  }

  /** True when an element's text is cut (ellipsis or line clamp): its content is larger than its box. */
  cut(locator: Locator): Promise<boolean> {
    return locator.evaluate((element) => {
      const box = element as unknown as { scrollWidth: number; clientWidth: number; scrollHeight: number; clientHeight: number };
      return box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
    });
  }

  /** The boxes of an SVG chart's x-axis tick labels, left to right. */
  async tickLabelBoxes(chart: Locator): Promise<{ text: string; left: number; right: number }[]> {
    const labels = chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
    const boxes: { text: string; left: number; right: number }[] = [];
    for (const label of await labels.all()) {
      const box = await label.boundingBox();
      if (box) boxes.push({ text: (await label.textContent()) ?? '', left: box.x, right: box.x + box.width });
    }
    return boxes.sort((a, b) => a.left - b.left);
  }
}

/** Counts the GraphQL requests of one operation (e.g. 'ProductsList') the page sends, and waits for their answers. */
export class OperationLog {
  private count = 0;
  private pending = 0;
  private waiting: (() => void)[] = [];

  constructor(page: Page, operation: string) {
    const ours = (request: Request) => (request.postData() ?? '').includes(`"operationName":"${operation}"`);
    const settled = (request: Request) => {
      if (!ours(request)) return;
      this.pending -= 1;
      if (this.pending === 0) this.waiting.splice(0).forEach((resolve) => resolve());
    };
    page.on('request', (request) => {
      if (!ours(request)) return;
      this.count += 1;
      this.pending += 1;
    });
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
  }

  /** How many were sent since the last call, once every one sent has its answer; counting starts afresh. */
  async take(): Promise<number> {
    if (this.pending > 0) await new Promise<void>((resolve) => this.waiting.push(resolve));
    const sent = this.count;
    this.count = 0;
    return sent;
  }
}
