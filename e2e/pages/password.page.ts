import type { Locator, Page } from 'playwright-core';

/** /forgot-password: the e-mail form, then its one confirmation. */
export class ForgotPasswordPage {
  readonly email: Locator;
  readonly submit: Locator;
  readonly sent: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByTestId('forgot-password-email').locator('input');
    this.submit = page.getByTestId('forgot-password-submit');
    this.sent = page.getByTestId('forgot-password-sent');
  }
}

/** /reset-password?token=…: the new password twice, or the message of a dead link. */
export class ResetPasswordPage {
  readonly password: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;
  readonly linkProblem: Locator;
  readonly askAgain: Locator;

  constructor(readonly page: Page) {
    this.password = page.getByTestId('reset-password-password').locator('input');
    this.confirm = page.getByTestId('reset-password-confirm').locator('input');
    this.submit = page.getByTestId('reset-password-submit');
    this.linkProblem = page.getByTestId('reset-password-link-problem');
    this.askAgain = page.getByTestId('reset-password-ask-again');
  }
}

/** The log-in page as a reset leaves it: the notice, and the form. */
export class LoginPage {
  readonly notice: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.notice = page.getByTestId('login-notice');
    this.email = page.getByTestId('login-email').locator('input');
    this.password = page.getByTestId('login-password').locator('input');
    this.submit = page.getByTestId('login-submit');
  }
}

/** Change password, in the Personal Information tab of /profile. */
export class ChangePasswordSection {
  readonly current: Locator;
  readonly next: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;
  readonly dialog: Locator;
  readonly dialogConfirm: Locator;
  readonly dialogCancel: Locator;
  readonly done: Locator;

  constructor(readonly page: Page) {
    this.current = page.getByTestId('change-password-current').locator('input');
    this.next = page.getByTestId('change-password-new').locator('input');
    this.confirm = page.getByTestId('change-password-confirm').locator('input');
    this.submit = page.getByTestId('change-password-submit');
    this.dialog = page.getByTestId('change-password-dialog');
    this.dialogConfirm = page.getByTestId('change-password-confirm-button');
    this.dialogCancel = page.getByTestId('change-password-cancel');
    this.done = page.getByTestId('change-password-done');
  }

  /** The message under a field of the section. */
  fieldMessage(testId: string): Locator {
    return this.page.getByTestId(testId).locator('.MuiFormHelperText-root');
  }
}

/** One account's row (a table row, or a card on a phone) of /admin/users, and the access dialog. */
export class UserAccessRow {
  readonly root: Locator;
  readonly role: Locator;
  readonly status: Locator;
  readonly toggleActive: Locator;
  readonly toggleRole: Locator;
  readonly dialog: Locator;
  readonly dialogConfirm: Locator;

  constructor(
    readonly page: Page,
    email: string,
  ) {
    this.root = page.getByTestId('users-row').filter({ hasText: email });
    this.role = this.root.getByTestId('users-role');
    this.status = this.root.getByTestId('users-status');
    this.toggleActive = this.root.getByTestId('users-toggle-active');
    this.toggleRole = this.root.getByTestId('users-toggle-role');
    this.dialog = page.getByTestId('users-access');
    this.dialogConfirm = page.getByTestId('users-access-confirm');
  }
}
