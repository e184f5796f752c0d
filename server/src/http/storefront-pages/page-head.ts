import { SHOP_DESCRIPTION, SHOP_NAME, categoryPath, pagePath, pageTitle, productPath } from '@shop/contracts';
import type { ProductPageFacts } from '../../domain/catalogue/search-engine.service';
import { formatMinorUnits, REFERENCE_CURRENCY } from '../../domain/pricing/money';
import type { ShopIdentity } from '../../config/invoicing';

/** What the served index.html's <head> says about one page (all text unescaped; renderHead() escapes it). */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute; null for a page without one canonical address (Not found). */
  canonical: string | null;
  /**
   * The robots meta: `noindex` for private pages and Not found; `noindex, follow` for a search's results (not a
   * page of their own, but their links lead to products); null: indexable.
   */
  robots: Robots | null;
  ogType: 'website' | 'product';
  /** Absolute URL of the preview picture. */
  image: string | null;
  /** Extra <meta property> pairs (product:price:amount, ...). */
  properties: [string, string][];
  /** JSON-LD documents, one <script type="application/ld+json"> each. */
  jsonLd: object[];
}

export type Robots = 'noindex' | 'noindex, follow';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML attribute or element (XML too: the five entities are XML's). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** JSON inside <script>: `<` (so `</script>` and `<!--` cannot end it), `>`, `&` and the JS line separators escaped. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A description of at most ~160 characters (what result pages show), cut at a word. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** A picture path from the database (relative to the API base, root-relative or absolute) as an absolute URL. */
export function absoluteAsset(origin: string, path: string | null): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith('//')) return `https:${path}`;
  if (path.startsWith('/')) return `${origin}${path}`;
  return `${origin}/api/${path.replace(/^\.?\//, '')}`;
}

/** The head of a product page: Open Graph product, Twitter card, JSON-LD Product with its Offer, and the breadcrumbs. */
export function productHead(origin: string, product: ProductPageFacts): PageHead {
  const url = `${origin}${productPath(product.id)}`;
  const image = absoluteAsset(origin, product.image);
  const description = summary(product.description) || SHOP_DESCRIPTION;
  const price = product.fromPriceInrMinor === null ? null : formatMinorUnits(product.fromPriceInrMinor);
  const crumbs = [
    { name: 'Home', item: `${origin}${pagePath('home')}` },
    ...(product.category ? [{ name: product.category.name, item: `${origin}${categoryPath(product.category.id)}` }] : []),
    { name: product.name, item: url },
  ];
  return {
    title: pageTitle(product.name),
    description,
    canonical: url,
    robots: null,
    ogType: 'product',
    image,
    properties:
      price === null
        ? []
        : [
            ['product:price:amount', price],
            ['product:price:currency', REFERENCE_CURRENCY],
          ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: summary(product.description, 5000),
        sku: String(product.id),
        url,
        ...(image ? { image: [image] } : {}),
        ...(product.category ? { category: product.category.name } : {}),
        brand: { '@type': 'Brand', name: SHOP_NAME },
        ...(price === null
          ? {}
          : {
              offers: {
                '@type': 'Offer',
                url,
                price,
                priceCurrency: REFERENCE_CURRENCY,
                availability: product.outOfStock ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
                itemCondition: 'https://schema.org/NewCondition',
              },
            }),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.item })),
      },
    ],
  };
}

/** The head of a page whose text is not the database's (home, listings, content pages, Not found). */
export function plainHead(
  origin: string,
  page: { title: string; description?: string; path: string | null; robots?: Robots | null },
): PageHead {
  return {
    title: pageTitle(page.title),
    description: page.description ?? SHOP_DESCRIPTION,
    canonical: page.path === null ? null : `${origin}${page.path}`,
    robots: page.robots ?? null,
    ogType: 'website',
    image: null,
    properties: [],
    jsonLd: [],
  };
}

/**
 * JSON-LD JewelryStore of the home and contact pages: the one shop identity (config/invoicing.ts), so search engines
 * show the address and contacts the invoices and e-mails print.
 */
export function shopJsonLd(origin: string, identity: ShopIdentity): object {
  const lines = identity.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'JewelryStore',
    name: identity.tradingName,
    legalName: identity.legalName,
    url: `${origin}/`,
    email: identity.supportEmail,
    telephone: identity.supportPhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: lines.slice(0, -1).join(', ') || lines.join(', '),
      addressRegion: identity.state.name,
      addressCountry: 'IN',
    },
    ...(identity.gstin ? { taxID: identity.gstin } : {}),
  };
}

/** Where the shop's logo is served (client/public/favicon.svg, the diamond mark). */
export const LOGO_PATH = '/favicon.svg';

/** The address of a search's results for `words` ('' gives the template's placeholder); the header searches there too. */
export const searchPath = (words: string, listing = pagePath('all-jewellery')): string => `${listing}?query=${encodeURIComponent(words)}`;

/**
 * JSON-LD of the home page: the Organization (the shop identity's name, logo and customer care, as the invoices
 * and e-mails print them) and the WebSite with its SearchAction, so a search engine can offer the shop's own
 * search box under its result. The two are tied by their `@id`s.
 */
export function siteJsonLd(origin: string, identity: ShopIdentity): object[] {
  const organizationId = `${origin}/#organization`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId,
      name: identity.tradingName,
      legalName: identity.legalName,
      url: `${origin}/`,
      logo: `${origin}${LOGO_PATH}`,
      email: identity.supportEmail,
      telephone: identity.supportPhone,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: identity.supportEmail,
        telephone: identity.supportPhone,
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: identity.tradingName,
      url: `${origin}/`,
      publisher: { '@id': organizationId },
      potentialAction: {
        '@type': 'SearchAction',
        // The braces are the template's: they must not be percent-encoded.
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}${searchPath('')}{search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/**
 * The tags of a head, each on its own line. A drawn page's <title> and description are the tags React
 * rendered (`drawn`, marked for the browser's PageHead to adopt) in place of the head's own.
 */
export function renderHead(head: PageHead, drawn: { title?: string; description?: string } = {}): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const url = head.canonical;
  return [
    drawn.title ?? `<title>${escapeHtml(head.title)}</title>`,
    drawn.description ?? meta('name', 'description', head.description),
    head.robots ? meta('name', 'robots', head.robots) : null,
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : null,
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    url ? meta('property', 'og:url', url) : null,
    head.image ? meta('property', 'og:image', head.image) : null,
    ...head.properties.map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image) : null,
    ...head.jsonLd.map((doc) => `<script type="application/ld+json">${scriptJson(doc)}</script>`),
  ]
    .filter((line): line is string => line !== null)
    .join('\n    ');
}
