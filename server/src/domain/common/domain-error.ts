/** Codes of the errors a service throws; each transport maps every code exactly once. */
export enum DomainErrorCode {
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  INVALID_INPUT = 'INVALID_INPUT',
  CONFLICT = 'CONFLICT',
  /** Too many attempts of a limited action: RateLimitedError (rate-limits.ts) carries the wait. */
  RATE_LIMITED = 'RATE_LIMITED',
}

/**
 * An error a service throws for anything that is not an expected business outcome (those are
 * returned as error results). The message is safe to show to the caller.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const unauthenticated = (message = 'Authentication required') => new DomainError(DomainErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = 'You are not allowed to do this') => new DomainError(DomainErrorCode.FORBIDDEN, message);
export const notFound = (message: string) => new DomainError(DomainErrorCode.NOT_FOUND, message);
