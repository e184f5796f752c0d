import { readFileSync } from 'node:fs';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { SHOP_NAME, isServerRendered } from '@shop/contracts';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { SearchEngineService } from '../../domain/catalogue/search-engine.service';
import type { DataVersion } from '../../domain/common/data-version';
import type { ShopIdentity } from '../../config/invoicing';
import { BUSY_MESSAGE, SHED_RETRY_AFTER_SECONDS } from '../admission';
import { requestLog } from '../logging';
import { seoRoutes } from '../seo/seo-routes';
import { PageCache } from './page-cache';
import { type PageHead, escapeHtml } from './page-head';
import { pageTemplate } from './page-template';
import { queryStringOf, routePage, wordsOf } from './route-pages';
import { type RouteMatch, isAdminPath, matchStorefrontRoute, pageAddress } from './storefront-routes';
import { type RenderHints, type StorefrontRenderer, hintsOf, wantsBrowserRender } from './storefront-renderer';

export interface StorefrontPagesOptions {
  searchEngine: SearchEngineService;
  /** Absent: nothing is kept (every request reads the database). */
  dataVersion: DataVersion | null;
  /** The shop's origin for a request's absolute URLs (http/public-origin.ts): PUBLIC_URL, or an allowed Host. */
  originOf: (req: Request) => string;
  /** Renders the public pages on the server (storefront-renderer.ts); null: every page is index.html with its head. */
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

/** What the SPA fallback answers: the status and the page's HTML. */
interface Page {
  status: number;
  html: string;
  /** A server-drawn page's compressed copies, made on first use and kept with the page (special case: compressedOnce). */
  encoded?: { br?: Buffer; gzip?: Buffer };
}

/** Sends a server-drawn page compressed once per kept page; the compression middleware leaves it alone. */
function sendEncoded(req: Request, res: Response, page: Page): boolean {
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

/** A page drawn in the browser, with the head it was made with (null: the back-office, the template as it is). */
interface HeadPage extends Page {
  head: PageHead | null;
}

/** What a server render of a request draws: its address, its hints, and its cache key. */
interface Drawing {
  url: string;
  hints: RenderHints;
  key: string;
}

/**
 * The storefront's pages: GET /robots.txt and /sitemap.xml (http/seo), and the SPA fallback's page, index.html
 * with the head of the page the path names (title, description, canonical URL, Open Graph, Twitter card and,
 * for a product, JSON-LD) and, for a public page, its server render; 404 for a path the client has no page for
 * or a product that does not exist. One cache (page-cache.ts) keeps it all per data version; the special
 * cases it applies are listed in special-cases.ts.
 */
export function storefrontPages(
  options: StorefrontPagesOptions,
  indexHtmlPath: string | null,
): { router: Router; spaPage: RequestHandler } {
  const { searchEngine, dataVersion, originOf, render, admit, storeCurrencies, identity } = options;
  const cache = new PageCache(dataVersion);
  const template = indexHtmlPath ? pageTemplate(readFileSync(indexHtmlPath, 'utf8')) : null;
  const router = seoRoutes(searchEngine, originOf, cache);

  // special case: oneNotFoundEntry; special case: pageAddress (the words are the only query a head reads).
  const headKeyOf = (req: Request, origin: string, match: RouteMatch): string =>
    isAdminPath(req.path)
      ? 'admin'
      : `${origin}:${match.route.status === 404 ? '404' : `${match.route.id}:${JSON.stringify(match.params)}:${JSON.stringify(wordsOf(req, match))}`}`;

  /**
   * The page's status and head, and the page with that head drawn in the browser, kept per route and data
   * version. The back-office is the template as it is (never indexed).
   */
  const headPage = (req: Request, origin: string, match: RouteMatch, version: number | null): Promise<HeadPage> =>
    cache.get('head', headKeyOf(req, origin, match), version, async () => {
      if (isAdminPath(req.path) || !template) return { status: 200, html: template?.raw ?? '', head: null };
      const sitemap = () => cache.get('sitemap-facts', '', version, () => searchEngine.sitemap());
      const { status, head } = await routePage(origin, match, wordsOf(req, match), { searchEngine, sitemap, identity });
      return { status, html: template.headPage(head), head };
    });

  /** What a server render of this request draws: its address (special case: pageAddress) and its hints. */
  const drawingOf = async (req: Request, origin: string, match: RouteMatch, version: number | null): Promise<Drawing> => {
    const sold = storeCurrencies ? await cache.get('store-currencies', '', version, storeCurrencies) : null;
    const hints = hintsOf(req, sold);
    // An unknown path draws the Not found page, which reads only the layout's parameters.
    const address = pageAddress(req.path, queryStringOf(req), match.route);
    return { url: `${origin}${address}`, hints, key: `${origin}${address}|${hints.currency ?? '-'}|${hints.wide ? 'wide' : 'narrow'}` };
  };

  /**
   * A public page drawn on the server into the page with its head, kept per address, currency, width and data
   * version. A render that fails is logged and the page goes out drawn in the browser.
   * special case: renderFailureFallback
   */
  const drawnPage = async (
    renderPage: StorefrontRenderer,
    req: Request,
    drawing: Drawing,
    fallback: HeadPage,
    version: number | null,
  ): Promise<Page> => {
    try {
      return await cache.get<Page>('render', drawing.key, version, async () => {
        const app = await renderPage(drawing.url, drawing.hints);
        const html = app && template && fallback.head ? template.drawnPage(fallback.head, app) : null;
        return html ? { status: fallback.status, html, encoded: {} } : fallback;
      });
    } catch (error) {
      requestLog().error({ err: error, path: req.path }, 'server render failed: sent the page without it');
      return fallback;
    }
  };

  const spaPage: RequestHandler = async (req, res, next) => {
    if (!template) return next();
    try {
      const origin = originOf(req);
      const match = matchStorefrontRoute(req.path);
      const version = await cache.version();
      // special case: browserOnlyPages
      const drawn = render && !isAdminPath(req.path) && isServerRendered(match.route) && !wantsBrowserRender(req);
      const drawing = drawn ? await drawingOf(req, origin, match, version) : null;
      // special case: shedOnlyMisses
      const kept = cache.has('head', headKeyOf(req, origin, match), version) && (!drawing || cache.has('render', drawing.key, version));
      if (!kept && admit && !(await admit(req, res))) return sendBusy(res);
      const withHead = await headPage(req, origin, match, version);
      const page = render && drawing ? await drawnPage(render, req, drawing, withHead, version) : withHead;
      // special case: varyCookie
      res.status(page.status).type('html').setHeader('Cache-Control', 'no-cache');
      if (render) res.vary('Cookie');
      if (!sendEncoded(req, res, page)) res.send(page.html);
    } catch (error) {
      next(error);
    }
  };

  return { router, spaPage };
}
