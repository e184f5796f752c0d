import Decimal from 'decimal.js';
import { oracleAmount, oracleConvertMinor, oracleLineMinor, oracleMetalMinor, oraclePieceMinor, rateCardOf } from './support/price-oracle';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// The independent price oracle (support/price-oracle.ts) that the suites use wherever they need an
// expected price. First it is checked against numbers worked out by hand (written as literals, so a
// slip in the oracle cannot hide); then every price entry the demo shop stores, and the prices the
// storefront answers, are checked against it.

describe('price oracle: hand-computed amounts', () => {
  it('prices the metal as base rate × multiplier × weight × (currency rate ÷ INR rate), to two decimals', () => {
    // ₹6,000/g × 0.75 (18 KT) × 4.2 g = ₹18,900.00
    expect(oracleMetalMinor({ baseRatePerGram: 6000, caratMultiplier: 0.75, weightInGrams: 4.2, currencyRate: 1, inrRate: 1 })).toBe(
      1_890_000,
    );
    // the same in dollars at 0.012: $226.80
    expect(oracleMetalMinor({ baseRatePerGram: 6000, caratMultiplier: 0.75, weightInGrams: 4.2, currencyRate: 0.012, inrRate: 1 })).toBe(
      22_680,
    );
    // ₹5,000/g × 0.916 × 10 g = ₹45,800 → × 0.012 = 549.60 → ÷ INR rate 2 = $274.80
    expect(oracleMetalMinor({ baseRatePerGram: 5000, caratMultiplier: 0.916, weightInGrams: 10, currencyRate: 0.012, inrRate: 2 })).toBe(
      27_480,
    );
    // ₹7,312.5/g × 0.585 × 3.25 g = 13,902.890625 → ₹13,902.89
    expect(
      oracleMetalMinor({ baseRatePerGram: '7312.5', caratMultiplier: '0.585', weightInGrams: '3.25', currencyRate: 1, inrRate: 1 }),
    ).toBe(1_390_289);
    // × 0.0121 = 168.2249765625 → $168.22
    expect(
      oracleMetalMinor({ baseRatePerGram: '7312.5', caratMultiplier: '0.585', weightInGrams: '3.25', currencyRate: '0.0121', inrRate: 1 }),
    ).toBe(16_822);
  });

  it('rounds a half up (never to even, never down), once, at the end', () => {
    // 0.125 → 0.13 (half-even would give 0.12)
    expect(oracleMetalMinor({ baseRatePerGram: 1, caratMultiplier: 1, weightInGrams: 0.125, currencyRate: 1, inrRate: 1 })).toBe(13);
    // 2.345 → 2.35 (binary floating point would see 2.34499999…)
    expect(oracleMetalMinor({ baseRatePerGram: 1, caratMultiplier: 1, weightInGrams: 2.345, currencyRate: 1, inrRate: 1 })).toBe(235);
    // 0.1 × 3 = 0.30000000000000004 in floating point; exactly 0.30 here
    expect(oracleMetalMinor({ baseRatePerGram: 0.1, caratMultiplier: 3, weightInGrams: 1, currencyRate: 1, inrRate: 1 })).toBe(30);
    // 1/3 × 3 must not round twice: ₹100 × (1 ÷ 3) × 3 = ₹100.00
    expect(oracleMetalMinor({ baseRatePerGram: 100, caratMultiplier: 3, weightInGrams: 1, currencyRate: 1, inrRate: 3 })).toBe(10_000);
  });

  it('converts rupee charges at the currency rate, half up to the cent', () => {
    // ₹20,000.00 × 0.012 = $240.00
    expect(oracleConvertMinor(2_000_000, 0.012, 1)).toBe(24_000);
    // ₹12,345.67 × 0.012 = $148.14804 → $148.15
    expect(oracleConvertMinor(1_234_567, 0.012, 1)).toBe(14_815);
    // ₹1.25 × 0.012 = 1.5 cents → 2 cents
    expect(oracleConvertMinor(125, 0.012, 1)).toBe(2);
    // ₹1.24 × 0.012 = 1.488 cents → 1 cent
    expect(oracleConvertMinor(124, 0.012, 1)).toBe(1);
    // rupees stay rupees
    expect(oracleConvertMinor(299_999, 1, 1)).toBe(299_999);
  });

  it('adds metal, stone and labour for a piece, and multiplies by the quantity for a line', () => {
    const piece = { priceMinor: 1_890_000, stoneChargeMinor: 2_000_000, labourChargeMinor: 336_000 };
    expect(oraclePieceMinor(piece)).toBe(4_226_000);
    expect(oracleLineMinor(piece, 3)).toBe(12_678_000);
    expect(oracleAmount(12_678_000)).toBe('126780.00');
    expect(oracleAmount(16_822)).toBe('168.22');
    expect(() => oracleLineMinor(piece, 0)).toThrow(RangeError);
  });
});

describe(`price oracle against the shop [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  /** The admin sets gold's base rate per gram and the dollar's rate through GraphQL; answers both result types. */
  async function setGoldAndDollarRates(baseRatePerGram: number, dollarsPerRupee: number): Promise<string[]> {
    const admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const [gold] = await db("SELECT id FROM metal_types WHERE name = 'Gold'");
    const [usd] = await db("SELECT id FROM currencies WHERE code = 'USD'");
    const metal = await t.gql(
      'mutation($id: Int!, $input: MetalTypeUpdateInput!) { updateMetalType(id: $id, input: $input) { __typename } }',
      { id: gold.id, input: { baseRatePerGram } },
      admin,
    );
    const currency = await t.gql(
      'mutation($id: Int!, $input: CurrencyUpdateInput!) { updateCurrency(id: $id, input: $input) { __typename } }',
      { id: usd.id, input: { conversionRateToINR: dollarsPerRupee } },
      admin,
    );
    return [metal.body.data?.updateMetalType.__typename, currency.body.data?.updateCurrency.__typename];
  }

  /** Every auto price entry that differs from the oracle: metal price from the rate card, charges converted from the rupee entry. */
  async function autoEntryMismatches(): Promise<unknown[]> {
    const entries: {
      productCaratId: number;
      code: string;
      priceMinor: number | string;
      stoneChargeMinor: number | string;
      labourChargeMinor: number | string;
    }[] = await db(
      `SELECT pe.productCaratId, c.code, pe.priceMinor, pe.stoneChargeMinor, pe.labourChargeMinor
         FROM price_entries pe JOIN currencies c ON c.id = pe.currencyId WHERE pe.isManual = ? ORDER BY pe.productCaratId, c.code`,
      [false],
    );
    const inr = new Map(entries.filter((e) => e.code === 'INR').map((e) => [e.productCaratId, e]));
    expect(entries.length).toBeGreaterThan(80);
    expect(entries.some((e) => e.code === 'USD')).toBe(true);
    const mismatches: unknown[] = [];
    for (const entry of entries) {
      const card = await rateCardOf(t, entry.productCaratId, entry.code);
      const rupees = inr.get(entry.productCaratId)!;
      const expected = {
        priceMinor: oracleMetalMinor(card),
        stoneChargeMinor: oracleConvertMinor(Number(rupees.stoneChargeMinor), card.currencyRate, card.inrRate),
        labourChargeMinor: oracleConvertMinor(Number(rupees.labourChargeMinor), card.currencyRate, card.inrRate),
      };
      const stored = {
        priceMinor: Number(entry.priceMinor),
        stoneChargeMinor: Number(entry.stoneChargeMinor),
        labourChargeMinor: Number(entry.labourChargeMinor),
      };
      if (JSON.stringify(stored) !== JSON.stringify(expected)) mismatches.push({ entry, expected });
    }
    return mismatches;
  }

  it('agrees with every auto price entry of the demo shop: metal price, and stone and labour converted from the rupee entry', async () => {
    expect(await autoEntryMismatches()).toEqual([]);
  });

  it('agrees with every auto entry again after the back-office sets an awkward gold rate and dollar rate (re-pricing)', async () => {
    // Act: rates whose products land on fractions of a paisa and a cent.
    const changed = await setGoldAndDollarRates(6543.21, 0.0123);
    // Assert
    expect(changed).toEqual(['MetalType', 'Currency']);
    const [card] = await db("SELECT conversionRateToINR AS rate FROM currencies WHERE code = 'USD'");
    expect(Number(card.rate)).toBe(0.0123);
    expect(await autoEntryMismatches()).toEqual([]);
  });

  it('rounds the re-priced amounts that fall exactly on half a paisa or half a cent up, as the oracle does', async () => {
    // Arrange: at 6,543.50 per gram and 0.0125 dollars a rupee, some demo pieces' metal prices in rupees
    // and in dollars, and some converted charges, end in exactly half a minor unit: the one place where
    // half up, half even and binary floats part ways.
    const changed = await setGoldAndDollarRates(6543.5, 0.0125);
    // Assert: the ties are there (so this test keeps its point if the demo shop changes) ...
    expect(changed).toEqual(['MetalType', 'Currency']);
    const auto: { productCaratId: number; code: string }[] = await db(
      'SELECT pe.productCaratId, c.code FROM price_entries pe JOIN currencies c ON c.id = pe.currencyId WHERE pe.isManual = ?',
      [false],
    );
    const rupees: { productCaratId: number; stoneChargeMinor: number | string; labourChargeMinor: number | string }[] = await db(
      "SELECT pe.productCaratId, pe.stoneChargeMinor, pe.labourChargeMinor FROM price_entries pe JOIN currencies c ON c.id = pe.currencyId WHERE c.code = 'INR'",
    );
    const halfway = (minor: Decimal) => minor.mod(1).eq(0.5);
    const ties = { INR: 0, USD: 0, charges: 0 };
    for (const entry of auto) {
      const card = await rateCardOf(t, entry.productCaratId, entry.code);
      const metalMinor = new Decimal(card.baseRatePerGram)
        .mul(card.caratMultiplier)
        .mul(card.weightInGrams)
        .mul(card.currencyRate)
        .div(card.inrRate)
        .mul(100);
      if (halfway(metalMinor) && (entry.code === 'INR' || entry.code === 'USD')) ties[entry.code]++;
    }
    for (const quote of rupees)
      for (const charge of [quote.stoneChargeMinor, quote.labourChargeMinor])
        if (halfway(new Decimal(charge).mul('0.0125'))) ties.charges++;
    expect(ties.INR).toBeGreaterThan(0);
    expect(ties.USD).toBeGreaterThan(0);
    expect(ties.charges).toBeGreaterThan(0);
    // ... and every entry, ties included, is what the oracle says.
    expect(await autoEntryMismatches()).toEqual([]);
  });

  it("answers the storefront's purity prices in dollars as the oracle computes them from the rate card", async () => {
    // Act: the first page of the listing, every purity priced in dollars.
    const result = await t.gql(
      `query { products(first: 8) { items { id
         prices(currencyCode: "USD") { productCaratId price { minorUnits amount } stoneCharge { minorUnits } labourCharge { minorUnits } total { minorUnits amount } } } } }`,
    );
    // Assert
    expect(result.body.errors).toBeUndefined();
    const items: any[] = result.body.data.products.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.prices.length).toBeGreaterThan(0);
      for (const price of item.prices) {
        const card = await rateCardOf(t, price.productCaratId, 'USD');
        const [rupees] = await db(
          "SELECT pe.stoneChargeMinor, pe.labourChargeMinor FROM price_entries pe JOIN currencies c ON c.id = pe.currencyId WHERE pe.productCaratId = ? AND c.code = 'INR'",
          [price.productCaratId],
        );
        const expected = {
          priceMinor: oracleMetalMinor(card),
          stoneChargeMinor: oracleConvertMinor(Number(rupees.stoneChargeMinor), card.currencyRate, card.inrRate),
          labourChargeMinor: oracleConvertMinor(Number(rupees.labourChargeMinor), card.currencyRate, card.inrRate),
        };
        const total = oraclePieceMinor(expected);
        expect(price).toEqual({
          productCaratId: price.productCaratId,
          price: { minorUnits: expected.priceMinor, amount: oracleAmount(expected.priceMinor) },
          stoneCharge: { minorUnits: expected.stoneChargeMinor },
          labourCharge: { minorUnits: expected.labourChargeMinor },
          total: { minorUnits: total, amount: oracleAmount(total) },
        });
      }
    }
  });
});
