import { ADMIN_PATH, STOREFRONT_ROUTES, categoryPath, productPath } from '@shop/contracts';
import { type Request, Router } from 'express';
import type { SearchEngineService, SitemapFacts } from '../../domain/catalogue/search-engine.service';
import { escapeHtml } from '../storefront-pages/page-head';
import type { PageCache } from '../storefront-pages/page-cache';

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

/**
 * GET /robots.txt and GET /sitemap.xml. The sitemap is kept in the storefront pages' cache, per data version:
 * a product an admin creates is listed right after the write.
 */
export function seoRoutes(searchEngine: SearchEngineService, originOf: (req: Request) => string, cache: PageCache): Router {
  const router = Router();

  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(originOf(req)));
  });

  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const origin = originOf(req);
      const version = await cache.version();
      const xml = await cache.get('sitemap', origin, version, async () => sitemapXml(origin, await searchEngine.sitemap()));
      res.type('application/xml').setHeader('Cache-Control', 'no-cache');
      res.send(xml);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
