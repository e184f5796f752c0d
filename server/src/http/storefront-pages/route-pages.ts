import { ALL_CATEGORIES, SHOP_NAME, categoryPath, pagePath, storefrontRoute } from '@shop/contracts';
import type { Request } from 'express';
import type { SearchEngineService, SitemapFacts } from '../../domain/catalogue/search-engine.service';
import type { ShopIdentity } from '../../config/invoicing';
import { type PageHead, plainHead, productHead, searchPath, shopJsonLd, siteJsonLd } from './page-head';
import type { RouteMatch } from './storefront-routes';

/** The words a listing searches for: `?query=` trimmed, as the client reads it (use-listing-state.ts); '' for none. */
function searchWordsOf(search: string): string {
  return new URLSearchParams(search).get('query')?.trim() ?? '';
}

/** The request's query string as sent ('?…'), or ''. */
export function queryStringOf(req: Request): string {
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? '' : req.originalUrl.slice(at);
}

/** The words a request's listing searches for ('' on any other page: they read no search). */
export const wordsOf = (req: Request, match: RouteMatch): string =>
  match.route.head === 'listing' ? searchWordsOf(queryStringOf(req)) : '';

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

/** What a page's status and head are read from: the product and category reads, and the shop identity. */
export interface RoutePageSources {
  searchEngine: SearchEngineService;
  /** The sitemap's reads (the categories), kept per data version by the caller. */
  sitemap: () => Promise<SitemapFacts>;
  identity?: ShopIdentity;
}

/** The status and head of the page a path names. */
export async function routePage(
  origin: string,
  match: RouteMatch,
  words: string,
  { searchEngine, sitemap, identity }: RoutePageSources,
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
