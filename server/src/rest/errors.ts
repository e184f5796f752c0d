import type { ErrorRequestHandler, Response } from 'express';
import { DomainError, DomainErrorCode } from '../domain/common/domain-error';

/** The HTTP status of each domain error code; the switch fails to compile when a code is added. */
export function httpStatusOf(code: DomainErrorCode): number {
  switch (code) {
    case DomainErrorCode.UNAUTHENTICATED:
      return 401;
    case DomainErrorCode.FORBIDDEN:
      return 403;
    case DomainErrorCode.NOT_FOUND:
      return 404;
    case DomainErrorCode.INVALID_INPUT:
      return 400;
    case DomainErrorCode.CONFLICT:
      return 409;
    default: {
      const unmapped: never = code;
      throw new Error(`unmapped domain error code ${String(unmapped)}`);
    }
  }
}

/** Legacy clients read the message from `details` (most paths) or `error` (login, signup). */
export type LegacyErrorField = 'details' | 'error';

export function sendError(res: Response, status: number, message: string, field: LegacyErrorField = 'details', extra: object = {}): void {
  res.status(status).json({ [field]: message, ...extra });
}

/**
 * The REST layer's last error handler: domain errors keep their status and message; malformed bodies
 * are 400/413; anything else is logged and answered with a generic 500, so no SQL reaches a client.
 */
export const restErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof DomainError) return sendError(res, httpStatusOf(error.code), error.message);
  const status = (error as { status?: number; type?: string }).status;
  if ((error as { type?: string }).type === 'entity.parse.failed') return sendError(res, 400, 'Malformed JSON body');
  if (status === 413) return sendError(res, 413, 'Request body too large');
  if (status && status >= 400 && status < 500) return sendError(res, status, (error as Error).message);
  console.error('[rest] unexpected error:', error);
  sendError(res, 500, 'Internal server error');
};
