import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How long the current request's work may still commit: set per API request by http/admission.ts, read by
 * inTransaction (transactions.ts) when a transaction starts and again just before it commits. A write whose
 * client has gone, or which would commit after the deadline, rolls back instead: the server never keeps an
 * order whose answer the client will not get (a client that timed out retries, and without an
 * Idempotency-Key orders twice).
 */
export interface RequestDeadline {
  /**
   * Why the request's work must stop now (its client closed the connection before the answer was sent, or
   * its deadline passed), or null while it is still wanted or once it has been answered (work it left
   * running after the answer is not cut).
   */
  reasonToStop(): string | null;
}

/** Thrown by a transaction that must not commit; both transports answer it 503 with Retry-After (database/availability.ts). */
export class RequestDeadlineError extends Error {
  override name = 'RequestDeadlineError';
  readonly code = 'REQUEST_DEADLINE_PASSED';
}

const storage = new AsyncLocalStorage<RequestDeadline>();

/** Runs `fn` (and everything it starts) under `deadline`. */
export function runWithRequestDeadline<T>(deadline: RequestDeadline, fn: () => T): T {
  return storage.run(deadline, fn);
}

/** Throws RequestDeadlineError when the current request's work must stop (see RequestDeadline); nothing outside a request. */
export function assertRequestStillWanted(when: 'start' | 'commit'): void {
  const reason = storage.getStore()?.reasonToStop();
  if (reason) throw new RequestDeadlineError(`${reason} before the transaction could ${when}`);
}

/**
 * Runs `fn` outside any request's deadline: for follow-up work a committed write has promised and that must
 * finish once started, whatever the request's client does (a refund the provider may already have made is
 * recorded, domain/payments/refunds.ts). Its transactions still retry lock conflicts like any other.
 */
export function outsideRequestDeadline<T>(fn: () => T): T {
  return storage.exit(fn);
}
