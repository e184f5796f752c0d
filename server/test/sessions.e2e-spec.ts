import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import jwt from 'jsonwebtoken';
import { createConnection } from 'mysql2/promise';
import { IsNull, Not } from 'typeorm';
import { RefreshToken } from '../src/entities/refresh-token.entity';
import { User } from '../src/entities/user.entity';
import { ADMIN_EMAIL, ADMIN_PASSWORD, CUSTOMER_PASSWORD, type TestServer, databaseUrlOf, startTestServer } from './support/test-server';

// Sessions (docs/decisions.md#sessions): short-lived access tokens, rotated refresh cookies, and revocation
// at once on logout, password change, deactivation and demotion, on GraphQL and REST alike.

const COOKIE = 'aurelia_refresh';
const AUTH_PAYLOAD = '__typename ... on AuthPayload { token expiresAt user { id email role } } ... on ErrorResult { errorCode message }';
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { ${AUTH_PAYLOAD} } }`;
const REFRESH = 'mutation RefreshSession { refreshSession { token expiresAt user { id email } } }';
const LOGOUT = 'mutation Logout { logout }';
const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { ${AUTH_PAYLOAD} } }`;
const UPDATE_ACCESS = `mutation UpdateUserAccess($id: Int!, $input: UserAccessInput!) {
  updateUserAccess(id: $id, input: $input) { __typename ... on User { id role isActive } ... on ErrorResult { errorCode message } }
}`;
const ME = '{ me { id email } }';
const ADMIN_USERS = '{ adminUsers(first: 1) { totalCount } }';

interface Answer {
  status: number;
  body: any;
  /** The Set-Cookie line of the refresh cookie, if the answer set or cleared it. */
  setCookie: string | undefined;
  /** The refresh cookie's new value ('' when cleared), if the answer set it. */
  cookie: string | undefined;
  sqlStatements: number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe(`sessions [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let signups = 0;

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  async function post(path: string, body: unknown, options: { token?: string; cookie?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = `${COOKIE}=${options.cookie}`;
    const response = await fetch(t.url + path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
    const text = await response.text();
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`));
    const header = response.headers.get('x-sql-statements');
    if (header === null) throw new Error('the answer has no X-SQL-Statements header');
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      setCookie,
      cookie: setCookie === undefined ? undefined : decodeURIComponent(setCookie.slice(COOKIE.length + 1).split(';')[0]),
      sqlStatements: Number(header),
    } satisfies Answer;
  }

  const gql = (
    query: string,
    variables: Record<string, unknown> = {},
    options: { token?: string; cookie?: string; headers?: Record<string, string> } = {},
  ) => post('/graphql', { query, variables }, options);

  const restGet = (path: string, token: string) => fetch(t.url + path, { headers: { authorization: `Bearer ${token}` } });

  async function login(email: string, password: string, headers?: Record<string, string>) {
    const answer = await gql(LOGIN, { input: { email, password } }, { headers });
    expect(answer.body.data.login.__typename).toBe('AuthPayload');
    if (!answer.cookie) throw new Error('login set no refresh cookie');
    return { token: answer.body.data.login.token as string, cookie: answer.cookie, answer };
  }

  async function restLogin(email: string, password: string) {
    const answer = await post('/api/login', { email, password });
    expect(answer.status).toBe(200);
    return answer.body as { userId: number; token: string; expiresAt: string };
  }

  /** A fresh customer of its own, so one test's revocations never touch another's sessions. */
  async function newCustomer(password = CUSTOMER_PASSWORD) {
    signups += 1;
    const email = `session.${signups}.${Date.now()}@example.com`;
    const answer = await gql(
      'mutation ($input: SignupInput!) { signup(input: $input) { __typename ... on SignupSuccess { user { id } } } }',
      { input: { firstName: 'Sana', lastName: 'Rao', phone: '+919812345678', email, password, currencyId: 1 } },
    );
    if (!answer.body.data) throw new Error(JSON.stringify(answer.body));
    return { id: answer.body.data.signup.user.id as number, email, password };
  }

  /**
   * One statement run as an operator would, on a connection of its own outside the app: no tokenVersion
   * bump, no data version advance (the app never sees the write happen).
   */
  async function operatorSql(sql: string, params: (string | number)[]): Promise<void> {
    const url = databaseUrlOf(t);
    if (url.startsWith('sqlite:')) {
      const db = new Database(url.slice('sqlite:'.length));
      try {
        db.pragma('busy_timeout = 5000');
        db.prepare(sql).run(...params);
      } finally {
        db.close();
      }
      return;
    }
    const connection = await createConnection(url);
    try {
      await connection.execute(sql, params);
    } finally {
      await connection.end();
    }
  }

  const errorCode = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code as string | undefined;

  describe('login and the refresh cookie', () => {
    it('answers a 15-minute access token and sets an HttpOnly, SameSite=Strict cookie limited to /graphql, stored hashed', async () => {
      // Arrange
      const customer = await newCustomer();
      // Act
      const before = Date.now();
      const { token, cookie, answer } = await login(customer.email, customer.password);
      // Assert: the access token lives ACCESS_TOKEN_TTL (15 min by default), not JWT_TTL's 7 days.
      const expiresIn = Date.parse(answer.body.data.login.expiresAt) - before;
      expect(expiresIn).toBeGreaterThan(14 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 1000);
      expect((jwt.decode(token) as { ver: number }).ver).toBe(0);
      const flags = answer.setCookie!.split(';').map((part) => part.trim());
      expect(flags).toEqual(expect.arrayContaining(['Path=/graphql', 'HttpOnly', 'SameSite=Strict']));
      // Plain http on the loopback (npm start, the tests): not Secure, or the browser would drop it.
      expect(flags.some((flag) => flag.toLowerCase() === 'secure')).toBe(false);
      const expires = Date.parse(flags.find((flag) => flag.startsWith('Expires='))!.slice('Expires='.length));
      expect(expires - before).toBeGreaterThan(29 * 86_400_000);
      expect(expires - before).toBeLessThanOrEqual(30 * 86_400_000 + 1000);
      // Only the sha256 of the refresh token is kept.
      const rows = await t.server.dataSource.getRepository(RefreshToken).findBy({ userId: customer.id });
      expect(rows.map((row) => row.tokenHash)).toEqual([sha256(cookie)]);
      expect(JSON.stringify(rows)).not.toContain(cookie);
    });

    it('marks the cookie Secure when the request came over HTTPS through the proxy', async () => {
      const customer = await newCustomer();
      const { answer } = await login(customer.email, customer.password, { 'x-forwarded-proto': 'https' });
      expect(answer.setCookie!.split(';').map((part) => part.trim())).toContain('Secure');
    });

    it('keeps the legacy REST login: its documented shape and a JWT_TTL (7-day) token, without a cookie', async () => {
      const customer = await newCustomer();
      const answer = await post('/api/login', { email: customer.email, password: customer.password });
      expect(answer.status).toBe(200);
      expect(answer.setCookie).toBeUndefined();
      expect(Object.keys(answer.body).sort()).toEqual(
        ['currency_id', 'dob', 'email', 'expiresAt', 'firstName', 'lastName', 'phone', 'role', 'token', 'userId'].sort(),
      );
      expect(Date.parse(answer.body.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
      expect((await restGet(`/api/getcart/${customer.id}`, answer.body.token)).status).toBe(200);
    });

    it('checks the token version with the user row it already reads: me costs one SQL statement', async () => {
      const customer = await newCustomer();
      const { token } = await login(customer.email, customer.password);
      const me = await gql(ME, {}, { token });
      expect(me.body.data.me.id).toBe(customer.id);
      expect(me.sqlStatements).toBe(1);
    });
  });

  describe('refreshSession', () => {
    it('rotates: a new access token and a new cookie, and the old cookie is used up', async () => {
      // Arrange
      const customer = await newCustomer();
      const first = await login(customer.email, customer.password);
      // Act
      const refreshed = await gql(REFRESH, {}, { cookie: first.cookie });
      // Assert
      expect(refreshed.body.data.refreshSession.user).toEqual({ id: customer.id, email: customer.email });
      const token = refreshed.body.data.refreshSession.token as string;
      expect(refreshed.cookie).toMatch(/^[\w-]{43}$/);
      expect(refreshed.cookie).not.toBe(first.cookie);
      expect(refreshed.setCookie).toContain('HttpOnly');
      expect((await gql(ME, {}, { token })).body.data.me.id).toBe(customer.id);
      const rows = await t.server.dataSource.getRepository(RefreshToken).find({ where: { userId: customer.id }, order: { id: 'ASC' } });
      expect(rows).toHaveLength(2);
      expect(rows[0].usedAt).not.toBeNull();
      expect(rows[1]).toMatchObject({ familyId: rows[0].familyId, usedAt: null, revokedAt: null, tokenHash: sha256(refreshed.cookie!) });
    });

    it('refuses a refresh token used twice and ends the account’s sessions, the access tokens already issued too', async () => {
      // Arrange: the thief and the shopper share one token; the shopper refreshes first. Another device is signed in.
      const customer = await newCustomer();
      const stolen = await login(customer.email, customer.password);
      const otherDevice = await login(customer.email, customer.password);
      const shopper = await gql(REFRESH, {}, { cookie: stolen.cookie });
      expect(shopper.body.data.refreshSession).not.toBeNull();
      const shopperToken = shopper.body.data.refreshSession.token as string;
      expect((await gql(ME, {}, { token: shopperToken })).body.data.me.id).toBe(customer.id);
      // Act: the old token comes back.
      const replay = await gql(REFRESH, {}, { cookie: stolen.cookie });
      // Assert: refused and cleared; the shopper's newer refresh token is revoked, and the access tokens issued
      // before the replay (the shopper's, the first login's, the other device's) are refused at once.
      expect(replay.body.data.refreshSession).toBeNull();
      expect(replay.cookie).toBe('');
      expect((await gql(REFRESH, {}, { cookie: shopper.cookie })).body.data.refreshSession).toBeNull();
      expect(errorCode(await gql(ME, {}, { token: shopperToken }))).toBe('UNAUTHENTICATED');
      expect(errorCode(await gql(ME, {}, { token: stolen.token }))).toBe('UNAUTHENTICATED');
      expect((await restGet(`/api/getcart/${customer.id}`, shopperToken)).status).toBe(401);
      // Access tokens name no family: the account is signed out everywhere (docs/decisions.md#sessions).
      expect(errorCode(await gql(ME, {}, { token: otherDevice.token }))).toBe('UNAUTHENTICATED');
      expect((await gql(REFRESH, {}, { cookie: otherDevice.cookie })).body.data.refreshSession).toBeNull();
      // The shopper logs in again.
      const again = await login(customer.email, customer.password);
      expect((await gql(ME, {}, { token: again.token })).body.data.me.id).toBe(customer.id);
    });

    it('lets only one of two simultaneous exchanges of one token win', async () => {
      const customer = await newCustomer();
      const { cookie } = await login(customer.email, customer.password);
      const answers = await Promise.all([gql(REFRESH, {}, { cookie }), gql(REFRESH, {}, { cookie })]);
      expect(answers.filter((answer) => answer.body.data.refreshSession !== null).length).toBeLessThanOrEqual(1);
      const used = await t.server.dataSource.getRepository(RefreshToken).countBy({ userId: customer.id, usedAt: Not(IsNull()) });
      expect(used).toBe(1);
    });

    it('answers null for a guest, a malformed or unknown cookie, and sets no cookie for a guest', async () => {
      const guest = await gql(REFRESH);
      expect(guest.body.data.refreshSession).toBeNull();
      expect(guest.setCookie).toBeUndefined();
      expect((await gql(REFRESH, {}, { cookie: 'not-a-token' })).body.data.refreshSession).toBeNull();
      expect((await gql(REFRESH, {}, { cookie: 'A'.repeat(43) })).body.data.refreshSession).toBeNull();
    });

    it('refuses an expired refresh token, and the next login forgets it', async () => {
      // Arrange: a refresh token past its REFRESH_TOKEN_TTL.
      const customer = await newCustomer();
      const old = await login(customer.email, customer.password);
      const tokens = t.server.dataSource.getRepository(RefreshToken);
      await tokens.update({ tokenHash: sha256(old.cookie) }, { expiresAt: new Date(Date.now() - 1000) });
      // Act
      const refused = await gql(REFRESH, {}, { cookie: old.cookie });
      await login(customer.email, customer.password);
      // Assert
      expect(refused.body.data.refreshSession).toBeNull();
      expect(refused.cookie).toBe('');
      expect(await tokens.countBy({ tokenHash: sha256(old.cookie) })).toBe(0);
      expect(await tokens.countBy({ userId: customer.id })).toBe(1);
    });

    it('renews a session whose access token has expired', async () => {
      // Arrange: the access token of this session has run out (signed as the server would, 10 s ago).
      const customer = await newCustomer();
      const { cookie } = await login(customer.email, customer.password);
      const expired = jwt.sign({ role: 'customer', ver: 0 }, t.jwtSecret, {
        subject: String(customer.id),
        issuer: 'jewellery-shop',
        expiresIn: -10,
      });
      const refused = await gql(ME, {}, { token: expired });
      expect(errorCode(refused)).toBe('UNAUTHENTICATED');
      expect(refused.body.errors[0].message).toMatch(/expired/);
      // Act
      const refreshed = await gql(REFRESH, {}, { cookie });
      // Assert
      const token = refreshed.body.data.refreshSession.token as string;
      expect((await gql(ME, {}, { token })).body.data.me).toEqual({ id: customer.id, email: customer.email });
    });

    it('cannot be triggered cross-site: a simple (text/plain) POST is refused by the CSRF check, the cookie stays unused', async () => {
      const customer = await newCustomer();
      const { cookie } = await login(customer.email, customer.password);
      const forged = await post('/graphql', JSON.stringify({ query: REFRESH }), { cookie, headers: { 'content-type': 'text/plain' } });
      expect(forged.status).toBe(400);
      expect(forged.setCookie).toBeUndefined();
      expect((await gql(REFRESH, {}, { cookie })).body.data.refreshSession).not.toBeNull();
    });
  });

  describe('revocation at once', () => {
    it('logout ends the access token (GraphQL and REST), the REST token and the refresh cookie, and clears the cookie', async () => {
      // Arrange
      const customer = await newCustomer();
      const browser = await login(customer.email, customer.password);
      const legacy = await restLogin(customer.email, customer.password);
      expect((await gql(ME, {}, { token: browser.token })).body.data.me.id).toBe(customer.id);
      // Act
      const logout = await gql(LOGOUT, {}, { token: browser.token, cookie: browser.cookie });
      // Assert
      expect(logout.body.data.logout).toBe(true);
      expect(logout.cookie).toBe('');
      expect(logout.setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);
      const me = await gql(ME, {}, { token: browser.token });
      expect(errorCode(me)).toBe('UNAUTHENTICATED');
      expect((await restGet(`/api/getcart/${customer.id}`, browser.token)).status).toBe(401);
      expect((await restGet(`/api/getcart/${customer.id}`, legacy.token)).status).toBe(401);
      expect((await gql(REFRESH, {}, { cookie: browser.cookie })).body.data.refreshSession).toBeNull();
    });

    it('logout works with the cookie alone, when the access token has already expired', async () => {
      const customer = await newCustomer();
      const browser = await login(customer.email, customer.password);
      const logout = await gql(LOGOUT, {}, { cookie: browser.cookie });
      expect(logout.body.data.logout).toBe(true);
      expect(errorCode(await gql(ME, {}, { token: browser.token }))).toBe('UNAUTHENTICATED');
      expect((await gql(LOGOUT)).body.data.logout).toBe(false);
    });

    it('a password change ends every other session and keeps the caller signed in with a new token and cookie', async () => {
      // Arrange: the shopper on a phone, on a laptop and in an old REST client.
      const customer = await newCustomer();
      const phone = await login(customer.email, customer.password);
      const laptop = await login(customer.email, customer.password);
      const legacy = await restLogin(customer.email, customer.password);
      const wrong = await gql(
        CHANGE_PASSWORD,
        { input: { currentPassword: 'not-the-password', newPassword: 'new-secret-1' } },
        { token: phone.token },
      );
      expect(wrong.body.data.changePassword.__typename).toBe('InvalidCredentialsError');
      expect((await gql(ME, {}, { token: laptop.token })).body.data.me.id).toBe(customer.id);
      // Act
      const changed = await gql(
        CHANGE_PASSWORD,
        { input: { currentPassword: customer.password, newPassword: 'new-secret-1' } },
        { token: phone.token, cookie: phone.cookie },
      );
      // Assert
      expect(changed.body.data.changePassword.__typename).toBe('AuthPayload');
      expect(changed.cookie).toMatch(/^[\w-]{43}$/);
      expect((await gql(ME, {}, { token: changed.body.data.changePassword.token })).body.data.me.id).toBe(customer.id);
      expect(errorCode(await gql(ME, {}, { token: laptop.token }))).toBe('UNAUTHENTICATED');
      expect(errorCode(await gql(ME, {}, { token: phone.token }))).toBe('UNAUTHENTICATED');
      expect((await restGet(`/api/getcart/${customer.id}`, legacy.token)).status).toBe(401);
      expect((await gql(REFRESH, {}, { cookie: laptop.cookie })).body.data.refreshSession).toBeNull();
      expect((await gql(REFRESH, {}, { cookie: changed.cookie })).body.data.refreshSession).not.toBeNull();
      expect((await gql(LOGIN, { input: { email: customer.email, password: customer.password } })).body.data.login.__typename).toBe(
        'InvalidCredentialsError',
      );
      await login(customer.email, 'new-secret-1');
    });

    it('deactivation by an administrator refuses the account’s old tokens at once on both transports', async () => {
      // Arrange
      const admin = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const customer = await newCustomer();
      const browser = await login(customer.email, customer.password);
      const legacy = await restLogin(customer.email, customer.password);
      expect((await restGet(`/api/getcart/${customer.id}`, legacy.token)).status).toBe(200);
      // Act
      const deactivated = await gql(UPDATE_ACCESS, { id: customer.id, input: { isActive: false } }, { token: admin.token });
      // Assert
      expect(deactivated.body.data.updateUserAccess).toEqual({ __typename: 'User', id: customer.id, role: 'CUSTOMER', isActive: false });
      expect(errorCode(await gql(ME, {}, { token: browser.token }))).toBe('UNAUTHENTICATED');
      expect((await restGet(`/api/getcart/${customer.id}`, browser.token)).status).toBe(401);
      expect((await restGet(`/api/getcart/${customer.id}`, legacy.token)).status).toBe(401);
      expect((await gql(REFRESH, {}, { cookie: browser.cookie })).body.data.refreshSession).toBeNull();
      expect((await gql(LOGIN, { input: { email: customer.email, password: customer.password } })).body.data.login.__typename).toBe(
        'InvalidCredentialsError',
      );
      // Re-activated, the account logs in again (the old tokens stay dead).
      await gql(UPDATE_ACCESS, { id: customer.id, input: { isActive: true } }, { token: admin.token });
      const again = await login(customer.email, customer.password);
      expect((await gql(ME, {}, { token: again.token })).body.data.me.id).toBe(customer.id);
      expect(errorCode(await gql(ME, {}, { token: browser.token }))).toBe('UNAUTHENTICATED');
    });

    it('a demoted administrator’s old token can no longer reach admin operations, on either transport', async () => {
      // Arrange: a second administrator, signed in on both transports.
      const admin = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const colleague = await newCustomer();
      const promoted = await gql(UPDATE_ACCESS, { id: colleague.id, input: { role: 'ADMIN' } }, { token: admin.token });
      expect(promoted.body.data.updateUserAccess.role).toBe('ADMIN');
      const browser = await login(colleague.email, colleague.password);
      const legacy = await restLogin(colleague.email, colleague.password);
      expect((await gql(ADMIN_USERS, {}, { token: browser.token })).body.data.adminUsers.totalCount).toBeGreaterThan(0);
      expect((await restGet('/api/user/getall', legacy.token)).status).toBe(200);
      // Act
      await gql(UPDATE_ACCESS, { id: colleague.id, input: { role: 'CUSTOMER' } }, { token: admin.token });
      // Assert: the old tokens are dead, the refresh cookie too; a new login is a customer's.
      expect(errorCode(await gql(ADMIN_USERS, {}, { token: browser.token }))).toBe('UNAUTHENTICATED');
      expect((await restGet('/api/user/getall', browser.token)).status).toBe(401);
      expect((await restGet('/api/user/getall', legacy.token)).status).toBe(401);
      expect((await gql(REFRESH, {}, { cookie: browser.cookie })).body.data.refreshSession).toBeNull();
      const customer = await login(colleague.email, colleague.password);
      expect(errorCode(await gql(ADMIN_USERS, {}, { token: customer.token }))).toBe('FORBIDDEN');
      expect((await restGet('/api/user/getall', customer.token)).status).toBe(403);
    });

    it('an account demoted or deactivated directly in the database loses its rights on its next request, on both transports', async () => {
      // Arrange: a second administrator, signed in on both transports, whose account is read and checked once already.
      const admin = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const colleague = await newCustomer();
      await gql(UPDATE_ACCESS, { id: colleague.id, input: { role: 'ADMIN' } }, { token: admin.token });
      const browser = await login(colleague.email, colleague.password);
      const legacy = await restLogin(colleague.email, colleague.password);
      expect((await gql(ADMIN_USERS, {}, { token: browser.token })).body.data.adminUsers.totalCount).toBeGreaterThan(0);
      expect((await restGet('/api/user/getall', legacy.token)).status).toBe(200);

      // Act: an operator's SQL demotes the account (no token version bump, no data version advance).
      await operatorSql('UPDATE users SET role = ? WHERE id = ?', ['customer', colleague.id]);

      // Assert: the same tokens now act as a customer's.
      expect(errorCode(await gql(ADMIN_USERS, {}, { token: browser.token }))).toBe('FORBIDDEN');
      expect((await restGet('/api/user/getall', browser.token)).status).toBe(403);
      expect((await restGet('/api/user/getall', legacy.token)).status).toBe(403);
      expect((await gql(ME, {}, { token: browser.token })).body.data.me.id).toBe(colleague.id);

      // Act: and then deactivates it.
      await operatorSql('UPDATE users SET isActive = ? WHERE id = ?', [0, colleague.id]);

      // Assert: every request with its tokens is refused, the authentication costing one statement as before.
      const me = await gql(ME, {}, { token: browser.token });
      expect(errorCode(me)).toBe('UNAUTHENTICATED');
      expect(me.sqlStatements).toBe(1);
      expect((await restGet(`/api/getcart/${colleague.id}`, browser.token)).status).toBe(401);
      expect((await restGet(`/api/getcart/${colleague.id}`, legacy.token)).status).toBe(401);
    });

    it('updateUserAccess is for administrators only, never on one’s own account', async () => {
      const admin = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const adminId = (await t.server.dataSource.getRepository(User).findOneByOrFail({ email: ADMIN_EMAIL })).id;
      const self = await gql(UPDATE_ACCESS, { id: adminId, input: { isActive: false } }, { token: admin.token });
      expect(self.body.data.updateUserAccess).toMatchObject({ __typename: 'InputValidationError' });
      expect((await gql(ME, {}, { token: admin.token })).body.data.me.id).toBe(adminId);
      const customer = await newCustomer();
      const { token } = await login(customer.email, customer.password);
      expect(errorCode(await gql(UPDATE_ACCESS, { id: adminId, input: { role: 'CUSTOMER' } }, { token }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(UPDATE_ACCESS, { id: 999_999, input: { isActive: false } }, { token: admin.token }))).toBe('NOT_FOUND');
    });
  });
});
