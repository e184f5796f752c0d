import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS, databaseOutage, isDatabaseUnavailable } from '../database/availability';
import { currentRequest, requestLog } from './logging';

/** What a client is told about an error it caused at the HTTP level. */
export interface ClientError {
  status: number;
  details: string;
}

// busboy's errors (used by multer and graphql-upload) are plain Errors: their messages are how to know them.
const MALFORMED_MULTIPART = new Set([
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed part header',
  'Multipart: Boundary not found',
  'Malformed urlencoded form',
  'Malformed content type',
  'Missing Content-Type',
]);

export const MALFORMED_COMPRESSED_BODY = 'Malformed compressed body';

/** zlib's errors carry a Z_* code (gzip, deflate) or a brotli ERR__* code, and a numeric errno. */
const isDecompressionError = (e: { code?: unknown; errno?: unknown }): boolean =>
  typeof e.code === 'string' && /^(Z_|ERR__)/.test(e.code) && typeof e.errno === 'number';

// An absolute path (e.g. in an ENOENT message) never goes into an answer.
const LOOKS_LIKE_A_PATH = /(^|[\s'"(=])(\/[\w.@-]+){2,}|[A-Za-z]:\\/;

/**
 * The 4xx answer of an error raised by Express, a body parser or a multipart parser (malformed JSON,
 * a body too large, a broken or truncated multipart body), or null when the error is the server's fault.
 */
export function clientErrorOf(error: unknown): ClientError | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as {
    type?: string;
    status?: number;
    statusCode?: number;
    expose?: boolean;
    message?: string;
    name?: string;
    code?: unknown;
    errno?: unknown;
  };
  const status = e.status ?? e.statusCode;
  const message = typeof e.message === 'string' ? e.message : '';
  if (e.type === 'entity.parse.failed') return { status: 400, details: 'Malformed JSON body' };
  // A body that does not inflate (Content-Encoding gzip, deflate, br): the parsers pass zlib's own error on as
  // a 400 with its words ("incorrect header check"), which are the library's, not the caller's to read.
  if (typeof status === 'number' && status >= 400 && status < 500 && isDecompressionError(e)) {
    return { status: 400, details: MALFORMED_COMPRESSED_BODY };
  }
  if (e.type === 'entity.too.large' || status === 413) return { status: 413, details: 'Request body too large' };
  if (e.name === 'MulterError') return { status: 400, details: `Bad upload: ${message}` };
  if (MALFORMED_MULTIPART.has(message) || message.startsWith('Unsupported content type')) {
    return { status: 400, details: 'Malformed multipart body' };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 404) return { status, details: 'Not found' };
    const safe = e.expose !== false && message !== '' && !LOOKS_LIKE_A_PATH.test(message);
    return { status, details: safe ? message : (STATUS_CODES[status] ?? 'Bad request') };
  }
  return null;
}

/** The id a support person can look the log line up by, for the body of a 500. */
export function requestIdField(): { requestId?: string } {
  const id = currentRequest()?.id;
  return id ? { requestId: id } : {};
}

/**
 * The app's last error handler: JSON for every error Express or a parser raises, never Express's HTML
 * page, a stack trace or a path. Client faults keep their 4xx; anything else is logged with the request
 * id and answered 500 with that id. On /graphql the body also has GraphQL's `errors` list.
 */
export const finalErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  if (isDatabaseUnavailable(error)) {
    // The database is away (see database/availability.ts): a 503 the client may retry, as on /api and GraphQL.
    databaseOutage.unavailable(error);
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    const unavailable: Record<string, unknown> = { details: DATABASE_UNAVAILABLE_MESSAGE };
    if (req.path === '/graphql' || req.baseUrl === '/graphql') {
      unavailable.errors = [{ message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }];
    }
    res.status(503).json(unavailable);
    return;
  }
  const clientError = clientErrorOf(error);
  if (!clientError) requestLog().error({ err: error }, 'unexpected error');
  const { status, details } = clientError ?? { status: 500, details: 'Internal server error' };
  const body: Record<string, unknown> = { details, ...(clientError ? {} : requestIdField()) };
  if (req.path === '/graphql' || req.baseUrl === '/graphql') {
    const extensions = clientError ? { code: 'BAD_REQUEST' } : { code: 'INTERNAL_SERVER_ERROR', ...requestIdField() };
    body.errors = [{ message: details, extensions }];
  }
  res.status(status).json(body);
};
