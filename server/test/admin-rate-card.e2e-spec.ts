import Decimal from 'decimal.js';
import { Carat } from '../src/entities/carat.entity';
import { Currency } from '../src/entities/currency.entity';
import { MetalType } from '../src/entities/metal-type.entity';
import { Product } from '../src/entities/product.entity';
import { insertProducts } from './support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// Rate-card pricing (docs/decisions.md#rate-card): an administrator changes the gold base rate
// and the USD rate through the admin API; every auto-priced entry follows at once, to the paisa and the
// cent, on both storefront transports, while an entry set by hand stays as it was. The expected amounts
// are computed here from the database rows with the formula itself (not with the server's pricing code):
//   price = base rate per gram x carat multiplier x weight x (currency rate / INR rate), 2 decimals, half up;
//   stone and labour of a non-INR auto entry = the INR quote's x (currency rate / INR rate), half up.

const USD_PHONE = '+14155550123'; // alex@example.com, a USD account
const INR_PHONE = '+919812345678'; // priya@example.com, an INR account

interface EntryRow {
  id: number;
  productId: number;
  productCaratId: number;
  caratId: number;
  code: string;
  priceMinor: number;
  stoneChargeMinor: number;
  labourChargeMinor: number;
  isManual: boolean;
  weightInGrams: number;
  baseRatePerGram: number;
  multiplier: number;
  rate: number;
}

interface Amounts {
  price: number;
  stone: number;
  labour: number;
}

const D = Decimal.clone({ precision: 50 });
const halfUp = (value: Decimal, places: number) => value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);

const PRICES = `query Prices($id: Int!) {
  product(id: $id) {
    inr: prices(currencyCode: "INR") { productCaratId price { amount minorUnits currencyCode } stoneCharge { minorUnits } labourCharge { minorUnits } total { minorUnits } }
    usd: prices(currencyCode: "USD") { productCaratId price { amount minorUnits currencyCode } stoneCharge { minorUnits } labourCharge { minorUnits } total { minorUnits } }
  }
}`;

describe(`rate-card pricing driven by the back-office [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  const ds = () => t.server.dataSource;

  /** Every price entry of the given products with what the formula needs, in carat, currency order. */
  async function entries(productIds: number[]): Promise<EntryRow[]> {
    const rows = await ds().query(
      `SELECT pe.id, pc.productId, pe.productCaratId, pc.caratId, cur.code, pe.priceMinor, pe.stoneChargeMinor, pe.labourChargeMinor, pe.isManual,
              p.weightInGrams, m.baseRatePerGram, c.multiplier, cur.conversionRateToINR AS rate
         FROM price_entries pe
         JOIN product_carats pc ON pc.id = pe.productCaratId
         JOIN products p ON p.id = pc.productId
         JOIN metal_types m ON m.id = p.metalTypeId
         JOIN carats c ON c.id = pc.caratId
         JOIN currencies cur ON cur.id = pe.currencyId
        WHERE p.id IN (${productIds.map(() => '?').join(',')})
        ORDER BY pc.productId, pc.position, pc.id, cur.id`,
      productIds,
    );
    return rows.map((r: Record<string, unknown>) => ({
      ...r,
      id: Number(r.id),
      productId: Number(r.productId),
      productCaratId: Number(r.productCaratId),
      caratId: Number(r.caratId),
      priceMinor: Number(r.priceMinor),
      stoneChargeMinor: Number(r.stoneChargeMinor),
      labourChargeMinor: Number(r.labourChargeMinor),
      isManual: r.isManual === true || Number(r.isManual) === 1,
      weightInGrams: Number(r.weightInGrams),
      baseRatePerGram: Number(r.baseRatePerGram),
      multiplier: Number(r.multiplier),
      rate: Number(r.rate),
    }));
  }

  /** What an auto entry must hold, from the rows: the formula for the price, the INR quote converted for the charges. */
  function expected(row: EntryRow, all: EntryRow[]): Amounts {
    const inrRate = all.find((r) => r.code === 'INR')!.rate;
    const ratio = new D(row.rate).dividedBy(inrRate);
    const price = halfUp(new D(row.baseRatePerGram).times(row.multiplier).times(row.weightInGrams).times(ratio), 2).times(100).toNumber();
    if (row.code === 'INR') return { price, stone: row.stoneChargeMinor, labour: row.labourChargeMinor };
    const quote = all.find((r) => r.productCaratId === row.productCaratId && r.code === 'INR')!;
    return {
      price,
      stone: halfUp(new D(quote.stoneChargeMinor).times(ratio), 0).toNumber(),
      labour: halfUp(new D(quote.labourChargeMinor).times(ratio), 0).toNumber(),
    };
  }
  const amounts = (row: EntryRow): Amounts => ({ price: row.priceMinor, stone: row.stoneChargeMinor, labour: row.labourChargeMinor });
  const total = (a: Amounts) => a.price + a.stone + a.labour;
  const fromPrice = async (id: number) => (await ds().getRepository(Product).findOneByOrFail({ id })).fromPriceInrMinor;
  const product = (name: string) => ds().getRepository(Product).findOneByOrFail({ name });
  const carat = async (value: number) =>
    ds()
      .getRepository(Carat)
      .findOneByOrFail({ metalTypeId: (await ds().getRepository(MetalType).findOneByOrFail({ name: 'Gold' })).id, value });

  /** Sets one product carat's INR and USD entries by hand, as the products admin does when an amount is edited. */
  async function setManually(productCaratId: number, prices: Record<string, Amounts>): Promise<void> {
    for (const [code, a] of Object.entries(prices)) {
      const { id } = await ds().getRepository(Currency).findOneByOrFail({ code });
      await ds().query(
        'UPDATE price_entries SET isManual = ?, priceMinor = ?, stoneChargeMinor = ?, labourChargeMinor = ? WHERE productCaratId = ? AND currencyId = ?',
        [1, a.price, a.stone, a.labour, productCaratId, id],
      );
    }
  }

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(() => t?.close());

  it('a new gold base rate and USD rate re-price every auto entry to the paisa and cent, on GraphQL and REST; a manual entry stays', async () => {
    // Arrange: an auto-priced product and one whose 14 KT entries were set by hand.
    const auto = await product('Aurora Solitaire Ring');
    const manual = await product('Celeste Round Solitaire');
    const [manualCarat] = await entries([manual.id]);
    const handSet = { INR: { price: 1_234_567, stone: 3_600_000, labour: 224_000 }, USD: { price: 14_321, stone: 43_210, labour: 2_701 } };
    await setManually(manualCarat.productCaratId, handSet);
    const before = await entries([auto.id, manual.id]);
    const gold = await ds().getRepository(MetalType).findOneByOrFail({ name: 'Gold' });
    const usd = await ds().getRepository(Currency).findOneByOrFail({ code: 'USD' });
    const newBaseRate = Number(new D(gold.baseRatePerGram).plus('437.55'));

    // Act: the gold rate through REST, the USD rate through GraphQL.
    const metalAnswer = await t.rest('PUT', `/api/metal-types/${gold.id}`, { baseRatePerGram: newBaseRate }, admin);
    const currencyAnswer = await t.gql(
      'mutation($id: Int!, $input: CurrencyUpdateInput!) { updateCurrency(id: $id, input: $input) { __typename ... on Currency { conversionRateToINR } } }',
      { id: usd.id, input: { conversionRateToINR: 0.0119 } },
      admin,
    );

    // Assert: the new rates are stored ...
    expect(metalAnswer.status).toBe(200);
    expect(metalAnswer.body.baseRatePerGram).toBe(newBaseRate);
    expect(currencyAnswer.body.data.updateCurrency).toEqual({ __typename: 'Currency', conversionRateToINR: 0.0119 });
    const after = await entries([auto.id, manual.id]);
    expect(after.every((r) => r.baseRatePerGram === newBaseRate)).toBe(true);
    expect(after.filter((r) => r.code === 'USD').every((r) => r.rate === 0.0119)).toBe(true);

    // ... every auto entry holds the formula's amounts, and they did change ...
    for (const row of after.filter((r) => !r.isManual)) {
      expect({ entry: row.id, ...amounts(row) }).toEqual({ entry: row.id, ...expected(row, after) });
      expect(row.priceMinor).not.toBe(before.find((b) => b.id === row.id)!.priceMinor);
    }
    // ... and the hand-set entries are exactly as they were, still manual.
    const manualAfter = after.filter((r) => r.productCaratId === manualCarat.productCaratId);
    expect(manualAfter.map((r) => ({ code: r.code, manual: r.isManual, ...amounts(r) }))).toEqual([
      { code: 'INR', manual: true, ...handSet.INR },
      { code: 'USD', manual: true, ...handSet.USD },
    ]);
    expect(after.filter((r) => r.productId === manual.id && !r.isManual).length).toBeGreaterThan(0);

    // The storefront sees them at once: GraphQL ...
    for (const p of [auto, manual]) {
      const answer = await t.gql(PRICES, { id: p.id });
      for (const code of ['INR', 'USD'] as const) {
        const rows = after.filter((r) => r.productId === p.id && r.code === code);
        const shown = answer.body.data.product[code.toLowerCase()];
        expect(shown).toEqual(
          rows.map((r) => {
            const want = r.isManual ? amounts(r) : expected(r, after);
            return {
              productCaratId: r.productCaratId,
              price: { amount: (want.price / 100).toFixed(2), minorUnits: want.price, currencyCode: code },
              stoneCharge: { minorUnits: want.stone },
              labourCharge: { minorUnits: want.labour },
              total: { minorUnits: total(want) },
            };
          }),
        );
      }
    }
    // ... and the legacy REST detail, priced by the account currency of the phone number sent.
    for (const [phone, code] of [
      [USD_PHONE, 'USD'],
      [INR_PHONE, 'INR'],
    ]) {
      const answer = await t.rest('GET', `/api/get-product/${auto.id}?phoneNumber=${encodeURIComponent(phone)}`);
      const rows = after.filter((r) => r.productId === auto.id && r.code === code);
      expect(answer.body.currencyCode).toBe(code);
      expect(answer.body.ProductCarats).toEqual(
        rows.map((r) => {
          const want = expected(r, after);
          return {
            pc_id: r.productCaratId,
            carat: expect.any(Number),
            price: want.price / 100,
            stoneCharge: want.stone / 100,
            labourCharge: want.labour / 100,
          };
        }),
      );
      expect(answer.body.price).toBe(expected(rows[0], after).price / 100);
    }
    const manualRest = await t.rest('GET', `/api/get-product/${manual.id}?phoneNumber=${encodeURIComponent(USD_PHONE)}`);
    expect(manualRest.body.ProductCarats[0]).toMatchObject({
      pc_id: manualCarat.productCaratId,
      price: 143.21,
      stoneCharge: 432.1,
      labourCharge: 27.01,
    });

    // The listing's from-price (the storefront price filter) follows: the lowest INR total of each product.
    for (const p of [auto, manual]) {
      const inrTotals = after.filter((r) => r.productId === p.id && r.code === 'INR').map((r) => total(amounts(r)));
      expect(await fromPrice(p.id)).toBe(Math.min(...inrTotals));
    }
    const autoFrom = (await fromPrice(auto.id))!;
    expect(autoFrom).not.toBe(Math.min(...before.filter((r) => r.productId === auto.id && r.code === 'INR').map((r) => total(amounts(r)))));
    const filtered = await t.gql('query($f: ProductFilter) { products(filter: $f, first: 100) { items { id } } }', {
      f: { minPrice: autoFrom / 100, maxPrice: autoFrom / 100, currencyCode: 'INR' },
    });
    expect(filtered.body.data.products.items.map((i: { id: number }) => i.id)).toContain(auto.id);
  });

  it("a new carat multiplier re-prices that carat only; the from-price stays the lowest of all the product's carats", async () => {
    // Arrange: a product offered in 14 and 18 KT; the 18 KT carat gets a new multiplier.
    const p = await product('Infinity Eternity Band');
    const k18 = await carat(18);
    const before = await entries([p.id]);
    expect(new Set(before.map((r) => r.caratId)).size).toBe(2);

    // Act (GraphQL), then once more through REST.
    const graphql = await t.gql(
      'mutation($id: Int!) { updateCarat(id: $id, input: { multiplier: 0.7612 }) { __typename } }',
      { id: k18.id },
      admin,
    );
    const afterGraphql = await entries([p.id]);
    const rest = await t.rest('PUT', `/api/update-carat/${k18.id}`, { multiplier: '0.7725' }, admin);
    const after = await entries([p.id]);

    // Assert
    expect(graphql.body.data.updateCarat.__typename).toBe('Carat');
    expect(rest.status).toBe(200);
    for (const snapshot of [afterGraphql, after]) {
      for (const row of snapshot) {
        const was = before.find((b) => b.id === row.id)!;
        if (row.caratId === k18.id) {
          expect({ entry: row.id, ...amounts(row) }).toEqual({ entry: row.id, ...expected(row, snapshot) });
          expect(row.priceMinor).not.toBe(was.priceMinor);
        } else {
          expect(amounts(row)).toEqual(amounts(was));
        }
      }
    }
    const inrTotals = after.filter((r) => r.code === 'INR').map((r) => total(amounts(r)));
    expect(await fromPrice(p.id)).toBe(Math.min(...inrTotals));
  });

  it('a new currency gets an auto price for every product carat at once, which the storefront shows', async () => {
    const p = await product('Aurora Solitaire Ring');
    const created = await t.rest('POST', '/api/create-currency', { code: 'EUR', conversionRateToINR: 0.0108 }, admin);
    expect(created.status).toBe(201);
    const rows = await entries([p.id]);
    const eur = rows.filter((r) => r.code === 'EUR');
    expect(eur.length).toBe(rows.filter((r) => r.code === 'INR').length);
    const answer = await t.gql(
      'query($id: Int!) { product(id: $id) { prices(currencyCode: "EUR") { productCaratId price { minorUnits } stoneCharge { minorUnits } labourCharge { minorUnits } } } }',
      { id: p.id },
    );
    expect(answer.body.data.product.prices).toEqual(
      eur.map((r) => {
        const want = expected(r, rows);
        return {
          productCaratId: r.productCaratId,
          price: { minorUnits: want.price },
          stoneCharge: { minorUnits: want.stone },
          labourCharge: { minorUnits: want.labour },
        };
      }),
    );
  });

  it('refuses a base rate that would price products beyond the largest amount the shop accepts, and changes nothing', async () => {
    // Arrange
    const gold = await ds().getRepository(MetalType).findOneByOrFail({ name: 'Gold' });
    const ids = (
      await ds()
        .getRepository(Product)
        .find({ where: { metalTypeId: gold.id } })
    ).map((p) => p.id);
    const before = await entries(ids);
    // Act: 5,000,000,000 per gram prices a 3 g ring far above the cap of 1,000,000,000.00 (pricing/money.ts).
    const answer = await t.rest('PUT', `/api/metal-types/${gold.id}`, { baseRatePerGram: 5_000_000_000 }, admin);
    // Assert
    expect(answer).toMatchObject({
      status: 400,
      body: { details: 'These rates would price some products above 1,000,000,000.00, the largest amount the shop accepts' },
    });
    expect((await ds().getRepository(MetalType).findOneByOrFail({ id: gold.id })).baseRatePerGram).toBe(gold.baseRatePerGram);
    expect(await entries(ids)).toEqual(before);
  });

  it("prices a currency whose rate is above INR's by the formula, and refuses a rate that would convert a rupee charge past the largest amount", async () => {
    // Arrange: one product carat's rupee entry set by hand with a stone of 9,000,000.00, and a currency
    // of which a rupee buys 1.8 units (charges then grow when converted, unlike dollars).
    const p = await product('Infinity Eternity Band');
    const first = (await entries([p.id])).find((r) => r.code === 'INR')!;
    await setManually(first.productCaratId, { INR: { price: 5_000_000, stone: 900_000_000, labour: 300_000 } });
    const created = await t.rest('POST', '/api/create-currency', { code: 'JPY', conversionRateToINR: 1.8 }, admin);
    const priced = await entries([p.id]);

    // Act: at 200 a rupee the stone would be 1,800,000,000.00 while the metal stays far below the cap.
    const refused = await t.rest('PUT', `/api/update-currency/${created.body.currency_id}`, { conversionRateToINR: 200 }, admin);

    // Assert
    expect(created.status).toBe(201);
    const yen = priced.filter((r) => r.code === 'JPY');
    expect(yen.length).toBe(priced.filter((r) => r.code === 'INR').length);
    for (const row of yen) expect({ entry: row.id, ...amounts(row) }).toEqual({ entry: row.id, ...expected(row, priced) });
    expect(yen.find((r) => r.productCaratId === first.productCaratId)!.stoneChargeMinor).toBe(1_620_000_000);
    expect(refused).toMatchObject({
      status: 400,
      body: { details: 'These rates would price some products above 1,000,000,000.00, the largest amount the shop accepts' },
    });
    expect(await entries([p.id])).toEqual(priced);

    // The currency and the hand-set quote go, so the tests after this one see the shop as it was.
    expect((await t.rest('DELETE', `/api/delete-currency/${created.body.currency_id}`, undefined, admin)).status).toBe(200);
    await ds().query('UPDATE price_entries SET isManual = ?, priceMinor = ?, stoneChargeMinor = ?, labourChargeMinor = ? WHERE id = ?', [
      0,
      first.priceMinor,
      first.stoneChargeMinor,
      first.labourChargeMinor,
      first.id,
    ]);
  });

  it('re-pricing writes in set-based or chunked statements (one per 400 entries), never one per entry', async () => {
    const gold = await ds().getRepository(MetalType).findOneByOrFail({ name: 'Gold' });
    const subcategoryId = (await ds().getRepository(Product).findOneByOrFail({ name: 'Aurora Solitaire Ring' })).subcategoryId;
    const few = await t.rest('PUT', `/api/metal-types/${gold.id}`, { baseRatePerGram: 13500 }, admin);
    await insertProducts(ds(), { count: 30, subcategoryId, namePrefix: 'Rate Card Piece' });
    const many = await t.rest('PUT', `/api/metal-types/${gold.id}`, { baseRatePerGram: 13600 }, admin);
    expect([few.status, many.status]).toEqual([200, 200]);
    // And every auto entry of the 75 or so products holds the formula's amounts.
    const ids = (
      await ds()
        .getRepository(Product)
        .find({ where: { metalTypeId: gold.id } })
    ).map((p) => p.id);
    const rows = await entries(ids);
    expect(rows.length).toBeGreaterThan(400);
    // 30 more products (180 more entries) cost at most one more UPDATE chunk (SQLite), none on MariaDB/MySQL.
    expect(many.sqlStatements).toBeLessThanOrEqual(few.sqlStatements + 1);
    expect(many.sqlStatements).toBeLessThan(15);
    for (const row of rows.filter((r) => !r.isManual))
      expect({ entry: row.id, ...amounts(row) }).toEqual({ entry: row.id, ...expected(row, rows) });
    console.info(
      `[${t.kind}] SQL statements of a gold base rate change: ${few.sqlStatements} with ${ids.length - 30} products, ${many.sqlStatements} with ${ids.length}`,
    );
  });
});
