import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { type DestinationStream, pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import pretty from 'pino-pretty';
import type { LogFormat, LogLevel } from '../config';

/** An incoming X-Request-Id is kept when it is a plain token (a proxy's or a client's id), else replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The request being served, for code that has no `req` at hand (Apollo's formatError, the REST error handler). */
export interface RequestScope {
  id: string;
  log: Logger;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** The current request's id and logger, or undefined outside a request. */
export function currentRequest(): RequestScope | undefined {
  return scope.getStore();
}

/** Runs `fn` as part of the request `request` (what requestLogging does for each request; tests use it too). */
export function runWithRequest<T>(request: RequestScope, fn: () => T): T {
  return scope.run(request, fn);
}

/** Where lines go outside a request (and before createApp made the configured logger): errors only. */
let fallbackLogger: Logger = pino({ level: process.env.NODE_ENV === 'test' ? 'silent' : 'error' });

/** Where createLogger's loggers write: stdout, unless a test captures the lines (logTo). */
let destination: DestinationStream | undefined;

/** Sends the lines of the loggers created from now on to `stream` (null: stdout again). For tests. */
export function logTo(stream: DestinationStream | null): void {
  destination = stream ?? undefined;
}

/**
 * The process's logger: structured JSON (one line per event, on stdout) for log collectors, or the same
 * events as coloured lines for a person at a terminal (`pretty`, LOG_FORMAT; config/index.ts picks it when
 * stdout is a terminal). Pretty printing runs in this thread (pino-pretty as a stream, not a worker
 * transport), which is fine for a developer's terminal and is never the default elsewhere.
 */
export function createLogger(level: LogLevel, format: LogFormat = 'json'): Logger {
  const options = {
    level,
    // A token or a cookie must never reach a log line, even when someone logs a whole request.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
  };
  const sink = destination ?? (format === 'pretty' ? pretty({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }) : undefined);
  const logger = sink ? pino(options, sink) : pino(options);
  fallbackLogger = logger;
  return logger;
}

/** The logger of the current request (its lines carry `reqId`), or the process's. */
export function requestLog(): Logger {
  return currentRequest()?.log ?? fallbackLogger;
}

const omitErr = ({ err: _err, ...rest }: Record<string, unknown>) => rest;

/** The request's id: the incoming X-Request-Id when it is a sane token, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Gives every request an id (the incoming X-Request-Id when it is a sane token, else a new UUID), echoes
 * it as a response header, logs one line when the answer is sent (method, path without the query string,
 * status, time), and makes the id and a child logger available to everything the request runs.
 */
export function requestLogging(logger: Logger): RequestHandler {
  if (logger.level === 'silent') {
    // Nothing would be written: keep the id and the scope, skip pino-http's per-request child logger and serializers.
    return (req, res, next) => {
      const id = requestIdOf(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      req.log = logger;
      runWithRequest({ id, log: logger }, next);
    };
  }
  const http = pinoHttp({
    logger,
    // Lines logged during the request carry just `reqId`; the line at the end has the request and answer.
    quietReqLogger: true,
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // A 503 is the shop saying it cannot answer now (the database is away, a drain): an ordinary line, as the
    // outage itself is logged once when it starts and once when it ends (database/availability.ts).
    customLogLevel: (_req, res, error) => (error || (res.statusCode >= 500 && res.statusCode !== 503) ? 'error' : 'info'),
    // pino-http gives a 5xx answered without an error one it makes up, stack and all: useless, and every
    // 503 of an outage would write one. A real error (res.err) keeps its stack.
    customErrorObject: (_req, res, error, value: Record<string, unknown>) =>
      res.statusCode === 503 && !(res as { err?: unknown }).err ? omitErr(value) : value,
    // Query strings can hold a phone number or search words: log the path only, and no headers.
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' },
  });
  return (req, res, next) => {
    http(req, res, () => runWithRequest({ id: res.getHeader(REQUEST_ID_HEADER) as string, log: req.log }, next));
  };
}
