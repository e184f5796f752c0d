import { type DataSource, type EntityManager, In } from 'typeorm';
import { lockRowIfExists } from '../../database/locks';
import { inTransaction } from '../../database/transactions';
import { createLoaders } from '../../database/loaders';
import { Product } from '../../entities/product.entity';
import { ProductColor } from '../../entities/product-color.entity';
import { ProductImage } from '../../entities/product-image.entity';
import type { FileStorage } from '../../storage/file-storage';
import { DomainError, DomainErrorCode, notFound } from '../common/domain-error';
import { type AlreadyExistsError, type FieldError, InputValidationError, type StaleVersionError } from '../common/error-results';
import { claimVersionOrRollBack, staleOr } from '../common/record-version';
import type { RequestContext } from '../common/request-context';
import { fieldError, validateInput } from '../common/validation';
import { repriceAutoEntries } from '../pricing/repricing';
import { requireAdmin } from '../common/ownership';
import { type CheckedImage, checkImage, withStoredImages } from '../uploads/images';
import { type ProductData, dropIncompleteRows, isBlank, kept, productSchema } from './product-admin.validation';
import { type AdminProductView, type ProductAdminLoaders, type ProductPart, PRODUCT_PARTS, adminProductView } from './product-admin.views';
import { type AdminProductListArgs, type AdminProductPage, productPage } from './product-admin-list';
import { ProductPartsAdmin } from './product-parts';
import { ProductStockAdmin } from './product-stock';
import { productReferences } from './product-references';
import { duplicateNameWarning } from './product-names';
import { type ColourWrite, PRODUCT_IMAGE_FOLDER, removeUnreferencedImages, syncCarats, syncColours, syncSizes } from './product-write';

export { AdminProductSort, DEFAULT_ADMIN_PAGE_SIZE, type AdminProductListArgs, type AdminProductPage } from './product-admin-list';

/** A colour row of the product form as the transports hand it over: new images already read into memory. */
export interface ProductColourInput {
  colorId?: unknown;
  images?: Buffer[];
  keepImageUrls?: string[] | null;
}

/**
 * The product form (docs/specifications.md#back-office-5-validation), transport-neutral: GraphQL ProductInput
 * and the legacy multipart of POST /create-product both become this. Values are checked by the service, so
 * anything may arrive.
 */
export interface ProductInputData {
  name?: unknown;
  description?: unknown;
  weightInGrams?: unknown;
  metalTypeId?: unknown;
  subcategoryId?: unknown;
  returnPolicy?: unknown;
  outOfStock?: unknown;
  /** Absent on update: the colours stay as they are; a list replaces them. */
  /** ProductColourInput[] once validated. */
  colors?: unknown;
  /** Rows of { caratId, prices: [{ currencyId, price, stoneCharge, labourCharge, manual }] }; absent on update: unchanged. */
  carats?: unknown;
  /** Absent on update: unchanged. */
  sizeIds?: unknown;
  /**
   * On update: the version the form was loaded with; a save from an older one is a StaleVersionError and
   * writes nothing. Absent (legacy REST without `version`): last write wins.
   */
  expectedVersion?: unknown;
  /**
   * true: save even when another product has this name. Otherwise such a save answers AlreadyExistsError
   * on `name` and writes nothing (product-names.ts); the legacy REST form always sends true.
   */
  confirmDuplicateName?: boolean | null;
}

/**
 * Back-office products: a product with its colours (and uploaded images), carats (with a price entry
 * per currency, manual or rate-card) and sizes, written in one transaction together with its images;
 * plus the CRUD of product colours, carats and variants (`parts`). Runs for the admin GraphQL
 * operations and the legacy REST paths (docs/legacy-rest.md#back-office-products).
 */
export class ProductAdminService {
  /**
   * Product colours, carats and variants one at a time (the three back-office pages of
   * docs/specifications.md#back-office-2-screens).
   */
  readonly parts: ProductPartsAdmin;
  /** The product form's stock grid (docs/decisions.md#stock). */
  readonly stock: ProductStockAdmin;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {
    this.parts = new ProductPartsAdmin(dataSource, storage);
    this.stock = new ProductStockAdmin(dataSource);
  }

  /** Fresh loaders for a REST request (GraphQL passes ctx.loaders). */
  requestLoaders(): ProductAdminLoaders {
    return createLoaders(this.dataSource);
  }

  /** The products table: newest first or sorted by any of its columns, searched by name, one page with the number of all matches. */
  listProducts(ctx: RequestContext, args: AdminProductListArgs): Promise<AdminProductPage> {
    requireAdmin(ctx);
    return productPage(this.dataSource, args);
  }

  /** One product for the edit form, or null for an unknown id. */
  getProduct(ctx: RequestContext, id: number): Promise<Product | null> {
    requireAdmin(ctx);
    if (!Number.isSafeInteger(id) || id < 1) return Promise.resolve(null);
    return this.dataSource.getRepository(Product).findOneBy({ id });
  }

  /** Views of many products with the parts asked for (all by default), read through `loaders` in batches. */
  productViews(
    ctx: RequestContext,
    products: Product[],
    parts: Iterable<ProductPart> = PRODUCT_PARTS,
    loaders = this.requestLoaders(),
  ): Promise<AdminProductView[]> {
    requireAdmin(ctx);
    const wanted = new Set(parts);
    return Promise.all(products.map((product) => adminProductView(loaders, product, wanted)));
  }

  /**
   * Creates a product with its colours (uploaded images), carats (price entries: manual rows kept,
   * auto rows and missing currencies priced by the rate card) and sizes, in one transaction with the
   * images: a refused image or any failure leaves neither a file nor a row.
   */
  async createProduct(ctx: RequestContext, input: ProductInputData): Promise<Product | InputValidationError | AlreadyExistsError> {
    requireAdmin(ctx);
    const data = this.parseProduct(input);
    if (data instanceof InputValidationError) return data;
    const refs = await productReferences(this.dataSource.manager, data);
    if (refs.errors.length) return new InputValidationError(refs.errors);
    const colours = kept(data.colors) ?? [];
    const checked = await checkColourImages(data.colors);
    if (checked instanceof InputValidationError) return checked;
    // Last: a warning to confirm comes after every refusal, so the admin confirms a save that can go through.
    const duplicate = input.confirmDuplicateName === true ? null : await duplicateNameWarning(this.dataSource.manager, data.name, null);
    if (duplicate) return duplicate;
    const { images, pathsOf } = checked;

    const productId = await withStoredImages(this.storage, PRODUCT_IMAGE_FOLDER, images, (paths) =>
      inTransaction(this.dataSource, async (m) => {
        const product = await m.save(
          m.create(Product, {
            name: data.name,
            description: data.description,
            returnPolicy: data.returnPolicy ?? null,
            weightInGrams: data.weightInGrams,
            metalTypeId: data.metalTypeId,
            subcategoryId: data.subcategoryId,
            categoryId: refs.subcategory!.categoryId,
            outOfStock: data.outOfStock ?? false,
            fromPriceInrMinor: null,
          }),
        );
        await syncColours(
          m,
          product.id,
          colours.map((c, i): ColourWrite => ({ colorId: c.colorId, keepImageUrls: null, newImagePaths: pathsOf(paths, i) })),
        );
        await syncCarats(m, product.id, caratWrites(data), refs.currencies);
        await syncSizes(m, product.id, kept(data.sizeIds) ?? []);
        await repriceAutoEntries(m, { productIds: [product.id] });
        return product.id;
      }),
    );
    return this.dataSource.getRepository(Product).findOneByOrFail({ id: productId });
  }

  /**
   * Saves the product form over product `id`: the fields, and the colours, carats and sizes AS SENT
   * (a list replaces; an absent list leaves them). Unchanged options keep their ids (carts and wishlists
   * survive); removed ones are deleted, and their pictures' files after the commit. Every auto price
   * entry of the product is re-priced in the same transaction (weight, metal or carats may have changed).
   * Changing the metal type without sending carats clears the carats
   * (docs/specifications.md#back-office-4-states: the selections reset).
   * A save made from an older version than the stored one (`expectedVersion`) answers StaleVersionError and
   * writes nothing, child rows and pictures included (docs/decisions.md#no-lost-updates).
   */
  async updateProduct(
    ctx: RequestContext,
    id: number,
    input: ProductInputData,
  ): Promise<Product | InputValidationError | StaleVersionError | AlreadyExistsError> {
    requireAdmin(ctx);
    const current = await this.getProduct(ctx, id);
    if (!current) throw notFound('Product not found');
    const data = this.parseProduct(input);
    if (data instanceof InputValidationError) return data;
    const refs = await productReferences(this.dataSource.manager, data);
    const errors = [...refs.errors, ...(await this.keepImageErrors(current.id, data))];
    if (errors.length) return new InputValidationError(errors);
    const colours = kept(data.colors);
    const carats =
      data.carats === undefined && data.metalTypeId !== current.metalTypeId
        ? []
        : data.carats === undefined
          ? undefined
          : caratWrites(data);
    const checked = await checkColourImages(data.colors);
    if (checked instanceof InputValidationError) return checked;
    const duplicate = input.confirmDuplicateName === true ? null : await duplicateNameWarning(this.dataSource.manager, data.name, current);
    if (duplicate) return duplicate;
    const { images, pathsOf } = checked;

    const removedUrls = await staleOr(() =>
      withStoredImages(this.storage, PRODUCT_IMAGE_FOLDER, images, (paths) =>
        inTransaction(this.dataSource, async (m) => {
          // The claim also locks the product's row: a concurrent edit or delete waits for this transaction.
          await claimVersionOrRollBack(m, Product, current.id, data.expectedVersion, 'Product not found');
          await m.update(
            Product,
            { id: current.id },
            {
              name: data.name,
              description: data.description,
              ...(data.returnPolicy === undefined ? {} : { returnPolicy: data.returnPolicy }),
              weightInGrams: data.weightInGrams,
              metalTypeId: data.metalTypeId,
              subcategoryId: data.subcategoryId,
              categoryId: refs.subcategory!.categoryId,
              ...(data.outOfStock == null ? {} : { outOfStock: data.outOfStock }),
            },
          );
          const removed = colours
            ? await syncColours(
                m,
                current.id,
                colours.map((c, i): ColourWrite => ({
                  colorId: c.colorId,
                  keepImageUrls: c.keepImageUrls,
                  newImagePaths: pathsOf(paths, i),
                })),
              )
            : [];
          if (carats) await syncCarats(m, current.id, carats, refs.currencies);
          if (data.sizeIds !== undefined) await syncSizes(m, current.id, kept(data.sizeIds) ?? []);
          await repriceAutoEntries(m, { productIds: [current.id] });
          return removed;
        }),
      ),
    );
    if (!Array.isArray(removedUrls)) return removedUrls;
    await removeUnreferencedImages(this.dataSource, this.storage, removedUrls);
    return this.dataSource.getRepository(Product).findOneByOrFail({ id: current.id });
  }

  /**
   * Deletes a product with everything that hangs off it (colours, pictures, carats, prices, sizes,
   * variants, cart lines, wishlist entries; order lines keep their copy), then its pictures' files.
   */
  async deleteProduct(ctx: RequestContext, id: number): Promise<Product> {
    requireAdmin(ctx);
    const { product, urls } = await inTransaction(this.dataSource, async (m) => {
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound('Product not found');
      await lockProduct(m, id);
      const product = await m.findOneByOrFail(Product, { id });
      const colours = await m.find(ProductColor, { select: { id: true }, where: { productId: id } });
      const images = colours.length
        ? await m.find(ProductImage, { select: { url: true }, where: { productColorId: In(colours.map((c) => c.id)) } })
        : [];
      await m.delete(Product, { id });
      return { product, urls: images.map((img) => img.url) };
    });
    await removeUnreferencedImages(this.dataSource, this.storage, urls);
    return product;
  }

  /**
   * Validates the form after its dropping rule (docs/specifications.md#back-office-5-validation); a missing
   * metal type with carats chosen also says so.
   */
  private parseProduct(input: ProductInputData): ProductData | InputValidationError {
    const raw = dropIncompleteRows({ ...input });
    const data = validateInput(productSchema, raw);
    if (!(data instanceof InputValidationError)) return data;
    const caratsChosen = Array.isArray(raw.carats) && raw.carats.some((row) => row !== null);
    if (isBlank(input.metalTypeId) && caratsChosen) data.fieldErrors.push(fieldError('carats', 'Please select a Metal Type first.'));
    return data;
  }

  /** On update, keepImageUrls may only name pictures the colour already has. */
  private async keepImageErrors(productId: number, data: ProductData): Promise<FieldError[]> {
    const rows = data.colors ?? [];
    if (!rows.some((row) => row?.keepImageUrls?.length)) return [];
    const colours = await this.dataSource.getRepository(ProductColor).find({ where: { productId } });
    const images = colours.length
      ? await this.dataSource.getRepository(ProductImage).find({ where: { productColorId: In(colours.map((c) => c.id)) } })
      : [];
    const errors: FieldError[] = [];
    rows.forEach((row, i) => {
      const colour = colours.find((c) => c.colorId === row?.colorId);
      const stored = new Set(images.filter((img) => img.productColorId === colour?.id).map((img) => img.url));
      row?.keepImageUrls?.forEach((url, k) => {
        if (!stored.has(url))
          errors.push(fieldError(`colors.${i}.keepImageUrls.${k}`, 'This image is not one of the stored images of this colour'));
      });
    });
    return errors;
  }
}

/**
 * Checks every new image by content (sharp) before anything is stored; maps the stored paths back to
 * the kept colours. Error fields name the sender's row (colors.2.images.0).
 */
async function checkColourImages(rows: ProductData['colors']): Promise<CheckedColourImages | InputValidationError> {
  const images: CheckedImage[] = [];
  const ranges: [number, number][] = [];
  const errors: FieldError[] = [];
  for (const [i, colour] of (rows ?? []).entries()) {
    if (!colour) continue;
    const start = images.length;
    for (const [j, data] of colour.images.entries()) {
      try {
        images.push(await checkImage(data, `colors.${i}.images.${j}`));
      } catch (error) {
        // A refused picture is a mistake in the form, reported with the others; nothing is stored.
        if (!(error instanceof DomainError) || error.code !== DomainErrorCode.INVALID_INPUT) throw error;
        errors.push(fieldError(error.field ?? `colors.${i}.images.${j}`, error.message));
      }
    }
    ranges.push([start, images.length]);
  }
  if (errors.length) return new InputValidationError(errors);
  return { images, pathsOf: (paths, colour) => paths.slice(ranges[colour][0], ranges[colour][1]) };
}

interface CheckedColourImages {
  images: CheckedImage[];
  /** The stored paths of the new pictures of the n-th kept colour. */
  pathsOf: (paths: string[], colour: number) => string[];
}

/**
 * Serialises writes to one product: on MySQL/MariaDB its row is locked FOR UPDATE (a concurrent edit or
 * delete waits for this transaction); SQLite transactions already run one at a time. NOT_FOUND when the
 * product went away meanwhile.
 */
async function lockProduct(m: EntityManager, productId: number): Promise<void> {
  if (!(await lockRowIfExists(m, 'products', productId))) throw notFound('Product not found');
}

const caratWrites = (data: ProductData) =>
  (kept(data.carats) ?? []).map((row) => ({ caratId: row.caratId, prices: kept(row.prices) ?? [] }));
