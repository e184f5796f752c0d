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
  /** Codes of the currencies every product carat is priced in (INR and USD, plus those added to reach the price-entry target). */
  currencies: string[];
  /** Entries added for the demo shop's product carats in the added currencies (every carat has a price in every currency). */
  demoPriceEntries: number;
  firstProductId: number;
  lastProductId: number;
  /** The metal type of every bulk product (the demo shop's gold), whose base rate re-prices them all. */
  metalTypeId: number;
  baseRatePerGram: number;
  /** A category + price filter that matches a good share of the bulk catalogue (the middle 80 % of its biggest category's from-prices). */
  filter: { categoryId: number; categoryName: string; minPriceInr: number; maxPriceInr: number };
  seconds: number;
}

export interface BulkOptions {
  /**
   * At least this many price entries in the bulk catalogue (BENCH_PRICE_ENTRIES): currencies are added,
   * and products get a third carat, until every carat priced in every currency reaches it. 0 keeps the
   * plain catalogue (2-3 carats at random, INR and USD).
   */
  priceEntries?: number;
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

// Currencies a shop selling abroad would add, with what one rupee buys (all have two decimals, as the
// shop's amounts do). Only used to reach BENCH_PRICE_ENTRIES.
const EXTRA_CURRENCIES: { code: string; rate: number }[] = [
  { code: 'EUR', rate: 0.0105 },
  { code: 'GBP', rate: 0.0091 },
  { code: 'AED', rate: 0.044 },
  { code: 'SGD', rate: 0.0155 },
  { code: 'AUD', rate: 0.018 },
  { code: 'CAD', rate: 0.0165 },
  { code: 'CHF', rate: 0.0098 },
  { code: 'NZD', rate: 0.0198 },
];

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
 * How many currencies, and how many products with a third carat, make at least `target` price entries
 * (a third carat is cheaper than a currency: it adds a row per currency, not a currency's worth of rows).
 * thirdCarats null: no target, carats stay random.
 */
function pricePlan(count: number, maxCarats: number, target: number, baseCurrencies: number) {
  if (target <= 0 || count === 0) return { currencies: baseCurrencies, thirdCarats: null };
  const currencies = Math.min(baseCurrencies + EXTRA_CURRENCIES.length, Math.max(baseCurrencies, Math.ceil(target / (count * maxCarats))));
  const caratRows = Math.ceil(target / currencies);
  return { currencies, thirdCarats: maxCarats < 3 ? 0 : Math.max(0, Math.min(count, caratRows - 2 * count)) };
}

/**
 * Price entries in the added currencies for the demo shop's product carats, from the rate card and
 * their INR quote: the shop gives every product carat a price in every currency.
 */
async function demoEntriesIn(m: EntityManager, added: Currency[], inr: Currency, nextId: () => number): Promise<Row[]> {
  if (added.length === 0) return [];
  const quotes = await m.query<
    {
      productCaratId: number;
      weightInGrams: number | string;
      multiplier: number | string;
      baseRatePerGram: number | string;
      stone: number | string;
      labour: number | string;
    }[]
  >(
    `SELECT pc.id AS productCaratId, p.weightInGrams, c.multiplier, mt.baseRatePerGram,
            pe.stoneChargeMinor AS stone, pe.labourChargeMinor AS labour
       FROM product_carats pc
       JOIN products p ON p.id = pc.productId
       JOIN carats c ON c.id = pc.caratId
       JOIN metal_types mt ON mt.id = p.metalTypeId
       JOIN price_entries pe ON pe.productCaratId = pc.id AND pe.currencyId = ?
      ORDER BY pc.id`,
    [inr.id],
  );
  return quotes.flatMap((q) =>
    added.map((currency) => [
      nextId(),
      Number(q.productCaratId),
      currency.id,
      rateCardPriceMinor({
        baseRatePerGram: Number(q.baseRatePerGram),
        caratMultiplier: Number(q.multiplier),
        weightInGrams: Number(q.weightInGrams),
        currencyRate: currency.rate,
        inrRate: inr.rate,
      }),
      convertFromInrMinor(Number(q.stone), currency.rate, inr.rate),
      convertFromInrMinor(Number(q.labour), currency.rate, inr.rate),
      0,
    ]),
  );
}

/** The bulk products' biggest category, and the middle 80 % of its from-prices (whole thousands of rupees). */
async function middleFilter(m: EntityManager, products: Row[]): Promise<BulkCatalogue['filter']> {
  const byCategory = new Map<number, number[]>();
  for (const row of products) {
    // Columns as inserted: categoryId at 7, fromPriceInrMinor at 9.
    const list = byCategory.get(Number(row[7])) ?? [];
    list.push(Number(row[9]));
    byCategory.set(Number(row[7]), list);
  }
  const [categoryId, prices] = [...byCategory].sort((a, b) => b[1].length - a[1].length)[0] ?? [0, [0]];
  prices.sort((a, b) => a - b);
  const [category] = await m.query<{ name: string }[]>('SELECT name FROM `categories` WHERE id = ?', [categoryId]);
  return {
    categoryId,
    categoryName: category?.name ?? '?',
    minPriceInr: Math.floor(prices[Math.floor(prices.length / 10)] / 100_000) * 1000,
    maxPriceInr: Math.ceil(prices[Math.floor((prices.length * 9) / 10)] / 100_000) * 1000,
  };
}

/**
 * Adds `count` products modelled on the seeded demo ones (their category, subcategory, sizes and
 * description; a varied weight), each with 1-3 colours of 2 pictures (the seeded picture paths, no
 * new rendering), 2-3 carats and a price entry per carat and currency from the rate card (INR and USD,
 * plus currencies added to reach `options.priceEntries`). One transaction; runs after the demo seed,
 * before the server takes load.
 */
export async function seedBulkCatalogue(dataSource: DataSource, count: number, options: BulkOptions = {}): Promise<BulkCatalogue> {
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
    const plan = pricePlan(count, Math.min(3, carats.length), options.priceEntries ?? 0, pricedIn.length);
    const added = EXTRA_CURRENCIES.filter((c) => !currencies.some((known) => known.code === c.code)).slice(
      0,
      plan.currencies - pricedIn.length,
    );
    if (added.length) {
      const lastCurrency = await maxId(m, 'currencies');
      const addedRows = added.map((c, i) => ({ id: lastCurrency + i + 1, code: c.code, rate: c.rate }));
      await insertRows(
        m,
        'currencies',
        ['id', 'code', 'conversionRateToINR'],
        addedRows.map((c) => [c.id, c.code, c.rate]),
      );
      pricedIn.push(...addedRows);
    }
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
    const demoPrices = await demoEntriesIn(m, pricedIn.slice(pricedIn.length - added.length), inr, () => ++ids.price);
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

      // Without a target, half the products at random get a third carat; with one, exactly enough of
      // them, spread evenly (the random draw is still made, so the rest of the catalogue stays the same).
      const third = rnd() < 0.5;
      const caratCount = Math.min(
        carats.length,
        2 +
          (plan.thirdCarats === null
            ? third
              ? 1
              : 0
            : Math.floor(((i + 1) * plan.thirdCarats) / count) - Math.floor((i * plan.thirdCarats) / count)),
      );
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
      [...demoPrices, ...rows.prices],
    );

    return {
      products: rows.products.length,
      productColors: rows.colors.length,
      productImages: rows.images.length,
      productSizes: rows.sizes.length,
      productCarats: rows.carats.length,
      priceEntries: rows.prices.length,
      currencies: pricedIn.map((c) => c.code),
      demoPriceEntries: demoPrices.length,
      firstProductId,
      lastProductId: ids.product,
      metalTypeId,
      baseRatePerGram: Number(metal.baseRatePerGram),
      filter: await middleFilter(m, rows.products),
      seconds: (Date.now() - started) / 1000,
    };
  });
}
