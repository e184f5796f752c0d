import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  USD_CUSTOMER_EMAIL,
  type TestServer,
  startTestServer,
} from './support/test-server';

const STORE_CURRENCIES = 'query StoreCurrencies { storeCurrencies { id code } }';
const CREATE_CURRENCY = `mutation CreateCurrency($input: CurrencyInput!) {
  createCurrency(input: $input) { __typename ... on Currency { id code } ... on ErrorResult { message } }
}`;

describe(`storefront currency list: storeCurrencies [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a guest with the id and code of every currency, INR first', async () => {
    // Act
    const result = await t.gql(STORE_CURRENCIES);
    // Assert
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.storeCurrencies).toEqual([
      { id: expect.any(Number), code: 'INR' },
      { id: expect.any(Number), code: 'USD' },
    ]);
  });

  it('gives the ids that accounts carry, so a client can map an account currency to its code', async () => {
    // Arrange
    const token = await t.login(USD_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    const me = await t.gql('{ me { currency { id code } } }', undefined, token);
    // Act
    const result = await t.gql(STORE_CURRENCIES, undefined, token);
    // Assert
    expect(result.body.data.storeCurrencies).toContainEqual(me.body.data.me.currency);
  });

  it('does not publish the conversion rates (back-office data)', async () => {
    // Act
    const result = await t.gql('{ storeCurrencies { id code conversionRateToINR } }');
    // Assert
    expect(result.status).toBe(400);
    expect(result.body.errors[0].message).toMatch(/conversionRateToINR/);
  });

  it('lists a currency an administrator adds, and every price field accepts its code at once', async () => {
    // Arrange
    const adminToken = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await t.gql(CREATE_CURRENCY, { input: { code: 'EUR', conversionRateToINR: 0.011 } }, adminToken);
    expect(created.body.data.createCurrency.__typename).toBe('Currency');
    // Act
    const list = await t.gql(STORE_CURRENCIES);
    const priced = await t.gql('{ newArrivals(first: 1) { price(currencyCode: "EUR") { total { currencyCode minorUnits } } } }');
    // Assert
    expect(list.body.data.storeCurrencies.map((c: { code: string }) => c.code)).toEqual(['INR', 'USD', 'EUR']);
    expect(priced.body.data.newArrivals[0].price.total).toEqual({ currencyCode: 'EUR', minorUnits: expect.any(Number) });
    expect(priced.body.data.newArrivals[0].price.total.minorUnits).toBeGreaterThan(0);
  });

  it('answers in one SQL statement', async () => {
    const result = await t.gql(STORE_CURRENCIES);
    expect(result.sqlStatements).toBe(1);
  });
});
