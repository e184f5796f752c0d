import { type Request, type Response, Router } from 'express';
import { MAX_PAGE_SIZE, REFERENCE_CURRENCY } from '../domain/catalogue/catalogue.service';
import type { ProductFilterInput } from '../domain/catalogue/catalogue.validation';
import { type CatalogueLoaders, type ProductView, colourImages, hoverImageOf, listingCarat } from '../domain/catalogue/product-views';
import { DomainError, DomainErrorCode } from '../domain/common/domain-error';
import { minorToMajor } from '../domain/pricing/money';
import type { ProductCertificationsView } from '../domain/certificates/certificate-views';
import type { Services } from '../services';
import { sendError } from './errors';

// Legacy catalogue paths (docs/legacy-rest.md#storefront-catalogue), with the shapes of
// docs/legacy-rest.md#shape-product. Thin: parse the query, call the catalogue service, shape the answer.
// Lists answer as plain JSON arrays; money as plain numbers with two decimals, in the currency of the user
// whose phoneNumber is sent (docs/decisions.md#phone-lookups).

const NEW_ARRIVALS_COUNT = 20;
const RELATED_COUNT = 8;

const badRequest = (message: string) => new DomainError(DomainErrorCode.INVALID_INPUT, message);

/** A query parameter as one string ('' when absent; a repeated parameter's values joined by commas). */
function queryText(req: Request, name: string): string {
  const value = req.query[name];
  if (Array.isArray(value)) return value.map(String).join(',');
  return typeof value === 'string' ? value.trim() : '';
}

function positiveInt(text: string, message: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw badRequest(message);
  return Number(text);
}

const optionalPositiveInt = (text: string, message: string): number | null => (text ? positiveInt(text, message) : null);

const optionalNonNegativeInt = (text: string, message: string): number | null => {
  if (!text) return null;
  if (!/^\d{1,9}$/.test(text)) throw badRequest(message);
  return Number(text);
};

function optionalNumber(text: string, name: string): number | null {
  if (!text) return null;
  const value = Number(text);
  if (!Number.isFinite(value)) throw badRequest(`${name} must be a number`);
  return value;
}

/** A comma list; 'all' (the client's "no choice") contributes nothing. */
const commaList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item && item.toLowerCase() !== 'all');

/** categoryId: a number, or 'all'/absent for every category. */
function categoryParam(req: Request): number | null {
  const text = queryText(req, 'categoryId');
  if (!text || text.toLowerCase() === 'all') return null;
  return positiveInt(text, 'categoryId must be a category id or "all"');
}

/** The legacy listing filter: subcategory ids and colour names (ids accepted too) as comma lists, rupee bounds. */
function legacyFilter(req: Request): ProductFilterInput {
  const colours = commaList(queryText(req, 'colors'));
  const colorIds = colours.filter((c) => /^\d+$/.test(c)).map(Number);
  const colorNames = colours.filter((c) => !/^\d+$/.test(c));
  return {
    categoryId: categoryParam(req),
    subcategoryIds: commaList(queryText(req, 'subcategories')).map((id) =>
      positiveInt(id, 'subcategories must be a comma list of subcategory ids'),
    ),
    colorIds: colorIds.length ? colorIds : null,
    colorNames: colorNames.length ? colorNames : null,
    minPrice: optionalNumber(queryText(req, 'minPrice'), 'minPrice'),
    maxPrice: optionalNumber(queryText(req, 'maxPrice'), 'maxPrice'),
    search: queryText(req, 'query') || null,
    // The legacy price slider is in rupees whatever the shopper's currency
    // (docs/decisions.md#legacy-listing-paging).
    currencyCode: REFERENCE_CURRENCY,
  };
}

const money = (minor: number | undefined | null): number | null => (minor == null ? null : minorToMajor(minor));

/**
 * The legacy Product (docs/legacy-rest.md#shape-product). A listing filtered by colours passes them:
 * its pictures are then those of the first of those colours the product offers (see colourImages).
 */
function legacyProduct(view: ProductView, colorIds?: readonly number[] | null) {
  const { product, currency } = view;
  const images = colorIds?.length ? colourImages(view.colors, colorIds) : view.images;
  return {
    p_id: product.id,
    name: product.name,
    price: money(listingCarat(view.carats)?.price?.priceMinor),
    category: view.category?.name ?? null,
    c_id: product.categoryId,
    sc_id: product.subcategoryId,
    subcategory: view.subcategory?.name ?? null,
    image: images[0] ?? null,
    hoverImage: hoverImageOf(images),
    images,
    colors: view.colors.map((c) => c.name),
    purities: view.carats.map((c) => c.purity),
    sizes: view.sizes.map((s) => s.name),
    description: product.description,
    returnPolicy: product.returnPolicy,
    outOfStock: view.soldOut,
    currencyCode: currency.code,
    currency_id: currency.id,
    reviews: view.reviews.map((r) => ({ id: r.id, user: r.authorName, rating: r.rating, comment: r.comment })),
    ProductCarats: view.carats.map((c) => ({
      pc_id: c.productCaratId,
      carat: c.caratValue,
      price: money(c.price?.priceMinor),
      stoneCharge: money(c.price?.stoneChargeMinor),
      labourCharge: money(c.price?.labourChargeMinor),
    })),
  };
}

/**
 * The legacy Related product (docs/legacy-rest.md#storefront-catalogue): totalPrice is the first purity's
 * price + stone + labour.
 */
const legacyRelated = (view: ProductView) => ({
  p_id: view.product.id,
  name: view.product.name,
  totalPrice: money(listingCarat(view.carats)?.price?.totalMinor),
  category: view.category?.name ?? null,
  image: view.images[0] ?? null,
});

/**
 * The keys the product detail adds to the legacy Product (docs/legacy-rest.md#shape-product): the
 * product's certificate and hallmark, null where unset. Variant overrides are GraphQL's (variantCertifications).
 */
function legacyCertification(view: ProductCertificationsView) {
  const { certificate, hallmark } = view.product ?? { certificate: null, hallmark: null };
  return {
    certificate: certificate && { lab: certificate.lab, reportNumber: certificate.reportNumber, fileUrl: certificate.fileUrl },
    hallmark: hallmark && { purity: hallmark.purity, huid: hallmark.huid },
  };
}

export function catalogueRoutes({ catalogue, certificates }: Services): Router {
  const router = Router();
  // One loader set per request, shared by every call the handler makes.
  const currencyOf = (req: Request, loaders: CatalogueLoaders) =>
    catalogue.currencyForPhone(req.ctx, queryText(req, 'phoneNumber'), loaders);
  const productId = (req: Request) => positiveInt(String(req.params.p_id ?? '').trim(), 'Invalid product ID');

  router.get('/get-categories', async (req, res) => {
    const categories = await catalogue.listCategories(req.ctx);
    res.json(categories.map((c) => ({ c_id: c.id, name: c.name, image: c.image })));
  });

  router.get('/get-subcategoriesbyct', async (req, res) => {
    const subcategories = await catalogue.listSubcategories(req.ctx, categoryParam(req));
    res.json(subcategories.map((s) => ({ sc_id: s.id, name: s.name, c_id: s.categoryId })));
  });

  router.get('/get-colors', async (req, res) => {
    const colors = await catalogue.listColors(req.ctx);
    res.json(colors.map((c) => ({ color_id: c.id, name: c.name })));
  });

  router.get('/get-new-arrivals', async (req, res) => {
    const limit = optionalPositiveInt(queryText(req, 'limit'), 'limit must be a positive whole number') ?? NEW_ARRIVALS_COUNT;
    const loaders = catalogue.requestLoaders();
    const currency = await currencyOf(req, loaders);
    const products = await catalogue.listNewArrivals(req.ctx, limit);
    res.json((await catalogue.productViews(req.ctx, products, currency, loaders)).map((view) => legacyProduct(view)));
  });

  router.get('/get-product-price-by-currency', async (req, res) => {
    const text = queryText(req, 'pc_id');
    if (!text) return sendError(res, 400, 'pc_id is required');
    const productCaratId = positiveInt(text, 'pc_id must be a positive whole number');
    const quote = await catalogue.caratPrice(req.ctx, productCaratId, await currencyOf(req, catalogue.requestLoaders()));
    res.json({
      price: minorToMajor(quote.price.priceMinor),
      currency_id: quote.currency.id,
      currencyCode: quote.currency.code,
      stoneCharge: minorToMajor(quote.price.stoneChargeMinor),
      labourCharge: minorToMajor(quote.price.labourChargeMinor),
    });
  });

  // The listing and the search answer a plain array, as the legacy client expects. Unbounded lists do
  // not scale (10,000 products took 3.8 s), so at most `limit` items (default and maximum 100) come
  // from `offset` on, and X-Total-Count tells how many matched. Both read `query` (search-products
  // sends it; alone, it feeds the header suggestions).
  const listing = async (req: Request, res: Response) => {
    const filter = legacyFilter(req);
    const first = optionalPositiveInt(queryText(req, 'limit'), 'limit must be a positive whole number') ?? MAX_PAGE_SIZE;
    if (first > MAX_PAGE_SIZE) throw badRequest(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
    const offset = optionalNonNegativeInt(queryText(req, 'offset'), 'offset must be a whole number of at least 0') ?? 0;
    const loaders = catalogue.requestLoaders();
    const currency = await currencyOf(req, loaders);
    const page = await catalogue.listProducts(req.ctx, { filter, first, offset }, loaders);
    res.setHeader('X-Total-Count', String(page.totalCount));
    res.json((await catalogue.productViews(req.ctx, page.items, currency, loaders)).map((view) => legacyProduct(view, page.colorIds)));
  };
  router.get('/get-filtered-products', listing);
  router.get('/search-products', listing);

  router.get('/get-product/:p_id', async (req, res) => {
    const id = productId(req);
    const product = await catalogue.getProduct(req.ctx, id);
    if (!product) return sendError(res, 404, 'Product not found');
    const loaders = catalogue.requestLoaders();
    const [[view], certification] = await Promise.all([
      catalogue.productViews(req.ctx, [product], await currencyOf(req, loaders), loaders),
      certificates.forProduct(req.ctx, product.id),
    ]);
    res.json({ ...legacyProduct(view), ...legacyCertification(certification) });
  });

  router.get('/related-products/:p_id', async (req, res) => {
    const id = productId(req);
    const limit = optionalPositiveInt(queryText(req, 'limit'), 'limit must be a positive whole number') ?? RELATED_COUNT;
    const related = await catalogue.relatedProducts(req.ctx, id, limit);
    const loaders = catalogue.requestLoaders();
    res.json((await catalogue.productViews(req.ctx, related, await currencyOf(req, loaders), loaders)).map(legacyRelated));
  });

  return router;
}
