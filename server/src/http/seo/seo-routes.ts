import { readFileSync } from 'node:fs';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import {
  ADMIN_PATH,
  ALL_CATEGORIES,
  SHOP_NAME,
  STOREFRONT_ROUTES,
  categoryPath,
  isServerRendered,
  pagePath,
  productPath,
  storefrontRoute,
} from '@shop/contracts';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import type { SearchEngineService, SitemapFacts } from '../../domain/catalogue/search-engine.service';
import type { DataVersion } from '../../domain/common/data-version';
import { VersionedCache } from '../../domain/common/versioned-cache';
import type { ShopIdentity } from '../../config/invoicing';
import { type PageHead, escapeHtml, injectHead, plainHead, productHead, searchPath, shopJsonLd, siteJsonLd } from './page-head';
import { type RenderHints, type StorefrontRenderer, composePage, hintsOf, wantsBrowserRender } from '../ssr/storefront-renderer';
import { requestLog } from '../logging';
import { BUSY_MESSAGE, SHED_RETRY_AFTER_SECONDS } from '../admission';
import { type RouteMatch, isAdminPath, matchStorefrontRoute, pageAddress } from './storefront-routes';

export interface SeoOptions {
  searchEngine: SearchEngineService;
  /** Absent: nothing is kept (every request reads the database). */
  dataVersion: DataVersion | null;
  /** The shop's origin for a request's absolute URLs (http/public-origin.ts): PUBLIC_URL, or an allowed Host. */
  originOf: (req: Request) => string;
  /** Renders the public pages on the server (http/ssr); null: every page is index.html with its head. */
  render?: StorefrontRenderer | null;
  /**
   * Takes a load-shedding slot (http/admission.ts) for a page that must be read or drawn: false when shed.
   * Absent: pages are never shed.
   */
  admit?: (req: Request, res: Response) => Promise<boolean>;
  /** The codes of the currencies the shop sells in: a currency cookie naming another is the default (INR). */
  storeCurrencies?: () => Promise<string[]>;
  /** The shop identity the home and contact pages describe in JSON-LD; absent: no such JSON-LD. */
  identity?: ShopIdentity;
}

/** A shed page: 503 and Retry-After as the API's, in a few bytes of HTML that need nothing else. */
function sendBusy(res: Response): void {
  if (res.headersSent || res.writableEnded) return;
  res.setHeader('Retry-After', String(SHED_RETRY_AFTER_SECONDS));
  res.setHeader('Cache-Control', 'no-store');
  res
    .status(503)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(SHOP_NAME)}</title><p>${escapeHtml(BUSY_MESSAGE)}</p></html>`,
    );
}

/** Rendered pages kept (each ~100–200 KB): per address, currency and width, at the current data version. */
const MAX_RENDERED_PAGES = 300;

/** What the SPA fallback answers: the status and index.html with the page's head. */
interface RenderedPage {
  status: number;
  html: string;
  /** A server-drawn page's compressed copies, made on first use and kept with the page. */
  encoded?: { br?: Buffer; gzip?: Buffer };
}

/**
 * Sends a server-drawn page compressed once per kept page rather than per response (100–200 KB of HTML and CSS:
 * compressing it was most of a hit's cost). The compression middleware leaves an encoded answer alone.
 */
function sendEncoded(req: Request, res: Response, page: RenderedPage): boolean {
  const encoding = req.acceptsEncodings('br', 'gzip');
  if (!page.encoded || (encoding !== 'br' && encoding !== 'gzip')) return false;
  const body =
    encoding === 'br'
      ? (page.encoded.br ??= brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }))
      : (page.encoded.gzip ??= gzipSync(page.html, { level: 6 }));
  res.vary('Accept-Encoding');
  res.setHeader('Content-Encoding', encoding);
  res.send(body);
  return true;
}

/** robots.txt: the storefront's private pages, the back-office and the APIs are off limits; pictures are not. */
export function robotsTxt(origin: string): string {
  const privatePaths = STOREFRONT_ROUTES.filter((route) => route.private).map((route) => `/${route.path.split('/:')[0]}`);
  return [
    'User-agent: *',
    // Product pictures are served under /api/uploads: image search may take them.
    'Allow: /api/uploads/',
    `Disallow: ${ADMIN_PATH}`,
    'Disallow: /api/',
    'Disallow: /graphql',
    ...[...new Set(privatePaths)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml (sitemaps.org 0.9): home, the indexed static pages, every category listing and every product. */
export function sitemapXml(origin: string, facts: SitemapFacts): string {
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const latest = facts.products.reduce<Date | undefined>((max, p) => (!max || p.createdAt > max ? p.createdAt : max), undefined);
  const statics = STOREFRONT_ROUTES.filter((route) => route.sitemap).map((route) =>
    url(`/${route.path}`, route.sitemap === 'catalogue' ? latest : undefined),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...statics,
    ...facts.categories.map((category) => url(categoryPath(category.id))),
    ...facts.products.map((product) => url(productPath(product.id), product.createdAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** The words a listing searches for: `?query=` trimmed, as the client reads it (use-listing-state.ts); '' for none. */
export function searchWordsOf(search: string): string {
  return new URLSearchParams(search).get('query')?.trim() ?? '';
}

/** The request's query string as sent ('?…'), or ''. */
function queryStringOf(req: Request): string {
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? '' : req.originalUrl.slice(at);
}

/** The words a request's listing searches for ('' on any other page: they read no search). */
const wordsOf = (req: Request, match: RouteMatch): string => (match.route.head === 'listing' ? searchWordsOf(queryStringOf(req)) : '');

/** The category /allproductring shows: the first whose name says ring(s), as client/…/ring-listing-view.tsx picks it. */
const ringCategoryOf = (facts: SitemapFacts) => facts.categories.find((category) => /\brings?\b/i.test(category.name));

/**
 * The head of a listing: its category's (or All Jewellery's) title and canonical address; a search's results
 * are titled as the page titles them ("Search: …", use-listing-page.ts), canonical to one address per search
 * and listing (`/allproduct/all?query=x` is `/allproduct?query=x`), and `noindex, follow`: a crawler follows
 * them to the products but does not list each search as a page.
 */
function listingHead(origin: string, listing: { title: string; path: string }, words: string): PageHead {
  if (!words) return plainHead(origin, listing);
  return plainHead(origin, { title: `Search: ${words}`, path: searchPath(words, listing.path), robots: 'noindex, follow' });
}

/** The status and head of the page a path names; the product and category reads go through `read`. */
async function pageFor(
  origin: string,
  match: RouteMatch,
  words: string,
  searchEngine: SearchEngineService,
  sitemap: () => Promise<SitemapFacts>,
  identity?: ShopIdentity,
): Promise<{ status: number; head: PageHead }> {
  const notFound = (title: string) => ({ status: 404, head: plainHead(origin, { title, path: null, robots: 'noindex' }) });
  const { route, params } = match;
  if (route.status === 404) return notFound(route.title ?? SHOP_NAME);
  if (route.id === 'product') {
    const id = /^\d+$/.test(params.id) ? Number(params.id) : NaN;
    const product = await searchEngine.productPage(id);
    return product ? { status: 200, head: productHead(origin, product) } : notFound('Product not found');
  }
  const everything = { title: storefrontRoute('all-jewellery').title ?? SHOP_NAME, path: pagePath('all-jewellery') };
  if (route.id === 'all-jewellery') return { status: 200, head: listingHead(origin, everything, words) };
  if (route.id === 'category') {
    // 'all' is every category (the header's search goes there); any other word or id no category has is not a
    // page: 404, not an empty listing with 200 (a soft 404). The client shows its Not found for the same.
    if (params.categoryId.toLowerCase() === ALL_CATEGORIES) return { status: 200, head: listingHead(origin, everything, words) };
    const category = (await sitemap()).categories.find((c) => String(c.id) === params.categoryId);
    if (!category) return notFound('Category not found');
    return { status: 200, head: listingHead(origin, { title: category.name, path: categoryPath(category.id) }, words) };
  }
  if (route.id === 'rings') {
    // A legacy address of the ring category's listing: that listing is its canonical page (not in the sitemap).
    const rings = ringCategoryOf(await sitemap());
    const listing = rings ? { title: rings.name, path: categoryPath(rings.id) } : everything;
    return { status: 200, head: listingHead(origin, listing, words) };
  }
  const path = `/${route.path}`;
  const head = plainHead(origin, {
    title: route.title ?? SHOP_NAME,
    description: route.description,
    path,
    robots: route.private ? 'noindex' : null,
  });
  if (identity && route.id === 'home') head.jsonLd.push(...siteJsonLd(origin, identity));
  if (identity && (route.id === 'home' || route.id === 'contact')) head.jsonLd.push(shopJsonLd(origin, identity));
  return { status: 200, head };
}

/**
 * GET /robots.txt, GET /sitemap.xml, and the SPA fallback's page: index.html with the head of the page the
 * path names (title, description, canonical URL, Open Graph, Twitter card and, for a product, JSON-LD), 404
 * for a path the client has no page for or a product that does not exist. Everything read from the database
 * is kept per data version: a hit costs one version read and a map look-up.
 */
export function seoRoutes(options: SeoOptions, indexHtmlPath: string | null): { router: Router; spaPage: RequestHandler } {
  const { searchEngine, dataVersion, originOf, render, admit, storeCurrencies, identity } = options;
  const cache = new VersionedCache(dataVersion ?? { current: () => Promise.reject(new Error('no data version')) }, 2000);
  const template = indexHtmlPath ? readFileSync(indexHtmlPath, 'utf8') : null;
  const router = Router();

  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(originOf(req)));
  });

  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const origin = originOf(req);
      const version = await cache.version();
      const xml = await cache.get(`sitemap:${origin}`, version, async () => sitemapXml(origin, await searchEngine.sitemap()));
      res.type('application/xml').setHeader('Cache-Control', 'no-cache');
      res.send(xml);
    } catch (error) {
      next(error);
    }
  });

  const rendered = new VersionedCache(dataVersion ?? { current: () => Promise.reject(new Error('no data version')) }, MAX_RENDERED_PAGES);

  // Every unknown path is one Not found page: one entry, however many made-up paths are asked for.
  const headKeyOf = (req: Request, origin: string, match: RouteMatch): string =>
    isAdminPath(req.path)
      ? 'admin'
      : `page:${origin}:${match.route.status === 404 ? '404' : `${match.route.id}:${JSON.stringify(match.params)}:${JSON.stringify(wordsOf(req, match))}`}`;

  /** The page with its head (kept per route and data version), the status it answers with. */
  const headPage = (req: Request, origin: string, match: RouteMatch, version: number | null): Promise<RenderedPage> => {
    const sitemap = () => cache.get(`sitemap-facts`, version, () => searchEngine.sitemap());
    // The back-office is a client-side tree: its pages are the template as it is (and never indexed).
    return cache.get<RenderedPage>(headKeyOf(req, origin, match), version, async () => {
      if (isAdminPath(req.path) || !template) return { status: 200, html: template ?? '' };
      const { status, head } = await pageFor(origin, match, wordsOf(req, match), searchEngine, sitemap, identity);
      return { status, html: injectHead(template, head) };
    });
  };

  /** What a server render of this request draws: its address (the query parameters the page reads), its hints and its key. */
  const renderOf = async (req: Request, origin: string, match: RouteMatch, version: number | null) => {
    const sold = storeCurrencies ? await cache.get('store-currencies', version, storeCurrencies) : null;
    const hints = hintsOf(req, sold);
    const search = queryStringOf(req);
    // An unknown path draws the Not found page, which reads only the layout's parameters.
    const address = pageAddress(req.path, search, match.route);
    return { url: `${origin}${address}`, hints, key: `${origin}${address}|${hints.currency ?? '-'}|${hints.wide ? 'wide' : 'narrow'}` };
  };

  /**
   * A public page drawn on the server (http/ssr) into the page with its head, kept per address (path and the
   * query parameters the page reads), currency, width and data version: an admin's write shows at once, a
   * hit renders nothing. A render that fails is logged and the page goes out as index.html with its head,
   * drawn in the browser.
   */
  const serverRendered = async (
    renderPage: StorefrontRenderer,
    req: Request,
    drawing: { url: string; hints: RenderHints; key: string },
    page: RenderedPage,
    version: number | null,
  ): Promise<RenderedPage> => {
    try {
      return await rendered.get<RenderedPage>(drawing.key, version, async () => {
        const app = await renderPage(drawing.url, drawing.hints);
        const html = app ? composePage(page.html, app) : null;
        return html ? { status: page.status, html, encoded: {} } : page;
      });
    } catch (error) {
      requestLog().error({ err: error, path: req.path }, 'server render failed: sent the page without it');
      return page;
    }
  };

  const spaPage: RequestHandler = async (req, res, next) => {
    if (!template) return next();
    try {
      const origin = originOf(req);
      const match = matchStorefrontRoute(req.path);
      const version = await cache.version();
      // Private pages (cart, checkout, account…) and the back-office stay drawn in the browser.
      const drawn = render && !isAdminPath(req.path) && isServerRendered(match.route) && !wantsBrowserRender(req);
      const drawing = drawn ? await renderOf(req, origin, match, version) : null;
      // A page that must be read or drawn takes a slot as an API request does (docs/decisions.md#load-shedding);
      // a kept one (or one being drawn for another request) is answered without.
      const kept = cache.has(headKeyOf(req, origin, match), version) && (!drawing || rendered.has(drawing.key, version));
      if (!kept && admit && !(await admit(req, res))) return sendBusy(res);
      let page = await headPage(req, origin, match, version);
      if (render && drawing) page = await serverRendered(render, req, drawing, page, version);
      res.status(page.status).type('html').setHeader('Cache-Control', 'no-cache');
      if (render) res.vary('Cookie');
      if (!sendEncoded(req, res, page)) res.send(page.html);
    } catch (error) {
      next(error);
    }
  };

  return { router, spaPage };
}
