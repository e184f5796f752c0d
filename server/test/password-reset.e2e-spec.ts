import { createHash, randomBytes } from 'node:crypto';
import { PasswordReset } from '../src/entities/password-reset.entity';
import { SmtpSink, until } from './support/smtp-sink';
import { type TestServer, startTestServer } from './support/test-server';

// Self-service password reset (docs/decisions.md#password-reset). The e-mail with the link is the mail
// helper's outbox; until it lands these tests read no e-mail: they check the row a request writes, and use
// links whose token they made themselves and whose sha256 they inserted into password_resets directly.

const REQUEST = `mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) {
  __typename ... on PasswordResetRequested { message } ... on ErrorResult { errorCode message }
} }`;
const RESET = `mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) {
  __typename ... on PasswordResetDone { email message } ... on ResetLinkError { problem } ... on ErrorResult { errorCode message }
  ... on InputValidationError { fieldErrors { field message } }
} }`;
const SIGNUP = `mutation Signup($input: SignupInput!) { signup(input: $input) { __typename ... on SignupSuccess { user { id } } } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { __typename ... on AuthPayload { token } } }`;
const COOKIE = 'aurelia_refresh';
const OLD_PASSWORD = 'old-password-1';
const NEW_PASSWORD = 'new-password-2';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

describe(`password reset [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let accounts = 0;

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  const links = () => t.server.dataSource.getRepository(PasswordReset);
  const requestReset = (email: string) => t.gql(REQUEST, { input: { email } });
  const reset = (token: string, password = NEW_PASSWORD) => t.gql(RESET, { input: { token, password } });

  /** A fresh customer of its own, so one test's resets never touch another's. */
  async function newCustomer() {
    accounts += 1;
    const email = `reset.${accounts}.${randomBytes(3).toString('hex')}@example.com`;
    const answer = await t.gql(SIGNUP, {
      input: { firstName: 'Meera', lastName: 'Iyer', phone: '+919812345678', email, password: OLD_PASSWORD, currencyId: 1 },
    });
    expect(answer.body.data.signup.__typename).toBe('SignupSuccess');
    return { id: Number(answer.body.data.signup.user.id), email };
  }

  /** A link of `userId` with a token the test knows, stored as the service stores one: its sha256 only. */
  async function plantLink(userId: number, expiresAt = new Date(Date.now() + 3_600_000)) {
    const token = newToken();
    await links().insert({ userId, tokenHash: sha256(token), expiresAt, usedAt: null, requestIp: null });
    return token;
  }

  async function canLogIn(email: string, password: string): Promise<boolean> {
    const answer = await t.gql(LOGIN, { input: { email, password } });
    return answer.body.data.login.__typename === 'AuthPayload';
  }

  it('answers a known, an unknown and a deactivated e-mail alike; only the active account gets a link, stored hashed', async () => {
    // Arrange
    const known = await newCustomer();
    const gone = await newCustomer();
    await t.server.dataSource.query('UPDATE users SET isActive = ? WHERE id = ?', [false, gone.id]);
    // Act
    const answers = [];
    for (const email of [known.email, `nobody.${randomBytes(4).toString('hex')}@example.com`, gone.email, known.email.toUpperCase()]) {
      const answer = await requestReset(email);
      answers.push({ status: answer.status, body: answer.body });
    }
    // Assert
    expect(answers[0].body.data.requestPasswordReset).toEqual({
      __typename: 'PasswordResetRequested',
      message: expect.stringContaining('If an account exists for this e-mail'),
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await links().countBy({ userId: gone.id })).toBe(0);
    // Asked twice: the second link replaced the first.
    const rows = await links().findBy({ userId: known.id });
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.usedAt).toBeNull();
    expect(row.requestIp).toBeTruthy();
    const life = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(life).toBeGreaterThan(59 * 60_000);
    expect(life).toBeLessThanOrEqual(60 * 60_000 + 1000);
    // No column holds a raw token (43 base64url characters).
    expect(Object.values(row).filter((value) => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value))).toEqual([]);
  });

  it('refuses a malformed e-mail with the sign-up text, before anything is looked up', async () => {
    const answer = await requestReset('not-an-email');
    expect(answer.body.data.requestPasswordReset).toEqual({
      __typename: 'InputValidationError',
      errorCode: 'INPUT_VALIDATION_ERROR',
      message: 'Email is invalid',
    });
  });

  it('a link sets the password once: the old password stops working, a second use is told the link was used', async () => {
    // Arrange
    const customer = await newCustomer();
    const token = await plantLink(customer.id);
    // Act
    const first = await reset(token);
    const second = await reset(token, 'another-password-3');
    // Assert
    expect(first.body.data.resetPassword).toEqual({
      __typename: 'PasswordResetDone',
      email: customer.email,
      message: 'Your password has been changed. Please log in with your new password.',
    });
    expect(second.body.data.resetPassword).toMatchObject({ __typename: 'ResetLinkError', errorCode: 'RESET_LINK_ERROR', problem: 'USED' });
    expect(second.body.data.resetPassword.message).toMatch(/already been used/);
    expect(await canLogIn(customer.email, OLD_PASSWORD)).toBe(false);
    expect(await canLogIn(customer.email, NEW_PASSWORD)).toBe(true);
    expect(await canLogIn(customer.email, 'another-password-3')).toBe(false);
    const row = await links().findOneByOrFail({ tokenHash: sha256(token) });
    expect(row.usedAt).not.toBeNull();
  });

  it('one link used many times at the same moment sets one password: exactly one use wins, the others are told it was used', async () => {
    // Arrange
    const customer = await newCustomer();
    const token = await plantLink(customer.id);
    const passwords = Array.from({ length: 6 }, (_, i) => `race-password-${i}`);
    // Act: every use sent before any is answered
    const answers = await Promise.all(passwords.map((password) => reset(token, password)));
    // Assert
    const kinds = answers.map((answer) => answer.body.data.resetPassword.__typename);
    expect(kinds.filter((kind) => kind === 'PasswordResetDone')).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.data.resetPassword.problem === 'USED')).toHaveLength(passwords.length - 1);
    const winner = passwords[kinds.indexOf('PasswordResetDone')];
    const opening = [];
    for (const password of passwords) opening.push(await canLogIn(customer.email, password));
    expect(opening).toEqual(passwords.map((password) => password === winner));
  });

  it('refuses an expired link, a forged one and a malformed one, each with its own message, and changes nothing', async () => {
    // Arrange
    const customer = await newCustomer();
    const expired = await plantLink(customer.id, new Date(Date.now() - 1000));
    // Act
    const answers = {
      expired: (await reset(expired)).body.data.resetPassword,
      forged: (await reset(newToken())).body.data.resetPassword,
      malformed: (await reset('abc')).body.data.resetPassword,
      empty: (await reset('')).body.data.resetPassword,
    };
    // Assert
    expect(answers.expired).toMatchObject({ __typename: 'ResetLinkError', problem: 'EXPIRED', message: expect.stringMatching(/expired/) });
    for (const answer of [answers.forged, answers.malformed, answers.empty]) {
      expect(answer).toMatchObject({ __typename: 'ResetLinkError', problem: 'INVALID', message: expect.stringMatching(/not valid/) });
    }
    expect(new Set([answers.expired.message, answers.forged.message])).toHaveProperty('size', 2);
    expect(await canLogIn(customer.email, OLD_PASSWORD)).toBe(true);
  });

  it('checks the new password with the sign-up rules and leaves the link usable after a refused password', async () => {
    const customer = await newCustomer();
    const token = await plantLink(customer.id);
    const refused = await reset(token, '12345');
    expect(refused.body.data.resetPassword).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ field: 'password', message: 'Password must be at least 6 characters' }],
    });
    expect((await reset(token)).body.data.resetPassword.__typename).toBe('PasswordResetDone');
  });

  it('ends every session of the account: GraphQL and REST access tokens and refresh cookies', async () => {
    // Arrange: a browser session (access token and refresh cookie) and a legacy REST token, before the reset
    const customer = await newCustomer();
    const login = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LOGIN, variables: { input: { email: customer.email, password: OLD_PASSWORD } } }),
    });
    const accessToken = ((await login.json()) as any).data.login.token as string;
    const cookie = login.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${COOKIE}=`))
      ?.split(';')[0];
    expect(cookie).toBeTruthy();
    const restToken = (await t.rest('POST', '/api/login', { email: customer.email, password: OLD_PASSWORD })).body.token as string;
    expect((await t.gql('{ me { id } }', {}, accessToken)).body.data.me).toEqual({ id: customer.id });
    expect((await t.rest('GET', `/api/getcart/${customer.id}`, undefined, restToken)).status).toBe(200);
    // Act
    expect((await reset(await plantLink(customer.id))).body.data.resetPassword.__typename).toBe('PasswordResetDone');
    // Assert
    const me = await t.gql('{ me { id } }', {}, accessToken);
    expect(me.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.rest('GET', `/api/getcart/${customer.id}`, undefined, restToken)).status).toBe(401);
    const refreshed = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: String(cookie) },
      body: JSON.stringify({ query: 'mutation { refreshSession { token } }' }),
    });
    expect(((await refreshed.json()) as any).data.refreshSession).toBeNull();
  });

  it('a reset ends the account’s other unused links; asking again ends the earlier ones', async () => {
    const customer = await newCustomer();
    const older = await plantLink(customer.id);
    const used = await plantLink(customer.id);
    expect((await reset(used)).body.data.resetPassword.__typename).toBe('PasswordResetDone');
    expect((await reset(older)).body.data.resetPassword).toMatchObject({ problem: 'INVALID' });

    const earlier = await plantLink(customer.id);
    await requestReset(customer.email);
    expect((await reset(earlier)).body.data.resetPassword).toMatchObject({ problem: 'INVALID' });
    // The used link is kept, so its second use still says "used".
    expect((await reset(used)).body.data.resetPassword).toMatchObject({ problem: 'USED' });
  });

  it('a deactivated account cannot reset with a link it got while active', async () => {
    const customer = await newCustomer();
    const token = await plantLink(customer.id);
    await t.server.dataSource.query('UPDATE users SET isActive = ? WHERE id = ?', [false, customer.id]);
    expect((await reset(token)).body.data.resetPassword).toMatchObject({ __typename: 'ResetLinkError', problem: 'INVALID' });
    await t.server.dataSource.query('UPDATE users SET isActive = ? WHERE id = ?', [true, customer.id]);
    expect(await canLogIn(customer.email, OLD_PASSWORD)).toBe(true);
  });

  // SQLite's table is made from the entity; MariaDB's only by the migration, which must say the same. (TypeORM's own
  // schema diff is no judge on MariaDB: it reports every nullable datetime of every table as changed.)
  (process.env.TEST_DB_KIND === 'mariadb' ? it : it.skip)('the migration makes the table the entity describes (MariaDB)', async () => {
    const meta = t.server.dataSource.getMetadata(PasswordReset);
    const expected = meta.columns
      .map((c) => ({
        name: c.databaseName,
        type: t.server.dataSource.driver.normalizeType(c),
        nullable: c.isNullable,
        length: c.length ? Number(c.length) : null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const columns = await t.server.dataSource.query(
      'SELECT COLUMN_NAME AS name, DATA_TYPE AS type, IS_NULLABLE AS nullable, CHARACTER_MAXIMUM_LENGTH AS length, DATETIME_PRECISION AS prec ' +
        "FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'password_resets' ORDER BY COLUMN_NAME",
    );
    expect(
      columns.map((c: any) => ({
        name: c.name,
        type: c.type,
        nullable: c.nullable === 'YES',
        length: c.length === null ? null : Number(c.length),
      })),
    ).toEqual(expected);
    for (const c of columns.filter((row: any) => row.type === 'datetime'))
      expect({ name: c.name, prec: Number(c.prec) }).toEqual({ name: c.name, prec: 3 });
    const indexes = await t.server.dataSource.query(
      'SELECT INDEX_NAME AS name, NON_UNIQUE AS nonUnique, GROUP_CONCAT(COLUMN_NAME ORDER BY SEQ_IN_INDEX) AS cols FROM information_schema.STATISTICS ' +
        "WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'password_resets' AND INDEX_NAME <> 'PRIMARY' GROUP BY INDEX_NAME, NON_UNIQUE ORDER BY INDEX_NAME",
    );
    const expectedIndexes = meta.indices
      .map((i) => ({ name: i.name, nonUnique: i.isUnique ? 0 : 1, cols: i.columns.map((c) => c.databaseName).join(',') }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(indexes.map((i: any) => ({ name: i.name, nonUnique: Number(i.nonUnique), cols: i.cols }))).toEqual(expectedIndexes);
    const [fk] = await t.server.dataSource.query(
      'SELECT CONSTRAINT_NAME AS name, DELETE_RULE AS onDelete FROM information_schema.REFERENTIAL_CONSTRAINTS ' +
        "WHERE CONSTRAINT_SCHEMA = DATABASE() AND TABLE_NAME = 'password_resets'",
    );
    expect(fk).toEqual({ name: 'FK_password_resets_user', onDelete: 'CASCADE' });
  });
});

describe(`password reset rate limits, and the owner's way in [${process.env.TEST_DB_KIND}]`, () => {
  const sink = new SmtpSink();
  let t: TestServer;
  let ipCounter = 0;
  /** A caller address no other test uses (the server trusts X-Forwarded-For from loopback). */
  const freshIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  beforeAll(async () => {
    await sink.start();
    t = await startTestServer({
      SMTP_URL: sink.url,
      RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: '2',
      RATE_LIMIT_PASSWORD_RESET_PER_IP: '5',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  async function from(ip: string, query: string, variables: Record<string, unknown>) {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as any };
  }
  const requestReset = (email: string, ip = freshIp()) => from(ip, REQUEST, { input: { email } });
  const logIn = async (email: string, password: string, ip: string) => (await from(ip, LOGIN, { input: { email, password } })).body;
  const refused = (answer: { status: number; body: any }) =>
    answer.status === 429 && answer.body.errors?.[0]?.extensions?.code === 'RATE_LIMITED';
  /** The links of the reset e-mails `email` received, oldest first, once the outbox sent what it holds (at least `count`). */
  async function mailedLinks(email: string, count = 0): Promise<string[]> {
    const mails = () => sink.to(email).filter((mail) => /reset/i.test(mail.subject));
    await until(
      `${count} reset e-mails`,
      () => mails().length >= count,
      () => t.server.jobs.kick(),
    );
    await t.server.jobs.kick();
    return sink
      .to(email)
      .filter((mail) => /reset/i.test(mail.subject))
      .map((mail) => /reset-password\?token=([\w-]{43})/.exec(mail.text)?.[1] ?? 'none');
  }
  async function newAccount(label: string): Promise<string> {
    const email = `${label}.${randomBytes(4).toString('hex')}@example.com`;
    const input = { firstName: 'Meera', lastName: 'Iyer', phone: '+919812345678', email, password: OLD_PASSWORD, currencyId: 1 };
    expect((await from(freshIp(), SIGNUP, { input })).body.data.signup.__typename).toBe('SignupSuccess');
    return email;
  }

  it('refuses an address past its budget of requests and uses, like log-in; an e-mail past its budget is answered, never refused', async () => {
    const unknown = `nobody.${randomBytes(4).toString('hex')}@example.com`;
    const ip = freshIp();
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push(refused(await requestReset(unknown, ip)));
    expect(outcomes).toEqual([false, false, false]);
    // Five per address in all (links asked and used): two more pass, then everything from here is refused.
    expect(refused(await requestReset('priya@example.com', ip))).toBe(false);
    expect(refused(await requestReset('alex@example.com', ip))).toBe(false);
    expect(refused(await requestReset(`other.${randomBytes(4).toString('hex')}@example.com`, ip))).toBe(true);
    expect(refused(await from(ip, RESET, { input: { token: newToken(), password: NEW_PASSWORD } }))).toBe(true);
  });

  it("a stranger's requests never keep the owner from a working link: past the e-mail's budget nothing is re-sent, the last link stays", async () => {
    // Arrange: a stranger spends the e-mail's budget (two links), from two addresses
    const email = await newAccount('asked');
    for (const ip of [freshIp(), freshIp()])
      expect((await requestReset(email, ip)).body.data.requestPasswordReset.__typename).toBe('PasswordResetRequested');
    const sent = await mailedLinks(email, 2);
    expect(sent).toHaveLength(2);
    // Act: more requests, the stranger's and then the owner's own, from new addresses
    const later = [await requestReset(email), await requestReset(email), await requestReset(email)];
    // Assert: each answered as any request is, none sent, and the newest e-mail's link still works for the owner
    for (const answer of later) {
      expect(answer.status).toBe(200);
      expect(answer.body.data.requestPasswordReset).toEqual({
        __typename: 'PasswordResetRequested',
        message: expect.stringMatching(/^If an account exists/),
      });
    }
    expect(await mailedLinks(email)).toEqual(sent);
    expect((await from(freshIp(), RESET, { input: { token: sent[1], password: NEW_PASSWORD } })).body.data.resetPassword.__typename).toBe(
      'PasswordResetDone',
    );
  });

  it('an owner locked out by guesses from many addresses gets in through the reset link, from an address new to the account', async () => {
    // Arrange: three wrong passwords from three addresses spend the account's budget for new addresses
    const email = await newAccount('spread');
    for (let i = 0; i < 3; i++) expect((await logIn(email, `guess-${i}`, freshIp())).data.login.__typename).toBe('InvalidCredentialsError');
    const owner = freshIp();
    const locked = await from(owner, LOGIN, { input: { email, password: OLD_PASSWORD } });
    expect(refused(locked)).toBe(true);
    expect(locked.body.errors[0].message).toMatch(
      /^Too many attempts\. Please try again in 15 minutes, or choose a new password with "Forgot password\?"\.$/,
    );
    // Act: the owner asks for a link and uses it, from that address
    expect((await requestReset(email, owner)).body.data.requestPasswordReset.__typename).toBe('PasswordResetRequested');
    const [token] = await mailedLinks(email, 1);
    expect((await from(owner, RESET, { input: { token, password: NEW_PASSWORD } })).body.data.resetPassword.__typename).toBe(
      'PasswordResetDone',
    );
    // Assert: the owner logs in there with the new password; the stranger's guesses start from nothing
    expect((await logIn(email, NEW_PASSWORD, owner)).data.login.__typename).toBe('AuthPayload');
    expect((await logIn(email, OLD_PASSWORD, freshIp())).data.login.__typename).toBe('InvalidCredentialsError');
  });
});
