// The per-request DataLoaders, shared by GraphQL (in the context) and the services that build REST answers.
import DataLoader from 'dataloader';
import { type DataSource, type EntityTarget, type ObjectLiteral, In } from 'typeorm';
import { Currency } from '../entities/currency.entity';
import { MetalType } from '../entities/metal-type.entity';
import { OrderItem } from '../entities/order-item.entity';
import { PriceEntry } from '../entities/price-entry.entity';
import { Product } from '../entities/product.entity';
import { ProductCarat } from '../entities/product-carat.entity';
import { ProductColor } from '../entities/product-color.entity';
import { ProductImage } from '../entities/product-image.entity';
import { ProductSize } from '../entities/product-size.entity';
import { Review } from '../entities/review.entity';
import { Subcategory } from '../entities/subcategory.entity';
import { User } from '../entities/user.entity';
import { minorUnitsFromDatabase } from '../entities/columns';

/** One IN (...) query for all keys; answers in key order, null where nothing matched. */
function byId<T extends ObjectLiteral & { id: number }>(ds: DataSource, entity: EntityTarget<T>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = await ds.getRepository(entity).findBy({ id: In([...ids]) } as never);
    const map = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** One IN (...) query for all parent keys; each parent gets its rows sorted by position, then id. */
function manyBy<T extends ObjectLiteral & { id: number; position: number }>(
  ds: DataSource,
  entity: EntityTarget<T>,
  column: keyof T & string,
  relations: Record<string, true> = {},
) {
  return new DataLoader<number, T[]>(async (keys) => {
    const rows = await ds.getRepository(entity).find({
      where: { [column]: In([...keys]) } as never,
      relations: relations as never,
      order: { position: 'ASC', id: 'ASC' } as never,
    });
    const groups = new Map<number, T[]>(keys.map((k) => [k, []]));
    for (const row of rows) groups.get(row[column])?.push(row);
    return keys.map((k) => groups.get(k) ?? []);
  });
}

/** A colour of a product with its pictures' paths, in position order. */
export interface ColourPart {
  productColorId: number;
  colorId: number;
  /** Null when the colour row has lost its name. */
  colorName: string | null;
  images: string[];
}

/** A purity of a product with its stored price in one currency (null without one). */
export interface CaratPart {
  productCaratId: number;
  caratValue: number;
  entry: { priceMinor: number; stoneChargeMinor: number; labourChargeMinor: number } | null;
}

export interface SizePart {
  productSizeId: number;
  sizeId: number;
  sizeName: string;
}

// The columns every branch of the parts statement answers, in this order (a UNION takes them by position).
const PART_COLUMNS = ['k', 'pid', 'id', 'pos', 'ref', 's1', 's2', 'n1', 'n2', 'n3', 'm1', 'm2', 'm3', 't1'] as const;
type PartRow = Record<(typeof PART_COLUMNS)[number], unknown>;

const ids = (keys: readonly number[]) => keys.map(() => '?').join(', ');
const byPosition = (a: { pos: unknown; id: unknown }, b: { pos: unknown; id: unknown }) =>
  Number(a.pos) - Number(b.pos) || Number(a.id) - Number(b.id);
// SQLite keeps TypeORM's datetime as UTC text; mysql2 (timezone Z) answers a Date.
const asDate = (value: unknown): Date =>
  value instanceof Date
    ? value
    : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(String(value)) ? String(value) : `${String(value).replace(' ', 'T')}Z`);

/**
 * The parts of many products a storefront card or page shows (colours with their pictures, purities
 * with their price in the asked currencies, sizes, reviews), as DataLoaders that all answer from ONE
 * statement: each loader's batch only notes its keys, and the first one to run schedules a single
 * UNION ALL of the branches asked for in that tick. Listing a page therefore costs one statement for
 * all its pictures and prices instead of one per table (colours, images, carats, price entries), and
 * the count stays the same for 24 or 100 products. Rows come back unordered; each group is sorted by
 * position, then id, as the per-table loaders did.
 */
export function productPartsLoaders(ds: DataSource) {
  type Pending<K, V> = { keys: readonly K[]; resolve: (values: V[]) => void; reject: (error: unknown) => void };
  interface Batch {
    colours: Pending<number, ColourPart[]>[];
    carats: Pending<string, CaratPart[]>[];
    sizes: Pending<number, SizePart[]>[];
    reviews: Pending<number, Review[]>[];
  }
  const emptyBatch = (): Batch => ({ colours: [], carats: [], sizes: [], reviews: [] });
  let batch = emptyBatch();
  let scheduled = false;

  const flush = async () => {
    scheduled = false;
    const { colours, carats, sizes, reviews } = batch;
    batch = emptyBatch();
    const allOf = <K>(pendings: { keys: readonly K[] }[]) => [...new Set(pendings.flatMap((p) => p.keys))];
    const branches: string[] = [];
    const params: unknown[] = [];
    // Every branch answers PART_COLUMNS, aliased, in that order.
    const branch = (columns: string[], from: string, values: unknown[]) => {
      branches.push(`SELECT ${columns.map((expr, i) => `${expr} AS ${PART_COLUMNS[i]}`).join(', ')} FROM ${from}`);
      params.push(...values);
    };
    const colourIds = allOf(colours);
    if (colourIds.length)
      branch(
        [
          '1',
          'pc.productId',
          'pc.id',
          'pc.position',
          'pc.colorId',
          'c.name',
          'pi.url',
          'pi.id',
          'pi.position',
          'NULL',
          'NULL',
          'NULL',
          'NULL',
          'NULL',
        ],
        `product_colors pc LEFT JOIN colors c ON c.id = pc.colorId LEFT JOIN product_images pi ON pi.productColorId = pc.id
          WHERE pc.productId IN (${ids(colourIds)})`,
        colourIds,
      );
    const caratPairs = allOf(carats).map((key) => key.split(':').map(Number) as [number, number]);
    if (caratPairs.length) {
      const products = [...new Set(caratPairs.map(([p]) => p))];
      const currencies = [...new Set(caratPairs.map(([, c]) => c))];
      branch(
        [
          '2',
          'pc.productId',
          'pc.id',
          'pc.position',
          'pe.currencyId',
          'NULL',
          'NULL',
          'pe.id',
          'NULL',
          'ca.value',
          'pe.priceMinor',
          'pe.stoneChargeMinor',
          'pe.labourChargeMinor',
          'NULL',
        ],
        `product_carats pc LEFT JOIN carats ca ON ca.id = pc.caratId
           LEFT JOIN price_entries pe ON pe.productCaratId = pc.id AND pe.currencyId IN (${ids(currencies)})
          WHERE pc.productId IN (${ids(products)})`,
        [...currencies, ...products],
      );
    }
    const sizeIds = allOf(sizes);
    if (sizeIds.length)
      branch(
        [
          '3',
          'ps.productId',
          'ps.id',
          'ps.position',
          'ps.sizeId',
          's.name',
          'NULL',
          'NULL',
          'NULL',
          'NULL',
          'NULL',
          'NULL',
          'NULL',
          'NULL',
        ],
        `product_sizes ps LEFT JOIN sizes s ON s.id = ps.sizeId WHERE ps.productId IN (${ids(sizeIds)})`,
        sizeIds,
      );
    const reviewIds = allOf(reviews);
    if (reviewIds.length)
      branch(
        [
          '4',
          'r.productId',
          'r.id',
          '0',
          'r.userId',
          'r.authorName',
          'r.comment',
          'r.rating',
          'NULL',
          'NULL',
          'NULL',
          'NULL',
          'NULL',
          'r.createdAt',
        ],
        `reviews r WHERE r.productId IN (${ids(reviewIds)})`,
        reviewIds,
      );
    let rows: PartRow[];
    try {
      rows = branches.length ? await ds.query(branches.join(' UNION ALL '), params) : [];
    } catch (error) {
      for (const pending of [...colours, ...carats, ...sizes, ...reviews]) pending.reject(error);
      return;
    }
    const kinds = new Map<number, PartRow[]>([1, 2, 3, 4].map((k) => [k, []]));
    for (const row of rows) kinds.get(Number(row.k))?.push(row);
    const grouped = <V>(kind: number, make: (rows: PartRow[]) => V[]) => {
      const groups = new Map<number, PartRow[]>();
      for (const row of kinds.get(kind)!) {
        const pid = Number(row.pid);
        const list = groups.get(pid);
        if (list) list.push(row);
        else groups.set(pid, [row]);
      }
      return (productId: number): V[] => make(groups.get(productId) ?? []);
    };

    const colourParts = grouped(1, (list) => {
      // By colour position and id, then by picture position and id within a colour.
      list.sort((a, b) => byPosition(a, b) || Number(a.n2) - Number(b.n2) || Number(a.n1) - Number(b.n1));
      const parts: ColourPart[] = [];
      for (const row of list) {
        let last = parts[parts.length - 1];
        if (!last || last.productColorId !== Number(row.id)) {
          last = { productColorId: Number(row.id), colorId: Number(row.ref), colorName: (row.s1 as string | null) ?? null, images: [] };
          parts.push(last);
        }
        if (row.n1 != null) last.images.push(String(row.s2));
      }
      return parts;
    });
    for (const p of colours) p.resolve(p.keys.map(colourParts));

    const caratRows = grouped(2, (list) => list.sort(byPosition));
    const caratParts = (key: string): CaratPart[] => {
      const [productId, currencyId] = key.split(':').map(Number);
      const parts = new Map<number, CaratPart>();
      for (const row of caratRows(productId)) {
        const id = Number(row.id);
        let part = parts.get(id);
        if (!part) parts.set(id, (part = { productCaratId: id, caratValue: Number(row.n3 ?? 0), entry: null }));
        if (row.n1 != null && Number(row.ref) === currencyId)
          part.entry = {
            priceMinor: minorUnitsFromDatabase(row.m1 as string | number) ?? 0,
            stoneChargeMinor: minorUnitsFromDatabase(row.m2 as string | number) ?? 0,
            labourChargeMinor: minorUnitsFromDatabase(row.m3 as string | number) ?? 0,
          };
      }
      return [...parts.values()];
    };
    for (const p of carats) p.resolve(p.keys.map(caratParts));

    const sizeParts = grouped(3, (list) =>
      list
        .sort(byPosition)
        .map((row) => ({ productSizeId: Number(row.id), sizeId: Number(row.ref), sizeName: (row.s1 as string | null) ?? '' })),
    );
    for (const p of sizes) p.resolve(p.keys.map(sizeParts));

    const reviewParts = grouped(4, (list) =>
      list
        .map((row) =>
          Object.assign(new Review(), {
            id: Number(row.id),
            productId: Number(row.pid),
            userId: row.ref == null ? null : Number(row.ref),
            authorName: String(row.s1),
            comment: String(row.s2),
            rating: Number(row.n1),
            createdAt: asDate(row.t1),
          }),
        )
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id),
    );
    for (const p of reviews) p.resolve(p.keys.map(reviewParts));
  };

  const enqueue =
    <K, V>(list: (b: Batch) => Pending<K, V>[]) =>
    (keys: readonly K[]) =>
      new Promise<V[]>((resolve, reject) => {
        list(batch).push({ keys, resolve, reject });
        // DataLoaders dispatch in process.nextTick: one more tick lets every loader of this round note its keys.
        if (!scheduled) {
          scheduled = true;
          process.nextTick(() => void flush());
        }
      });

  return {
    /** A product's colours in offer order, each with its pictures. */
    coloursByProductId: new DataLoader<number, ColourPart[]>(enqueue((b) => b.colours)),
    /** Key `${productId}:${currencyId}`: the product's purities in offer order with their price in that currency. */
    caratsByProductCurrency: new DataLoader<string, CaratPart[]>(enqueue((b) => b.carats)),
    /** A product's sizes in offer order. */
    sizesByProductId: new DataLoader<number, SizePart[]>(enqueue((b) => b.sizes)),
    /** A product's reviews, newest first. */
    reviewsByProductId: new DataLoader<number, Review[]>(enqueue((b) => b.reviews)),
  };
}

export type ProductPartsLoaders = ReturnType<typeof productPartsLoaders>;

/**
 * Every DataLoader of one request. Made fresh per request in the context (never module-level), so one
 * shopper's cached rows cannot reach another; each batch is a single IN (...) query.
 */
export function createLoaders(ds: DataSource) {
  return {
    /** The storefront's product parts, all read by one statement per tick (see productPartsLoaders). */
    productParts: productPartsLoaders(ds),
    currencyById: byId(ds, Currency),
    /** Only the names (the back-office part tables' Product column): no description text read. */
    productNameById: new DataLoader<number, string | null>(async (ids) => {
      const rows = await ds.getRepository(Product).find({ select: { id: true, name: true }, where: { id: In([...ids]) } });
      const names = new Map(rows.map((row) => [row.id, row.name]));
      return ids.map((id) => names.get(id) ?? null);
    }),
    colorsByProductId: manyBy(ds, ProductColor, 'productId', { color: true }),
    imagesByProductColorId: manyBy(ds, ProductImage, 'productColorId'),
    caratsByProductId: manyBy(ds, ProductCarat, 'productId', { carat: true }),
    subcategoryById: byId(ds, Subcategory),
    sizesByProductId: manyBy(ds, ProductSize, 'productId', { size: true }),
    // --- catalogue loaders above; cart, wishlist and order loaders below ---
    // Cart and wishlist lines arrive from their services with product, purity, colour and size joined in
    // the same query; their pictures use imagesByProductColorId above.
    /** The items of many orders, each list in order. */
    orderItemsByOrderId: new DataLoader<number, OrderItem[]>(async (orderIds) => {
      const rows = await ds.getRepository(OrderItem).find({ where: { orderId: In([...orderIds]) }, order: { id: 'ASC' } });
      const groups = new Map<number, OrderItem[]>(orderIds.map((id) => [id, []]));
      for (const row of rows) groups.get(row.orderId)?.push(row);
      return orderIds.map((id) => groups.get(id) ?? []);
    }),
    // --- back-office: users, orders, dashboard, content ---
    /** Accounts by id: the customer of an order in the back-office order list (null once the account is deleted). */
    userById: byId(ds, User),
    // --- back-office catalogue configuration ---
    /** Metal types by id: the metal of each carat in the back-office carat list. */
    metalTypeById: byId(ds, MetalType),
    // --- back-office products (products-admin): every currency's price entry of a product carat (metalTypeById above) ---
    /** Every price entry (all currencies, with the currency joined) of many product carats, by currency id. */
    priceEntriesByProductCaratId: new DataLoader<number, PriceEntry[]>(async (productCaratIds) => {
      const rows = await ds.getRepository(PriceEntry).find({
        where: { productCaratId: In([...productCaratIds]) },
        relations: { currency: true },
        order: { currencyId: 'ASC', id: 'ASC' },
      });
      const groups = new Map<number, PriceEntry[]>(productCaratIds.map((id) => [id, []]));
      for (const row of rows) groups.get(row.productCaratId)?.push(row);
      return productCaratIds.map((id) => groups.get(id) ?? []);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
