import {
  type DataSource,
  type EntityTarget,
  type FindManyOptions,
  type FindOptionsOrder,
  type FindOptionsRelations,
  Not,
  type ObjectLiteral,
} from 'typeorm';
import { inTransaction } from '../../database/transactions';
import { isUniqueViolation } from '../../database/errors';
import { Carat } from '../../entities/carat.entity';
import { Color } from '../../entities/color.entity';
import { Currency } from '../../entities/currency.entity';
import { PriceEntry } from '../../entities/price-entry.entity';
import { Product } from '../../entities/product.entity';
import { ProductCarat } from '../../entities/product-carat.entity';
import { ProductColor } from '../../entities/product-color.entity';
import { ProductImage } from '../../entities/product-image.entity';
import { ProductVariant } from '../../entities/product-variant.entity';
import { Size } from '../../entities/size.entity';
import type { FileStorage } from '../../storage/file-storage';
import { notFound } from '../common/domain-error';
import { type FieldError, InputValidationError } from '../common/error-results';
import type { RequestContext } from '../common/request-context';
import { fieldError, validateInput } from '../common/validation';
import { repriceAutoEntries } from '../pricing/repricing';
import { requireAdmin } from '../common/ownership';
import {
  type PriceRowData,
  kept,
  normalisePriceRow,
  productCaratSchema,
  productColorSchema,
  productVariantSchema,
} from './product-admin.validation';
import { WRONG_METAL_CARAT, priceRowErrors } from './product-references';
import { type PartListArgs, page } from './product-part-pages';
import { removeUnreferencedImages, replaceImageUrls, saveAtEnd, writeEntries } from './product-write';

export { DEFAULT_PART_PAGE_SIZE, MAX_PART_PAGE_SIZE, type PartListArgs } from './product-part-pages';

const invalid = (errors: FieldError[]) => new InputValidationError(errors);
const withPrices = (input: unknown): unknown => {
  const r = input as Record<string, unknown> | null;
  return r && typeof r === 'object' && Array.isArray(r.prices) ? { ...r, prices: r.prices.map(normalisePriceRow) } : input;
};

/**
 * The product colour, product carat and product variant pages of the back-office
 * (docs/specifications.md#back-office-2-screens, docs/specifications.md#back-office-5-validation):
 * each row on its own, checked against its product (a colour or carat of a variant must be the
 * product's; a carat must be of the product's metal). Runs for the admin GraphQL operations and
 * the legacy /product-colors, /product-carats and /product-variants paths.
 */
export class ProductPartsAdmin {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

  /** One page (`args`) of a part's rows for its back-office table, with `relations`, in `order`. */
  private listPart<T extends ObjectLiteral>(
    ctx: RequestContext,
    entity: EntityTarget<T>,
    args: PartListArgs,
    relations: FindOptionsRelations<T>,
    order: FindOptionsOrder<T>,
  ): Promise<T[]> {
    requireAdmin(ctx);
    return this.dataSource.getRepository(entity).find({ ...page(args), relations, order } as FindManyOptions<T>);
  }

  // --- product colours (image URLs per the "URL type" of docs/specifications.md#back-office-5-validation) ---

  listColors(ctx: RequestContext, args: PartListArgs = {}): Promise<ProductColor[]> {
    return this.listPart(ctx, ProductColor, args, { color: true }, { productId: 'ASC', position: 'ASC', id: 'ASC' });
  }

  async createColor(ctx: RequestContext, input: unknown): Promise<ProductColor | InputValidationError> {
    requireAdmin(ctx);
    const data = validateInput(productColorSchema, input);
    if (data instanceof InputValidationError) return data;
    const errors = await this.colourErrors(data.productId, data.colorId, null);
    if (errors.length) return invalid(errors);
    const id = await this.uniquely('colorId', 'This product already has this colour', () =>
      inTransaction(this.dataSource, async (m) => {
        const row = await saveAtEnd(m, ProductColor, 'product_colors', { productId: data.productId, colorId: data.colorId });
        await replaceImageUrls(m, row.id, data.imageUrls);
        return row.id;
      }),
    );
    return typeof id === 'number' ? this.colorById(id) : id;
  }

  /** Changes the colour and the pictures (the URLs replace the old list); a colour stays with its product. */
  async updateColor(ctx: RequestContext, id: number, input: unknown): Promise<ProductColor | InputValidationError> {
    requireAdmin(ctx);
    const row = await this.findOr404(ProductColor, id, 'Product colour not found');
    const data = validateInput(productColorSchema, input);
    if (data instanceof InputValidationError) return data;
    if (data.productId !== row.productId) return invalid([fieldError('productId', 'A product colour cannot move to another product')]);
    const errors = await this.colourErrors(data.productId, data.colorId, row.id);
    if (errors.length) return invalid(errors);
    const removed = await this.uniquely('colorId', 'This product already has this colour', () =>
      inTransaction(this.dataSource, async (m) => {
        if (data.colorId !== row.colorId) await m.update(ProductColor, { id: row.id }, { colorId: data.colorId });
        return replaceImageUrls(m, row.id, data.imageUrls);
      }),
    );
    if (removed instanceof InputValidationError) return removed;
    await removeUnreferencedImages(this.dataSource, this.storage, removed);
    return this.colorById(row.id);
  }

  /** Deletes a product colour with its pictures (files too) and the variants that use it. */
  async deleteColor(ctx: RequestContext, id: number): Promise<ProductColor> {
    requireAdmin(ctx);
    const row = await this.colorById(id);
    const images = await this.dataSource.getRepository(ProductImage).find({ where: { productColorId: row.id } });
    await inTransaction(this.dataSource, (m) => m.delete(ProductColor, { id: row.id }));
    await removeUnreferencedImages(
      this.dataSource,
      this.storage,
      images.map((img) => img.url),
    );
    return row;
  }

  // --- product carats (creating one creates its price entries; the rate card prices the auto ones) ---

  listCarats(ctx: RequestContext, args: PartListArgs = {}): Promise<ProductCarat[]> {
    return this.listPart(ctx, ProductCarat, args, { carat: true }, { productId: 'ASC', position: 'ASC', id: 'ASC' });
  }

  /**
   * Offers a product in one more carat, with a price entry in every currency: rows sent follow the
   * product form's rules (manual kept, auto priced), currencies without a row get an auto entry.
   */
  async createCarat(ctx: RequestContext, input: unknown): Promise<ProductCarat | InputValidationError> {
    requireAdmin(ctx);
    const data = validateInput(productCaratSchema, withPrices(input));
    if (data instanceof InputValidationError) return data;
    const { errors, currencies } = await this.caratErrors(data.productId, data.caratId, data.prices, null);
    if (errors.length) return invalid(errors);
    const id = await this.uniquely('caratId', 'This product already has this carat', () =>
      inTransaction(this.dataSource, async (m) => {
        const row = await saveAtEnd(m, ProductCarat, 'product_carats', { productId: data.productId, caratId: data.caratId });
        await writeEntries(m, row.id, currencies, kept(data.prices) ?? [], []);
        await repriceAutoEntries(m, { productIds: [data.productId] });
        return row.id;
      }),
    );
    return typeof id === 'number' ? this.caratById(id) : id;
  }

  /** Changes the carat (same product, same metal) and, when prices are sent, its price entries; re-prices the auto ones. */
  async updateCarat(ctx: RequestContext, id: number, input: unknown): Promise<ProductCarat | InputValidationError> {
    requireAdmin(ctx);
    const row = await this.findOr404(ProductCarat, id, 'Product carat not found');
    const data = validateInput(productCaratSchema, withPrices(input));
    if (data instanceof InputValidationError) return data;
    if (data.productId !== row.productId) return invalid([fieldError('productId', 'A product carat cannot move to another product')]);
    const { errors, currencies } = await this.caratErrors(data.productId, data.caratId, data.prices, row.id);
    if (errors.length) return invalid(errors);
    const done = await this.uniquely('caratId', 'This product already has this carat', () =>
      inTransaction(this.dataSource, async (m) => {
        if (data.caratId !== row.caratId) await m.update(ProductCarat, { id: row.id }, { caratId: data.caratId });
        if (data.prices !== undefined)
          await writeEntries(
            m,
            row.id,
            currencies,
            kept(data.prices) ?? [],
            await m.find(PriceEntry, { where: { productCaratId: row.id } }),
          );
        await repriceAutoEntries(m, { productIds: [row.productId] });
        return row.id;
      }),
    );
    return typeof done === 'number' ? this.caratById(row.id) : done;
  }

  /** Deletes a product carat with its prices, variants and the cart lines of that purity; refreshes the from-price. */
  async deleteCarat(ctx: RequestContext, id: number): Promise<ProductCarat> {
    requireAdmin(ctx);
    const row = await this.caratById(id);
    await inTransaction(this.dataSource, async (m) => {
      await m.delete(ProductCarat, { id: row.id });
      await repriceAutoEntries(m, { productIds: [row.productId] });
    });
    return row;
  }

  // --- product variants (size x product colour x product carat of one product) ---

  listVariants(ctx: RequestContext, args: PartListArgs = {}): Promise<ProductVariant[]> {
    return this.listPart(ctx, ProductVariant, args, VARIANT_RELATIONS, { productId: 'ASC', id: 'ASC' });
  }

  async createVariant(ctx: RequestContext, input: unknown): Promise<ProductVariant | InputValidationError> {
    requireAdmin(ctx);
    const data = validateInput(productVariantSchema, input);
    if (data instanceof InputValidationError) return data;
    const errors = await this.variantErrors(data, null);
    if (errors.length) return invalid(errors);
    const saved = await this.uniquely('sizeId', 'This variant already exists', () =>
      inTransaction(this.dataSource, (m) => m.save(m.create(ProductVariant, { ...data, stock: data.stock ?? null }))),
    );
    return saved instanceof InputValidationError ? saved : this.variantById(saved.id);
  }

  async updateVariant(ctx: RequestContext, id: number, input: unknown): Promise<ProductVariant | InputValidationError> {
    requireAdmin(ctx);
    const row = await this.findOr404(ProductVariant, id, 'Product variant not found');
    const data = validateInput(productVariantSchema, input);
    if (data instanceof InputValidationError) return data;
    const errors = await this.variantErrors(data, row.id);
    if (errors.length) return invalid(errors);
    // Stock is set, not adjusted: the count the admin typed replaces what orders left (docs/decisions.md#stock).
    const { stock, ...ids } = data;
    const saved = await this.uniquely('sizeId', 'This variant already exists', () =>
      inTransaction(this.dataSource, (m) => m.update(ProductVariant, { id: row.id }, stock === undefined ? ids : { ...ids, stock })),
    );
    return saved instanceof InputValidationError ? saved : this.variantById(row.id);
  }

  async deleteVariant(ctx: RequestContext, id: number): Promise<ProductVariant> {
    requireAdmin(ctx);
    const row = await this.variantById(id);
    await inTransaction(this.dataSource, (m) => m.delete(ProductVariant, { id: row.id }));
    return row;
  }

  // --- lookup lists of the three pages (GET /products, /colors, /carats, /sizes: docs/legacy-rest.md#back-office-product-parts) ---

  lookupProducts(ctx: RequestContext): Promise<Pick<Product, 'id' | 'name' | 'metalTypeId'>[]> {
    requireAdmin(ctx);
    return this.dataSource
      .getRepository(Product)
      .find({ select: { id: true, name: true, metalTypeId: true }, order: { name: 'ASC', id: 'ASC' } });
  }

  lookupColors(ctx: RequestContext): Promise<Color[]> {
    requireAdmin(ctx);
    return this.dataSource.getRepository(Color).find({ order: { id: 'ASC' } });
  }

  /** Every carat, or those of one metal type. */
  lookupCarats(ctx: RequestContext, metalTypeId?: number | null): Promise<Carat[]> {
    requireAdmin(ctx);
    return this.dataSource
      .getRepository(Carat)
      .find({ where: metalTypeId ? { metalTypeId } : {}, order: { metalTypeId: 'ASC', value: 'ASC', id: 'ASC' } });
  }

  lookupSizes(ctx: RequestContext): Promise<Size[]> {
    requireAdmin(ctx);
    return this.dataSource.getRepository(Size).find({ order: { id: 'ASC' } });
  }

  // --- helpers ---

  async colorById(id: number): Promise<ProductColor> {
    const row = await this.dataSource.getRepository(ProductColor).findOne({ where: { id: safeId(id) }, relations: { color: true } });
    if (!row) throw notFound('Product colour not found');
    return row;
  }

  async caratById(id: number): Promise<ProductCarat> {
    const row = await this.dataSource.getRepository(ProductCarat).findOne({ where: { id: safeId(id) }, relations: { carat: true } });
    if (!row) throw notFound('Product carat not found');
    return row;
  }

  async variantById(id: number): Promise<ProductVariant> {
    const row = await this.dataSource.getRepository(ProductVariant).findOne({ where: { id: safeId(id) }, relations: VARIANT_RELATIONS });
    if (!row) throw notFound('Product variant not found');
    return row;
  }

  private async findOr404<T extends ProductColor | ProductCarat | ProductVariant>(
    entity: new () => T,
    id: number,
    message: string,
  ): Promise<T> {
    const row = await this.dataSource.getRepository<T>(entity).findOneBy({ id: safeId(id) } as never);
    if (!row) throw notFound(message);
    return row;
  }

  /** Runs a write; a UNIQUE violation (two admins adding the same option at once) is the duplicate's validation error. */
  private async uniquely<T>(field: string, message: string, write: () => Promise<T>): Promise<T | InputValidationError> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) return invalid([fieldError(field, message)]);
      throw error;
    }
  }

  private async colourErrors(productId: number, colorId: number, selfId: number | null): Promise<FieldError[]> {
    const [product, color, duplicate] = await Promise.all([
      this.dataSource.getRepository(Product).existsBy({ id: productId }),
      this.dataSource.getRepository(Color).existsBy({ id: colorId }),
      this.dataSource.getRepository(ProductColor).existsBy({ productId, colorId, ...(selfId ? { id: Not(selfId) } : {}) }),
    ]);
    const errors: FieldError[] = [];
    if (!product) errors.push(fieldError('productId', 'Product not found'));
    if (!color) errors.push(fieldError('colorId', 'Colour not found'));
    else if (duplicate) errors.push(fieldError('colorId', 'This product already has this colour'));
    return errors;
  }

  private async caratErrors(productId: number, caratId: number, prices: (PriceRowData | null)[] | undefined, selfId: number | null) {
    const [product, carat, duplicate, currencies] = await Promise.all([
      this.dataSource.getRepository(Product).findOneBy({ id: productId }),
      this.dataSource.getRepository(Carat).findOneBy({ id: caratId }),
      this.dataSource.getRepository(ProductCarat).existsBy({ productId, caratId, ...(selfId ? { id: Not(selfId) } : {}) }),
      this.dataSource.getRepository(Currency).find({ order: { id: 'ASC' } }),
    ]);
    const errors: FieldError[] = [];
    if (!product) errors.push(fieldError('productId', 'Product not found'));
    if (!carat) errors.push(fieldError('caratId', 'Carat not found'));
    else if (product && carat.metalTypeId !== product.metalTypeId) errors.push(fieldError('caratId', WRONG_METAL_CARAT));
    else if (duplicate) errors.push(fieldError('caratId', 'This product already has this carat'));
    errors.push(...priceRowErrors(prices ?? [], currencies, 'prices'));
    return { errors, currencies };
  }

  private async variantErrors(
    {
      stock: _stock,
      ...data
    }: { productId: number; sizeId: number; productColorId: number; productCaratId: number; stock?: number | null },
    selfId: number | null,
  ): Promise<FieldError[]> {
    const [product, size, colour, carat, duplicate] = await Promise.all([
      this.dataSource.getRepository(Product).existsBy({ id: data.productId }),
      this.dataSource.getRepository(Size).existsBy({ id: data.sizeId }),
      this.dataSource.getRepository(ProductColor).findOneBy({ id: data.productColorId }),
      this.dataSource.getRepository(ProductCarat).findOneBy({ id: data.productCaratId }),
      this.dataSource.getRepository(ProductVariant).existsBy({ ...data, ...(selfId ? { id: Not(selfId) } : {}) }),
    ]);
    const errors: FieldError[] = [];
    if (!product) errors.push(fieldError('productId', 'Product not found'));
    if (!size) errors.push(fieldError('sizeId', 'Size not found'));
    if (!colour || colour.productId !== data.productId)
      errors.push(fieldError('productColorId', "This colour is not one of the product's colours"));
    if (!carat || carat.productId !== data.productId)
      errors.push(fieldError('productCaratId', "This carat is not one of the product's carats"));
    if (errors.length === 0 && duplicate) errors.push(fieldError('sizeId', 'This variant already exists'));
    return errors;
  }
}

const VARIANT_RELATIONS = { product: true, size: true, productColor: { color: true }, productCarat: { carat: true } } as const;

/** An id that cannot match (0) unless it is a positive safe integer. */
const safeId = (id: number): number => (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0);
