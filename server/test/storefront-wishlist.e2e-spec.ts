import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';
import {
  type ProductFixture,
  type Shopper,
  findProductFixture,
  newShopper as createShopper,
  productFixture,
  productImages,
  storedAmounts,
} from './support/shop-fixtures';

// Wishlist on both transports: GraphQL wishlist / wishlistAdd / wishlistRemove / wishlistMoveToCart and the
// legacy REST rows GET /getallwish/{userId}, POST /addwishlist, DELETE /removewish/{wishlist_id}.

const LINE_FIELDS = `id productId productCaratId productColorId productSizeId purity color size available image createdAt
  price { minorUnits currencyCode } stoneCharge { minorUnits } labourCharge { minorUnits } total { minorUnits amount currencyCode } product { id name }`;
const WISHLIST = `query Wishlist { wishlist { ${LINE_FIELDS} } }`;
const WISHLIST_ADD = `mutation WishlistAdd($input: WishlistAddInput!) {
  wishlistAdd(input: $input) {
    __typename
    ... on WishlistAddSuccess { created line { ${LINE_FIELDS} } wishlist { id } }
    ... on ErrorResult { errorCode message }
    ... on InvalidProductOptionError { field }
  }
}`;
const WISHLIST_REMOVE = 'mutation WishlistRemove($id: Int!) { wishlistRemove(wishlistItemId: $id) { id } }';
const MOVE = `mutation WishlistMoveToCart($id: Int!, $quantity: Int) {
  wishlistMoveToCart(wishlistItemId: $id, quantity: $quantity) {
    __typename
    ... on WishlistMoveToCartSuccess { cartLine { id quantity productCaratId productColorId productSizeId lineTotal { minorUnits } } cart { totalQuantity subtotal { minorUnits } } wishlist { id } }
    ... on ErrorResult { errorCode message }
    ... on InputValidationError { fieldErrors { field message } }
  }
}`;

describe(`storefront wishlist [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let adminToken: string;
  let ring: ProductFixture;
  let earrings: ProductFixture;
  let soldOut: ProductFixture;

  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);
  const wishRows = (userId: number) =>
    db('SELECT id, productId, productCaratId, productColorId, productSizeId FROM wishlist_items WHERE userId = ? ORDER BY id', [
      userId,
    ]) as Promise<{ id: number; productId: number; productCaratId: number; productColorId: number | null; productSizeId: number | null }[]>;
  const cartRows = (userId: number) =>
    db('SELECT id, productId, productCaratId, productColorId, productSizeId, quantity FROM cart_items WHERE userId = ? ORDER BY id', [
      userId,
    ]);
  const everything = async () => ({
    wish: await db('SELECT * FROM wishlist_items ORDER BY id'),
    cart: await db('SELECT * FROM cart_items ORDER BY id'),
  });

  const product = (id: number) => productFixture(t, id);
  const findProduct = (outOfStock: boolean, withSizes: boolean, skip = 0) => findProductFixture(t, outOfStock, withSizes, skip);
  const newShopper = (currencyId = 1) => createShopper(t, 'Wish', currencyId);

  const entry = (productCaratId: number, code: string) => storedAmounts(t, productCaratId, code);

  const firstImage = async (productColorId: number) => (await productImages(t, productColorId))[0];

  const wish = (token: string | null, input: Record<string, unknown>) => t.gql(WISHLIST_ADD, { input }, token);
  const wishId = async (shopper: Shopper, input: Record<string, unknown>): Promise<number> =>
    (await wish(shopper.token, input)).body.data.wishlistAdd.line.id;

  /** Makes every DELETE of one wishlist row fail inside the database, to prove the move is one transaction. */
  async function blockWishlistDelete(id: number): Promise<() => Promise<void>> {
    if (t.kind === 'mariadb') {
      await db(
        `CREATE TRIGGER block_wishlist_delete BEFORE DELETE ON wishlist_items FOR EACH ROW BEGIN IF OLD.id = ${id} THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'blocked by test'; END IF; END`,
      );
    } else {
      await db(
        `CREATE TRIGGER block_wishlist_delete BEFORE DELETE ON wishlist_items WHEN OLD.id = ${id} BEGIN SELECT RAISE(ABORT, 'blocked by test'); END`,
      );
    }
    return async () => {
      await db('DROP TRIGGER block_wishlist_delete');
    };
  }

  beforeAll(async () => {
    t = await startTestServer();
    adminToken = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    ring = await findProduct(false, true);
    earrings = await findProduct(false, false);
    soldOut = await findProduct(true, true).catch(() => findProduct(true, false));
  });
  afterAll(() => t?.close());

  describe('GraphQL', () => {
    it('keeps a product with its first colour and size, priced per piece in the account currency, and lists it', async () => {
      const shopper = await newShopper(2);
      const carat = ring.carats[1];

      const added = await wish(shopper.token, { productId: ring.id, productCaratId: carat.id });
      const list = await t.gql(WISHLIST, {}, shopper.token);

      const prices = await entry(carat.id, 'USD');
      const line = {
        id: added.body.data.wishlistAdd.line.id,
        productId: ring.id,
        productCaratId: carat.id,
        productColorId: ring.colors[0].id,
        productSizeId: ring.sizes[0].id,
        purity: `${carat.value}K`,
        color: ring.colors[0].name,
        size: ring.sizes[0].name,
        available: true,
        image: await firstImage(ring.colors[0].id),
        createdAt: expect.any(String),
        price: { minorUnits: prices.price, currencyCode: 'USD' },
        stoneCharge: { minorUnits: prices.stone },
        labourCharge: { minorUnits: prices.labour },
        total: { minorUnits: prices.unitTotal, amount: (prices.unitTotal / 100).toFixed(2), currencyCode: 'USD' },
        product: { id: ring.id, name: ring.name },
      };
      expect(added.body.data.wishlistAdd).toMatchObject({ __typename: 'WishlistAddSuccess', created: true, line });
      expect(list.body.data.wishlist).toEqual([line]);
      expect(await wishRows(shopper.id)).toEqual([
        { id: line.id, productId: ring.id, productCaratId: carat.id, productColorId: ring.colors[0].id, productSizeId: ring.sizes[0].id },
      ]);
    });

    it('keeps one row when the same line is added twice (also when the defaults are spelled out), out-of-stock products included', async () => {
      const shopper = await newShopper();
      const first = await wish(shopper.token, { productId: ring.id, productCaratId: ring.carats[0].id });
      const same = await wish(shopper.token, {
        productId: ring.id,
        productCaratId: ring.carats[0].id,
        productColorId: ring.colors[0].id,
        productSizeId: ring.sizes[0].id,
      });
      const soldOutLine = await wish(shopper.token, { productId: soldOut.id, productCaratId: soldOut.carats[0].id });

      expect(same.body.data.wishlistAdd).toMatchObject({ created: false, line: { id: first.body.data.wishlistAdd.line.id } });
      expect(soldOutLine.body.data.wishlistAdd).toMatchObject({ created: true, line: { available: false } });
      expect((await wishRows(shopper.id)).map((r) => r.productId)).toEqual([ring.id, soldOut.id]);
    });

    it.each([
      [
        'an unknown product',
        () => ({ productId: 999999, productCaratId: ring.carats[0].id }),
        { __typename: 'ProductNotFoundError', message: 'Product not found' },
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
        'a negative id',
        () => ({ productId: -3, productCaratId: ring.carats[0].id }),
        { __typename: 'InputValidationError', errorCode: 'INPUT_VALIDATION_ERROR' },
      ],
    ])('refuses %s as an error result and writes nothing', async (_name, input, expected) => {
      const shopper = await newShopper();
      const before = await everything();
      expect((await wish(shopper.token, input())).body.data.wishlistAdd).toMatchObject(expected);
      expect(await everything()).toEqual(before);
    });

    it('removes the own line only: FORBIDDEN for another shopper, NOT_FOUND for an unknown id; an admin may', async () => {
      const owner = await newShopper();
      const other = await newShopper();
      const first = await wishId(owner, { productId: ring.id, productCaratId: ring.carats[0].id });
      const second = await wishId(owner, { productId: earrings.id, productCaratId: earrings.carats[0].id });

      expect((await t.gql(WISHLIST_REMOVE, { id: first }, other.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(WISHLIST_REMOVE, { id: 987654 }, owner.token)).body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect((await wishRows(owner.id)).map((r) => r.id)).toEqual([first, second]);

      expect((await t.gql(WISHLIST_REMOVE, { id: first }, owner.token)).body.data.wishlistRemove).toEqual([{ id: second }]);
      expect((await t.gql(WISHLIST_REMOVE, { id: second }, adminToken)).body.data.wishlistRemove).toEqual([]);
      expect(await wishRows(owner.id)).toEqual([]);
    });

    it('moves a line to the cart: added to the cart and deleted from the wishlist', async () => {
      const shopper = await newShopper();
      const id = await wishId(shopper, {
        productId: ring.id,
        productCaratId: ring.carats[1].id,
        productColorId: ring.colors[1].id,
        productSizeId: ring.sizes[1].id,
      });
      const keep = await wishId(shopper, { productId: earrings.id, productCaratId: earrings.carats[0].id });

      const moved = await t.gql(MOVE, { id, quantity: 2 }, shopper.token);

      const prices = await entry(ring.carats[1].id, 'INR');
      expect(moved.body.data.wishlistMoveToCart).toMatchObject({
        __typename: 'WishlistMoveToCartSuccess',
        cartLine: {
          quantity: 2,
          productCaratId: ring.carats[1].id,
          productColorId: ring.colors[1].id,
          productSizeId: ring.sizes[1].id,
          lineTotal: { minorUnits: prices.unitTotal * 2 },
        },
        cart: { totalQuantity: 2, subtotal: { minorUnits: prices.unitTotal * 2 } },
        wishlist: [{ id: keep }],
      });
      expect(await cartRows(shopper.id)).toEqual([
        {
          id: moved.body.data.wishlistMoveToCart.cartLine.id,
          productId: ring.id,
          productCaratId: ring.carats[1].id,
          productColorId: ring.colors[1].id,
          productSizeId: ring.sizes[1].id,
          quantity: 2,
        },
      ]);
      expect((await wishRows(shopper.id)).map((r) => r.id)).toEqual([keep]);
      // Moving a line that is gone is NOT_FOUND, and the default quantity is 1.
      expect((await t.gql(MOVE, { id }, shopper.token)).body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect((await t.gql(MOVE, { id: keep }, shopper.token)).body.data.wishlistMoveToCart.cartLine.quantity).toBe(1);
    });

    it('changes nothing when the move is refused: out of stock, bad quantity, cart line full, another shopper, no token', async () => {
      const owner = await newShopper();
      const other = await newShopper();
      const soldOutId = await wishId(owner, { productId: soldOut.id, productCaratId: soldOut.carats[0].id });
      const ringId = await wishId(owner, { productId: ring.id, productCaratId: ring.carats[0].id });
      await t.gql(
        'mutation($input: CartAddItemInput!) { cartAddItem(input: $input) { __typename } }',
        { input: { productId: ring.id, productCaratId: ring.carats[0].id, quantity: 9 } },
        owner.token,
      );
      const before = await everything();

      expect((await t.gql(MOVE, { id: soldOutId }, owner.token)).body.data.wishlistMoveToCart).toMatchObject({
        __typename: 'OutOfStockError',
        message: `${soldOut.name} is out of stock`,
      });
      for (const quantity of [0, -1]) {
        expect((await t.gql(MOVE, { id: ringId, quantity }, owner.token)).body.data.wishlistMoveToCart).toMatchObject({
          __typename: 'InputValidationError',
        });
      }
      expect((await t.gql(MOVE, { id: ringId, quantity: 2 }, owner.token)).body.data.wishlistMoveToCart).toMatchObject({
        __typename: 'InputValidationError',
        fieldErrors: [{ field: 'quantity', message: 'You can have at most 10 of this item in your cart' }],
      });
      expect((await t.gql(MOVE, { id: ringId }, other.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(MOVE, { id: ringId })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(await everything()).toEqual(before);
    });

    it('rolls the cart line back when the wishlist delete fails: nothing is half-done', async () => {
      const shopper = await newShopper();
      const id = await wishId(shopper, { productId: earrings.id, productCaratId: earrings.carats[0].id });
      const before = await everything();
      const unblock = await blockWishlistDelete(id);
      let moved;
      try {
        moved = await t.gql(MOVE, { id }, shopper.token);
      } finally {
        await unblock();
      }
      // The server logs the unexpected database error (pino) under the request id the answer carries.
      expect(moved.body.errors[0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      expect(moved.body.errors[0].extensions.requestId).toBe(moved.headers.get('x-request-id'));
      expect(moved.body.errors[0].extensions.requestId).toMatch(/^[\w.:-]{8,}$/);
      expect(await everything()).toEqual(before);
      // Once the database lets it, the same move succeeds.
      expect((await t.gql(MOVE, { id }, shopper.token)).body.data.wishlistMoveToCart.__typename).toBe('WishlistMoveToCartSuccess');
    });

    it('refuses every wishlist operation without a valid token (UNAUTHENTICATED) and writes nothing', async () => {
      const owner = await newShopper();
      const id = await wishId(owner, { productId: ring.id, productCaratId: ring.carats[0].id });
      const before = await everything();
      for (const token of [null, 'garbage']) {
        for (const result of [
          await t.gql(WISHLIST, {}, token),
          await wish(token, { productId: ring.id, productCaratId: ring.carats[1].id }),
          await t.gql(WISHLIST_REMOVE, { id }, token),
          await t.gql(MOVE, { id }, token),
        ]) {
          expect(result.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
        }
      }
      expect(await everything()).toEqual(before);
    });

    it('lists the wishlist with the same number of SQL statements for 2 and 8 lines', async () => {
      const small = await newShopper();
      const large = await newShopper();
      const ids = (await db('SELECT id FROM products ORDER BY id LIMIT 8')).map((r: { id: number }) => r.id);
      for (const [shopper, count] of [
        [small, 2],
        [large, 8],
      ] as const) {
        for (const id of ids.slice(0, count))
          await wish(shopper.token, { productId: id, productCaratId: (await product(id)).carats[0].id });
      }
      const few = await t.gql(WISHLIST, {}, small.token);
      const many = await t.gql(WISHLIST, {}, large.token);
      const fewRest = await t.rest('GET', `/api/getallwish/${small.id}`, undefined, small.token);
      const manyRest = await t.rest('GET', `/api/getallwish/${large.id}`, undefined, large.token);
      expect(few.body.data.wishlist).toHaveLength(2);
      expect(many.body.data.wishlist).toHaveLength(8);
      expect(many.sqlStatements).toBe(few.sqlStatements);
      expect(manyRest.body).toHaveLength(8);
      expect(manyRest.sqlStatements).toBe(fewRest.sqlStatements);
      console.info(
        `[${t.kind}] SQL statements of the wishlist: GraphQL ${few.sqlStatements}/${many.sqlStatements}, REST ${fewRest.sqlStatements}/${manyRest.sqlStatements} (2/8 lines)`,
      );
    });
  });

  describe('legacy REST', () => {
    it('POST /api/addwishlist resolves 1-based positions and keeps one row for the same line', async () => {
      const shopper = await newShopper();
      const body = { userId: shopper.id, p_id: ring.id, pc_id: ring.carats[1].id, pcolor_id: 2, ps_id: 2 };

      const created = await t.rest('POST', '/api/addwishlist', body, shopper.token);
      const again = await t.rest('POST', '/api/addwishlist', { ...body, pcolor_id: '2' }, shopper.token);

      expect(created).toMatchObject({ status: 201, body: { message: 'Item added to wishlist', wishlist_id: expect.any(Number) } });
      expect(again).toMatchObject({
        status: 200,
        body: { message: 'Item is already in your wishlist', wishlist_id: created.body.wishlist_id },
      });
      expect(await wishRows(shopper.id)).toEqual([
        {
          id: created.body.wishlist_id,
          productId: ring.id,
          productCaratId: ring.carats[1].id,
          productColorId: ring.colors[1].id,
          productSizeId: ring.sizes[1].id,
        },
      ]);
    });

    it.each([
      ['a colour position out of range', (s: Shopper) => ({ userId: s.id, p_id: ring.id, pc_id: ring.carats[0].id, pcolor_id: 99 }), 400],
      ['a size position out of range', (s: Shopper) => ({ userId: s.id, p_id: ring.id, pc_id: ring.carats[0].id, ps_id: 99 }), 400],
      ['an unknown product', (s: Shopper) => ({ userId: s.id, p_id: 999999, pc_id: ring.carats[0].id }), 404],
      ['a carat of another product', (s: Shopper) => ({ userId: s.id, p_id: ring.id, pc_id: earrings.carats[0].id }), 400],
      ['a text product id', (s: Shopper) => ({ userId: s.id, p_id: 'ring', pc_id: ring.carats[0].id }), 400],
    ])('POST /api/addwishlist refuses %s and writes nothing', async (_name, body, status) => {
      const shopper = await newShopper();
      const before = await everything();
      const result = await t.rest('POST', '/api/addwishlist', body(shopper), shopper.token);
      expect(result).toMatchObject({ status, body: { details: expect.any(String) } });
      expect(await everything()).toEqual(before);
    });

    it('POST /api/addwishlist needs a token (401) and the own userId (403)', async () => {
      const owner = await newShopper();
      const other = await newShopper();
      const body = { userId: owner.id, p_id: ring.id, pc_id: ring.carats[0].id, pcolor_id: 1, ps_id: 1 };
      const before = await everything();
      expect(await t.rest('POST', '/api/addwishlist', body)).toMatchObject({ status: 401, body: { details: 'Authentication required' } });
      expect(await t.rest('POST', '/api/addwishlist', body, other.token)).toMatchObject({ status: 403 });
      expect(await everything()).toEqual(before);
      expect((await t.rest('POST', '/api/addwishlist', body, adminToken)).status).toBe(201);
    });

    it('GET /api/getallwish/{userId} answers wishlist items with the cart product fields', async () => {
      const shopper = await newShopper(2);
      const other = await newShopper();
      await t.rest(
        'POST',
        '/api/addwishlist',
        { userId: shopper.id, p_id: earrings.id, pc_id: earrings.carats[1].id, pcolor_id: 2 },
        shopper.token,
      );
      const [row] = await wishRows(shopper.id);
      const prices = await entry(earrings.carats[1].id, 'USD');

      const result = await t.rest('GET', `/api/getallwish/${shopper.id}`, undefined, shopper.token);

      const expected = [
        {
          wishlist_id: row.id,
          pc_id: earrings.carats[1].id,
          product: {
            p_id: earrings.id,
            name: earrings.name,
            image: await firstImage(earrings.colors[1].id),
            color: earrings.colors[1].name,
            purity: `${earrings.carats[1].value}K`,
            size: null,
            price: prices.price / 100,
            stoneCharge: prices.stone / 100,
            labourCharge: prices.labour / 100,
            currencyCode: 'USD',
            outOfStock: false,
          },
        },
      ];
      expect(result).toMatchObject({ status: 200, body: expected });
      expect(await t.rest('GET', `/api/getallwish/${shopper.id}`)).toMatchObject({ status: 401 });
      expect(await t.rest('GET', `/api/getallwish/${shopper.id}`, undefined, other.token)).toMatchObject({ status: 403 });
      expect((await t.rest('GET', `/api/getallwish/${shopper.id}`, undefined, adminToken)).body).toEqual(expected);
    });

    it('DELETE /api/removewish/{wishlist_id} removes the own line only', async () => {
      const owner = await newShopper();
      const other = await newShopper();
      const id = (await t.rest('POST', '/api/addwishlist', { userId: owner.id, p_id: ring.id, pc_id: ring.carats[0].id }, owner.token)).body
        .wishlist_id;

      expect(await t.rest('DELETE', `/api/removewish/${id}`)).toMatchObject({ status: 401 });
      expect(await t.rest('DELETE', `/api/removewish/${id}`, undefined, other.token)).toMatchObject({ status: 403 });
      expect(await t.rest('DELETE', '/api/removewish/987654', undefined, owner.token)).toMatchObject({
        status: 404,
        body: { details: 'Wishlist item not found' },
      });
      expect(await t.rest('DELETE', '/api/removewish/x', undefined, owner.token)).toMatchObject({
        status: 400,
        body: { details: 'Invalid wishlist_id' },
      });
      expect(await wishRows(owner.id)).toHaveLength(1);

      expect(await t.rest('DELETE', `/api/removewish/${id}`, undefined, owner.token)).toMatchObject({
        status: 200,
        body: { message: 'Item removed from wishlist' },
      });
      expect(await wishRows(owner.id)).toEqual([]);
    });
  });
});
