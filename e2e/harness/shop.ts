import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { REPO_ROOT } from '../../server/src/config';
import { type TestServer, startTestServer } from '../../server/test/support/test-server';
import { REFRESH_COOKIE_NAME, ShopApi, type StoredSession } from './api';
import { type BrowserWindow, launchChromium, screenshot } from './browser';
import { type ProblemOptions, reportCspViolations, watchForProblems } from './problems';
import { recordToasts } from './toasts';
import { isGraphqlUrl } from './graphql';

// E2E_CLIENT_DIST lets several people test their own builds side by side; npm test builds client/dist.
const CLIENT_DIST = process.env.E2E_CLIENT_DIST ?? path.join(REPO_ROOT, 'client', 'dist');
// The same build's server entry (client/dist-server beside client/dist): the public pages arrive server-rendered.
const SSR_ENTRY = path.join(path.dirname(CLIENT_DIST), 'dist-server', 'entry-server.cjs');

/** The sizes journeys run at: a laptop and a phone (the storefront), a tablet (the back-office). */
export const VIEWPORTS = {
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  tablet: { viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
/** Where a journey runs unless it says otherwise: the storefront's two sizes. */
export const STOREFRONT_VIEWPORTS: readonly ViewportName[] = ['desktop', 'phone'];
/** The back-office's two sizes (issue 9: desktop and tablet). */
export const ADMIN_VIEWPORTS: readonly ViewportName[] = ['desktop', 'tablet'];

export interface Shop {
  readonly server: TestServer;
  readonly browser: Browser;
  readonly api: ShopApi;
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
}

/**
 * One real server (built client, throwaway SQLite, seeded demo shop) and one Chromium for the whole
 * suite: call once at the top of a spec file, outside any test.
 */
export function useShop(env: Record<string, string> = {}): Shop {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let api: ShopApi | undefined;
  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html')))
      throw new Error('client/dist is missing: npm test builds it (npm run build -w client)');
    if (!existsSync(SSR_ENTRY)) throw new Error(`${SSR_ENTRY} is missing: npm test builds it (npm run build -w client)`);
    [server, browser] = await Promise.all([startTestServer({ CLIENT_DIST, SSR_ENTRY, ...env }), launchChromium()]);
    api = new ShopApi(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the shop's ${name} is not started: use it inside a test`);
    return value;
  };
  return {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get api() {
      return ready(api, 'API');
    },
    get url() {
      return ready(server, 'server').url;
    },
  };
}

/**
 * A journey that fakes the API's answers in the browser (`page.route(isGraphqlUrl, …)`: a failing or held
 * query, to see the loading and error states) gets its pages drawn in the browser from then on: the server's
 * render (server/src/http/storefront-pages) cannot see those fakes, and would send the real data in the HTML. The shop's
 * `shop_render=browser` cookie asks for that.
 */
function drawInBrowserWhenFaked(page: Page, context: BrowserContext, shopUrl: string): void {
  const route = page.route.bind(page);
  page.route = (async (url, handler, options) => {
    const pattern = typeof url === 'string' ? url : url instanceof RegExp ? url.source : '';
    if (pattern.includes('graphql') || url === isGraphqlUrl)
      await context.addCookies([{ name: 'shop_render', value: 'browser', url: shopUrl }]);
    return route(url, handler, options);
  }) as Page['route'];
}

/** What a journey needs of a shop: its browser, API and address (a balancer in front of servers will do). */
export type JourneyShop = Pick<Shop, 'browser' | 'api' | 'url'>;

export interface Journey<S extends JourneyShop = Shop> {
  page: Page;
  context: BrowserContext;
  viewport: ViewportName;
  shop: S;
  api: ShopApi;
  /** Opens a storefront path (e.g. '/allproduct/all'). */
  goto(pathname: string): Promise<void>;
  /** Starts the page signed in as this account (a stored session, as after a login through the form). */
  signIn(email: string, password: string): Promise<StoredSession>;
  /** artifacts/screenshots/<name>-<viewport>.png */
  screenshot(name: string, options?: { fullPage?: boolean }): Promise<void>;
}

export interface JourneyOptions extends ProblemOptions {
  /** STOREFRONT_VIEWPORTS by default. */
  viewports?: readonly ViewportName[];
  timeout?: number;
}

/**
 * Opens a page of the shop and waits until the app has hydrated it (`<html data-hydrated>`, app-providers.tsx):
 * the server's HTML shows before its handlers are attached, and a journey that clicks or types into it then
 * loses the click or the text (CI saw Send, a purity choice and a log-in go nowhere).
 */
export async function gotoHydrated(page: Page, url: string): Promise<Awaited<ReturnType<Page['goto']>>> {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/**
 * A shopper's journey, run once per viewport in its own browser context (fresh storage, no shared
 * cache) in the suite's browser. It fails on any console error, failed request or request to another
 * host (see problems.ts), and leaves a screenshot named FAILED-… when it fails.
 */
export function journey<S extends JourneyShop>(
  shop: S,
  name: string,
  run: (j: Journey<S>) => Promise<void>,
  options: JourneyOptions = {},
): void {
  for (const viewport of options.viewports ?? STOREFRONT_VIEWPORTS) {
    it(
      `${name} [${viewport}]`,
      async () => {
        const context = await shop.browser.newContext({ ...VIEWPORTS[viewport], locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
        context.setDefaultTimeout(10_000);
        // A whole page load (document, scripts, fonts, pictures until "load") on a loaded 2-core CI machine
        // can pass 10 s; waiting for an element keeps the 10 s above.
        context.setDefaultNavigationTimeout(30_000);
        await recordToasts(context);
        await reportCspViolations(context);
        const page = await context.newPage();
        drawInBrowserWhenFaked(page, context, shop.url);
        const problems = watchForProblems(page, shop.url, options);
        const j: Journey<S> = {
          page,
          context,
          viewport,
          shop,
          api: shop.api,
          goto: async (pathname) => {
            await gotoHydrated(page, shop.url + pathname);
          },
          signIn: async (email, password) => {
            const session = await shop.api.session(email, password);
            // As a browser that logged in earlier: the refresh cookie of the login, and the profile (never
            // the token) in localStorage. The page gets its access token from the cookie when it starts.
            await context.addCookies([
              {
                name: REFRESH_COOKIE_NAME,
                value: session.refreshCookie,
                domain: new URL(shop.url).hostname,
                path: '/graphql',
                httpOnly: true,
                sameSite: 'Strict',
              },
            ]);
            // What the storefront keeps (docs/decisions.md#stored-user): no token, e-mail, phone or birthday.
            const { userId, firstName, role, currency_id, currencyCode } = session;
            const profile = { userId, firstName, role, currency_id, currencyCode };
            // Any same-origin document will do to reach the shop's localStorage.
            await page.goto(`${shop.url}/healthz`);
            await page.evaluate(
              (value) => (globalThis as unknown as BrowserWindow).localStorage.setItem('user', value),
              JSON.stringify(profile),
            );
            return session;
          },
          screenshot: (shot, shotOptions) => screenshot(page, `${shot}-${viewport}`, shotOptions),
        };
        try {
          await run(j);
          problems.assertNone();
        } catch (error) {
          await screenshot(page, `FAILED-${name}-${viewport}`).catch(() => undefined);
          throw error;
        } finally {
          await context.close();
        }
      },
      options.timeout ?? 60_000,
    );
  }
}
