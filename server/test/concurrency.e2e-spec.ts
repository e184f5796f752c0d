import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { QueryRunner } from 'typeorm';
import { type TestServer, startTestServer } from './support/test-server';
import { type ProductFixture, type Shopper, findProductFixture, newShopper as createShopper, storedAmounts } from './support/shop-fixtures';

// Requests that arrive together: checkouts and cart writes of one shopper and of several, fired in
// parallel, must leave exactly what their answers say. On the embedded SQLite every transaction runs
// alone (database/transactions.ts); on MySQL/MariaDB the shopper's row lock orders them.

const CREATE_ORDER = `mutation CreateOrder($input: CreateOrderInput!, $key: String) {
  createOrder(input: $input, idempotencyKey: $key) {
    __typename
    ... on CreateOrderSuccess { replayed order { id total { minorUnits } subtotal { minorUnits } items { productId productCaratId quantity lineTotal { minorUnits } } } }
    ... on ErrorResult { errorCode message }
  }
}`;
const CART_ADD = `mutation CartAddItem($input: CartAddItemInput!) {
  cartAddItem(input: $input) {
    __typename
    ... on CartAddItemSuccess { created line { id quantity } }
    ... on ErrorResult { errorCode message }
  }
}`;
const CART_UPDATE =
  'mutation CartUpdateQuantity($id: Int!, $quantity: Int!) { cartUpdateQuantity(cartItemId: $id, quantity: $quantity) { __typename } }';
const CART_REMOVE = 'mutation CartRemoveItem($id: Int!) { cartRemoveItem(cartItemId: $id) { totalQuantity } }';
const MY_ORDER_COUNT = 'query MyOrders { myOrders { totalCount } }';
const WISHLIST_ADD = `mutation WishlistAdd($input: WishlistAddInput!) {
  wishlistAdd(input: $input) {
    __typename
    ... on WishlistAddSuccess { created line { id } }
    ... on ErrorResult { errorCode message }
  }
}`;

const ADDRESS = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera.iyer@example.com',
  phone: '+919812300001',
  address: '3 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560025',
  paymentMethod: 'ONLINE',
};

interface Line {
  productId: number;
  productCaratId: number;
  quantity: number;
}

describe(`concurrent requests [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let ring: ProductFixture;
  let earrings: ProductFixture;
  let pendant: ProductFixture;

  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);
  const newShopper = () => createShopper(t, 'Concurrent');
  const cartRows = async (userId: number) =>
    (
      (await db('SELECT id, productId, productCaratId, quantity FROM cart_items WHERE userId = ? ORDER BY id', [userId])) as (Line & {
        id: number;
      })[]
    ).map((r) => ({
      ...r,
      quantity: Number(r.quantity),
    }));
  const ordersOf = async (userId: number) => {
    const orders: { id: number; totalMinor: number }[] = await db('SELECT id, totalMinor FROM orders WHERE userId = ? ORDER BY id', [
      userId,
    ]);
    return Promise.all(
      orders.map(async (o) => ({
        id: o.id,
        totalMinor: Number(o.totalMinor),
        items: (
          (await db('SELECT productId, productCaratId, quantity, totalMinor FROM order_items WHERE orderId = ? ORDER BY id', [
            o.id,
          ])) as (Line & { totalMinor: number })[]
        ).map((i) => ({
          productId: i.productId,
          productCaratId: i.productCaratId,
          quantity: Number(i.quantity),
          totalMinor: Number(i.totalMinor),
        })),
      })),
    );
  };
  /** What `quantity` pieces of a product carat cost in INR, from its price entry. */
  const lineTotal = async (line: Line) => (await storedAmounts(t, line.productCaratId, 'INR')).unitTotal * line.quantity;

  const add = async (shopper: Shopper, line: Line) => (await t.gql(CART_ADD, { input: line }, shopper.token)).body.data.cartAddItem;
  const checkout = async (shopper: Shopper, input: Record<string, unknown>) =>
    (await t.gql(CREATE_ORDER, { input: { ...ADDRESS, ...input }, key: randomUUID() }, shopper.token)).body;

  /** Makes every deletion of one shopper's cart lines fail, so their checkout rolls back after writing its order. */
  async function blockCartDeleteOf(userId: number): Promise<() => Promise<void>> {
    if (t.kind === 'mariadb') {
      await db(
        `CREATE TRIGGER block_cart_delete BEFORE DELETE ON cart_items FOR EACH ROW
         BEGIN IF OLD.userId = ${Number(userId)} THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'blocked by test'; END IF; END`,
      );
    } else {
      await db(
        `CREATE TRIGGER block_cart_delete BEFORE DELETE ON cart_items WHEN OLD.userId = ${Number(userId)} BEGIN SELECT RAISE(ABORT, 'blocked by test'); END`,
      );
    }
    return async () => {
      await db('DROP TRIGGER block_cart_delete');
    };
  }

  beforeAll(async () => {
    t = await startTestServer();
    ring = await findProductFixture(t, false, true);
    earrings = await findProductFixture(t, false, false);
    pendant = await findProductFixture(t, false, false, 1);
    // better-sqlite3 answers synchronously, so one request's statements would run back to back and
    // never leave room for another's. Here every statement first waits a moment, as on a busy disk or
    // a network, so the requests below really interleave (on MariaDB they do anyway).
    const runners: QueryRunner = Object.getPrototypeOf(t.server.dataSource.driver.createQueryRunner('master'));
    const query = runners.query;
    jest.spyOn(runners, 'query').mockImplementation(async function (this: QueryRunner, ...args: Parameters<QueryRunner['query']>) {
      await sleep(1);
      return query.apply(this, args);
    } as never);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  describe('checkout', () => {
    it('orders one cart once when several checkouts of it arrive together', async () => {
      // Arrange: three lines in the cart.
      const shopper = await newShopper();
      const lines: Line[] = [
        { productId: ring.id, productCaratId: ring.carats[0].id, quantity: 2 },
        { productId: earrings.id, productCaratId: earrings.carats[1].id, quantity: 1 },
        { productId: pendant.id, productCaratId: pendant.carats[0].id, quantity: 3 },
      ];
      for (const line of lines) await add(shopper, line);
      const expectedTotal = (await Promise.all(lines.map(lineTotal))).reduce((a, b) => a + b, 0);
      // Act: five checkouts of the whole cart, each with its own Idempotency-Key.
      const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(shopper, { source: 'CART' })));
      // Assert: one order with every line; the others found the cart empty.
      const results = answers.map((a) => a.data.createOrder);
      const placed = results.filter((r) => r.__typename === 'CreateOrderSuccess');
      expect(placed).toHaveLength(1);
      expect(results.filter((r) => r.__typename === 'EmptyCartError')).toHaveLength(4);
      expect(placed[0].order.total.minorUnits).toBe(expectedTotal);
      expect(await ordersOf(shopper.id)).toEqual([
        {
          id: placed[0].order.id,
          totalMinor: expectedTotal,
          items: await Promise.all(lines.map(async (l) => ({ ...l, totalMinor: await lineTotal(l) }))),
        },
      ]);
      expect(await cartRows(shopper.id)).toEqual([]);
    });

    it('places one order per cart line when checkouts of different lines arrive together', async () => {
      // Arrange
      const shopper = await newShopper();
      const lines: Line[] = [
        { productId: ring.id, productCaratId: ring.carats[1].id, quantity: 1 },
        { productId: earrings.id, productCaratId: earrings.carats[0].id, quantity: 2 },
        { productId: pendant.id, productCaratId: pendant.carats[1].id, quantity: 1 },
        { productId: pendant.id, productCaratId: pendant.carats[0].id, quantity: 4 },
      ];
      const ids: number[] = [];
      for (const line of lines) ids.push((await add(shopper, line)).line.id);
      // Act
      const answers = await Promise.all(ids.map((id) => checkout(shopper, { source: 'CART', cartItemIds: [id] })));
      // Assert: each answer is its line's order, and the database holds exactly those.
      const orders = answers.map((a) => a.data.createOrder);
      expect(orders.map((o) => o.__typename)).toEqual(lines.map(() => 'CreateOrderSuccess'));
      for (const [i, line] of lines.entries()) {
        expect(orders[i].order.items).toEqual([{ ...line, lineTotal: { minorUnits: await lineTotal(line) } }]);
        expect(orders[i].order.total.minorUnits).toBe(await lineTotal(line));
      }
      const stored = await ordersOf(shopper.id);
      expect(stored.map((o) => o.id).sort((a, b) => a - b)).toEqual(orders.map((o) => o.order.id).sort((a: number, b: number) => a - b));
      expect(stored.flatMap((o) => o.items)).toHaveLength(lines.length);
      expect(await cartRows(shopper.id)).toEqual([]);
    });

    it("keeps other shoppers' orders and cart lines when a checkout running beside them rolls back, and never shows its order", async () => {
      // Arrange: one shopper's checkout will fail after writing its order; others buy and fill carts meanwhile.
      const failing = await newShopper();
      await add(failing, { productId: ring.id, productCaratId: ring.carats[0].id, quantity: 1 });
      await add(failing, { productId: earrings.id, productCaratId: earrings.carats[0].id, quantity: 2 });
      const cartBefore = await cartRows(failing.id);
      const buyers = await Promise.all([newShopper(), newShopper(), newShopper()]);
      const item: Line = { productId: pendant.id, productCaratId: pendant.carats[0].id, quantity: 1 };
      const unblock = await blockCartDeleteOf(failing.id);
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      let failed: any[];
      let bought: any[];
      let added: any[];
      let seen: any[];
      try {
        // Act: meanwhile the failing shopper keeps looking at their orders.
        [failed, bought, added, seen] = await Promise.all([
          Promise.all([1, 2, 3].map(() => checkout(failing, { source: 'CART' }))),
          Promise.all(buyers.flatMap((buyer) => [1, 2].map(() => checkout(buyer, { source: 'BUY_NOW', item })))),
          Promise.all(buyers.map((buyer) => add(buyer, { productId: ring.id, productCaratId: ring.carats[1].id, quantity: 2 }))),
          Promise.all(Array.from({ length: 8 }, async (_, i) => (await sleep(i * 5), t.gql(MY_ORDER_COUNT, {}, failing.token)))),
        ]);
      } finally {
        logged.mockRestore();
        await unblock();
      }
      // Assert: the failing shopper has no order and the same cart; everything answered as done is stored.
      for (const answer of failed) expect(answer.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
      expect(seen.map((answer) => answer.body.data.myOrders.totalCount)).toEqual(seen.map(() => 0));
      expect(await ordersOf(failing.id)).toEqual([]);
      expect(await cartRows(failing.id)).toEqual(cartBefore);
      const itemTotal = await lineTotal(item);
      for (const [i, buyer] of buyers.entries()) {
        const answered = bought.slice(i * 2, i * 2 + 2).map((a) => a.data.createOrder);
        expect(answered.map((o) => o.__typename)).toEqual(['CreateOrderSuccess', 'CreateOrderSuccess']);
        const stored = await ordersOf(buyer.id);
        expect(stored.map((o) => o.id).sort((a, b) => a - b)).toEqual(
          answered.map((o) => o.order.id).sort((a: number, b: number) => a - b),
        );
        expect(stored.map((o) => o.totalMinor)).toEqual([itemTotal, itemTotal]);
        expect(stored.map((o) => o.items)).toEqual([[{ ...item, totalMinor: itemTotal }], [{ ...item, totalMinor: itemTotal }]]);
        expect(added[i]).toMatchObject({ __typename: 'CartAddItemSuccess', created: true });
        expect(await cartRows(buyer.id)).toEqual([
          { id: added[i].line.id, productId: ring.id, productCaratId: ring.carats[1].id, quantity: 2 },
        ]);
      }
    });
  });

  describe('cart', () => {
    it('adds up the same line added many times at once, and refuses exactly the adds past the maximum of 10', async () => {
      // Arrange
      const shopper = await newShopper();
      const line: Line = { productId: earrings.id, productCaratId: earrings.carats[0].id, quantity: 1 };
      // Act
      const answers = await Promise.all(Array.from({ length: 12 }, () => add(shopper, line)));
      // Assert: one stored line of 10, created by exactly one add.
      const accepted = answers.filter((a) => a.__typename === 'CartAddItemSuccess');
      expect(accepted).toHaveLength(10);
      expect(accepted.filter((a) => a.created)).toHaveLength(1);
      expect(answers.filter((a) => a.__typename === 'InputValidationError')).toHaveLength(2);
      expect(await cartRows(shopper.id)).toEqual([{ id: accepted[0].line.id, ...line, quantity: 10 }]);
    });

    it('applies every add, quantity change and removal of one cart sent at once', async () => {
      // Arrange: four lines.
      const shopper = await newShopper();
      const lines: Line[] = [
        { productId: ring.id, productCaratId: ring.carats[0].id, quantity: 1 },
        { productId: ring.id, productCaratId: ring.carats[1].id, quantity: 1 },
        { productId: earrings.id, productCaratId: earrings.carats[0].id, quantity: 1 },
        { productId: earrings.id, productCaratId: earrings.carats[1].id, quantity: 1 },
      ];
      const ids: number[] = [];
      for (const line of lines) ids.push((await add(shopper, line)).line.id);
      const fresh: Line = { productId: pendant.id, productCaratId: pendant.carats[0].id, quantity: 1 };
      // Act
      const answers = await Promise.all([
        t.gql(CART_UPDATE, { id: ids[0], quantity: 5 }, shopper.token),
        t.gql(CART_UPDATE, { id: ids[1], quantity: 7 }, shopper.token),
        t.gql(CART_REMOVE, { id: ids[2] }, shopper.token),
        t.gql(CART_UPDATE, { id: ids[3], quantity: 3 }, shopper.token),
        add(shopper, fresh),
        add(shopper, fresh),
        add(shopper, { ...fresh, quantity: 2 }),
      ]);
      // Assert
      expect(answers.slice(0, 4).every((a) => !a.body.errors)).toBe(true);
      expect(answers.slice(4).map((a) => a.__typename)).toEqual(['CartAddItemSuccess', 'CartAddItemSuccess', 'CartAddItemSuccess']);
      const rows = await cartRows(shopper.id);
      expect(rows.map(({ id, quantity }) => [id, quantity]).slice(0, 3)).toEqual([
        [ids[0], 5],
        [ids[1], 7],
        [ids[3], 3],
      ]);
      expect(rows.slice(3)).toEqual([{ id: expect.any(Number), ...fresh, quantity: 4 }]);
    });
  });

  describe('wishlist', () => {
    const wishlistRows = async (userId: number) =>
      (await db('SELECT id, productId, productCaratId, productColorId, productSizeId FROM wishlist_items WHERE userId = ? ORDER BY id', [
        userId,
      ])) as { id: number; productId: number; productCaratId: number; productColorId: number | null; productSizeId: number | null }[];

    it('keeps one row when the same product is wished for many times at once, through GraphQL and REST', async () => {
      // Arrange: the same line (first colour, first size) by GraphQL ids and by REST positions.
      const shopper = await newShopper();
      const gqlLine = {
        productId: ring.id,
        productCaratId: ring.carats[0].id,
        productColorId: ring.colors[0].id,
        productSizeId: ring.sizes[0].id,
      };
      const restLine = { p_id: ring.id, pc_id: ring.carats[0].id, pcolor_id: 1, ps_id: 1 };
      // Act: eight GraphQL adds and four REST adds together.
      const [viaGraphql, viaRest] = await Promise.all([
        Promise.all(Array.from({ length: 8 }, () => t.gql(WISHLIST_ADD, { input: gqlLine }, shopper.token))),
        Promise.all(Array.from({ length: 4 }, () => t.rest('POST', '/api/addwishlist', restLine, shopper.token))),
      ]);
      // Assert: one stored row; exactly one answer created it, and every answer names it.
      const rows = await wishlistRows(shopper.id);
      expect(rows).toEqual([{ id: expect.any(Number), ...gqlLine }]);
      const graphql = viaGraphql.map((a) => a.body.data.wishlistAdd);
      expect(graphql.map((a) => a.__typename)).toEqual(graphql.map(() => 'WishlistAddSuccess'));
      expect(graphql.map((a) => a.line.id)).toEqual(graphql.map(() => rows[0].id));
      expect(viaRest.map((a) => a.body.wishlist_id)).toEqual(viaRest.map(() => rows[0].id));
      const created = graphql.filter((a) => a.created).length + viaRest.filter((a) => a.status === 201).length;
      expect(created).toBe(1);
      expect(viaRest.map((a) => a.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    });

    it('keeps one row per distinct line when several different lines are each wished for several times at once', async () => {
      // Arrange: three distinct lines of one shopper.
      const shopper = await newShopper();
      const lines = [
        { productId: ring.id, productCaratId: ring.carats[0].id, productColorId: ring.colors[0].id, productSizeId: ring.sizes[0].id },
        { productId: ring.id, productCaratId: ring.carats[1].id, productColorId: ring.colors[1].id, productSizeId: ring.sizes[1].id },
        { productId: earrings.id, productCaratId: earrings.carats[0].id, productColorId: earrings.colors[0].id, productSizeId: null },
      ];
      // Act: each line three times, interleaved.
      const answers = await Promise.all([0, 1, 2].flatMap(() => lines.map((line) => t.gql(WISHLIST_ADD, { input: line }, shopper.token))));
      // Assert
      expect(answers.map((a) => a.body.data.wishlistAdd.__typename)).toEqual(answers.map(() => 'WishlistAddSuccess'));
      expect(answers.filter((a) => a.body.data.wishlistAdd.created)).toHaveLength(lines.length);
      const rows = await wishlistRows(shopper.id);
      expect(rows.map(({ id: _id, ...line }) => line).sort((a, b) => a.productCaratId - b.productCaratId)).toEqual(
        [...lines].sort((a, b) => a.productCaratId - b.productCaratId),
      );
    });
  });
});
