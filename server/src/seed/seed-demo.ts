import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../database/transactions';
import type { AppConfig } from '../config';
import { hashPassword } from '../domain/accounts/passwords';
import { convertFromInrMinor, rateCardPriceMinor } from '../domain/pricing/rate-card';
import { fromPriceMinor } from '../domain/pricing/totals';
import { Carat } from '../entities/carat.entity';
import { Category } from '../entities/category.entity';
import { Color } from '../entities/color.entity';
import { Currency } from '../entities/currency.entity';
import { MetalType } from '../entities/metal-type.entity';
import { PriceEntry } from '../entities/price-entry.entity';
import { Product } from '../entities/product.entity';
import { ProductCarat } from '../entities/product-carat.entity';
import { ProductColor } from '../entities/product-color.entity';
import { ProductImage } from '../entities/product-image.entity';
import { ProductSize } from '../entities/product-size.entity';
import { Review } from '../entities/review.entity';
import { Size } from '../entities/size.entity';
import { SliderImage } from '../entities/slider-image.entity';
import { SocialPost } from '../entities/social-post.entity';
import { Subcategory } from '../entities/subcategory.entity';
import { Role, User } from '../entities/user.entity';
import {
  DEMO_CATEGORIES,
  DEMO_COLOURS,
  DEMO_CURRENCIES,
  DEMO_METALS,
  DEMO_REVIEWS,
  RETURN_POLICY,
  SOCIAL_LINKS,
  demoDescription,
  type DemoProduct,
} from './demo-catalogue';
import { renderCategoryImage, renderProductImage, renderSliderImage, renderSocialImage } from './images';
import { createFileStorage } from '../storage/create-storage';
import type { PlacedFile } from '../storage/file-storage';
import { cachedImage } from './seed-image-cache';

const SLIDER_COUNT = 5;
const SOCIAL_COUNT = 9;
const DAY_MS = 86_400_000;

/** Runs `tasks` with at most `limit` at once (sharp renders on the libuv pool; the machine has 2 cores). */
async function inBatches<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

const generatedPassword = () => randomBytes(12).toString('base64url');

interface DemoAccount {
  label: string;
  email: string;
  password: string;
  generated: boolean;
}

/**
 * Seeds the demo shop into an empty database, in one transaction: currencies, metals, carats,
 * categories, sizes, colours, 45 products with pictures and rate-card prices in INR and USD, slider
 * images, social posts, the admin and one customer per currency. A database that already has
 * currencies is left alone, so re-starting never duplicates anything.
 */
export async function seedDemoShop(dataSource: DataSource, config: AppConfig): Promise<boolean> {
  if ((await dataSource.getRepository(Currency).count()) > 0) return false;
  const started = Date.now();
  if (config.nodeEnv !== 'test') console.log('Seeding the demo shop (the first time, drawing its pictures takes about half a minute)...');

  const { images, files } = await renderAllImages();
  // Into the configured storage (the local disk, or the S3 bucket every app server shares) before any row names them.
  const storage = createFileStorage(config);
  await storage.place(files).finally(() => storage.close());
  const accounts: DemoAccount[] = [
    { label: 'admin', email: config.adminEmail, password: config.adminPassword ?? generatedPassword(), generated: !config.adminPassword },
    {
      label: 'customer (INR)',
      email: 'priya@example.com',
      password: config.demoCustomerPassword ?? generatedPassword(),
      generated: !config.demoCustomerPassword,
    },
    {
      label: 'customer (USD)',
      email: 'alex@example.com',
      password: config.demoCustomerPassword ?? generatedPassword(),
      generated: !config.demoCustomerPassword,
    },
  ];
  const hashes = await Promise.all(accounts.map((a) => hashPassword(a.password)));

  await inTransaction(dataSource, async (m) => {
    const [inr, usd] = await m.save(DEMO_CURRENCIES.map((c) => m.create(Currency, { ...c })));
    await seedCatalogue(m, inr, usd, images);
    await m.save(images.slider.map((imageUrl, position) => m.create(SliderImage, { imageUrl, position, isActive: true })));
    await m.save(images.social.map((imagePath, i) => m.create(SocialPost, { imagePath, link: SOCIAL_LINKS[i % SOCIAL_LINKS.length] })));
    await m.save([
      m.create(User, {
        firstName: 'Shop',
        lastName: 'Admin',
        email: accounts[0].email,
        phone: '+919800000001',
        passwordHash: hashes[0],
        role: Role.ADMIN,
        currencyId: inr.id,
      }),
      m.create(User, {
        firstName: 'Priya',
        lastName: 'Sharma',
        email: accounts[1].email,
        phone: '+919812345678',
        passwordHash: hashes[1],
        role: Role.CUSTOMER,
        currencyId: inr.id,
        dob: '1994-03-18',
      }),
      m.create(User, {
        firstName: 'Alex',
        lastName: 'Morgan',
        email: accounts[2].email,
        phone: '+14155550123',
        passwordHash: hashes[2],
        role: Role.CUSTOMER,
        currencyId: usd.id,
        dob: '1990-11-02',
      }),
    ]);
  });

  await announceAccounts(config, accounts);
  if (config.nodeEnv !== 'test') console.log(`Seeded the demo shop in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

interface SeedImages {
  categories: Map<string, string>;
  /** `${categoryIndex}:${productIndex}:${colour}` -> [main, hover, detail?] */
  products: Map<string, string[]>;
  slider: string[];
  social: string[];
}

/** Renders every demo picture into the cache (jest's global setup runs it once for all workers). */
export async function warmSeedImageCache(): Promise<void> {
  await renderAllImages();
}

/** Every demo picture's stored path (rendered into the cache the first time), and the cached files to place. */
async function renderAllImages(): Promise<{ images: SeedImages; files: PlacedFile[] }> {
  const result: SeedImages = { categories: new Map(), products: new Map(), slider: [], social: [] };
  const files: PlacedFile[] = [];
  const placeImage = async (folder: string, name: string, render: () => Promise<Buffer>) => {
    const image = await cachedImage(folder, name, render);
    files.push(...image.files);
    return image.stored;
  };
  const tasks: (() => Promise<void>)[] = [];
  DEMO_CATEGORIES.forEach((category, ci) => {
    const slug = category.name.toLowerCase();
    tasks.push(async () => {
      result.categories.set(category.name, await placeImage('categories', slug, () => renderCategoryImage(category.kind)));
    });
    category.products.forEach((product, pi) => {
      const seed = ci * 100 + pi;
      product.colours.forEach((colour, colourIndex) => {
        const views = colourIndex === 0 ? (['main', 'hover', 'detail'] as const) : (['main', 'hover'] as const);
        tasks.push(async () => {
          const urls: string[] = [];
          for (const view of views) {
            urls.push(
              await placeImage('products', `${slug}-${seed}-${colour}-${view}`, () =>
                renderProductImage({ kind: category.kind, colour, seed, view }),
              ),
            );
          }
          result.products.set(`${ci}:${pi}:${colour}`, urls);
        });
      });
    });
  });
  for (let i = 0; i < SLIDER_COUNT; i++) {
    tasks.push(async () => {
      result.slider[i] = await placeImage('slider', `hero-${i + 1}`, () => renderSliderImage(i));
    });
  }
  for (let i = 0; i < SOCIAL_COUNT; i++) {
    tasks.push(async () => {
      result.social[i] = await placeImage('social', `post-${i + 1}`, () => renderSocialImage(i));
    });
  }
  await inBatches(tasks, 4);
  return { images: result, files };
}

/** A demo product's purities, each with its rate-card prices in rupees and dollars; answers the rupee ones. */
async function seedPurities(
  m: EntityManager,
  productId: number,
  demo: Pick<DemoProduct, 'karats' | 'stone' | 'weight'>,
  { carats, gold, inr, usd }: { carats: Map<number, Carat>; gold: MetalType; inr: Currency; usd: Currency },
): Promise<PriceEntry[]> {
  const inrEntries: PriceEntry[] = [];
  for (const [position, karat] of demo.karats.entries()) {
    const carat = carats.get(karat)!;
    const productCarat = await m.save(m.create(ProductCarat, { productId, caratId: carat.id, position }));
    // Stone and labour charges are quoted in rupees; the rate card prices the metal.
    const stoneInr = demo.stone * 100;
    const labourInr = Math.round(demo.weight * (karat >= 22 ? 950 : 800)) * 100;
    const entries = [inr, usd].map((currency) =>
      m.create(PriceEntry, {
        productCaratId: productCarat.id,
        currencyId: currency.id,
        priceMinor: rateCardPriceMinor({
          baseRatePerGram: gold.baseRatePerGram,
          caratMultiplier: carat.multiplier,
          weightInGrams: demo.weight,
          currencyRate: currency.conversionRateToINR,
          inrRate: inr.conversionRateToINR,
        }),
        stoneChargeMinor: convertFromInrMinor(stoneInr, currency.conversionRateToINR, inr.conversionRateToINR),
        labourChargeMinor: convertFromInrMinor(labourInr, currency.conversionRateToINR, inr.conversionRateToINR),
        isManual: false,
      }),
    );
    await m.save(entries);
    inrEntries.push(...entries.filter((entry) => entry.currencyId === inr.id));
  }
  return inrEntries;
}

async function seedCatalogue(m: EntityManager, inr: Currency, usd: Currency, images: SeedImages): Promise<void> {
  const metals = new Map<string, MetalType>();
  const carats = new Map<number, Carat>();
  for (const metal of DEMO_METALS) {
    const saved = await m.save(m.create(MetalType, { name: metal.name, baseRatePerGram: metal.baseRatePerGram }));
    metals.set(metal.name, saved);
    for (const carat of metal.carats) {
      carats.set(carat.value, await m.save(m.create(Carat, { ...carat, metalTypeId: saved.id })));
    }
  }
  const gold = metals.get('Gold')!;
  const colours = new Map<string, Color>();
  for (const { name, colour } of DEMO_COLOURS) colours.set(colour, await m.save(m.create(Color, { name })));

  const sizes = new Map<string, Size>();
  for (const name of [...new Set(DEMO_CATEGORIES.flatMap((c) => c.sizes))]) sizes.set(name, await m.save(m.create(Size, { name })));

  // Creation dates interleave the categories (newest: one of each kind), spread over the last months.
  const maxPerCategory = Math.max(...DEMO_CATEGORIES.map((c) => c.products.length));
  const createdAtOf = (ci: number, pi: number) => new Date(Date.now() - ((maxPerCategory - pi) * DEMO_CATEGORIES.length - ci) * DAY_MS);
  for (const [ci, demoCategory] of DEMO_CATEGORIES.entries()) {
    const category = await m.save(m.create(Category, { name: demoCategory.name, image: images.categories.get(demoCategory.name) ?? null }));
    const subcategories = new Map<string, Subcategory>();
    for (const name of demoCategory.subcategories)
      subcategories.set(name, await m.save(m.create(Subcategory, { name, categoryId: category.id })));

    for (const [pi, demo] of demoCategory.products.entries()) {
      const createdAt = createdAtOf(ci, pi);
      const product = await m.save(
        m.create(Product, {
          name: demo.name,
          description: demoDescription(demo),
          returnPolicy: RETURN_POLICY,
          weightInGrams: demo.weight,
          metalTypeId: gold.id,
          subcategoryId: subcategories.get(demo.subcategory)!.id,
          categoryId: category.id,
          outOfStock: (ci * 7 + pi) % 17 === 5,
          createdAt,
        }),
      );
      for (const [position, colour] of demo.colours.entries()) {
        const productColor = await m.save(m.create(ProductColor, { productId: product.id, colorId: colours.get(colour)!.id, position }));
        const urls = images.products.get(`${ci}:${pi}:${colour}`) ?? [];
        await m.save(urls.map((url, i) => m.create(ProductImage, { productColorId: productColor.id, url, position: i })));
      }
      const sizeNames = demoCategory.name === 'Rings' ? demoCategory.sizes.slice(4 + (pi % 3), 12 + (pi % 3)) : demoCategory.sizes;
      await m.save(
        sizeNames.map((name, position) => m.create(ProductSize, { productId: product.id, sizeId: sizes.get(name)!.id, position })),
      );

      const inrEntries = await seedPurities(m, product.id, demo, { carats, gold, inr, usd });
      await m.update(Product, { id: product.id }, { fromPriceInrMinor: fromPriceMinor(inrEntries) });

      const reviewCount = (ci + pi) % 4;
      await m.save(
        Array.from({ length: reviewCount }, (_, r) =>
          m.create(Review, { productId: product.id, ...DEMO_REVIEWS[(pi + r) % DEMO_REVIEWS.length] }),
        ),
      );
    }
  }
}

/** Prints generated passwords once, and keeps them in data/demo-credentials.txt (mode 600, not in git). */
async function announceAccounts(config: AppConfig, accounts: DemoAccount[]): Promise<void> {
  const generated = accounts.filter((a) => a.generated);
  const lines = accounts.map((a) => `  ${a.label.padEnd(15)} ${a.email}  ${a.generated ? a.password : '(password from the environment)'}`);
  if (generated.length === 0) return;
  const file = path.join(config.dataDir, 'demo-credentials.txt');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, ['Demo accounts of the jewellery shop (generated at first start):', ...lines, ''].join('\n'), { mode: 0o600 });
  console.log(
    [
      '',
      'Demo accounts (generated passwords are shown once; also saved to ' + path.relative(process.cwd(), file) + '):',
      ...lines,
      '',
    ].join('\n'),
  );
}
