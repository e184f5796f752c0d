import { AsyncResource } from 'node:async_hooks';
import type { Request, RequestHandler, Response } from 'express';
import { runWithRequestDeadline } from '../database/request-deadline';

/** Admission control in front of the API (docs/decisions.md#load-shedding). */
export interface AdmissionConfig {
  /** API requests worked on at once; more wait in the queue. */
  maxInFlight: number;
  /** API requests that may wait for a slot; more are answered 503 at once. */
  maxQueue: number;
  /** Server renders of storefront pages at once (each also takes one of `maxInFlight`); more wait in their own queue. */
  maxRenders: number;
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
   * Takes a slot for a server render of a storefront page: resolves true once admitted (its slots are held
   * until the answer is done), false when shed (nothing answered: the caller answers 503 with Retry-After).
   * A render takes one of `maxRenders` render slots first (renders work the one event loop: more at once only
   * slow every answer down), then one of the API's `maxInFlight` slots, so renders and API requests together
   * never pass `maxInFlight`. Each waits in its own queue, bounded and timed out as the API's.
   */
  admit(req: Request, res: Response): Promise<boolean>;
}

/** A number of slots, with a bounded, timed-out queue of those waiting for one. */
interface Gate {
  /** Runs `start` once a slot is free (held until the answer closes), or `refuse` when shed; a client gone while waiting gets neither. */
  enter(req: Request, res: Response, start: () => void, refuse: () => void): void;
  counts(): { inFlight: number; queued: number; shed: number };
}

const clientGone = (req: Request, res: Response) => !res.writableEnded && (res.destroyed || req.socket.destroyed);

function gate(maxInFlight: number, maxQueue: number, queueTimeoutMs: number): Gate {
  let inFlight = 0;
  let shed = 0;
  const queue: Waiter[] = [];

  const release = () => {
    inFlight -= 1;
    while (inFlight < maxInFlight && queue.length > 0) {
      const waiter = queue.shift()!;
      clearTimeout(waiter.timer);
      waiter.start();
    }
  };

  const enter: Gate['enter'] = (req, res, start, refuse) => {
    // Gone before it asked (while the caller awaited something): its 'close' has been and gone, so a slot
    // taken now would never be given back.
    if (clientGone(req, res)) return;
    const run = () => {
      inFlight += 1;
      res.once('close', release);
      start();
    };
    const turnAway = () => {
      shed += 1;
      refuse();
    };
    if (inFlight < maxInFlight && queue.length === 0) return run();
    if (queue.length >= maxQueue) return turnAway();
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
      }, queueTimeoutMs),
    };
    const leave = () => {
      const at = queue.indexOf(waiter);
      if (at >= 0) queue.splice(at, 1);
      clearTimeout(waiter.timer);
    };
    queue.push(waiter);
    res.once('close', leave);
  };

  return { enter, counts: () => ({ inFlight, queued: queue.length, shed }) };
}

/**
 * At most `maxInFlight` API requests run; up to `maxQueue` more wait, first come first served, for at most
 * `queueTimeoutMs`; the rest are answered at once with 503, `Retry-After` and no SQL (before the body is
 * read). A request whose client goes away while it waits leaves the queue. Each admitted request runs under
 * a deadline (database/request-deadline.ts) that stops its writes from starting or committing once the
 * client has gone or `requestDeadlineMs` passed since it arrived. Health checks and static files pass by
 * untouched, so they are never shed; a server render asks for its slots through admit().
 */
export function admission(config: AdmissionConfig): Admission {
  const api = gate(config.maxInFlight, config.maxQueue, config.queueTimeoutMs);
  const renders = gate(config.maxRenders, config.maxQueue, config.queueTimeoutMs);

  const middleware: RequestHandler = (req, res, next) => {
    if (config.exposeCounts) {
      const { inFlight, queued, shed } = api.counts();
      const drawing = renders.counts();
      res.setHeader(
        'X-Admission',
        `in-flight=${inFlight}; queued=${queued}; shed=${shed}; renders=${drawing.inFlight}; renders-queued=${drawing.queued}`,
      );
    }
    if (!isApiWork(req)) return next();
    const expiresAt = Date.now() + config.requestDeadlineMs;
    api.enter(
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
      const refuse = () => resolve(false);
      if (clientGone(req, res)) return refuse();
      renders.enter(req, res, () => api.enter(req, res, () => resolve(true), refuse), refuse);
      // A client gone while it waited is never started nor refused: its work is not done.
      res.once('close', refuse);
    });

  return { middleware, admit };
}
