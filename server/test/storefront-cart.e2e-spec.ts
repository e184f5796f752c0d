import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';
import { insertProducts } from './support/factories';
import {
  type ProductFixture,
  type Shopper,
  findProductFixture,
  newShopper as createShopper,
  productFixture,
  productImages,
  storedAmounts,
} from './support/shop-fixtures';

// Cart on both transports: GraphQL cart / cartAddItem / cartUpdateQuantity / cartRemoveItem and the legacy
// REST rows POST /add, GET /getcart/{userId}, PUT /update/{cart_id}, DELETE /remove/{cart_id}.
// Every expected amount is read from price_entries; nothing is hard-coded.

const CART_FIELDS = `currencyCode totalQuantity subtotal { amount minorUnits currencyCode }
  items { id quantity productId productCaratId productColorId productSizeId purity color size available image
    unitPrice { minorUnits currencyCode } stoneCharge { minorUnits } labourCharge { minorUnits } lineTotal { amount minorUnits currencyCode }
    product { id name image } }`;
const CART = `query Cart { cart { ${CART_FIELDS} } }`;
const CART_ADD = `mutation CartAddItem($input: CartAddItemInput!) {
  cartAddItem(input: $input) {
    __typename
    ... on CartAddItemSuccess { created line { id quantity productColorId productSizeId color size purity lineTotal { minorUnits } } cart { ${CART_FIELDS} } }
    ... on ErrorResult { errorCode message }
    ... on InvalidProductOptionError { field }
    ... on InputValidationError { fieldErrors { field message } }
  }
}`;
const CART_UPDATE = `mutation CartUpdateQuantity($id: Int!, $quantity: Int!) {
  cartUpdateQuantity(cartItemId: $id, quantity: $quantity) {
    __typename
    ... on Cart { totalQuantity items { id quantity } }
    ... on InputValidationError { errorCode message fieldErrors { field message } }
  }
}`;
const CART_REMOVE = 'mutation CartRemoveItem($id: Int!) { cartRemoveItem(cartItemId: $id) { totalQuantity items { id } } }';
const CART_UPDATE_OR_STOCK = `mutation CartUpdateQuantity($id: Int!, $quantity: Int!) {
  cartUpdateQuantity(cartItemId: $id, quantity: $quantity) {
    __typename
    ... on Cart { items { id quantity } }
    ... on ErrorResult { errorCode message }
  }
}`;
const UPDATE_PRODUCT = `mutation UpdateProduct($id: Int!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) { __typename ... on AdminProduct { id outOfStock } }
}`;

describe(`storefront cart [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let adminToken: string;
  let ring: ProductFixture; // in stock, at least 2 carats, colours and sizes
  let earrings: ProductFixture; // in stock, no sizes
  let soldOut: ProductFixture;
  let inStockIds: number[];

  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);
  const cartRows = (userId: number) =>
    db('SELECT id, productId, productCaratId, productColorId, productSizeId, quantity FROM cart_items WHERE userId = ? ORDER BY id', [
      userId,
    ]) as Promise<
      {
        id: number;
        productId: number;
        productCaratId: number;
        productColorId: number | null;
        productSizeId: number | null;
        quantity: number;
      }[]
    >;
  const allCartRows = () =>
    db('SELECT id, userId, productId, productCaratId, productColorId, productSizeId, quantity FROM cart_items ORDER BY id');

  const product = (id: number) => productFixture(t, id);
  const findProduct = (outOfStock: boolean, withSizes: boolean, skip = 0) => findProductFixture(t, outOfStock, withSizes, skip);
  const newShopper = (currencyId = 1) => createShopper(t, 'Cart', currencyId);

  const entry = (productCaratId: number, code: string) => storedAmounts(t, productCaratId, code);

  const firstImage = async (productColorId: number) => (await productImages(t, productColorId))[0];

  const add = (token: string | null, input: Record<string, unknown>) => t.gql(CART_ADD, { input }, token);

  /** A product of its own (so marking it sold out touches no other test), in stock, in the first subcategory. */
  const freshProduct = async (namePrefix: string): Promise<ProductFixture> => {
    const [{ id: subcategoryId }] = await db('SELECT id FROM subcategories ORDER BY id LIMIT 1');
    const [inserted] = await insertProducts(t.server.dataSource, { count: 1, subcategoryId, namePrefix });
    return product(inserted.product.id);
  };

  /** Marks a product out of stock as the back-office does: the product form saved with outOfStock on. */
  const markOutOfStock = async (productId: number) => {
    const [row] = await db('SELECT name, description, weightInGrams, metalTypeId, subcategoryId FROM products WHERE id = ?', [productId]);
    const input = { ...row, weightInGrams: Number(row.weightInGrams), outOfStock: true };
    const saved = await t.gql(UPDATE_PRODUCT, { id: productId, input }, adminToken);
    expect(saved.body.data.updateProduct).toEqual({ __typename: 'AdminProduct', id: productId, outOfStock: true });
  };

  beforeAll(async () => {
    t = await startTestServer();
    adminToken = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    ring = await findProduct(false, true);
    earrings = await findProduct(false, false);
    soldOut = await findProduct(true, true).catch(() => findProduct(true, false));
    inStockIds = (await db('SELECT id FROM products WHERE outOfStock = 0 ORDER BY id')).map((r: { id: number }) => r.id);
  });
  afterAll(() => t?.close());

  describe('GraphQL', () => {
    it('adds a product with its first colour and size, priced from price_entries in the account currency', async () => {
      // Arrange
      const inr = await newShopper(1);
      const usd = await newShopper(2);
      const carat = ring.carats[1];
      // Act
      const asInr = await add(inr.token, { productId: ring.id, productCaratId: carat.id, quantity: 2 });
      const asUsd = await add(usd.token, { productId: ring.id, productCaratId: carat.id });
      // Assert
      for (const [result, code, quantity] of [
        [asInr, 'INR', 2],
        [asUsd, 'USD', 1],
      ] as const) {
        const prices = await entry(carat.id, code);
        const success = result.body.data.cartAddItem;
        expect(success).toMatchObject({ __typename: 'CartAddItemSuccess', created: true });
        expect(success.cart.currencyCode).toBe(code);
        expect(success.cart.items).toHaveLength(1);
        expect(success.cart.items[0]).toMatchObject({
          id: success.line.id,
          quantity,
          productId: ring.id,
          productCaratId: carat.id,
          productColorId: ring.colors[0].id,
          productSizeId: ring.sizes[0].id,
          purity: `${carat.value}K`,
          color: ring.colors[0].name,
          size: ring.sizes[0].name,
          available: true,
          image: await firstImage(ring.colors[0].id),
          unitPrice: { minorUnits: prices.price, currencyCode: code },
          stoneCharge: { minorUnits: prices.stone },
          labourCharge: { minorUnits: prices.labour },
          lineTotal: {
            minorUnits: prices.unitTotal * quantity,
            amount: ((prices.unitTotal * quantity) / 100).toFixed(2),
            currencyCode: code,
          },
          product: { id: ring.id, name: ring.name },
        });
        expect(success.cart.subtotal).toEqual({
          minorUnits: prices.unitTotal * quantity,
          amount: ((prices.unitTotal * quantity) / 100).toFixed(2),
          currencyCode: code,
        });
        expect(success.cart.totalQuantity).toBe(quantity);
      }
      expect(await cartRows(inr.id)).toEqual([
        {
          id: asInr.body.data.cartAddItem.line.id,
          productId: ring.id,
          productCaratId: carat.id,
          productColorId: ring.colors[0].id,
          productSizeId: ring.sizes[0].id,
          quantity: 2,
        },
      ]);
    });

    it('adds the same line again to its quantity, and another colour or size as a new line', async () => {
      const shopper = await newShopper();
      const first = await add(shopper.token, {
        productId: ring.id,
        productCaratId: ring.carats[0].id,
        productColorId: ring.colors[1].id,
        productSizeId: ring.sizes[1].id,
      });
      const again = await add(shopper.token, {
        productId: ring.id,
        productCaratId: ring.carats[0].id,
        productColorId: ring.colors[1].id,
        productSizeId: ring.sizes[1].id,
        quantity: 3,
      });
      const other = await add(shopper.token, { productId: earrings.id, productCaratId: earrings.carats[0].id });

      expect(again.body.data.cartAddItem).toMatchObject({
        created: false,
        line: { id: first.body.data.cartAddItem.line.id, quantity: 4, color: ring.colors[1].name, size: ring.sizes[1].name },
      });
      expect(other.body.data.cartAddItem).toMatchObject({
        created: true,
        line: { productSizeId: null, size: null, color: earrings.colors[0].name },
      });
      const rows = await cartRows(shopper.id);
      expect(rows.map((r) => [r.productId, r.quantity])).toEqual([
        [ring.id, 4],
        [earrings.id, 1],
      ]);
      const expectedSubtotal =
        (await entry(ring.carats[0].id, 'INR')).unitTotal * 4 + (await entry(earrings.carats[0].id, 'INR')).unitTotal;
      expect(other.body.data.cartAddItem.cart.subtotal.minorUnits).toBe(expectedSubtotal);
      expect(other.body.data.cartAddItem.cart.totalQuantity).toBe(5);
    });

    it.each([
      [
        'an unknown product',
        () => ({ productId: 999999, productCaratId: ring.carats[0].id }),
        { __typename: 'ProductNotFoundError', errorCode: 'PRODUCT_NOT_FOUND_ERROR', message: 'Product not found' },
      ],
      [
        'a carat of another product',
        () => ({ productId: ring.id, productCaratId: earrings.carats[0].id }),
        { __typename: 'InvalidProductOptionError', field: 'productCaratId' },
      ],
      [
        'a colour of another product',
        () => ({ productId: ring.id, productCaratId: ring.carats[0].id, productColorId: earrings.colors[0].id }),
        { __typename: 'InvalidProductOptionError', field: 'productColorId' },
      ],
      [
        'a size of another product',
        () => ({ productId: earrings.id, productCaratId: earrings.carats[0].id, productSizeId: ring.sizes[0].id }),
        { __typename: 'InvalidProductOptionError', field: 'productSizeId' },
      ],
      [
        'an out-of-stock product',
        () => ({ productId: soldOut.id, productCaratId: soldOut.carats[0].id }),
        { __typename: 'OutOfStockError', errorCode: 'OUT_OF_STOCK_ERROR', message: expect.stringMatching(/ is out of stock$/) },
      ],
      [
        'quantity 0',
        () => ({ productId: ring.id, productCaratId: ring.carats[0].id, quantity: 0 }),
        { __typename: 'InputValidationError', message: 'Quantity must be a whole number of at least 1' },
      ],
      [
        'quantity -1',
        () => ({ productId: ring.id, productCaratId: ring.carats[0].id, quantity: -1 }),
        { __typename: 'InputValidationError', message: 'Quantity must be a whole number of at least 1' },
      ],
      [
        // The ring's stock is not counted here: ten is the most (a counted variant goes up to its stock, stock.e2e-spec.ts).
        'quantity 11',
        () => ({ productId: ring.id, productCaratId: ring.carats[0].id, quantity: 11 }),
        { __typename: 'InputValidationError', message: 'You can have at most 10 of this item in your cart' },
      ],
    ])('refuses %s as an error result and writes nothing', async (_name, input, expected) => {
      const shopper = await newShopper();
      const before = await allCartRows();
      const result = await add(shopper.token, input());
      expect(result.body.data.cartAddItem).toMatchObject(expected);
      if (expected.__typename === 'OutOfStockError') expect(result.body.data.cartAddItem.message).toBe(`${soldOut.name} is out of stock`);
      expect(await allCartRows()).toEqual(before);
    });

    it('refuses the same line again once the product is out of stock, as it refuses a first add, and leaves the line alone', async () => {
      // Arrange: the line is in the cart, then the product sells out
      const piece = await freshProduct('Sold Out Later');
      const selection = {
        productId: piece.id,
        productCaratId: piece.carats[0].id,
        productColorId: piece.colors[0].id,
        productSizeId: piece.sizes[0].id,
      };
      const owner = await newShopper();
      const newcomer = await newShopper();
      expect((await add(owner.token, selection)).body.data.cartAddItem).toMatchObject({ __typename: 'CartAddItemSuccess', created: true });
      await markOutOfStock(piece.id);
      const before = await allCartRows();
      // Act
      const again = await add(owner.token, { ...selection, quantity: 2 });
      const firstAdd = await add(newcomer.token, selection);
      // Assert
      expect(firstAdd.body.data.cartAddItem).toEqual({
        __typename: 'OutOfStockError',
        errorCode: 'OUT_OF_STOCK_ERROR',
        message: `${piece.name} is out of stock`,
      });
      expect(again.body.data.cartAddItem).toEqual(firstAdd.body.data.cartAddItem);
      expect(await allCartRows()).toEqual(before);
    });

    it('refuses more pieces of a line whose product went out of stock (as an add); fewer are still allowed', async () => {
      // Arrange: two pieces in the cart, then the product sells out
      const piece = await freshProduct('Sold Out Stepper');
      const owner = await newShopper();
      const added = await add(owner.token, { productId: piece.id, productCaratId: piece.carats[0].id, quantity: 2 });
      const lineId = added.body.data.cartAddItem.line.id;
      await markOutOfStock(piece.id);
      // Act
      const more = await t.gql(CART_UPDATE_OR_STOCK, { id: lineId, quantity: 3 }, owner.token);
      const quantityAfterMore = (await cartRows(owner.id)).map((r) => r.quantity);
      const fewer = await t.gql(CART_UPDATE_OR_STOCK, { id: lineId, quantity: 1 }, owner.token);
      // Assert
      expect(more.body.data.cartUpdateQuantity).toEqual({
        __typename: 'OutOfStockError',
        errorCode: 'OUT_OF_STOCK_ERROR',
        message: `${piece.name} is out of stock`,
      });
      expect(quantityAfterMore).toEqual([2]);
      expect(fewer.body.data.cartUpdateQuantity).toMatchObject({ __typename: 'Cart', items: [{ id: lineId, quantity: 1 }] });
      expect((await cartRows(owner.id)).map((r) => r.quantity)).toEqual([1]);
    });

    it('refuses a fractional quantity at the schema (Int) and a line above 10 pieces in all', async () => {
      const shopper = await newShopper();
      const fraction = await add(shopper.token, { productId: ring.id, productCaratId: ring.carats[0].id, quantity: 1.5 });
      await add(shopper.token, { productId: ring.id, productCaratId: ring.carats[0].id, quantity: 8 });
      const tooMany = await add(shopper.token, { productId: ring.id, productCaratId: ring.carats[0].id, quantity: 3 });

      expect(fraction.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(tooMany.body.data.cartAddItem).toMatchObject({
        __typename: 'InputValidationError',
        fieldErrors: [{ field: 'quantity', message: 'You can have at most 10 of this item in your cart' }],
      });
      expect((await cartRows(shopper.id)).map((r) => r.quantity)).toEqual([8]);
    });

    it('changes and removes lines of the own cart; refuses bad quantities, others (FORBIDDEN) and unknown ids (NOT_FOUND)', async () => {
      // Arrange
      const owner = await newShopper();
      const other = await newShopper();
      const lineId = (await add(owner.token, { productId: ring.id, productCaratId: ring.carats[0].id })).body.data.cartAddItem.line.id;
      const secondId = (await add(owner.token, { productId: earrings.id, productCaratId: earrings.carats[0].id })).body.data.cartAddItem
        .line.id;

      // Act / Assert: update
      const updated = await t.gql(CART_UPDATE, { id: lineId, quantity: 3 }, owner.token);
      expect(updated.body.data.cartUpdateQuantity).toMatchObject({ __typename: 'Cart', totalQuantity: 4 });
      for (const quantity of [0, -1, 11]) {
        const bad = await t.gql(CART_UPDATE, { id: lineId, quantity }, owner.token);
        expect(bad.body.data.cartUpdateQuantity).toMatchObject({ __typename: 'InputValidationError', errorCode: 'INPUT_VALIDATION_ERROR' });
      }
      const foreignUpdate = await t.gql(CART_UPDATE, { id: lineId, quantity: 9 }, other.token);
      expect(foreignUpdate.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(CART_UPDATE, { id: 987654, quantity: 1 }, owner.token)).body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect((await cartRows(owner.id)).map((r) => r.quantity)).toEqual([3, 1]);

      // remove
      const foreignRemove = await t.gql(CART_REMOVE, { id: lineId }, other.token);
      expect(foreignRemove.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(CART_REMOVE, { id: 987654 }, owner.token)).body.errors[0].extensions.code).toBe('NOT_FOUND');
      const removed = await t.gql(CART_REMOVE, { id: lineId }, owner.token);
      expect(removed.body.data.cartRemoveItem).toEqual({ totalQuantity: 1, items: [{ id: secondId }] });
      expect((await cartRows(owner.id)).map((r) => r.id)).toEqual([secondId]);
      expect(await cartRows(other.id)).toEqual([]);

      // An admin may change and remove any shopper's line; the answer is that shopper's cart.
      const byAdmin = await t.gql(CART_UPDATE, { id: secondId, quantity: 2 }, adminToken);
      expect(byAdmin.body.data.cartUpdateQuantity).toMatchObject({ totalQuantity: 2, items: [{ id: secondId, quantity: 2 }] });
      expect((await t.gql(CART_REMOVE, { id: secondId }, adminToken)).body.data.cartRemoveItem).toEqual({ totalQuantity: 0, items: [] });
      expect(await cartRows(owner.id)).toEqual([]);
    });

    it('refuses every cart operation without a valid token (UNAUTHENTICATED) and writes nothing', async () => {
      const owner = await newShopper();
      const lineId = (await add(owner.token, { productId: ring.id, productCaratId: ring.carats[0].id })).body.data.cartAddItem.line.id;
      const before = await allCartRows();
      for (const token of [null, 'not-a-token']) {
        const results = [
          await t.gql(CART, {}, token),
          await add(token, { productId: ring.id, productCaratId: ring.carats[0].id }),
          await t.gql(CART_UPDATE, { id: lineId, quantity: 2 }, token),
          await t.gql(CART_REMOVE, { id: lineId }, token),
        ];
        for (const result of results) {
          expect(result.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
          expect(result.body.data).toBeNull();
        }
      }
      expect(await allCartRows()).toEqual(before);
    });

    it('lists the cart with the same number of SQL statements for 2 and 8 lines', async () => {
      const small = await newShopper();
      const large = await newShopper(2);
      for (const id of inStockIds.slice(0, 2)) {
        const p = await product(id);
        await add(small.token, { productId: id, productCaratId: p.carats[0].id });
      }
      for (const id of inStockIds.slice(0, 8)) {
        const p = await product(id);
        await add(large.token, { productId: id, productCaratId: p.carats[p.carats.length - 1].id, quantity: 2 });
      }

      const few = await t.gql(CART, {}, small.token);
      const many = await t.gql(CART, {}, large.token);

      expect(few.body.data.cart.items).toHaveLength(2);
      expect(many.body.data.cart.items).toHaveLength(8);
      expect(Number.isFinite(few.sqlStatements)).toBe(true);
      expect(many.sqlStatements).toBe(few.sqlStatements);
      console.info(`[${t.kind}] SQL statements of the cart query: 2 lines ${few.sqlStatements}, 8 lines ${many.sqlStatements}`);
      // Every line priced from its own price entry in USD, and the subtotal is their sum.
      let expected = 0;
      for (const item of many.body.data.cart.items) {
        const prices = await entry(item.productCaratId, 'USD');
        expect(item.lineTotal.minorUnits).toBe(prices.unitTotal * 2);
        expected += prices.unitTotal * 2;
      }
      expect(many.body.data.cart.subtotal).toMatchObject({ minorUnits: expected, currencyCode: 'USD' });
    });
  });

  describe('legacy REST', () => {
    it('POST /api/add resolves 1-based colour and size positions, and adds to an existing line', async () => {
      const shopper = await newShopper();
      const body = { userId: shopper.id, p_id: ring.id, pc_id: ring.carats[1].id, pcolor_id: 2, ps_id: 2, quantity: 2 };

      const created = await t.rest('POST', '/api/add', body, shopper.token);
      const grown = await t.rest('POST', '/api/add', { ...body, quantity: '1' }, shopper.token);

      expect(created).toMatchObject({ status: 201, body: { message: 'Item Added To Cart', cart_id: expect.any(Number), quantity: 2 } });
      expect(grown).toMatchObject({ status: 200, body: { message: 'Item Added To Cart', cart_id: created.body.cart_id, quantity: 3 } });
      expect(await cartRows(shopper.id)).toEqual([
        {
          id: created.body.cart_id,
          productId: ring.id,
          productCaratId: ring.carats[1].id,
          productColorId: ring.colors[1].id,
          productSizeId: ring.sizes[1].id,
          quantity: 3,
        },
      ]);
    });

    it.each([
      [
        'a colour position out of range',
        (s: Shopper) => ({
          userId: s.id,
          p_id: ring.id,
          pc_id: ring.carats[0].id,
          pcolor_id: ring.colors.length + 1,
          ps_id: 1,
          quantity: 1,
        }),
        400,
      ],
      [
        'a size position out of range',
        (s: Shopper) => ({
          userId: s.id,
          p_id: ring.id,
          pc_id: ring.carats[0].id,
          pcolor_id: 1,
          ps_id: ring.sizes.length + 1,
          quantity: 1,
        }),
        400,
      ],
      [
        'a size for a product without sizes',
        (s: Shopper) => ({ userId: s.id, p_id: earrings.id, pc_id: earrings.carats[0].id, pcolor_id: 1, ps_id: 1, quantity: 1 }),
        400,
      ],
      ['position 0', (s: Shopper) => ({ userId: s.id, p_id: ring.id, pc_id: ring.carats[0].id, pcolor_id: 0, ps_id: 1, quantity: 1 }), 400],
      [
        'an unknown product',
        (s: Shopper) => ({ userId: s.id, p_id: 999999, pc_id: ring.carats[0].id, pcolor_id: 1, ps_id: 1, quantity: 1 }),
        404,
      ],
      [
        'a carat of another product',
        (s: Shopper) => ({ userId: s.id, p_id: ring.id, pc_id: earrings.carats[0].id, pcolor_id: 1, ps_id: 1, quantity: 1 }),
        400,
      ],
      ['quantity 0', (s: Shopper) => ({ userId: s.id, p_id: ring.id, pc_id: ring.carats[0].id, pcolor_id: 1, ps_id: 1, quantity: 0 }), 400],
      [
        'quantity -1',
        (s: Shopper) => ({ userId: s.id, p_id: ring.id, pc_id: ring.carats[0].id, pcolor_id: 1, ps_id: 1, quantity: -1 }),
        400,
      ],
      [
        'quantity 1.5',
        (s: Shopper) => ({ userId: s.id, p_id: ring.id, pc_id: ring.carats[0].id, pcolor_id: 1, ps_id: 1, quantity: 1.5 }),
        400,
      ],
      ['a missing pc_id', (s: Shopper) => ({ userId: s.id, p_id: ring.id, pcolor_id: 1, ps_id: 1, quantity: 1 }), 400],
      ['an out-of-stock product', (s: Shopper) => ({ userId: s.id, p_id: soldOut.id, pc_id: soldOut.carats[0].id, quantity: 1 }), 409],
    ])('POST /api/add refuses %s with a details message and writes nothing', async (_name, body, status) => {
      const shopper = await newShopper();
      const before = await allCartRows();
      const result = await t.rest('POST', '/api/add', body(shopper), shopper.token);
      expect(result.status).toBe(status);
      expect(result.body.details).toEqual(expect.any(String));
      expect(await allCartRows()).toEqual(before);
    });

    it('POST /api/add needs a token (401) and the own userId (403); an admin may add for anyone', async () => {
      const owner = await newShopper();
      const other = await newShopper();
      const body = { userId: owner.id, p_id: ring.id, pc_id: ring.carats[0].id, pcolor_id: 1, ps_id: 1, quantity: 1 };
      const before = await allCartRows();

      expect(await t.rest('POST', '/api/add', body)).toMatchObject({ status: 401, body: { details: 'Authentication required' } });
      expect(await t.rest('POST', '/api/add', body, 'forged.token.value')).toMatchObject({
        status: 401,
        body: { details: 'Invalid token' },
      });
      expect(await t.rest('POST', '/api/add', body, other.token)).toMatchObject({ status: 403, body: { details: expect.any(String) } });
      expect(await allCartRows()).toEqual(before);

      expect((await t.rest('POST', '/api/add', body, adminToken)).status).toBe(201);
      expect(await cartRows(owner.id)).toHaveLength(1);
      expect(await cartRows(other.id)).toEqual([]);
    });

    it('GET /api/getcart/{userId} answers the documented cart items with two-decimal amounts from price_entries', async () => {
      // Arrange
      const shopper = await newShopper(2);
      const other = await newShopper();
      await t.rest(
        'POST',
        '/api/add',
        { userId: shopper.id, p_id: ring.id, pc_id: ring.carats[0].id, pcolor_id: 2, ps_id: 1, quantity: 2 },
        shopper.token,
      );
      await t.rest(
        'POST',
        '/api/add',
        { userId: shopper.id, p_id: earrings.id, pc_id: earrings.carats[1].id, pcolor_id: 1, quantity: 1 },
        shopper.token,
      );
      const rows = await cartRows(shopper.id);
      // Act
      const result = await t.rest('GET', `/api/getcart/${shopper.id}`, undefined, shopper.token);
      // Assert
      expect(result.status).toBe(200);
      const expected = [];
      for (const row of rows) {
        const p = row.productId === ring.id ? ring : earrings;
        const prices = await entry(row.productCaratId, 'USD');
        expected.push({
          cart_id: row.id,
          quantity: row.quantity,
          pc_id: row.productCaratId,
          product: {
            p_id: p.id,
            name: p.name,
            image: await firstImage(row.productColorId!),
            color: p.colors.find((c) => c.id === row.productColorId)!.name,
            purity: `${p.carats.find((c) => c.id === row.productCaratId)!.value}K`,
            size: row.productSizeId === null ? null : p.sizes.find((s) => s.id === row.productSizeId)!.name,
            price: prices.price / 100,
            stoneCharge: prices.stone / 100,
            labourCharge: prices.labour / 100,
            currencyCode: 'USD',
            outOfStock: false,
          },
        });
      }
      expect(result.body).toEqual(expected);
      expect(result.body[0].product.color).toBe(ring.colors[1].name);

      expect(await t.rest('GET', `/api/getcart/${shopper.id}`)).toMatchObject({ status: 401 });
      expect(await t.rest('GET', `/api/getcart/${shopper.id}`, undefined, other.token)).toMatchObject({
        status: 403,
        body: { details: expect.any(String) },
      });
      expect(await t.rest('GET', '/api/getcart/abc', undefined, shopper.token)).toMatchObject({
        status: 400,
        body: { details: 'Invalid user id' },
      });
      expect((await t.rest('GET', `/api/getcart/${shopper.id}`, undefined, adminToken)).body).toEqual(expected);
      expect(await t.rest('GET', '/api/getcart/987654', undefined, adminToken)).toMatchObject({
        status: 404,
        body: { details: 'User not found' },
      });
    });

    it('GET /api/getcart issues the same number of SQL statements for 2 and 8 lines', async () => {
      const small = await newShopper();
      const large = await newShopper();
      for (const [shopper, count] of [
        [small, 2],
        [large, 8],
      ] as const) {
        for (const id of inStockIds.slice(0, count)) {
          const p = await product(id);
          await t.rest(
            'POST',
            '/api/add',
            { userId: shopper.id, p_id: id, pc_id: p.carats[0].id, pcolor_id: 1, quantity: 1 },
            shopper.token,
          );
        }
      }
      const few = await t.rest('GET', `/api/getcart/${small.id}`, undefined, small.token);
      const many = await t.rest('GET', `/api/getcart/${large.id}`, undefined, large.token);
      expect(few.body).toHaveLength(2);
      expect(many.body).toHaveLength(8);
      expect(many.sqlStatements).toBe(few.sqlStatements);
      console.info(`[${t.kind}] SQL statements of GET /api/getcart: 2 lines ${few.sqlStatements}, 8 lines ${many.sqlStatements}`);
    });

    it('PUT /api/update/{cart_id} sets the quantity of the own line only', async () => {
      const owner = await newShopper();
      const other = await newShopper();
      const cartId = (
        await t.rest(
          'POST',
          '/api/add',
          { userId: owner.id, p_id: ring.id, pc_id: ring.carats[0].id, pcolor_id: 1, ps_id: 1, quantity: 1 },
          owner.token,
        )
      ).body.cart_id;

      expect(await t.rest('PUT', `/api/update/${cartId}`, { quantity: 4 }, owner.token)).toMatchObject({
        status: 200,
        body: { message: 'Quantity updated', cart_id: cartId, quantity: 4 },
      });
      for (const quantity of [0, -1, 2.5, 'many', null]) {
        expect(await t.rest('PUT', `/api/update/${cartId}`, { quantity }, owner.token)).toMatchObject({
          status: 400,
          body: { details: expect.any(String) },
        });
      }
      expect(await t.rest('PUT', `/api/update/${cartId}`, { quantity: 9 }, other.token)).toMatchObject({ status: 403 });
      expect(await t.rest('PUT', `/api/update/${cartId}`, { quantity: 9 })).toMatchObject({ status: 401 });
      expect(await t.rest('PUT', '/api/update/987654', { quantity: 1 }, owner.token)).toMatchObject({
        status: 404,
        body: { details: 'Cart item not found' },
      });
      expect((await cartRows(owner.id)).map((r) => r.quantity)).toEqual([4]);
    });

    it('POST /api/add of a line already in the cart, after its product went out of stock: 409 as a first add; PUT /api/update may lower it, not raise it', async () => {
      // Arrange
      const piece = await freshProduct('Sold Out Legacy');
      const owner = await newShopper();
      const newcomer = await newShopper();
      const body = (s: Shopper) => ({ userId: s.id, p_id: piece.id, pc_id: piece.carats[0].id, pcolor_id: 1, ps_id: 1, quantity: 2 });
      const cartId = (await t.rest('POST', '/api/add', body(owner), owner.token)).body.cart_id;
      await markOutOfStock(piece.id);
      const before = await allCartRows();
      // Act
      const again = await t.rest('POST', '/api/add', { ...body(owner), quantity: 1 }, owner.token);
      const firstAdd = await t.rest('POST', '/api/add', body(newcomer), newcomer.token);
      const raised = await t.rest('PUT', `/api/update/${cartId}`, { quantity: 3 }, owner.token);
      const rowsAfterRefusals = await allCartRows();
      const lowered = await t.rest('PUT', `/api/update/${cartId}`, { quantity: 1 }, owner.token);
      // Assert
      expect(firstAdd).toMatchObject({ status: 409, body: { details: `${piece.name} is out of stock`, p_id: piece.id } });
      expect({ status: again.status, body: again.body }).toEqual({ status: firstAdd.status, body: firstAdd.body });
      expect({ status: raised.status, body: raised.body }).toEqual({ status: firstAdd.status, body: firstAdd.body });
      expect(rowsAfterRefusals).toEqual(before);
      expect(lowered).toMatchObject({ status: 200, body: { message: 'Quantity updated', cart_id: cartId, quantity: 1 } });
      expect((await cartRows(owner.id)).map((r) => r.quantity)).toEqual([1]);
    });

    it('DELETE /api/remove/{cart_id} removes the own line only', async () => {
      const owner = await newShopper();
      const other = await newShopper();
      const cartId = (
        await t.rest(
          'POST',
          '/api/add',
          { userId: owner.id, p_id: ring.id, pc_id: ring.carats[0].id, pcolor_id: 1, ps_id: 1, quantity: 1 },
          owner.token,
        )
      ).body.cart_id;

      expect(await t.rest('DELETE', `/api/remove/${cartId}`)).toMatchObject({ status: 401 });
      expect(await t.rest('DELETE', `/api/remove/${cartId}`, undefined, other.token)).toMatchObject({ status: 403 });
      expect(await t.rest('DELETE', '/api/remove/987654', undefined, owner.token)).toMatchObject({
        status: 404,
        body: { details: 'Cart item not found' },
      });
      // Only plain decimal ids: hex or exponent forms of the same number are bad input, not that line.
      for (const spelled of [`0x${cartId.toString(16)}`, `${cartId}e0`, '1.5']) {
        expect(await t.rest('DELETE', `/api/remove/${spelled}`, undefined, owner.token)).toMatchObject({
          status: 400,
          body: { details: 'Invalid cart_id' },
        });
      }
      expect(await cartRows(owner.id)).toHaveLength(1);

      expect(await t.rest('DELETE', `/api/remove/${cartId}`, undefined, owner.token)).toMatchObject({
        status: 200,
        body: { message: 'Item removed from cart' },
      });
      expect(await cartRows(owner.id)).toEqual([]);
      expect(await t.rest('DELETE', `/api/remove/${cartId}`, undefined, owner.token)).toMatchObject({ status: 404 });
    });
  });
});
