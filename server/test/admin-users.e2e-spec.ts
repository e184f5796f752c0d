import { randomBytes } from 'node:crypto';
import { CartItem } from '../src/entities/cart-item.entity';
import { Currency } from '../src/entities/currency.entity';
import { Order, OrderSource, PaymentMethod, PaymentStatus } from '../src/entities/order.entity';
import { ProductCarat } from '../src/entities/product-carat.entity';
import { Role, User } from '../src/entities/user.entity';
import { WishlistItem } from '../src/entities/wishlist-item.entity';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  INR_CUSTOMER_EMAIL,
  type TestServer,
  startTestServer,
} from './support/test-server';

// Back-office users on both transports: GraphQL adminUsers / deleteUser and the legacy REST rows
// GET /user/getall and DELETE /user/delete/{userId}. Expected lists are read from the users table.

const ADMIN_USERS = `query AdminUsers($search: String, $first: Int, $offset: Int) {
  adminUsers(search: $search, first: $first, offset: $offset) { totalCount items { id firstName lastName email role isActive currency { code } } }
}`;
const DELETE_USER = `mutation DeleteUser($id: Int!) {
  deleteUser(id: $id) {
    __typename
    ... on UserDeleted { id cartLinesRemoved wishlistLinesRemoved message }
    ... on ErrorResult { errorCode message }
  }
}`;

describe(`admin users [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let customer: string;
  let adminId: number;
  const users = () => t.server.dataSource.getRepository(User);
  /** Every account as the list orders them: newest first, the id breaking ties. */
  const newestFirst = async () => (await users().find()).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);

  /** An account written straight to the database (its password is never used). */
  async function insertUser(over: Partial<User> = {}): Promise<User> {
    const inr = await t.server.dataSource.getRepository(Currency).findOneByOrFail({ code: 'INR' });
    const tag = randomBytes(4).toString('hex');
    return users().save(
      users().create({
        firstName: 'Test',
        lastName: `User ${tag}`,
        email: `user.${tag}@example.com`,
        phone: '+919800000000',
        passwordHash: 'not-a-hash',
        role: Role.CUSTOMER,
        currencyId: inr.id,
        isActive: true,
        ...over,
      }),
    );
  }

  /** A cart line, a wishlist line and an order of `user` (straight to the database). */
  async function giveShoppingHistory(user: User): Promise<{ orderId: number }> {
    const ds = t.server.dataSource;
    const [pc] = await ds.getRepository(ProductCarat).find({ order: { id: 'ASC' }, take: 1 });
    await ds
      .getRepository(CartItem)
      .save({ userId: user.id, productId: pc.productId, productCaratId: pc.id, productColorId: null, productSizeId: null, quantity: 2 });
    await ds
      .getRepository(WishlistItem)
      .save({ userId: user.id, productId: pc.productId, productCaratId: pc.id, productColorId: null, productSizeId: null });
    const order = await ds.getRepository(Order).save(
      ds.getRepository(Order).create({
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        address: '1 Test Street',
        apartment: null,
        city: 'Pune',
        state: 'Maharashtra',
        zipCode: '411001',
        currencyCode: 'INR',
        subtotalMinor: 1000,
        shippingMinor: 0,
        taxMinor: 0,
        totalMinor: 1000,
        paymentMethod: PaymentMethod.COD,
        paymentStatus: PaymentStatus.COD,
        source: OrderSource.CART,
        idempotencyKey: null,
      }),
    );
    return { orderId: order.id };
  }

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    customer = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    adminId = (await users().findOneByOrFail({ email: ADMIN_EMAIL })).id;
    // Enough accounts for more than one page of 10.
    for (let i = 0; i < 12; i++) await insertUser({ firstName: `Pager${i}` });
  });
  afterAll(() => t?.close());

  describe('adminUsers', () => {
    it('answers the first page of 10, newest first, with the total, in a fixed number of statements', async () => {
      // Arrange
      const expected = await newestFirst();
      // Act
      const result = await t.gql(ADMIN_USERS, {}, admin);
      // Assert
      expect(result.body.errors).toBeUndefined();
      const page = result.body.data.adminUsers;
      expect(page.totalCount).toBe(expected.length);
      expect(page.items.map((u: { id: number }) => u.id)).toEqual(expected.slice(0, 10).map((u) => u.id));
      expect(page.items[0]).toMatchObject({
        firstName: expected[0].firstName,
        email: expected[0].email,
        role: expected[0].role.toUpperCase(),
        isActive: true,
        currency: { code: 'INR' },
      });
      // token + page + count + one batched currency look-up, however many accounts the page has
      expect(result.sqlStatements).toBe(4);
      expect((await t.gql(ADMIN_USERS, { first: 2 }, admin)).sqlStatements).toBe(4);
    });

    it('pages with first and offset', async () => {
      const expected = await newestFirst();
      const second = await t.gql(ADMIN_USERS, { first: 5, offset: 5 }, admin);
      expect(second.body.data.adminUsers.items.map((u: { id: number }) => u.id)).toEqual(expected.slice(5, 10).map((u) => u.id));
      expect(second.body.data.adminUsers.totalCount).toBe(expected.length);
    });

    it('searches first name, last name and e-mail case-insensitively; every word must match', async () => {
      // Arrange
      const a = await insertUser({
        firstName: 'Anaya',
        lastName: 'Kapoor',
        email: `anaya.${randomBytes(3).toString('hex')}@jewels.example.com`,
      });
      const b = await insertUser({ firstName: 'Rohan', lastName: 'Kapoor' });
      await insertUser({ firstName: 'Anaya', lastName: 'Mehta' });
      // Act
      const byLastName = await t.gql(ADMIN_USERS, { search: 'KAPOOR' }, admin);
      const twoWords = await t.gql(ADMIN_USERS, { search: 'anaya kapoor' }, admin);
      const byEmail = await t.gql(ADMIN_USERS, { search: '@JEWELS.example' }, admin);
      // Assert
      const ids = (r: { body: any }) => r.body.data.adminUsers.items.map((u: { id: number }) => u.id);
      expect(ids(byLastName)).toEqual([b.id, a.id]);
      expect(byLastName.body.data.adminUsers.totalCount).toBe(2);
      expect(ids(twoWords)).toEqual([a.id]);
      expect(ids(byEmail)).toEqual([a.id]);
    });

    it('treats LIKE wildcards in the search as plain characters', async () => {
      const underscore = await insertUser({ firstName: 'Zed_wild' });
      await insertUser({ firstName: 'ZedXwild' });
      const percent = await insertUser({ lastName: 'Hundred%Sure' });

      const under = await t.gql(ADMIN_USERS, { search: 'zed_' }, admin);
      const pct = await t.gql(ADMIN_USERS, { search: '%sure' }, admin);
      const bang = await t.gql(ADMIN_USERS, { search: '!' }, admin);

      expect(under.body.data.adminUsers.items.map((u: { id: number }) => u.id)).toEqual([underscore.id]);
      expect(pct.body.data.adminUsers.items.map((u: { id: number }) => u.id)).toEqual([percent.id]);
      expect(bang.body.data.adminUsers.totalCount).toBe(0);
    });
  });

  describe('deleteUser', () => {
    it('deletes the account with its cart and wishlist lines; its orders stay, unlinked', async () => {
      // Arrange
      const victim = await insertUser();
      const bystander = await insertUser();
      const { orderId } = await giveShoppingHistory(victim);
      await giveShoppingHistory(bystander);
      const ds = t.server.dataSource;
      // Act
      const result = await t.gql(DELETE_USER, { id: victim.id }, admin);
      // Assert
      expect(result.body.data.deleteUser).toEqual({
        __typename: 'UserDeleted',
        id: victim.id,
        cartLinesRemoved: 1,
        wishlistLinesRemoved: 1,
        message: 'User deleted successfully!',
      });
      expect(await users().existsBy({ id: victim.id })).toBe(false);
      expect(await ds.getRepository(CartItem).countBy({ userId: victim.id })).toBe(0);
      expect(await ds.getRepository(WishlistItem).countBy({ userId: victim.id })).toBe(0);
      expect(await ds.getRepository(Order).findOneByOrFail({ id: orderId })).toMatchObject({ userId: null, email: victim.email });
      expect(await ds.getRepository(CartItem).countBy({ userId: bystander.id })).toBe(1);
      expect(await ds.getRepository(WishlistItem).countBy({ userId: bystander.id })).toBe(1);
    });

    it('refuses to let an admin delete their own account', async () => {
      const result = await t.gql(DELETE_USER, { id: adminId }, admin);
      expect(result.body.data.deleteUser).toEqual({
        __typename: 'CannotDeleteSelfError',
        errorCode: 'CANNOT_DELETE_SELF_ERROR',
        message: 'You cannot delete your own account',
      });
      expect(await users().existsBy({ id: adminId })).toBe(true);
    });

    it('answers NOT_FOUND for an unknown account', async () => {
      const before = await users().count();
      const result = await t.gql(DELETE_USER, { id: 987654 }, admin);
      expect(result.body.errors[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
      expect(await users().count()).toBe(before);
    });

    it('lets an admin delete another admin', async () => {
      const other = await insertUser({ role: Role.ADMIN });
      const result = await t.gql(DELETE_USER, { id: other.id }, admin);
      expect(result.body.data.deleteUser.__typename).toBe('UserDeleted');
      expect(await users().existsBy({ id: other.id })).toBe(false);
    });
  });

  describe('legacy REST', () => {
    it('GET /api/user/getall answers every account as a plain array, newest first, and filters with ?search', async () => {
      const expected = await newestFirst();
      const all = await t.rest('GET', '/api/user/getall', undefined, admin);
      const found = await t.rest('GET', `/api/user/getall?search=${encodeURIComponent(expected[0].email.toUpperCase())}`, undefined, admin);

      expect(all.status).toBe(200);
      expect(all.body.map((u: { userId: number }) => u.userId)).toEqual(expected.map((u) => u.id));
      expect(all.body[0]).toEqual({
        userId: expected[0].id,
        name: `${expected[0].firstName} ${expected[0].lastName}`,
        firstName: expected[0].firstName,
        lastName: expected[0].lastName,
        email: expected[0].email,
        phone: expected[0].phone,
        role: expected[0].role === Role.ADMIN ? 'admin' : 'user',
        isActive: expected[0].isActive,
        createdAt: expected[0].createdAt.toISOString(),
      });
      expect(found.body.map((u: { userId: number }) => u.userId)).toEqual([expected[0].id]);
      // token + one SELECT
      expect(all.sqlStatements).toBe(2);
    });

    it('DELETE /api/user/delete/{userId} deletes the account with its cart and wishlist, keeps its orders', async () => {
      const victim = await insertUser();
      const { orderId } = await giveShoppingHistory(victim);
      const result = await t.rest('DELETE', `/api/user/delete/${victim.id}`, undefined, admin);
      expect(result).toMatchObject({ status: 200, body: { message: 'User deleted successfully!', userId: victim.id } });
      expect(await users().existsBy({ id: victim.id })).toBe(false);
      expect(await t.server.dataSource.getRepository(CartItem).countBy({ userId: victim.id })).toBe(0);
      expect(await t.server.dataSource.getRepository(WishlistItem).countBy({ userId: victim.id })).toBe(0);
      expect((await t.server.dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).userId).toBeNull();
    });

    it("DELETE /api/user/delete refuses one's own account (400), an unknown one (404) and a malformed id (400)", async () => {
      expect(await t.rest('DELETE', `/api/user/delete/${adminId}`, undefined, admin)).toMatchObject({
        status: 400,
        body: { details: 'You cannot delete your own account' },
      });
      expect(await t.rest('DELETE', '/api/user/delete/987654', undefined, admin)).toMatchObject({
        status: 404,
        body: { details: 'User not found' },
      });
      expect(await t.rest('DELETE', '/api/user/delete/abc', undefined, admin)).toMatchObject({
        status: 400,
        body: { details: 'Invalid user id' },
      });
      expect(await users().existsBy({ id: adminId })).toBe(true);
    });
  });

  describe('admin only', () => {
    it.each([
      ['adminUsers', ADMIN_USERS, {}],
      ['deleteUser', DELETE_USER, { id: 1 }],
    ])('%s: UNAUTHENTICATED for a guest, FORBIDDEN for a customer', async (_name, query, variables) => {
      const before = await users().count();
      const guest = await t.gql(query, variables);
      const shopper = await t.gql(query, variables, customer);
      expect(guest.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(shopper.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(await users().count()).toBe(before);
    });

    it.each([
      ['GET', '/api/user/getall'],
      ['DELETE', '/api/user/delete/1'],
    ])('%s %s: 401 for a guest, 403 for a customer', async (method, path) => {
      const before = await users().count();
      expect(await t.rest(method, path)).toMatchObject({ status: 401, body: { details: 'Authentication required' } });
      expect(await t.rest(method, path, undefined, customer)).toMatchObject({
        status: 403,
        body: { details: 'Administrator access required' },
      });
      expect(await users().count()).toBe(before);
    });
  });
});
