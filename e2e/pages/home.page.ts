import type { Locator, Page } from 'playwright-core';

/** The home page (client/src/storefront/home): hero slider and headline, rows, categories, collage. */
export class HomePage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly hero: Locator;
  readonly slides: Locator;
  readonly dots: Locator;
  readonly currentDot: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly pause: Locator;
  readonly heroLoading: Locator;
  readonly heroError: Locator;
  readonly newArrivals: Locator;
  readonly categories: Locator;
  readonly categoryTiles: Locator;
  readonly sets: Locator;
  readonly collage: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('home-page');
    this.heading = page.getByRole('heading', { level: 1 });
    this.hero = page.getByTestId('hero');
    this.slides = page.getByTestId('hero-slide');
    this.dots = page.getByTestId('hero-dot');
    this.currentDot = page.locator('[data-testid="hero-dot"][aria-current="true"]');
    this.previous = page.getByTestId('hero-prev');
    this.next = page.getByTestId('hero-next');
    this.pause = page.getByTestId('hero-pause');
    this.heroLoading = page.getByTestId('hero-loading');
    this.heroError = page.getByTestId('hero-error');
    this.newArrivals = page.getByTestId('new-arrivals');
    this.categories = page.getByTestId('categories');
    this.categoryTiles = page.getByTestId('category-tile');
    this.sets = page.getByTestId('jewellery-sets');
    this.collage = page.getByTestId('collage');
  }

  /** The dot of slide `index` (0-based), once it is the current one. */
  currentDotIs(index: number): Locator {
    return this.dots.nth(index).and(this.currentDot);
  }

  section(title: string): Locator {
    return this.page.locator('section').filter({ has: this.page.getByRole('heading', { level: 2, name: title }) });
  }
}
