import jwt from 'jsonwebtoken';
import { User } from '../src/entities/user.entity';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  INR_CUSTOMER_EMAIL,
  type TestServer,
  startTestServer,
} from './support/test-server';

const SIGNUP = `mutation Signup($input: SignupInput!) {
  signup(input: $input) {
    __typename
    ... on SignupSuccess { user { id email role currency { code } } }
    ... on ErrorResult { errorCode message }
    ... on InputValidationError { fieldErrors { field message } }
  }
}`;
const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) {
    __typename
    ... on AuthPayload { token expiresAt user { id email role currency { code } } }
    ... on ErrorResult { errorCode message }
    ... on InputValidationError { fieldErrors { field message } }
  }
}`;
const ME = '{ me { id email firstName role currency { id code } } }';

const validSignup = (over: Record<string, unknown> = {}) => ({
  firstName: 'Isha',
  lastName: 'Verma',
  phone: '+919876543210',
  email: `isha.${Math.random().toString(36).slice(2)}@example.com`,
  password: 'secret12',
  currencyId: 1,
  ...over,
});

describe(`accounts [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  const userCount = () => t.server.dataSource.getRepository(User).count();

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  describe('GraphQL', () => {
    it('signs up a customer, logs in and answers me with the account currency', async () => {
      // Arrange
      const input = validSignup({ currencyId: 2, email: 'New.Shopper@Example.com' });
      // Act
      const signup = await t.gql(SIGNUP, { input });
      const login = await t.gql(LOGIN, { input: { email: 'new.shopper@example.com', password: 'secret12' } });
      const token = login.body.data.login.token as string;
      const me = await t.gql(ME, {}, token);
      // Assert
      expect(signup.body.data.signup).toMatchObject({
        __typename: 'SignupSuccess',
        user: { email: 'new.shopper@example.com', role: 'CUSTOMER', currency: { code: 'USD' } },
      });
      expect(login.body.data.login.__typename).toBe('AuthPayload');
      expect(new Date(login.body.data.login.expiresAt).getTime()).toBeGreaterThan(Date.now());
      expect(me.body.data.me).toMatchObject({
        email: 'new.shopper@example.com',
        firstName: 'Isha',
        role: 'CUSTOMER',
        currency: { code: 'USD' },
      });
    });

    it('stores only an argon2id hash of the password', async () => {
      const input = validSignup();
      await t.gql(SIGNUP, { input });
      const row = await t.server.dataSource.getRepository(User).findOneByOrFail({ email: input.email });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain(input.password);
    });

    it.each([
      ['firstName', { firstName: '  ' }, 'First name is required'],
      ['lastName', { lastName: undefined }, 'Last name is required'],
      ['phone', { phone: '' }, 'Phone number is required'],
      ['phone', { phone: '9876543210' }, 'Phone number must be in format +<country code><10-15 digits>'],
      ['phone', { phone: '+12345' }, 'Phone number must be in format +<country code><10-15 digits>'],
      ['email', { email: '' }, 'Email is required'],
      ['email', { email: 'not-an-email' }, 'Email is invalid'],
      ['password', { password: '12345' }, 'Password must be at least 6 characters'],
      ['currencyId', { currencyId: 99 }, 'Currency is not supported'],
    ])('refuses a bad %s with the documented text and writes nothing (%j)', async (field, over, message) => {
      const before = await userCount();
      const input = validSignup(over);
      const result = await t.gql(SIGNUP, { input: { ...input, lastName: input.lastName ?? '' } });
      expect(result.body.data.signup).toMatchObject({ __typename: 'InputValidationError', errorCode: 'INPUT_VALIDATION_ERROR', message });
      expect(result.body.data.signup.fieldErrors).toContainEqual({ field, message });
      expect(await userCount()).toBe(before);
    });

    it('refuses a second account with the same e-mail, whatever its case', async () => {
      const input = validSignup();
      await t.gql(SIGNUP, { input });
      const before = await userCount();
      const again = await t.gql(SIGNUP, { input: { ...input, email: input.email.toUpperCase() } });
      expect(again.body.data.signup).toMatchObject({ __typename: 'EmailAlreadyUsedError', errorCode: 'EMAIL_ALREADY_USED_ERROR' });
      expect(await userCount()).toBe(before);
    });

    it('answers a wrong password and an unknown e-mail alike', async () => {
      const wrong = await t.gql(LOGIN, { input: { email: INR_CUSTOMER_EMAIL, password: 'wrong-password' } });
      const unknown = await t.gql(LOGIN, { input: { email: 'nobody@example.com', password: 'wrong-password' } });
      expect(wrong.body.data.login).toEqual({
        __typename: 'InvalidCredentialsError',
        errorCode: 'INVALID_CREDENTIALS_ERROR',
        message: 'Invalid email or password',
      });
      expect(unknown.body.data.login).toEqual(wrong.body.data.login);
    });

    it('checks the login input with the documented texts', async () => {
      const result = await t.gql(LOGIN, { input: { email: 'bad', password: '' } });
      expect(result.body.data.login.fieldErrors).toEqual([
        { field: 'email', message: 'Email is invalid' },
        { field: 'password', message: 'Password is required' },
      ]);
    });

    it('verifies the token on every call: none is a guest, a forged, expired or orphaned one is refused', async () => {
      const secretless = jwt.sign({ role: 'admin' }, 'a-different-secret-of-at-least-32-chars', { subject: '1', issuer: 'jewellery-shop' });
      const expired = jwt.sign({ role: 'customer' }, t.jwtSecret, { subject: '2', issuer: 'jewellery-shop', expiresIn: -10 });
      const input = validSignup();
      await t.gql(SIGNUP, { input });
      const orphanToken = await t.login(input.email, input.password);
      await t.server.dataSource.getRepository(User).delete({ email: input.email });

      expect((await t.gql(ME)).body).toEqual({ data: { me: null } });
      for (const [token, message] of [
        [secretless, 'Invalid token'],
        ['garbage', 'Invalid token'],
        [expired, 'Your session has expired, please log in again'],
        [orphanToken, 'This account no longer exists'],
      ]) {
        const result = await t.gql(ME, {}, token);
        expect(result.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED' } });
      }
    });
  });

  describe('roles', () => {
    const STATS = '{ dashboardStats { users products orders inquiries } }';

    it('lets an admin read the back-office, refuses a customer (FORBIDDEN) and a guest (UNAUTHENTICATED)', async () => {
      const admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const customer = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);

      const asAdmin = await t.gql(STATS, {}, admin);
      const asCustomer = await t.gql(STATS, {}, customer);
      const asGuest = await t.gql(STATS);

      expect(asAdmin.body.data.dashboardStats).toEqual({
        users: await userCount(),
        products: await t.server.dataSource
          .query('SELECT COUNT(*) AS n FROM products')
          .then((r: { n: number | string }[]) => Number(r[0].n)),
        orders: 0,
        inquiries: 0,
      });
      expect(asCustomer.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(asCustomer.body.data).toBeNull();
      expect(asGuest.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('enforces the same on REST: 200 admin, 403 customer, 401 guest or bad token', async () => {
      const admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const customer = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);

      const asAdmin = await t.rest('GET', '/api/user/getall', undefined, admin);
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body).toEqual(
        expect.arrayContaining([expect.objectContaining({ email: ADMIN_EMAIL, role: 'admin', isActive: true })]),
      );
      expect(asAdmin.body.every((u: Record<string, unknown>) => !('passwordHash' in u))).toBe(true);
      expect((await t.rest('GET', '/api/user/getall', undefined, customer)).status).toBe(403);
      expect(await t.rest('GET', '/api/user/getall')).toMatchObject({ status: 401, body: { details: 'Authentication required' } });
      expect(await t.rest('GET', '/api/user/getall', undefined, 'forged')).toMatchObject({
        status: 401,
        body: { details: 'Invalid token' },
      });
    });
  });

  describe('legacy REST', () => {
    it('POST /api/signup creates the account (201) and POST /api/login answers the stored-user record', async () => {
      const input = validSignup();
      const { currencyId, ...rest } = input;
      const signup = await t.rest('POST', '/api/signup', { ...rest, currency_id: String(currencyId) });
      const login = await t.rest('POST', '/api/login', { email: input.email, password: input.password });

      expect(signup.status).toBe(201);
      expect(signup.body).toMatchObject({ message: 'User registered successfully', userId: expect.any(Number) });
      expect(login.status).toBe(200);
      expect(login.body).toEqual({
        userId: signup.body.userId,
        firstName: 'Isha',
        lastName: 'Verma',
        phone: '+919876543210',
        email: input.email,
        dob: null,
        role: 'customer',
        currency_id: 1,
        token: expect.any(String),
        expiresAt: expect.any(String),
      });
      const me = await t.gql(ME, {}, login.body.token);
      expect(me.body.data.me.id).toBe(signup.body.userId);
    });

    it('answers bad sign-ups with 400 and the documented text in `error`, duplicates with 409', async () => {
      const before = await userCount();
      const noPhone = await t.rest('POST', '/api/signup', { ...validSignup(), phone: undefined, currency_id: 1 });
      const badPhone = await t.rest('POST', '/api/signup', { ...validSignup(), phone: '12', currency_id: 1 });
      const noCurrency = await t.rest('POST', '/api/signup', { ...validSignup(), currencyId: undefined });
      const dup = await t.rest('POST', '/api/signup', { ...validSignup({ email: INR_CUSTOMER_EMAIL }), currency_id: 1 });

      expect(noPhone).toMatchObject({ status: 400, body: { error: 'Phone number is required' } });
      expect(badPhone).toMatchObject({ status: 400, body: { error: 'Phone number must be in format +<country code><10-15 digits>' } });
      expect(noCurrency).toMatchObject({ status: 400, body: { error: 'Currency is required' } });
      expect(dup).toMatchObject({ status: 409, body: { error: 'An account with this email already exists' } });
      expect(await userCount()).toBe(before);
    });

    it('answers bad log-ins with 401 or 400 and the message in `error`; malformed JSON with 400 in `error` too', async () => {
      expect(await t.rest('POST', '/api/login', { email: INR_CUSTOMER_EMAIL, password: 'nope-nope' })).toMatchObject({
        status: 401,
        body: { error: 'Invalid email or password' },
      });
      expect(await t.rest('POST', '/api/login', { password: 'x' })).toMatchObject({ status: 400, body: { error: 'Email is required' } });
      const malformed = await fetch(`${t.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ error: 'Malformed JSON body' });
    });

    describe.each(['/api/login', '/api/signup'])('every error of %s carries its message in `error`, never in `details`', (path) => {
      /** A POST of raw text, as a broken or foreign client sends it. */
      const post = async (body: string, contentType = 'application/json') => {
        const response = await fetch(t.url + path, { method: 'POST', headers: { 'content-type': contentType }, body });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };

      it.each([
        ['malformed JSON', () => post('{"email":'), 400, 'Malformed JSON body'],
        ['a JSON string instead of an object', () => post('"isha@example.com"'), 400, 'Malformed JSON body'],
        [
          'a body over 1 MB',
          () => post(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1100 * 1024) })),
          413,
          'Request body too large',
        ],
        ['a charset the parser refuses', () => post('{}', 'application/json; charset=latin1'), 415, 'unsupported charset "LATIN1"'],
      ])('%s: the parser refuses it before the route runs', async (_name, send, status, message) => {
        // Act
        const answer = await send();
        // Assert
        expect(answer).toEqual({ status, body: { error: message } });
      });

      it.each([
        [
          'fields of the wrong types',
          () => post(JSON.stringify({ email: 5, password: { secret: true }, firstName: [], currency_id: 'two' })),
        ],
        ['a JSON array', () => post('[1, 2]')],
        ['a form sent as text/plain (the body is not read)', () => post('email=isha@example.com&password=secret12', 'text/plain')],
      ])('%s: a 400 with the validation message', async (_name, send) => {
        // Arrange
        const before = await userCount();
        // Act
        const answer = await send();
        // Assert
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ error: expect.any(String), fieldErrors: expect.any(Array) });
        expect(answer.body).not.toHaveProperty('details');
        expect(await userCount()).toBe(before);
      });

      it('a method the path does not answer: 404 in `error`', async () => {
        expect(await t.rest('GET', path)).toMatchObject({ status: 404, body: { error: 'Not found' } });
        expect((await t.rest('GET', path)).body).not.toHaveProperty('details');
      });
    });

    it('keeps `details` for the same refused bodies on every other path', async () => {
      // Arrange
      const post = async (target: string, body: string, contentType = 'application/json') => {
        const response = await fetch(t.url + target, { method: 'POST', headers: { 'content-type': contentType }, body });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      // Act
      const malformed = await post('/api/add', '{"p_id":');
      const tooLarge = await post('/api/createorder', JSON.stringify({ note: 'x'.repeat(1100 * 1024) }));
      const badCharset = await post('/api/addwishlist', '{}', 'application/json; charset=latin1');
      // A path that merely starts like the account paths is not one of them.
      const lookalike = await post('/api/loginx', '{"email":');
      // Assert
      expect(malformed).toEqual({ status: 400, body: { details: 'Malformed JSON body' } });
      expect(tooLarge).toEqual({ status: 413, body: { details: 'Request body too large' } });
      expect(badCharset).toEqual({ status: 415, body: { details: 'unsupported charset "LATIN1"' } });
      expect(lookalike).toEqual({ status: 400, body: { details: 'Malformed JSON body' } });
    });

    it('logs the seeded admin in with role admin', async () => {
      const login = await t.rest('POST', '/api/login', { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD });
      expect(login).toMatchObject({ status: 200, body: { role: 'admin', email: ADMIN_EMAIL } });
    });
  });
});
