import type { Locator, Page } from 'playwright-core';

/** One order card of My Order. */
export class OrderCard {
  readonly number: Locator;
  readonly total: Locator;
  readonly status: Locator;
  readonly steps: Locator;
  readonly completeSteps: Locator;
  readonly currentStep: Locator;
  readonly timeline: Locator;
  readonly cancelled: Locator;
  readonly lines: Locator;
  readonly payment: Locator;
  /** Pay now, on an online order that can still be paid. */
  readonly payNow: Locator;

  constructor(readonly root: Locator) {
    this.number = root.getByTestId('order-number');
    this.total = root.getByTestId('order-total');
    this.status = root.getByTestId('order-status');
    this.timeline = root.getByTestId('order-timeline');
    this.steps = root.getByTestId('order-step');
    this.completeSteps = root.locator('[data-testid="order-step"][data-complete="true"]');
    this.currentStep = root.locator('[data-testid="order-step"][aria-current="step"]');
    this.cancelled = root.getByTestId('order-cancelled');
    this.lines = root.getByTestId('order-line');
    this.payment = root.getByTestId('order-payment');
    this.payNow = root.getByTestId('order-pay-now');
  }
}

/** /profile: Personal Information and My Order tabs, Log Out. */
export class ProfilePage {
  readonly root: Locator;
  readonly personalTab: Locator;
  readonly ordersTab: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly gender: Locator;
  readonly dob: Locator;
  /** Shown only while the e-mail or phone differs from the saved one. */
  readonly currentPassword: Locator;
  /** The notice of a new e-mail waiting for its link. */
  readonly pendingEmail: Locator;
  readonly save: Locator;
  readonly orderCards: Locator;
  readonly ordersEmpty: Locator;
  readonly logout: Locator;
  readonly logoutDialog: Locator;
  readonly logoutConfirm: Locator;
  readonly logoutCancel: Locator;
  readonly avatar: Locator;
  readonly avatarInput: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('profile-page');
    this.personalTab = page.getByTestId('profile-tab-personal');
    this.ordersTab = page.getByTestId('profile-tab-orders');
    this.firstName = page.getByTestId('profile-first-name').locator('input');
    this.lastName = page.getByTestId('profile-last-name').locator('input');
    this.email = page.getByTestId('profile-email').locator('input');
    this.phone = page.getByTestId('profile-phone').locator('input');
    this.gender = page.getByTestId('profile-gender').locator('select');
    this.dob = page.getByTestId('profile-dob').locator('input');
    this.currentPassword = page.getByTestId('profile-current-password').locator('input');
    this.pendingEmail = page.getByTestId('profile-pending-email');
    this.save = page.getByTestId('profile-save');
    this.orderCards = page.getByTestId('order-card');
    this.ordersEmpty = page.getByTestId('orders-empty');
    this.logout = page.getByTestId('profile-logout');
    this.logoutDialog = page.getByRole('dialog');
    this.logoutConfirm = page.getByTestId('profile-logout-confirm');
    this.logoutCancel = page.getByTestId('logout-cancel');
    this.avatar = page.getByTestId('profile-avatar');
    this.avatarInput = page.getByTestId('profile-avatar-input');
  }

  order(orderId: number): OrderCard {
    return new OrderCard(this.page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`));
  }

  /** The helper text under a field: its validation message when there is one. */
  fieldMessage(testId: string): Locator {
    return this.page.getByTestId(testId).locator('.MuiFormHelperText-root');
  }
}

/** /confirm-email and /undo-account-change: the page an e-mail change's link opens. */
export class AccountLinkPage {
  readonly submit: Locator;
  readonly outcome: Locator;
  readonly next: Locator;

  constructor(
    readonly page: Page,
    testId: 'confirm-email' | 'undo-account-change',
  ) {
    this.submit = page.getByTestId(`${testId}-submit`);
    this.outcome = page.getByTestId(`${testId}-outcome`);
    this.next = page.getByTestId(`${testId}-next`);
  }
}
