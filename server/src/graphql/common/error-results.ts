import { Field, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';
import { AccountLinkProblem, ErrorCode, type ErrorResult, ResetLinkProblem, isErrorResult } from '../../domain/common/error-results';

registerEnumType(ErrorCode, { name: 'ErrorCode', description: 'What kind of expected failure an ErrorResult reports.' });

/**
 * The GraphQL type of each error code, and the name each error type below is registered under: the one
 * mapping from domain error results to the schema. A code left out fails to compile.
 */
export const ERROR_RESULT_TYPE_NAMES = {
  [ErrorCode.INPUT_VALIDATION_ERROR]: 'InputValidationError',
  [ErrorCode.INVALID_CREDENTIALS_ERROR]: 'InvalidCredentialsError',
  [ErrorCode.EMAIL_ALREADY_USED_ERROR]: 'EmailAlreadyUsedError',
  [ErrorCode.PRODUCT_NOT_FOUND_ERROR]: 'ProductNotFoundError',
  [ErrorCode.INVALID_PRODUCT_OPTION_ERROR]: 'InvalidProductOptionError',
  [ErrorCode.OUT_OF_STOCK_ERROR]: 'OutOfStockError',
  [ErrorCode.PRICE_UNAVAILABLE_ERROR]: 'PriceUnavailableError',
  [ErrorCode.EMPTY_CART_ERROR]: 'EmptyCartError',
  [ErrorCode.PRICE_CHANGED_ERROR]: 'PriceChangedError',
  [ErrorCode.IDEMPOTENCY_KEY_REUSED_ERROR]: 'IdempotencyKeyReusedError',
  [ErrorCode.ALREADY_EXISTS_ERROR]: 'AlreadyExistsError',
  [ErrorCode.IN_USE_ERROR]: 'InUseError',
  [ErrorCode.REFERENCE_CURRENCY_ERROR]: 'ReferenceCurrencyError',
  [ErrorCode.CANNOT_DELETE_SELF_ERROR]: 'CannotDeleteSelfError',
  [ErrorCode.ORDER_NOT_FOUND_ERROR]: 'OrderNotFoundError',
  [ErrorCode.ORDER_NOT_YOURS_ERROR]: 'OrderNotYoursError',
  [ErrorCode.ORDER_NOT_PAYABLE_ERROR]: 'OrderNotPayableError',
  [ErrorCode.ORDER_NOT_REFUNDABLE_ERROR]: 'OrderNotRefundableError',
  [ErrorCode.PAYMENT_PROVIDER_ERROR]: 'PaymentProviderError',
  [ErrorCode.PAYMENT_VERIFICATION_ERROR]: 'PaymentVerificationError',
  [ErrorCode.RESET_LINK_ERROR]: 'ResetLinkError',
  [ErrorCode.ACCOUNT_LINK_ERROR]: 'AccountLinkError',
  [ErrorCode.QUOTE_STATE_ERROR]: 'QuoteStateError',
  [ErrorCode.ORDER_TRANSITION_ERROR]: 'OrderTransitionError',
  [ErrorCode.STALE_VERSION_ERROR]: 'StaleVersionError',
} as const satisfies Record<ErrorCode, string>;

/** The GraphQL type name of an error result. */
export const graphqlTypeOf = (error: Pick<ErrorResult, 'errorCode'>): string => ERROR_RESULT_TYPE_NAMES[error.errorCode];

/** A domain error result, or one already mapped to its GraphQL type (a PriceChangedError with Money). */
export const isErrorAnswer = (value: object): value is Pick<ErrorResult, 'errorCode'> =>
  isErrorResult(value) || value instanceof ErrorResultType;

/** A service result as a resolver answers it: an error result as it is, a success through `map`. */
export const orError = <R, V>(result: R, map: (value: Exclude<R, ErrorResult>) => V): V | Extract<R, ErrorResult> =>
  isErrorResult(result) ? (result as Extract<R, ErrorResult>) : map(result as Exclude<R, ErrorResult>);

/**
 * The resolveType of a result union: an error result resolves by its code, anything else to the union's
 * success type, named explicitly, so renaming a class cannot change which member a value resolves to.
 */
export const resolveResultType =
  (successTypeName: string) =>
  (value: object): string =>
    isErrorAnswer(value) ? graphqlTypeOf(value) : successTypeName;

// The types below only describe the schema: resolvers return the domain's error results, whose fields
// have the same names, and never instances of these classes.

@InterfaceType('ErrorResult', {
  description: 'An expected failure of a mutation, returned as a member of its result union.',
  resolveType: (value: Pick<ErrorResult, 'errorCode'>) => graphqlTypeOf(value),
})
export abstract class ErrorResultType {
  @Field(() => ErrorCode)
  errorCode: ErrorCode;

  @Field({ description: 'A message fit to show to the person who made the request.' })
  message: string;
}

/** The @ObjectType of the error result of `code`: named as ERROR_RESULT_TYPE_NAMES says, implementing ErrorResult. */
export const ErrorResultObjectType = (code: ErrorCode, description: string): ClassDecorator =>
  ObjectType(ERROR_RESULT_TYPE_NAMES[code], { implements: ErrorResultType, description });

@ObjectType('FieldError', { description: 'One field of an input and what is wrong with it.' })
export class FieldErrorType {
  @Field({ description: 'The input field, e.g. "phone".' })
  field: string;

  @Field()
  message: string;
}

@ErrorResultObjectType(ErrorCode.INPUT_VALIDATION_ERROR, 'Some input fields are missing or malformed; nothing was written.')
export class InputValidationErrorType extends ErrorResultType {
  @Field(() => [FieldErrorType])
  fieldErrors: FieldErrorType[];
}

@ErrorResultObjectType(ErrorCode.INVALID_CREDENTIALS_ERROR, 'The e-mail and password do not match an active account.')
export class InvalidCredentialsErrorType extends ErrorResultType {}

@ErrorResultObjectType(ErrorCode.EMAIL_ALREADY_USED_ERROR, 'An account with this e-mail already exists.')
export class EmailAlreadyUsedErrorType extends ErrorResultType {}

// --- cart, wishlist and checkout outcomes ---

/**
 * The fields of an error result about one product: its `productId`, described by `which`. Never in the
 * schema itself (no field or union returns it); type-graphql copies fields only from a decorated superclass.
 */
function AboutProduct(which: string) {
  @ObjectType()
  abstract class AboutProductType extends ErrorResultType {
    @Field(() => Int, { description: which })
    productId: number;
  }
  return AboutProductType;
}

@ErrorResultObjectType(ErrorCode.PRODUCT_NOT_FOUND_ERROR, 'No product has the given id; nothing was written.')
export class ProductNotFoundErrorType extends AboutProduct('The product id that was asked for.') {}

@ErrorResultObjectType(
  ErrorCode.INVALID_PRODUCT_OPTION_ERROR,
  'A purity, colour or size that the product is not offered in; nothing was written.',
)
export class InvalidProductOptionErrorType extends ErrorResultType {
  @Field({ description: 'The input field that names the option: productCaratId, productColorId or productSizeId.' })
  field: string;
}

@ErrorResultObjectType(ErrorCode.OUT_OF_STOCK_ERROR, 'The product is out of stock and cannot be added or ordered; nothing was written.')
export class OutOfStockErrorType extends AboutProduct('The product that is out of stock.') {
  @Field(() => Int, {
    nullable: true,
    description: 'Pieces of the chosen variant left (0: sold out); null when the shop marked the whole product out of stock.',
  })
  available: number | null;
}

@ErrorResultObjectType(
  ErrorCode.PRICE_UNAVAILABLE_ERROR,
  "The product has no price in the account's currency yet, so it cannot be sold; nothing was written.",
)
export class PriceUnavailableErrorType extends AboutProduct('The product without a price.') {
  @Field({ description: 'The currency the price is missing in, e.g. USD.' })
  currencyCode: string;
}

@ErrorResultObjectType(ErrorCode.EMPTY_CART_ERROR, 'Checkout from the cart found no cart lines to order; nothing was written.')
export class EmptyCartErrorType extends ErrorResultType {}

/** Why a chosen product cannot go into a cart (adding it, or moving it from the wishlist); nothing was written then. */
export const PRODUCT_CHOICE_ERRORS = [
  InputValidationErrorType,
  ProductNotFoundErrorType,
  InvalidProductOptionErrorType,
  OutOfStockErrorType,
  PriceUnavailableErrorType,
] as const;

// --- password reset ---

registerEnumType(ResetLinkProblem, {
  name: 'ResetLinkProblem',
  description: 'Why a password-reset link was refused.',
  valuesConfig: {
    INVALID: { description: 'Unknown to the shop: mistyped, forged, replaced by a newer link, or of a deactivated account.' },
    EXPIRED: { description: 'Older than its hour.' },
    USED: { description: 'It already set a password once.' },
  },
});

@ErrorResultObjectType(
  ErrorCode.RESET_LINK_ERROR,
  'The password-reset link cannot set a password (invalid, expired or used); nothing was written.',
)
export class ResetLinkErrorType extends ErrorResultType {
  @Field(() => ResetLinkProblem, { description: 'Why the link was refused; the message says it in words.' })
  problem: ResetLinkProblem;
}

// --- e-mail and phone changes ---

registerEnumType(AccountLinkProblem, {
  name: 'AccountLinkProblem',
  description: 'Why a link of an e-mail change was refused.',
  valuesConfig: {
    INVALID: { description: 'Unknown: mistyped, forged, replaced by a newer change, or ended by an undo.' },
    EXPIRED: { description: 'Older than its life: 24 hours for a confirmation, 7 days for an undo.' },
    USED: { description: 'Already used: a link works once.' },
  },
});

@ErrorResultObjectType(
  ErrorCode.ACCOUNT_LINK_ERROR,
  'A link of an e-mail change (confirm or undo) that cannot be used; nothing was written.',
)
export class AccountLinkErrorType extends ErrorResultType {
  @Field(() => AccountLinkProblem, { description: 'Why the link was refused; the message says it in words.' })
  problem: AccountLinkProblem;
}

// --- back-office users ---

@ErrorResultObjectType(ErrorCode.CANNOT_DELETE_SELF_ERROR, 'An administrator tried to delete their own account; nothing was deleted.')
export class CannotDeleteSelfErrorType extends ErrorResultType {}

// --- back-office catalogue configuration (metal types, carats, categories, ..., currencies) ---

@ErrorResultObjectType(ErrorCode.ALREADY_EXISTS_ERROR, 'Another record already has this name (or code); nothing was written.')
export class AlreadyExistsErrorType extends ErrorResultType {
  @Field({ description: 'The input field that must be unique, e.g. name, code or value.' })
  field: string;
}

@ObjectType('RecordUsage', { description: 'How many records of one kind use a record, e.g. 12 products.' })
export class RecordUsageType {
  @Field({ description: 'What uses it, plural: products, carats, subcategories, accounts, ...' })
  usedBy: string;

  @Field(() => Int, { description: 'How many of them.' })
  count: number;
}

@ErrorResultObjectType(
  ErrorCode.IN_USE_ERROR,
  'The record is still used by others, so it cannot be deleted (or changed that way); nothing was written.',
)
export class InUseErrorType extends ErrorResultType {
  @Field(() => [RecordUsageType], { description: 'Who still uses the record.' })
  usages: RecordUsageType[];
}

@ErrorResultObjectType(
  ErrorCode.REFERENCE_CURRENCY_ERROR,
  'INR is the reference currency: its rate stays 1, its code stays INR and it cannot be deleted; nothing was written.',
)
export class ReferenceCurrencyErrorType extends ErrorResultType {}

// --- online payment ---

@ErrorResultObjectType(ErrorCode.ORDER_NOT_FOUND_ERROR, 'No order has the given id.')
export class OrderNotFoundErrorType extends ErrorResultType {
  @Field(() => Int, { description: 'The order id that was asked for.' })
  orderId: number;
}

@ErrorResultObjectType(ErrorCode.ORDER_NOT_YOURS_ERROR, 'The order belongs to another account; nothing was read or written.')
export class OrderNotYoursErrorType extends ErrorResultType {}

@ErrorResultObjectType(
  ErrorCode.ORDER_NOT_PAYABLE_ERROR,
  'The order cannot be paid online now: cash on delivery, already paid or refunded, cancelled, or no online payment in its currency. The message says which.',
)
export class OrderNotPayableErrorType extends ErrorResultType {}

@ErrorResultObjectType(
  ErrorCode.ORDER_NOT_REFUNDABLE_ERROR,
  'The order has no captured online payment to refund (not paid, cash on delivery, or already refunded); nothing was refunded.',
)
export class OrderNotRefundableErrorType extends ErrorResultType {}

@ErrorResultObjectType(
  ErrorCode.PAYMENT_PROVIDER_ERROR,
  'The payment provider could not be reached or refused the request; nothing changed, and trying again later may work.',
)
export class PaymentProviderErrorType extends ErrorResultType {}

@ErrorResultObjectType(
  ErrorCode.PAYMENT_VERIFICATION_ERROR,
  "The provider's payment confirmation did not check out (signature, order or amount); the order was not marked paid.",
)
export class PaymentVerificationErrorType extends ErrorResultType {}

// --- custom designs ---

@ErrorResultObjectType(
  ErrorCode.QUOTE_STATE_ERROR,
  'The custom design request is not at the step this needs (quoting an accepted or declined request, answering a quote twice or before there is one); the message says where it stands. Nothing changed.',
)
export class QuoteStateErrorType extends ErrorResultType {}

// --- order lifecycle and concurrent edits ---

@ErrorResultObjectType(
  ErrorCode.ORDER_TRANSITION_ERROR,
  "The order's state does not allow this action (shipping a refunded order, refunding an unpaid one); the message says where the order stands. Nothing changed.",
)
export class OrderTransitionErrorType extends ErrorResultType {}

@ErrorResultObjectType(
  ErrorCode.STALE_VERSION_ERROR,
  'The record was changed by someone else since it was opened (the save named an older version); nothing was written. Reload and apply the change again.',
)
export class StaleVersionErrorType extends ErrorResultType {
  @Field(() => Int, { description: 'The version stored now: what a reload shows.' })
  currentVersion: number;
}
