// The storefront's product parts (colours with pictures, purities with prices, sizes, reviews, sold out), read for
// many products by ONE statement per tick: see productPartsLoaders.
import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { Review } from '../entities/review.entity';
import { isSoldOut } from '../domain/inventory/sold-out';
import { minorUnitsFromDatabase } from '../entities/columns';

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

// The statement is a UNION ALL of one branch per part, and a UNION takes columns by position: every
// branch answers `k` (which part) and then these slots, in this order, NULL where it has nothing. Slots
// are grouped by type (s: text, n: numbers, m: amounts, t: time) so each keeps one type on every branch.
// A part names what it puts in a slot (PartColumns) and reads its rows back by those names.
const SLOTS = ['pid', 'id', 'pos', 'ref', 's1', 's2', 'n1', 'n2', 'n3', 'm1', 'm2', 'm3', 't1'] as const;
type Slot = (typeof SLOTS)[number];
type SlotRow = Record<'k' | Slot, unknown>;

/** What a part selects: for each name, its slot and its SQL expression. */
type PartColumns<N extends string> = Record<N, readonly [Slot, string]>;
/** A row of one part, by the names that part gave its columns. */
type Named<N extends string> = Record<N, unknown>;

/** One kind of part: its columns, its branch for the keys of a tick, and how its rows answer each key. */
interface Part<K, V, N extends string> {
  columns: PartColumns<N>;
  /** The FROM (with joins and WHERE) for these keys, and its parameters. */
  from(keys: K[]): { from: string; params: unknown[] };
  /** The answer of each key, from the part's rows grouped by product id (unordered). */
  answer(rowsOf: (productId: number) => Named<N>[]): (key: K) => V;
}

/** A part, its column names checked where its rows are read. */
const definePart = <K, V, N extends string>(part: Part<K, V, N>) => part;

const ids = (keys: readonly unknown[]) => keys.map(() => '?').join(', ');
const byPosition = (a: { position: unknown; id: unknown }, b: { position: unknown; id: unknown }) =>
  Number(a.position) - Number(b.position) || Number(a.id) - Number(b.id);
// SQLite keeps TypeORM's datetime as UTC text; mysql2 (timezone Z) answers a Date.
const asDate = (value: unknown): Date =>
  value instanceof Date
    ? value
    : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(String(value)) ? String(value) : `${String(value).replace(' ', 'T')}Z`);
const amount = (value: unknown) => minorUnitsFromDatabase(value as string | number) ?? 0;

/** Colours in offer order, each with its pictures in position order (one row per picture, or one without). */
const colourPart = definePart({
  columns: {
    productId: ['pid', 'pc.productId'],
    id: ['id', 'pc.id'],
    position: ['pos', 'pc.position'],
    colorId: ['ref', 'pc.colorId'],
    colorName: ['s1', 'c.name'],
    imageUrl: ['s2', 'pi.url'],
    imageId: ['n1', 'pi.id'],
    imagePosition: ['n2', 'pi.position'],
  },
  from: (productIds: number[]) => ({
    from: `product_colors pc LEFT JOIN colors c ON c.id = pc.colorId LEFT JOIN product_images pi ON pi.productColorId = pc.id
          WHERE pc.productId IN (${ids(productIds)})`,
    params: productIds,
  }),
  answer:
    (rowsOf) =>
    (productId: number): ColourPart[] => {
      const rows = rowsOf(productId);
      rows.sort((a, b) => byPosition(a, b) || Number(a.imagePosition) - Number(b.imagePosition) || Number(a.imageId) - Number(b.imageId));
      const parts: ColourPart[] = [];
      for (const row of rows) {
        let last = parts[parts.length - 1];
        if (!last || last.productColorId !== Number(row.id)) {
          last = {
            productColorId: Number(row.id),
            colorId: Number(row.colorId),
            colorName: (row.colorName as string | null) ?? null,
            images: [],
          };
          parts.push(last);
        }
        if (row.imageId != null) last.images.push(String(row.imageUrl));
      }
      return parts;
    },
});

/** Key `${productId}:${currencyId}`: purities in offer order, each with its price entry in that currency. */
const caratPart = definePart({
  columns: {
    productId: ['pid', 'pc.productId'],
    id: ['id', 'pc.id'],
    position: ['pos', 'pc.position'],
    currencyId: ['ref', 'pe.currencyId'],
    entryId: ['n1', 'pe.id'],
    caratValue: ['n3', 'ca.value'],
    priceMinor: ['m1', 'pe.priceMinor'],
    stoneChargeMinor: ['m2', 'pe.stoneChargeMinor'],
    labourChargeMinor: ['m3', 'pe.labourChargeMinor'],
  },
  from: (keys: string[]) => {
    const pairs = keys.map((key) => key.split(':').map(Number) as [number, number]);
    const products = [...new Set(pairs.map(([p]) => p))];
    const currencies = [...new Set(pairs.map(([, c]) => c))];
    return {
      from: `product_carats pc LEFT JOIN carats ca ON ca.id = pc.caratId
           LEFT JOIN price_entries pe ON pe.productCaratId = pc.id AND pe.currencyId IN (${ids(currencies)})
          WHERE pc.productId IN (${ids(products)})`,
      params: [...currencies, ...products],
    };
  },
  answer:
    (rowsOf) =>
    (key: string): CaratPart[] => {
      const [productId, currencyId] = key.split(':').map(Number);
      const parts = new Map<number, CaratPart>();
      for (const row of rowsOf(productId).sort(byPosition)) {
        const id = Number(row.id);
        let part = parts.get(id);
        if (!part) parts.set(id, (part = { productCaratId: id, caratValue: Number(row.caratValue ?? 0), entry: null }));
        if (row.entryId != null && Number(row.currencyId) === currencyId)
          part.entry = {
            priceMinor: amount(row.priceMinor),
            stoneChargeMinor: amount(row.stoneChargeMinor),
            labourChargeMinor: amount(row.labourChargeMinor),
          };
      }
      return [...parts.values()];
    },
});

/** Sizes in offer order. */
const sizePart = definePart({
  columns: {
    productId: ['pid', 'ps.productId'],
    id: ['id', 'ps.id'],
    position: ['pos', 'ps.position'],
    sizeId: ['ref', 'ps.sizeId'],
    sizeName: ['s1', 's.name'],
  },
  from: (productIds: number[]) => ({
    from: `product_sizes ps LEFT JOIN sizes s ON s.id = ps.sizeId WHERE ps.productId IN (${ids(productIds)})`,
    params: productIds,
  }),
  answer:
    (rowsOf) =>
    (productId: number): SizePart[] =>
      rowsOf(productId)
        .sort(byPosition)
        .map((row) => ({ productSizeId: Number(row.id), sizeId: Number(row.sizeId), sizeName: (row.sizeName as string | null) ?? '' })),
});

/** Reviews, newest first. */
const reviewPart = definePart({
  columns: {
    productId: ['pid', 'r.productId'],
    id: ['id', 'r.id'],
    position: ['pos', '0'],
    userId: ['ref', 'r.userId'],
    authorName: ['s1', 'r.authorName'],
    comment: ['s2', 'r.comment'],
    rating: ['n1', 'r.rating'],
    createdAt: ['t1', 'r.createdAt'],
  },
  from: (productIds: number[]) => ({ from: `reviews r WHERE r.productId IN (${ids(productIds)})`, params: productIds }),
  answer:
    (rowsOf) =>
    (productId: number): Review[] =>
      rowsOf(productId)
        .map((row) =>
          Object.assign(new Review(), {
            id: Number(row.id),
            productId: Number(row.productId),
            userId: row.userId == null ? null : Number(row.userId),
            authorName: String(row.authorName),
            comment: String(row.comment),
            rating: Number(row.rating),
            createdAt: asDate(row.createdAt),
          }),
        )
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id),
});

/** Whether a product is sold out by stock: its combinations and variant counts, counted by the database on its indexes. */
const count = (table: string, alias: string, where = '') =>
  `(SELECT COUNT(*) FROM ${table} ${alias} WHERE ${alias}.productId = p.id${where})`;
const stockPart = definePart({
  columns: {
    productId: ['pid', 'p.id'],
    id: ['id', 'p.id'],
    combinations: ['pos', `${count('product_sizes', 'ps')} * ${count('product_colors', 'pc')} * ${count('product_carats', 'pk')}`],
    soldOutVariants: ['n1', count('product_variants', 'v0', ' AND v0.stock = 0')],
    otherVariants: ['n2', count('product_variants', 'vn', ' AND (vn.stock IS NULL OR vn.stock <> 0)')],
  },
  from: (productIds: number[]) => ({ from: `products p WHERE p.id IN (${ids(productIds)})`, params: productIds }),
  answer:
    (rowsOf) =>
    (productId: number): boolean => {
      const [row] = rowsOf(productId);
      return (
        Boolean(row) &&
        isSoldOut({
          combinations: Number(row.combinations),
          soldOutVariants: Number(row.soldOutVariants),
          otherVariants: Number(row.otherVariants),
        })
      );
    },
});

/** The SELECT of one part: `k`, then every slot in order, aliased, NULL where the part has nothing. */
function branchSelect(kind: number, columns: PartColumns<string>, from: string): string {
  const bySlot = new Map(Object.values(columns).map(([slot, expr]) => [slot, expr]));
  return `SELECT ${kind} AS k, ${SLOTS.map((slot) => `${bySlot.get(slot) ?? 'NULL'} AS ${slot}`).join(', ')} FROM ${from}`;
}

/** A part's rows by product id, each row read by the part's column names. */
function groupedByProduct(rows: SlotRow[], columns: PartColumns<string>): (productId: number) => Named<string>[] {
  const entries = Object.entries(columns);
  const groups = new Map<number, Named<string>[]>();
  for (const row of rows) {
    const named = Object.fromEntries(entries.map(([name, [slot]]) => [name, row[slot]]));
    const pid = Number(row.pid);
    const list = groups.get(pid);
    if (list) list.push(named);
    else groups.set(pid, [named]);
  }
  return (productId) => groups.get(productId) ?? [];
}

type Pending = { keys: readonly unknown[]; resolve: (values: unknown[]) => void; reject: (error: unknown) => void };

/** The parts in statement order; `k` of a branch is the part's place here, from 1. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of parts of different key and value types
const PARTS: Part<any, any, string>[] = [colourPart, caratPart, sizePart, reviewPart, stockPart];

/** Runs the one statement for everything the loaders noted in a tick and answers each of their batches. */
async function readParts(ds: DataSource, pendings: Pending[][]): Promise<void> {
  const branches: string[] = [];
  const params: unknown[] = [];
  PARTS.forEach((part, i) => {
    const keys = [...new Set(pendings[i].flatMap((p) => p.keys))];
    if (!keys.length) return;
    const { from, params: values } = part.from(keys);
    branches.push(branchSelect(i + 1, part.columns, from));
    params.push(...values);
  });
  let rows: SlotRow[];
  try {
    rows = branches.length ? await ds.query(branches.join(' UNION ALL '), params) : [];
  } catch (error) {
    for (const pending of pendings.flat()) pending.reject(error);
    return;
  }
  PARTS.forEach((part, i) => {
    const answer = part.answer(
      groupedByProduct(
        rows.filter((row) => Number(row.k) === i + 1),
        part.columns,
      ),
    );
    for (const pending of pendings[i]) pending.resolve(pending.keys.map(answer));
  });
}

/**
 * The parts of many products a storefront card or page shows (colours with their pictures, purities
 * with their price in the asked currencies, sizes, reviews, whether stock is gone), as DataLoaders that all answer from ONE
 * statement: each loader's batch only notes its keys, and the first one to run schedules a single
 * UNION ALL of the branches asked for in that tick. Listing a page therefore costs one statement for
 * all its pictures and prices instead of one per table (colours, images, carats, price entries), and
 * the count stays the same for 24 or 100 products. Rows come back unordered; each group is sorted by
 * position, then id, as the per-table loaders did.
 */
export function productPartsLoaders(ds: DataSource) {
  let batch: Pending[][] = PARTS.map(() => []);
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const noted = batch;
    batch = PARTS.map(() => []);
    return readParts(ds, noted);
  };
  const enqueue =
    <K, V>(part: Part<K, V, string>) =>
    (keys: readonly K[]) =>
      new Promise<V[]>((resolve, reject) => {
        batch[PARTS.indexOf(part)].push({ keys, resolve: resolve as (values: unknown[]) => void, reject });
        // DataLoaders dispatch in process.nextTick: one more tick lets every loader of this round note its keys.
        if (!scheduled) {
          scheduled = true;
          process.nextTick(() => void flush());
        }
      });

  return {
    /** A product's colours in offer order, each with its pictures. */
    coloursByProductId: new DataLoader<number, ColourPart[]>(enqueue(colourPart)),
    /** Key `${productId}:${currencyId}`: the product's purities in offer order with their price in that currency. */
    caratsByProductCurrency: new DataLoader<string, CaratPart[]>(enqueue(caratPart)),
    /** A product's sizes in offer order. */
    sizesByProductId: new DataLoader<number, SizePart[]>(enqueue(sizePart)),
    /** A product's reviews, newest first. */
    reviewsByProductId: new DataLoader<number, Review[]>(enqueue(reviewPart)),
    /** Sold out by stock (every combination tracked and at 0; the manual flag aside): docs/decisions.md#stock. */
    soldOutByProductId: new DataLoader<number, boolean>(enqueue(stockPart)),
  };
}

export type ProductPartsLoaders = ReturnType<typeof productPartsLoaders>;
