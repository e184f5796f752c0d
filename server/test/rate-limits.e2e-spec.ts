import { randomBytes } from 'node:crypto';
import { ContactInquiry } from '../src/entities/contact-inquiry.entity';
import { NewsletterSubscriber } from '../src/entities/newsletter-subscriber.entity';
import { Order } from '../src/entities/order.entity';
import { User } from '../src/entities/user.entity';
import type { FlexibleRateLimits } from '../src/rate-limit/flexible-rate-limits';
import { type ProductFixture, findProductFixture } from './support/shop-fixtures';
import { type TestServer, databaseUrlOf, deleteRedisKeys, startTestServer } from './support/test-server';

// Brute force and anonymous spam (issue 10): every limited action, counted per attempt inside the
// services, so both transports and every alias of one GraphQL request share one budget. The server
// trusts a proxy on loopback, so X-Forwarded-For gives each test a caller address of its own.

const LIMITS = {
  RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_IP: '5',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '8',
  RATE_LIMIT_LOGIN_PER_IP: '12',
  RATE_LIMIT_SIGNUP_PER_IP: '3',
  RATE_LIMIT_CONTACT_PER_IP: '3',
  RATE_LIMIT_NEWSLETTER_PER_IP: '3',
  RATE_LIMIT_ORDERS_PER_USER: '3',
  RATE_LIMIT_CURRENT_PASSWORD_PER_ACCOUNT: '4',
};
const PASSWORD = 'right-password';
const LOGIN_FIELD = '{ __typename ... on AuthPayload { token } ... on ErrorResult { errorCode message } }';
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) ${LOGIN_FIELD} }`;
const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) { __typename ... on AuthPayload { token } ... on ErrorResult { errorCode } } }`;
const SIGNUP = 'mutation Signup($input: SignupInput!) { signup(input: $input) { __typename ... on SignupSuccess { user { id } } } }';
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
// The account-wide lock of new addresses adds the owner's other way in (docs/decisions.md#the-owners-way-in).
const REFUSED =
  /^Too many attempts\. Please try again in \d+ (second|minute|hour)s?(, or choose a new password with "Forgot password\?")?\.$/;

interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

let ipCounter = 0;
/** A caller address no other test uses. */
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const uniqueEmail = (label: string) => `${label}.${randomBytes(5).toString('hex')}@example.com`;

async function post(base: string, path: string, body: unknown, ip: string, token?: string, accept?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(accept ? { accept } : {}) };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const gql = (t: TestServer, query: string, variables: Record<string, unknown>, ip: string, token?: string) =>
  post(t.url, '/graphql', { query, variables }, ip, token);
const gqlLogin = (t: TestServer, email: string, password: string, ip: string) => gql(t, LOGIN, { input: { email, password } }, ip);
const restLogin = (t: TestServer, email: string, password: string, ip: string) => post(t.url, '/api/login', { email, password }, ip);

/** Signs a customer up from an address of its own (so no sign-up budget is spent) and answers the e-mail. */
async function newAccount(t: TestServer, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const input = { firstName: label, lastName: 'Tester', phone: '+919800011122', email, password: PASSWORD, currencyId: 1 };
  const answer = await gql(t, SIGNUP, { input }, freshIp());
  expect(answer.body.data.signup.__typename).toBe('SignupSuccess');
  return email;
}

/** A GraphQL refusal: HTTP 429, Retry-After, and each error RATE_LIMITED with the wait in seconds. */
function expectGraphQLRefusal(answer: Answer, maxWaitSeconds: number): void {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
  expect(answer.body.errors.length).toBeGreaterThan(0);
  for (const error of answer.body.errors) {
    expect(error.message).toMatch(REFUSED);
    expect(error.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(error.extensions.retryAfter).toBeLessThanOrEqual(retryAfter);
  }
}

/** A REST refusal: 429, Retry-After, and the legacy error field with the message and the wait. */
function expectRestRefusal(answer: Answer, field: 'error' | 'details', maxWaitSeconds: number): void {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
  expect(answer.body).toEqual({ [field]: expect.stringMatching(REFUSED), retryAfter });
}

describe(`rate limits [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let product: ProductFixture;

  beforeAll(async () => {
    t = await startTestServer(LIMITS);
    product = await findProductFixture(t, false, false);
  });
  afterAll(() => t?.close());

  describe('log-in', () => {
    it('refuses the 6th wrong password in 15 minutes with 429 on both transports, which share one count', async () => {
      const email = await newAccount(t, 'Locked');
      const ip = freshIp();

      // Five failures, alternating transports: each answers "invalid credentials" as before.
      for (let attempt = 0; attempt < 5; attempt++) {
        if (attempt % 2 === 0)
          expect((await gqlLogin(t, email, 'wrong-password', ip)).body.data.login.__typename).toBe('InvalidCredentialsError');
        else expect((await restLogin(t, email, 'wrong-password', ip)).status).toBe(401);
      }

      const sixthGraphQL = await gqlLogin(t, email, 'wrong-password', ip);
      expectGraphQLRefusal(sixthGraphQL, 15 * 60);
      expect(sixthGraphQL.body.errors[0].message).toBe('Too many attempts. Please try again in 15 minutes.');
      expect(sixthGraphQL.body.errors[0].path).toEqual(['login']);
      expectRestRefusal(await restLogin(t, email, 'wrong-password', ip), 'error', 15 * 60);
      // Apollo Client 4 asks for the GraphQL media type, which it reads as a GraphQL answer even with a 429.
      const fromBrowser = await post(
        t.url,
        '/graphql',
        { query: LOGIN, variables: { input: { email, password: PASSWORD } } },
        ip,
        undefined,
        APOLLO_ACCEPT,
      );
      expectGraphQLRefusal(fromBrowser, 15 * 60);
      expect(fromBrowser.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    });

    it('locks the guessing address out of that account only: the right password is refused there, the owner logs in from elsewhere', async () => {
      const email = await newAccount(t, 'Victim');
      const other = await newAccount(t, 'Neighbour');
      const stranger = freshIp();
      for (let attempt = 0; attempt < 5; attempt++) await restLogin(t, email, 'wrong-password', stranger);

      expectGraphQLRefusal(await gqlLogin(t, email, PASSWORD, stranger), 15 * 60);
      expectRestRefusal(await restLogin(t, email, PASSWORD, stranger), 'error', 15 * 60);
      // The owner, from an address of their own, is not locked out, on either transport.
      expect((await restLogin(t, email, PASSWORD, freshIp())).status).toBe(200);
      expect((await gqlLogin(t, email, PASSWORD, freshIp())).body.data.login.__typename).toBe('AuthPayload');
      // The stranger's address may still log in to another account.
      expect((await gqlLogin(t, other, PASSWORD, stranger)).body.data.login.__typename).toBe('AuthPayload');
      expect((await restLogin(t, other, PASSWORD, stranger)).status).toBe(200);
    });

    it('refuses addresses new to an account once guesses spread over many addresses pass its budget; the owner’s address still logs in', async () => {
      const email = await newAccount(t, 'Spread');
      const owner = freshIp();
      expect((await restLogin(t, email, PASSWORD, owner)).status).toBe(200);
      // Four addresses, two wrong passwords each: 8 failures from addresses that never logged in to the account.
      for (let address = 0; address < 4; address++) {
        const ip = freshIp();
        for (let attempt = 0; attempt < 2; attempt++) expect((await restLogin(t, email, 'wrong-password', ip)).status).toBe(401);
      }

      expectRestRefusal(await restLogin(t, email, PASSWORD, freshIp()), 'error', 15 * 60);
      expectGraphQLRefusal(await gqlLogin(t, email, PASSWORD, freshIp()), 15 * 60);
      expect((await gqlLogin(t, email, PASSWORD, owner)).body.data.login.__typename).toBe('AuthPayload');
      expect((await restLogin(t, email, PASSWORD, owner)).status).toBe(200);
    });

    it('forgets the failures after a successful log-in', async () => {
      const email = await newAccount(t, 'Forgetful');
      const ip = freshIp();
      for (let attempt = 0; attempt < 4; attempt++) await restLogin(t, email, 'wrong-password', ip);
      expect((await restLogin(t, email, PASSWORD, ip)).status).toBe(200);

      for (let attempt = 0; attempt < 5; attempt++) expect((await restLogin(t, email, 'wrong-password', ip)).status).toBe(401);
      expect((await restLogin(t, email, 'wrong-password', ip)).status).toBe(429);
    });

    it('counts each aliased login of one GraphQL request: 10 guesses lock the guessing address out, not the owner', async () => {
      const email = await newAccount(t, 'Aliased');
      const stranger = freshIp();
      const fields = Array.from({ length: 10 }, (_, i) => `a${i}: login(input: { email: $email, password: "guess-${i}" }) ${LOGIN_FIELD}`);

      const answer = await gql(t, `mutation Guesses($email: String!) { ${fields.join('\n')} }`, { email }, stranger);

      expectGraphQLRefusal(answer, 15 * 60);
      expect(answer.body.data).toBeNull();
      // Brute force from that address stays refused, the right password too, on both transports.
      expectGraphQLRefusal(await gqlLogin(t, email, PASSWORD, stranger), 15 * 60);
      expectRestRefusal(await restLogin(t, email, PASSWORD, stranger), 'error', 15 * 60);
      // The owner logs in from another address, on both transports.
      expect((await gqlLogin(t, email, PASSWORD, freshIp())).body.data.login.__typename).toBe('AuthPayload');
      expect((await restLogin(t, email, PASSWORD, freshIp())).status).toBe(200);
    });

    it('counts each aliased login against the address: 15 accounts guessed from one address spend its 12 attempts', async () => {
      const ip = freshIp();
      const fields = Array.from(
        { length: 15 },
        (_, i) => `a${i}: login(input: { email: "${uniqueEmail(`nobody${i}`)}", password: "guess" }) ${LOGIN_FIELD}`,
      );

      const answer = await gql(t, `mutation Spray { ${fields.join('\n')} }`, {}, ip);

      expectGraphQLRefusal(answer, 15 * 60);
      const email = await newAccount(t, 'SameAddress');
      expectRestRefusal(await restLogin(t, email, PASSWORD, ip), 'error', 15 * 60);
      expect((await restLogin(t, email, PASSWORD, freshIp())).status).toBe(200);
    });
  });

  describe('changing the password', () => {
    const change = (token: string, currentPassword: string, ip: string) =>
      gql(t, CHANGE_PASSWORD, { input: { currentPassword, newPassword: 'next-password-9' } }, ip, token);

    it('counts guesses at the current password per account, whatever the address: the 5th is 429, the right one too', async () => {
      // Arrange: a token of the account (stolen, say) and one of another account
      const email = await newAccount(t, 'TokenHolder');
      const token = (await restLogin(t, email, PASSWORD, freshIp())).body.token as string;
      const other = (await restLogin(t, await newAccount(t, 'Bystander'), PASSWORD, freshIp())).body.token as string;
      // Act: four wrong guesses, each from an address of its own
      const guesses = [];
      for (let attempt = 0; attempt < 4; attempt++) guesses.push((await change(token, `guess-${attempt}`, freshIp())).body);
      const fifth = await change(token, 'guess-5', freshIp());
      const right = await change(token, PASSWORD, freshIp());
      // Assert
      for (const answer of guesses)
        expect(answer.data.changePassword).toEqual({ __typename: 'InvalidCredentialsError', errorCode: 'INVALID_CREDENTIALS_ERROR' });
      expectGraphQLRefusal(fifth, 15 * 60);
      expectGraphQLRefusal(right, 15 * 60);
      expect((await restLogin(t, email, PASSWORD, freshIp())).status).toBe(200);
      // Another account's count is its own.
      expect((await change(other, PASSWORD, freshIp())).body.data.changePassword.__typename).toBe('AuthPayload');
    });

    it('forgets the guesses once the right password is given', async () => {
      const email = await newAccount(t, 'Typo');
      const ip = freshIp();
      const token = (await restLogin(t, email, PASSWORD, ip)).body.token as string;
      for (let attempt = 0; attempt < 3; attempt++) await change(token, 'typo', ip);
      const changed = await change(token, PASSWORD, ip);
      expect(changed.body.data.changePassword.__typename).toBe('AuthPayload');
      const fresh = changed.body.data.changePassword.token as string;
      const again = [];
      for (let attempt = 0; attempt < 4; attempt++) again.push((await change(fresh, 'typo', ip)).status);
      expect(again).toEqual([200, 200, 200, 200]);
    });
  });

  describe('anonymous writes', () => {
    it('creates at most 3 accounts per address and hour, over GraphQL and REST together', async () => {
      const ip = freshIp();
      const users = t.server.dataSource.getRepository(User);
      const before = await users.count();
      const input = () => ({ firstName: 'Spam', lastName: 'Bot', phone: '+919800011122', email: uniqueEmail('spam'), password: PASSWORD });

      const answers = [
        await gql(t, SIGNUP, { input: { ...input(), currencyId: 1 } }, ip),
        await post(t.url, '/api/signup', { ...input(), currency_id: 1 }, ip),
        await gql(t, SIGNUP, { input: { ...input(), currencyId: 1 } }, ip),
      ];
      const refusedRest = await post(t.url, '/api/signup', { ...input(), currency_id: 1 }, ip);
      const refusedGraphQL = await gql(t, SIGNUP, { input: { ...input(), currencyId: 1 } }, ip);

      expect(answers.map((a) => a.status)).toEqual([200, 201, 200]);
      expectRestRefusal(refusedRest, 'error', 3600);
      expectGraphQLRefusal(refusedGraphQL, 3600);
      expect(await users.count()).toBe(before + 3);
      expect((await gql(t, SIGNUP, { input: { ...input(), currencyId: 1 } }, freshIp())).body.data.signup.__typename).toBe('SignupSuccess');
    });

    it('stores at most 3 contact messages per address, even from one request of 10 aliases', async () => {
      const inquiries = t.server.dataSource.getRepository(ContactInquiry);
      const before = await inquiries.count();
      const fields = Array.from(
        { length: 10 },
        (_, i) =>
          `c${i}: submitContactInquiry(input: { name: "Spam", phone: "+919800011122", subject: "Hello ${i}", email: "spam@example.com", message: "Buy now" }) { __typename }`,
      );

      const answer = await gql(t, `mutation Spam { ${fields.join('\n')} }`, {}, freshIp());

      expectGraphQLRefusal(answer, 3600);
      expect(await inquiries.count()).toBe(before + 3);
    });

    it('signs at most 3 addresses up to the newsletter per caller address, even from one request of 10 aliases', async () => {
      const subscribers = t.server.dataSource.getRepository(NewsletterSubscriber);
      const before = await subscribers.count();
      const fields = Array.from({ length: 10 }, (_, i) => `n${i}: subscribeNewsletter(email: "${uniqueEmail(`news${i}`)}") { __typename }`);
      const ip = freshIp();

      const answer = await gql(t, `mutation Spam { ${fields.join('\n')} }`, {}, ip);
      const single = await gql(t, 'mutation { subscribeNewsletter(email: "late@example.com") { __typename } }', {}, ip);

      expectGraphQLRefusal(answer, 3600);
      expectGraphQLRefusal(single, 3600);
      expect(await subscribers.count()).toBe(before + 3);
    });
  });

  describe('orders', () => {
    const ADDRESS = {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha.rao@example.com',
      phone: '+919812300000',
      address: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      paymentMethod: 'COD',
      source: 'BUY_NOW',
    };

    async function shopperToken(label: string): Promise<{ id: number; token: string }> {
      const email = await newAccount(t, label);
      const answer = await restLogin(t, email, PASSWORD, freshIp());
      return { id: answer.body.userId, token: answer.body.token };
    }

    it('places at most 3 orders per account and hour; the next ones are 429 on GraphQL and REST', async () => {
      const shopper = await shopperToken('Orders');
      const other = await shopperToken('OtherOrders');
      const input = { ...ADDRESS, item: { productId: product.id, productCaratId: product.carats[0].id, quantity: 1 } };
      const fields = Array.from({ length: 5 }, (_, i) => `o${i}: createOrder(input: $input) { __typename }`);
      const orders = () => t.server.dataSource.getRepository(Order).countBy({ userId: shopper.id });

      const answer = await gql(t, `mutation Buy($input: CreateOrderInput!) { ${fields.join('\n')} }`, { input }, freshIp(), shopper.token);
      const rest = await post(t.url, '/api/createorder', { userId: shopper.id, items: [] }, freshIp(), shopper.token);
      const otherAnswer = await gql(
        t,
        `mutation Buy($input: CreateOrderInput!) { createOrder(input: $input) { __typename } }`,
        { input },
        freshIp(),
        other.token,
      );

      expectGraphQLRefusal(answer, 3600);
      expect(await orders()).toBe(3);
      expectRestRefusal(rest, 'details', 3600);
      expect(otherAnswer.body.data.createOrder.__typename).toBe('CreateOrderSuccess');
    });
  });
});

describe(`rate limits shared through Redis [${process.env.TEST_DB_KIND}]`, () => {
  const prefix = `shop-rl-test-${randomBytes(4).toString('hex')}`;
  // The Redis the suite shares (this machine's; .ci/run starts one); TEST_REDIS_URL names another.
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/3';
  let first: TestServer;
  let second: TestServer;
  /** The first server's database, for the other servers of this block (no second migration or seed). */
  let sameDatabase: string;

  beforeAll(async () => {
    const env = {
      ...LIMITS,
      RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_IP: '4',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '4',
      REDIS_URL: redisUrl,
      RATE_LIMIT_PREFIX: prefix,
    };
    first = await startTestServer(env);
    // The second app server uses the first one's database, as two servers behind one load balancer do.
    sameDatabase = databaseUrlOf(first);
    second = await startTestServer({ ...env, DATABASE_URL: sameDatabase });
    const connected = Promise.all([first, second].map((s) => (s.server.services.rateLimits as FlexibleRateLimits).connected()));
    const noRedis = new Promise((_, reject) => {
      setTimeout(() => reject(new Error(`no Redis answers at ${redisUrl} (start redis-server, or set TEST_REDIS_URL)`)), 5000).unref();
    });
    await Promise.race([connected, noRedis]);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    // This run's keys (they would expire within the hour anyway).
    await deleteRedisKeys(redisUrl, prefix);
  });

  it('counts the failures on two app servers together: 2 + 2 wrong passwords lock the account on both', async () => {
    const email = await newAccount(first, 'Shared');
    const ip = freshIp();

    for (const server of [first, second, first, second]) expect((await restLogin(server, email, 'wrong-password', ip)).status).toBe(401);

    expectRestRefusal(await restLogin(first, email, PASSWORD, ip), 'error', 15 * 60);
    expectGraphQLRefusal(await gqlLogin(second, email, PASSWORD, freshIp()), 15 * 60);
  });

  it('keeps the shop up and counting in memory when Redis does not answer', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = await startTestServer({
      ...LIMITS,
      DATABASE_URL: sameDatabase,
      REDIS_URL: 'redis://127.0.0.1:1/0',
      RATE_LIMIT_PREFIX: prefix,
    });
    try {
      const email = await newAccount(down, 'NoRedis');
      const ip = freshIp();
      expect((await restLogin(down, email, PASSWORD, ip)).status).toBe(200);
      for (let attempt = 0; attempt < 5; attempt++) expect((await restLogin(down, email, 'wrong-password', ip)).status).toBe(401);
      expectRestRefusal(await restLogin(down, email, PASSWORD, ip), 'error', 15 * 60);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[rate-limit\] Redis unavailable, counting in memory/));
    } finally {
      await down.close();
      logged.mockRestore();
    }
  });
});
