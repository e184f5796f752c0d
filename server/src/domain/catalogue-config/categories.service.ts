import { requireAdmin } from '../common/ownership';
import type { DataSource } from 'typeorm';
import { inTransaction } from '../../database/transactions';
import { Category } from '../../entities/category.entity';
import { Product } from '../../entities/product.entity';
import { Subcategory } from '../../entities/subcategory.entity';
import type { FileStorage } from '../../storage/file-storage';
import { DomainError, DomainErrorCode } from '../common/domain-error';
import { AlreadyExistsError, type FieldError, type InUseError, InputValidationError, StaleVersionError } from '../common/error-results';
import { claimVersion, claimVersionOrRollBack, expectedVersionField, staleOr } from '../common/record-version';
import type { RequestContext } from '../common/request-context';
import { fieldError, invalidField, validateInput } from '../common/validation';
import { type CheckedImage, checkImage, removeStoredFiles, withStoredImages } from '../uploads/images';
import {
  categoryTaxUpdateSchema,
  namedSchema,
  namedUpdateSchema,
  subcategorySchema,
  subcategoryUpdateSchema,
} from './catalogue-config.validation';
import { DEFAULT_GST_RATE, DEFAULT_HSN_CODE } from '../tax/gst';
import {
  CatalogueItemDeleted,
  type UsageRule,
  deleteRowUnlessUsed,
  existingRow,
  deleteUnlessUsed,
  sentFields,
  uniqueOr,
  uniqueTransaction,
  validatedUniqueTransaction,
  valueTaken,
  changesRow,
} from './config-helpers';

/** Where category pictures are stored (uploads/categories/<server-chosen name>). */
export const CATEGORY_IMAGE_FOLDER = 'categories';

const CATEGORY_USERS: UsageRule[] = [
  { table: 'subcategories', column: 'categoryId', one: 'subcategory', many: 'subcategories' },
  { table: 'products', column: 'categoryId', one: 'product', many: 'products' },
];
const SUBCATEGORY_USERS: UsageRule[] = [{ table: 'products', column: 'subcategoryId', one: 'product', many: 'products' }];

const categoryNameTaken = () => new AlreadyExistsError('name', 'A category with this name already exists');
const subcategoryNameTaken = () => new AlreadyExistsError('name', 'This category already has a subcategory with this name');

/** A category as the back-office sends it: the picture is the uploaded file's bytes (checked here by content). */
export interface CategoryInput {
  name?: unknown;
  image?: Buffer | null;
  /** GST rate in percent; a new category without one gets 3 (jewellery). */
  gstRate?: unknown;
  /** HSN code for invoices; a new category without one gets 7113. */
  hsnCode?: unknown;
  /** On update: the version the form was loaded with (docs/decisions.md#no-lost-updates); absent: last write wins. */
  expectedVersion?: unknown;
}

export type CategoryResult = Category | InputValidationError | AlreadyExistsError | StaleVersionError;
export type SubcategoryResult = Subcategory | InputValidationError | AlreadyExistsError | StaleVersionError;

/** The field errors of the name plus the picture's (required when adding; an image by its bytes). */
async function checkCategoryInput(
  input: CategoryInput,
  imageRequired: boolean,
): Promise<{
  errors: FieldError[];
  name: string | undefined;
  image: CheckedImage | null;
  tax: Partial<Pick<Category, 'gstRate' | 'hsnCode'>>;
}> {
  const errors: FieldError[] = [];
  const named = validateInput(imageRequired ? namedSchema : namedUpdateSchema, input.name === undefined ? {} : { name: input.name });
  if (named instanceof InputValidationError) errors.push(...named.fieldErrors);
  const name = named instanceof InputValidationError ? undefined : named.name;
  const tax = validateInput(categoryTaxUpdateSchema, sentFields({ gstRate: input.gstRate, hsnCode: input.hsnCode }));
  if (tax instanceof InputValidationError) errors.push(...tax.fieldErrors);
  let image: CheckedImage | null = null;
  if (!input.image) {
    if (imageRequired) errors.push(fieldError('image', 'Image is required'));
  } else {
    try {
      image = await checkImage(input.image, 'image');
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== DomainErrorCode.INVALID_INPUT) throw error;
      errors.push(fieldError('image', error.message));
    }
  }
  return { errors, name, image, tax: tax instanceof InputValidationError ? {} : tax };
}

/**
 * Categories (name + picture) and subcategories (name + category),
 * docs/specifications.md#back-office-5-validation. A picture is stored only after every check passed and
 * removed again if the database write fails; a replaced or deleted category's old picture is removed once the
 * change committed.
 */
export class CategoriesConfig {
  constructor(
    private readonly ds: DataSource,
    private readonly storage: FileStorage,
  ) {}

  async createCategory(ctx: RequestContext, input: CategoryInput): Promise<CategoryResult> {
    requireAdmin(ctx);
    const { errors, name, image, tax } = await checkCategoryInput(input, true);
    if (errors.length > 0 || !image || name === undefined) return new InputValidationError(errors);
    if (await valueTaken(this.ds.manager, Category, 'name', name)) return categoryNameTaken();
    return uniqueOr(
      () =>
        withStoredImages(this.storage, CATEGORY_IMAGE_FOLDER, [image], ([path]) =>
          inTransaction(this.ds, (m) =>
            m.save(
              m.create(Category, { name, image: path, gstRate: tax.gstRate ?? DEFAULT_GST_RATE, hsnCode: tax.hsnCode ?? DEFAULT_HSN_CODE }),
            ),
          ),
        ),
      categoryNameTaken,
    );
  }

  /** Changes the name and/or the picture (optional when editing); the replaced picture is deleted. */
  async updateCategory(ctx: RequestContext, id: number, input: CategoryInput): Promise<CategoryResult> {
    requireAdmin(ctx);
    const { errors, name, image, tax } = await checkCategoryInput(input, false);
    const expected = validateInput(expectedVersionField, input.expectedVersion);
    if (expected instanceof InputValidationError) errors.push(...expected.fieldErrors.map((e) => fieldError('expectedVersion', e.message)));
    if (errors.length > 0 || expected instanceof InputValidationError) return new InputValidationError(errors);
    const old = { image: null as string | null };
    const result = await uniqueOr(
      () =>
        staleOr(() =>
          withStoredImages(this.storage, CATEGORY_IMAGE_FOLDER, image ? [image] : [], ([path]) =>
            inTransaction(this.ds, async (m): Promise<CategoryResult> => {
              const category = await existingRow(m, Category, id, 'category');
              if (name !== undefined && name !== category.name && (await valueTaken(m, Category, 'name', name, id))) {
                // Thrown, not returned, so the new picture is removed again.
                throw new DuplicateName();
              }
              const changes: Partial<Category> = { ...tax };
              if (name !== undefined) changes.name = name;
              if (path) changes.image = path;
              // Thrown when stale too, so the new picture is removed again.
              const version = await claimVersionOrRollBack(m, Category, id, expected, 'Category not found', {
                changes: changesRow(changes, category),
              });
              if (Object.keys(changes).length > 0) await m.update(Category, { id }, changes);
              if (path) old.image = category.image;
              return Object.assign(category, changes, { version });
            }),
          ),
        ),
      categoryNameTaken,
    ).catch((error: unknown) => {
      if (error instanceof DuplicateName) return categoryNameTaken();
      throw error;
    });
    await removeStoredFiles(this.storage, [old.image]);
    return result;
  }

  /** Deletes a category without subcategories or products, and then its picture. */
  async deleteCategory(ctx: RequestContext, id: number): Promise<CatalogueItemDeleted | InUseError> {
    requireAdmin(ctx);
    const old = { image: null as string | null };
    const result = await deleteUnlessUsed(this.ds, 'category', CATEGORY_USERS, id, async (m) => {
      const category = await existingRow(m, Category, id, 'category');
      await m.delete(Category, { id });
      old.image = category.image;
      return CatalogueItemDeleted.of(id, 'Category deleted');
    });
    await removeStoredFiles(this.storage, [old.image]);
    return result;
  }

  /** Every subcategory with its category joined (one query), by category then name. */
  listSubcategories(ctx: RequestContext): Promise<Subcategory[]> {
    requireAdmin(ctx);
    return this.ds.getRepository(Subcategory).find({ relations: { category: true }, order: { categoryId: 'ASC', name: 'ASC', id: 'ASC' } });
  }

  /** Adds a subcategory to an existing category; names are unique within a category. Answers it with its category. */
  async createSubcategory(ctx: RequestContext, input: unknown): Promise<SubcategoryResult> {
    requireAdmin(ctx);
    const data = validateInput(subcategorySchema, input);
    if (data instanceof InputValidationError) return data;
    const category = await this.ds.getRepository(Category).findOneBy({ id: data.categoryId });
    if (!category) return invalidField('categoryId', 'Category does not exist');
    return uniqueTransaction(
      this.ds,
      async (m) => {
        if (await valueTaken(m, Subcategory, 'name', data.name, undefined, { categoryId: category.id })) return subcategoryNameTaken();
        return Object.assign(await m.save(m.create(Subcategory, data)), { category });
      },
      subcategoryNameTaken,
    );
  }

  /**
   * Changes the fields sent. Moving a subcategory to another category moves its products with it
   * (products keep their category next to their subcategory, for the listing filter).
   */
  updateSubcategory(ctx: RequestContext, id: number, input: unknown): Promise<SubcategoryResult> {
    return validatedUniqueTransaction(
      ctx,
      this.ds,
      subcategoryUpdateSchema,
      input,
      subcategoryNameTaken,
      async (m, data): Promise<SubcategoryResult> => {
        const { expectedVersion, ...fields } = data;
        const changes = sentFields(fields);
        const subcategory = await existingRow(m, Subcategory, id, 'subcategory');
        const categoryId = changes.categoryId ?? subcategory.categoryId;
        const name = changes.name ?? subcategory.name;
        const category = await m.findOneBy(Category, { id: categoryId });
        if (!category) return invalidField('categoryId', 'Category does not exist');
        const moved = categoryId !== subcategory.categoryId;
        if ((moved || name !== subcategory.name) && (await valueTaken(m, Subcategory, 'name', name, id, { categoryId })))
          return subcategoryNameTaken();
        const version = await claimVersion(m, Subcategory, id, expectedVersion, 'Subcategory not found', {
          changes: changesRow(changes, subcategory),
        });
        if (version instanceof StaleVersionError) return version;
        if (Object.keys(changes).length > 0) await m.update(Subcategory, { id }, changes);
        if (moved) await m.update(Product, { subcategoryId: id }, { categoryId });
        return Object.assign(subcategory, changes, { version, category });
      },
    );
  }

  /** Deletes a subcategory no product is listed in. */
  async deleteSubcategory(ctx: RequestContext, id: number): Promise<CatalogueItemDeleted | InUseError> {
    requireAdmin(ctx);
    return deleteRowUnlessUsed(this.ds, Subcategory, 'subcategory', SUBCATEGORY_USERS, id);
  }
}

/** A name taken inside the picture-storing write: thrown so the stored picture is removed again. */
class DuplicateName extends Error {}
