import { type Refs, entriesOf, loadRefs, restForm } from './admin-products.helpers';
import { findProductFixture, newShopper } from './support/shop-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// Issue 28, items 10 and 11 (docs/decisions.md#no-lost-updates):
// - 10: a money input of the back-office of 0 (a manual price, a metal's base rate, a carat's multiplier) is
//   refused under its field, on GraphQL and REST; an order whose computed total is 0 is not placed.
// - 11: the form loads every price entry as Manual (the spec); saving it with the amounts unchanged keeps the
//   Auto entries Auto (the next rate change still re-prices them); a changed amount turns the entry Manual.

const PRODUCT = `query ($id: Int!) { adminProduct(id: $id) { id version name description weightInGrams metalTypeId subcategoryId
  carats { caratId prices { currencyId isManual price { amount } stoneCharge { amount } labourCharge { amount } } } } }`;
const UPDATE_PRODUCT = `mutation ($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) {
  __typename ... on AdminProduct { id version } ... on InputValidationError { message fieldErrors { field message } } } }`;
const CREATE_PRODUCT = `mutation ($input: ProductInput!) { createProduct(input: $input) {
  __typename ... on AdminProduct { id version } ... on InputValidationError { fieldErrors { field message } } } }`;
const UPDATE_METAL = `mutation ($id: Int!, $input: MetalTypeUpdateInput!) { updateMetalType(id: $id, input: $input) {
  __typename ... on InputValidationError { fieldErrors { field message } } } }`;
const CREATE_CARAT = `mutation ($input: CaratInput!) { createCarat(input: $input) {
  __typename ... on InputValidationError { fieldErrors { field message } } } }`;
const CART_ADD = 'mutation($input: CartAddItemInput!) { cartAddItem(input: $input) { __typename } }';
const CREATE_ORDER = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) {
  __typename ... on ErrorResult { errorCode message } ... on InputValidationError { fieldErrors { field message } } } }`;
const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  phone: '+919812300000',
  address: '12 MG Road',
  apartment: 'Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
};

interface LoadedPrice {
  currencyId: number;
  isManual: boolean;
  price: { amount: string };
  stoneCharge: { amount: string };
  labourCharge: { amount: string };
}

describe(`zero prices and untouched auto entries [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let refs: Refs;
  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);

  /** A ring whose INR entry is Auto (rate card) and USD entry Manual at 650. */
  async function newRing(name: string): Promise<number> {
    const created = await t.gql(
      CREATE_PRODUCT,
      {
        input: {
          name,
          description: 'A ring priced by the rate card in rupees.',
          weightInGrams: 3.5,
          metalTypeId: refs.gold.id,
          subcategoryId: refs.subcategoryId,
          carats: [
            {
              caratId: refs.goldCarats[1].id,
              prices: [
                { currencyId: refs.inr.id, manual: false, stoneCharge: 1000, labourCharge: 500 },
                { currencyId: refs.usd.id, manual: true, price: 650, stoneCharge: 12, labourCharge: 6 },
              ],
            },
          ],
        },
      },
      admin,
    );
    expect(created.body.data.createProduct.__typename).toBe('AdminProduct');
    return created.body.data.createProduct.id;
  }

  /** What the back-office form sends after loading the product: every entry Manual, with the loaded amounts. */
  async function formAsLoaded(id: number, edit: (row: Record<string, unknown>) => Record<string, unknown> = (row) => row) {
    const product = (await t.gql(PRODUCT, { id }, admin)).body.data.adminProduct;
    return {
      version: product.version,
      input: {
        name: product.name,
        description: product.description,
        weightInGrams: product.weightInGrams,
        metalTypeId: product.metalTypeId,
        subcategoryId: product.subcategoryId,
        carats: product.carats.map((carat: { caratId: number; prices: LoadedPrice[] }) => ({
          caratId: carat.caratId,
          prices: carat.prices.map((p) =>
            edit({
              currencyId: p.currencyId,
              manual: true,
              price: Number(p.price.amount),
              stoneCharge: Number(p.stoneCharge.amount),
              labourCharge: Number(p.labourCharge.amount),
            }),
          ),
        })),
        expectedVersion: product.version,
      },
    };
  }
  const flags = async (id: number) => (await entriesOf(t, id)).map((e) => [e.code, e.isManual]);

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    refs = await loadRefs(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('item 11: saving the product form unchanged', () => {
    it('keeps the Auto entry Auto, and the next gold-rate change still re-prices it', async () => {
      const id = await newRing('Untouched Auto Ring');
      expect(await flags(id)).toEqual([
        ['INR', false],
        ['USD', true],
      ]);
      // Act: open and save without touching anything (the form sends every row as Manual)
      const { input } = await formAsLoaded(id);
      const saved = await t.gql(UPDATE_PRODUCT, { id, input }, admin);
      expect(saved.body.data.updateProduct.__typename).toBe('AdminProduct');
      // Assert: still Auto, and a rate change moves its price
      expect(await flags(id)).toEqual([
        ['INR', false],
        ['USD', true],
      ]);
      const before = (await entriesOf(t, id))[0].priceMinor;
      await t.gql(UPDATE_METAL, { id: refs.gold.id, input: { baseRatePerGram: refs.gold.baseRatePerGram + 100 } }, admin);
      expect((await entriesOf(t, id))[0].priceMinor).toBeGreaterThan(before);
      await t.gql(UPDATE_METAL, { id: refs.gold.id, input: { baseRatePerGram: refs.gold.baseRatePerGram } }, admin);
    });

    it('turns an Auto entry Manual when the admin changed its amount', async () => {
      const id = await newRing('Edited Auto Ring');
      const { input } = await formAsLoaded(id, (row) => (row.currencyId === refs.inr.id ? { ...row, price: 12_345 } : row));
      expect((await t.gql(UPDATE_PRODUCT, { id, input }, admin)).body.data.updateProduct.__typename).toBe('AdminProduct');
      expect(await flags(id)).toEqual([
        ['INR', true],
        ['USD', true],
      ]);
      expect((await entriesOf(t, id))[0].priceMinor).toBe(1_234_500);
    });
  });

  describe('item 10: a price of 0', () => {
    it('GraphQL: a manual price of 0 is refused under its field and nothing changes', async () => {
      const id = await newRing('Zero Price Ring');
      const before = await entriesOf(t, id);
      const { input } = await formAsLoaded(id, (row) => (row.currencyId === refs.usd.id ? { ...row, price: 0 } : row));
      const result = await t.gql(UPDATE_PRODUCT, { id, input }, admin);
      expect(result.body.data.updateProduct).toEqual({
        __typename: 'InputValidationError',
        message: 'Price must be greater than 0',
        fieldErrors: [{ field: 'carats.0.prices.1.price', message: 'Price must be greater than 0' }],
      });
      expect(await entriesOf(t, id)).toEqual(before);
    });

    it('REST PUT /update-product: a manual INR price of "0" is a 400 naming it', async () => {
      const id = await newRing('Zero Price REST Ring');
      const before = await entriesOf(t, id);
      const result = await restForm(
        t,
        'PUT',
        `/api/update-product/${id}`,
        {
          name: 'Zero Price REST Ring',
          description: 'Typed 0 by mistake.',
          weightInGrams: '3.5',
          mt_id: String(refs.gold.id),
          sc_id: String(refs.subcategoryId),
          productCarats: JSON.stringify([
            { carat_id: refs.goldCarats[1].id, prices: [{ currency_id: refs.inr.id, price: '0', stoneCharge: '0', labourCharge: '0' }] },
          ]),
        },
        {},
        admin,
      );
      expect(result.status).toBe(400);
      expect(result.body.fieldErrors).toEqual([{ field: 'carats.0.prices.0.price', message: 'Price must be greater than 0' }]);
      expect(await entriesOf(t, id)).toEqual(before);
    });

    it('rate-card amounts: a base rate or a multiplier of 0 is refused', async () => {
      const metal = await t.gql(UPDATE_METAL, { id: refs.gold.id, input: { baseRatePerGram: 0 } }, admin);
      expect(metal.body.data.updateMetalType.fieldErrors).toEqual([
        { field: 'baseRatePerGram', message: 'Base rate must be greater than 0' },
      ]);
      const carat = await t.gql(CREATE_CARAT, { input: { value: 7, multiplier: 0, metalTypeId: refs.gold.id } }, admin);
      expect(carat.body.data.createCarat.fieldErrors).toEqual([{ field: 'multiplier', message: 'Multiplier must be greater than 0' }]);
      const rest = await t.rest('PUT', `/api/metal-types/${refs.gold.id}`, { baseRatePerGram: 0 }, admin);
      expect(rest.status).toBe(400);
      expect(Number((await db('SELECT baseRatePerGram FROM metal_types WHERE id = ?', [refs.gold.id]))[0].baseRatePerGram)).toBe(
        refs.gold.baseRatePerGram,
      );
    });

    it('checkout: an order whose total comes to 0 is not placed', async () => {
      // Arrange: a piece whose rupee entry was stored at 0 before zero prices were refused
      const piece = await findProductFixture(t, false, false);
      const caratId = piece.carats[0].id;
      await db(
        `UPDATE price_entries SET priceMinor = 0, stoneChargeMinor = 0, labourChargeMinor = 0, isManual = 1
          WHERE productCaratId = ? AND currencyId = ?`,
        [caratId, refs.inr.id],
      );
      const shopper = await newShopper(t, 'Zero');
      const added = await t.gql(
        CART_ADD,
        { input: { productId: piece.id, productCaratId: caratId, productColorId: piece.colors[0]?.id } },
        shopper.token,
      );
      expect(added.body.data.cartAddItem.__typename).toBe('CartAddItemSuccess');
      const orders = Number((await db('SELECT COUNT(*) AS n FROM orders'))[0].n);
      // Act
      const result = await t.gql(CREATE_ORDER, { input: { ...ADDRESS, paymentMethod: 'ONLINE', source: 'CART' } }, shopper.token);
      // Assert: refused with a clear message, and no order
      expect(result.body.data.createOrder).toEqual({
        __typename: 'PriceUnavailableError',
        errorCode: 'PRICE_UNAVAILABLE_ERROR',
        message: `${piece.name} has no price in INR yet`,
      });
      expect(Number((await db('SELECT COUNT(*) AS n FROM orders'))[0].n)).toBe(orders);
    });
  });
});
