import { Order, OrderSource, OrderStatus, PaymentMethod, PaymentStatus } from '../src/entities/order.entity';
import { OrderItem, OrderItemType } from '../src/entities/order-item.entity';
import { User } from '../src/entities/user.entity';
import { oracleLineMinor } from './support/price-oracle';
import { newShopper } from './support/shop-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// Order lists whose statement count must not grow with what differs between their orders. The older
// suites give every fixture order the same customer and the same two or three product colours, so a
// loader that fetched one customer or one colour's pictures at a time went unseen. Here the orders of
// the back-office lists belong to 2 and then 12 different customers, and a shopper's orders hold items
// of 2 and then 12 different product colours; the count of SQL statements (X-SQL-Statements) must be
// the same.

const MONEY = 'amount minorUnits currencyCode';
const ADMIN_ORDERS = `query AdminOrders($first: Int) {
  adminOrders(first: $first) { totalCount items { id userId customerName grandTotal { ${MONEY} } customer { id email firstName lastName }
    items { id productId productName colorName images lineTotal { ${MONEY} } } } }
}`;
const MY_ORDERS = `query MyOrders($first: Int) {
  myOrders(first: $first) { totalCount items { id total { ${MONEY} } items { id productId productColorId colorName images lineTotal { ${MONEY} } } } }
}`;

interface ColourLine {
  productId: number;
  productName: string;
  productCaratId: number;
  productColorId: number;
  colorName: string;
}

describe(`order lists: statements do not grow with customers or product colours [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  /** Distinct product colours of the demo shop (one carat each), at least 12. */
  let colours: ColourLine[];
  let customerCount = 0;
  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);

  /** A customer account written straight to the database (it never signs in). */
  async function insertCustomer(): Promise<User> {
    customerCount += 1;
    const users = t.server.dataSource.getRepository(User);
    return users.save(
      users.create({
        firstName: `Buyer${customerCount}`,
        lastName: `Batch${customerCount}`,
        email: `buyer${customerCount}.batch@example.com`,
        phone: `+9198000${String(customerCount).padStart(5, '0')}`,
        passwordHash: 'not-a-usable-hash',
        currencyId: 1,
      }),
    );
  }

  /** One INR order of `userId` with one item per colour line. */
  async function insertOrder(userId: number, lines: ColourLine[]): Promise<Order> {
    const ds = t.server.dataSource;
    const amounts = { priceMinor: 1_500_00, stoneChargeMinor: 300_00, labourChargeMinor: 75_00 };
    const totalMinor = oracleLineMinor(amounts, 1);
    const order = await ds.getRepository(Order).save(
      ds.getRepository(Order).create({
        userId,
        firstName: 'Kavya',
        lastName: 'Menon',
        email: 'kavya.menon@example.com',
        phone: '+919812300011',
        address: '7 Brigade Road',
        apartment: null,
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560001',
        currencyCode: 'INR',
        subtotalMinor: totalMinor * lines.length,
        shippingMinor: 0,
        taxMinor: 0,
        totalMinor: totalMinor * lines.length,
        paymentMethod: PaymentMethod.COD,
        paymentStatus: PaymentStatus.COD,
        status: OrderStatus.PENDING,
        source: OrderSource.CART,
        idempotencyKey: null,
      }),
    );
    await ds.getRepository(OrderItem).save(
      lines.map((line) =>
        ds.getRepository(OrderItem).create({
          orderId: order.id,
          productType: OrderItemType.PRE_LISTED,
          productId: line.productId,
          productCaratId: line.productCaratId,
          productColorId: line.productColorId,
          productSizeId: null,
          productName: line.productName,
          purity: '18K',
          colorName: line.colorName,
          sizeName: null,
          quantity: 1,
          unitPriceMinor: amounts.priceMinor,
          stoneChargeMinor: amounts.stoneChargeMinor,
          labourChargeMinor: amounts.labourChargeMinor,
          totalMinor,
        }),
      ),
    );
    return order;
  }

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    colours = await db(
      `SELECT p.id AS productId, p.name AS productName, pcol.id AS productColorId, c.name AS colorName,
              (SELECT MIN(pc.id) FROM product_carats pc WHERE pc.productId = p.id) AS productCaratId
         FROM product_colors pcol JOIN products p ON p.id = pcol.productId JOIN colors c ON c.id = pcol.colorId
        WHERE EXISTS (SELECT 1 FROM product_images i WHERE i.productColorId = pcol.id)
        ORDER BY pcol.id LIMIT 12`,
    );
    expect(colours).toHaveLength(12);
    expect(new Set(colours.map((c) => c.productId)).size).toBeGreaterThan(2);
  });
  afterAll(() => t?.close());

  it('lists the back-office orders of 2 and of 12 customers in the same statements, on GraphQL and REST', async () => {
    // Arrange: two orders of two customers (each order its own colour).
    const first = [await insertCustomer(), await insertCustomer()];
    for (const [i, customer] of first.entries()) await insertOrder(customer.id, [colours[i]]);
    // Act
    const fewGraphql = await t.gql(ADMIN_ORDERS, { first: 100 }, admin);
    const fewRest = await t.rest('GET', '/api/order/getallorders', undefined, admin);
    // Arrange: ten more orders of ten more customers.
    const more: User[] = [];
    for (let i = 2; i < 12; i++) {
      const customer = await insertCustomer();
      more.push(customer);
      await insertOrder(customer.id, [colours[i]]);
    }
    // Act
    const manyGraphql = await t.gql(ADMIN_ORDERS, { first: 100 }, admin);
    const manyRest = await t.rest('GET', '/api/order/getallorders', undefined, admin);
    // Assert: every customer is resolved (and is the right one) ...
    const customers = [...first, ...more];
    const byId = new Map(customers.map((c) => [c.id, c]));
    expect(fewGraphql.body.data.adminOrders.items).toHaveLength(2);
    const listed = manyGraphql.body.data.adminOrders.items;
    expect(listed).toHaveLength(12);
    expect(new Set(listed.map((o: { customer: { id: number } }) => o.customer.id)).size).toBe(12);
    for (const order of listed) {
      const customer = byId.get(order.userId)!;
      expect(order.customer).toEqual({
        id: customer.id,
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
      });
      expect(order.items).toHaveLength(1);
      expect(order.items[0].images.length).toBeGreaterThan(0);
    }
    expect(new Set(manyRest.body.data.map((o: { userId: number }) => o.userId)).size).toBe(12);
    // ... in as many statements for 12 customers as for 2.
    expect(manyGraphql.sqlStatements).toBe(fewGraphql.sqlStatements);
    expect(manyRest.sqlStatements).toBe(fewRest.sqlStatements);
    console.info(
      `[${t.kind}] SQL statements of the back-office orders, 2/12 customers: GraphQL adminOrders ${fewGraphql.sqlStatements}/${manyGraphql.sqlStatements}, REST /order/getallorders ${fewRest.sqlStatements}/${manyRest.sqlStatements}`,
    );
  });

  it("lists a shopper's orders holding 2 and 12 different product colours in the same statements, on GraphQL and REST", async () => {
    // Arrange: two shoppers with six orders each; one's items are of 2 colours, the other's of 12.
    const few = await newShopper(t, 'FewColours');
    const many = await newShopper(t, 'ManyColours');
    for (let i = 0; i < 6; i++) {
      await insertOrder(few.id, [colours[0], colours[1]]);
      await insertOrder(many.id, [colours[2 * i], colours[2 * i + 1]]);
    }
    // Act
    const fewGraphql = await t.gql(MY_ORDERS, { first: 50 }, few.token);
    const manyGraphql = await t.gql(MY_ORDERS, { first: 50 }, many.token);
    const fewRest = await t.rest('GET', `/api/user/${few.id}`, undefined, few.token);
    const manyRest = await t.rest('GET', `/api/user/${many.id}`, undefined, many.token);
    // Assert: every item has its colour's pictures ...
    for (const answer of [fewGraphql, manyGraphql]) {
      const orders = answer.body.data.myOrders.items;
      expect(orders).toHaveLength(6);
      for (const order of orders) for (const item of order.items) expect(item.images.length).toBeGreaterThan(0);
    }
    const colourIds = (answer: { body: any }) =>
      new Set(
        answer.body.data.myOrders.items.flatMap((o: { items: { productColorId: number }[] }) => o.items.map((i) => i.productColorId)),
      );
    expect([...colourIds(fewGraphql)].sort()).toEqual([colours[0], colours[1]].map((c) => c.productColorId).sort());
    expect([...colourIds(manyGraphql)].sort()).toEqual(colours.map((c) => c.productColorId).sort());
    expect(manyRest.body.orders).toHaveLength(6);
    // ... in as many statements for 12 colours as for 2.
    expect(manyGraphql.sqlStatements).toBe(fewGraphql.sqlStatements);
    expect(manyRest.sqlStatements).toBe(fewRest.sqlStatements);
    console.info(
      `[${t.kind}] SQL statements of the order history, 2/12 product colours: GraphQL myOrders ${fewGraphql.sqlStatements}/${manyGraphql.sqlStatements}, REST /user/{id} ${fewRest.sqlStatements}/${manyRest.sqlStatements}`,
    );
  });
});
