import { randomBytes } from 'node:crypto';
import {
  type Read,
  expectDone,
  expectFresh,
  expectSignedOut,
  gqlRead,
  restRead,
  startServerBeside,
  warm,
  xCache,
} from './support/cache-probes';
import { ADMIN_WRITES, LISTING, type Shop, VIEWER_LISTING, WRITE_CASES, product, rowsAsNumbers } from './support/cache-write-cases';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  type HttpResult,
  INR_CUSTOMER_EMAIL,
  type TestServer,
  USD_CUSTOMER_EMAIL,
  deleteRedisKeys,
  startTestServer,
} from './support/test-server';

// The response cache (server/src/cache/response-cache.ts) is always correct: public reads come from
// memory until a write that shoppers can see commits, and then never again, on GraphQL and on the legacy
// REST paths, on every app server sharing one Redis. Each write case warms its reads first and checks
// the warm read was a hit, so it fails when the data version does not move.

const enc = encodeURIComponent;

describe(`response cache [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let inrCustomer: string;
  let usdCustomer: string;
  const shop = (): Shop => {
    const s: Shop = {
      t,
      admin: async (query, variables) => expectDone(await t.gql(query, variables, admin)),
      row: async (sql, params) => {
        const rows: Record<string, unknown>[] = await t.server.dataSource.query(sql, params);
        if (!rows.length) throw new Error(`no row for ${sql}`);
        return rowsAsNumbers(rows[0]);
      },
      updateProduct: async (id, changes) => {
        const stored = await s.row('SELECT name, description, weightInGrams, metalTypeId, subcategoryId FROM products WHERE id = ?', [id]);
        await s.admin(ADMIN_WRITES.updateProduct, { id, input: { ...stored, ...changes } });
      },
    };
    return s;
  };

  /** A fresh customer account of one currency, signed in. */
  async function newCustomer(code: 'INR' | 'USD', phone: string): Promise<{ id: number; token: string; email: string }> {
    const { id: currencyId } = await shop().row('SELECT id FROM currencies WHERE code = ?', [code]);
    const email = `cache-${randomBytes(4).toString('hex')}@example.com`;
    const input = { email, password: CUSTOMER_PASSWORD, firstName: 'Cache', lastName: code, phone, currencyId };
    const signup = await t.gql('mutation ($input: SignupInput!) { signup(input: $input) { ... on SignupSuccess { user { id } } } }', {
      input,
    });
    return { id: signup.body.data.signup.user.id, token: await t.login(email, CUSTOMER_PASSWORD), email };
  }

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    inrCustomer = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    usdCustomer = await t.login(USD_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
  });
  afterAll(() => t?.close());

  describe('anonymous reads', () => {
    it('answers a repeated listing from memory: same body, no SQL, an ETag that gives 304', async () => {
      // Arrange
      const read = gqlRead(t, LISTING, { first: 7 });
      const first = await read.cached();
      // Act
      const second = await read.cached();
      // As a browser revalidates (fetch adds `Cache-Control: no-cache` to an If-None-Match it is not told otherwise).
      const revalidate = { 'if-none-match': second.headers.get('etag')!, 'cache-control': 'max-age=0' };
      const revalidated = await t.cached.gql(LISTING, { first: 7 }, null, revalidate);
      // Assert
      expect(xCache(first)).toBe('miss');
      expect(first.sqlStatements).toBeGreaterThan(0);
      expect(second.body).toEqual(first.body);
      expect(xCache(second)).toBe('hit');
      expect(second.sqlStatements).toBe(0);
      expect(second.headers.get('cache-control')).toBe('public, no-cache');
      for (const header of ['content-type', 'content-security-policy', 'x-content-type-options']) {
        expect(second.headers.get(header)).toBe(first.headers.get(header));
      }
      expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
      expect(second.headers.get('etag')).toMatch(/^".+"$/);
      expect(revalidated.status).toBe(304);
      expect(revalidated.body).toBeNull();
      expect(revalidated.sqlStatements).toBe(0);
    });

    it('caches GET /graphql (with the preflight header) and the REST listing', async () => {
      // Arrange
      const url = `/graphql?query=${enc(LISTING)}&variables=${enc(JSON.stringify({ first: 5 }))}`;
      const get = () => t.cached.rest('GET', url, undefined, null, { 'apollo-require-preflight': '1' });
      const rest = () => t.cached.rest('GET', '/api/get-filtered-products?limit=5');
      const [firstGet, firstRest] = [await get(), await rest()];
      // Act
      const [secondGet, secondRest] = [await get(), await rest()];
      // Assert
      expect([xCache(firstGet), xCache(secondGet)]).toEqual(['miss', 'hit']);
      expect(secondGet.body).toEqual(firstGet.body);
      expect(secondGet.body.data.products.items).toHaveLength(5);
      expect([xCache(firstRest), xCache(secondRest)]).toEqual(['miss', 'hit']);
      expect(secondRest.body).toEqual(firstRest.body);
      expect(secondRest.sqlStatements).toBe(0);
    });

    it('keeps the X-Total-Count of a REST listing on a hit (the legacy client pages with it)', async () => {
      // Arrange
      const read = restRead(t, '/api/get-filtered-products?limit=3');
      const miss = await read.cached();
      // Act
      const hit = await read.cached();
      // Assert
      expect(miss.headers.get('x-total-count')).toMatch(/^\d+$/);
      expect([xCache(hit), hit.headers.get('x-total-count')]).toEqual(['hit', miss.headers.get('x-total-count')]);
    });

    it('answers a malformed JSON body as the API does', async () => {
      const send = (headers: Record<string, string>) =>
        fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: '{"query": "{ colors',
        });
      const [cached, direct] = [await send({}), await send({ 'cache-control': 'no-cache' })];
      expect(cached.status).toBe(400);
      expect({ status: cached.status, body: await cached.text() }).toEqual({ status: direct.status, body: await direct.text() });
    });

    it('is bypassed by a request sending Cache-Control: no-cache', async () => {
      await warm(gqlRead(t, LISTING, { first: 7 }));
      const bypass = await t.gql(LISTING, { first: 7 });
      expect(xCache(bypass)).toBeNull();
      expect(bypass.sqlStatements).toBeGreaterThan(0);
    });
  });

  describe('the very next read after an admin write shows it, on GraphQL and REST', () => {
    it.each(WRITE_CASES)('%s', async (_what, plan) => {
      // Arrange: both reads answered from the cache
      const { gql, rest, write } = await plan(shop());
      const reads: Read[] = [gqlRead(t, ...gql), restRead(t, rest)];
      const before = [await warm(reads[0]), await warm(reads[1])];
      // Act
      await write();
      // Assert
      for (const [i, read] of reads.entries()) await expectFresh(read, before[i]);
    });
  });

  describe('signed-in reads', () => {
    const currencies = (result: HttpResult) => [
      ...new Set(result.body.data.products.items.map((p: { price: { price: { currencyCode: string } } }) => p.price.price.currencyCode)),
    ];

    it("gives each account its own currency's answer from the cache, privately", async () => {
      // Arrange
      const asInr = gqlRead(t, VIEWER_LISTING, undefined, inrCustomer);
      const asUsd = gqlRead(t, VIEWER_LISTING, undefined, usdCustomer);
      const asGuest = gqlRead(t, VIEWER_LISTING);
      // Act
      const [inr, usd, guest] = [await warm(asInr), await warm(asUsd), await warm(asGuest)];
      // Assert
      expect([currencies(inr), currencies(usd), currencies(guest)]).toEqual([['INR'], ['USD'], ['INR']]);
      expect(inr.headers.get('cache-control')).toBe('private, no-cache');
      expect(usd.headers.get('cache-control')).toBe('private, no-cache');
      // A hit for a signed-in viewer costs the one read of the account that verifies its token (docs/decisions.md#tokens).
      expect([inr.sqlStatements, usd.sqlStatements]).toEqual([1, 1]);
    });

    it('shows an account its new currency on its next listing (no API changes it: an UPDATE on the database)', async () => {
      // Arrange
      const account = await newCustomer('INR', '+919800000101');
      const read = gqlRead(t, VIEWER_LISTING, undefined, account.token);
      expect(currencies(await warm(read))).toEqual(['INR']);
      // Act
      await t.server.dataSource.query("UPDATE users SET currencyId = (SELECT id FROM currencies WHERE code = 'USD') WHERE id = ?", [
        account.id,
      ]);
      // Assert
      expect(currencies(await read.cached())).toEqual(['USD']);
    });

    it("prices REST reads in a phone's new owner's currency after a profile update", async () => {
      // Arrange: nobody has the phone yet, so rupees
      const phone = '+14155550188';
      const account = await newCustomer('USD', '+14155550177');
      const read = restRead(t, `/api/get-new-arrivals?limit=2&phoneNumber=${enc(phone)}`);
      const before = await warm(read);
      expect(before.body[0].currencyCode).toBe('INR');
      // Act
      const update = await t.gql(
        'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }',
        { input: { phone, currentPassword: CUSTOMER_PASSWORD } },
        account.token,
      );
      // Assert
      expectDone(update);
      expect((await expectFresh(read, before)).body[0].currencyCode).toBe('USD');
    });

    it("refuses a deactivated account's token on its next request, and prices its phone in rupees", async () => {
      // Arrange
      const phone = '+14155550166';
      const account = await newCustomer('USD', phone);
      const listing = gqlRead(t, VIEWER_LISTING, undefined, account.token);
      const byPhone = restRead(t, `/api/get-new-arrivals?limit=2&phoneNumber=${enc(phone)}`);
      await warm(listing);
      const before = await warm(byPhone);
      // Act
      await shop().admin(ADMIN_WRITES.updateUserAccess, { id: account.id, input: { isActive: false } });
      // Assert
      await expectSignedOut(t, listing, account.token);
      expect(currencies(await listing.cached())).toEqual(['INR']);
      expect((await expectFresh(byPhone, before)).body[0].currencyCode).toBe('INR');
    });

    it('refuses a token after its logout on the next request', async () => {
      // Arrange
      const account = await newCustomer('INR', '+919800000102');
      const listing = gqlRead(t, VIEWER_LISTING, undefined, account.token);
      await warm(listing);
      // Act
      expect((await t.gql('mutation { logout }', undefined, account.token)).body.data.logout).toBe(true);
      // Assert
      await expectSignedOut(t, listing, account.token);
    });

    it('never serves per-user reads (me, cart, wishlist, myOrders) from the cache, nor one account to another', async () => {
      // Arrange: something in the INR account's cart and wishlist
      const line = await shop().row(
        `SELECT pc.productId, pc.id AS productCaratId FROM product_carats pc JOIN products p ON p.id = pc.productId
          WHERE p.outOfStock = ? ORDER BY pc.id LIMIT 1`,
        [false],
      );
      const colour = await shop().row('SELECT id FROM product_colors WHERE productId = ? ORDER BY position LIMIT 1', [line.productId]);
      const item = { ...line, productColorId: colour.id };
      expectDone(
        await t.gql('mutation ($input: CartAddItemInput!) { cartAddItem(input: $input) { __typename } }', { input: item }, inrCustomer),
      );
      expectDone(
        await t.gql('mutation ($input: WishlistAddInput!) { wishlistAdd(input: $input) { __typename } }', { input: item }, inrCustomer),
      );
      const PERSONAL =
        'query CachePersonal { me { email } cart { items { id } } wishlist { id } myOrders { totalCount } products(first: 1) { totalCount } }';
      // Act
      const answers: HttpResult[] = [];
      for (const token of [inrCustomer, usdCustomer, inrCustomer, usdCustomer])
        answers.push(await t.cached.gql(PERSONAL, undefined, token));
      // Assert
      expect(answers.map(xCache)).toEqual([null, null, null, null]);
      expect(answers.map((a) => a.body.data.me.email)).toEqual([
        INR_CUSTOMER_EMAIL,
        USD_CUSTOMER_EMAIL,
        INR_CUSTOMER_EMAIL,
        USD_CUSTOMER_EMAIL,
      ]);
      expect(answers[0].body.data.cart.items.length).toBeGreaterThan(0);
      expect(answers[0].body.data.wishlist.length).toBeGreaterThan(0);
      const lines = (answer: HttpResult): number[] => answer.body.data.cart.items.map((i: { id: number }) => i.id);
      expect(lines(answers[1]).filter((id) => lines(answers[0]).includes(id))).toEqual([]);
      expect([lines(answers[2]), lines(answers[3])]).toEqual([lines(answers[0]), lines(answers[1])]);
    });
  });

  describe('what is never kept', () => {
    it('keeps neither a mutation nor an answer with errors', async () => {
      // Act
      const mutations = [
        await t.cached.gql('mutation CacheGuestLogout { logout }'),
        await t.cached.gql('mutation CacheGuestLogout { logout }'),
      ];
      const bad = 'query CacheBadListing { products(filter: { minPrice: -1 }) { totalCount } }';
      const refused = [await t.cached.gql(bad), await t.cached.gql(bad)];
      // Assert
      expect(mutations.map(xCache)).toEqual([null, null]);
      expect(refused.map(xCache)).toEqual(['miss', 'miss']);
      expect(refused.map((r) => r.body.errors?.[0].extensions.code)).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT']);
    });

    it('stays warm when a shopper writes only private rows (cart, wishlist)', async () => {
      // Arrange
      const read = gqlRead(t, LISTING, { first: 9 });
      const before = await warm(read);
      const line = await shop().row(
        `SELECT pc.productId, pc.id AS productCaratId, c.id AS productColorId FROM product_carats pc JOIN products p ON p.id = pc.productId
           JOIN product_colors c ON c.productId = p.id
          WHERE p.outOfStock = ? ORDER BY pc.id DESC LIMIT 1`,
        [false],
      );
      // Act
      expectDone(
        await t.gql('mutation ($input: CartAddItemInput!) { cartAddItem(input: $input) { __typename } }', { input: line }, usdCustomer),
      );
      expectDone(
        await t.gql('mutation ($input: WishlistAddInput!) { wishlistAdd(input: $input) { __typename } }', { input: line }, usdCustomer),
      );
      // Assert
      const after = await read.cached();
      expect(xCache(after)).toBe('hit');
      expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
    });
  });
});

describe(`response cache on two app servers sharing Redis [${process.env.TEST_DB_KIND}]`, () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `shop-cache-test-${randomBytes(4).toString('hex')}`;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    a = await startTestServer({ REDIS_URL: redisUrl, RATE_LIMIT_PREFIX: prefix });
    b = await startServerBeside(a, { REDIS_URL: redisUrl, RATE_LIMIT_PREFIX: prefix });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await deleteRedisKeys(redisUrl, prefix);
  });

  it('shows on server B the price an admin saved through server A, on the next read', async () => {
    // Arrange
    const admin = await a.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const [pc] = await a.server.dataSource.query('SELECT id, productId, caratId FROM product_carats ORDER BY id LIMIT 1');
    const [inr] = await a.server.dataSource.query("SELECT id FROM currencies WHERE code = 'INR'");
    const reads = [
      gqlRead(b, product('prices(currencyCode: "INR") { price { minorUnits } }'), { id: Number(pc.productId) }),
      restRead(b, `/api/get-product-price-by-currency?pc_id=${pc.id}`),
    ];
    const before = [await warm(reads[0]), await warm(reads[1])];
    const prices = [{ currencyId: Number(inr.id), price: 88888.88, stoneCharge: 10, labourCharge: 20, manual: true }];
    // Act
    const input = { productId: Number(pc.productId), caratId: Number(pc.caratId), prices };
    expectDone(await a.gql(ADMIN_WRITES.updateProductCarat, { id: Number(pc.id), input }, admin));
    // Assert
    for (const [i, read] of reads.entries()) await expectFresh(read, before[i]);
    expect((await reads[1].cached()).body.price).toBe(88888.88);
  });

  it('refuses on server B a token logged out through server A', async () => {
    // Arrange
    const token = await a.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    const listing = gqlRead(b, VIEWER_LISTING, undefined, token);
    await warm(listing);
    // Act
    expect((await a.gql('mutation { logout }', undefined, token)).body.data.logout).toBe(true);
    // Assert
    await expectSignedOut(b, listing, token);
  });

  it('answers every read correctly, uncached, when Redis does not answer', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = await startServerBeside(a, { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PREFIX: prefix });
    try {
      const token = await down.login(USD_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
      const reads = [
        gqlRead(down, LISTING, { first: 6 }),
        gqlRead(down, VIEWER_LISTING, undefined, token),
        restRead(down, '/api/get-colors'),
      ];
      for (const read of reads) {
        const answers = [await read.cached(), await read.cached()];
        const truth = await read.truth();
        expect(answers.map(xCache)).toEqual([null, null]);
        for (const answer of answers)
          expect({ status: answer.status, body: answer.body }).toEqual({ status: truth.status, body: truth.body });
      }
      // A write through it is saved and shows at once there.
      const admin = await down.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      expect((await down.rest('POST', '/api/create-color', { name: 'Offline Blue' }, admin)).status).toBe(201);
      expect((await down.cached.rest('GET', '/api/get-colors')).body).toContainEqual(expect.objectContaining({ name: 'Offline Blue' }));
    } finally {
      await down.close();
      quiet.mockRestore();
    }
  });
});
