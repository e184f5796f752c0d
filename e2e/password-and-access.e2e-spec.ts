import { createHash, randomBytes } from 'node:crypto';
import { PasswordReset } from '../server/src/entities/password-reset.entity';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/test/support/test-server';
import { type Journey, journey, useShop } from './harness/shop';
import { ProfilePage } from './pages/profile.page';
import { ChangePasswordSection, ForgotPasswordPage, LoginPage, ResetPasswordPage, UserAccessRow } from './pages/password.page';

// Passwords and access (issue 18): Change password in Profile, the reset-password page with a link whose token
// the test made and whose sha256 it stored in password_resets (the e-mail carrying real links is the mail
// helper's), forgot-password's one answer, and the users page's activate/deactivate and role change, each
// asking first, on the table (desktop) and the cards (phone).

const OLD_PASSWORD = 'old-password-1';
const NEW_PASSWORD = 'new-password-2';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { __typename } }';

describe('passwords and access in Chromium', () => {
  const shop = useShop();

  async function newCustomer(j: Journey, tag: string): Promise<{ id: number; email: string }> {
    const email = `${tag}-${j.viewport}-${randomBytes(3).toString('hex')}@example.com`;
    const data = await j.api.gql<{ signup: { __typename: string; user?: { id: number } } }>(
      'mutation ($input: SignupInput!) { signup(input: $input) { __typename ... on SignupSuccess { user { id } } } }',
      { input: { firstName: 'Meera', lastName: 'Iyer', phone: '+919812345678', email, password: OLD_PASSWORD, currencyId: 1 } },
    );
    if (!data.signup.user) throw new Error(`signup failed: ${JSON.stringify(data.signup)}`);
    return { id: data.signup.user.id, email };
  }

  const loginResult = async (j: Journey, email: string, password: string) =>
    (await j.api.gql<{ login: { __typename: string } }>(LOGIN, { input: { email, password } })).login.__typename;

  /** A reset link of the account, stored as the server stores one (the token's sha256 only). */
  async function plantLink(userId: number, expiresAt = new Date(Date.now() + 3_600_000)): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await shop.server.server.dataSource.getRepository(PasswordReset).insert({
      userId,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt,
      usedAt: null,
      requestIp: null,
    });
    return token;
  }

  journey(shop, 'a shopper changes the password in Profile after a confirmation; a wrong current password is said under it', async (j) => {
    // Arrange
    const customer = await newCustomer(j, 'change');
    await j.signIn(customer.email, OLD_PASSWORD);
    const section = new ChangePasswordSection(j.page);
    await j.goto('/profile');
    await new ProfilePage(j.page).firstName.waitFor();
    // The sign-up rules first, before anything is asked or sent.
    await section.current.fill('not-my-password');
    await section.next.fill('12345');
    await section.confirm.fill('12345');
    await section.submit.click();
    await section.fieldMessage('change-password-new').filter({ hasText: 'Password must be at least 6 characters' }).waitFor();
    // A wrong current password: asked first, then refused under the field.
    await section.next.fill(NEW_PASSWORD);
    await section.confirm.fill(NEW_PASSWORD);
    await section.submit.click();
    await section.dialog.getByText('Every other device signed in to your account will be signed out').waitFor();
    await section.dialogConfirm.click();
    await section.fieldMessage('change-password-current').filter({ hasText: 'Your current password is not correct.' }).waitFor();
    // Cancel changes nothing.
    await section.current.fill(OLD_PASSWORD);
    await section.submit.click();
    await section.dialogCancel.click();
    await section.dialog.waitFor({ state: 'hidden' });
    expect(await loginResult(j, customer.email, OLD_PASSWORD)).toBe('AuthPayload');
    // Act
    await section.submit.click();
    await j.screenshot('change-password-confirm', { fullPage: false });
    await section.dialogConfirm.click();
    // Assert: the success message; this browser stays signed in (after a reload too); the new password is the one.
    await section.done.filter({ hasText: 'Your password has been changed.' }).waitFor();
    await section.done.scrollIntoViewIfNeeded();
    await j.screenshot('change-password-done', { fullPage: false });
    await j.page.reload();
    await new ProfilePage(j.page).firstName.waitFor();
    expect(await loginResult(j, customer.email, OLD_PASSWORD)).toBe('InvalidCredentialsError');
    expect(await loginResult(j, customer.email, NEW_PASSWORD)).toBe('AuthPayload');
  });

  journey(
    shop,
    'a reset link sets a new password once, then the log-in page; a used or expired link says so and offers a new one',
    async (j) => {
      // Arrange
      const customer = await newCustomer(j, 'reset');
      const token = await plantLink(customer.id);
      const reset = new ResetPasswordPage(j.page);
      const login = new LoginPage(j.page);
      // Act
      await j.goto(`/reset-password?token=${token}`);
      await reset.password.fill(NEW_PASSWORD);
      await reset.confirm.fill(NEW_PASSWORD);
      await j.screenshot('reset-password', { fullPage: false });
      await reset.submit.click();
      // Assert: the log-in page says what happened, with the e-mail filled in; the new password logs in.
      await j.page.waitForURL(`${j.shop.url}/login`);
      await login.notice.filter({ hasText: 'Your password has been changed. Please log in with your new password.' }).waitFor();
      await expect(login.email.inputValue()).resolves.toBe(customer.email);
      await j.screenshot('reset-password-login', { fullPage: false });
      await login.password.fill(NEW_PASSWORD);
      await login.submit.click();
      await j.page.waitForURL(`${j.shop.url}/`);
      // The same link again: used.
      await j.goto(`/reset-password?token=${token}`);
      await reset.password.fill('another-password-3');
      await reset.confirm.fill('another-password-3');
      await reset.submit.click();
      await reset.linkProblem.filter({ hasText: 'This password reset link has already been used.' }).waitFor();
      expect(await loginResult(j, customer.email, 'another-password-3')).toBe('InvalidCredentialsError');
      // An expired link.
      await j.goto(`/reset-password?token=${await plantLink(customer.id, new Date(Date.now() - 60_000))}`);
      await reset.password.fill('another-password-3');
      await reset.confirm.fill('another-password-3');
      await reset.submit.click();
      await reset.linkProblem.filter({ hasText: 'This password reset link has expired' }).waitFor();
      await j.screenshot('reset-password-expired', { fullPage: false });
      // Ask again: the one answer, for the account's e-mail and for an unknown one alike.
      await reset.askAgain.click();
      await j.page.waitForURL(`${j.shop.url}/forgot-password`);
      const forgot = new ForgotPasswordPage(j.page);
      const answers: string[] = [];
      for (const email of [customer.email, `nobody-${randomBytes(3).toString('hex')}@example.com`]) {
        await j.goto('/forgot-password');
        await forgot.email.fill(email);
        await forgot.submit.click();
        answers.push(await forgot.sent.innerText());
      }
      expect(answers[0]).toContain('If an account exists for this e-mail');
      expect(answers[1]).toBe(answers[0]);
      await j.screenshot('forgot-password-sent', { fullPage: false });
    },
  );

  journey(shop, 'the admin deactivates, activates and promotes an account after a confirmation, on the table and the cards', async (j) => {
    // Arrange
    const customer = await newCustomer(j, 'access');
    await j.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    await j.goto(`/admin/users?search=${encodeURIComponent(customer.email)}`);
    const row = new UserAccessRow(j.page, customer.email);
    await row.status.filter({ hasText: 'Active' }).waitFor();
    await row.role.filter({ hasText: 'User' }).waitFor();
    await j.screenshot('admin-users-access', { fullPage: false });
    // Act: deactivate.
    await row.toggleActive.click();
    await row.dialog.getByText('Deactivate user?').waitFor();
    await row.dialog.getByText(customer.email).waitFor();
    await j.screenshot('admin-users-deactivate', { fullPage: false });
    await row.dialogConfirm.click();
    // Assert: the row says so, and the account can no longer log in.
    await row.status.filter({ hasText: 'Inactive' }).waitFor();
    expect(await loginResult(j, customer.email, OLD_PASSWORD)).toBe('InvalidCredentialsError');
    // Activate again.
    await row.toggleActive.click();
    await row.dialog.getByText('Activate user?').waitFor();
    await row.dialogConfirm.click();
    await row.status.filter({ hasText: /^Active$/ }).waitFor();
    expect(await loginResult(j, customer.email, OLD_PASSWORD)).toBe('AuthPayload');
    // The role: promote, then back.
    await row.toggleRole.click();
    await row.dialog.getByText('Make administrator?').waitFor();
    await row.dialogConfirm.click();
    await row.role.filter({ hasText: 'Admin' }).waitFor();
    const roleOf = async () => {
      const admin = await j.api.session(ADMIN_EMAIL, ADMIN_PASSWORD);
      const data = await j.api.gql<{ adminUsers: { items: { role: string }[] } }>(
        'query ($search: String) { adminUsers(first: 1, search: $search) { items { role } } }',
        { search: customer.email },
        admin.token,
      );
      return data.adminUsers.items[0]?.role;
    };
    expect(await roleOf()).toBe('ADMIN');
    await row.toggleRole.click();
    await row.dialog.getByText('Make customer?').waitFor();
    await row.dialogConfirm.click();
    await row.role.filter({ hasText: 'User' }).waitFor();
    expect(await roleOf()).toBe('CUSTOMER');
  });
});
