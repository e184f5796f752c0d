import { Currency } from '../src/entities/currency.entity';
import { MetalType } from '../src/entities/metal-type.entity';
import { Order, OrderSource, OrderStatus, PaymentMethod, PaymentStatus } from '../src/entities/order.entity';
import { OrderItem, OrderItemType } from '../src/entities/order-item.entity';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// Two answers the back-office screens need besides the plain CRUD: how many auto prices a new base rate,
// multiplier or currency rate re-priced (`repriced` on the update answers), and the top-bar search's
// orders (`adminOrders(search)`: an order number, or words of the customer's name or e-mail).

const UPDATE_METAL = `mutation($id: Int!, $input: MetalTypeUpdateInput!) {
  updateMetalType(id: $id, input: $input) { __typename ... on MetalType { id baseRatePerGram repriced { priceEntries products } } }
}`;
const UPDATE_CURRENCY = `mutation($id: Int!, $input: CurrencyUpdateInput!) {
  updateCurrency(id: $id, input: $input) { __typename ... on Currency { id repriced { priceEntries products } } }
}`;
const UPDATE_CARAT = `mutation($id: Int!, $input: CaratUpdateInput!) {
  updateCarat(id: $id, input: $input) { __typename ... on Carat { id repriced { priceEntries products } } }
}`;
const SEARCH_ORDERS = `query($search: String, $kind: OrderKind) {
  adminOrders(search: $search, kind: $kind, first: 100) { totalCount items { id customerName email } }
}`;

interface EntryRow {
  id: number;
  productId: number;
  amounts: string;
  manual: boolean;
}

describe(`back-office screen support [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  const ds = () => t.server.dataSource;

  /** Every price entry in scope with its amounts, to count afterwards which of them changed. */
  async function entries(where: string, params: readonly unknown[]): Promise<EntryRow[]> {
    const rows: Record<string, unknown>[] = await ds().query(
      `SELECT pe.id, pc.productId, pe.priceMinor, pe.stoneChargeMinor, pe.labourChargeMinor, pe.isManual
         FROM price_entries pe JOIN product_carats pc ON pc.id = pe.productCaratId JOIN products p ON p.id = pc.productId
        WHERE ${where}`,
      [...params],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      productId: Number(r.productId),
      amounts: `${Number(r.priceMinor)}/${Number(r.stoneChargeMinor)}/${Number(r.labourChargeMinor)}`,
      manual: r.isManual === true || Number(r.isManual) === 1,
    }));
  }
  const changedCount = (before: EntryRow[], after: EntryRow[]) =>
    after.filter((row) => before.find((b) => b.id === row.id)!.amounts !== row.amounts).length;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(() => t?.close());

  it('a new base rate answers how many auto prices it re-priced, over how many products; a rename re-prices nothing', async () => {
    // Arrange: one gold product's 14 KT INR entry is set by hand, so it must not be counted.
    const gold = await ds().getRepository(MetalType).findOneByOrFail({ name: 'Gold' });
    const scope = ['p.metalTypeId = ?', [gold.id]] as const;
    const before = await entries(...scope);
    await ds().query('UPDATE price_entries SET isManual = ? WHERE id = ?', [1, before[0].id]);
    const autoBefore = before.filter((row) => row.id !== before[0].id);
    expect(autoBefore.length).toBeGreaterThan(10);

    // Act
    const rated = await t.gql(UPDATE_METAL, { id: gold.id, input: { baseRatePerGram: Number(gold.baseRatePerGram) + 211.37 } }, admin);
    const renamed = await t.gql(UPDATE_METAL, { id: gold.id, input: { name: 'Gold' } }, admin);
    const listed = await t.gql('{ metalTypes { id repriced { priceEntries } } }', undefined, admin);

    // Assert: every auto entry of gold changed (a higher rate raises every metal price), the manual one did not.
    const after = await entries(...scope);
    expect(changedCount(before, after)).toBe(autoBefore.length);
    expect(after.find((row) => row.id === before[0].id)!.amounts).toBe(before[0].amounts);
    expect(rated.body.data.updateMetalType.repriced).toEqual({
      priceEntries: autoBefore.length,
      products: new Set(before.map((row) => row.productId)).size,
    });
    expect(renamed.body.data.updateMetalType).toMatchObject({ __typename: 'MetalType', repriced: null });
    expect(listed.body.data.metalTypes.every((m: { repriced: unknown }) => m.repriced === null)).toBe(true);
  });

  it('the product count names only products with an auto price re-priced, not those priced only by hand', async () => {
    // Arrange: every price of one gold product is set by hand (walkthrough: "across 45 products" when 44 had one).
    const gold = await ds().getRepository(MetalType).findOneByOrFail({ name: 'Gold' });
    const scope = ['p.metalTypeId = ?', [gold.id]] as const;
    const before = await entries(...scope);
    const manualOnly = before[before.length - 1].productId;
    await ds().query('UPDATE price_entries SET isManual = ? WHERE productCaratId IN (SELECT id FROM product_carats WHERE productId = ?)', [
      1,
      manualOnly,
    ]);

    // Act
    const rated = await t.gql(UPDATE_METAL, { id: gold.id, input: { baseRatePerGram: Number(gold.baseRatePerGram) + 97.13 } }, admin);

    // Assert: the products counted are exactly those with an entry whose amounts changed.
    const after = await entries(...scope);
    const changedProducts = new Set(
      after.filter((row) => before.find((b) => b.id === row.id)!.amounts !== row.amounts).map((row) => row.productId),
    );
    expect(changedProducts.has(manualOnly)).toBe(false);
    expect(changedProducts.size).toBe(new Set(before.map((row) => row.productId)).size - 1);
    expect(rated.body.data.updateMetalType.repriced.products).toBe(changedProducts.size);
  });

  it('a new currency rate and a new multiplier answer what they re-priced', async () => {
    // Arrange
    const usd = await ds().getRepository(Currency).findOneByOrFail({ code: 'USD' });
    const usdBefore = await entries('pe.currencyId = ?', [usd.id]);
    const [carat] = await ds().query<{ caratId: number }[]>('SELECT caratId FROM product_carats ORDER BY id LIMIT 1');
    const caratScope = ['pc.caratId = ?', [Number(carat.caratId)]] as const;

    // Act
    const currency = await t.gql(UPDATE_CURRENCY, { id: usd.id, input: { conversionRateToINR: 0.0131 } }, admin);
    const caratBefore = await entries(...caratScope);
    const multiplier = await t.gql(UPDATE_CARAT, { id: Number(carat.caratId), input: { multiplier: 0.8123 } }, admin);

    // Assert
    const usdChanged = changedCount(usdBefore, await entries('pe.currencyId = ?', [usd.id]));
    expect(usdChanged).toBe(usdBefore.filter((row) => !row.manual).length);
    expect(currency.body.data.updateCurrency.repriced.priceEntries).toBe(usdChanged);
    expect(multiplier.body.data.updateCarat.repriced.priceEntries).toBe(changedCount(caratBefore, await entries(...caratScope)));
    expect(multiplier.body.data.updateCarat.repriced.priceEntries).toBeGreaterThan(0);
  });

  it('adminOrders(search) finds an order by its number (with or without #) or by words of the customer name or e-mail', async () => {
    // Arrange: three orders of different customers; one of them custom.
    const insert = async (firstName: string, lastName: string, email: string, type = OrderItemType.PRE_LISTED) => {
      const order = await ds()
        .getRepository(Order)
        .save(
          ds().getRepository(Order).create({
            userId: null,
            firstName,
            lastName,
            email,
            phone: '+919812300000',
            address: '12 MG Road',
            apartment: null,
            city: 'Bengaluru',
            state: 'Karnataka',
            zipCode: '560001',
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
      await ds()
        .getRepository(OrderItem)
        .save(
          ds().getRepository(OrderItem).create({
            orderId: order.id,
            productType: type,
            productName: 'Test ring',
            quantity: 1,
            unitPriceMinor: 100_00,
            stoneChargeMinor: 0,
            labourChargeMinor: 0,
            totalMinor: 100_00,
          }),
        );
      return order;
    };
    const meera = await insert('Meera', 'Krishnan', 'meera.k@example.com');
    const meeraCustom = await insert('Meera', 'Shah', 'mshah@example.org', OrderItemType.CUSTOM);
    const rohan = await insert('Rohan', 'Iyer', 'rohan_99@example.com');
    const search = async (text: string, kind?: string) =>
      (await t.gql(SEARCH_ORDERS, { search: text, kind }, admin)).body.data.adminOrders as {
        totalCount: number;
        items: { id: number }[];
      };
    const ids = async (text: string, kind?: string) => (await search(text, kind)).items.map((o) => o.id).sort((a, b) => a - b);

    // Act + Assert
    expect(await ids(`#${rohan.id}`)).toContain(rohan.id);
    expect(await ids(String(meera.id))).toContain(meera.id);
    expect(await ids('meera')).toEqual([meera.id, meeraCustom.id]);
    expect(await ids('MEERA krish')).toEqual([meera.id]);
    expect(await ids('mshah@example')).toEqual([meeraCustom.id]);
    expect(await ids('meera', 'CUSTOM')).toEqual([meeraCustom.id]);
    // LIKE wildcards are literal: "_" matches only an underscore.
    expect(await ids('rohan_99')).toEqual([rohan.id]);
    expect(await ids('rohan%')).toEqual([]);
    expect((await search('nobody-like-this')).totalCount).toBe(0);
    expect((await search('   ')).totalCount).toBe(
      (await t.gql('{ adminOrders { totalCount } }', undefined, admin)).body.data.adminOrders.totalCount,
    );
  });
});
