import { Field, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';

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
}
registerEnumType(ErrorCode, { name: 'ErrorCode', description: 'What kind of expected failure an ErrorResult reports.' });

@InterfaceType({ description: 'An expected failure of a mutation, returned as a member of its result union.' })
export abstract class ErrorResult {
  @Field(() => ErrorCode)
  errorCode: ErrorCode;

  @Field({ description: 'A message fit to show to the person who made the request.' })
  message: string;
}

@ObjectType({ description: 'One field of an input and what is wrong with it.' })
export class FieldError {
  @Field({ description: 'The input field, e.g. "phone".' })
  field: string;

  @Field()
  message: string;
}

@ObjectType({ implements: ErrorResult, description: 'Some input fields are missing or malformed; nothing was written.' })
export class InputValidationError extends ErrorResult {
  @Field(() => [FieldError])
  fieldErrors: FieldError[];

  constructor(fieldErrors: FieldError[]) {
    super();
    this.errorCode = ErrorCode.INPUT_VALIDATION_ERROR;
    this.fieldErrors = fieldErrors;
    this.message = fieldErrors[0]?.message ?? 'Invalid input';
  }
}

@ObjectType({ implements: ErrorResult, description: 'The e-mail and password do not match an active account.' })
export class InvalidCredentialsError extends ErrorResult {
  constructor() {
    super();
    this.errorCode = ErrorCode.INVALID_CREDENTIALS_ERROR;
    this.message = 'Invalid email or password';
  }
}

@ObjectType({ implements: ErrorResult, description: 'An account with this e-mail already exists.' })
export class EmailAlreadyUsedError extends ErrorResult {
  constructor() {
    super();
    this.errorCode = ErrorCode.EMAIL_ALREADY_USED_ERROR;
    this.message = 'An account with this email already exists';
  }
}

export const isErrorResult = (value: unknown): value is ErrorResult => value instanceof ErrorResult;

// --- cart, wishlist and checkout outcomes ---

@ObjectType({ implements: ErrorResult, description: 'No product has the given id; nothing was written.' })
export class ProductNotFoundError extends ErrorResult {
  @Field(() => Int, { description: 'The product id that was asked for.' })
  productId: number;

  constructor(productId: number) {
    super();
    this.errorCode = ErrorCode.PRODUCT_NOT_FOUND_ERROR;
    this.productId = productId;
    this.message = 'Product not found';
  }
}

@ObjectType({ implements: ErrorResult, description: 'A purity, colour or size that the product is not offered in; nothing was written.' })
export class InvalidProductOptionError extends ErrorResult {
  @Field({ description: 'The input field that names the option: productCaratId, productColorId or productSizeId.' })
  field: string;

  constructor(field: string, message: string) {
    super();
    this.errorCode = ErrorCode.INVALID_PRODUCT_OPTION_ERROR;
    this.field = field;
    this.message = message;
  }
}

@ObjectType({ implements: ErrorResult, description: 'The product is out of stock and cannot be added or ordered; nothing was written.' })
export class OutOfStockError extends ErrorResult {
  @Field(() => Int, { description: 'The product that is out of stock.' })
  productId: number;

  constructor(productId: number, productName: string) {
    super();
    this.errorCode = ErrorCode.OUT_OF_STOCK_ERROR;
    this.productId = productId;
    this.message = `${productName} is out of stock`;
  }
}

@ObjectType({ implements: ErrorResult, description: "The product has no price in the account's currency yet, so it cannot be sold; nothing was written." })
export class PriceUnavailableError extends ErrorResult {
  @Field(() => Int, { description: 'The product without a price.' })
  productId: number;

  @Field({ description: 'The currency the price is missing in, e.g. USD.' })
  currencyCode: string;

  constructor(productId: number, productName: string, currencyCode: string) {
    super();
    this.errorCode = ErrorCode.PRICE_UNAVAILABLE_ERROR;
    this.productId = productId;
    this.currencyCode = currencyCode;
    this.message = `${productName} has no price in ${currencyCode} yet`;
  }
}

@ObjectType({ implements: ErrorResult, description: 'Checkout from the cart found no cart lines to order; nothing was written.' })
export class EmptyCartError extends ErrorResult {
  constructor() {
    super();
    this.errorCode = ErrorCode.EMPTY_CART_ERROR;
    this.message = 'Your cart is empty';
  }
}

// --- back-office users ---

@ObjectType({ implements: ErrorResult, description: 'An administrator tried to delete their own account; nothing was deleted.' })
export class CannotDeleteSelfError extends ErrorResult {
  constructor() {
    super();
    this.errorCode = ErrorCode.CANNOT_DELETE_SELF_ERROR;
    this.message = 'You cannot delete your own account';
  }
}

// --- back-office catalogue configuration (metal types, carats, categories, ..., currencies) ---

@ObjectType({ implements: ErrorResult, description: 'Another record already has this name (or code); nothing was written.' })
export class AlreadyExistsError extends ErrorResult {
  @Field({ description: 'The input field that must be unique, e.g. name, code or value.' })
  field: string;

  constructor(field: string, message: string) {
    super();
    this.errorCode = ErrorCode.ALREADY_EXISTS_ERROR;
    this.field = field;
    this.message = message;
  }
}

@ObjectType({ description: 'How many records of one kind use a record, e.g. 12 products.' })
export class RecordUsage {
  @Field({ description: 'What uses it, plural: products, carats, subcategories, accounts, ...' })
  usedBy: string;

  @Field(() => Int, { description: 'How many of them.' })
  count: number;
}

@ObjectType({ implements: ErrorResult, description: 'The record is still used by others, so it cannot be deleted (or changed that way); nothing was written.' })
export class InUseError extends ErrorResult {
  @Field(() => [RecordUsage], { description: 'Who still uses the record.' })
  usages: RecordUsage[];

  constructor(message: string, usages: { usedBy: string; count: number }[]) {
    super();
    this.errorCode = ErrorCode.IN_USE_ERROR;
    this.message = message;
    this.usages = usages.map((u) => Object.assign(new RecordUsage(), u));
  }
}

@ObjectType({ implements: ErrorResult, description: 'INR is the reference currency: its rate stays 1, its code stays INR and it cannot be deleted; nothing was written.' })
export class ReferenceCurrencyError extends ErrorResult {
  constructor(message: string) {
    super();
    this.errorCode = ErrorCode.REFERENCE_CURRENCY_ERROR;
    this.message = message;
  }
}
