import { Order, OrderSource, OrderStatus, PaymentMethod, PaymentStatus } from '../src/entities/order.entity';
import { OrderItem, OrderItemType } from '../src/entities/order-item.entity';
import { ProductImage } from '../src/entities/product-image.entity';
import { User } from '../src/entities/user.entity';
import { oracleLineMinor } from './support/price-oracle';
import { shipWith } from './support/lifecycle';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  INR_CUSTOMER_EMAIL,
  type TestServer,
  startTestServer,
} from './support/test-server';

// Back-office orders on both transports: GraphQL adminOrders / updateOrderStatus / deleteOrder and the legacy
// REST rows GET /order/getallorders, PUT /order/updatestatus/{orderId}, DELETE /order/delete/{orderId}.
// Orders (regular, custom and mixed) are written straight to the database; every expected value is read back.

const MONEY = 'amount minorUnits currencyCode';
const ORDER_FIELDS = `id status statusLabel userId customerName firstName lastName email phone address apartment city state zipCode
  paymentMethod paymentStatus currencyCode createdAt
  subtotal { ${MONEY} } shipping { ${MONEY} } tax { ${MONEY} } grandTotal { ${MONEY} }
  customer { id email }
  items { id productType productId productName purity colorName sizeName quantity unitPrice { ${MONEY} } stoneCharge { minorUnits } labourCharge { minorUnits }
    piecePrice { minorUnits } lineTotal { ${MONEY} } images imageUrl customSize material instructions }`;
const ADMIN_ORDERS = `query AdminOrders($kind: OrderKind, $first: Int, $offset: Int) {
  adminOrders(kind: $kind, first: $first, offset: $offset) { totalCount items { ${ORDER_FIELDS} } }
}`;
const UPDATE_STATUS = `mutation UpdateOrderStatus($id: Int!, $status: Int!) {
  updateOrderStatus(id: $id, status: $status) {
    __typename
    ... on AdminOrder { id status statusLabel }
    ... on ErrorResult { errorCode message }
    ... on InputValidationError { fieldErrors { field message } }
  }
}`;
const DELETE_ORDER = 'mutation DeleteOrder($id: Int!) { deleteOrder(id: $id) { id message } }';

// One vocabulary (issue 29, docs/decisions.md#shipments-and-one-vocabulary): the customer's words in the back office too.
const LABELS = ['Placed', 'Being made', 'Shipped', 'Delivered', 'Cancelled'];
const STATUS_TEXT = 'Status must be a whole number from 1 (Placed) to 5 (Cancelled)';

interface CatalogueLine {
  productId: number;
  productCaratId: number;
  productColorId: number;
  productSizeId: number | null;
  productName: string;
  colorName: string;
  sizeName: string | null;
}

describe(`admin orders [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let customer: string;
  let shopper: User;
  let lines: CatalogueLine[];
  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);

  /** An order of `items` for the shopper, its amounts summed by the independent price oracle. */
  async function insertOrder(items: Partial<OrderItem>[], over: Partial<Order> = {}): Promise<Order> {
    const ds = t.server.dataSource;
    const priced = items.map((item) => {
      const amounts = {
        unitPriceMinor: item.unitPriceMinor ?? 1_000_00,
        stoneChargeMinor: item.stoneChargeMinor ?? 200_00,
        labourChargeMinor: item.labourChargeMinor ?? 50_00,
        quantity: item.quantity ?? 1,
      };
      return {
        ...item,
        ...amounts,
        totalMinor: oracleLineMinor(
          { priceMinor: amounts.unitPriceMinor, stoneChargeMinor: amounts.stoneChargeMinor, labourChargeMinor: amounts.labourChargeMinor },
          amounts.quantity,
        ),
      };
    });
    const subtotalMinor = priced.reduce((sum, item) => sum + item.totalMinor, 0);
    const order = await ds.getRepository(Order).save(
      ds.getRepository(Order).create({
        userId: shopper.id,
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha.rao@example.com',
        phone: '+919812300000',
        address: '12 MG Road',
        apartment: 'Flat 4B',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560001',
        currencyCode: 'INR',
        subtotalMinor,
        shippingMinor: 0,
        taxMinor: 0,
        totalMinor: subtotalMinor,
        paymentMethod: PaymentMethod.COD,
        paymentStatus: PaymentStatus.COD,
        status: OrderStatus.PENDING,
        source: OrderSource.CART,
        idempotencyKey: null,
        ...over,
      }),
    );
    await ds
      .getRepository(OrderItem)
      .save(
        priced.map((item) =>
          ds.getRepository(OrderItem).create({ purity: null, colorName: null, sizeName: null, ...item, orderId: order.id }),
        ),
      );
    return order;
  }

  const preListed = (line: CatalogueLine, quantity = 1): Partial<OrderItem> => ({
    productType: OrderItemType.PRE_LISTED,
    ...line,
    purity: '18K',
    quantity,
  });
  const custom = (n: number): Partial<OrderItem> => ({
    productType: OrderItemType.CUSTOM,
    productId: null,
    productCaratId: null,
    productColorId: null,
    productSizeId: null,
    productName: `Custom ring request ${n}`,
    imageUrl: `https://example.com/reference-${n}.jpg`,
    customSize: `Ring size ${10 + n}`,
    material: '22K yellow gold',
    instructions: `Engrave "A & R ${n}" inside the band`,
    quantity: 1,
    unitPriceMinor: 5_000_00,
    stoneChargeMinor: 0,
    labourChargeMinor: 1_000_00,
  });

  /** Every order with its items, newest first, as the lists order them. */
  async function ordersInDb(kind?: OrderItemType): Promise<{ order: Order; items: OrderItem[] }[]> {
    const ds = t.server.dataSource;
    const orders = (await ds.getRepository(Order).find()).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    const items = await ds.getRepository(OrderItem).find({ order: { id: 'ASC' } });
    return orders
      .map((order) => ({ order, items: items.filter((item) => item.orderId === order.id) }))
      .filter(({ items: its }) => !kind || its.some((item) => item.productType === kind));
  }

  const imagesOf = async (productColorId: number | null) =>
    productColorId === null
      ? []
      : (
          await t.server.dataSource.getRepository(ProductImage).find({ where: { productColorId }, order: { position: 'ASC', id: 'ASC' } })
        ).map((i) => i.url);

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    customer = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    shopper = await t.server.dataSource.getRepository(User).findOneByOrFail({ email: INR_CUSTOMER_EMAIL });
    lines = await db(
      `SELECT p.id AS productId, p.name AS productName, pc.id AS productCaratId, pcol.id AS productColorId, c.name AS colorName, ps.id AS productSizeId, s.name AS sizeName
       FROM products p
       JOIN product_carats pc ON pc.productId = p.id
       JOIN product_colors pcol ON pcol.productId = p.id
       JOIN colors c ON c.id = pcol.colorId
       LEFT JOIN product_sizes ps ON ps.productId = p.id
       LEFT JOIN sizes s ON s.id = ps.sizeId
       ORDER BY p.id, pc.id, pcol.id, ps.id`,
    );
    // One line per product, with sizes where the product has them.
    const seen = new Set<number>();
    lines = lines.filter((line) => !seen.has(line.productId) && seen.add(line.productId)).slice(0, 6);
    // Twelve regular orders, three custom ones and two with both kinds of item.
    for (let i = 0; i < 12; i++)
      await insertOrder([preListed(lines[i % lines.length], 1 + (i % 3)), preListed(lines[(i + 1) % lines.length])], {
        status: 1 + (i % 5),
      });
    for (let i = 0; i < 3; i++) await insertOrder([custom(i)]);
    for (let i = 0; i < 2; i++)
      await insertOrder([preListed(lines[i]), custom(10 + i)], {
        paymentMethod: PaymentMethod.ONLINE,
        paymentStatus: PaymentStatus.PENDING,
      });
  });
  afterAll(() => t?.close());

  describe('adminOrders', () => {
    it.each([
      ['REGULAR', OrderItemType.PRE_LISTED],
      ['CUSTOM', OrderItemType.CUSTOM],
      [null, undefined],
    ])('kind %s: the newest orders having such an item, with items, pictures, customer and totals', async (kind, itemType) => {
      // Arrange
      const expected = (await ordersInDb(itemType)).slice(0, 10);
      // Act
      const result = await t.gql(ADMIN_ORDERS, { kind }, admin);
      // Assert
      expect(result.body.errors).toBeUndefined();
      const page = result.body.data.adminOrders;
      expect(page.totalCount).toBe((await ordersInDb(itemType)).length);
      expect(page.items.map((o: { id: number }) => o.id)).toEqual(expected.map(({ order }) => order.id));
      for (const [i, { order, items }] of expected.entries()) {
        const money = (minorUnits: number) => ({ amount: (minorUnits / 100).toFixed(2), minorUnits, currencyCode: order.currencyCode });
        expect(page.items[i]).toEqual({
          id: order.id,
          status: order.status,
          statusLabel: LABELS[order.status - 1],
          userId: shopper.id,
          customerName: `${order.firstName} ${order.lastName}`,
          firstName: order.firstName,
          lastName: order.lastName,
          email: order.email,
          phone: order.phone,
          address: order.address,
          apartment: order.apartment,
          city: order.city,
          state: order.state,
          zipCode: order.zipCode,
          paymentMethod: order.paymentMethod.toUpperCase(),
          paymentStatus: order.paymentStatus.toUpperCase(),
          currencyCode: 'INR',
          createdAt: order.createdAt.toISOString(),
          subtotal: money(order.subtotalMinor),
          shipping: money(order.shippingMinor),
          tax: money(order.taxMinor),
          grandTotal: money(order.totalMinor),
          customer: { id: shopper.id, email: shopper.email },
          items: await Promise.all(
            items.map(async (item) => ({
              id: item.id,
              productType: item.productType === OrderItemType.CUSTOM ? 'CUSTOM' : 'PRE_LISTED',
              productId: item.productId,
              productName: item.productName,
              purity: item.purity,
              colorName: item.colorName,
              sizeName: item.sizeName,
              quantity: item.quantity,
              unitPrice: money(item.unitPriceMinor),
              stoneCharge: { minorUnits: item.stoneChargeMinor },
              labourCharge: { minorUnits: item.labourChargeMinor },
              piecePrice: { minorUnits: item.unitPriceMinor + item.stoneChargeMinor + item.labourChargeMinor },
              lineTotal: money(item.totalMinor),
              images: await imagesOf(item.productColorId),
              imageUrl: item.imageUrl,
              customSize: item.customSize,
              material: item.material,
              instructions: item.instructions,
            })),
          ),
        });
      }
    });

    it('shows a pre-listed item with the pictures of its ordered colour and a custom item with its request', async () => {
      const result = await t.gql(ADMIN_ORDERS, { kind: 'CUSTOM', first: 100 }, admin);
      const mixed = result.body.data.adminOrders.items.find((o: { items: unknown[] }) => o.items.length === 2);
      const [regular, bespoke] = mixed.items;
      expect(regular.images.length).toBeGreaterThan(0);
      expect(regular.images).toEqual(await imagesOf(lines.find((l) => l.productName === regular.productName)!.productColorId));
      expect(bespoke).toMatchObject({
        productType: 'CUSTOM',
        productId: null,
        images: [],
        customSize: expect.stringMatching(/^Ring size/),
        material: '22K yellow gold',
      });
    });

    it('pages with first and offset, in the same number of SQL statements for 2 orders as for 12', async () => {
      const expected = await ordersInDb(OrderItemType.PRE_LISTED);
      const small = await t.gql(ADMIN_ORDERS, { kind: 'REGULAR', first: 2, offset: 3 }, admin);
      const large = await t.gql(ADMIN_ORDERS, { kind: 'REGULAR', first: 12 }, admin);
      expect(small.body.data.adminOrders.items.map((o: { id: number }) => o.id)).toEqual(expected.slice(3, 5).map(({ order }) => order.id));
      expect(large.body.data.adminOrders.items).toHaveLength(12);
      // token + page + count + items + pictures + customers
      expect(large.sqlStatements).toBe(small.sqlStatements);
      expect(large.sqlStatements).toBeLessThanOrEqual(6);
    });

    it('filters by status: only the orders of the tab with that status, counted alike', async () => {
      // Arrange
      const regular = await ordersInDb(OrderItemType.PRE_LISTED);
      await db('UPDATE orders SET status = 3 WHERE id = ?', [regular[1].order.id]);
      const expected = (await ordersInDb(OrderItemType.PRE_LISTED)).filter(({ order }) => order.status === OrderStatus.SHIPPED);
      // Act
      const result = await t.gql(
        'query ($kind: OrderKind, $status: Int) { adminOrders(kind: $kind, status: $status, first: 100) { totalCount items { id status } } }',
        { kind: 'REGULAR', status: 3 },
        admin,
      );
      // Assert
      expect(result.body.errors).toBeUndefined();
      expect(expected.length).toBeGreaterThan(0);
      expect(result.body.data.adminOrders.totalCount).toBe(expected.length);
      expect(result.body.data.adminOrders.items).toEqual(expected.map(({ order }) => ({ id: order.id, status: 3 })));
    });

    it('shows a deleted customer as null, the order kept', async () => {
      const ds = t.server.dataSource;
      const gone = await ds.getRepository(User).save(
        ds.getRepository(User).create({
          firstName: 'Gone',
          lastName: 'Soon',
          email: `gone.${Date.now()}@example.com`,
          phone: '+919800000001',
          passwordHash: 'x',
          currencyId: shopper.currencyId,
        }),
      );
      const order = await insertOrder([custom(99)], { userId: gone.id });
      await ds.getRepository(User).delete({ id: gone.id });
      const result = await t.gql(ADMIN_ORDERS, { kind: 'CUSTOM', first: 1 }, admin);
      expect(result.body.data.adminOrders.items[0]).toMatchObject({ id: order.id, userId: null, customer: null });
    });
  });

  describe('updateOrderStatus', () => {
    // The order lifecycle (docs/decisions.md#order-lifecycle): forward only; Pending and Cancelled are not reached
    // again once left. (Before issue 28 every status 1-5 was accepted from any status.)
    it('moves a cash-on-delivery order forward through 2-4, and refuses going back with OrderTransitionError', async () => {
      const order = await insertOrder([custom(1)]);
      for (const status of [2, 3, 4]) {
        // Shipped records the parcel (issue 29): updateOrderStatus refuses 3, shipOrder ships.
        if (status === 3) {
          const refused = await t.gql(UPDATE_STATUS, { id: order.id, status }, admin);
          expect(refused.body.data.updateOrderStatus).toMatchObject({ __typename: 'OrderTransitionError' });
        }
        const result =
          status === 3
            ? await shipWith(t, admin, order.id)
            : (await t.gql(UPDATE_STATUS, { id: order.id, status }, admin)).body.data.updateOrderStatus;
        expect(result).toMatchObject({
          __typename: 'AdminOrder',
          id: order.id,
          status,
          statusLabel: LABELS[status - 1],
        });
        expect((await t.server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).status).toBe(status);
      }
      for (const status of [1, 2, 3, 5]) {
        const result = await t.gql(UPDATE_STATUS, { id: order.id, status }, admin);
        expect(result.body.data.updateOrderStatus).toMatchObject({
          __typename: 'OrderTransitionError',
          errorCode: 'ORDER_TRANSITION_ERROR',
        });
      }
      expect((await t.server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).status).toBe(OrderStatus.DELIVERED);
    });

    it.each([0, 6, -1, 100])('refuses status %s with a validation error and changes nothing', async (status) => {
      const order = await insertOrder([custom(2)], { status: OrderStatus.SHIPPED });
      const result = await t.gql(UPDATE_STATUS, { id: order.id, status }, admin);
      expect(result.body.data.updateOrderStatus).toEqual({
        __typename: 'InputValidationError',
        errorCode: 'INPUT_VALIDATION_ERROR',
        message: STATUS_TEXT,
        fieldErrors: [{ field: 'status', message: STATUS_TEXT }],
      });
      expect((await t.server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).status).toBe(OrderStatus.SHIPPED);
    });

    it('answers NOT_FOUND for an unknown order', async () => {
      const result = await t.gql(UPDATE_STATUS, { id: 987654, status: 2 }, admin);
      expect(result.body.errors[0]).toMatchObject({ message: 'Order not found', extensions: { code: 'NOT_FOUND' } });
    });
  });

  describe('deleteOrder', () => {
    it('deletes the order with its items, and nothing else', async () => {
      const order = await insertOrder([preListed(lines[0]), custom(3)]);
      const before = await ordersInDb();
      const result = await t.gql(DELETE_ORDER, { id: order.id }, admin);
      expect(result.body.data.deleteOrder).toEqual({ id: order.id, message: 'Order deleted successfully!' });
      expect(await t.server.dataSource.getRepository(Order).existsBy({ id: order.id })).toBe(false);
      expect(await t.server.dataSource.getRepository(OrderItem).countBy({ orderId: order.id })).toBe(0);
      expect((await ordersInDb()).map(({ order: o }) => o.id)).toEqual(before.map(({ order: o }) => o.id).filter((id) => id !== order.id));
    });

    it('answers NOT_FOUND for an unknown order', async () => {
      const result = await t.gql(DELETE_ORDER, { id: 987654 }, admin);
      expect(result.body.errors[0]).toMatchObject({ message: 'Order not found', extensions: { code: 'NOT_FOUND' } });
    });
  });

  describe('legacy REST', () => {
    it('GET /api/order/getallorders answers every order in the legacy shape under data, in a fixed number of statements', async () => {
      // Arrange
      const expected = await ordersInDb();
      // Act
      const result = await t.rest('GET', '/api/order/getallorders', undefined, admin);
      // Assert
      expect(result.status).toBe(200);
      expect(result.body.data.map((o: { orderId: number }) => o.orderId)).toEqual(expected.map(({ order }) => order.id));
      const major = (minor: number) => Number((minor / 100).toFixed(2));
      for (const [i, { order, items }] of expected.entries()) {
        expect(result.body.data[i]).toEqual({
          orderId: order.id,
          userId: order.userId,
          firstName: order.firstName,
          lastName: order.lastName,
          email: order.email,
          address: order.address,
          apt: order.apartment,
          city: order.city,
          state: order.state,
          postalCode: order.zipCode,
          phone: order.phone,
          currencyCode: order.currencyCode,
          totalPrice: major(order.subtotalMinor),
          shippingCharge: major(order.shippingMinor),
          tax: major(order.taxMinor),
          grandTotal: major(order.totalMinor),
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentStatus,
          status: order.status,
          statusLabel: LABELS[order.status - 1],
          createdAt: order.createdAt.toISOString(),
          orderItems: await Promise.all(
            items.map(async (item) => ({
              orderItemId: item.id,
              productType: item.productType,
              p_id: item.productId,
              name: item.productName,
              purity: item.purity,
              color: item.colorName,
              quantity: item.quantity,
              price: major(item.unitPriceMinor + item.stoneChargeMinor + item.labourChargeMinor),
              metalPrice: major(item.unitPriceMinor),
              stoneCharge: major(item.stoneChargeMinor),
              labourCharge: major(item.labourChargeMinor),
              totalAmount: major(item.totalMinor),
              frameSize:
                item.productType === OrderItemType.PRE_LISTED
                  ? {
                      frame: { name: item.productName, images: (await imagesOf(item.productColorId)).map((imageUrl) => ({ imageUrl })) },
                      size: item.sizeName === null ? null : { label: item.sizeName, width: null, height: null },
                    }
                  : null,
              imageUrl: item.imageUrl,
              customSize: item.customSize,
              width: null,
              height: null,
              material: item.material,
              frameShape: null,
              frameMaterial: null,
              thickness: null,
              glassThickness: null,
              instructions: item.instructions,
            })),
          ),
        });
      }
      // token + orders + items + pictures, however many orders
      expect(result.sqlStatements).toBe(4);
    });

    it('GET /api/order/getallorders?kind=custom answers the custom tab; an unknown kind is 400', async () => {
      const expected = await ordersInDb(OrderItemType.CUSTOM);
      const result = await t.rest('GET', '/api/order/getallorders?kind=Custom', undefined, admin);
      expect(result.body.data.map((o: { orderId: number }) => o.orderId)).toEqual(expected.map(({ order }) => order.id));
      expect(await t.rest('GET', '/api/order/getallorders?kind=frames', undefined, admin)).toMatchObject({
        status: 400,
        body: { details: 'kind must be regular or custom' },
      });
    });

    it('PUT /api/order/updatestatus/{orderId} moves the order forward (also sent as text); a refused transition is 409', async () => {
      const order = await insertOrder([custom(4)]);
      for (const status of [2, '3', 4]) {
        const result = await t.rest('PUT', `/api/order/updatestatus/${order.id}`, { status }, admin);
        expect(result).toMatchObject({
          status: 200,
          body: {
            message: 'Status updated successfully!',
            orderId: order.id,
            status: Number(status),
            statusLabel: LABELS[Number(status) - 1],
          },
        });
        expect((await t.server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).status).toBe(Number(status));
      }
      const back = await t.rest('PUT', `/api/order/updatestatus/${order.id}`, { status: '5' }, admin);
      expect(back).toMatchObject({ status: 409, body: { details: 'A shipped, delivered or cancelled order cannot be cancelled' } });
      expect((await t.server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).status).toBe(OrderStatus.DELIVERED);
    });

    it.each([[0], [6], ['x'], [2.5], [null]])('PUT /api/order/updatestatus refuses status %j (400) and changes nothing', async (status) => {
      const order = await insertOrder([custom(5)], { status: OrderStatus.DELIVERED });
      const result = await t.rest('PUT', `/api/order/updatestatus/${order.id}`, { status }, admin);
      expect(result).toMatchObject({ status: 400, body: { details: STATUS_TEXT } });
      expect((await t.server.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).status).toBe(OrderStatus.DELIVERED);
    });

    it('PUT /api/order/updatestatus answers 404 for an unknown order', async () => {
      expect(await t.rest('PUT', '/api/order/updatestatus/987654', { status: 2 }, admin)).toMatchObject({
        status: 404,
        body: { details: 'Order not found' },
      });
    });

    it('DELETE /api/order/delete/{orderId} deletes the order and its items; unknown is 404', async () => {
      const order = await insertOrder([preListed(lines[1], 2)]);
      const result = await t.rest('DELETE', `/api/order/delete/${order.id}`, undefined, admin);
      expect(result).toMatchObject({ status: 200, body: { message: 'Order deleted successfully!', orderId: order.id } });
      expect(await t.server.dataSource.getRepository(Order).existsBy({ id: order.id })).toBe(false);
      expect(await t.server.dataSource.getRepository(OrderItem).countBy({ orderId: order.id })).toBe(0);
      expect(await t.rest('DELETE', `/api/order/delete/${order.id}`, undefined, admin)).toMatchObject({
        status: 404,
        body: { details: 'Order not found' },
      });
    });
  });

  describe('admin only', () => {
    it.each([
      ['adminOrders', ADMIN_ORDERS, {}],
      ['updateOrderStatus', UPDATE_STATUS, { id: 1, status: 2 }],
      ['deleteOrder', DELETE_ORDER, { id: 1 }],
    ])('%s: UNAUTHENTICATED for a guest, FORBIDDEN for a customer, nothing changed', async (_name, query, variables) => {
      const before = await ordersInDb();
      const guest = await t.gql(query, variables);
      const shopper = await t.gql(query, variables, customer);
      expect(guest.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(shopper.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(await ordersInDb()).toEqual(before);
    });

    it.each([
      ['GET', '/api/order/getallorders', undefined],
      ['PUT', '/api/order/updatestatus/1', { status: 2 }],
      // The seed's client sent this one without a token; it is admin only all the same
      // (docs/decisions.md#authorisation).
      ['DELETE', '/api/order/delete/1', undefined],
    ])('%s %s: 401 for a guest, 403 for a customer, nothing changed', async (method, path, body) => {
      const before = await ordersInDb();
      expect(await t.rest(method, path, body)).toMatchObject({ status: 401, body: { details: 'Authentication required' } });
      expect(await t.rest(method, path, body, customer)).toMatchObject({ status: 403, body: { details: 'Administrator access required' } });
      expect(await ordersInDb()).toEqual(before);
    });
  });
});
