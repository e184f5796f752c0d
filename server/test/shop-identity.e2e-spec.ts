import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { logTo } from '../src/http/logging';
import { findProductFixture, newShopper } from './support/shop-fixtures';
import { SmtpSink, until } from './support/smtp-sink';
import { type TestServer, startTestServer } from './support/test-server';

// Issue 29, "One shop identity" (docs/decisions.md#one-shop-identity), over real HTTP on both databases: the
// SHOP_* settings, configured once, are what the storefront's public query answers, what the invoice prints (a
// shop without a GSTIN is "not registered for GST", never a setting's name), what every e-mail's footer says and
// what the home and contact pages' JSON-LD describe; the demo identity in production is said once at start.

const run = promisify(execFile);

const IDENTITY = {
  SHOP_LEGAL_NAME: 'Kavya Fine Jewels LLP',
  SHOP_TRADING_NAME: 'Kavya Jewels',
  SHOP_ADDRESS: '4 Fergusson College Road|Shivajinagar, Pune 411004|Maharashtra, India',
  SHOP_SUPPORT_EMAIL: 'hello@kavya.example',
  SHOP_SUPPORT_PHONE: '+91 20 5555 0101',
};

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Shop</title></head><body><div id="root"></div></body></html>`;

const SHOP_IDENTITY = `query ShopIdentity { shopIdentity { tradingName legalName addressLines state gstin supportEmail supportPhone } }`;
const CREATE_ORDER = `mutation($input: CreateOrderInput!) {
  createOrder(input: $input) { __typename ... on CreateOrderSuccess { order { id trackingId } } ... on ErrorResult { errorCode message } }
}`;

describe(`one shop identity [${process.env.TEST_DB_KIND}]`, () => {
  const sink = new SmtpSink();
  let t: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'identity-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    await sink.start();
    t = await startTestServer({
      ...IDENTITY,
      CLIENT_DIST: dist,
      SSR_ENTRY: 'off',
      SMTP_URL: sink.url,
      MAIL_POLL_MS: '100',
      MAIL_RETRY_BASE_MS: '50',
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the configured identity to anyone, as a public read', async () => {
    const response = await fetch(`${t.url}/graphql?query=${encodeURIComponent(SHOP_IDENTITY)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(((await response.json()) as { data: unknown }).data).toEqual({
      shopIdentity: {
        tradingName: 'Kavya Jewels',
        legalName: 'Kavya Fine Jewels LLP',
        addressLines: ['4 Fergusson College Road', 'Shivajinagar, Pune 411004', 'Maharashtra, India'],
        state: 'Maharashtra',
        gstin: null,
        supportEmail: 'hello@kavya.example',
        supportPhone: '+91 20 5555 0101',
      },
    });
  });

  it('prints it on the invoice, says in words that the shop is not GST-registered, and e-mails it', async () => {
    const product = await findProductFixture(t, false, false);
    const shopper = await newShopper(t, 'Identity');
    const added = await t.gql(
      `mutation($input: CartAddItemInput!) { cartAddItem(input: $input) { __typename } }`,
      {
        input: {
          productId: product.id,
          productCaratId: product.carats[0].id,
          productColorId: product.colors[0].id,
          productSizeId: product.sizes[0]?.id ?? null,
          quantity: 1,
        },
      },
      shopper.token,
    );
    expect(added.body.data.cartAddItem.__typename).toBe('CartAddItemSuccess');
    const email = 'meera.identity@example.com';
    const placed = await t.gql(
      CREATE_ORDER,
      {
        input: {
          firstName: 'Meera',
          lastName: 'Kulkarni',
          email,
          phone: '+919812300077',
          address: '9 Prabhat Road',
          city: 'Pune',
          state: 'Maharashtra',
          zipCode: '411004',
          paymentMethod: 'COD',
          source: 'CART',
        },
      },
      shopper.token,
    );
    const order = placed.body.data.createOrder.order as { id: number; trackingId: string };

    const pdf = await fetch(`${t.url}/api/orders/${order.id}/invoice`, { headers: { authorization: `Bearer ${shopper.token}` } });
    expect(pdf.status).toBe(200);
    const file = path.join(dist, 'invoice.pdf');
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
    for (const expected of ['Kavya Fine Jewels LLP', '4 Fergusson College Road', 'Shivajinagar, Pune 411004', 'Not registered for GST']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/SHOP_GSTIN|not set/);

    const mails = () => sink.to(email).filter((mail) => mail.subject.includes(order.trackingId));
    await until(
      'the confirmation e-mail',
      () => mails().length >= 1,
      () => t.server.jobs.kick(),
    );
    const [mail] = mails();
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('hello@kavya.example');
      expect(body).toContain('+91 20 5555 0101');
      expect(body).toContain('4 Fergusson College Road, Shivajinagar, Pune 411004, Maharashtra, India');
      expect(body).not.toMatch(/Bengaluru|aurelialabdiamonds/);
    }
    expect(mail.text).toContain('Kavya Jewels');
  });

  it('describes the shop in the JSON-LD of the home and contact pages', async () => {
    for (const route of ['/', '/contact']) {
      const html = await (await fetch(`${t.url}${route}`, { headers: { accept: 'text/html' } })).text();
      const docs = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((found) => JSON.parse(found[1]));
      expect(docs).toContainEqual(
        expect.objectContaining({
          '@type': 'JewelryStore',
          name: 'Kavya Jewels',
          legalName: 'Kavya Fine Jewels LLP',
          email: 'hello@kavya.example',
          telephone: '+91 20 5555 0101',
          address: expect.objectContaining({
            streetAddress: '4 Fergusson College Road, Shivajinagar, Pune 411004',
            addressRegion: 'Maharashtra',
          }),
        }),
      );
    }
  });
});

describe(`the demo identity in production [${process.env.TEST_DB_KIND}]`, () => {
  it('is said once at start, as a warning', async () => {
    const start = async (env: Record<string, string>) => {
      let raw = '';
      logTo(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            raw += chunk.toString();
            done();
          },
        }),
      );
      try {
        const t = await startTestServer({
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://shop.example.com',
          LOG_LEVEL: 'warn',
          TEST_GATEWAY_SECRET: 'identity-test-gateway-secret-0123456789abcdef',
          ...env,
        });
        await t.close();
      } finally {
        logTo(null);
      }
      return raw
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => /SHOP IDENTITY/.test(line.msg));
    };
    const demo = await start({});
    expect(demo).toHaveLength(1);
    expect(demo[0].level).toBe(40);
    expect(demo[0].msg).toContain('SHOP_LEGAL_NAME');
    expect(await start(IDENTITY)).toEqual([]);
  });
});
