import type { Request } from 'express';
import { DomainError, DomainErrorCode } from '../domain/common/domain-error';
import { minorToMajor } from '../domain/pricing/money';
import type { ProductInputData } from '../domain/products-admin/product-admin.service';
import { isBlank } from '../domain/products-admin/product-admin.validation';
import {
  type AdminProductView,
  PRODUCT_PARTS,
  type ProductCaratView,
  type ProductColorView,
  type ProductPart,
} from '../domain/products-admin/product-admin.views';
import type { Carat } from '../entities/carat.entity';
import type { PriceEntry } from '../entities/price-entry.entity';
import type { ProductVariant } from '../entities/product-variant.entity';
import { num } from './params';

// The legacy shapes of docs/legacy-rest.md#back-office-products for products and their parts: what comes in
// (the multipart product form, the part pages' JSON) and what goes out (field names p_id, mt_id, ...;
// money as plain numbers with two decimals in the entry's currency). Spec 001 shows none of the
// answers of these paths; ours answer the saved entity in these names (201 on create).

const badRequest = (message: string) => new DomainError(DomainErrorCode.INVALID_INPUT, message);
type Json = Record<string, unknown>;
const record = (value: unknown): Json | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;

/** A legacy number: blank is absent; "12" and "1234.50" are numbers; anything else goes on for the service to refuse. */
const val = (value: unknown): unknown => (isBlank(value) ? undefined : num(typeof value === 'string' ? value.trim() : value));

const bool = (value: unknown): unknown => (value === 'true' ? true : value === 'false' ? false : isBlank(value) ? undefined : value);

/** A JSON list sent as a multipart text field (or already a list in a JSON body); absent stays undefined; malformed is a 400. */
export function jsonList(value: unknown, name: string): unknown[] | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      throw badRequest(`${name} is not valid JSON`);
    }
  }
  if (!Array.isArray(parsed)) throw badRequest(`${name} must be a JSON list`);
  return parsed as unknown[];
}

const FILE_FIELD = /^productColors\[(\d{1,3})\]\[images\](?:\[(\d{0,3})\])?$/;

/** The URLs of a legacy image list: strings or { url } objects. */
const urlsOf = (list: unknown[]): unknown[] => list.map((item) => record(item)?.url ?? item);

/**
 * The multipart product form of POST /create-product and PUT /update-product/{p_id}:
 * name, description, weightInGrams, mt_id, sc_id, returnPolicy?, outOfStock?, and three JSON lists —
 * productColors: [{ color_id, keepImageUrls? | images? }] (or plain colour ids), with the files of
 *   colour i in fields productColors[i][images][j] (or productColors[i][images]);
 * productCarats: [{ carat_id, prices: [{ currency_id, price, stoneCharge, labourCharge, isManual? }] }];
 * productSizes: [{ s_id }] (or plain size ids).
 * version?: on update, the product's version the form was loaded with (a 409 StaleVersionError when another
 * save came in between, nothing written); absent: last write wins (docs/decisions.md#no-lost-updates).
 * Price rows: the legacy form typed every amount by hand, so a row is a MANUAL entry unless it says
 * isManual: false (then it is AUTO: its price may be left out and the rate card computes it). A manual
 * row without a price, and any row without currency, stone or labour charge, is dropped
 * (docs/specifications.md#back-office-5-validation). On update, a colour keeps the stored pictures its item
 * lists (keepImageUrls, or images as URLs or { url }); an item that lists none keeps them all, unless files
 * were sent for it: then they replace them. An absent list leaves those options as they are; malformed JSON
 * is a 400.
 */
export function legacyProductInput(req: Request): ProductInputData {
  const body = record(req.body) ?? {};
  const colours = jsonList(body.productColors, 'productColors');
  const carats = jsonList(body.productCarats, 'productCarats');
  const sizes = jsonList(body.productSizes, 'productSizes');

  const filesByColour = new Map<number, { j: number; order: number; data: Buffer }[]>();
  const files = Array.isArray(req.files) ? req.files : [];
  files.forEach((file, order) => {
    const match = FILE_FIELD.exec(file.fieldname);
    if (!match) throw badRequest(`Unexpected file field ${file.fieldname}`);
    const i = Number(match[1]);
    if (!colours || i >= colours.length) throw badRequest(`${file.fieldname} has no colour in productColors`);
    const list = filesByColour.get(i) ?? [];
    list.push({ j: match[2] ? Number(match[2]) : Number.MAX_SAFE_INTEGER, order, data: file.buffer });
    filesByColour.set(i, list);
  });

  return {
    name: body.name,
    description: body.description,
    // The legacy form has no way to answer "Save anyway?": it saves a name another product has, as it
    // always did (docs/decisions.md#product-names-and-text-limits).
    confirmDuplicateName: true,
    weightInGrams: val(body.weightInGrams),
    metalTypeId: val(body.mt_id ?? body.metalTypeId),
    subcategoryId: val(body.sc_id ?? body.subcategoryId),
    returnPolicy: body.returnPolicy,
    outOfStock: bool(body.outOfStock),
    colors: colours?.map((item, i) => {
      const r = record(item);
      const images = (filesByColour.get(i) ?? []).sort((a, b) => a.j - b.j || a.order - b.order).map((f) => f.data);
      const listed = r?.keepImageUrls ?? r?.images;
      const keepImageUrls = Array.isArray(listed) ? (urlsOf(listed) as string[]) : images.length ? [] : null;
      return { colorId: val(r ? (r.color_id ?? r.colorId) : item), images, keepImageUrls };
    }),
    carats: carats?.map((item) => {
      const r = record(item) ?? {};
      const prices = r.prices === undefined ? [] : r.prices;
      return {
        caratId: val(r.carat_id ?? r.caratId),
        prices: Array.isArray(prices) ? prices.map(legacyPriceRow) : prices,
      };
    }),
    expectedVersion: val(body.version),
    sizeIds: sizes?.map((item) => {
      const r = record(item);
      return val(r ? (r.s_id ?? r.sizeId) : item);
    }),
  };
}

/** A legacy price row; isManual absent means manual (see legacyProductInput). */
export function legacyPriceRow(item: unknown): unknown {
  const r = record(item);
  if (!r) return item;
  return {
    currencyId: val(r.currency_id ?? r.currencyId),
    price: val(r.price),
    stoneCharge: val(r.stoneCharge),
    labourCharge: val(r.labourCharge),
    manual: bool(r.isManual ?? r.manual),
  };
}

/** ?include=metaltype,subcategory,productcolors,productcarats,productsizes (or all); absent: every part. */
export function includeParts(req: Request): ProductPart[] {
  const raw = req.query.include;
  const text = (Array.isArray(raw) ? raw.map(String).join(',') : typeof raw === 'string' ? raw : '').trim().toLowerCase();
  if (!text || text === 'all') return [...PRODUCT_PARTS];
  const aliases: Record<string, ProductPart> = {
    metaltype: 'metaltype',
    metal: 'metaltype',
    subcategory: 'subcategory',
    productcolors: 'productcolors',
    colors: 'productcolors',
    productcarats: 'productcarats',
    carats: 'productcarats',
    productsizes: 'productsizes',
    sizes: 'productsizes',
  };
  return [
    ...new Set(
      text.split(',').map((name) => {
        const part = aliases[name.trim()];
        if (!part) throw badRequest(`Unknown include "${name.trim()}"; expected ${PRODUCT_PARTS.join(', ')} or all`);
        return part;
      }),
    ),
  ];
}

const legacyCarat = (carat: Carat | null | undefined) =>
  carat ? { carat_id: carat.id, value: carat.value, multiplier: Number(carat.multiplier), mt_id: carat.metalTypeId } : null;

export const legacyPrice = (entry: PriceEntry) => ({
  pe_id: entry.id,
  currency_id: entry.currencyId,
  currencyCode: entry.currency?.code ?? null,
  price: minorToMajor(entry.priceMinor),
  stoneCharge: minorToMajor(entry.stoneChargeMinor),
  labourCharge: minorToMajor(entry.labourChargeMinor),
  isManual: Boolean(entry.isManual),
});

/** A product colour: { pcolor_id, p_id, color_id, color, images: [{ id, url }], ProductImages: [{ url }], imageUrls }. */
export const legacyProductColour = ({ row, images }: ProductColorView) => ({
  pcolor_id: row.id,
  p_id: row.productId,
  color_id: row.colorId,
  color: row.color ? { color_id: row.color.id, name: row.color.name } : null,
  images: images.map((img) => ({ id: img.id, url: img.url })),
  ProductImages: images.map((img) => ({ url: img.url })),
  imageUrls: images.map((img) => img.url),
});

/** A product carat: { pc_id, p_id, carat_id, carat: { carat_id, value, multiplier, mt_id }, prices: [...] }. */
export const legacyProductCarat = ({ row, prices }: ProductCaratView) => ({
  pc_id: row.id,
  p_id: row.productId,
  carat_id: row.caratId,
  carat: legacyCarat(row.carat),
  prices: prices.map(legacyPrice),
});

/** A product variant with its parts named. */
export const legacyProductVariant = (row: ProductVariant) => ({
  pv_id: row.id,
  p_id: row.productId,
  s_id: row.sizeId,
  pcolor_id: row.productColorId,
  pc_id: row.productCaratId,
  stock: row.stock ?? null,
  product: row.product ? { p_id: row.product.id, name: row.product.name } : null,
  size: row.size ? { s_id: row.size.id, name: row.size.name } : null,
  productcolor: row.productColor
    ? { pcolor_id: row.productColor.id, color_id: row.productColor.colorId, name: row.productColor.color?.name ?? null }
    : null,
  productcarat: row.productCarat
    ? { pc_id: row.productCarat.id, carat_id: row.productCarat.caratId, value: row.productCarat.carat?.value ?? null }
    : null,
});

/**
 * A product of GET /get-products (and the answer of create/update):
 * { p_id, name, description, returnPolicy, weightInGrams, mt_id, sc_id, c_id, outOfStock, caratCount,
 *   fromPrice (INR, lowest one-piece total), createdAt, version (send it back to guard an update),
 *   metaltype: { mt_id, name, baseRatePerGram }, subcategory: { sc_id, name, c_id },
 *   productcolors: [{ pcolor_id, p_id, color_id, color, images: [{ id, url }], ProductImages, imageUrls }],
 *   productcarats: [{ pc_id, p_id, carat_id, carat: { carat_id, value, multiplier, mt_id },
 *                     prices: [{ pe_id, currency_id, currencyCode, price, stoneCharge, labourCharge, isManual }] }],
 *   productsizes: [{ ps_id, s_id, name }] }
 * A related part not asked for with ?include= is left out.
 */
export function legacyAdminProduct(view: AdminProductView) {
  const { product } = view;
  return {
    p_id: product.id,
    name: product.name,
    description: product.description,
    returnPolicy: product.returnPolicy,
    weightInGrams: Number(product.weightInGrams),
    mt_id: product.metalTypeId,
    sc_id: product.subcategoryId,
    c_id: product.categoryId,
    outOfStock: Boolean(product.outOfStock),
    caratCount: view.caratCount,
    fromPrice: product.fromPriceInrMinor == null ? null : minorToMajor(product.fromPriceInrMinor),
    createdAt: product.createdAt,
    version: product.version,
    ...(view.metalType !== undefined && {
      metaltype: view.metalType && {
        mt_id: view.metalType.id,
        name: view.metalType.name,
        baseRatePerGram: Number(view.metalType.baseRatePerGram),
      },
    }),
    ...(view.subcategory !== undefined && {
      subcategory: view.subcategory && { sc_id: view.subcategory.id, name: view.subcategory.name, c_id: view.subcategory.categoryId },
    }),
    ...(view.colors && { productcolors: view.colors.map(legacyProductColour) }),
    ...(view.carats && { productcarats: view.carats.map(legacyProductCarat) }),
    ...(view.sizes && { productsizes: view.sizes.map((s) => ({ ps_id: s.id, s_id: s.sizeId, name: s.size?.name ?? null })) }),
  };
}

/** The image URLs of a product colour body: imageUrls, images or ProductImages (strings or { url }), or one comma/newline list. */
export function legacyImageUrls(body: Json): unknown {
  const list = body.imageUrls ?? body.images ?? body.ProductImages ?? body.image_urls;
  if (typeof list === 'string')
    return list
      .split(/[\n,]/)
      .map((u) => u.trim())
      .filter(Boolean);
  return Array.isArray(list) ? urlsOf(list) : list;
}

export { val as legacyNumber, record as legacyRecord };
