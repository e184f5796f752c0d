import { randomBytes } from 'node:crypto';
import { In } from 'typeorm';
import { AccountChange } from '../src/entities/account-change.entity';
import { OutboxMessage, OutboxStatus } from '../src/entities/outbox-message.entity';
import { PasswordReset } from '../src/entities/password-reset.entity';
import { Role, User } from '../src/entities/user.entity';
import { inTransaction } from '../src/database/transactions';
import { SmtpSink, until } from './support/smtp-sink';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, dbKind, startTestServer } from './support/test-server';

// Issue 27: the e-mail (and the phone, which the legacy API prices by) of an account changes only with its
// current password; a new e-mail takes effect once the link sent to it is followed; the old e-mail hears of it,
// with a link that undoes it and locks out whoever made it (docs/decisions.md#email-change). Real HTTP, mail
// read back from a real SMTP server.

const UPDATE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) {
  __typename ... on User { id email phone pendingEmail } ... on ErrorResult { errorCode message }
  ... on InputValidationError { fieldErrors { field message } }
} }`;
const CONFIRM = `mutation ($token: String!) { confirmEmailChange(token: $token) {
  __typename ... on EmailChangeConfirmed { email message } ... on AccountLinkError { problem } ... on ErrorResult { errorCode message }
} }`;
const UNDO = `mutation ($token: String!) { undoAccountChange(token: $token) {
  __typename ... on AccountChangeUndone { email message } ... on AccountLinkError { problem } ... on ErrorResult { errorCode message }
} }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on ResetLinkError { problem } } }`;
const REQUEST_RESET = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }`;
const SIGNUP = `mutation ($input: SignupInput!) { signup(input: $input) { __typename ... on SignupSuccess { user { id } } } }`;
const ME = '{ me { id email phone pendingEmail } }';
const PASSWORD = 'owner-password-1';
const PHONE = '+919812345678';

const address = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`;

describe(`e-mail and phone changes [${process.env.TEST_DB_KIND}]`, () => {
  const sink = new SmtpSink();
  let t: TestServer;
  const kick = () => t.server.jobs.kick();
  const users = () => t.server.dataSource.getRepository(User);
  const changes = () => t.server.dataSource.getRepository(AccountChange);

  beforeAll(async () => {
    await sink.start();
    // The shop's default budget of current-password checks (the test servers' is lifted for the other suites), and
    // a request deadline past the race test's held lock (its undo waits while the other request hashes a password).
    t = await startTestServer({
      SMTP_URL: sink.url,
      MAIL_RETRY_BASE_MS: '50',
      RATE_LIMIT_CURRENT_PASSWORD_PER_ACCOUNT: '10',
      REQUEST_DEADLINE_MS: '60000',
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  /** A fresh customer, with a legacy REST token (7 days) as a thief would hold it. */
  async function newOwner() {
    const email = address('owner');
    const signup = await t.gql(SIGNUP, {
      input: { firstName: 'Meera', lastName: 'Iyer', phone: PHONE, email, password: PASSWORD, currencyId: 1 },
    });
    expect(signup.body.data.signup.__typename).toBe('SignupSuccess');
    const login = await t.rest('POST', '/api/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    return { id: Number(signup.body.data.signup.user.id), email, token: login.body.token as string };
  }

  /** The first link to `path` in the newest mail to `to` whose subject matches, once the job loop sent it. */
  async function linkIn(to: string, subject: RegExp, path: string): Promise<string> {
    const mail = () =>
      sink
        .to(to)
        .filter((m) => subject.test(m.subject))
        .at(-1);
    await until(`a "${subject.source}" e-mail to ${to}`, () => mail() !== undefined, kick);
    const match = mail()!.text.match(new RegExp(`(https?://\\S+)/${path}\\?token=([A-Za-z0-9_-]{43})`));
    expect(match).not.toBeNull();
    expect(match![1]).toBe(t.url);
    return match![2];
  }

  /**
   * Runs `act` while every write transaction on account_changes waits (SQLite: the writer queue is held; MariaDB:
   * the account's rows are locked FOR UPDATE), until the requests have read their links `reads` times (seen in
   * the DataSource's statement log); then lets them go. So every request finds the link unused, and only the
   * conditional claim can stop a second use.
   */
  async function withClaimsHeld<T>(userId: number, reads: number, act: () => Promise<T>): Promise<T> {
    const ds = t.server.dataSource;
    const logger = ds.logger;
    const logQuery = logger.logQuery.bind(logger);
    let seen = 0;
    logger.logQuery = (query, parameters, runner) => {
      if (/^\s*SELECT/i.test(query) && /account_changes/.test(query) && /TokenHash["`]? = /.test(query)) seen += 1;
      logQuery(query, parameters, runner);
    };
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held: Promise<unknown>;
    if (dbKind() === 'sqlite') {
      held = inTransaction(ds, () => gate);
    } else {
      const runner = ds.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      await runner.query('SELECT id FROM account_changes WHERE userId = ? FOR UPDATE', [userId]);
      held = gate.then(() => runner.commitTransaction()).finally(() => runner.release());
    }
    try {
      const result = act();
      await until(
        `${reads} reads of the link`,
        () => seen >= reads,
        () => Promise.resolve(),
      );
      release();
      await held;
      return await result;
    } finally {
      release();
      logger.logQuery = logQuery;
    }
  }

  const update = (token: string, input: Record<string, unknown>) => t.gql(UPDATE, { input }, token);
  const confirm = async (token: string) => (await t.gql(CONFIRM, { token })).body.data.confirmEmailChange;
  const undo = async (token: string) => (await t.gql(UNDO, { token })).body.data.undoAccountChange;
  const canLogIn = async (email: string, password: string) => (await t.rest('POST', '/api/login', { email, password })).status === 200;

  it('a bearer token alone cannot change the e-mail or the phone: the current password is asked for, and checked', async () => {
    // Arrange
    const owner = await newOwner();
    const thief = address('thief');
    const before = await users().findOneByOrFail({ id: owner.id });
    // Act
    const missing = await update(owner.token, { email: thief });
    const missingPhone = await update(owner.token, { phone: '+447700900111', firstName: 'Changed' });
    const wrong = await update(owner.token, { email: thief, currentPassword: 'a-guess-123' });
    // Assert
    expect(missing.body.data.updateProfile).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ field: 'currentPassword', message: 'Enter your current password to change your e-mail or phone number' }],
    });
    expect(missingPhone.body.data.updateProfile).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ field: 'currentPassword' }],
    });
    expect(wrong.body.data.updateProfile).toMatchObject({ __typename: 'InvalidCredentialsError', errorCode: 'INVALID_CREDENTIALS_ERROR' });
    expect(await users().findOneByOrFail({ id: owner.id })).toEqual(before);
    expect(await changes().countBy({ userId: owner.id })).toBe(0);
    // Names and the rest still need no password.
    expect((await update(owner.token, { firstName: 'Meenakshi' })).body.data.updateProfile).toMatchObject({ __typename: 'User' });
  });

  it('guessing the current password through the profile is limited per account (RATE_LIMITED after 10 tries)', async () => {
    const owner = await newOwner();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await update(owner.token, { phone: '+447700900222', currentPassword: `guess-${i}-xyz` }));
    expect(answers.slice(0, 10).map((a) => a.body.data.updateProfile.__typename)).toEqual(Array(10).fill('InvalidCredentialsError'));
    expect(answers[10].status).toBe(429);
    expect(answers[10].body.errors[0].extensions.code).toBe('RATE_LIMITED');
    // Even the right password waits now: a guess that happened to be right would not be told.
    const right = await update(owner.token, { phone: '+447700900222', currentPassword: PASSWORD });
    expect(right.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await users().findOneByOrFail({ id: owner.id })).phone).toBe(PHONE);
  });

  it('a new e-mail takes effect only after the link sent to it; the old address is told; a used link is refused', async () => {
    // Arrange
    const owner = await newOwner();
    const next = address('next');
    // Act: ask for the change
    const asked = await update(owner.token, { email: next.toUpperCase(), currentPassword: PASSWORD });
    // Assert: nothing changed yet but the pending address
    expect(asked.body.data.updateProfile).toEqual({
      __typename: 'User',
      id: owner.id,
      email: owner.email,
      phone: PHONE,
      pendingEmail: next,
    });
    expect((await t.gql(ME, {}, owner.token)).body.data.me).toEqual({ id: owner.id, email: owner.email, phone: PHONE, pendingEmail: next });
    expect(await canLogIn(next, PASSWORD)).toBe(false);
    const confirmToken = await linkIn(next, /confirm your new e-mail/i, 'confirm-email');
    await linkIn(owner.email, /account details were changed/i, 'undo-account-change');
    const notice = sink.to(owner.email).find((m) => /changed/i.test(m.subject))!;
    expect(notice.text).toContain(`${owner.email} → ${next}`);
    // The outbox sent each to its address and kept no live link once sent.
    const outbox = () =>
      t.server.dataSource
        .getRepository(OutboxMessage)
        .findBy({ kind: In(['email-change-confirm', 'account-change-notice']), recipient: In([next, owner.email]) });
    await until('both messages marked sent', async () => (await outbox()).every((m) => m.status === OutboxStatus.SENT), kick);
    const sent = await outbox();
    expect(sent.map((m) => [m.kind, m.recipient, m.status, m.payload]).sort()).toEqual([
      ['account-change-notice', owner.email, OutboxStatus.SENT, '{}'],
      ['email-change-confirm', next, OutboxStatus.SENT, '{}'],
    ]);
    // The raw tokens are in no column.
    const [row] = await changes().findBy({ userId: owner.id });
    expect(Object.values(row).filter((v) => typeof v === 'string' && /^[A-Za-z0-9_-]{43}$/.test(v))).toEqual([]);
    // Act: follow the link, then once more
    const first = await confirm(confirmToken);
    const again = await confirm(confirmToken);
    // Assert
    expect(first).toEqual({ __typename: 'EmailChangeConfirmed', email: next, message: expect.stringContaining(next) });
    expect(again).toMatchObject({ __typename: 'AccountLinkError', errorCode: 'ACCOUNT_LINK_ERROR', problem: 'USED' });
    expect(await canLogIn(next, PASSWORD)).toBe(true);
    expect(await canLogIn(owner.email, PASSWORD)).toBe(false);
    expect((await t.gql(ME, {}, owner.token)).body.data.me).toMatchObject({ email: next, pendingEmail: null });
  });

  it('two clicks on one confirmation link at once: exactly one applies it', async () => {
    const owner = await newOwner();
    const next = address('twice');
    await update(owner.token, { email: next, currentPassword: PASSWORD });
    const token = await linkIn(next, /confirm your new e-mail/i, 'confirm-email');
    const answers = await withClaimsHeld(owner.id, 3, () => Promise.all([confirm(token), confirm(token), confirm(token)]));
    expect(answers.map((a) => a.__typename).sort()).toEqual(['AccountLinkError', 'AccountLinkError', 'EmailChangeConfirmed']);
    expect(answers.filter((a) => a.problem).map((a) => a.problem)).toEqual(['USED', 'USED']);
    expect(await changes().countBy({ userId: owner.id })).toBe(1);
    expect((await changes().findOneByOrFail({ userId: owner.id })).confirmedAt).not.toBeNull();
  });

  it('refuses an expired, a forged, a malformed and a replaced confirmation link, and changes nothing', async () => {
    // Arrange: a first change replaced by a second, and a second whose link is past its 24 hours.
    const owner = await newOwner();
    const [first, second] = [address('first'), address('second')];
    await update(owner.token, { email: first, currentPassword: PASSWORD });
    const replaced = await linkIn(first, /confirm your new e-mail/i, 'confirm-email');
    await update(owner.token, { email: second, currentPassword: PASSWORD });
    const expired = await linkIn(second, /confirm your new e-mail/i, 'confirm-email');
    expect((await t.gql(ME, {}, owner.token)).body.data.me.pendingEmail).toBe(second);
    await changes().update({ newEmail: second }, { confirmExpiresAt: new Date(Date.now() - 1000) });
    // Act
    const answers = {
      expired: await confirm(expired),
      replaced: await confirm(replaced),
      forged: await confirm(randomBytes(32).toString('base64url')),
      malformed: await confirm('abc'),
    };
    // Assert
    expect(answers.expired).toMatchObject({ problem: 'EXPIRED', message: expect.stringMatching(/expired/) });
    for (const answer of [answers.replaced, answers.forged, answers.malformed]) expect(answer).toMatchObject({ problem: 'INVALID' });
    expect((await users().findOneByOrFail({ id: owner.id })).email).toBe(owner.email);
    expect((await t.gql(ME, {}, owner.token)).body.data.me.pendingEmail).toBeNull();
  });

  it('a phone change takes effect at once with the password, and the old address hears of it (last digits only)', async () => {
    const owner = await newOwner();
    const changed = await update(owner.token, { phone: '+14155550123', currentPassword: PASSWORD });
    expect(changed.body.data.updateProfile).toMatchObject({ __typename: 'User', phone: '+14155550123', pendingEmail: null });
    await linkIn(owner.email, /account details were changed/i, 'undo-account-change');
    const notice = sink.to(owner.email).find((m) => /changed/i.test(m.subject))!;
    expect(notice.text).toContain('Phone: •••• 5678 → •••• 0123');
    expect(notice.text).not.toContain('+14155550123');
  });

  it('the owner wins: the undo link from the old inbox takes back e-mail and phone from a thief who had the token and the password', async () => {
    // Arrange: the thief moves the account to their address and phone, confirms it, and asks for a reset link there.
    const owner = await newOwner();
    const thief = address('thief');
    const thiefSession = await t.login(owner.email, PASSWORD);
    await update(owner.token, { email: thief, phone: '+447700900333', currentPassword: PASSWORD });
    expect((await confirm(await linkIn(thief, /confirm your new e-mail/i, 'confirm-email'))).__typename).toBe('EmailChangeConfirmed');
    expect((await t.gql(REQUEST_RESET, { input: { email: thief } })).body.data.requestPasswordReset.__typename).toBe(
      'PasswordResetRequested',
    );
    const thiefReset = await linkIn(thief, /reset your password/i, 'reset-password');
    // A second change by the thief: its notice (and undo link) goes to the thief's address.
    const thief2 = address('thief2');
    await update(owner.token, { email: thief2, currentPassword: PASSWORD });
    const thiefUndo = await linkIn(thief, /account details were changed/i, 'undo-account-change');
    const ownerUndo = await linkIn(owner.email, /account details were changed/i, 'undo-account-change');
    // Act: the owner follows the undo link of the notice.
    const undone = await undo(ownerUndo);
    // Assert: the account is the owner's again, and nobody else holds a way in.
    expect(undone).toEqual({ __typename: 'AccountChangeUndone', email: owner.email, message: expect.stringContaining(owner.email) });
    expect(await users().findOneByOrFail({ id: owner.id })).toMatchObject({ email: owner.email, phone: PHONE });
    expect((await t.gql(ME, {}, owner.token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME, {}, thiefSession)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.rest('GET', `/api/getcart/${owner.id}`, undefined, owner.token)).status).toBe(401);
    expect(await canLogIn(owner.email, PASSWORD)).toBe(false);
    expect(await canLogIn(thief, PASSWORD)).toBe(false);
    expect((await t.gql(RESET, { input: { token: thiefReset, password: 'thief-password-9' } })).body.data.resetPassword).toMatchObject({
      problem: 'INVALID',
    });
    expect(await undo(thiefUndo)).toMatchObject({ __typename: 'AccountLinkError', problem: 'INVALID' });
    expect(await undo(ownerUndo)).toMatchObject({ __typename: 'AccountLinkError', problem: 'USED' });
    // The thief's pending second address cannot be confirmed either.
    expect(await confirm(await linkIn(thief2, /confirm your new e-mail/i, 'confirm-email'))).toMatchObject({ problem: 'INVALID' });
    // The owner chooses a new password with the link sent to the restored address, and is back in.
    const ownerReset = await linkIn(owner.email, /choose a new password/i, 'reset-password');
    expect((await t.gql(RESET, { input: { token: ownerReset, password: 'owner-password-2' } })).body.data.resetPassword.__typename).toBe(
      'PasswordResetDone',
    );
    expect(await canLogIn(owner.email, 'owner-password-2')).toBe(true);
    expect(await users().findOneByOrFail({ id: owner.id })).toMatchObject({ email: owner.email, phone: PHONE });
  });

  it('an undo before the new address confirms cancels the change; an expired undo link is refused', async () => {
    const owner = await newOwner();
    const next = address('pending');
    await update(owner.token, { email: next, phone: '+447700900444', currentPassword: PASSWORD });
    const confirmToken = await linkIn(next, /confirm your new e-mail/i, 'confirm-email');
    const undoToken = await linkIn(owner.email, /account details were changed/i, 'undo-account-change');
    expect(await undo(undoToken)).toMatchObject({ __typename: 'AccountChangeUndone', email: owner.email });
    expect(await users().findOneByOrFail({ id: owner.id })).toMatchObject({ email: owner.email, phone: PHONE });
    expect(await confirm(confirmToken)).toMatchObject({ problem: 'INVALID' });

    // A change whose undo link is past its 7 days.
    const other = await newOwner();
    await update(other.token, { phone: '+447700900555', currentPassword: PASSWORD });
    const late = await linkIn(other.email, /account details were changed/i, 'undo-account-change');
    await changes().update({ userId: other.id }, { undoExpiresAt: new Date(Date.now() - 1000) });
    expect(await undo(late)).toMatchObject({
      __typename: 'AccountLinkError',
      problem: 'EXPIRED',
      message: expect.stringMatching(/expired/),
    });
    expect((await users().findOneByOrFail({ id: other.id })).phone).toBe('+447700900555');
  });

  it('a confirmation and an undo of one change at the same moment: the undo wins, whichever runs first', async () => {
    // Arrange
    const owner = await newOwner();
    const next = address('racing');
    await update(owner.token, { email: next, currentPassword: PASSWORD });
    const confirmToken = await linkIn(next, /confirm your new e-mail/i, 'confirm-email');
    const undoToken = await linkIn(owner.email, /account details were changed/i, 'undo-account-change');
    // Act
    const [confirmed, undone] = await withClaimsHeld(owner.id, 2, () => Promise.all([confirm(confirmToken), undo(undoToken)]));
    // Assert: the undo always applies; the confirmation either came first (and was undone) or found the change ended.
    expect(undone.__typename).toBe('AccountChangeUndone');
    expect(['EmailChangeConfirmed', 'AccountLinkError']).toContain(confirmed.__typename);
    expect((await users().findOneByOrFail({ id: owner.id })).email).toBe(owner.email);
    expect(await confirm(confirmToken)).toMatchObject({ __typename: 'AccountLinkError' });
    expect(await canLogIn(owner.email, PASSWORD)).toBe(false);
  });

  it('two clicks on one undo link at once: exactly one undoes the change and sends one reset link', async () => {
    const owner = await newOwner();
    await update(owner.token, { phone: '+447700900666', currentPassword: PASSWORD });
    const token = await linkIn(owner.email, /account details were changed/i, 'undo-account-change');
    const answers = await withClaimsHeld(owner.id, 2, () => Promise.all([undo(token), undo(token)]));
    expect(answers.map((a) => a.__typename).sort()).toEqual(['AccountChangeUndone', 'AccountLinkError']);
    expect(answers.find((a) => a.problem)?.problem).toBe('USED');
    expect(await t.server.dataSource.getRepository(PasswordReset).countBy({ userId: owner.id })).toBe(1);
    expect((await users().findOneByOrFail({ id: owner.id })).phone).toBe(PHONE);
  });

  const ADMIN_UPDATE = `mutation ($input: UpdateProfileInput!, $userId: Int) { updateProfile(input: $input, userId: $userId) {
    __typename ... on User { email phone pendingEmail } } }`;

  it("an administrator's edit of a customer's e-mail and phone applies at once, and the old address gets the notice and its undo link", async () => {
    // Arrange
    const customer = await newOwner();
    const admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const moved = address('moved');
    // Act
    const edited = await t.gql(ADMIN_UPDATE, { input: { email: moved, phone: '+447700900777' }, userId: customer.id }, admin);
    // Assert: at once, as the back-office users page expects ...
    expect(edited.body.data.updateProfile).toEqual({ __typename: 'User', email: moved, phone: '+447700900777', pendingEmail: null });
    expect(await users().findOneByOrFail({ id: customer.id })).toMatchObject({ email: moved, phone: '+447700900777' });
    // ... but the customer hears of it at the old address, and the undo link there takes the account back.
    const undoToken = await linkIn(customer.email, /account details were changed/i, 'undo-account-change');
    expect(sink.to(customer.email).find((m) => /changed/i.test(m.subject))!.text).toContain(`${customer.email} → ${moved}`);
    expect(sink.to(moved)).toEqual([]);
    expect(await undo(undoToken)).toMatchObject({ __typename: 'AccountChangeUndone', email: customer.email });
    expect(await users().findOneByOrFail({ id: customer.id })).toMatchObject({ email: customer.email, phone: PHONE });
  });

  it("an administrator cannot change another administrator's e-mail or phone (FORBIDDEN), only the names", async () => {
    // Arrange: a second administrator.
    const other = await newOwner();
    await users().update({ id: other.id }, { role: Role.ADMIN });
    const admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    // Act
    const email = await t.gql(ADMIN_UPDATE, { input: { email: address('taken') }, userId: other.id }, admin);
    const phone = await t.gql(ADMIN_UPDATE, { input: { phone: '+447700900888' }, userId: other.id }, admin);
    const names = await t.gql(ADMIN_UPDATE, { input: { firstName: 'Renamed' }, userId: other.id }, admin);
    // Assert
    for (const answer of [email, phone]) expect(answer.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(names.body.data.updateProfile.__typename).toBe('User');
    expect(await users().findOneByOrFail({ id: other.id })).toMatchObject({ email: other.email, phone: PHONE, firstName: 'Renamed' });
    expect(await changes().countBy({ userId: other.id })).toBe(0);
  });

  it('the current password is checked before the new e-mail is looked up: a token alone cannot probe which e-mails have accounts', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const missing = await update(owner.token, { email: other.email });
    const wrong = await update(owner.token, { email: other.email, currentPassword: 'a-guess-123' });
    expect(missing.body.data.updateProfile).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ field: 'currentPassword' }],
    });
    expect(wrong.body.data.updateProfile).toMatchObject({ __typename: 'InvalidCredentialsError' });
    // With the password, the owner is told.
    const right = await update(owner.token, { email: other.email, currentPassword: PASSWORD });
    expect(right.body.data.updateProfile).toMatchObject({ __typename: 'EmailAlreadyUsedError' });
  });

  it('a confirmation link is refused once the account no longer has the e-mail the change was asked from', async () => {
    const owner = await newOwner();
    const next = address('stale');
    await update(owner.token, { email: next, currentPassword: PASSWORD });
    const token = await linkIn(next, /confirm your new e-mail/i, 'confirm-email');
    // The account moved on by a way that leaves the change's row alone (an operator's SQL).
    const elsewhere = address('elsewhere');
    await users().update({ id: owner.id }, { email: elsewhere });
    expect(await confirm(token)).toMatchObject({ __typename: 'AccountLinkError', problem: 'INVALID' });
    expect((await users().findOneByOrFail({ id: owner.id })).email).toBe(elsewhere);
    expect(await confirm(token)).toMatchObject({ problem: 'INVALID' });
  });

  // The window: a change whose request was signed in and checked the password before an undo, written while the
  // undo runs. The test holds the account's row on MariaDB until both wait on it (SQLite runs one write at a time).
  (dbKind() === 'mariadb' ? it : it.skip)('a change racing the undo that ends the session cannot survive it', async () => {
    // Arrange: the owner's notice of a thief's phone change, and the thief still holding the token and the password.
    const owner = await newOwner();
    await update(owner.token, { phone: '+447700900999', currentPassword: PASSWORD });
    const undoToken = await linkIn(owner.email, /account details were changed/i, 'undo-account-change');
    const thief = address('racer');
    const ds = t.server.dataSource;
    const runner = ds.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    await runner.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [owner.id]);
    // Statements of this database held up: still running after a second. The process list, not INNODB_TRX
    // (which needs the PROCESS privilege, and lists some lock waits late): an account sees its own threads,
    // and the app's connections are this account's.
    const waiting = async () =>
      Number(
        (
          await ds.query(
            `SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST p
             WHERE p.DB = DATABASE() AND p.ID <> CONNECTION_ID() AND p.COMMAND = 'Query' AND p.TIME >= 1`,
          )
        )[0].n,
      );
    const none = () => Promise.resolve();
    let undone: Promise<any>;
    let changed: Promise<any>;
    try {
      // Act: the undo starts and waits on the account; then the thief's change does.
      undone = undo(undoToken);
      await until('the undo waiting on the account', async () => (await waiting()) >= 1, none);
      changed = update(owner.token, { email: thief, currentPassword: PASSWORD });
      await until("the thief's change waiting on the account", async () => (await waiting()) >= 2, none);
    } finally {
      await runner.commitTransaction();
      await runner.release();
    }
    const [undoAnswer, changeAnswer] = await Promise.all([undone!, changed!]);
    // Assert: the undo applies; the thief's change was refused, or ended by the undo.
    expect(undoAnswer.__typename).toBe('AccountChangeUndone');
    expect(['User', 'InvalidCredentialsError']).toContain(changeAnswer.body.data.updateProfile.__typename);
    const racing = await changes().findOneBy({ userId: owner.id, newEmail: thief });
    if (racing)
      expect(await confirm(await linkIn(thief, /confirm your new e-mail/i, 'confirm-email'))).toMatchObject({ problem: 'INVALID' });
    expect(await users().findOneByOrFail({ id: owner.id })).toMatchObject({ email: owner.email, phone: PHONE });
    // And the token of before the undo starts nothing now.
    expect((await update(owner.token, { firstName: 'Thief' })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  // MariaDB's schema comes from migration 1795405000000; TypeORM compares it with the entity.
  (dbKind() === 'mariadb' ? it : it.skip)(
    'has the account_changes table exactly as the entity describes it (migration = entity)',
    async () => {
      const queries = (await t.server.dataSource.driver.createSchemaBuilder().log()).upQueries
        .map((q) => q.query)
        .filter((query) => /account_changes/.test(query));
      const columns: { COLUMN_NAME: string; COLUMN_TYPE: string }[] = await t.server.dataSource.query(
        "SELECT COLUMN_NAME, COLUMN_TYPE FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'account_changes'",
      );
      const typeOf = new Map(columns.map((c) => [c.COLUMN_NAME, c.COLUMN_TYPE.replace(/^(int|bigint)\(\d+\)/, '$1')]));
      // TypeORM's usual MariaDB noise: a CHANGE of a column to the type it already has.
      const drift = queries.filter((query) => {
        const change = /^ALTER TABLE `account_changes` CHANGE `(\w+)` `\1` (\w+(?:\(\d+\))?) /.exec(query);
        return !change || typeOf.get(change[1]) !== change[2];
      });
      expect(drift).toEqual([]);
    },
  );
});
