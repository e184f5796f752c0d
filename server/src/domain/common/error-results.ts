/** Codes of the expected business outcomes that are returned as data, not thrown. */
export enum ErrorCode {
  INPUT_VALIDATION_ERROR = 'INPUT_VALIDATION_ERROR',
  INVALID_CREDENTIALS_ERROR = 'INVALID_CREDENTIALS_ERROR',
  EMAIL_ALREADY_USED_ERROR = 'EMAIL_ALREADY_USED_ERROR',
  PRODUCT_NOT_FOUND_ERROR = 'PRODUCT_NOT_FOUND_ERROR',
  INVALID_PRODUCT_OPTION_ERROR = 'INVALID_PRODUCT_OPTION_ERROR',
  OUT_OF_STOCK_ERROR = 'OUT_OF_STOCK_ERROR',
  PRICE_UNAVAILABLE_ERROR = 'PRICE_UNAVAILABLE_ERROR',
  EMPTY_CART_ERROR = 'EMPTY_CART_ERROR',
  PRICE_CHANGED_ERROR = 'PRICE_CHANGED_ERROR',
  IDEMPOTENCY_KEY_REUSED_ERROR = 'IDEMPOTENCY_KEY_REUSED_ERROR',
  ALREADY_EXISTS_ERROR = 'ALREADY_EXISTS_ERROR',
  IN_USE_ERROR = 'IN_USE_ERROR',
  REFERENCE_CURRENCY_ERROR = 'REFERENCE_CURRENCY_ERROR',
  CANNOT_DELETE_SELF_ERROR = 'CANNOT_DELETE_SELF_ERROR',
  ORDER_NOT_FOUND_ERROR = 'ORDER_NOT_FOUND_ERROR',
  ORDER_NOT_YOURS_ERROR = 'ORDER_NOT_YOURS_ERROR',
  ORDER_NOT_PAYABLE_ERROR = 'ORDER_NOT_PAYABLE_ERROR',
  ORDER_NOT_REFUNDABLE_ERROR = 'ORDER_NOT_REFUNDABLE_ERROR',
  PAYMENT_PROVIDER_ERROR = 'PAYMENT_PROVIDER_ERROR',
  PAYMENT_VERIFICATION_ERROR = 'PAYMENT_VERIFICATION_ERROR',
  RESET_LINK_ERROR = 'RESET_LINK_ERROR',
  ACCOUNT_LINK_ERROR = 'ACCOUNT_LINK_ERROR',
  QUOTE_STATE_ERROR = 'QUOTE_STATE_ERROR',
  ORDER_TRANSITION_ERROR = 'ORDER_TRANSITION_ERROR',
  STALE_VERSION_ERROR = 'STALE_VERSION_ERROR',
}

/**
 * An expected failure of a service call, returned next to the success value instead of thrown. Plain
 * data: each transport maps it once (GraphQL to a member of the result union, REST to a status and a body).
 */
export abstract class ErrorResult {
  abstract readonly errorCode: ErrorCode;

  /** A message fit to show to the person who made the request. */
  constructor(readonly message: string) {}
}

/** An ErrorResult of `code` that carries nothing but its message, which is always `message`. */
function fixedMessage<C extends ErrorCode>(code: C, message: string) {
  return class extends ErrorResult {
    readonly errorCode: C = code;

    constructor() {
      super(message);
    }
  };
}

/** An ErrorResult of `code` whose message each caller gives (it says why). */
function withMessage<C extends ErrorCode>(code: C) {
  return class extends ErrorResult {
    readonly errorCode: C = code;
  };
}

/** An ErrorResult of `code` about one input field, named in `field`. */
function aboutField<C extends ErrorCode>(code: C) {
  return class extends ErrorResult {
    readonly errorCode: C = code;

    constructor(
      readonly field: string,
      message: string,
    ) {
      super(message);
    }
  };
}

/** One field of an input and what is wrong with it. */
export class FieldError {
  /** The input field, e.g. "phone". */
  field: string;
  message: string;
}

/** Some input fields are missing or malformed; nothing was written. */
export class InputValidationError extends ErrorResult {
  readonly errorCode = ErrorCode.INPUT_VALIDATION_ERROR;

  constructor(readonly fieldErrors: FieldError[]) {
    super(fieldErrors[0]?.message ?? 'Invalid input');
  }
}

/** The e-mail and password do not match an active account. */
export class InvalidCredentialsError extends fixedMessage(ErrorCode.INVALID_CREDENTIALS_ERROR, 'Invalid email or password') {}

/** An account with this e-mail already exists. */
export class EmailAlreadyUsedError extends fixedMessage(ErrorCode.EMAIL_ALREADY_USED_ERROR, 'An account with this email already exists') {}

export const isErrorResult = (value: unknown): value is ErrorResult => value instanceof ErrorResult;

// --- cart, wishlist and checkout outcomes ---

/** No product has the given id; nothing was written. */
export class ProductNotFoundError extends ErrorResult {
  readonly errorCode = ErrorCode.PRODUCT_NOT_FOUND_ERROR;

  constructor(readonly productId: number) {
    super('Product not found');
  }
}

/** A purity, colour or size that the product is not offered in; `field` names the input. Nothing was written. */
export class InvalidProductOptionError extends aboutField(ErrorCode.INVALID_PRODUCT_OPTION_ERROR) {}

/**
 * The product is out of stock, or its chosen variant has fewer pieces than asked for (`available`, null for
 * the manual out-of-stock flag), so it cannot be added or ordered; nothing was written.
 */
export class OutOfStockError extends ErrorResult {
  readonly errorCode = ErrorCode.OUT_OF_STOCK_ERROR;

  constructor(
    readonly productId: number,
    productName: string,
    readonly available: number | null = null,
  ) {
    super(
      available === null
        ? `${productName} is out of stock`
        : available <= 0
          ? `${productName} is sold out in this choice`
          : `Only ${available} left of ${productName} in this choice`,
    );
  }
}

/** The product has no price in the account's currency yet, so it cannot be sold; nothing was written. */
export class PriceUnavailableError extends ErrorResult {
  readonly errorCode = ErrorCode.PRICE_UNAVAILABLE_ERROR;

  constructor(
    readonly productId: number,
    productName: string,
    readonly currencyCode: string,
  ) {
    super(`${productName} has no price in ${currencyCode} yet`);
  }
}

/** Checkout from the cart found no cart lines to order; nothing was written. */
export class EmptyCartError extends fixedMessage(ErrorCode.EMPTY_CART_ERROR, 'Your cart is empty') {}

// --- password reset ---

/** Why a password-reset link was refused. */
export enum ResetLinkProblem {
  /** Unknown to the shop: mistyped, forged, replaced by a newer link, or of a deactivated account. */
  INVALID = 'INVALID',
  EXPIRED = 'EXPIRED',
  USED = 'USED',
}

const RESET_LINK_MESSAGES: Record<ResetLinkProblem, string> = {
  [ResetLinkProblem.INVALID]:
    'This password reset link is not valid. It may be incomplete or replaced by a newer one: use the latest e-mail, or ask for a new link.',
  [ResetLinkProblem.EXPIRED]: 'This password reset link has expired (links work for 1 hour). Please ask for a new one.',
  [ResetLinkProblem.USED]: 'This password reset link has already been used. If you need to, ask for a new one.',
};

/** A password-reset link that cannot set a password; `problem` says why. Nothing was written. */
export class ResetLinkError extends ErrorResult {
  readonly errorCode = ErrorCode.RESET_LINK_ERROR;

  constructor(readonly problem: ResetLinkProblem) {
    super(RESET_LINK_MESSAGES[problem]);
  }
}

// --- e-mail and phone changes (domain/accounts/profile.service.ts) ---

/** Why a link of an e-mail change was refused. */
export enum AccountLinkProblem {
  /** Unknown to the shop: mistyped, forged, replaced by a newer change, or ended by an undo. */
  INVALID = 'INVALID',
  EXPIRED = 'EXPIRED',
  USED = 'USED',
}

/** The two links of a change: `confirm`, sent to the new e-mail; `undo`, sent to the old one. */
export type AccountLink = 'confirm' | 'undo';

const ACCOUNT_LINK_MESSAGES: Record<AccountLink, Record<AccountLinkProblem, string>> = {
  confirm: {
    [AccountLinkProblem.INVALID]:
      'This confirmation link is not valid. It may be incomplete, or the change was replaced or undone: use the latest e-mail, or change your e-mail again from your profile.',
    [AccountLinkProblem.EXPIRED]:
      'This confirmation link has expired (links work for 24 hours). Please change your e-mail again from your profile.',
    [AccountLinkProblem.USED]: 'This confirmation link has already been used: the new e-mail is in use.',
  },
  undo: {
    [AccountLinkProblem.INVALID]:
      'This undo link is not valid. It may be incomplete, or a later undo already put your account back. If you cannot log in, use "Forgot password".',
    [AccountLinkProblem.EXPIRED]: 'This undo link has expired (links work for 7 days). If you cannot log in, please contact us.',
    [AccountLinkProblem.USED]: 'This change has already been undone. Check your inbox for the link to choose a new password.',
  },
};

/** A confirm or undo link of an e-mail change that cannot be used; `problem` says why. Nothing was written. */
export class AccountLinkError extends ErrorResult {
  readonly errorCode = ErrorCode.ACCOUNT_LINK_ERROR;

  constructor(
    readonly link: AccountLink,
    readonly problem: AccountLinkProblem,
  ) {
    super(ACCOUNT_LINK_MESSAGES[link][problem]);
  }
}

// --- back-office users ---

/** An administrator tried to delete their own account; nothing was deleted. */
export class CannotDeleteSelfError extends fixedMessage(ErrorCode.CANNOT_DELETE_SELF_ERROR, 'You cannot delete your own account') {}

// --- back-office catalogue configuration (metal types, carats, categories, ..., currencies) ---

/** Another record already has this name (or code) in `field`; nothing was written. */
export class AlreadyExistsError extends aboutField(ErrorCode.ALREADY_EXISTS_ERROR) {}

/** How many records of one kind use a record, e.g. 12 products. */
export interface RecordUsage {
  /** What uses it, plural: products, carats, subcategories, accounts, ... */
  usedBy: string;
  count: number;
}

/** The record is still used by others, so it cannot be deleted (or changed that way); nothing was written. */
export class InUseError extends ErrorResult {
  readonly errorCode = ErrorCode.IN_USE_ERROR;
  readonly usages: RecordUsage[];

  constructor(message: string, usages: RecordUsage[]) {
    super(message);
    this.usages = usages.map((u) => ({ usedBy: u.usedBy, count: u.count }));
  }
}

/** INR is the reference currency: its rate stays 1, its code stays INR and it cannot be deleted; nothing was written. */
export class ReferenceCurrencyError extends withMessage(ErrorCode.REFERENCE_CURRENCY_ERROR) {}

// --- online payment (domain/payments) ---

/** No order has the given id. */
export class OrderNotFoundError extends ErrorResult {
  readonly errorCode = ErrorCode.ORDER_NOT_FOUND_ERROR;

  constructor(readonly orderId: number) {
    super('Order not found');
  }
}

/** The order belongs to another account. */
export class OrderNotYoursError extends fixedMessage(ErrorCode.ORDER_NOT_YOURS_ERROR, 'This order belongs to another account') {}

/** The order cannot be paid online now (cash on delivery, already paid, cancelled, ...): `message` says why. */
export class OrderNotPayableError extends withMessage(ErrorCode.ORDER_NOT_PAYABLE_ERROR) {}

/** The order has no online payment that can be refunded: `message` says why. Nothing was refunded. */
export class OrderNotRefundableError extends withMessage(ErrorCode.ORDER_NOT_REFUNDABLE_ERROR) {}

/** The payment provider could not be reached or refused the request; nothing changed, trying again may work. */
export class PaymentProviderError extends withMessage(ErrorCode.PAYMENT_PROVIDER_ERROR) {}

/** The provider's confirmation did not check out (signature, order or amount); the order was not marked paid. */
export class PaymentVerificationError extends fixedMessage(
  ErrorCode.PAYMENT_VERIFICATION_ERROR,
  'The payment could not be verified; if money was taken it is refunded or confirmed by the provider shortly',
) {}

// --- custom designs (domain/custom-designs) ---

/**
 * The custom design request is not at the step the action needs (a quote on an accepted or declined request,
 * an answer to a request not quoted yet or already answered): `message` says where it stands. Nothing changed.
 */
export class QuoteStateError extends withMessage(ErrorCode.QUOTE_STATE_ERROR) {}

// --- order lifecycle and concurrent edits (domain/orders/lifecycle, docs/decisions.md#order-lifecycle) ---

/**
 * The order's state does not allow the action (shipping a refunded order, refunding an unpaid one): `message`
 * says where the order stands. Nothing changed.
 */
export class OrderTransitionError extends withMessage(ErrorCode.ORDER_TRANSITION_ERROR) {}

/** The one sentence every stale save answers (the back office offers to reload). */
export const STALE_VERSION_MESSAGE = 'This was changed by someone else since you opened it; reload to see the changes';

/**
 * A save made from an older version of the record than the one stored (another administrator saved in between):
 * nothing was written. `currentVersion` is the stored version to reload.
 */
export class StaleVersionError extends ErrorResult {
  readonly errorCode = ErrorCode.STALE_VERSION_ERROR;

  constructor(readonly currentVersion: number) {
    super(STALE_VERSION_MESSAGE);
  }
}
