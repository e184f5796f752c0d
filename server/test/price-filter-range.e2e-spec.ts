import { CUSTOMER_PASSWORD, USD_CUSTOMER_EMAIL, type TestServer, startTestServer } from './support/test-server';

const RANGE = 'query Range($currencyCode: String) { priceFilterRange(currencyCode: $currencyCode) { currencyCode min max } }';

describe(`storefront price filter span: priceFilterRange [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a guest with the rupee span of the specification', async () => {
    // Act
    const result = await t.gql(RANGE);
    // Assert
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.priceFilterRange).toEqual({ currencyCode: 'INR', min: 1200, max: 250000 });
  });

  it('converts the span at the currency rate, rounded outward, for an explicit code and for a signed-in account', async () => {
    // Arrange: the seed's USD rate is 0.012 rupees' worth per rupee.
    const token = await t.login(USD_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    // Act
    const explicit = await t.gql(RANGE, { currencyCode: 'usd' });
    const account = await t.gql(RANGE, {}, token);
    // Assert
    expect(explicit.body.data.priceFilterRange).toEqual({ currencyCode: 'USD', min: 14, max: 3000 });
    expect(account.body.data.priceFilterRange).toEqual(explicit.body.data.priceFilterRange);
  });

  it('keeps every product the rupee span lets through when the dollar span filters the listing', async () => {
    // Arrange
    const usd = (await t.gql(RANGE, { currencyCode: 'USD' })).body.data.priceFilterRange;
    const list = 'query L($filter: ProductFilter) { products(filter: $filter, first: 0) { totalCount } }';
    // Act
    const inInr = await t.gql(list, { filter: { minPrice: 1200, maxPrice: 250000, currencyCode: 'INR' } });
    const inUsd = await t.gql(list, { filter: { minPrice: usd.min, maxPrice: usd.max, currencyCode: 'USD' } });
    // Assert
    expect(inUsd.body.data.products.totalCount).toBeGreaterThanOrEqual(inInr.body.data.products.totalCount);
    expect(inInr.body.data.products.totalCount).toBeGreaterThan(0);
  });

  it('refuses an unknown currency as bad input', async () => {
    // Act
    const result = await t.gql(RANGE, { currencyCode: 'XYZ' });
    // Assert
    expect(result.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
