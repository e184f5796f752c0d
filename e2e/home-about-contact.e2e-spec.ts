import type { Page, Route } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/test/support/test-server';
import { formatPrice } from './harness/api';
import type { BrowserWindow } from './harness/browser';
import { journey, useShop } from './harness/shop';
import { AboutPage, ContactPage, NewsletterForm } from './pages/about-contact.page';
import { HomePage } from './pages/home.page';
import { ProductCards } from './pages/product-cards.page';
import { StorefrontPage } from './pages/storefront.page';
import { graphqlOperationName, isGraphqlUrl } from './harness/graphql';

const operationOf = (route: Route): string | undefined => graphqlOperationName(route.request());

/** Answers one GraphQL operation with an error (HTTP 200, as a failing resolver would); the rest reach the server. */
async function failOperation(page: Page, operationName: string): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    if (operationOf(route) !== operationName) return route.fallback();
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: 'Unavailable in this test' }] }),
    });
  };
  await page.route(isGraphqlUrl, handler);
  return () => page.unroute(isGraphqlUrl, handler);
}

/**
 * Holds one GraphQL operation, so its loading state can be seen, until `answer` lets it through to
 * the server or fails it. `remove` stops holding later requests.
 */
async function holdOperation(page: Page, operationName: string) {
  let answer!: (how: 'server' | 'error') => void;
  const answered = new Promise<'server' | 'error'>((resolve) => (answer = resolve));
  const handler = async (route: Route) => {
    if (operationOf(route) !== operationName) return route.fallback();
    if ((await answered) === 'server') return route.fallback();
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: 'Unavailable in this test' }] }),
    });
  };
  await page.route(isGraphqlUrl, handler);
  return { answer, remove: () => page.unroute(isGraphqlUrl, handler) };
}

/** A finger's swipe from one point to another (touch events, as a phone sends them). */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  // One move per animation frame, as a finger's would arrive.
  const nextFrame = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          (globalThis as unknown as { requestAnimationFrame(callback: () => void): number }).requestAnimationFrame(() => resolve()),
        ),
    );
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 8; step++) {
    await nextFrame();
    const point = { x: from.x + ((to.x - from.x) * step) / 8, y: from.y + ((to.y - from.y) * step) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The element's box in page coordinates (scroll included). */
async function pageTop(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  const scrollY = await page.evaluate(() => (globalThis as unknown as BrowserWindow).scrollY);
  return box!.y + scrollY;
}

describe('home, about and contact pages, and the footer newsletter', () => {
  const shop = useShop();

  journey(shop, 'the home page opens with every slider picture, a real-text headline and new arrivals priced to the paisa', async (j) => {
    // Arrange: what the API holds.
    const { sliderImages } = await j.api.gql<{ sliderImages: { id: number }[] }>('{ sliderImages { id } }');
    const { categories } = await j.api.gql<{ categories: { id: number; name: string }[] }>('{ categories { id name } }');
    const arrivals = await j.api.newArrivals(12, 'INR');
    const home = new HomePage(j.page);
    const cards = new ProductCards(j.page, home.newArrivals);
    // Act
    await j.goto('/');
    await home.slides.first().waitFor();
    // Assert: one h1, as text (not in a picture), visible without scrolling.
    expect(await home.heading.count()).toBe(1);
    await expect(home.heading.innerText()).resolves.toBe('Brilliance, grown with care');
    const headingBox = (await home.heading.boundingBox())!;
    expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(j.page.viewportSize()!.height);
    // Every active slider picture, one dot each, with its alt text.
    expect(await home.slides.count()).toBe(sliderImages.length);
    expect(await home.dots.count()).toBe(sliderImages.length);
    await expect(home.slides.first().locator('img').getAttribute('alt')).resolves.toBe(
      `Featured jewellery, picture 1 of ${sliderImages.length}`,
    );
    // The newest product, priced as the API computes it (price + stone + labour), to the paisa.
    const [newest] = arrivals;
    await cards
      .byId(newest.id)
      .price.filter({ hasText: formatPrice(newest.price!.total.minorUnits, 'INR') })
      .waitFor();
    await expect(cards.byId(newest.id).name.innerText()).resolves.toBe(newest.name);
    // A product is in sight after at most about one more screen of scrolling.
    const viewportHeight = j.page.viewportSize()!.height;
    expect(await pageTop(j.page, '[data-testid="new-arrivals"] [data-testid="product-card"]')).toBeLessThan(1.6 * viewportHeight);
    // Every category, each to its listing, and no tile left alone in a row.
    await home.categories.waitFor();
    expect(await home.categoryTiles.count()).toBe(categories.length);
    await expect(home.categoryTiles.first().getAttribute('href')).resolves.toBe(`/allproduct/${categories[0].id}`);
    const grid = (await home.categories.boundingBox())!;
    const last = (await home.categoryTiles.last().boundingBox())!;
    expect(Math.abs(last.x + last.width - (grid.x + grid.width))).toBeLessThanOrEqual(2);
    await expect(home.section('NEW ARRIVAL').getByRole('link', { name: 'View all' }).getAttribute('href')).resolves.toBe('/allproduct');
    await expect(home.section('SHOP BY CATEGORIES').getByRole('link', { name: 'View all' }).getAttribute('href')).resolves.toBe(
      '/allproduct/all',
    );
    // The rest of the page: banner, benefits, why us, the sets of the sets category, mission, collage.
    for (const title of [
      'The same diamond. Without the mine.',
      'WHY CHOOSE US',
      'JEWELLERY SET',
      'Fine jewellery without the compromise',
      '#AURELIAEVERYDAY',
    ]) {
      await j.page.getByRole('heading', { level: 2, name: title }).waitFor();
    }
    const sets = categories.find((category) => category.name === 'Sets')!;
    const { products } = await j.api.gql<{ products: { items: { id: number; name: string }[] } }>(
      'query ($id: Int!) { products(filter: { categoryId: $id }, first: 8, sort: NEWEST) { items { id name } } }',
      { id: sets.id },
    );
    await new ProductCards(j.page, home.sets).byId(products.items[0].id).name.filter({ hasText: products.items[0].name }).waitFor();
    await j.screenshot('home', { fullPage: false });
  });

  journey(shop, 'the hero slider turns with its arrows, dots and swipe, pauses, and plays on by itself', async (j) => {
    const { sliderImages } = await j.api.gql<{ sliderImages: { id: number }[] }>('{ sliderImages { id } }');
    const count = sliderImages.length;
    const home = new HomePage(j.page);
    await j.goto('/');
    await home.currentDot.waitFor();
    // Act: pause, so only the shopper moves the slides.
    await home.pause.click();
    await expect(home.pause.getAttribute('aria-label')).resolves.toBe('Play slideshow');
    const start = await home.dots.evaluateAll((dots) =>
      dots.findIndex((dot) => (dot as unknown as { getAttribute(n: string): string | null }).getAttribute('aria-current') === 'true'),
    );
    // Assert: next, previous (looping past either end), and a dot each move to the right slide.
    await home.next.click();
    await home.currentDotIs((start + 1) % count).waitFor();
    await home.previous.click();
    await home.previous.click();
    await home.currentDotIs((start - 1 + count) % count).waitFor();
    await home.dots.nth(2).click();
    await home.currentDotIs(2).waitFor();
    await home.slides.nth(2).and(j.page.locator('[data-selected="true"]')).waitFor();
    await expect(home.dots.nth(2).getAttribute('aria-label')).resolves.toBe('Go to slide 3');
    // The keyboard moves it too.
    await home.dots.nth(2).press('ArrowRight');
    await home.currentDotIs(3).waitFor();
    if (j.viewport === 'phone') {
      // A swipe to the left shows the next picture: begun once slide 4 has moved in (a swipe begun
      // mid-transition drags from where the track is, and on a loaded machine it snapped back to slide 4),
      // across the picture area (the hero's top).
      await home.slideSettled(3);
      const box = (await home.hero.boundingBox())!;
      const y = box.y + 120;
      await swipe(j.page, { x: box.x + box.width * 0.85, y }, { x: box.x + box.width * 0.15, y });
      await home.currentDotIs(4 % count).waitFor();
    }
    await j.screenshot('home-slider', { fullPage: false });
    // Play again, then leave the slider (no hover, no focus inside it): it moves on by itself.
    await home.pause.click();
    await expect(home.pause.getAttribute('aria-label')).resolves.toBe('Pause slideshow');
    const before = await home.dots.evaluateAll((dots) =>
      dots.findIndex((dot) => (dot as unknown as { getAttribute(n: string): string | null }).getAttribute('aria-current') === 'true'),
    );
    await j.page.getByRole('heading', { level: 2, name: 'The same diamond. Without the mine.' }).click();
    await home.currentDotIs((before + 1) % count).waitFor();
  });

  journey(shop, 'with reduced motion the slider waits for the shopper', async (j) => {
    await j.page.emulateMedia({ reducedMotion: 'reduce' });
    const home = new HomePage(j.page);
    await j.goto('/');
    await home.currentDot.waitFor();
    await expect(home.pause.getAttribute('aria-label')).resolves.toBe('Play slideshow');
    await home.next.click();
    await home.currentDotIs(1).waitFor();
  });

  journey(shop, 'the home page says when pictures load or fail, and the rows say when they are empty or fail', async (j) => {
    const home = new HomePage(j.page);
    // Arrange: the slider is held, then fails; new arrivals fail; categories come back empty.
    const slider = await holdOperation(j.page, 'HomeSliderImages');
    await failOperation(j.page, 'HomeNewArrivals');
    await j.page.route(isGraphqlUrl, async (route) => {
      if (operationOf(route) !== 'HomeCategories') return route.fallback();
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { categories: [] } }) });
    });
    // Act
    await j.goto('/');
    // Assert: the specification's texts.
    await home.heroLoading.filter({ hasText: 'Loading images...' }).waitFor();
    await expect(home.heading.innerText()).resolves.toBe('Brilliance, grown with care');
    await j.page.getByTestId('new-arrivals-error').filter({ hasText: 'Failed to load new arrivals' }).waitFor();
    await j.page.getByTestId('categories-empty').filter({ hasText: 'No categories available.' }).waitFor();
    slider.answer('error');
    await home.heroError.filter({ hasText: 'Error fetching images' }).waitFor();
    const colour = await home.heroError.evaluate(
      (element) => (globalThis as unknown as BrowserWindow).getComputedStyle(element) as unknown as { color: string; textAlign: string },
    );
    expect(colour.color).toBe('rgb(179, 38, 30)');
    expect(colour.textAlign).toBe('center');
    await j.screenshot('home-slider-error', { fullPage: false });
    // Retry brings the pictures once the API answers again.
    await slider.remove();
    await home.hero.getByRole('button', { name: 'Retry' }).click();
    await home.slides.first().waitFor();
    await home.heroError.waitFor({ state: 'detached' });
  });

  journey(shop, 'each hero slide fills the viewport below the header, with the headline over the picture', async (j) => {
    // Arrange: slides that stay put while they are measured.
    await j.page.emulateMedia({ reducedMotion: 'reduce' });
    const home = new HomePage(j.page);
    const storefront = new StorefrontPage(j.page);
    // Act
    await j.goto('/');
    await home.slides.first().waitFor();
    // Assert (issue 16): the shown picture spans the page's width and reaches from the header to the
    // viewport's foot (the specification's full-viewport slide, less the sticky header), at both sizes.
    const header = (await storefront.header.root.boundingBox())!;
    const width = await j.page.evaluate(
      () => (globalThis as unknown as { document: { documentElement: { clientWidth: number } } }).document.documentElement.clientWidth,
    );
    const height = j.page.viewportSize()!.height;
    const picture = (await j.page.locator('[data-testid="hero-slide"][data-selected="true"] img').boundingBox())!;
    expect(Math.abs(picture.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(picture.width - width)).toBeLessThanOrEqual(1);
    expect(Math.abs(picture.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    expect(Math.abs(picture.y + picture.height - height)).toBeLessThanOrEqual(1);
    await expect(
      j.page
        .locator('[data-testid="hero-slide"][data-selected="true"] img')
        .evaluate(
          (image) => (globalThis as unknown as { getComputedStyle(e: unknown): { objectFit: string } }).getComputedStyle(image).objectFit,
        ),
    ).resolves.toBe('cover');
    // The headline lies over the picture, not below it.
    const heading = (await home.heading.boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(picture.y);
    expect(heading.y + heading.height).toBeLessThanOrEqual(picture.y + picture.height);
    await j.screenshot('home-hero', { fullPage: false });
  });

  journey(shop, 'the JEWELLERY SET View all leads to the Sets category, and to nothing before the categories are known', async (j) => {
    // Arrange: hold the home page's categories, so the row is seen before it knows its category.
    const { categories } = await j.api.gql<{ categories: { id: number; name: string }[] }>('{ categories { id name } }');
    const sets = categories.find((category) => category.name === 'Sets')!;
    const held = await holdOperation(j.page, 'HomeCategories');
    const home = new HomePage(j.page);
    const viewAll = home.section('JEWELLERY SET').getByRole('link', { name: 'View all' });
    // Act
    await j.goto('/');
    await j.page.getByRole('heading', { level: 2, name: 'JEWELLERY SET' }).waitFor();
    // Assert (issue 16): no link to every product meanwhile; the Sets listing once known.
    expect(await viewAll.count()).toBe(0);
    held.answer('server');
    await viewAll.waitFor();
    await expect(viewAll.getAttribute('href')).resolves.toBe(`/allproduct/${sets.id}`);
    await held.remove();
  });

  journey(shop, 'product card names take up to two lines, so long names are read on a phone', async (j) => {
    // Arrange: every piece, two cards a row on a phone.
    await j.goto('/allproduct/all');
    const names = j.page.getByTestId('listing-grid').getByTestId('product-name');
    await names.first().waitFor();
    // The longest name shown.
    const texts = await names.allInnerTexts();
    const longest = texts.reduce((best, text, index) => (text.length > texts[best].length ? index : best), 0);
    const name = names.nth(longest);
    await name.scrollIntoViewIfNeeded();
    // Assert (issue 16): clamped at two lines, not cut to one; on the phone's narrow card the long
    // name does take the two.
    const shown = await name.evaluate((element) => {
      const style = (
        globalThis as unknown as { getComputedStyle(e: unknown): { webkitLineClamp: string; whiteSpace: string; lineHeight: string } }
      ).getComputedStyle(element);
      return {
        lineClamp: style.webkitLineClamp,
        whiteSpace: style.whiteSpace,
        lines: (element as { getBoundingClientRect(): { height: number } }).getBoundingClientRect().height / parseFloat(style.lineHeight),
      };
    });
    expect(shown.lineClamp).toBe('2');
    expect(shown.whiteSpace).not.toBe('nowrap');
    if (j.viewport === 'phone') expect(Math.round(shown.lines)).toBe(2);
    else expect(Math.round(shown.lines)).toBeLessThanOrEqual(2);
    await j.screenshot('listing-card-names', { fullPage: false });
  });

  journey(shop, 'about shows the story and every Instagram post of the API, linked to its post, without a footer', async (j) => {
    const { socialPosts } = await j.api.gql<{ socialPosts: { id: number; link: string }[] }>('{ socialPosts(first: 9) { id link } }');
    const about = new AboutPage(j.page);
    await j.goto('/about');
    await about.instagramPosts.first().waitFor();
    await expect(about.heading.innerText()).resolves.toBe('About Aurelia');
    expect(await about.instagramPosts.count()).toBe(socialPosts.length);
    const links = await about.instagramPosts.evaluateAll((anchors) =>
      anchors.map((anchor) => (anchor as unknown as { getAttribute(n: string): string | null }).getAttribute('href')),
    );
    expect(links).toEqual(socialPosts.map((post) => post.link));
    await expect(about.instagramPosts.first().getAttribute('target')).resolves.toBe('_blank');
    await about.benefits.getByText('Free shipping in India').waitFor();
    await j.page.getByTestId('about-trio').waitFor();
    expect(await new StorefrontPage(j.page).footer.count()).toBe(0);
    await j.screenshot('about');
  });

  journey(shop, 'about says when the Instagram posts cannot be loaded, and when there are none', async (j) => {
    const about = new AboutPage(j.page);
    const restore = await failOperation(j.page, 'ContentInstagramPosts');
    await j.goto('/about');
    await about.instagramError.filter({ hasText: 'Failed to load Instagram posts' }).waitFor();
    await restore();
    await j.page.route(isGraphqlUrl, async (route) => {
      if (operationOf(route) !== 'ContentInstagramPosts') return route.fallback();
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { socialPosts: [] } }) });
    });
    await about.instagramError.getByRole('button', { name: 'Retry' }).click();
    await about.instagramEmpty.filter({ hasText: 'No Instagram posts found' }).waitFor();
  });

  journey(shop, 'the contact form checks every field, stores the message and says so', async (j) => {
    const contact = new ContactPage(j.page);
    const subject = `Ring resizing (${j.viewport})`;
    const email = `asha.${j.viewport}@example.com`;
    await j.goto('/contact');
    await contact.map.waitFor();
    // The studio is the one configured shop identity's (the server's), as the invoices print it: the demo's is Mumbai.
    expect(await j.page.getByTestId('contact-address').innerText()).toContain('Kalbadevi, Mumbai 400002');
    // Act: send it empty, then with a bad e-mail.
    await contact.send.click();
    // Assert: every field is required.
    const required: [string, string][] = [
      ['contact-name', 'Name is required'],
      ['contact-number', 'Phone number is required'],
      ['contact-email', 'Email is required'],
      ['contact-subject', 'Subject is required'],
      ['contact-message', 'Message is required'],
    ];
    for (const [testId, text] of required) await contact.fieldMessage(testId).filter({ hasText: text }).waitFor();
    await contact.fill({
      name: 'Asha Rao',
      number: '+91 98765 43210',
      email: 'asha@example',
      subject,
      message: 'Can a ring be resized after delivery?',
    });
    await contact.send.click();
    await contact.fieldMessage('contact-email').filter({ hasText: 'Please enter a valid email address' }).waitFor();
    // A message past its limit goes in whole (no maxLength cuts a paste) and is refused under the field (issue 30, item 8).
    await contact.message.fill('M'.repeat(6000));
    await expect(contact.message.inputValue()).resolves.toHaveLength(6000);
    await contact.send.click();
    await contact.fieldMessage('contact-message').filter({ hasText: 'Message must be at most 5000 characters' }).waitFor();
    await expect(contact.message.inputValue()).resolves.toHaveLength(6000);
    await contact.message.fill('Can a ring be resized after delivery?');
    // Act: a valid message.
    await contact.email.fill(email);
    await contact.send.click();
    // Assert: the confirmation, an empty form, and the message stored for the shop.
    await contact.success.filter({ hasText: 'Thank you for contacting us! We will get back to you soon.' }).waitFor();
    await expect(contact.name.inputValue()).resolves.toBe('');
    await contact.success.scrollIntoViewIfNeeded();
    await j.screenshot('contact-sent', { fullPage: false });
    const adminToken = await j.shop.server.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const { adminInquiries } = await j.api.gql<{
      adminInquiries: { items: { name: string; email: string; phone: string; subject: string; message: string }[] };
    }>('{ adminInquiries(first: 20) { items { name email phone subject message } } }', undefined, adminToken);
    expect(adminInquiries.items.filter((inquiry) => inquiry.subject === subject)).toEqual([
      { name: 'Asha Rao', email, phone: '+91 98765 43210', subject, message: 'Can a ring be resized after delivery?' },
    ]);
  });

  journey(shop, 'the contact form says when a message could not be sent, and keeps it', async (j) => {
    const contact = new ContactPage(j.page);
    await failOperation(j.page, 'ContentSubmitInquiry');
    await j.goto('/contact');
    await contact.fill({
      name: 'Ravi',
      number: '080 4718 2200',
      email: 'ravi@example.com',
      subject: 'Order',
      message: 'Where is my order?',
    });
    await contact.send.click();
    await contact.error.filter({ hasText: 'Your message could not be sent. Please try again, or write to us by e-mail.' }).waitFor();
    await expect(contact.message.inputValue()).resolves.toBe('Where is my order?');
  });

  journey(shop, 'the footer newsletter stores the address, thanks the shopper for 3 s and shows the server’s answers', async (j) => {
    const newsletter = new NewsletterForm(j.page);
    const address = `reader.${j.viewport}@example.com`;
    await j.goto('/contact');
    await newsletter.email.scrollIntoViewIfNeeded();
    // No at sign: the client's own rule.
    await newsletter.subscribe('reader.example.com');
    await newsletter.error.filter({ hasText: 'Please enter a valid email address' }).waitFor();
    // An at sign, but not an address: the server's answer.
    await newsletter.subscribe('reader@localhost');
    await newsletter.error.filter({ hasText: 'Please enter a valid email address' }).waitFor();
    expect(await newsletter.success.count()).toBe(0);
    // Act
    await newsletter.subscribe(address);
    // Assert: the thanks, gone again after its 3 s; the address is stored (a second sign-up is "already").
    await newsletter.success.filter({ hasText: 'Thank you for subscribing!' }).waitFor();
    await expect(newsletter.email.inputValue()).resolves.toBe('');
    await j.screenshot('newsletter-thanks', { fullPage: false });
    await newsletter.success.waitFor({ state: 'detached' });
    const again = await j.api.gql<{ subscribeNewsletter: { alreadySubscribed: boolean } }>(
      'mutation ($email: String!) { subscribeNewsletter(email: $email) { ... on NewsletterSubscription { alreadySubscribed } } }',
      { email: address.toUpperCase() },
    );
    expect(again.subscribeNewsletter.alreadySubscribed).toBe(true);
    await newsletter.subscribe(address);
    await newsletter.success.filter({ hasText: 'You are already subscribed' }).waitFor();
  });
});
