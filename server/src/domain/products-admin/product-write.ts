import { type DataSource, type DeepPartial, type EntityManager, In, Not } from 'typeorm';
import type { Currency } from '../../entities/currency.entity';
import { PriceEntry } from '../../entities/price-entry.entity';
import { ProductCarat } from '../../entities/product-carat.entity';
import { ProductColor } from '../../entities/product-color.entity';
import { ProductImage } from '../../entities/product-image.entity';
import { ProductSize } from '../../entities/product-size.entity';
import { ProductVariant } from '../../entities/product-variant.entity';
import type { FileStorage } from '../../storage/file-storage';
import { removeStoredFiles } from '../uploads/images';
import type { PriceRowData } from './product-admin.validation';
import { plannedEntries, sameEntry } from './product-prices';

// The writes of the product form (docs/specifications.md#back-office-5-validation) inside the caller's
// transaction. Rows are matched by what they offer (colour, carat, size), so an unchanged option keeps its id
// and the cart lines and wishlist entries that point at it survive an edit; what is no longer offered is
// deleted (its cart lines cascade or lose the option, as the entities say).

/** The folder product pictures are stored in (uploads/products/...). */
export const PRODUCT_IMAGE_FOLDER = 'products';

/** A colour of the form: its colour, the stored images to keep (null: all) and the paths of its new uploads. */
export interface ColourWrite {
  colorId: number;
  keepImageUrls: string[] | null | undefined;
  newImagePaths: string[];
}

export interface CaratWrite {
  caratId: number;
  prices: PriceRowData[];
}

/**
 * Makes the product's colours exactly `colours` (in this order), with their pictures. Returns the URLs
 * of the pictures that were removed (their files go after the commit).
 */
export async function syncColours(m: EntityManager, productId: number, colours: ColourWrite[]): Promise<string[]> {
  const existing = await m.find(ProductColor, { where: { productId } });
  const images = existing.length
    ? await m.find(ProductImage, { where: { productColorId: In(existing.map((c) => c.id)) }, order: { position: 'ASC', id: 'ASC' } })
    : [];
  const byColour = new Map(existing.map((c) => [c.colorId, c]));
  const wanted = new Set(colours.map((c) => c.colorId));
  const removedUrls: string[] = [];

  const gone = existing.filter((c) => !wanted.has(c.colorId));
  if (gone.length) {
    const goneIds = new Set(gone.map((c) => c.id));
    removedUrls.push(...images.filter((img) => goneIds.has(img.productColorId)).map((img) => img.url));
    await m.delete(ProductColor, { id: In([...goneIds]) });
  }

  for (const [position, colour] of colours.entries()) {
    let row = byColour.get(colour.colorId);
    if (!row) row = await m.save(m.create(ProductColor, { productId, colorId: colour.colorId, position }));
    else if (row.position !== position) await m.update(ProductColor, { id: row.id }, { position });
    removedUrls.push(
      ...(await setImages(
        m,
        row.id,
        images.filter((img) => img.productColorId === row.id),
        colour.keepImageUrls ?? null,
        colour.newImagePaths,
      )),
    );
  }
  return removedUrls;
}

/**
 * The pictures of one product colour: `keepUrls` (in that order; null keeps every current picture in
 * its order) followed by `newUrls`. Returns the URLs of removed pictures.
 */
export async function setImages(
  m: EntityManager,
  productColorId: number,
  current: ProductImage[],
  keepUrls: string[] | null,
  newUrls: string[],
): Promise<string[]> {
  const kept =
    keepUrls === null ? current : keepUrls.map((url) => current.find((img) => img.url === url)).filter((img): img is ProductImage => !!img);
  const keptIds = new Set(kept.map((img) => img.id));
  const removed = current.filter((img) => !keptIds.has(img.id));
  if (removed.length) await m.delete(ProductImage, { id: In(removed.map((img) => img.id)) });
  for (const [position, img] of kept.entries()) if (img.position !== position) await m.update(ProductImage, { id: img.id }, { position });
  if (newUrls.length)
    await m.insert(
      ProductImage,
      newUrls.map((url, i) => ({ productColorId, url, position: kept.length + i })),
    );
  return removed.map((img) => img.url);
}

/**
 * Writes the price entries of one product carat: one per currency (plannedEntries decides manual,
 * auto and the charges). The caller runs repriceAutoEntries afterwards, in the same transaction.
 */
export async function writeEntries(
  m: EntityManager,
  productCaratId: number,
  currencies: Currency[],
  rows: PriceRowData[],
  existing: PriceEntry[],
): Promise<void> {
  const inserts: Partial<PriceEntry>[] = [];
  for (const plan of plannedEntries(currencies, rows, existing)) {
    const entry = existing.find((e) => e.currencyId === plan.currencyId);
    if (!entry) inserts.push({ productCaratId, ...plan });
    else if (!sameEntry(entry, plan)) await m.update(PriceEntry, { id: entry.id }, plan);
  }
  if (inserts.length) await m.insert(PriceEntry, inserts);
}

/** Makes the product's carats exactly `carats` (in this order), each with a price entry per currency. */
export async function syncCarats(m: EntityManager, productId: number, carats: CaratWrite[], currencies: Currency[]): Promise<void> {
  const existing = await m.find(ProductCarat, { where: { productId } });
  const wanted = new Set(carats.map((c) => c.caratId));
  const gone = existing.filter((c) => !wanted.has(c.caratId));
  if (gone.length) await m.delete(ProductCarat, { id: In(gone.map((c) => c.id)) });
  const kept = existing.filter((c) => wanted.has(c.caratId));
  const entries = kept.length ? await m.find(PriceEntry, { where: { productCaratId: In(kept.map((c) => c.id)) } }) : [];
  const byCarat = new Map(kept.map((c) => [c.caratId, c]));

  for (const [position, carat] of carats.entries()) {
    let row = byCarat.get(carat.caratId);
    if (!row) row = await m.save(m.create(ProductCarat, { productId, caratId: carat.caratId, position }));
    else if (row.position !== position) await m.update(ProductCarat, { id: row.id }, { position });
    const rowId = row.id;
    await writeEntries(
      m,
      rowId,
      currencies,
      carat.prices,
      entries.filter((e) => e.productCaratId === rowId),
    );
  }
}

/** Makes the product's sizes exactly `sizeIds` (in this order); variants of a size no longer offered go too. */
export async function syncSizes(m: EntityManager, productId: number, sizeIds: number[]): Promise<void> {
  const existing = await m.find(ProductSize, { where: { productId } });
  const wanted = new Set(sizeIds);
  const gone = existing.filter((s) => !wanted.has(s.sizeId));
  if (gone.length) await m.delete(ProductSize, { id: In(gone.map((s) => s.id)) });
  const bySize = new Map(existing.map((s) => [s.sizeId, s]));
  const inserts: Partial<ProductSize>[] = [];
  for (const [position, sizeId] of sizeIds.entries()) {
    const row = bySize.get(sizeId);
    if (!row) inserts.push({ productId, sizeId, position });
    else if (row.position !== position) await m.update(ProductSize, { id: row.id }, { position });
  }
  if (inserts.length) await m.insert(ProductSize, inserts);
  await m.delete(ProductVariant, sizeIds.length ? { productId, sizeId: Not(In(sizeIds)) } : { productId });
}

/** The next free position in a product's list of colours or carats. */
export async function nextPosition(m: EntityManager, table: 'product_colors' | 'product_carats', productId: number): Promise<number> {
  const [row] = await m.query<{ maxPosition: number | string | null }[]>(
    `SELECT MAX(position) AS maxPosition FROM ${table} WHERE productId = ?`,
    [productId],
  );
  return row?.maxPosition == null ? 0 : Number(row.maxPosition) + 1;
}

/** Saves a new colour or carat row of a product at the end of its list (nextPosition). */
export async function saveAtEnd<T extends ProductColor | ProductCarat>(
  m: EntityManager,
  entity: new () => T,
  table: 'product_colors' | 'product_carats',
  columns: DeepPartial<T> & { productId: number },
): Promise<T> {
  const position = await nextPosition(m, table, columns.productId);
  return m.save(m.create(entity, { ...columns, position } as DeepPartial<T>));
}

/**
 * Deletes the files of removed product pictures after their rows are gone (the transaction committed).
 * Only this shop's product uploads are touched (external URLs and other folders' files are never ours
 * to delete), and only when no other picture row still points at the same path.
 */
export async function removeUnreferencedImages(ds: DataSource, storage: FileStorage, urls: string[]): Promise<void> {
  const candidates = [...new Set(urls.filter((url) => url.startsWith(`uploads/${PRODUCT_IMAGE_FOLDER}/`)))];
  if (candidates.length === 0) return;
  const stillUsed = await ds.getRepository(ProductImage).find({ select: { url: true }, where: { url: In(candidates) } });
  const used = new Set(stillUsed.map((img) => img.url));
  await removeStoredFiles(
    storage,
    candidates.filter((url) => !used.has(url)),
  );
}

/**
 * Makes the pictures of a product colour exactly `urls`, in that order: a URL it already has keeps its
 * row, the others are added, pictures not listed are removed. Returns the removed URLs.
 */
export async function replaceImageUrls(m: EntityManager, productColorId: number, urls: string[]): Promise<string[]> {
  const current = await m.find(ProductImage, { where: { productColorId } });
  const wanted = [...new Set(urls)];
  const removed = current.filter((img) => !wanted.includes(img.url));
  if (removed.length) await m.delete(ProductImage, { id: In(removed.map((img) => img.id)) });
  const inserts: Partial<ProductImage>[] = [];
  for (const [position, url] of wanted.entries()) {
    const img = current.find((i) => i.url === url);
    if (!img) inserts.push({ productColorId, url, position });
    else if (img.position !== position) await m.update(ProductImage, { id: img.id }, { position });
  }
  if (inserts.length) await m.insert(ProductImage, inserts);
  return removed.map((img) => img.url);
}
