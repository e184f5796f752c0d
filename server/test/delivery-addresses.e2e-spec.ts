import { type ProductFixture, type Shopper, findProductFixture, newShopper } from './support/shop-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';
import { shipWith } from './support/lifecycle';

// Issue 28, items 12 and 13 (docs/decisions.md#delivery-addresses), over real HTTP on both databases: a rupee
// order's state is one of India's states and union territories, by name or code, stored by its name and taxed
// against the shop's state (Maharashtra here, by its GSTIN); anything else ("Bengaluru Urban") is refused on
// GraphQL checkout, custom designs and the legacy REST path. A dollar order names a valid country; cash on
// delivery is for Indian addresses only. Each order keeps its rupee value at placement, and the dashboard counts
// that value, whatever the dollar's rate later.

const SHOP_GSTIN = '27AAPFU0939F1ZV'; // Maharashtra (27)
const STATE_REFUSED = 'Choose a state or union territory of India';

const CREATE_ORDER = `mutation CreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    __typename
    ... on CreateOrderSuccess { order { id state country currencyCode total { minorUnits }
      gst { placeOfSupply cgst { minorUnits } sgst { minorUnits } igst { minorUnits } } } }
    ... on InputValidationError { fieldErrors { field message } }
    ... on ErrorResult { errorCode message }
  }
}`;
const REQUEST_DESIGN = `mutation RequestDesign($input: CustomDesignInput!) {
  requestCustomDesign(input: $input) {
    __typename
    ... on Order { id state country currencyCode }
    ... on InputValidationError { fieldErrors { field message } }
  }
}`;
const QUOTE = `mutation Quote($id: Int!, $amount: Float!) { quoteCustomOrder(id: $id, amount: $amount) { __typename } }`;
const ACCEPT = `mutation Accept($orderId: Int!, $paymentMethod: PaymentMethod!) {
  acceptCustomQuote(orderId: $orderId, paymentMethod: $paymentMethod) {
    __typename
    ... on Order { id paymentMethod }
    ... on InputValidationError { fieldErrors { field message } }
    ... on ErrorResult { errorCode message }
  }
}`;
const LISTS = `query { indianStates { name code gstCode kind } deliveryCountries { code name } }`;
const UPDATE_STATUS = `mutation($id: Int!, $status: Int!) { updateOrderStatus(id: $id, status: $status) { __typename } }`;
const UPDATE_CURRENCY = `mutation($id: Int!, $input: CurrencyUpdateInput!) { updateCurrency(id: $id, input: $input) { __typename } }`;
const SALES = `query { dashboardSales(days: 1) { days { date orders revenueInr } } }`;

const ADDRESS = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera.iyer@example.com',
  phone: '+919812300044',
  address: '7 Residency Road',
  city: 'Bengaluru',
  zipCode: '560025',
};
const DESIGN = {
  material: 'Rose gold',
  instructions: 'A fine chain with a small pavé heart pendant.',
  ...ADDRESS,
};

describe(`delivery addresses by list and stored rupee values [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let piece: ProductFixture;
  let rupee: Shopper;
  let dollar: Shopper;

  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);
  const orderCount = async () => Number((await db('SELECT COUNT(*) AS n FROM orders'))[0].n);
  const row = async (id: number) =>
    (await db('SELECT state, country, currencyCode, totalMinor, inrTotalMinor, inrConversionRate FROM orders WHERE id = ?', [id]))[0];
  const item = () => ({
    productId: piece.id,
    productCaratId: piece.carats[0].id,
    productColorId: piece.colors[0].id,
    productSizeId: null,
    quantity: 1,
  });
  const checkout = async (shopper: Shopper, address: Record<string, unknown>, paymentMethod: 'ONLINE' | 'COD' = 'ONLINE') =>
    (await t.gql(CREATE_ORDER, { input: { ...ADDRESS, ...address, paymentMethod, source: 'BUY_NOW', item: item() } }, shopper.token)).body
      .data.createOrder;
  const legacy = async (shopper: Shopper, address: Record<string, unknown>, paymentMethod = 'online') =>
    t.rest(
      'POST',
      '/api/createorder',
      {
        ...ADDRESS,
        ...address,
        paymentMethod,
        source: 'buyNow',
        items: [{ p_id: piece.id, pc_id: piece.carats[0].id, pcolor_id: 1, quantity: 1 }],
      },
      shopper.token,
    );
  const rates = async () =>
    new Map<string, number>(
      (await db('SELECT code, conversionRateToINR AS rate FROM currencies')).map((r: any) => [r.code, Number(r.rate)]),
    );

  beforeAll(async () => {
    t = await startTestServer({ SHOP_GSTIN });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    piece = await findProductFixture(t, false, false);
    rupee = await newShopper(t, 'Rupee');
    dollar = await newShopper(t, 'Dollar', 2);
  });
  afterAll(() => t?.close());

  describe('a rupee order', () => {
    it('refuses a state that is not a state or union territory of India ("Bengaluru Urban"), writing nothing', async () => {
      const before = await orderCount();
      for (const state of ['Bengaluru Urban', 'Bavaria', 'XX', 'Karnatak']) {
        const result = await checkout(rupee, { state });
        expect(result).toMatchObject({ __typename: 'InputValidationError', message: STATE_REFUSED });
        expect(result.fieldErrors).toEqual([{ field: 'state', message: STATE_REFUSED }]);
      }
      expect(await orderCount()).toBe(before);
    });

    it('takes the name in any case or the code, stores the name, and splits GST against the shop’s state', async () => {
      for (const state of ['MH', ' maharashtra ']) {
        const result = await checkout(rupee, { state });
        expect(result.__typename).toBe('CreateOrderSuccess');
        const { order } = result;
        expect(order).toMatchObject({
          state: 'Maharashtra',
          country: 'IN',
          gst: { placeOfSupply: '27-Maharashtra', igst: { minorUnits: 0 } },
        });
        // Inside the shop's state: CGST + SGST, half each (the odd paisa to CGST).
        expect(order.gst.cgst.minorUnits).toBeGreaterThan(0);
        expect(order.gst.cgst.minorUnits - order.gst.sgst.minorUnits).toBeGreaterThanOrEqual(0);
        expect(order.gst.cgst.minorUnits - order.gst.sgst.minorUnits).toBeLessThanOrEqual(1);
        expect(await row(order.id)).toMatchObject({ state: 'Maharashtra', country: 'IN' });
      }
      const other = (await checkout(rupee, { state: 'ka' })).order;
      expect(other).toMatchObject({ state: 'Karnataka', country: 'IN', gst: { placeOfSupply: '29-Karnataka', cgst: { minorUnits: 0 } } });
      expect(other.gst.igst.minorUnits).toBeGreaterThan(0);
    });

    it('is delivered in India: another country is refused', async () => {
      const result = await checkout(rupee, { state: 'Maharashtra', country: 'US' });
      expect(result.fieldErrors).toEqual([{ field: 'country', message: 'Orders in rupees are delivered in India only' }]);
      expect((await checkout(rupee, { state: 'Goa', country: 'in' })).order).toMatchObject({ state: 'Goa', country: 'IN' });
    });

    it('keeps its rupee value: the total, at rate 1', async () => {
      const { order } = await checkout(rupee, { state: 'Kerala' }, 'COD');
      const stored = await row(order.id);
      expect(Number(stored.inrTotalMinor)).toBe(order.total.minorUnits);
      expect(Number(stored.inrConversionRate)).toBe(1);
    });
  });

  describe('the legacy REST order path', () => {
    it('answers 400 on the state field for "Bengaluru Urban", writing nothing', async () => {
      const before = await orderCount();
      const answer = await legacy(rupee, { state: 'Bengaluru Urban' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ details: STATE_REFUSED, fieldErrors: [{ field: 'state', message: STATE_REFUSED }] });
      expect(await orderCount()).toBe(before);
    });

    it('takes "mh" and "Maharashtra" alike and answers the stored name with CGST + SGST', async () => {
      for (const state of ['mh', 'MAHARASHTRA']) {
        const answer = await legacy(rupee, { state });
        expect(answer.status).toBe(201);
        expect(answer.body).toMatchObject({ state: 'Maharashtra', country: 'IN' });
        const [stored] = await db('SELECT state, placeOfSupply, cgstMinor, igstMinor FROM orders WHERE id = ?', [answer.body.orderId]);
        expect(stored).toMatchObject({ state: 'Maharashtra', placeOfSupply: '27-Maharashtra' });
        expect(Number(stored.cgstMinor)).toBeGreaterThan(0);
        expect(Number(stored.igstMinor)).toBe(0);
      }
      const answer = await legacy(rupee, { state: 'TN' });
      const [stored] = await db('SELECT state, placeOfSupply, cgstMinor, igstMinor FROM orders WHERE id = ?', [answer.body.orderId]);
      expect(stored).toMatchObject({ state: 'Tamil Nadu', placeOfSupply: '33-Tamil Nadu' });
      expect(Number(stored.cgstMinor)).toBe(0);
      expect(Number(stored.igstMinor)).toBeGreaterThan(0);
    });

    it('needs a valid country for a dollar order and refuses cash on delivery abroad', async () => {
      expect((await legacy(dollar, { state: 'California' })).body.fieldErrors).toEqual([
        { field: 'country', message: 'Choose the country to deliver to' },
      ]);
      const cod = await legacy(dollar, { state: 'California', country: 'US' }, 'cod');
      expect(cod.status).toBe(400);
      expect(cod.body.fieldErrors).toEqual([
        { field: 'paymentMethod', message: 'Cash on delivery is available only for delivery addresses in India' },
      ]);
      const placed = await legacy(dollar, { state: 'California', country: 'us' });
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({ state: 'California', country: 'US', currencyCode: 'USD' });
    });
  });

  describe('a dollar order', () => {
    it('needs a country from the ISO list; its state stays as written', async () => {
      const before = await orderCount();
      expect((await checkout(dollar, { state: 'California' })).fieldErrors).toEqual([
        { field: 'country', message: 'Choose the country to deliver to' },
      ]);
      for (const country of ['ZZ', 'USA', 'United States']) {
        expect((await checkout(dollar, { state: 'California', country })).fieldErrors).toEqual([
          { field: 'country', message: 'Choose a country from the list (a two-letter ISO code such as US)' },
        ]);
      }
      expect(await orderCount()).toBe(before);
      const { order } = await checkout(dollar, { state: 'Bavaria', country: 'de' });
      expect(order).toMatchObject({ state: 'Bavaria', country: 'DE', currencyCode: 'USD', gst: null });
    });

    it('may not be paid by cash on delivery outside India; to India it may, with the state from the list', async () => {
      const before = await orderCount();
      const refused = await checkout(dollar, { state: 'Ontario', country: 'CA' }, 'COD');
      expect(refused.__typename).toBe('InputValidationError');
      expect(refused.fieldErrors).toEqual([
        { field: 'paymentMethod', message: 'Cash on delivery is available only for delivery addresses in India' },
      ]);
      expect(await orderCount()).toBe(before);
      expect((await checkout(dollar, { state: 'Bengaluru Urban', country: 'IN' }, 'COD')).fieldErrors).toEqual([
        { field: 'state', message: STATE_REFUSED },
      ]);
      expect((await checkout(dollar, { state: 'KA', country: 'IN' }, 'COD')).order).toMatchObject({ state: 'Karnataka', country: 'IN' });
    });
  });

  describe('custom designs', () => {
    it('take the same list for a rupee request and a country for a dollar one', async () => {
      const refused = (await t.gql(REQUEST_DESIGN, { input: { ...DESIGN, state: 'Bengaluru Urban' } }, rupee.token)).body.data;
      expect(refused.requestCustomDesign.fieldErrors).toEqual([{ field: 'state', message: STATE_REFUSED }]);
      const taken = (await t.gql(REQUEST_DESIGN, { input: { ...DESIGN, state: 'tn' } }, rupee.token)).body.data;
      expect(taken.requestCustomDesign).toMatchObject({ __typename: 'Order', state: 'Tamil Nadu', country: 'IN' });
      const noCountry = (await t.gql(REQUEST_DESIGN, { input: { ...DESIGN, state: 'Texas' } }, dollar.token)).body.data;
      expect(noCountry.requestCustomDesign.fieldErrors).toEqual([{ field: 'country', message: 'Choose the country to deliver to' }]);
    });

    it('refuse cash on delivery when a dollar request goes abroad, and keep the rupee value of the accepted quote', async () => {
      const requested = (await t.gql(REQUEST_DESIGN, { input: { ...DESIGN, state: 'Texas', country: 'US' } }, dollar.token)).body.data
        .requestCustomDesign;
      expect(requested).toMatchObject({ __typename: 'Order', state: 'Texas', country: 'US', currencyCode: 'USD' });
      expect((await t.gql(QUOTE, { id: requested.id, amount: 1234.56 }, admin)).body.data.quoteCustomOrder.__typename).toBe('AdminOrder');
      const cod = (await t.gql(ACCEPT, { orderId: requested.id, paymentMethod: 'COD' }, dollar.token)).body.data.acceptCustomQuote;
      expect(cod.fieldErrors).toEqual([
        { field: 'paymentMethod', message: 'Cash on delivery is available only for delivery addresses in India' },
      ]);
      const online = (await t.gql(ACCEPT, { orderId: requested.id, paymentMethod: 'ONLINE' }, dollar.token)).body.data.acceptCustomQuote;
      expect(online).toMatchObject({ __typename: 'Order', paymentMethod: 'ONLINE' });
      const usd = (await rates()).get('USD')!;
      const stored = await row(requested.id);
      expect(Number(stored.inrTotalMinor)).toBe(Math.round((123_456 * (await rates()).get('INR')!) / usd));
      expect(Number(stored.inrConversionRate)).toBeCloseTo(usd, 6);
    });
  });

  it('lists the 36 states and union territories and the ISO countries for the checkout', async () => {
    const { indianStates, deliveryCountries } = (await t.gql(LISTS)).body.data;
    expect(indianStates).toHaveLength(36);
    expect(indianStates.filter((s: { kind: string }) => s.kind === 'union territory')).toHaveLength(8);
    expect(indianStates).toContainEqual({ name: 'Maharashtra', code: 'MH', gstCode: '27', kind: 'state' });
    expect(deliveryCountries).toHaveLength(249);
    expect(deliveryCountries).toContainEqual({ code: 'US', name: 'United States' });
  });

  it('counts a dollar order in the dashboard at its rupee value of the day it was placed, whatever the rate later', async () => {
    // Arrange: a dollar order delivered in India, cash on delivery, delivered: revenue (docs/decisions.md#payments).
    const before = await rates();
    const { order } = await checkout(dollar, { state: 'Goa', country: 'IN' }, 'COD');
    for (const status of [2, 3, 4]) {
      const moved =
        status === 3
          ? await shipWith(t, admin, order.id)
          : (await t.gql(UPDATE_STATUS, { id: order.id, status }, admin)).body.data.updateOrderStatus;
      expect(moved.__typename).toBe('AdminOrder');
    }
    const valueThen = Math.round((order.total.minorUnits * before.get('INR')!) / before.get('USD')!);
    expect(Number((await row(order.id)).inrTotalMinor)).toBe(valueThen);
    const revenue = async () => (await t.gql(SALES, {}, admin)).body.data.dashboardSales.days[0].revenueInr as number;
    const revenueThen = await revenue();
    // Act: the dollar gets dearer by half.
    const [usd] = await db("SELECT id FROM currencies WHERE code = 'USD'");
    const changed = await t.gql(UPDATE_CURRENCY, { id: Number(usd.id), input: { conversionRateToINR: before.get('USD')! / 1.5 } }, admin);
    expect(changed.body.data.updateCurrency.__typename).toBe('Currency');
    expect((await rates()).get('USD')).not.toBeCloseTo(before.get('USD')!, 6);
    // Assert: the day's revenue and the order's stored value are unchanged.
    expect(await revenue()).toBe(revenueThen);
    expect(Number((await row(order.id)).inrTotalMinor)).toBe(valueThen);
    expect(revenueThen).toBeGreaterThanOrEqual(valueThen / 100);
  });

  if (process.env.TEST_DB_KIND === 'mariadb') {
    it('has the new columns exactly as the entity describes them (migration = entities)', async () => {
      const queries = (await t.server.dataSource.driver.createSchemaBuilder().log()).upQueries
        .map((q) => q.query)
        .filter((query) => /`country`|inrTotalMinor|inrConversionRate/.test(query))
        // MariaDB reports a nullable column's default as the text NULL, which TypeORM reads as a difference.
        .filter((query) => !/^ALTER TABLE `\w+` CHANGE `(\w+)` `\1` [\w(),]+ NULL$/.test(query));
      expect(queries).toEqual([]);
    });
  }
});
