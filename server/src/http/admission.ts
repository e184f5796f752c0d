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

/** The 503 of a shed API request: Retry-After, and GraphQL's `errors` on /graphql. */
function refuseApi(req: Request, res: Response): void {
  if (res.headersSent || res.writableEnded) return;
  res.setHeader('Retry-After', String(SHED_RETRY_AFTER_SECONDS));
  const body: Record<string, unknown> = { details: BUSY_MESSAGE };
  if (req.path.startsWith('/graphql')) body.errors = [{ message: BUSY_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }];
  res.status(503).json(body);
}

/** Admission control: the API's middleware, and the same slots for other work as costly (a server render). */
export interface Admission {
  /** Express middleware: API requests (GraphQL, /api) take a slot or wait or are shed; the rest pass by. */
  middleware: RequestHandler;
  /**
   * Takes a slot for a request's work outside the API (a storefront page drawn on the server): resolves true
   * once admitted (the slot is held until the answer is done), false when shed (nothing answered: the caller
   * answers with shedAnswer's status and Retry-After). The same queue and count as the API's, so renders and
   * API requests together never pass `maxInFlight`.
   */
  admit(req: Request, res: Response): Promise<boolean>;
}

/**
 * At most `maxInFlight` API requests run; up to `maxQueue` more wait, first come first served, for at most
 * `queueTimeoutMs`; the rest are answered at once with 503, `Retry-After` and no SQL (before the body is
 * read). A request whose client goes away while it waits leaves the queue. Each admitted request runs under
 * a deadline (database/request-deadline.ts) that stops its writes from starting or committing once the
 * client has gone or `requestDeadlineMs` passed since it arrived. Health checks and static files pass by
 * untouched, so they are never shed; a server render asks for its slot through admit().
 */
export function admission(config: AdmissionConfig): Admission {
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

  const clientGone = (req: Request, res: Response) => !res.writableEnded && (res.destroyed || req.socket.destroyed);

  /** Runs `start` once a slot is free (holding it until the answer closes), or `refuse` when shed; a client gone while waiting gets neither. */
  const enter = (req: Request, res: Response, start: () => void, refuse: () => void) => {
    const run = () => {
      inFlight += 1;
      res.once('close', release);
      start();
    };
    const turnAway = () => {
      shed += 1;
      refuse();
    };
    if (inFlight < config.maxInFlight && queue.length === 0) return run();
    if (queue.length >= config.maxQueue) return turnAway();
    const waiter: Waiter = {
      // Started later from another request's 'close': in this request's async context (its SQL counter and log).
      start: AsyncResource.bind(() => {
        res.off('close', leave);
        // Gone while it waited: nothing to work on (its slot goes to the next one).
        if (clientGone(req, res)) return;
        run();
      }),
      timer: setTimeout(() => {
        queue.splice(queue.indexOf(waiter), 1);
        res.off('close', leave);
        turnAway();
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

  const middleware: RequestHandler = (req, res, next) => {
    if (config.exposeCounts) res.setHeader('X-Admission', `in-flight=${inFlight}; queued=${queue.length}; shed=${shed}`);
    if (!isApiWork(req)) return next();
    const expiresAt = Date.now() + config.requestDeadlineMs;
    enter(
      req,
      res,
      () =>
        runWithRequestDeadline(
          {
            reasonToStop: () => {
              if (res.writableEnded) return null;
              if (clientGone(req, res)) return 'the client closed the connection';
              return Date.now() > expiresAt ? `the request deadline (${config.requestDeadlineMs} ms) passed` : null;
            },
          },
          next,
        ),
      () => refuseApi(req, res),
    );
  };

  const admit = (req: Request, res: Response) =>
    new Promise<boolean>((resolve) => {
      enter(
        req,
        res,
        () => resolve(true),
        () => resolve(false),
      );
      // A client gone while it waited is never started nor refused: its work is not done.
      res.once('close', () => resolve(false));
    });

  return { middleware, admit };
}
