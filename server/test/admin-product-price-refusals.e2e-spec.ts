import { type Refs, entriesOf, loadRefs, restForm } from './admin-products.helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// Issue 16, item 7 (defence in depth): a price the admin typed is stored as typed or refused under its
// field, never dropped or changed. Whatever a GraphQL or REST client sends: a negative manual price, or
// one with more than two decimals (the cents column would round it), is an InputValidationError naming
// the row's field, and the product keeps its stored prices. A blank manual price stays the spec's
// "dropped" row (docs/specifications.md#back-office-5-validation).

const UPDATE = `mutation ($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) {
  __typename ... on AdminProduct { id } ... on InputValidationError { message fieldErrors { field message } }
} }`;
const CREATE = `mutation ($input: ProductInput!) { createProduct(input: $input) {
  __typename ... on AdminProduct { id } ... on InputValidationError { message fieldErrors { field message } }
} }`;
const PRODUCT_CARAT = `mutation ($input: ProductCaratInput!) { createProductCarat(input: $input) {
  __typename ... on InputValidationError { message fieldErrors { field message } }
} }`;

describe(`admin product prices are stored as typed or refused [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let refs: Refs;
  let productId: number;
  const productCount = async () => Number((await t.server.dataSource.query('SELECT COUNT(*) AS n FROM products'))[0].n);

  /** The ring's form: one 18K carat with a manual INR row and a manual USD row at `usdPrice`. */
  const input = (usdPrice: number, name = 'Price Refusal Ring') => ({
    name,
    description: 'A ring whose USD price is typed by hand.',
    weightInGrams: 3.5,
    metalTypeId: refs.gold.id,
    subcategoryId: refs.subcategoryId,
    carats: [
      {
        caratId: refs.goldCarats[1].id,
        prices: [
          { currencyId: refs.inr.id, manual: true, price: 50_000, stoneCharge: 1000, labourCharge: 500 },
          { currencyId: refs.usd.id, manual: true, price: usdPrice, stoneCharge: 12, labourCharge: 6 },
        ],
      },
    ],
  });
  /** The stored entries of the ring: [currency, priceMinor, isManual]. */
  const stored = async () => (await entriesOf(t, productId)).map((entry) => [entry.code, entry.priceMinor, entry.isManual]);
  const AS_CREATED = [
    ['INR', 5_000_000, true],
    ['USD', 65_000, true],
  ];

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    refs = await loadRefs(t);
    const created = await t.gql(CREATE, { input: input(650) }, admin);
    expect(created.body.data.createProduct.__typename).toBe('AdminProduct');
    productId = created.body.data.createProduct.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    [-10, 'Price cannot be negative'],
    [10.005, 'Price can have at most 2 decimals'],
  ])('GraphQL updateProduct: a manual price of %p is refused under its field and nothing changes', async (price, message) => {
    const before = await stored();
    expect(before).toEqual(AS_CREATED);

    const result = await t.gql(UPDATE, { id: productId, input: input(price) }, admin);

    expect(result.body.data.updateProduct).toEqual({
      __typename: 'InputValidationError',
      message,
      fieldErrors: [{ field: 'carats.0.prices.1.price', message }],
    });
    expect(await stored()).toEqual(before);
  });

  it.each([
    [-10, 'Price cannot be negative'],
    [10.005, 'Price can have at most 2 decimals'],
  ])('GraphQL createProduct: a manual price of %p is refused under its field and no product is made', async (price, message) => {
    const count = await productCount();

    const result = await t.gql(CREATE, { input: input(price, `Refused Ring ${price}`) }, admin);

    expect(result.body.data.createProduct.fieldErrors).toEqual([{ field: 'carats.0.prices.1.price', message }]);
    expect(await productCount()).toBe(count);
  });

  it('GraphQL: a negative stone or labour charge, and a negative price on a product carat, are refused the same way', async () => {
    const charges = input(650);
    charges.carats[0].prices[1].stoneCharge = -1;
    charges.carats[0].prices[0].labourCharge = 0.001;
    const result = await t.gql(UPDATE, { id: productId, input: charges }, admin);
    expect(result.body.data.updateProduct.fieldErrors).toEqual([
      { field: 'carats.0.prices.0.labourCharge', message: 'Labour charge can have at most 2 decimals' },
      { field: 'carats.0.prices.1.stoneCharge', message: 'Stone charge cannot be negative' },
    ]);

    const carat = await t.gql(
      PRODUCT_CARAT,
      {
        input: {
          productId,
          caratId: refs.goldCarats[0].id,
          prices: [{ currencyId: refs.usd.id, manual: true, price: -10, stoneCharge: 0, labourCharge: 0 }],
        },
      },
      admin,
    );
    expect(carat.body.data.createProductCarat.fieldErrors).toEqual([{ field: 'prices.0.price', message: 'Price cannot be negative' }]);
    expect(await stored()).toEqual(AS_CREATED);
  });

  it.each([
    ['-10', 'Price cannot be negative'],
    ['10.005', 'Price can have at most 2 decimals'],
  ])('REST PUT /update-product: a manual price of "%s" is a 400 naming it and nothing changes', async (price, message) => {
    const before = await stored();
    const fields = {
      name: 'Price Refusal Ring',
      description: 'A ring whose USD price is typed by hand.',
      weightInGrams: '3.5',
      mt_id: String(refs.gold.id),
      sc_id: String(refs.subcategoryId),
      productCarats: JSON.stringify([
        {
          carat_id: refs.goldCarats[1].id,
          prices: [
            { currency_id: refs.inr.id, price: '50000', stoneCharge: '1000', labourCharge: '500' },
            { currency_id: refs.usd.id, price, stoneCharge: '12', labourCharge: '6' },
          ],
        },
      ]),
    };

    const updated = await restForm(t, 'PUT', `/api/update-product/${productId}`, fields, {}, admin);
    const created = await restForm(t, 'POST', '/api/create-product', { ...fields, name: `REST Refused ${price}` }, {}, admin);

    for (const result of [updated, created]) {
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ details: message, fieldErrors: [{ field: 'carats.0.prices.1.price', message }] });
    }
    expect(await stored()).toEqual(before);
  });
});
