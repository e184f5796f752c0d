import { randomBytes } from 'node:crypto';
import path from 'node:path';
import mysql from 'mysql2/promise';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { REPO_ROOT } from '../server/src/config';
import { gqlUpload } from '../server/test/admin-products.helpers';
import { type TestBucket, startTestBucket } from '../server/test/support/s3-bucket';
import { type ServerProcess, startServerProcess } from '../server/test/support/server-process';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  INR_CUSTOMER_EMAIL,
  createMysqlDatabase,
  deleteRedisKeys,
  testClient,
} from '../server/test/support/test-server';
import { ShopApi, formatPrice } from './harness/api';
import { launchChromium } from './harness/browser';
import { type Balancer, startBalancer } from './harness/nginx';
import { type JourneyShop, journey } from './harness/shop';
import { CartDrawer } from './pages/checkout.page';
import { StorefrontPage } from './pages/storefront.page';

const CLIENT_DIST = process.env.E2E_CLIENT_DIST ?? path.join(REPO_ROOT, 'client', 'dist');
const SSR_ENTRY = path.join(path.dirname(CLIENT_DIST), 'dist-server', 'entry-server.cjs');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const BUCKET = 'shop-scale-pictures';
const CREATE_SLIDE = `mutation ($image: Upload!) { createSliderImage(image: $image) {
  __typename ... on SliderImage { id imageUrl } ... on InputValidationError { message } } }`;
const UPDATE_PRODUCT_CARAT =
  'mutation ($id: Int!, $input: ProductCaratInput!) { updateProductCarat(id: $id, input: $input) { __typename } }';
const CART = `{ cart { items { productId productCaratId quantity unitPrice { minorUnits } stoneCharge { minorUnits } labourCharge { minorUnits } } } }`;
interface CartLine {
  productId: number;
  productCaratId: number;
  quantity: number;
  unitPrice: { minorUnits: number };
  stoneCharge: { minorUnits: number };
  labourCharge: { minorUnits: number };
}
const pieceMinor = (line: CartLine) => line.unitPrice.minorUnits + line.stoneCharge.minorUnits + line.labourCharge.minorUnits;

/**
 * Issue 21: the shop as an operator scales it. Two app processes (each `node server/src/index.ts`, as in
 * production) on one MariaDB database, one Redis and one S3 bucket (a real S3-protocol server, s3rver), each
 * with an empty disk of its own, the second started with MIGRATE_ON_START=false after the first migrated;
 * Debian's nginx in front with deploy/nginx/nginx.conf. Nothing ties a shopper to a
 * server: the journey's requests go round robin, and each server must see at once what the other wrote.
 */
describe('two app servers behind nginx (MariaDB, Redis, the production nginx configuration)', () => {
  const prefix = `shop-scale-${process.pid}-${randomBytes(3).toString('hex')}`;
  let database: { url: string; drop: () => Promise<void> };
  let servers: ServerProcess[] = [];
  let balancer: Balancer | undefined;
  let browser: Browser | undefined;
  let api: ShopApi | undefined;
  let bucket: TestBucket | undefined;

  const shop: JourneyShop = {
    get browser() {
      if (!browser) throw new Error('not started');
      return browser;
    },
    get api() {
      if (!api) throw new Error('not started');
      return api;
    },
    get url() {
      if (!balancer) throw new Error('not started');
      return balancer.url;
    },
  };

  beforeAll(async () => {
    database = await createMysqlDatabase();
    bucket = await startTestBucket(BUCKET);
    const shared = {
      ...bucket.env,
      DATABASE_URL: database.url,
      // Tokens signed by one server are verified by the other.
      JWT_SECRET: randomBytes(32).toString('hex'),
      REDIS_URL,
      RATE_LIMIT_PREFIX: prefix,
      CLIENT_DIST,
      SSR_ENTRY,
    };
    // The first server migrates and seeds; the second refuses to start on an out-of-date schema, so it
    // starts after, as the migrate step and the app servers do in docker-compose.yml.
    const first = await startServerProcess(shared);
    servers.push(first);
    servers.push(await startServerProcess({ ...shared, MIGRATE_ON_START: 'false', SEED_DEMO: 'false' }));
    // A cold server's first render of a page takes seconds (modules load, the first queries plan): each
    // server renders the journey's pages once before the balancer sends shoppers, as a deploy warms up.
    for (const server of servers)
      for (const page of ['/', '/allproduct']) await fetch(server.url + page).then((response) => response.text());
    [balancer, browser] = await Promise.all([startBalancer(servers.map((server) => server.port)), launchChromium()]);
    api = new ShopApi({ url: balancer.url, ...testClient(balancer.url) });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await balancer?.close();
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
    await database?.drop();
    await deleteRedisKeys(REDIS_URL, prefix);
    await bucket?.close();
  });

  it('a token from a log-in on one server fills a cart on the other, which the first then shows', async () => {
    const [a, b] = servers;
    const token = await a.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    const { newArrivals } = (await b.gql('{ newArrivals(first: 8) { id outOfStock price(currencyCode: "INR") { productCaratId } } }')).body
      .data;
    const piece = newArrivals.find((p: { outOfStock: boolean; price: unknown }) => !p.outOfStock && p.price);
    await new ShopApi(b).addToCart(token, piece.id, piece.price.productCaratId, 1);
    const onA = (await a.gql(CART, undefined, token)).body.data.cart.items as CartLine[];
    expect(onA.some((line) => line.productId === piece.id)).toBe(true);
    await shop.api.clearCartAndWishlist(token);
  });

  it('a picture uploaded through one server is served by the other, byte for byte', async () => {
    const [a, b] = servers;
    const admin = await a.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const data = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#8a6d3b' } })
      .jpeg()
      .toBuffer();
    const created = (await gqlUpload(a, CREATE_SLIDE, { image: null }, { image: { data, name: 'slide.jpg', type: 'image/jpeg' } }, admin))
      .body.data.createSliderImage;
    expect(created.__typename).toBe('SliderImage');
    const [fromA, fromB] = await Promise.all(
      [a, b].map(async (server) => {
        const response = await fetch(`${server.url}/api/${created.imageUrl}`);
        return { status: response.status, type: response.headers.get('content-type'), data: Buffer.from(await response.arrayBuffer()) };
      }),
    );
    expect([fromA.status, fromB.status, fromB.type]).toEqual([200, 200, 'image/jpeg']);
    expect(fromB.data.equals(fromA.data)).toBe(true);
    expect(
      (await a.gql('mutation ($id: Int!) { deleteSliderImage(id: $id) { id } }', { id: created.id }, admin)).body.errors,
    ).toBeUndefined();
    expect((await fetch(`${b.url}/api/${created.imageUrl}`)).status).toBe(404);
  });

  journey(
    shop,
    'a shopper fills a cart through the balancer; an admin’s price change through one server shows at once',
    async (j) => {
      // Arrange: a shopper with one piece in the cart, and where that piece's price lives.
      const [a, b] = servers;
      const session = await j.signIn(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
      await j.api.clearCartAndWishlist(session.token);
      const { newArrivals } = await j.api.gql('{ newArrivals(first: 8) { id outOfStock price(currencyCode: "INR") { productCaratId } } }');
      const piece = newArrivals.find((p: { outOfStock: boolean; price: unknown }) => !p.outOfStock && p.price);
      await j.api.addToCart(session.token, piece.id, piece.price.productCaratId, 1);
      const before = ((await j.api.gql(CART, undefined, session.token)).cart.items as CartLine[])[0];
      const storefront = new StorefrontPage(j.page);
      const drawer = new CartDrawer(j.page);
      const seen = balancer!.requests().length;

      // Act: the shopper opens the cart and adds one more through the page (requests alternate servers).
      await j.goto('/');
      await storefront.header.cartCount.filter({ hasText: '1' }).waitFor();
      await storefront.header.cartIcon.click();
      await drawer
        .line(piece.id)
        .piecePrice.filter({ hasText: formatPrice(pieceMinor(before), 'INR') })
        .waitFor();
      await drawer.line(piece.id).increase.click();
      await storefront.toastShown('Quantity updated');
      await drawer.line(piece.id).quantity.filter({ hasText: '2' }).waitFor();

      // Act: an admin saves a new rupee price through server A only.
      const connection = await mysql.createConnection(database.url);
      const [[pc]] = (await connection.query('SELECT productId, caratId FROM product_carats WHERE id = ?', [
        piece.price.productCaratId,
      ])) as unknown as [{ productId: number; caratId: number }[]];
      const [[inr]] = (await connection.query("SELECT id FROM currencies WHERE code = 'INR'")) as unknown as [{ id: number }[]];
      await connection.end();
      const newPrice = 77777.77 + (Date.now() % 1000);
      const admin = await a.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const prices = [{ currencyId: Number(inr.id), price: newPrice, stoneCharge: 11, labourCharge: 22, manual: true }];
      const saved = await a.gql(
        UPDATE_PRODUCT_CARAT,
        { id: piece.price.productCaratId, input: { productId: Number(pc.productId), caratId: Number(pc.caratId), prices } },
        admin,
      );
      expect(saved.body.errors).toBeUndefined();

      // Assert: server B prices the cart with it on its very next read (no stale cache) …
      const onB = ((await b.gql(CART, undefined, session.token)).body.data.cart.items as CartLine[])[0];
      expect([onB.quantity, onB.unitPrice.minorUnits, onB.stoneCharge.minorUnits, onB.labourCharge.minorUnits]).toEqual([
        2,
        Math.round(newPrice * 100),
        1100,
        2200,
      ]);
      // … and so does the page through the balancer, whichever server answers.
      for (let reload = 0; reload < 2; reload++) {
        await j.page.reload();
        await storefront.header.cartIcon.click();
        await drawer
          .line(piece.id)
          .piecePrice.filter({ hasText: formatPrice(pieceMinor(onB), 'INR') })
          .waitFor();
        await j.page.keyboard.press('Escape');
      }
      await j.screenshot('scale-out-cart', { fullPage: false });

      // Assert: both servers answered the shopper's page and API requests, and none failed.
      const journeyRequests = balancer!.requests().slice(seen);
      // Reads by GET (`/graphql?query=…`), the rest by POST.
      const graphql = journeyRequests.filter((request) => request.path.split('?')[0] === '/graphql');
      expect(new Set(graphql.map((request) => request.upstream)).size).toBe(2);
      expect(new Set(journeyRequests.map((request) => request.upstream))).toEqual(
        new Set(servers.map((server) => `127.0.0.1:${server.port}`)),
      );
      expect(journeyRequests.filter((request) => request.status >= 500)).toEqual([]);
      await j.api.clearCartAndWishlist(session.token);
    },
    { timeout: 120_000 },
  );
});
