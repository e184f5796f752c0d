import { AsyncResource } from 'node:async_hooks';
import type { Request, RequestHandler, Response } from 'express';
import { runWithRequestDeadline } from '../database/request-deadline';

/** Admission control in front of the API (docs/decisions.md#load-shedding). */
export interface AdmissionConfig {
  /** API requests worked on at once; more wait in the queue. */
  maxInFlight: number;
  /** API requests that may wait for a slot; more are answered 503 at once. */
  maxQueue: number;
  /** How long a request may wait in the queue before it is answered 503 (its work never starts). */
  queueTimeoutMs: number;
  /** From arrival: after this no transaction of the request starts or commits (it rolls back and answers 503). */
  requestDeadlineMs: number;
  /** Outside production every answer that passes by carries `X-Admission` (in flight, queued, shed), for tests and the soak. */
  exposeCounts: boolean;
}

/** `Retry-After` of a shed request: the queue drains in well under a second at the sustainable rate. */
export const SHED_RETRY_AFTER_SECONDS = 2;
export const BUSY_MESSAGE = 'The shop is busy, please try again in a moment';

/** API work: GraphQL and the REST layer; not /healthz, /readyz, the client's files or uploaded pictures. */
const isApiWork = (req: Request) =>
  req.path === '/graphql' || req.path.startsWith('/graphql/') || (req.path.startsWith('/api/') && !req.path.startsWith('/api/uploads/'));

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

/**
 * At most `maxInFlight` API requests run; up to `maxQueue` more wait, first come first served, for at most
 * `queueTimeoutMs`; the rest are answered at once with 503, `Retry-After` and no SQL (before the body is
 * read). A request whose client goes away while it waits leaves the queue. Each admitted request runs under
 * a deadline (database/request-deadline.ts) that stops its writes from starting or committing once the
 * client has gone or `requestDeadlineMs` passed since it arrived. Health checks and static files pass by
 * untouched, so they are never shed.
 */
export function admission(config: AdmissionConfig): RequestHandler {
  let inFlight = 0;
  let shed = 0;
  const queue: Waiter[] = [];

  const release = () => {
    inFlight -= 1;
    while (inFlight < config.maxInFlight && queue.length > 0) {
      const waiter = queue.shift()!;
      clearTimeout(waiter.timer);
      waiter.start();
    }
  };

  const refuse = (req: Request, res: Response) => {
    shed += 1;
    if (res.headersSent || res.writableEnded) return;
    res.setHeader('Retry-After', String(SHED_RETRY_AFTER_SECONDS));
    const body: Record<string, unknown> = { details: BUSY_MESSAGE };
    if (req.path.startsWith('/graphql')) body.errors = [{ message: BUSY_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }];
    res.status(503).json(body);
  };

  return (req, res, next) => {
    if (config.exposeCounts) res.setHeader('X-Admission', `in-flight=${inFlight}; queued=${queue.length}; shed=${shed}`);
    if (!isApiWork(req)) return next();
    const expiresAt = Date.now() + config.requestDeadlineMs;
    const clientGone = () => !res.writableEnded && (res.destroyed || req.socket.destroyed);

    const start = () => {
      inFlight += 1;
      res.once('close', release);
      runWithRequestDeadline(
        {
          reasonToStop: () => {
            if (res.writableEnded) return null;
            if (clientGone()) return 'the client closed the connection';
            return Date.now() > expiresAt ? `the request deadline (${config.requestDeadlineMs} ms) passed` : null;
          },
        },
        next,
      );
    };

    if (inFlight < config.maxInFlight && queue.length === 0) return start();
    if (queue.length >= config.maxQueue) return refuse(req, res);
    const waiter: Waiter = {
      // Started later from another request's 'close': in this request's async context (its SQL counter and log).
      start: AsyncResource.bind(() => {
        res.off('close', leave);
        // Gone while it waited: nothing to work on (its slot goes to the next one).
        if (clientGone()) return;
        start();
      }),
      timer: setTimeout(() => {
        queue.splice(queue.indexOf(waiter), 1);
        res.off('close', leave);
        refuse(req, res);
      }, config.queueTimeoutMs),
    };
    const leave = () => {
      const at = queue.indexOf(waiter);
      if (at >= 0) queue.splice(at, 1);
      clearTimeout(waiter.timer);
    };
    queue.push(waiter);
    res.once('close', leave);
  };
}
