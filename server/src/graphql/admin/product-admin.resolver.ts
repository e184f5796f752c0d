import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, registerEnumType } from 'type-graphql';
import type { ProductInputData } from '../../domain/products-admin/product-admin.service';
import { AdminProductSort, DEFAULT_ADMIN_PAGE_SIZE } from '../../domain/products-admin/product-admin.service';
import { DEFAULT_PART_PAGE_SIZE } from '../../domain/products-admin/product-parts';
import { Role } from '../../entities/user.entity';
import type { Services } from '../../services';
import { orError } from '../common/error-results';
import { readUpload } from '../common/upload';
import type { GraphQLContext } from '../context';
import {
  AdminProduct,
  AdminProductCarat,
  AdminProductCaratResult,
  AdminProductColor,
  AdminProductColorResult,
  AdminProductDeletion,
  AdminProductList,
  AdminProductResult,
  AdminProductVariant,
  AdminProductVariantResult,
  ProductCaratInput,
  ProductColorInput,
  ProductInput,
  ProductVariantInput,
} from './product-admin.types';

registerEnumType(AdminProductSort, {
  name: 'AdminProductSort',
  description:
    'Order of the back-office products table: NEWEST first (default), or by a column (name, weight, metal type name, subcategory name, carats count, stock) ascending or descending; ties newest first.',
});

const PRODUCT_ID_ARG = { nullable: true, description: "Only this product's rows; absent for every product's." } as const;
const FIRST_ARG = { defaultValue: DEFAULT_PART_PAGE_SIZE, description: 'How many rows (1-500).' } as const;
const OFFSET_ARG = { defaultValue: 0, description: 'How many rows to skip.' } as const;

/** Reads the uploads of the product form into memory (each capped at 5 MB); the service checks their bytes. */
async function productInput(input: ProductInput): Promise<ProductInputData> {
  const colors =
    input.colors == null
      ? undefined
      : await Promise.all(
          input.colors.map(async (row, i) => ({
            colorId: row?.colorId,
            keepImageUrls: row?.keepImageUrls ?? null,
            images: await Promise.all((row?.images ?? []).map((upload, j) => readUpload(upload, `colors.${i}.images.${j}`))),
          })),
        );
  return {
    name: input.name,
    description: input.description,
    weightInGrams: input.weightInGrams,
    metalTypeId: input.metalTypeId,
    subcategoryId: input.subcategoryId,
    returnPolicy: input.returnPolicy,
    outOfStock: input.outOfStock,
    colors,
    carats:
      input.carats == null
        ? undefined
        : input.carats.map((row) => ({ caratId: row?.caratId, prices: row?.prices?.map((p) => ({ ...p })) ?? [] })),
    sizeIds: input.sizeIds ?? undefined,
    expectedVersion: input.expectedVersion ?? undefined,
    confirmDuplicateName: input.confirmDuplicateName,
  };
}

/**
 * Back-office products (the Products, product colours, carats and variants pages of
 * docs/specifications.md#back-office-2-screens). Admin only; thin: arguments in, one service call, results
 * out.
 */
@Resolver()
export class ProductAdminResolver {
  constructor(private readonly services: Services) {}

  private get products() {
    return this.services.productAdmin;
  }

  @Authorized(Role.ADMIN)
  @Query(() => AdminProductList, {
    description: 'Admin only. The products table: newest first (or sorted by any column), searched by name, paged.',
  })
  async adminProducts(
    @Arg('first', () => Int, { defaultValue: DEFAULT_ADMIN_PAGE_SIZE, description: 'Page size, 0-100.' }) first: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many products to skip.' }) offset: number,
    @Arg('search', () => String, { nullable: true, description: 'Words that must each appear in the name.' })
    search: string | null | undefined,
    @Arg('sort', () => AdminProductSort, { nullable: true, description: 'Order of the rows; default NEWEST.' })
    sort: AdminProductSort | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminProductList> {
    const page = await this.products.listProducts(ctx, { first, offset, search, sort });
    return Object.assign(new AdminProductList(), { items: page.items.map(AdminProduct.from), totalCount: page.totalCount });
  }

  @Authorized(Role.ADMIN)
  @Query(() => AdminProduct, { nullable: true, description: 'Admin only. One product for the edit form; null for an unknown id.' })
  async adminProduct(
    @Arg('id', () => Int, { description: 'Product id.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminProduct | null> {
    const product = await this.products.getProduct(ctx, id);
    return product && AdminProduct.from(product);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminProductResult, {
    description:
      'Admin only. Creates a product with its colours (uploaded pictures), carats (prices) and sizes, in one transaction; a refused picture is BAD_USER_INPUT and stores nothing.',
  })
  async createProduct(
    @Arg('input', () => ProductInput, { description: 'The product form.' }) input: ProductInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AdminProductResult> {
    return orError(await this.products.createProduct(ctx, await productInput(input)), AdminProduct.from);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminProductResult, {
    description:
      'Admin only. Saves the product form over a product (lists sent replace, absent lists stay) and re-prices its auto entries. NOT_FOUND for an unknown id.',
  })
  async updateProduct(
    @Arg('id', () => Int, { description: 'Product id.' }) id: number,
    @Arg('input', () => ProductInput, { description: 'The product form.' }) input: ProductInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AdminProductResult> {
    return orError(await this.products.updateProduct(ctx, id, await productInput(input)), AdminProduct.from);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminProductDeletion, {
    description:
      'Admin only. Deletes a product with its options, prices, cart and wishlist lines, then its picture files. NOT_FOUND for an unknown id.',
  })
  async deleteProduct(
    @Arg('id', () => Int, { description: 'Product id.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminProductDeletion> {
    const product = await this.products.deleteProduct(ctx, id);
    return AdminProductDeletion.of(product.id, 'Product deleted successfully');
  }

  // --- product colours ---

  @Authorized(Role.ADMIN)
  @Query(() => [AdminProductColor], { description: 'Admin only. Product colours, by product and position.' })
  async adminProductColors(
    @Arg('productId', () => Int, PRODUCT_ID_ARG) productId: number | null | undefined,
    @Arg('first', () => Int, FIRST_ARG) first: number,
    @Arg('offset', () => Int, OFFSET_ARG) offset: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminProductColor[]> {
    return (await this.products.parts.listColors(ctx, { productId, first, offset })).map(AdminProductColor.from);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminProductColorResult, { description: 'Admin only. Offers a product in one more colour, with picture URLs.' })
  async createProductColor(
    @Arg('input', () => ProductColorInput, { description: 'Product, colour, picture URLs.' }) input: ProductColorInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AdminProductColorResult> {
    return orError(await this.products.parts.createColor(ctx, { ...input }), AdminProductColor.from);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminProductColorResult, {
    description: 'Admin only. Changes a product colour and its pictures. NOT_FOUND for an unknown id.',
  })
  async updateProductColor(
    @Arg('id', () => Int, { description: 'Product colour id.' }) id: number,
    @Arg('input', () => ProductColorInput, { description: 'Product, colour, picture URLs.' }) input: ProductColorInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AdminProductColorResult> {
    return orError(await this.products.parts.updateColor(ctx, id, { ...input }), AdminProductColor.from);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminProductDeletion, {
    description: 'Admin only. Deletes a product colour with its pictures and variants. NOT_FOUND for an unknown id.',
  })
  async deleteProductColor(
    @Arg('id', () => Int, { description: 'Product colour id.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminProductDeletion> {
    return AdminProductDeletion.of((await this.products.parts.deleteColor(ctx, id)).id, 'Product color deleted successfully');
  }

  // --- product carats ---

  @Authorized(Role.ADMIN)
  @Query(() => [AdminProductCarat], { description: 'Admin only. Product carats with their prices, by product and position.' })
  async adminProductCarats(
    @Arg('productId', () => Int, PRODUCT_ID_ARG) productId: number | null | undefined,
    @Arg('first', () => Int, FIRST_ARG) first: number,
    @Arg('offset', () => Int, OFFSET_ARG) offset: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminProductCarat[]> {
    return (await this.products.parts.listCarats(ctx, { productId, first, offset })).map(AdminProductCarat.from);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminProductCaratResult, {
    description: 'Admin only. Offers a product in one more carat (of its metal type), with a price entry in every currency.',
  })
  async createProductCarat(
    @Arg('input', () => ProductCaratInput, { description: 'Product, carat, optional price rows.' }) input: ProductCaratInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AdminProductCaratResult> {
    return orError(await this.products.parts.createCarat(ctx, caratInput(input)), AdminProductCarat.from);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminProductCaratResult, {
    description: 'Admin only. Changes a product carat (and its prices when sent). NOT_FOUND for an unknown id.',
  })
  async updateProductCarat(
    @Arg('id', () => Int, { description: 'Product carat id.' }) id: number,
    @Arg('input', () => ProductCaratInput, { description: 'Product, carat, optional price rows.' }) input: ProductCaratInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AdminProductCaratResult> {
    return orError(await this.products.parts.updateCarat(ctx, id, caratInput(input)), AdminProductCarat.from);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminProductDeletion, {
    description: 'Admin only. Deletes a product carat with its prices, variants and cart lines. NOT_FOUND for an unknown id.',
  })
  async deleteProductCarat(
    @Arg('id', () => Int, { description: 'Product carat id.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminProductDeletion> {
    return AdminProductDeletion.of((await this.products.parts.deleteCarat(ctx, id)).id, 'Product carat deleted successfully');
  }

  // --- product variants ---

  @Authorized(Role.ADMIN)
  @Query(() => [AdminProductVariant], { description: 'Admin only. Product variants, by product.' })
  async adminProductVariants(
    @Arg('productId', () => Int, PRODUCT_ID_ARG) productId: number | null | undefined,
    @Arg('first', () => Int, FIRST_ARG) first: number,
    @Arg('offset', () => Int, OFFSET_ARG) offset: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminProductVariant[]> {
    return (await this.products.parts.listVariants(ctx, { productId, first, offset })).map(AdminProductVariant.from);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminProductVariantResult, {
    description: "Admin only. Adds a variant: a size with one of the product's colours and carats.",
  })
  async createProductVariant(
    @Arg('input', () => ProductVariantInput, { description: 'Product, size, colour, carat.' }) input: ProductVariantInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AdminProductVariantResult> {
    return orError(await this.products.parts.createVariant(ctx, { ...input }), AdminProductVariant.from);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminProductVariantResult, { description: 'Admin only. Changes a variant. NOT_FOUND for an unknown id.' })
  async updateProductVariant(
    @Arg('id', () => Int, { description: 'Product variant id.' }) id: number,
    @Arg('input', () => ProductVariantInput, { description: 'Product, size, colour, carat.' }) input: ProductVariantInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AdminProductVariantResult> {
    return orError(await this.products.parts.updateVariant(ctx, id, { ...input }), AdminProductVariant.from);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminProductDeletion, { description: 'Admin only. Deletes a variant. NOT_FOUND for an unknown id.' })
  async deleteProductVariant(
    @Arg('id', () => Int, { description: 'Product variant id.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminProductDeletion> {
    return AdminProductDeletion.of((await this.products.parts.deleteVariant(ctx, id)).id, 'Product variant deleted successfully');
  }
}

const caratInput = (input: ProductCaratInput) => ({
  productId: input.productId,
  caratId: input.caratId,
  prices: input.prices == null ? undefined : input.prices.map((p) => ({ ...p })),
});
