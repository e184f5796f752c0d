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

  /**
   * Waits until slide `index` (0-based) has finished moving in: its left edge sits on the hero's. A swipe
   * begun mid-transition drags from wherever the track is, so it may land back on the slide moving in.
   */
  async slideSettled(index: number): Promise<void> {
    await this.slides.nth(index).evaluate(
      (slide, hero) =>
        new Promise<void>((resolve) => {
          type Box = { getBoundingClientRect(): { left: number } };
          const target = hero as unknown as Box;
          const raf = (globalThis as unknown as { requestAnimationFrame(callback: () => void): number }).requestAnimationFrame;
          // Two frames in a row at rest, so a transition about to start is not taken for its end.
          let still = 0;
          const check = () => {
            const offset = Math.abs((slide as unknown as Box).getBoundingClientRect().left - target.getBoundingClientRect().left);
            still = offset < 1 ? still + 1 : 0;
            if (still >= 2) resolve();
            else raf(check);
          };
          raf(check);
        }),
      await this.hero.elementHandle(),
    );
  }

  section(title: string): Locator {
    return this.page.locator('section').filter({ has: this.page.getByRole('heading', { level: 2, name: title }) });
  }
}
