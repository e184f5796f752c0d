import type { NextFunction, Request, Response } from 'express';
import { pino } from 'pino';
import { DomainError, DomainErrorCode, notFound } from '../domain/common/domain-error';
import {
  AlreadyExistsError,
  CannotDeleteSelfError,
  EmailAlreadyUsedError,
  EmptyCartError,
  ErrorCode,
  InUseError,
  InputValidationError,
  InvalidCredentialsError,
  InvalidProductOptionError,
  OutOfStockError,
  PriceUnavailableError,
  ProductNotFoundError,
  ReferenceCurrencyError,
} from '../domain/common/error-results';
import { fieldError } from '../domain/common/validation';
import { runWithRequest } from '../http/logging';
import { errorsIn, httpStatusOf, restErrorHandler, sendErrorResult } from './errors';

/** A Response that records what the handler answered. */
function fakeResponse(headersSent = false) {
  const sent: { status?: number; body?: unknown; headers?: Record<string, string> } = {};
  const res = {
    headersSent,
    locals: {},
    setHeader(name: string, value: string) {
      sent.headers = { ...sent.headers, [name]: value };
      return res;
    },
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
  };
  return { res: res as unknown as Response, sent };
}

describe('REST error statuses', () => {
  it('maps every error code, returned or thrown, to a 4xx status; only a payment provider that failed is 502', () => {
    // Arrange: the provider's failure is not the caller's (502 Bad Gateway: the upstream failed).
    const upstream = new Set<string>([ErrorCode.PAYMENT_PROVIDER_ERROR]);
    const codes = [...Object.values(ErrorCode), ...Object.values(DomainErrorCode)].filter((code) => !upstream.has(code));
    // Act
    const statuses = codes.map(httpStatusOf);
    // Assert
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
    for (const status of statuses) expect(status).toBeLessThan(500);
    expect(httpStatusOf(ErrorCode.PAYMENT_PROVIDER_ERROR)).toBe(502);
  });

  it.each([
    [ErrorCode.INPUT_VALIDATION_ERROR, 400],
    [ErrorCode.INVALID_PRODUCT_OPTION_ERROR, 400],
    [ErrorCode.EMPTY_CART_ERROR, 400],
    [ErrorCode.REFERENCE_CURRENCY_ERROR, 400],
    [ErrorCode.CANNOT_DELETE_SELF_ERROR, 400],
    [ErrorCode.RESET_LINK_ERROR, 400],
    [ErrorCode.ACCOUNT_LINK_ERROR, 400],
    [ErrorCode.INVALID_CREDENTIALS_ERROR, 401],
    [ErrorCode.PRODUCT_NOT_FOUND_ERROR, 404],
    [ErrorCode.EMAIL_ALREADY_USED_ERROR, 409],
    [ErrorCode.OUT_OF_STOCK_ERROR, 409],
    [ErrorCode.PRICE_UNAVAILABLE_ERROR, 409],
    [ErrorCode.PRICE_CHANGED_ERROR, 409],
    [ErrorCode.IDEMPOTENCY_KEY_REUSED_ERROR, 409],
    [ErrorCode.ALREADY_EXISTS_ERROR, 409],
    [ErrorCode.IN_USE_ERROR, 409],
    [DomainErrorCode.INVALID_INPUT, 400],
    [DomainErrorCode.UNAUTHENTICATED, 401],
    [DomainErrorCode.FORBIDDEN, 403],
    [DomainErrorCode.NOT_FOUND, 404],
    [DomainErrorCode.CONFLICT, 409],
  ])('answers %s with %i (README: 400 bad input, 401, 403, 404 unknown id, 409 conflict)', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });
});

describe('sendErrorResult', () => {
  it.each([
    [
      new InputValidationError([fieldError('phone', 'Phone is required')]),
      400,
      { details: 'Phone is required', fieldErrors: [{ field: 'phone', message: 'Phone is required' }] },
    ],
    [new InvalidProductOptionError('productColorId', 'Invalid colour'), 400, { details: 'Invalid colour', field: 'productColorId' }],
    [new EmptyCartError(), 400, { details: 'Your cart is empty' }],
    [new ProductNotFoundError(7), 404, { details: 'Product not found', p_id: 7 }],
    [new OutOfStockError(7, 'Solitaire Ring'), 409, { details: 'Solitaire Ring is out of stock', p_id: 7 }],
    [
      new PriceUnavailableError(7, 'Solitaire Ring', 'USD'),
      409,
      { details: 'Solitaire Ring has no price in USD yet', p_id: 7, currencyCode: 'USD' },
    ],
    [
      new InUseError('Metal type is in use', [{ usedBy: 'products', count: 3 }]),
      409,
      { details: 'Metal type is in use', usages: [{ usedBy: 'products', count: 3 }] },
    ],
    [new ReferenceCurrencyError('INR cannot be deleted'), 400, { details: 'INR cannot be deleted' }],
    [new CannotDeleteSelfError(), 400, { details: 'You cannot delete your own account' }],
  ])('answers %p with its status and what a client needs', (result, status, body) => {
    // Arrange
    const { res, sent } = fakeResponse();
    // Act
    sendErrorResult(res, result);
    // Assert
    expect(sent).toEqual({ status, body });
  });

  it('puts the message in `error` for login and signup', () => {
    const invalid = fakeResponse();
    const taken = fakeResponse();
    sendErrorResult(invalid.res, new InvalidCredentialsError(), { field: 'error' });
    sendErrorResult(taken.res, new EmailAlreadyUsedError(), { field: 'error' });
    expect(invalid.sent).toEqual({ status: 401, body: { error: 'Invalid email or password' } });
    expect(taken.sent).toEqual({ status: 409, body: { error: 'An account with this email already exists' } });
  });

  it('names fields as the legacy client sent them and adds the extra body', () => {
    // Arrange
    const legacy = (field: string) => (field === 'metalTypeId' ? 'mt_id' : field);
    const invalid = fakeResponse();
    const exists = fakeResponse();
    // Act
    sendErrorResult(invalid.res, new InputValidationError([fieldError('metalTypeId', 'Metal type does not exist')]), {
      fieldName: legacy,
      extra: { message: 'Metal type does not exist' },
    });
    sendErrorResult(exists.res, new AlreadyExistsError('metalTypeId', 'Already there'), { fieldName: legacy });
    // Assert
    expect(invalid.sent.body).toEqual({
      details: 'Metal type does not exist',
      fieldErrors: [{ field: 'mt_id', message: 'Metal type does not exist' }],
      message: 'Metal type does not exist',
    });
    expect(exists.sent).toEqual({ status: 409, body: { details: 'Already there', field: 'mt_id' } });
  });
});

describe('restErrorHandler', () => {
  const handle = (error: unknown, headersSent = false) => {
    const { res, sent } = fakeResponse(headersSent);
    restErrorHandler(error, {} as Request, res, (() => undefined) as NextFunction);
    return sent;
  };

  it('answers a domain error with its status and message', () => {
    expect(handle(notFound('Order not found'))).toEqual({ status: 404, body: { details: 'Order not found' } });
    expect(handle(new DomainError(DomainErrorCode.CONFLICT, 'Busy'))).toEqual({ status: 409, body: { details: 'Busy' } });
  });

  it('answers malformed and oversized bodies with 400 and 413', () => {
    expect(handle(Object.assign(new Error('Unexpected token'), { type: 'entity.parse.failed', status: 400 }))).toEqual({
      status: 400,
      body: { details: 'Malformed JSON body' },
    });
    expect(handle(Object.assign(new Error('too large'), { status: 413 }))).toEqual({
      status: 413,
      body: { details: 'Request body too large' },
    });
  });

  it('logs anything else and answers a generic 500, so no SQL reaches a client', () => {
    // Arrange
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    // Act
    const sent = runWithRequest({ id: 'req-42', log }, () => handle(new Error('SQLITE_ERROR: no such column secret')));
    // Assert: the client gets the request id, the log line gets the error and the same id
    expect(sent).toEqual({ status: 500, body: { details: 'Internal server error', requestId: 'req-42' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('no such column secret');
  });

  it('leaves an answer that has already started alone', () => {
    expect(handle(notFound('gone'), true)).toEqual({});
  });

  describe('on a path errorsIn marked for `error` (/login, /signup)', () => {
    const handleMarked = (error: unknown) => {
      const { res, sent } = fakeResponse();
      errorsIn('error')({} as Request, res, () => undefined);
      restErrorHandler(error, {} as Request, res, (() => undefined) as NextFunction);
      return sent;
    };
    const databaseDown = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    const message = 'The shop is temporarily unavailable, please try again in a moment';

    it('answers every error in `error` alone: domain, malformed body, database down, unexpected', () => {
      expect(handleMarked(notFound('Gone'))).toEqual({ status: 404, body: { error: 'Gone' } });
      expect(handleMarked(Object.assign(new Error('Unexpected token'), { type: 'entity.parse.failed', status: 400 }))).toEqual({
        status: 400,
        body: { error: 'Malformed JSON body' },
      });
      expect(handleMarked(databaseDown)).toEqual({ status: 503, headers: { 'Retry-After': expect.any(String) }, body: { error: message } });
      expect(runWithRequest({ id: 'req-7', log: pino({ level: 'silent' }) }, () => handleMarked(new Error('boom')))).toEqual({
        status: 500,
        body: { error: 'Internal server error', requestId: 'req-7' },
      });
    });

    it('elsewhere a database outage still says it in both fields', () => {
      expect(handle(databaseDown)).toEqual({
        status: 503,
        headers: { 'Retry-After': expect.any(String) },
        body: { details: message, error: message },
      });
    });
  });
});
