import { randomBytes, randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type TestServer, USD_CUSTOMER_EMAIL, startTestServer } from './support/test-server';

// What an anonymous caller can learn about accounts (docs/decisions.md#account-enumeration): log-in answers
// the same, and takes about as long, for an unknown e-mail, a wrong password and a deactivated account;
// sign-up says only that an e-mail is taken (the legacy contract: the account exists at once), and never
// anything about a phone; the legacy phoneNumber look-up tells only "some active account with this phone
// prices in another currency".

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) {
  __typename ... on ErrorResult { errorCode message } ... on AuthPayload { token }
} }`;
const SIGNUP = `mutation Signup($input: SignupInput!) { signup(input: $input) {
  __typename ... on ErrorResult { errorCode message } ... on SignupSuccess { user { id } }
} }`;

const PASSWORD = 'right-password-1';
const signupInput = (email: string, phone: string, currencyId = 1) => ({
  firstName: 'Enum',
  lastName: 'Tester',
  phone,
  email,
  password: PASSWORD,
  currencyId,
});

describe(`account enumeration [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  const unique = () => randomBytes(4).toString('hex');
  let active: { email: string; phone: string };
  let deactivated: { email: string; phone: string };
  let usdPhone: string;

  const db = (sql: string, params: unknown[] = []) => t.server.dataSource.query(sql, params);
  const restLogin = (email: string, password: string) => t.rest('POST', '/api/login', { email, password });
  const gqlLogin = (email: string, password: string) => t.gql(LOGIN, { input: { email, password } });

  beforeAll(async () => {
    // The rate limits (another suite) would refuse the repeated attempts this suite makes on purpose.
    t = await startTestServer({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '0', RATE_LIMIT_LOGIN_PER_IP: '0', RATE_LIMIT_SIGNUP_PER_IP: '0' });
    active = { email: `enum.active.${unique()}@example.com`, phone: `+4477${randomInt(10_000_000, 100_000_000)}` };
    deactivated = { email: `enum.gone.${unique()}@example.com`, phone: '+12025550199' };
    for (const [who, currencyId] of [
      [active, 1],
      [deactivated, 2],
    ] as const) {
      const result = await t.gql(SIGNUP, { input: signupInput(who.email, who.phone, currencyId) });
      expect(result.body.data.signup.__typename).toBe('SignupSuccess');
    }
    await db('UPDATE users SET isActive = ? WHERE email = ?', [false, deactivated.email]);
    usdPhone = (await db('SELECT phone FROM users WHERE email = ?', [USD_CUSTOMER_EMAIL]))[0].phone;
  });
  afterAll(() => t?.close());

  it('log-in answers an unknown e-mail, a wrong password and a deactivated account the same, on both transports', async () => {
    const attempts: [string, string, string][] = [
      ['unknown e-mail', `nobody.${unique()}@example.com`, PASSWORD],
      ['wrong password', active.email, 'wrong-password-1'],
      ['deactivated account', deactivated.email, PASSWORD],
    ];
    for (const [what, email, password] of attempts) {
      const rest = await restLogin(email, password);
      const gql = await gqlLogin(email, password);
      expect({ what, status: rest.status, body: rest.body }).toEqual({ what, status: 401, body: { error: 'Invalid email or password' } });
      expect({ what, status: gql.status, body: gql.body }).toEqual({
        what,
        status: 200,
        body: {
          data: {
            login: { __typename: 'InvalidCredentialsError', errorCode: 'INVALID_CREDENTIALS_ERROR', message: 'Invalid email or password' },
          },
        },
      });
    }
  });

  it('log-in of an unknown e-mail takes about as long as a wrong password (a password hash is checked either way)', async () => {
    // Arrange: one miss first, so the dummy hash exists before anything is timed.
    await restLogin(`warm.${unique()}@example.com`, PASSWORD);
    const timed = async (email: string) => {
      const start = performance.now();
      const result = await restLogin(email, 'wrong-password-1');
      expect(result.status).toBe(401);
      return performance.now() - start;
    };
    // Act: interleaved, so load on the machine falls on both alike
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await timed(`nobody.${unique()}@example.com`));
      wrong.push(await timed(active.email));
    }
    // Assert: medians within a factor of 2.5 either way (an argon2 check is tens of ms; skipping it is ~1 ms).
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2];
    const ratio = median(unknown) / median(wrong);
    expect({ ratio: ratio > 0.4 && ratio < 2.5, unknown, wrong }).toEqual({ ratio: true, unknown, wrong });
  });

  it('sign-up says only that an e-mail is taken (active or deactivated alike), with no detail of the account', async () => {
    for (const email of [active.email, active.email.toUpperCase(), deactivated.email]) {
      const rest = await t.rest('POST', '/api/signup', { ...signupInput(email, '+919800000001'), currency_id: 1 });
      const gql = await t.gql(SIGNUP, { input: signupInput(email, '+919800000001') });
      expect({ email, status: rest.status, body: rest.body }).toEqual({
        email,
        status: 409,
        body: { error: 'An account with this email already exists' },
      });
      expect(gql.body.data.signup).toEqual({
        __typename: 'EmailAlreadyUsedError',
        errorCode: 'EMAIL_ALREADY_USED_ERROR',
        message: 'An account with this email already exists',
      });
    }
  });

  it('sign-up reveals nothing about phones: a phone already in use is accepted like a new one', async () => {
    for (const phone of [active.phone, usdPhone, '+919811122233']) {
      const result = await t.rest('POST', '/api/signup', { ...signupInput(`enum.phone.${unique()}@example.com`, phone), currency_id: 1 });
      expect({ phone, status: result.status, message: result.body.message }).toEqual({
        phone,
        status: 201,
        message: 'User registered successfully',
      });
    }
  });

  it('the legacy phone look-up answers an unknown, an INR and a deactivated account phone alike; only another currency shows', async () => {
    const arrivals = async (phone: string) =>
      (await t.rest('GET', `/api/get-new-arrivals?limit=2&phoneNumber=${encodeURIComponent(phone)}`)).body;
    const reference = await arrivals('+919000000000');
    expect(await arrivals(active.phone)).toEqual(reference);
    // The deactivated account prices in USD: its phone no longer picks anything.
    expect(await arrivals(deactivated.phone)).toEqual(reference);
    // Forced by the legacy contract (docs/decisions.md#phone-lookups): an active USD account's phone prices in USD.
    expect(await arrivals(usdPhone)).not.toEqual(reference);
  });
});
