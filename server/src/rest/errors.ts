import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS, databaseOutage, isDatabaseUnavailable } from '../database/availability';
import { DomainError, DomainErrorCode } from '../domain/common/domain-error';
import { clientErrorOf, requestIdField } from '../http/errors';
import { requestLog } from '../http/logging';
import { RateLimitedError } from '../domain/common/rate-limits';
import {
  AlreadyExistsError,
  ErrorCode,
  type ErrorResult,
  InUseError,
  InputValidationError,
  InvalidProductOptionError,
  OutOfStockError,
  PriceUnavailableError,
  ProductNotFoundError,
  StaleVersionError,
} from '../domain/common/error-results';

/**
 * The HTTP status of every error code: the business outcomes services return (ErrorCode) and the errors
 * they throw (DomainErrorCode). The REST layer's only mapping; a code left out fails to compile.
 */
const HTTP_STATUS = {
  [ErrorCode.INPUT_VALIDATION_ERROR]: 400,
  [ErrorCode.INVALID_PRODUCT_OPTION_ERROR]: 400,
  [ErrorCode.EMPTY_CART_ERROR]: 400,
  [ErrorCode.REFERENCE_CURRENCY_ERROR]: 400,
  [ErrorCode.CANNOT_DELETE_SELF_ERROR]: 400,
  [ErrorCode.RESET_LINK_ERROR]: 400,
  [ErrorCode.ACCOUNT_LINK_ERROR]: 400,
  [ErrorCode.INVALID_CREDENTIALS_ERROR]: 401,
  [ErrorCode.PRODUCT_NOT_FOUND_ERROR]: 404,
  [ErrorCode.EMAIL_ALREADY_USED_ERROR]: 409,
  [ErrorCode.OUT_OF_STOCK_ERROR]: 409,
  [ErrorCode.PRICE_UNAVAILABLE_ERROR]: 409,
  [ErrorCode.PRICE_CHANGED_ERROR]: 409,
  [ErrorCode.IDEMPOTENCY_KEY_REUSED_ERROR]: 409,
  [ErrorCode.ALREADY_EXISTS_ERROR]: 409,
  [ErrorCode.IN_USE_ERROR]: 409,
  [ErrorCode.ORDER_NOT_FOUND_ERROR]: 404,
  [ErrorCode.ORDER_NOT_YOURS_ERROR]: 403,
  [ErrorCode.ORDER_NOT_PAYABLE_ERROR]: 409,
  [ErrorCode.ORDER_NOT_REFUNDABLE_ERROR]: 409,
  [ErrorCode.QUOTE_STATE_ERROR]: 409,
  [ErrorCode.ORDER_TRANSITION_ERROR]: 409,
  [ErrorCode.STALE_VERSION_ERROR]: 409,
  [ErrorCode.PAYMENT_PROVIDER_ERROR]: 502,
  [ErrorCode.PAYMENT_VERIFICATION_ERROR]: 400,
  [DomainErrorCode.INVALID_INPUT]: 400,
  [DomainErrorCode.UNAUTHENTICATED]: 401,
  [DomainErrorCode.FORBIDDEN]: 403,
  [DomainErrorCode.NOT_FOUND]: 404,
  [DomainErrorCode.CONFLICT]: 409,
  [DomainErrorCode.RATE_LIMITED]: 429,
} as const satisfies Record<ErrorCode | DomainErrorCode, number>;

export function httpStatusOf(code: ErrorCode | DomainErrorCode): number {
  return HTTP_STATUS[code];
}

/** Legacy clients read the message from `details` (most paths) or `error` (login, signup). */
export type LegacyErrorField = 'details' | 'error';

const ERROR_FIELD = 'legacyErrorField';

/**
 * Marks a request's answers: every error of it carries its message in `field`. Mounted before the body
 * parser, so a body refused before any route runs (malformed, too large, a bad charset) is answered in
 * that field too, as are the 404, 429, 500 and 503 of the path.
 */
export function errorsIn(field: LegacyErrorField): RequestHandler {
  return (_req, res, next) => {
    res.locals[ERROR_FIELD] = field;
    next();
  };
}

/** The field the request's errors carry their message in: `error` where errorsIn said so, else `details`. */
export function errorFieldOf(res: Response): LegacyErrorField {
  return (res.locals as Record<string, unknown> | undefined)?.[ERROR_FIELD] === 'error' ? 'error' : 'details';
}

export function sendError(res: Response, status: number, message: string, field = errorFieldOf(res), extra: object = {}): void {
  res.status(status).json({ [field]: message, ...extra });
}

export interface ErrorResultOptions {
  /** Where the message goes: `details` or `error` (login, signup); default the request's (errorFieldOf). */
  field?: LegacyErrorField;
  /** The legacy name of a service input field, for `fieldErrors` and `field` (default: the same name). */
  fieldName?: (field: string) => string;
  /** More for the body, e.g. the repriced lines of a PriceChangedError. */
  extra?: object;
}

/** What a legacy client needs besides the message to react to an error result. */
function resultDetails(result: ErrorResult, fieldName: (field: string) => string): object {
  if (result instanceof InputValidationError)
    return { fieldErrors: result.fieldErrors.map((e) => ({ field: fieldName(e.field), message: e.message })) };
  if (result instanceof InvalidProductOptionError || result instanceof AlreadyExistsError) return { field: fieldName(result.field) };
  if (result instanceof ProductNotFoundError || result instanceof OutOfStockError) return { p_id: result.productId };
  if (result instanceof PriceUnavailableError) return { p_id: result.productId, currencyCode: result.currencyCode };
  if (result instanceof InUseError) return { usages: result.usages.map((u) => ({ usedBy: u.usedBy, count: u.count })) };
  // The version to reload (docs/decisions.md#no-lost-updates).
  if (result instanceof StaleVersionError) return { currentVersion: result.currentVersion };
  return {};
}

/** The HTTP answer of an expected business outcome: its status, the message, and what a client needs to react. */
export function sendErrorResult(
  res: Response,
  result: ErrorResult,
  { field = errorFieldOf(res), fieldName = (name) => name, extra = {} }: ErrorResultOptions = {},
): void {
  sendError(res, httpStatusOf(result.errorCode), result.message, field, { ...resultDetails(result, fieldName), ...extra });
}

/** 429 with `Retry-After` (seconds) and the wait in the body too: `{ details | error, retryAfter }`. */
export function sendRateLimited(res: Response, error: RateLimitedError, field = errorFieldOf(res)): void {
  res.setHeader('Retry-After', String(error.retryAfterSeconds));
  sendError(res, httpStatusOf(error.code), error.message, field, { retryAfter: error.retryAfterSeconds });
}

/** For a router whose paths answer errors in `error` (/login, /signup): its 429s use that field too. */
export function rateLimitedAs(field: LegacyErrorField): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (error instanceof RateLimitedError && !res.headersSent) return sendRateLimited(res, error, field);
    next(error);
  };
}

/**
 * The REST layer's last error handler: domain errors keep their status and message; malformed bodies
 * are 400/413; anything else is logged and answered with a generic 500, so no SQL reaches a client.
 * The message goes in the request's field (errorFieldOf): `error` on /login and /signup, else `details`.
 */
export const restErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof RateLimitedError) return sendRateLimited(res, error);
  if (error instanceof DomainError) return sendError(res, httpStatusOf(error.code), error.message);
  // Malformed JSON 400, too large 413, a broken or truncated multipart body 400, other 4xx (never a path).
  const clientError = clientErrorOf(error);
  if (clientError) return sendError(res, clientError.status, clientError.details);
  if (isDatabaseUnavailable(error)) {
    databaseOutage.unavailable(error);
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    // Paths answering in `details` repeat the message in `error` (docs/legacy-rest.md#errors: a client
    // that reads either field hears it); /login and /signup answer in `error` alone, as every error of theirs.
    const field = errorFieldOf(res);
    return sendError(res, 503, DATABASE_UNAVAILABLE_MESSAGE, field, field === 'details' ? { error: DATABASE_UNAVAILABLE_MESSAGE } : {});
  }
  requestLog().error({ err: error }, 'unexpected REST error');
  sendError(res, 500, 'Internal server error', errorFieldOf(res), requestIdField());
};
