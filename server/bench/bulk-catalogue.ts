import type { DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../src/database/transactions';
import { convertFromInrMinor, rateCardPriceMinor } from '../src/domain/pricing/rate-card';
import { type EntryAmounts, fromPriceMinor } from '../src/domain/pricing/totals';

/** What the bulk seed added. */
export interface BulkCatalogue {
  products: number;
  productColors: number;
  productImages: number;
  productSizes: number;
  productCarats: number;
  priceEntries: number;
  firstProductId: number;
  lastProductId: number;
  seconds: number;
}

type Row = (string | number | null)[];

interface Currency {
  id: number;
  code: string;
  rate: number;
}

interface Template {
  id: number;
  name: string;
  description: string;
  returnPolicy: string | null;
  weightInGrams: number;
  subcategoryId: number;
  categoryId: number;
}

// Small deterministic PRNG (mulberry32), so every run seeds the same catalogue.
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** UTC 'YYYY-MM-DD HH:MM:SS.SSS': what TypeORM writes to a datetime(3) column on SQLite and MariaDB alike. */
const sqlDateTime = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

// Stone charges in rupees, as a jeweller would quote them (the seed's demo catalogue uses the same range).
const STONE_CHARGES_INR = [0, 3500, 8000, 12500, 18000, 26000, 42000, 65000];

/**
 * Multi-row INSERTs with explicit ids (the database is a throwaway one nobody else writes to), in
 * statements of at most ~30,000 parameters: SQLite's default limit is 32,766.
 */
async function insertRows(m: EntityManager, table: string, columns: string[], rows: Row[]): Promise<void> {
  const perStatement = Math.max(1, Math.min(1000, Math.floor(30_000 / columns.length)));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  // Backticks quote identifiers in MySQL/MariaDB and, for compatibility, in SQLite too.
  const head = `INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES `;
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    await m.query(head + chunk.map(() => tuple).join(', '), chunk.flat());
  }
}

async function maxId(m: EntityManager, table: string): Promise<number> {
  const [row] = await m.query<{ n: number | string | null }[]>(`SELECT MAX(id) AS n FROM \`${table}\``);
  return Number(row?.n ?? 0);
}

/**
 * Adds `count` products modelled on the seeded demo ones (their category, subcategory, sizes and
 * description; a varied weight), each with 1-3 colours of 2 pictures (the seeded picture paths, no
 * new rendering), 2-3 carats and an INR and a USD price entry per carat from the rate card. One
 * transaction; runs after the demo seed, before the server takes load.
 */
export async function seedBulkCatalogue(dataSource: DataSource, count: number): Promise<BulkCatalogue> {
  const started = Date.now();
  return inTransaction(dataSource, async (m) => {
    const templates = (
      await m.query<(Template & { metalTypeId: number })[]>(
        'SELECT id, name, description, returnPolicy, weightInGrams, subcategoryId, categoryId, metalTypeId FROM `products` ORDER BY id',
      )
    ).map((t) => ({
      ...t,
      id: Number(t.id),
      weightInGrams: Number(t.weightInGrams),
      subcategoryId: Number(t.subcategoryId),
      categoryId: Number(t.categoryId),
      metalTypeId: Number(t.metalTypeId),
    }));
    if (templates.length === 0) throw new Error('bulk seed: the demo shop has no products to model on (seed the demo shop first)');
    const metalTypeId = templates[0].metalTypeId;
    const [metal] = await m.query<{ baseRatePerGram: number | string }[]>('SELECT baseRatePerGram FROM `metal_types` WHERE id = ?', [
      metalTypeId,
    ]);
    const carats = (
      await m.query<{ id: number; value: number; multiplier: number | string }[]>(
        'SELECT id, value, multiplier FROM `carats` WHERE metalTypeId = ? ORDER BY value',
        [metalTypeId],
      )
    ).map((c) => ({
      id: Number(c.id),
      value: Number(c.value),
      multiplier: Number(c.multiplier),
    }));
    const currencies = (
      await m.query<{ id: number; code: string; conversionRateToINR: number | string }[]>(
        'SELECT id, code, conversionRateToINR FROM `currencies` ORDER BY id',
      )
    ).map((c) => ({
      id: Number(c.id),
      code: c.code,
      rate: Number(c.conversionRateToINR),
    }));
    const inrOrNone = currencies.find((c) => c.code === 'INR');
    const usdOrNone = currencies.find((c) => c.code === 'USD');
    if (!inrOrNone || !usdOrNone || carats.length < 2) throw new Error('bulk seed: the demo shop lacks INR/USD or carats');
    const inr: Currency = inrOrNone;
    const pricedIn: Currency[] = [inrOrNone, usdOrNone];
    const colorIds = (await m.query<{ id: number }[]>('SELECT id FROM `colors` ORDER BY id')).map((c) => Number(c.id));
    const imageUrls = (await m.query<{ url: string }[]>('SELECT url FROM `product_images` ORDER BY id')).map((i) => i.url);
    const sizesByTemplate = new Map<number, number[]>();
    for (const row of await m.query<{ productId: number; sizeId: number }[]>(
      'SELECT productId, sizeId FROM `product_sizes` ORDER BY productId, position, id',
    )) {
      const list = sizesByTemplate.get(Number(row.productId)) ?? [];
      list.push(Number(row.sizeId));
      sizesByTemplate.set(Number(row.productId), list);
    }

    const ids = {
      product: await maxId(m, 'products'),
      color: await maxId(m, 'product_colors'),
      image: await maxId(m, 'product_images'),
      size: await maxId(m, 'product_sizes'),
      carat: await maxId(m, 'product_carats'),
      price: await maxId(m, 'price_entries'),
    };
    const firstProductId = ids.product + 1;
    const rows = {
      products: [] as Row[],
      colors: [] as Row[],
      images: [] as Row[],
      sizes: [] as Row[],
      carats: [] as Row[],
      prices: [] as Row[],
    };
    const rnd = random(20_261_121);
    const now = Date.now();
    let imageCursor = 0;

    for (let i = 0; i < count; i++) {
      const template = templates[i % templates.length];
      const productId = ++ids.product;
      const weight = Math.round(template.weightInGrams * (0.8 + rnd() * 0.5) * 1000) / 1000;

      const colourCount = Math.min(colorIds.length, 1 + Math.floor(rnd() * 3));
      const colourStart = Math.floor(rnd() * colorIds.length);
      for (let c = 0; c < colourCount; c++) {
        const productColorId = ++ids.color;
        rows.colors.push([productColorId, productId, colorIds[(colourStart + c) % colorIds.length], c]);
        for (let view = 0; view < 2; view++)
          rows.images.push([++ids.image, productColorId, imageUrls[imageCursor++ % imageUrls.length], view]);
      }

      for (const [position, sizeId] of (sizesByTemplate.get(template.id) ?? []).entries())
        rows.sizes.push([++ids.size, productId, sizeId, position]);

      const caratCount = Math.min(carats.length, 2 + (rnd() < 0.5 ? 1 : 0));
      const caratStart = Math.floor(rnd() * (carats.length - caratCount + 1));
      const stoneInrMinor = STONE_CHARGES_INR[Math.floor(rnd() * STONE_CHARGES_INR.length)] * 100;
      const inrAmounts: EntryAmounts[] = [];
      for (let k = 0; k < caratCount; k++) {
        const carat = carats[caratStart + k];
        const productCaratId = ++ids.carat;
        rows.carats.push([productCaratId, productId, carat.id, k]);
        // The same rule as the demo seed: labour per gram depends on the purity.
        const labourInrMinor = Math.round(weight * (carat.value >= 22 ? 950 : 800)) * 100;
        for (const currency of pricedIn) {
          const priceMinor = rateCardPriceMinor({
            baseRatePerGram: Number(metal.baseRatePerGram),
            caratMultiplier: carat.multiplier,
            weightInGrams: weight,
            currencyRate: currency.rate,
            inrRate: inr.rate,
          });
          const stone = convertFromInrMinor(stoneInrMinor, currency.rate, inr.rate);
          const labour = convertFromInrMinor(labourInrMinor, currency.rate, inr.rate);
          rows.prices.push([++ids.price, productCaratId, currency.id, priceMinor, stone, labour, 0]);
          if (currency === inr) inrAmounts.push({ priceMinor, stoneChargeMinor: stone, labourChargeMinor: labour });
        }
      }

      rows.products.push([
        productId,
        `${template.name} No. ${i + 1}`,
        template.description,
        template.returnPolicy,
        weight,
        metalTypeId,
        template.subcategoryId,
        template.categoryId,
        i % 19 === 7 ? 1 : 0,
        fromPriceMinor(inrAmounts),
        // Older than the demo shop's newest pieces, one every 37 minutes back in time.
        sqlDateTime(new Date(now - (i + 1) * 37 * 60_000)),
      ]);
    }

    await insertRows(
      m,
      'products',
      [
        'id',
        'name',
        'description',
        'returnPolicy',
        'weightInGrams',
        'metalTypeId',
        'subcategoryId',
        'categoryId',
        'outOfStock',
        'fromPriceInrMinor',
        'createdAt',
      ],
      rows.products,
    );
    await insertRows(m, 'product_colors', ['id', 'productId', 'colorId', 'position'], rows.colors);
    await insertRows(m, 'product_images', ['id', 'productColorId', 'url', 'position'], rows.images);
    await insertRows(m, 'product_sizes', ['id', 'productId', 'sizeId', 'position'], rows.sizes);
    await insertRows(m, 'product_carats', ['id', 'productId', 'caratId', 'position'], rows.carats);
    await insertRows(
      m,
      'price_entries',
      ['id', 'productCaratId', 'currencyId', 'priceMinor', 'stoneChargeMinor', 'labourChargeMinor', 'isManual'],
      rows.prices,
    );

    return {
      products: rows.products.length,
      productColors: rows.colors.length,
      productImages: rows.images.length,
      productSizes: rows.sizes.length,
      productCarats: rows.carats.length,
      priceEntries: rows.prices.length,
      firstProductId,
      lastProductId: ids.product,
      seconds: (Date.now() - started) / 1000,
    };
  });
}
