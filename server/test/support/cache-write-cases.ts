import { gqlUpload, pngFile } from '../admin-products.helpers';
import { expectDone } from './cache-probes';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer } from './test-server';

// Every kind of write the back-office makes, for response-cache.e2e-spec.ts: what each changes, where a
// shopper reads it on GraphQL and on the legacy REST paths, and the write itself. Each case works on rows
// no other case touches, so the cases stay independent in one shop.

const USD_PHONE = '+14155550123'; // alex@example.com, a USD account
const enc = encodeURIComponent;

export const LISTING = `query CacheListing($first: Int!) {
  products(first: $first) { totalCount items { id name price(currencyCode: "INR") { total { minorUnits } } } }
}`;
export const VIEWER_LISTING =
  'query CacheViewerListing { products(first: 4) { items { id price { price { currencyCode minorUnits } } } } }';
export const product = (fields: string) => `query CacheProduct($id: Int!) { product(id: $id) { id ${fields} } }`;

export const ADMIN_WRITES = {
  updateProduct: 'mutation ($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { __typename } }',
  deleteProduct: 'mutation ($id: Int!) { deleteProduct(id: $id) { id } }',
  createProductColor: 'mutation ($input: ProductColorInput!) { createProductColor(input: $input) { __typename } }',
  updateProductColor: 'mutation ($id: Int!, $input: ProductColorInput!) { updateProductColor(id: $id, input: $input) { __typename } }',
  createProductCarat: 'mutation ($input: ProductCaratInput!) { createProductCarat(input: $input) { __typename } }',
  updateProductCarat: 'mutation ($id: Int!, $input: ProductCaratInput!) { updateProductCarat(id: $id, input: $input) { __typename } }',
  updateMetalType: 'mutation ($id: Int!, $input: MetalTypeUpdateInput!) { updateMetalType(id: $id, input: $input) { __typename } }',
  updateCarat: 'mutation ($id: Int!, $input: CaratUpdateInput!) { updateCarat(id: $id, input: $input) { __typename } }',
  updateCurrency: 'mutation ($id: Int!, $input: CurrencyUpdateInput!) { updateCurrency(id: $id, input: $input) { __typename } }',
  updateCategory: 'mutation ($id: Int!, $input: CategoryUpdateInput!) { updateCategory(id: $id, input: $input) { __typename } }',
  updateSubcategory: 'mutation ($id: Int!, $input: SubcategoryUpdateInput!) { updateSubcategory(id: $id, input: $input) { __typename } }',
  createSliderImage: 'mutation ($image: Upload!) { createSliderImage(image: $image) { __typename } }',
  deleteSliderImage: 'mutation ($id: Int!) { deleteSliderImage(id: $id) { id } }',
  updateSocialPost: 'mutation ($id: Int!, $link: String) { updateSocialPost(id: $id, link: $link) { __typename } }',
  updateUserAccess: 'mutation ($id: Int!, $input: UserAccessInput!) { updateUserAccess(id: $id, input: $input) { __typename } }',
};

/** What a write case reads on each transport, and the write itself. */
export interface Plan {
  gql: [query: string, variables?: Record<string, unknown>];
  rest: string;
  write(): Promise<void>;
}

export interface Shop {
  t: TestServer;
  /** Sends an admin GraphQL write and checks it was done. */
  admin(query: string, variables: Record<string, unknown>): Promise<void>;
  /** The first row of a SELECT on the shop's database (numbers as numbers). */
  row(sql: string, params?: unknown[]): Promise<Record<string, any>>;
  /** updateProduct saves the whole form: the stored required fields with `changes`. */
  updateProduct(id: number, changes: Record<string, unknown>): Promise<void>;
}

export const rowsAsNumbers = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?[\d.]+$/.test(v) ? Number(v) : v]));

/** Every kind of write the back-office makes (and one made on the app's database directly), each on other rows. */
export const WRITE_CASES: [string, (s: Shop) => Promise<Plan>][] = [
  [
    'product name and description',
    async ({ updateProduct, row }) => {
      const { id } = await row('SELECT id FROM products ORDER BY id LIMIT 1');
      return {
        gql: [product('name description'), { id }],
        rest: `/api/get-product/${id}`,
        write: () => updateProduct(id, { name: 'Renamed Halo Ring', description: 'Rewritten by the cache tests.' }),
      };
    },
  ],
  [
    'a manual price',
    async ({ admin, row }) => {
      const pc = await row('SELECT id, productId, caratId FROM product_carats ORDER BY id LIMIT 1 OFFSET 10');
      const { id: inr } = await row("SELECT id FROM currencies WHERE code = 'INR'");
      const prices = [{ currencyId: inr, price: 77777.77, stoneCharge: 1234, labourCharge: 567, manual: true }];
      return {
        gql: [product('prices(currencyCode: "INR") { productCaratId price { minorUnits } total { minorUnits } }'), { id: pc.productId }],
        rest: `/api/get-product-price-by-currency?pc_id=${pc.id}`,
        write: () => admin(ADMIN_WRITES.updateProductCarat, { id: pc.id, input: { productId: pc.productId, caratId: pc.caratId, prices } }),
      };
    },
  ],
  [
    'the gold base rate (auto prices re-priced)',
    async ({ admin, row }) => {
      const gold = await row("SELECT id, baseRatePerGram FROM metal_types WHERE name = 'Gold'");
      return {
        gql: [LISTING, { first: 24 }],
        rest: '/api/get-filtered-products?limit=24',
        write: () =>
          admin(ADMIN_WRITES.updateMetalType, { id: gold.id, input: { baseRatePerGram: Math.round(gold.baseRatePerGram * 1.07) } }),
      };
    },
  ],
  [
    'a carat multiplier',
    async ({ admin, row }) => {
      const carat = await row(
        'SELECT c.id, c.multiplier FROM carats c JOIN product_carats pc ON pc.caratId = c.id GROUP BY c.id, c.multiplier ORDER BY COUNT(*) DESC LIMIT 1',
      );
      return {
        gql: ['query CacheArrivals { newArrivals(first: 20) { id prices { price { minorUnits } } } }'],
        rest: '/api/get-new-arrivals',
        write: () => admin(ADMIN_WRITES.updateCarat, { id: carat.id, input: { multiplier: Number((carat.multiplier * 0.9).toFixed(4)) } }),
      };
    },
  ],
  [
    'the USD rate',
    async ({ admin, row }) => {
      const usd = await row("SELECT id, conversionRateToINR AS rate FROM currencies WHERE code = 'USD'");
      const { id } = await row('SELECT id FROM products ORDER BY id LIMIT 1 OFFSET 2');
      return {
        gql: [product('prices(currencyCode: "USD") { price { minorUnits } stoneCharge { minorUnits } }'), { id }],
        rest: `/api/get-product/${id}?phoneNumber=${enc(USD_PHONE)}`,
        write: () =>
          admin(ADMIN_WRITES.updateCurrency, { id: usd.id, input: { conversionRateToINR: Number((usd.rate * 1.1).toFixed(6)) } }),
      };
    },
  ],
  [
    'stock (outOfStock)',
    async ({ updateProduct, row }) => {
      const { id } = await row('SELECT id FROM products WHERE outOfStock = ? ORDER BY id LIMIT 1 OFFSET 3', [false]);
      return {
        gql: [product('outOfStock'), { id }],
        rest: `/api/get-product/${id}`,
        write: () => updateProduct(id, { outOfStock: true }),
      };
    },
  ],
  [
    'a product deleted',
    async ({ admin, row }) => {
      const { id } = await row('SELECT id FROM products ORDER BY id DESC LIMIT 1');
      return {
        gql: [product('name'), { id }],
        rest: `/api/get-product/${id}`,
        write: () => admin(ADMIN_WRITES.deleteProduct, { id }),
      };
    },
  ],
  [
    'a colour offered',
    async ({ admin, row }) => {
      const { id } = await row('SELECT id FROM products ORDER BY id LIMIT 1 OFFSET 4');
      const colour = await row('SELECT id FROM colors WHERE id NOT IN (SELECT colorId FROM product_colors WHERE productId = ?) LIMIT 1', [
        id,
      ]);
      const input = { productId: id, colorId: colour.id, imageUrls: ['https://img.example.org/cache-colour.png'] };
      return {
        gql: [product('colors { colorId images }'), { id }],
        rest: `/api/get-product/${id}`,
        write: () => admin(ADMIN_WRITES.createProductColor, { input }),
      };
    },
  ],
  [
    'a carat offered',
    async ({ admin, row }) => {
      const offer = await row(
        `SELECT p.id AS productId, c.id AS caratId FROM products p JOIN carats c ON c.metalTypeId = p.metalTypeId
          WHERE NOT EXISTS (SELECT 1 FROM product_carats pc WHERE pc.productId = p.id AND pc.caratId = c.id) ORDER BY p.id LIMIT 1`,
      );
      return {
        gql: [product('purities prices { productCaratId }'), { id: offer.productId }],
        rest: `/api/get-product/${offer.productId}`,
        write: () => admin(ADMIN_WRITES.createProductCarat, { input: offer }),
      };
    },
  ],
  [
    'the sizes offered',
    async ({ updateProduct, row }) => {
      const { id } = await row('SELECT id FROM products ORDER BY id LIMIT 1 OFFSET 5');
      const sizes = await row('SELECT MIN(id) AS first, MAX(id) AS last FROM sizes');
      return {
        gql: [product('sizes { sizeId name }'), { id }],
        rest: `/api/get-product/${id}`,
        write: () => updateProduct(id, { sizeIds: [sizes.last, sizes.first] }),
      };
    },
  ],
  [
    'the pictures of a colour',
    async ({ admin, row }) => {
      const colour = await row('SELECT id, productId, colorId FROM product_colors WHERE position = 0 ORDER BY id LIMIT 1 OFFSET 6');
      const input = { productId: colour.productId, colorId: colour.colorId, imageUrls: ['https://img.example.org/cache-picture.png'] };
      return {
        gql: [product('image images'), { id: colour.productId }],
        rest: `/api/get-product/${colour.productId}`,
        write: () => admin(ADMIN_WRITES.updateProductColor, { id: colour.id, input }),
      };
    },
  ],
  [
    'a category renamed',
    async ({ admin, row }) => {
      const { id } = await row('SELECT id FROM categories ORDER BY id LIMIT 1');
      return {
        gql: ['query CacheCategories { categories { id name } }'],
        rest: '/api/get-categories',
        write: () => admin(ADMIN_WRITES.updateCategory, { id, input: { name: 'Renamed Category' } }),
      };
    },
  ],
  [
    'a subcategory renamed',
    async ({ admin, row }) => {
      const sub = await row('SELECT id, categoryId FROM subcategories ORDER BY id LIMIT 1');
      return {
        gql: ['query CacheSubcategories($id: Int) { subcategories(categoryId: $id) { id name } }', { id: sub.categoryId }],
        rest: `/api/get-subcategoriesbyct?categoryId=${sub.categoryId}`,
        write: () => admin(ADMIN_WRITES.updateSubcategory, { id: sub.id, input: { name: 'Renamed Subcategory' } }),
      };
    },
  ],
  [
    'a colour added (legacy REST write)',
    async ({ t }) => ({
      gql: ['query CacheColors { colors { id name } }'],
      rest: '/api/get-colors',
      write: async () => {
        const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
        expect((await t.rest('POST', '/api/create-color', { name: 'Cache Green' }, token)).status).toBe(201);
      },
    }),
  ],
  [
    'a size renamed (legacy REST write)',
    async ({ t, row }) => {
      const offered = await row('SELECT productId, sizeId FROM product_sizes ORDER BY id LIMIT 1');
      return {
        gql: [product('sizes { name }'), { id: offered.productId }],
        rest: `/api/get-product/${offered.productId}`,
        write: async () => {
          const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
          expect((await t.rest('PUT', `/api/update-size/${offered.sizeId}`, { name: 'Cache Size 99' }, token)).status).toBe(200);
        },
      };
    },
  ],
  [
    'a slider picture uploaded',
    async ({ t }) => ({
      gql: ['query CacheSlider { sliderImages { id imageUrl } }'],
      rest: '/api/slider/active',
      write: async () => {
        const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
        expectDone(await gqlUpload(t, ADMIN_WRITES.createSliderImage, {}, { image: await pngFile('#aa8844', 'slide.png') }, token));
      },
    }),
  ],
  [
    'a slider picture deleted',
    async ({ admin, row }) => {
      const { id } = await row('SELECT id FROM slider_images ORDER BY id LIMIT 1');
      return {
        gql: ['query CacheSlider { sliderImages { id imageUrl } }'],
        rest: '/api/slider/active',
        write: () => admin(ADMIN_WRITES.deleteSliderImage, { id }),
      };
    },
  ],
  [
    'a social post edited',
    async ({ admin, row }) => {
      const { id } = await row('SELECT id FROM social_posts ORDER BY id LIMIT 1');
      return {
        gql: ['query CachePosts { socialPosts { id link } }'],
        rest: '/api/instagram-posts',
        write: () => admin(ADMIN_WRITES.updateSocialPost, { id, link: 'https://example.com/cache-edited' }),
      };
    },
  ],
  [
    'a review written on the database outside a transaction (no API writes reviews)',
    async ({ t, row }) => {
      const { id } = await row('SELECT id FROM products ORDER BY id LIMIT 1 OFFSET 8');
      return {
        gql: [product('averageRating reviews { comment rating }'), { id }],
        rest: `/api/get-product/${id}`,
        write: async () => {
          await t.server.dataSource.query(
            'INSERT INTO reviews (productId, authorName, rating, comment, createdAt) VALUES (?, ?, ?, ?, ?)',
            [id, 'Cache Tester', 1, 'Written straight to the database.', '2031-01-01 00:00:00.000'],
          );
        },
      };
    },
  ],
];
