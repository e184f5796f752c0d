import jwt from 'jsonwebtoken';
import { latestDateOnEarth } from '../src/domain/accounts/accounts.validation';
import { User } from '../src/entities/user.entity';
import { ADMIN_EMAIL, ADMIN_PASSWORD, USD_CUSTOMER_EMAIL, type TestServer, startTestServer } from './support/test-server';

const UPDATE_PROFILE = `mutation ProfileUpdate($input: UpdateProfileInput!, $userId: Int) {
  updateProfile(input: $input, userId: $userId) {
    __typename
    ... on User { id firstName lastName email pendingEmail phone gender dob role currency { code } }
    ... on ErrorResult { errorCode message }
    ... on InputValidationError { fieldErrors { field message } }
  }
}`;
const SIGNUP = `mutation Signup($input: SignupInput!) {
  signup(input: $input) { ... on SignupSuccess { user { id } } ... on ErrorResult { message } }
}`;
const ME = '{ me { id firstName lastName email phone gender dob } }';

interface Customer {
  id: number;
  email: string;
  token: string;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe(`storefront profile [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let adminToken: string;
  const users = () => t.server.dataSource.getRepository(User);
  const row = (id: number) => users().findOneByOrFail({ id });

  /** A fresh customer per test, so no test depends on another's edits. */
  async function newCustomer(): Promise<Customer> {
    const email = `profile.${Math.random().toString(36).slice(2)}@example.com`;
    const signup = await t.gql(SIGNUP, {
      input: { firstName: 'Kavya', lastName: 'Rao', phone: '+919811112222', email, password: 'secret12', currencyId: 1 },
    });
    const id: number = signup.body.data.signup.user.id;
    return { id, email, token: await t.login(email, 'secret12') };
  }

  beforeAll(async () => {
    t = await startTestServer();
    adminToken = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(() => t?.close());

  it('saves every field of the signed-in customer and answers the updated account; a new e-mail waits for its confirmation', async () => {
    // Arrange: the e-mail and phone change with the current password (email-change.e2e-spec.ts covers the rest).
    const me = await newCustomer();
    const input = {
      firstName: ' Ananya ',
      lastName: 'Menon',
      email: 'Ananya.Menon.' + me.id + '@Example.com',
      phone: '+14155550199',
      gender: 'FEMALE',
      dob: '1992-02-29',
      currentPassword: 'secret12',
    };

    // Act
    const result = await t.gql(UPDATE_PROFILE, { input }, me.token);
    const after = await t.gql(ME, {}, me.token);

    // Assert
    const expected = {
      id: me.id,
      firstName: 'Ananya',
      lastName: 'Menon',
      email: me.email,
      phone: '+14155550199',
      gender: 'FEMALE',
      dob: '1992-02-29',
    };
    expect(result.body.data.updateProfile).toEqual({
      __typename: 'User',
      ...expected,
      pendingEmail: input.email.toLowerCase(),
      role: 'CUSTOMER',
      currency: { code: 'INR' },
    });
    expect(after.body.data.me).toEqual(expected);
    expect(await row(me.id)).toMatchObject({ ...expected, gender: 'female' });
  });

  it('changes only the fields sent', async () => {
    // Arrange
    const me = await newCustomer();
    await t.gql(UPDATE_PROFILE, { input: { gender: 'OTHER', dob: '1988-07-14' } }, me.token);
    const before = await row(me.id);

    // Act
    const result = await t.gql(UPDATE_PROFILE, { input: { lastName: 'Krishnan' } }, me.token);

    // Assert
    expect(result.body.data.updateProfile.__typename).toBe('User');
    const after = await row(me.id);
    expect(after).toEqual({ ...before, lastName: 'Krishnan' });
  });

  it('clears gender and date of birth when they are sent as null', async () => {
    const me = await newCustomer();
    await t.gql(UPDATE_PROFILE, { input: { gender: 'MALE', dob: '2000-01-01' } }, me.token);
    const result = await t.gql(UPDATE_PROFILE, { input: { gender: null, dob: null } }, me.token);
    expect(result.body.data.updateProfile).toMatchObject({ __typename: 'User', gender: null, dob: null });
    expect(await row(me.id)).toMatchObject({ gender: null, dob: null });
  });

  it('answers the account unchanged when nothing is sent, without writing', async () => {
    const me = await newCustomer();
    const before = await row(me.id);
    const result = await t.gql(UPDATE_PROFILE, { input: {} }, me.token);
    expect(result.body.data.updateProfile).toMatchObject({ __typename: 'User', id: me.id, email: me.email });
    expect(await row(me.id)).toEqual(before);
  });

  it('refuses an e-mail that belongs to another account (any case) and writes nothing', async () => {
    // Arrange
    const me = await newCustomer();
    const before = await row(me.id);
    // Act: with the current password (without it the answer asks for it, and tells nothing about the address)
    const input = { firstName: 'Changed', email: USD_CUSTOMER_EMAIL.toUpperCase(), currentPassword: 'secret12' };
    const result = await t.gql(UPDATE_PROFILE, { input }, me.token);
    // Assert
    expect(result.body.data.updateProfile).toEqual({
      __typename: 'EmailAlreadyUsedError',
      errorCode: 'EMAIL_ALREADY_USED_ERROR',
      message: 'An account with this email already exists',
    });
    expect(await row(me.id)).toEqual(before);
  });

  it('accepts the own e-mail in another case', async () => {
    const me = await newCustomer();
    const result = await t.gql(UPDATE_PROFILE, { input: { email: me.email.toUpperCase(), firstName: 'Same' } }, me.token);
    expect(result.body.data.updateProfile).toMatchObject({ __typename: 'User', email: me.email, firstName: 'Same' });
  });

  const today = latestDateOnEarth();
  it.each([
    ['firstName', { firstName: '  ' }, 'First name is required'],
    ['firstName', { firstName: null }, 'First name is required'],
    ['firstName', { firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Email is invalid'],
    ['phone', { phone: '' }, 'Phone number is required'],
    ['phone', { phone: '9876543210' }, 'Phone number must be in format +<country code><10-15 digits>'],
    ['phone', { phone: '+1234567890123456' }, 'Phone number must be in format +<country code><10-15 digits>'],
    ['dob', { dob: '2023-02-29' }, 'Date of birth must be a valid date in the format YYYY-MM-DD'],
    ['dob', { dob: '1990-1-2' }, 'Date of birth must be a valid date in the format YYYY-MM-DD'],
    ['dob', { dob: '02/01/1990' }, 'Date of birth must be a valid date in the format YYYY-MM-DD'],
    ['dob', { dob: '' }, 'Date of birth must be a valid date in the format YYYY-MM-DD'],
    ['dob', { dob: addDays(today, 1) }, 'Date of birth cannot be in the future'],
    ['dob', { dob: '1899-12-31' }, 'Date of birth cannot be before 1900'],
  ])('refuses a bad %s with a clear text and writes nothing (%j)', async (field, over, message) => {
    // Arrange: a valid change next to the bad one must not be saved either.
    const me = await newCustomer();
    const before = await row(me.id);
    // Act
    const result = await t.gql(UPDATE_PROFILE, { input: { lastName: 'Should-Not-Save', ...over } }, me.token);
    // Assert
    expect(result.body.data.updateProfile).toMatchObject({
      __typename: 'InputValidationError',
      errorCode: 'INPUT_VALIDATION_ERROR',
      message,
    });
    expect(result.body.data.updateProfile.fieldErrors).toContainEqual({ field, message });
    expect(await row(me.id)).toEqual(before);
  });

  it('refuses a gender outside MALE, FEMALE, OTHER at the schema level, writing nothing', async () => {
    const me = await newCustomer();
    const before = await row(me.id);
    const result = await t.gql(UPDATE_PROFILE, { input: { gender: 'UNKNOWN', firstName: 'Nope' } }, me.token);
    expect(result.status).toBe(400);
    expect(result.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await row(me.id)).toEqual(before);
  });

  it('accepts today as a date of birth', async () => {
    const me = await newCustomer();
    const todayUtc = new Date().toISOString().slice(0, 10);
    const result = await t.gql(UPDATE_PROFILE, { input: { dob: todayUtc } }, me.token);
    expect(result.body.data.updateProfile).toMatchObject({ __typename: 'User', dob: todayUtc });
  });

  describe('who may edit', () => {
    it('needs a token: none, a forged or an expired one is UNAUTHENTICATED and nothing is written', async () => {
      // Arrange
      const me = await newCustomer();
      const before = await row(me.id);
      const forged = jwt.sign({ role: 'admin' }, 'a-different-secret-of-at-least-32-chars', {
        subject: String(me.id),
        issuer: 'jewellery-shop',
      });
      const expired = jwt.sign({ role: 'customer' }, t.jwtSecret, { subject: String(me.id), issuer: 'jewellery-shop', expiresIn: -10 });
      const input = { firstName: 'Intruder' };

      // Act
      const results = await Promise.all([
        t.gql(UPDATE_PROFILE, { input }),
        t.gql(UPDATE_PROFILE, { input, userId: me.id }),
        t.gql(UPDATE_PROFILE, { input }, forged),
        t.gql(UPDATE_PROFILE, { input }, 'garbage'),
        t.gql(UPDATE_PROFILE, { input }, expired),
      ]);

      // Assert
      expect(results.map((r) => r.body.errors?.[0]?.extensions.code)).toEqual(Array(5).fill('UNAUTHENTICATED'));
      expect(results.map((r) => r.body.errors[0].message)).toEqual([
        'Authentication required',
        'Authentication required',
        'Invalid token',
        'Invalid token',
        'Your session has expired, please log in again',
      ]);
      expect(await row(me.id)).toEqual(before);
    });

    it('refuses a customer editing another account (FORBIDDEN), before looking at the input', async () => {
      // Arrange
      const me = await newCustomer();
      const other = await newCustomer();
      const before = await row(other.id);
      // Act
      const valid = await t.gql(UPDATE_PROFILE, { input: { firstName: 'Hijacked' }, userId: other.id }, me.token);
      const invalid = await t.gql(UPDATE_PROFILE, { input: { firstName: '' }, userId: other.id }, me.token);
      const unknown = await t.gql(UPDATE_PROFILE, { input: { firstName: 'Ghost' }, userId: 999_999 }, me.token);
      // Assert
      for (const result of [valid, invalid, unknown]) {
        expect(result.body.errors[0]).toMatchObject({ message: 'You can only access your own account', extensions: { code: 'FORBIDDEN' } });
        expect(result.body.data).toBeNull();
      }
      expect(await row(other.id)).toEqual(before);
    });

    it('lets a customer name their own id', async () => {
      const me = await newCustomer();
      const result = await t.gql(UPDATE_PROFILE, { input: { firstName: 'Self' }, userId: me.id }, me.token);
      expect(result.body.data.updateProfile).toMatchObject({ __typename: 'User', id: me.id, firstName: 'Self' });
    });

    it('lets an admin edit a customer by id, and answers NOT_FOUND for an unknown id', async () => {
      // Arrange
      const customer = await newCustomer();
      const adminBefore = await users().findOneByOrFail({ email: ADMIN_EMAIL });
      // Act
      const edited = await t.gql(UPDATE_PROFILE, { input: { phone: '+447700900123', gender: 'OTHER' }, userId: customer.id }, adminToken);
      const unknown = await t.gql(UPDATE_PROFILE, { input: { firstName: 'Ghost' }, userId: 999_999 }, adminToken);
      // Assert
      expect(edited.body.data.updateProfile).toMatchObject({
        __typename: 'User',
        id: customer.id,
        phone: '+447700900123',
        gender: 'OTHER',
        role: 'CUSTOMER',
      });
      expect(await row(customer.id)).toMatchObject({ phone: '+447700900123', gender: 'other' });
      expect(await users().findOneByOrFail({ id: adminBefore.id })).toEqual(adminBefore);
      expect(unknown.body.errors[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
    });

    it("edits the admin's own account when the admin sends no userId", async () => {
      const before = await users().findOneByOrFail({ email: ADMIN_EMAIL });
      const result = await t.gql(UPDATE_PROFILE, { input: { lastName: 'Administrator' } }, adminToken);
      expect(result.body.data.updateProfile).toMatchObject({ __typename: 'User', id: before.id, lastName: 'Administrator', role: 'ADMIN' });
      expect(await row(before.id)).toEqual({ ...before, lastName: 'Administrator' });
    });
  });
});
