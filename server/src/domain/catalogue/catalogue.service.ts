import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { Category } from '../../entities/category.entity';
import { Color } from '../../entities/color.entity';
import { Currency } from '../../entities/currency.entity';
import { PriceEntry } from '../../entities/price-entry.entity';
import { Product } from '../../entities/product.entity';
import { ProductCarat } from '../../entities/product-carat.entity';
import { Subcategory } from '../../entities/subcategory.entity';
import { User } from '../../entities/user.entity';
import { productPartsLoaders } from '../../database/loaders';
import type { DataVersion } from '../common/data-version';
import { DomainError, DomainErrorCode, notFound } from '../common/domain-error';
import { InputValidationError } from '../common/error-results';
import { pageWindow } from '../common/paging';
import type { RequestContext } from '../common/request-context';
import { validateInput } from '../common/validation';
import { type PriceBreakdown, priceBreakdown, purityLabel } from '../pricing/carat-price';
import { REFERENCE_CURRENCY, toMinorUnits } from '../pricing/money';
import { convertFromInrMinor } from '../pricing/rate-card';
import {
  MAX_PAGE_SIZE,
  type ProductFilterData,
  type ProductFilterInput,
  ProductSort,
  productFilterSchema,
  productPageSchema,
  searchTextSchema,
  listSizeSchema,
} from './catalogue.validation';
import { type ListingCriteria, applySort, listingQuery } from './product-listing';
import { likeContains, searchTerms } from '../common/search-terms';
import { type CatalogueLoaders, type CatalogueLookups, type ProductView, productView } from './product-views';
import { VersionedCache } from '../common/versioned-cache';

export { MAX_PAGE_SIZE, ProductSort, REFERENCE_CURRENCY };
export const DEFAULT_PAGE_SIZE = 24;

/**
 * The storefront price slider's span in rupees (docs/specifications.md#storefront-9-constants: 1200-250000,
 * the full range by default).
 */
export const PRICE_FILTER_RANGE_INR = { min: 1200, max: 250000 } as const;

/** The price slider's span in one currency, whole units. */
export interface PriceFilterRange {
  currencyCode: string;
  min: number;
  max: number;
}

/** One page of a product listing with the number of all matches. */
export interface ProductPage {
  items: Product[];
  totalCount: number;
  /** The colours the page is filtered by (names resolved to ids), null without a colour filter: cards show their pictures. */
  colorIds: number[] | null;
}

export interface ProductListArgs {
  filter?: ProductFilterInput | null;
  first?: number | null;
  offset?: number | null;
  sort?: ProductSort | null;
  /**
   * The currency the shopper sees prices in (what the cards' `price` is asked in): the price sorts put the
   * products without a price in it last. Absent: the filter's currencyCode, else the account's, else INR.
   */
  currencyCode?: string | null;
}

/** The stored price of one product carat in one currency (legacy /get-product-price-by-currency). */
export interface CaratPriceQuote {
  productCaratId: number;
  productId: number;
  purity: string;
  currency: Currency;
  price: PriceBreakdown;
}

/** Parses with a zod schema; a bad query argument is a thrown INVALID_INPUT (BAD_USER_INPUT, HTTP 400). */
function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, fieldPrefix = ''): z.infer<S> {
  const result = validateInput(schema, input);
  if (!(result instanceof InputValidationError)) return result;
  // validateInput names a scalar's problem 'input'; the caller's name for it is clearer.
  const field = result.fieldErrors[0]?.field;
  const named = !fieldPrefix ? field : !field || field === 'input' ? fieldPrefix : `${fieldPrefix}.${field}`;
  throw new DomainError(DomainErrorCode.INVALID_INPUT, result.message, named);
}

/** A '+' in an unencoded query string arrives as a space: "+9198..." and " 9198..." are one phone. */
function normalisePhone(phone: string | null | undefined): string | null {
  const compact = (phone ?? '').replace(/\s+/g, '');
  if (!compact) return null;
  return /^\d{10,15}$/.test(compact) ? `+${compact}` : compact;
}

/**
 * Reads of the catalogue the storefront shows, shared by GraphQL and the legacy REST paths: categories,
 * subcategories, colours, new arrivals, the filtered/searched listing, product detail, related products
 * and the currency a request is priced in. Relations of listed products are read through DataLoaders.
 */
export class CatalogueService {
  /**
   * Reads every listing repeats although they change only with an admin's save: the small lookup
   * tables (currencies, categories, subcategories, colours) and the number of matches of each filter
   * (counting scans the whole filter: ~3 ms of MariaDB per request for a category + price filter on
   * 10,000 products). Stamped with the data version, so the next read after any write recomputes.
   */
  private readonly cache: VersionedCache;
  /** One data version per request (keyed by its loaders), so a request reads the shared store once. */
  private readonly requestVersions = new WeakMap<object, Promise<number | null>>();
  /** The pricing currency of each code per request: every product of a page asks for it. */
  private readonly requestCurrencies = new WeakMap<object, Map<string, Promise<Currency>>>();

  constructor(
    private readonly dataSource: DataSource,
    dataVersion: DataVersion,
  ) {
    this.cache = new VersionedCache(dataVersion, 1000);
  }

  /**
   * A fresh set of DataLoaders for one request that has no GraphQL context (the REST layer makes one
   * per request and passes it to every call, so rows read once are not read again). GraphQL passes
   * ctx.loaders instead. Never keep one across requests.
   */
  requestLoaders(): CatalogueLoaders {
    return { productParts: productPartsLoaders(this.dataSource) };
  }

  /** The data version this request reads at (one read of the shared store per request). */
  private requestVersion(loaders: object): Promise<number | null> {
    let version = this.requestVersions.get(loaders);
    if (!version) this.requestVersions.set(loaders, (version = this.cache.version()));
    return version;
  }

  /** A whole small table, in id order, as of the request's data version. */
  private async table<T extends { id: number }>(entity: new () => T, loaders: object): Promise<T[]> {
    const version = await this.requestVersion(loaders);
    return this.cache.get(`table:${entity.name}`, version, () =>
      this.dataSource.getRepository(entity).find({ order: { id: 'ASC' } } as never),
    );
  }

  /** Categories and subcategories by id, for product views. */
  async lookups(loaders: object): Promise<CatalogueLookups> {
    const [categories, subcategories] = await Promise.all([this.table(Category, loaders), this.table(Subcategory, loaders)]);
    return { categoriesById: new Map(categories.map((c) => [c.id, c])), subcategoriesById: new Map(subcategories.map((s) => [s.id, s])) };
  }

  // The lists below are shared by every request of one data version: callers must not change them.
  listCategories(_ctx: RequestContext, loaders: object = {}): Promise<Category[]> {
    return this.table(Category, loaders);
  }

  /** The subcategories of one category, or of every category when none is given. */
  async listSubcategories(_ctx: RequestContext, categoryId?: number | null, loaders: object = {}): Promise<Subcategory[]> {
    const all = (await this.table(Subcategory, loaders)).filter((s) => categoryId == null || s.categoryId === categoryId);
    return all.sort((a, b) => a.categoryId - b.categoryId || a.id - b.id);
  }

  listColors(_ctx: RequestContext, loaders: object = {}): Promise<Color[]> {
    return this.table(Color, loaders);
  }

  /** The category of a product (GraphQL Product.category). */
  async categoryOf(product: Product, loaders: object): Promise<Category | null> {
    return (await this.lookups(loaders)).categoriesById.get(product.categoryId) ?? null;
  }

  /** The subcategory of a product (GraphQL Product.subcategory). */
  async subcategoryOf(product: Product, loaders: object): Promise<Subcategory | null> {
    return (await this.lookups(loaders)).subcategoriesById.get(product.subcategoryId) ?? null;
  }

  /** The newest products first (the home page's NEW ARRIVAL and JEWELLERY SET rows). */
  listNewArrivals(_ctx: RequestContext, first: number): Promise<Product[]> {
    const { take } = pageWindow({ first }, { max: MAX_PAGE_SIZE });
    return this.dataSource.getRepository(Product).find({ order: { createdAt: 'DESC', id: 'DESC' }, take });
  }

  /** The filtered, searched and sorted listing, one page with the total count (GraphQL `products`). */
  async listProducts(ctx: RequestContext, args: ProductListArgs, loaders: CatalogueLoaders = this.requestLoaders()): Promise<ProductPage> {
    const page = parseOrThrow(productPageSchema, {
      first: args.first ?? DEFAULT_PAGE_SIZE,
      offset: args.offset ?? 0,
      sort: args.sort ?? ProductSort.NEWEST,
    });
    const criteria = await this.listingCriteria(ctx, args.filter ?? {}, loaders);
    const priced = page.sort === ProductSort.PRICE_ASC || page.sort === ProductSort.PRICE_DESC;
    // An unknown code is refused whatever the sort, as the cards' price field refuses it.
    const pricing =
      priced || args.currencyCode ? await this.pricingCurrency(ctx, args.currencyCode ?? args.filter?.currencyCode, loaders) : null;
    const query = listingQuery(this.dataSource, criteria);
    const version = await this.requestVersion(loaders);
    const totalCount = await this.cache.get(`count:${JSON.stringify(criteria)}`, version, () => query.clone().getCount());
    const colorIds = criteria.colorIds ?? null;
    if (page.first === 0 || totalCount <= page.offset) return { items: [], totalCount, colorIds };
    const items = await applySort(query, page.sort, pricing?.id ?? 0)
      .offset(page.offset)
      .limit(page.first)
      .getMany();
    return { items, totalCount, colorIds };
  }

  /** Products for the header's search box: names containing the text first, then other matches. */
  async searchSuggestions(_ctx: RequestContext, text: string, first: number): Promise<Product[]> {
    const take = parseOrThrow(listSizeSchema('first'), first, 'first');
    const terms = searchTerms(parseOrThrow(searchTextSchema, text, 'query'));
    if (terms.length === 0) return [];
    return listingQuery(this.dataSource, { searchTerms: terms })
      .addSelect(`CASE WHEN LOWER(p.name) LIKE :phrase ESCAPE '!' THEN 0 ELSE 1 END`, 'relevance')
      .setParameter('phrase', likeContains(terms.join(' ')))
      .orderBy('relevance', 'ASC')
      .addOrderBy('p.name', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(take)
      .getMany();
  }

  /** One product, or null for an unknown id. */
  getProduct(_ctx: RequestContext, id: number): Promise<Product | null> {
    if (!Number.isSafeInteger(id) || id < 1) return Promise.resolve(null);
    return this.dataSource.getRepository(Product).findOneBy({ id });
  }

  /**
   * "You may also like": products of the same subcategory first, then of the same category, newest
   * first within each; never the product itself. NOT_FOUND for an unknown product.
   */
  async relatedProducts(ctx: RequestContext, productId: number, first: number): Promise<Product[]> {
    const take = parseOrThrow(listSizeSchema('first'), first, 'first');
    const product = await this.getProduct(ctx, productId);
    if (!product) throw notFound('Product not found');
    return this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .where('p.categoryId = :categoryId', { categoryId: product.categoryId })
      .andWhere('p.id <> :productId', { productId: product.id })
      .addSelect('CASE WHEN p.subcategoryId = :subcategoryId THEN 0 ELSE 1 END', 'kinship')
      .setParameter('subcategoryId', product.subcategoryId)
      .orderBy('kinship', 'ASC')
      .addOrderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(take)
      .getMany();
  }

  /** The stored price of a product carat in a currency; NOT_FOUND for an unknown carat or a missing price. */
  async caratPrice(_ctx: RequestContext, productCaratId: number, currency: Currency): Promise<CaratPriceQuote> {
    const productCarat = Number.isSafeInteger(productCaratId)
      ? await this.dataSource.getRepository(ProductCarat).findOne({ where: { id: productCaratId }, relations: { carat: true } })
      : null;
    if (!productCarat) throw notFound('Product carat not found');
    const entry = await this.dataSource.getRepository(PriceEntry).findOneBy({ productCaratId, currencyId: currency.id });
    if (!entry) throw notFound(`This product carat has no ${currency.code} price`);
    return {
      productCaratId,
      productId: productCarat.productId,
      purity: purityLabel(productCarat.carat?.value ?? 0),
      currency,
      price: priceBreakdown(entry),
    };
  }

  /** The currency to show prices in: an explicit ISO code, else the signed-in account's, else INR. */
  pricingCurrency(ctx: RequestContext, currencyCode: string | null | undefined, loaders: object = {}): Promise<Currency> {
    const code = currencyCode?.trim().toUpperCase();
    const key = code || (ctx.user ? `#${ctx.user.currencyId}` : REFERENCE_CURRENCY);
    let memo = this.requestCurrencies.get(loaders);
    if (!memo) this.requestCurrencies.set(loaders, (memo = new Map<string, Promise<Currency>>()));
    let found = memo.get(key);
    if (!found) {
      found = this.table(Currency, loaders).then((currencies) => {
        const currency =
          code || !ctx.user
            ? currencies.find((c) => c.code === (code || REFERENCE_CURRENCY))
            : currencies.find((c) => c.id === ctx.user!.currencyId);
        if (!currency)
          throw new DomainError(DomainErrorCode.INVALID_INPUT, `Unknown currency ${currencyCode ?? ''}`.trim(), 'currencyCode');
        return currency;
      });
      memo.set(key, found);
    }
    return found;
  }

  /** The reference currency (INR) as of the request's data version. */
  private async referenceCurrency(loaders: object): Promise<Currency> {
    const inr = (await this.table(Currency, loaders)).find((c) => c.code === REFERENCE_CURRENCY);
    if (!inr) throw new Error('the reference currency INR is missing');
    return inr;
  }

  /**
   * The storefront price filter's range (PRICE_FILTER_RANGE_INR,
   * docs/specifications.md#storefront-9-constants) in the currency listings are priced in (see
   * pricingCurrency), rounded outward to whole units so the whole rupee range stays inside it. Runs when the
   * listing's filter panel opens and when a shopper switches currency.
   */
  async priceFilterRange(ctx: RequestContext, currencyCode: string | null | undefined, loaders: object = {}): Promise<PriceFilterRange> {
    const [currency, inr] = await Promise.all([this.pricingCurrency(ctx, currencyCode, loaders), this.referenceCurrency(loaders)]);
    const toMinor = (rupees: number) => convertFromInrMinor(toMinorUnits(rupees), currency.conversionRateToINR, inr.conversionRateToINR);
    return {
      currencyCode: currency.code,
      min: Math.floor(toMinor(PRICE_FILTER_RANGE_INR.min) / 100),
      max: Math.ceil(toMinor(PRICE_FILTER_RANGE_INR.max) / 100),
    };
  }

  /**
   * docs/decisions.md#phone-lookups: a legacy `phoneNumber` picks the account currency of the active user with
   * that phone; an unknown, placeholder, deactivated or absent phone gets INR. The answer can only tell that some
   * active account with that phone prices in another currency (the legacy contract needs that much).
   */
  async currencyForPhone(ctx: RequestContext, phone: string | null | undefined, loaders: object = {}): Promise<Currency> {
    const normalised = normalisePhone(phone);
    if (normalised) {
      const user = await this.dataSource
        .getRepository(User)
        .findOne({ where: { phone: normalised, isActive: true }, relations: { currency: true }, order: { id: 'ASC' } });
      if (user?.currency) return user.currency;
    }
    return this.pricingCurrency(ctx, REFERENCE_CURRENCY, loaders);
  }

  /**
   * Complete views (category, colours with pictures, sizes, carat prices, reviews) of many products in
   * one currency; the loaders batch every relation, so the statement count does not grow with the list.
   */
  async productViews(
    _ctx: RequestContext,
    products: Product[],
    currency: Currency,
    loaders: CatalogueLoaders = this.requestLoaders(),
  ): Promise<ProductView[]> {
    const lookups = await this.lookups(loaders);
    return Promise.all(products.map((product) => productView(loaders, lookups, product, currency)));
  }

  /**
   * Turns a filter into listing criteria.
   *
   * Price bounds: the listing filters and sorts on products.fromPriceInrMinor, the lowest total
   * (price + stone + labour) of any carat in INR, kept by pricing/totals.ts fromPriceMinor and indexed. Bounds given
   * in another currency are converted into INR with that currency's rate (the inverse of the rate
   * card's conversion), so one indexed column serves every currency and PRICE_ASC is the same order
   * everywhere. A hand-set (manual) price in another currency may differ from its converted INR price;
   * such a product is then placed by its INR price. Bounds are in `currencyCode`, else the signed-in
   * account's currency, else INR (the legacy REST layer always passes INR: its slider is 1200-250000
   * rupees).
   */
  private async listingCriteria(ctx: RequestContext, input: ProductFilterInput, loaders: CatalogueLoaders): Promise<ListingCriteria> {
    const filter: ProductFilterData = parseOrThrow(productFilterSchema, input, 'filter');
    const criteria: ListingCriteria = {
      categoryId: filter.categoryId,
      subcategoryIds: filter.subcategoryIds,
      // An empty list does not filter, as for subcategories; only unknown colour names match nothing.
      colorIds: filter.colorIds?.length ? filter.colorIds : null,
      searchTerms: searchTerms(filter.search),
    };
    if (filter.colorNames?.length) {
      const names = new Set(filter.colorNames.map((name) => name.toLowerCase()));
      const named = (await this.table(Color, loaders)).filter((c) => names.has(c.name.toLowerCase()));
      // Unknown names match nothing rather than widening the filter to every colour.
      criteria.colorIds = [...new Set([...(filter.colorIds ?? []), ...named.map((c) => c.id)])];
    }
    const hasBounds = filter.minPrice != null || filter.maxPrice != null;
    if (hasBounds || filter.currencyCode) {
      const [currency, inr] = await Promise.all([this.pricingCurrency(ctx, filter.currencyCode, loaders), this.referenceCurrency(loaders)]);
      const toInrMinor = (major: number) => convertFromInrMinor(toMinorUnits(major), inr.conversionRateToINR, currency.conversionRateToINR);
      if (filter.minPrice != null) criteria.minPriceInrMinor = toInrMinor(filter.minPrice);
      if (filter.maxPrice != null) criteria.maxPriceInrMinor = toInrMinor(filter.maxPrice);
    }
    return criteria;
  }
}
