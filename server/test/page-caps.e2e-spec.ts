import { ContactInquiry } from '../src/entities/contact-inquiry.entity';
import { Order, OrderSource, OrderStatus, PaymentMethod, PaymentStatus } from '../src/entities/order.entity';
import { SocialPost } from '../src/entities/social-post.entity';
import { User } from '../src/entities/user.entity';
import { insertProducts } from './support/factories';
import { type Shopper, newShopper } from './support/shop-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// Every list that takes a page size, asked for more than its cap. Each argument's description says its
// range (schema.graphql) and docs/legacy-rest.md says the REST limits. Where the code clamps
// (domain/common/paging.ts: myOrders, adminOrders, adminUsers, adminInquiries, recentInquiries,
// newArrivals, socialPosts, and REST /get-new-arrivals and /instagram-posts) there are more rows than
// the cap, and the answer must hold exactly the cap; where it refuses (the catalogue listing, search
// suggestions, related products, the product back-office) the answer must be the documented error.

const OVER = 120;

describe(`page-size caps [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let shopper: Shopper;
  let productId: number;

  /** Rows written straight to the database, in chunks, so that every capped list has more than its cap. */
  async function fill(): Promise<void> {
    const ds = t.server.dataSource;
    const orders = Array.from({ length: OVER }, (_, i) =>
      ds.getRepository(Order).create({
        userId: shopper.id,
        firstName: 'Page',
        lastName: `Cap${i}`,
        email: 'page.cap@example.com',
        phone: '+919812300099',
        address: '1 Long List Lane',
        apartment: null,
        city: 'Chennai',
        state: 'Tamil Nadu',
        zipCode: '600001',
        currencyCode: 'INR',
        subtotalMinor: 100_00,
        shippingMinor: 0,
        taxMinor: 0,
        totalMinor: 100_00,
        paymentMethod: PaymentMethod.COD,
        paymentStatus: PaymentStatus.COD,
        status: OrderStatus.PENDING,
        source: OrderSource.CART,
        idempotencyKey: null,
      }),
    );
    await ds.getRepository(Order).save(orders, { chunk: 40 });
    const users = Array.from({ length: OVER }, (_, i) =>
      ds.getRepository(User).create({
        firstName: 'Listed',
        lastName: `Customer${i}`,
        email: `listed.customer${i}@example.com`,
        phone: '+919800000000',
        passwordHash: 'not-a-usable-hash',
        currencyId: 1,
      }),
    );
    await ds.getRepository(User).save(users, { chunk: 40 });
    const inquiries = Array.from({ length: OVER }, (_, i) =>
      ds.getRepository(ContactInquiry).create({
        inquiryType: 'general',
        name: `Asker ${i}`,
        email: `asker${i}@example.com`,
        phone: null,
        subject: `Question ${i}`,
        message: 'Do you resize rings?',
      }),
    );
    await ds.getRepository(ContactInquiry).save(inquiries, { chunk: 40 });
    const posts = Array.from({ length: OVER }, (_, i) =>
      ds.getRepository(SocialPost).create({ imagePath: `uploads/social/post-${i}.webp`, link: `https://instagram.example/p/${i}` }),
    );
    await ds.getRepository(SocialPost).save(posts, { chunk: 40 });
    // The demo shop has 45 products; enough more (light ones: one colour, one picture) to pass 100.
    const [subcategory] = await ds.query('SELECT id FROM subcategories ORDER BY id LIMIT 1');
    const [{ n }] = await ds.query('SELECT COUNT(*) AS n FROM products');
    const [color] = await ds.query('SELECT id FROM colors ORDER BY id LIMIT 1');
    await insertProducts(ds, {
      count: OVER - Number(n),
      subcategoryId: subcategory.id,
      namePrefix: 'Page Cap',
      colorIds: [color.id],
      sizeIds: [],
      imagesPerColour: 1,
      reviewsPerProduct: 0,
    });
  }

  const count = async (table: string) => Number((await t.server.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    shopper = await newShopper(t, 'PageCap');
    await fill();
    productId = Number((await t.server.dataSource.query('SELECT id FROM products ORDER BY id LIMIT 1'))[0].id);
    // More rows than any cap below, for every list.
    for (const table of ['orders', 'users', 'contact_inquiries', 'social_posts', 'products'])
      expect(await count(table)).toBeGreaterThan(100);
  });
  afterAll(() => t?.close());

  describe('lists that clamp: more than the cap answers exactly the cap', () => {
    const clamped: [name: string, query: string, cap: number, pick: (data: any) => unknown[], who: 'admin' | 'shopper' | 'guest'][] = [
      ['myOrders', '{ myOrders(first: 1000) { totalCount items { id } } }', 100, (d) => d.myOrders.items, 'shopper'],
      ['adminOrders', '{ adminOrders(first: 1000) { totalCount items { id } } }', 100, (d) => d.adminOrders.items, 'admin'],
      ['adminUsers', '{ adminUsers(first: 1000) { totalCount items { id } } }', 100, (d) => d.adminUsers.items, 'admin'],
      ['adminInquiries', '{ adminInquiries(first: 1000) { totalCount items { id } } }', 100, (d) => d.adminInquiries.items, 'admin'],
      ['recentInquiries', '{ recentInquiries(first: 1000) { id } }', 50, (d) => d.recentInquiries, 'admin'],
      ['newArrivals', '{ newArrivals(first: 1000) { id } }', 100, (d) => d.newArrivals, 'guest'],
      ['socialPosts', '{ socialPosts(first: 1000) { id } }', 100, (d) => d.socialPosts, 'guest'],
    ];

    it.each(clamped)('GraphQL %s asked for 1000 (and for the cap + 1) answers exactly the cap', async (_name, query, cap, pick, who) => {
      // Act
      const token = who === 'admin' ? admin : who === 'shopper' ? shopper.token : null;
      const [over, justOver] = await Promise.all([
        t.gql(query, {}, token),
        t.gql(query.replace('first: 1000', `first: ${cap + 1}`), {}, token),
      ]);
      // Assert: exactly the cap (there are more), and totalCount (where there is one) still counts them all.
      expect(over.body.errors).toBeUndefined();
      expect(pick(over.body.data)).toHaveLength(cap);
      expect(pick(justOver.body.data)).toHaveLength(cap);
      const data = Object.values(over.body.data)[0] as { totalCount?: number };
      if (data.totalCount !== undefined) expect(data.totalCount).toBeGreaterThan(cap);
    });

    it('REST /get-new-arrivals?limit=1000 and /instagram-posts answer at most 100', async () => {
      // Act
      const [arrivals, posts] = await Promise.all([
        t.rest('GET', '/api/get-new-arrivals?limit=1000'),
        t.rest('GET', '/api/instagram-posts'),
      ]);
      // Assert
      expect(arrivals.status).toBe(200);
      expect(arrivals.body).toHaveLength(100);
      expect(posts.status).toBe(200);
      expect(posts.body).toHaveLength(100);
    });

    it('REST listing, search and back-office products answer 100 by default however many there are, with the total in X-Total-Count', async () => {
      // Act
      const answers = await Promise.all([
        t.rest('GET', '/api/get-filtered-products?categoryId=all'),
        t.rest('GET', '/api/search-products?query=a'),
        t.rest('GET', '/api/get-products?include=metaltype', undefined, admin),
      ]);
      // Assert
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body.length).toBeLessThanOrEqual(100);
        expect(Number(answer.headers.get('x-total-count'))).toBeGreaterThanOrEqual(answer.body.length);
      }
      expect(answers[0].body).toHaveLength(100);
      expect(Number(answers[0].headers.get('x-total-count'))).toBeGreaterThan(100);
      expect(answers[2].body).toHaveLength(100);
      expect(Number(answers[2].headers.get('x-total-count'))).toBeGreaterThan(100);
    });
  });

  describe('lists that refuse: more than the cap is the documented error', () => {
    const refused: [query: string, message: string][] = [
      ['{ products(first: 101) { totalCount } }', 'first must be a whole number from 0 to 100'],
      ['{ searchSuggestions(query: "ring", first: 101) { id } }', 'first must be a whole number from 1 to 100'],
      ['query ($id: Int!) { relatedProducts(productId: $id, first: 101) { id } }', 'first must be a whole number from 1 to 100'],
      ['{ adminProducts(first: 101) { totalCount } }', 'first must be a whole number from 0 to 100'],
      ['{ adminProductColors(first: 501) { id } }', 'first must be a whole number from 1 to 500'],
      ['{ adminProductCarats(first: 501) { id } }', 'first must be a whole number from 1 to 500'],
      ['{ adminProductVariants(first: 501) { id } }', 'first must be a whole number from 1 to 500'],
    ];

    it.each(refused)('GraphQL %s → "%s"', async (query, message) => {
      // Act
      const answer = await t.gql(query, { id: productId }, admin);
      // Assert: no data, one BAD_USER_INPUT naming the range.
      expect(answer.body.data ?? null).toBeNull();
      expect(answer.body.errors).toHaveLength(1);
      expect(answer.body.errors[0]).toMatchObject({ message: expect.stringContaining(message), extensions: { code: 'BAD_USER_INPUT' } });
    });

    it.each([
      ['/api/get-filtered-products?limit=101', 'limit must be a whole number from 1 to 100'],
      ['/api/search-products?query=ring&limit=101', 'limit must be a whole number from 1 to 100'],
      ['/api/get-products?limit=101', 'limit must be a whole number from 1 to 100'],
      ['/api/related-products/PRODUCT?limit=101', 'first must be a whole number from 1 to 100'],
      ['/api/product-colors?limit=501', 'limit must be a whole number from 1 to 500'],
      ['/api/product-carats?limit=501', 'limit must be a whole number from 1 to 500'],
      ['/api/product-variants?limit=501', 'limit must be a whole number from 1 to 500'],
    ])('REST GET %s → 400 "%s"', async (url, details) => {
      // Act
      const answer = await t.rest('GET', url.replace('PRODUCT', String(productId)), undefined, admin);
      // Assert
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { details } });
    });
  });
});
