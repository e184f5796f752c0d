/**
 * Every special case of the storefront's pages and their server render, in one list: what each does, why, and
 * where it is applied. The server's code reads its values from here (`SPECIAL_CASES.<id>`); the client's code,
 * which cannot import the server, names the case it applies in a comment (`special case: <id>`).
 * special-cases.spec.ts checks that each case is applied where it says and that no file applies an unlisted one.
 *
 * A case that stops serving is deleted here and where it is applied, with the spec that covered it.
 */
export interface SpecialCase {
  what: string;
  why: string;
  /** The files (from the repository root) that apply it. */
  where: readonly string[];
}

const specialCase = <T extends SpecialCase>(entry: T): T => entry;

const PAGES = 'server/src/http/storefront-pages/storefront-pages.ts';
const TEMPLATE = 'server/src/http/storefront-pages/page-template.ts';
const RENDERER = 'server/src/http/storefront-pages/storefront-renderer.ts';
const ENTRY = 'client/src/entry-server.tsx';

export const SPECIAL_CASES = {
  // ---- Which pages are drawn on the server, and with what --------------------------------------------------
  browserOnlyPages: specialCase({
    what: 'Private pages (cart, checkout, account…) and the back-office are index.html with their head, drawn in the browser.',
    why: "They hold a signed-in shopper's data, which a guest's render cannot show and a cache must not keep.",
    where: [PAGES],
  }),
  browserRenderCookie: specialCase({
    what: 'A request with the cookie shop_render=browser gets index.html with its head, never a server render.',
    why: 'The browser journeys and a shopper who wants it can see a page drawn in the browser alone.',
    where: [RENDERER],
    value: 'browser',
  }),
  renderHints: specialCase({
    what: "A page is drawn with the cookie's currency when the shop sells in it (else INR) and the cookie's width, else a width guessed from the user agent.",
    why: 'The server cannot see the browser: the hints make its page match the first browser render, so hydration changes nothing; a made-up currency is not a render of its own.',
    where: [RENDERER, 'client/src/shared/ssr/ssr-hints.tsx', 'client/src/shared/ssr/browser-cookies.ts'],
  }),
  viewportCookieAtStart: specialCase({
    what: 'The width cookie is written once, when a page starts, not on every resize or at pagehide.',
    why: "Lighthouse shows the page again from the back/forward cache at 780 px as it leaves; remembering that width drew the next desktop run's page narrow (CLS 0.43–0.47).",
    where: ['client/src/shared/ssr/browser-cookies.ts', 'client/src/app/app-providers.tsx'],
  }),

  // ---- The kept pages ----------------------------------------------------------------------------------------
  pageAddress: specialCase({
    what: "A page's render and cache entry are keyed by its path and only the query parameters it reads, sorted.",
    why: 'A tracking parameter (utm, fbclid) is not a page of its own: it neither renders again nor fills the cache.',
    where: [PAGES, 'server/src/http/storefront-pages/storefront-routes.ts'],
  }),
  oneNotFoundEntry: specialCase({
    what: 'Every path no route matches is one cache entry (the Not found page).',
    why: 'However many made-up paths a crawler or an attacker asks for, they keep one page.',
    where: [PAGES],
  }),
  keptPages: specialCase({
    what: 'One cache keeps, per data version, each page head (and its status), each server render and the sitemap reads; a render weighs as much as 40 heads.',
    why: 'A hit costs one version read and a look-up, an admin write shows at once; a render is 100–200 KB against a head page of a few KB, so the weights bound the memory the renders take (300 renders, ~60 MB) as two caches did.',
    where: ['server/src/http/storefront-pages/page-cache.ts'],
    maxWeight: 2000 + 300 * 40,
    renderWeight: 40,
  }),
  compressedOnce: specialCase({
    what: "A drawn page's Brotli and gzip copies are made on first use and kept with the page.",
    why: 'Compressing 100–200 KB of HTML and CSS was most of the cost of a hit; the compression middleware leaves an encoded answer alone.',
    where: [PAGES],
  }),
  varyCookie: specialCase({
    what: 'Pages answer Vary: Cookie when the server draws them, and Cache-Control: no-cache always.',
    why: 'The currency and width cookies change the HTML; index.html names the current hashed files.',
    where: [PAGES],
  }),
  shedOnlyMisses: specialCase({
    what: 'A page that must be read or drawn takes a load-shedding slot (503 with Retry-After when none is free); a kept one, or one being drawn for another request, does not.',
    why: 'Under load the kept pages still answer at once, and rendering never starves the API (docs/decisions.md#load-shedding).',
    where: [PAGES],
  }),
  renderFailureFallback: specialCase({
    what: 'A render that throws, errs inside React or takes longer than its timeout is logged, and the page goes out as index.html with its head and status.',
    why: 'Never a 500 for a page the browser can draw, nor HTML that does not hydrate as it is.',
    where: [PAGES, ENTRY],
  }),

  // ---- The HTML the page is made of --------------------------------------------------------------------------
  headOnce: specialCase({
    what: "The head (title, description, canonical, Open Graph, JSON-LD) is written once, by the server, into index.html's head; on a drawn page its title and description are the ones React rendered (data-page-head).",
    why: "React's PageHead adopts those tags when it hydrates and removes any other <title> or description, so the head never holds two.",
    where: [TEMPLATE, 'client/src/shared/ui/page-head.tsx'],
  }),
  hoistedTags: specialCase({
    what: "React writes a render's hoisted tags (a picture's preload, the title, the description) ahead of the markup: they are taken off it for the head.",
    why: 'React renders the app into #root, not the whole document, so it cannot put them into <head> itself.',
    where: [TEMPLATE],
    pattern: /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title\b[^>]*>[\s\S]*?<\/title>)+/,
  }),
  preloadsAfterViewport: specialCase({
    what: "A render's preloads go right after the viewport <meta>, ahead of the stylesheet and the scripts.",
    why: 'The picture the first view is judged by is asked for first; before the viewport <meta> its imagesizes would be read against a 980 px viewport and a second, wider copy fetched.',
    where: [TEMPLATE],
    anchor: /<meta name="viewport"[^>]*>/,
  }),
  lowPriorityScripts: specialCase({
    what: "A drawn page's module scripts and module preloads are fetchpriority=low.",
    why: 'The page shows already: its scripts only make it interactive, so on a slow line they come after the stylesheet, the fonts and the pictures.',
    where: [TEMPLATE],
    pattern: /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
  }),
  criticalStylesInHead: specialCase({
    what: "A render's CSS is collected by a server Emotion cache, fresh for each of the renders that fetch the page's data, and the last one's is sent as one <style data-s> in the head.",
    why: "Emotion would otherwise write <style> into the markup; data-s keeps the browser's Emotion from moving the sheet (a full restyle). A cache of its own per render keeps out the rules of the loading states the earlier renders drew, without a render more.",
    where: [ENTRY],
  }),
  inlineBoundaries: specialCase({
    what: 'Every Suspense boundary is rendered inline, and the router adds no hydration script.',
    why: 'The Content-Security-Policy forbids inline scripts, which React needs to swap a late boundary in.',
    where: [ENTRY],
  }),

  // ---- Hydration in the browser ------------------------------------------------------------------------------
  hydrateAfterPaint: specialCase({
    what: "The browser hydrates after the page's code has loaded and a frame has been painted, as a transition.",
    why: "The server's page shows before hydrating takes the main thread, and hydrating is done in slices, not one long task.",
    where: ['client/src/main.tsx'],
  }),
  hydrationMark: specialCase({
    what: '<html data-hydrated> is set once the page answers clicks: by the app after its first commit, or on a storefront page by the page once its content (its own boundary, hydrated after the shell) is live.',
    why: 'The browser journeys wait for it before they click or type (e2e/harness/shop.ts).',
    where: ['client/src/shared/ssr/hydration-mark.ts', 'client/src/app/app-providers.tsx', 'client/src/app/layouts/storefront-layout.tsx'],
  }),
  hydrationFirstRender: specialCase({
    what: "While hydrating, the parts the server cannot know start as the server drew them: useHydrated is false (toasts, form widgets), useSessionReady false (signed out), useWideScreen the hints' width.",
    why: "The first browser render must match the server's HTML; the browser's own state follows in the next render.",
    where: ['client/src/shared/ssr/use-hydrated.ts', 'client/src/shared/auth/auth-context.tsx', 'client/src/shared/ssr/ssr-hints.tsx'],
  }),
} as const;

export type SpecialCaseId = keyof typeof SPECIAL_CASES;
