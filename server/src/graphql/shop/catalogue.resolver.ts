import { Arg, Ctx, Float, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { type CatalogueService, DEFAULT_PAGE_SIZE, ProductSort } from '../../domain/catalogue/catalogue.service';
import {
  type CaratPriceView,
  averageRating,
  caratPrices,
  colorOptions,
  cardImages,
  hoverImageOf,
  isSoldOut,
  listingCarat,
  purities,
  sizeOptions,
} from '../../domain/catalogue/product-views';
import type { PriceBreakdown } from '../../domain/pricing/carat-price';
import type { InventoryService } from '../../domain/inventory/inventory.service';
import { Category } from '../../entities/category.entity';
import { Color } from '../../entities/color.entity';
import { Product } from '../../entities/product.entity';
import { Subcategory } from '../../entities/subcategory.entity';
import { CertificateType, HallmarkType, VariantCertificationType } from '../common/certificate.types';
import { CaratPrice, toMoney } from '../common/money.types';
import type { GraphQLContext } from '../context';
import { ProductColorOption, ProductFilter, ProductList, ProductReview, ProductSizeOption } from './catalogue.types';
import { VariantAvailability } from './stock.types';

const CURRENCY_ARG = {
  nullable: true,
  description: 'ISO code of the currency to price in; default: the signed-in account currency, else INR.',
} as const;

const SHORT_LIST_SIZE = 8;
/** The listing passes its colour filter, so a card shows the picture of a colour the shopper asked for. */
const COLOR_IDS_ARG =
  'Colour ids (a listing passes its colour filter): the pictures of the first of these colours the product offers; without one, of its first colour.';

const toCaratPrice = (carat: CaratPriceView, price: PriceBreakdown, currencyCode: string): CaratPrice =>
  Object.assign(new CaratPrice(), {
    productCaratId: carat.productCaratId,
    purity: carat.purity,
    price: toMoney(price.priceMinor, currencyCode),
    stoneCharge: toMoney(price.stoneChargeMinor, currencyCode),
    labourCharge: toMoney(price.labourChargeMinor, currencyCode),
    total: toMoney(price.totalMinor, currencyCode),
  });

/**
 * The storefront catalogue: listings, product detail and the lookup lists of the filter panel. Every
 * Product field that crosses a relation reads through the request's DataLoaders.
 */
@Resolver(() => Product)
export class CatalogueResolver {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly inventory: InventoryService,
  ) {}

  @Query(() => [Category], { description: 'Every category, for navigation and the home page grid.' })
  categories(@Ctx() ctx: GraphQLContext): Promise<Category[]> {
    return this.catalogue.listCategories(ctx, ctx.loaders);
  }

  @Query(() => [Subcategory], {
    description: 'The subcategories of a category (the filter panel), or of every category when categoryId is absent.',
  })
  subcategories(
    @Arg('categoryId', () => Int, { nullable: true, description: 'The category; absent for all subcategories.' })
    categoryId: number | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Subcategory[]> {
    return this.catalogue.listSubcategories(ctx, categoryId, ctx.loaders);
  }

  @Query(() => [Color], { name: 'colors', description: 'Every metal colour products are offered in (the filter panel).' })
  allColors(@Ctx() ctx: GraphQLContext): Promise<Color[]> {
    return this.catalogue.listColors(ctx, ctx.loaders);
  }

  @Query(() => [Product], { description: 'The newest products, newest first.' })
  newArrivals(
    @Arg('first', () => Int, { defaultValue: 12, description: 'How many (1-100).' }) first: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Product[]> {
    return this.catalogue.listNewArrivals(ctx, first);
  }

  @Query(() => ProductList, {
    description:
      'The product listing: filtered, searched, sorted and paginated, with the total number of matches. Bad bounds (negative, min > max) or an unknown currency are BAD_USER_INPUT.',
  })
  products(
    @Arg('filter', () => ProductFilter, { nullable: true, description: 'Which products; absent for all.' })
    filter: ProductFilter | null | undefined,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 0-100 (0 answers only totalCount).' })
    first: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many matches to skip.' }) offset: number,
    @Arg('sort', () => ProductSort, { defaultValue: ProductSort.NEWEST, description: 'The order.' }) sort: ProductSort,
    @Ctx() ctx: GraphQLContext,
    @Arg('currencyCode', () => String, {
      nullable: true,
      description:
        "ISO code of the currency the shopper sees prices in (pass the cards' price currencyCode): PRICE_ASC and PRICE_DESC put the products without a price in it last. Default: filter.currencyCode, else the signed-in account currency, else INR.",
    })
    currencyCode?: string | null,
  ): Promise<ProductList> {
    return this.catalogue
      .listProducts(ctx, { filter: filter ? { ...filter } : null, first, offset, sort, currencyCode }, ctx.loaders)
      .then((page) => Object.assign(new ProductList(), { items: page.items, totalCount: page.totalCount }));
  }

  @Query(() => Product, { nullable: true, description: 'One product with its detail fields; null when the id is unknown.' })
  product(@Arg('id', () => Int, { description: 'Product id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<Product | null> {
    return this.catalogue.getProduct(ctx, id);
  }

  @Query(() => [Product], {
    description:
      '"You may also like": the same subcategory first, then the same category; never the product itself. NOT_FOUND for an unknown product.',
  })
  relatedProducts(
    @Arg('productId', () => Int, { description: 'The product being viewed.' }) productId: number,
    @Arg('first', () => Int, { defaultValue: SHORT_LIST_SIZE, description: 'How many (1-100).' }) first: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Product[]> {
    return this.catalogue.relatedProducts(ctx, productId, first);
  }

  @Query(() => [Product], {
    description: 'Products for the header search box: names containing the text first. An empty list for blank text.',
  })
  searchSuggestions(
    @Arg('query', () => String, {
      description: 'What the shopper typed; every word must match the name, description, category or subcategory.',
    })
    query: string,
    @Arg('first', () => Int, { defaultValue: SHORT_LIST_SIZE, description: 'How many (1-100).' }) first: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Product[]> {
    return this.catalogue.searchSuggestions(ctx, query, first);
  }

  @FieldResolver(() => Category, { nullable: true, description: 'The category the product is listed in.' })
  category(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<Category | null> {
    return this.catalogue.categoryOf(product, ctx.loaders);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The category name (shortcut for category { name }).' })
  async categoryName(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return (await this.catalogue.categoryOf(product, ctx.loaders))?.name ?? null;
  }

  @FieldResolver(() => Subcategory, { nullable: true, description: 'The subcategory (style) the product is listed in.' })
  subcategory(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<Subcategory | null> {
    return this.catalogue.subcategoryOf(product, ctx.loaders);
  }

  @FieldResolver(() => [String], {
    description:
      'Pictures of the first colour (with colorIds: of the first of those colours the product has), paths relative to the API base.',
  })
  images(
    @Root() product: Product,
    @Ctx() ctx: GraphQLContext,
    @Arg('colorIds', () => [Int], { nullable: true, description: COLOR_IDS_ARG }) colorIds?: number[] | null,
  ): Promise<string[]> {
    return cardImages(ctx.loaders, product.id, colorIds);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The main picture (of the colour colorIds picks, see images).' })
  async image(
    @Root() product: Product,
    @Ctx() ctx: GraphQLContext,
    @Arg('colorIds', () => [Int], { nullable: true, description: COLOR_IDS_ARG }) colorIds?: number[] | null,
  ): Promise<string | null> {
    return (await this.images(product, ctx, colorIds))[0] ?? null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The picture shown on hover (the second one, else the main one, of the colour colorIds picks).',
  })
  async hoverImage(
    @Root() product: Product,
    @Ctx() ctx: GraphQLContext,
    @Arg('colorIds', () => [Int], { nullable: true, description: COLOR_IDS_ARG }) colorIds?: number[] | null,
  ): Promise<string | null> {
    return hoverImageOf(await this.images(product, ctx, colorIds));
  }

  @FieldResolver(() => [ProductColorOption], {
    name: 'colors',
    description: 'The colours the product is offered in, in offer order, each with its pictures.',
  })
  async colorOptions(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<ProductColorOption[]> {
    return (await colorOptions(ctx.loaders, product.id)).map(ProductColorOption.from);
  }

  @FieldResolver(() => [ProductSizeOption], {
    description: 'The sizes the product is offered in, in offer order (empty for one-size pieces).',
  })
  async sizes(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<ProductSizeOption[]> {
    return (await sizeOptions(ctx.loaders, product.id)).map(ProductSizeOption.from);
  }

  @FieldResolver(() => [VariantAvailability], {
    description:
      'The stock of every tracked purity x colour x size of the product (docs/decisions.md#stock); a combination not listed is in stock.',
  })
  async variantStock(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<VariantAvailability[]> {
    const [variants, sizes] = await Promise.all([
      ctx.loaders.variantsByProductId.load(product.id),
      ctx.loaders.productParts.sizesByProductId.load(product.id),
    ]);
    const productSizeOf = new Map(sizes.map((size) => [size.sizeId, size.productSizeId]));
    return variants.flatMap((variant) => {
      const productSizeId = productSizeOf.get(variant.sizeId);
      if (variant.stock === null || productSizeId === undefined) return [];
      return [
        Object.assign(new VariantAvailability(), {
          ...this.inventory.availability(variant.stock),
          productCaratId: variant.productCaratId,
          productColorId: variant.productColorId,
          productSizeId,
        }),
      ];
    });
  }

  @FieldResolver(() => Boolean, {
    description:
      'Not for sale: the shop marked it out of stock (outOfStock), or every purity x colour x size of it is tracked and sold out.',
  })
  soldOut(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<boolean> | boolean {
    return isSoldOut(ctx.loaders, product);
  }

  @FieldResolver(() => [String], { description: 'Purity labels in offer order, e.g. ["14K", "18K"].' })
  purities(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<string[]> {
    return purities(ctx.loaders, product.id);
  }

  @FieldResolver(() => [ProductReview], { description: "Shoppers' reviews, newest first." })
  async reviews(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<ProductReview[]> {
    return (await ctx.loaders.productParts.reviewsByProductId.load(product.id)).map(ProductReview.from);
  }

  @FieldResolver(() => Float, { nullable: true, description: 'Mean rating (1-5) to one decimal; null without reviews.' })
  async averageRating(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<number | null> {
    return averageRating(await ctx.loaders.productParts.reviewsByProductId.load(product.id));
  }

  @FieldResolver(() => CertificateType, {
    nullable: true,
    description: 'The diamond certificate of the product (a variant may differ: see variantCertifications); null without one.',
  })
  async certificate(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<CertificateType | null> {
    return CertificateType.from((await ctx.loaders.certificationsByProductId.load(product.id)).product?.certificate ?? null);
  }

  @FieldResolver(() => HallmarkType, {
    nullable: true,
    description: 'The BIS hallmark of the product (a variant may differ: see variantCertifications); null without one.',
  })
  async hallmark(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<HallmarkType | null> {
    return HallmarkType.from((await ctx.loaders.certificationsByProductId.load(product.id)).product?.hallmark ?? null);
  }

  @FieldResolver(() => [VariantCertificationType], {
    description: "The variants whose certificate or hallmark differs from the product's (empty when none does).",
  })
  async variantCertifications(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<VariantCertificationType[]> {
    return (await ctx.loaders.certificationsByProductId.load(product.id)).variants.map(VariantCertificationType.from);
  }

  @FieldResolver(() => [CaratPrice], {
    description: 'The price of every purity in one currency (purities without a price in it are left out).',
  })
  async prices(
    @Root() product: Product,
    @Ctx() ctx: GraphQLContext,
    @Arg('currencyCode', () => String, CURRENCY_ARG) currencyCode?: string | null,
  ): Promise<CaratPrice[]> {
    const currency = await this.catalogue.pricingCurrency(ctx, currencyCode, ctx.loaders);
    return (await caratPrices(ctx.loaders, product.id, currency)).flatMap((carat) =>
      carat.price ? [toCaratPrice(carat, carat.price, currency.code)] : [],
    );
  }

  @FieldResolver(() => CaratPrice, {
    nullable: true,
    description: 'The price of the first purity (what listings show); null when it has no price in that currency.',
  })
  async price(
    @Root() product: Product,
    @Ctx() ctx: GraphQLContext,
    @Arg('currencyCode', () => String, CURRENCY_ARG) currencyCode?: string | null,
  ): Promise<CaratPrice | null> {
    const currency = await this.catalogue.pricingCurrency(ctx, currencyCode, ctx.loaders);
    const carat = listingCarat(await caratPrices(ctx.loaders, product.id, currency));
    return carat?.price ? toCaratPrice(carat, carat.price, currency.code) : null;
  }
}
