import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { RequestHandler, Response } from 'express';
import { Kind, type OperationDefinitionNode, OperationTypeNode, parse } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { DataVersion } from '../domain/common/data-version';
import { requestIdOf } from '../http/logging';
import { type Counter, runWithQueryCounter } from '../database/query-counter';

/**
 * Root fields of the shop's public GraphQL reads. Their answers depend on the data (the data version
 * says when it changed), the arguments and, for prices, the signed-in account's currency, and on nothing
 * else about the caller. Any other field (cart, me, orders, admin queries), any mutation, fragment or
 * unknown field makes the operation uncacheable, and Apollo answers it as usual.
 */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'categories',
  'subcategories',
  'colors',
  'newArrivals',
  'products',
  'product',
  'relatedProducts',
  'searchSuggestions',
  'priceFilterRange',
  'storeCurrencies',
  'sliderImages',
  'socialPosts',
  'shopIdentity',
  '__typename',
]);

/** The legacy storefront reads (GET, under /api): prices follow the `phoneNumber` in the URL, never the token. */
export const PUBLIC_REST_PATHS: readonly RegExp[] = [
  /^\/get-categories$/,
  /^\/get-subcategoriesbyct$/,
  /^\/get-colors$/,
  /^\/get-new-arrivals$/,
  /^\/get-product-price-by-currency$/,
  /^\/get-filtered-products$/,
  /^\/search-products$/,
  /^\/get-product\/[^/]+$/,
  /^\/related-products\/[^/]+$/,
  /^\/slider\/active$/,
  /^\/instagram-posts$/,
];

interface Entry {
  version: number;
  body: Buffer;
  /** The same body gzipped, made the first time a client that accepts gzip is served. */
  gzipped?: Buffer;
  etag: string;
  /** The answer's own headers (content type, security headers), replayed on every hit. */
  headers: [string, string][];
}

/** What lookup() found out about a request whose answer the cache may keep (capture() reads it). */
interface Ticket {
  version: number;
  settle(entry: Entry | null): void;
}

const TICKET = Symbol('response-cache ticket');
const MALFORMED = Symbol('response-cache malformed body');
type MarkedRequest = IncomingMessage & { [TICKET]?: Ticket; [MALFORMED]?: boolean; body?: unknown };

/**
 * Who is asking a request that carries an Authorization header, as far as a public read can tell: a key
 * naming what a signed-in account changes in the answer (its currency); null when the token is not valid,
 * so the request goes on to the API, which answers as it always does.
 */
export type ViewerKey = (req: IncomingMessage) => Promise<string | null>;

export interface ResponseCacheOptions {
  dataVersion: DataVersion;
  viewerKey: ViewerKey;
  /** Bytes of answers kept at most (least recently used go first). */
  maxBytes: number;
  /** How long an answer is kept at most, writes or not. */
  ttlMs: number;
  /** The largest GraphQL body read here (Apollo's own limit; a larger one goes on unread). */
  maxBodyBytes: number;
  /** Outside production, answers say how many SQL statements they ran (a hit: the viewer check's, 0 for a guest). */
  sqlStatementsHeader: boolean;
  /** Logs a hit (the app's request log line): hits never reach Express. */
  logHit(req: IncomingMessage, res: ServerResponse, requestId: string, startedAt: bigint): void;
}

const ANONYMOUS = 'anonymous';
/** Headers that belong to one answer, never replayed from a kept one. */
const OWN_HEADERS = new Set([
  'x-request-id',
  'x-sql-statements',
  'x-cache',
  'date',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'set-cookie',
  'etag',
  'vary',
  'cache-control',
]);

/**
 * The answers of public reads, kept in memory and stamped with the data version they were read at. An
 * entry whose stamp is older than the version now is never served, so an admin's save shows on the very
 * next request (on every app server when the version lives in Redis). Concurrent misses for one answer
 * wait for the first (no stampede after a save). Only complete 200 answers without GraphQL errors are
 * kept; a request that sent `Cache-Control: no-cache`, or whose version cannot be read, is answered by
 * the API. Hits carry an ETag (a matching If-None-Match gets a 304) and `Cache-Control: no-cache`, so a
 * browser or CDN may keep the answer but must ask again each time.
 *
 * Two halves: lookup() runs on the raw request before Express, so a hit costs no routing, body parsing
 * or middleware (it replays the headers the API's answer had, with its own request id and log line);
 * capture(), an Express middleware placed after compression, keeps the uncompressed answer of a miss.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Whether a query text is a cacheable read (parsing it once, not per request). */
  private readonly verdicts = new LRUCache<string, boolean>({ max: 2000 });
  private readonly pending = new Map<string, Promise<Entry | null>>();

  constructor(private readonly options: ResponseCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      ttl: options.ttlMs,
      sizeCalculation: (entry, key) => entry.body.length + (entry.gzipped?.length ?? 0) + key.length + 500,
    });
  }

  /**
   * Answers a request from the cache, or calls `next` to let the app answer it. A GraphQL body read here
   * is left parsed on `req.body`, where Express's JSON parser finds it (it skips a request already read).
   */
  lookup(request: IncomingMessage, res: ServerResponse, next: () => void): void {
    const startedAt = process.hrtime.bigint();
    const req = request as MarkedRequest;
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    if (req.method === 'GET' && pathname.startsWith('/api/')) {
      const route = pathname.slice(4);
      if (!PUBLIC_REST_PATHS.some((path) => path.test(route))) return next();
      return this.counted(req, res, next, `r|${url}`, startedAt);
    }
    if (pathname !== '/graphql') return next();
    if (req.method === 'GET') {
      const query = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1)).get('query');
      if (query === null || !passesCsrfPrevention(req.headers) || !this.cacheableQuery(query)) return next();
      return this.counted(req, res, next, `g|${req.headers.accept ?? ''}|${url}`, startedAt);
    }
    const length = Number(req.headers['content-length']);
    const plainJson = /^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '') && !req.headers['content-encoding'];
    if (req.method !== 'POST' || !plainJson || !(length > 0 && length <= this.options.maxBodyBytes)) return next();
    readBody(req, length).then(
      (raw) => {
        let body: { query?: unknown };
        try {
          body = JSON.parse(raw) as { query?: unknown };
        } catch {
          req[MALFORMED] = true; // capture() answers it as Express's JSON parser would
          return next();
        }
        req.body = body;
        const query = body && typeof body === 'object' && !Array.isArray(body) ? body.query : undefined;
        if (typeof query !== 'string' || !this.cacheableQuery(query)) return next();
        this.counted(req, res, next, `g|${req.headers.accept ?? ''}|${raw}`, startedAt);
      },
      () => next(),
    );
  }

  /** Express middleware after compression: keeps the answer of a request lookup() let through as a miss. */
  capture(): RequestHandler {
    return (request, res, next) => {
      const req = request as unknown as MarkedRequest;
      if (req[MALFORMED]) return next(Object.assign(new SyntaxError('Malformed JSON body'), { status: 400, type: 'entity.parse.failed' }));
      const ticket = req[TICKET];
      if (ticket) capture(res, ticket);
      next();
    };
  }

  private cacheableQuery(query: string): boolean {
    let verdict = this.verdicts.get(query);
    if (verdict === undefined) {
      verdict = isPublicRead(query);
      this.verdicts.set(query, verdict);
    }
    return verdict;
  }

  /** serve() counting its SQL statements (the viewer check's); a miss goes on to the app, which counts on. */
  private counted(req: MarkedRequest, res: ServerResponse, next: () => void, requestKey: string, startedAt: bigint): void {
    const counter: Counter = { statements: 0 };
    runWithQueryCounter(counter, () => void this.serve(req, res, next, requestKey, startedAt, counter));
  }

  private async serve(
    req: MarkedRequest,
    res: ServerResponse,
    next: () => void,
    requestKey: string,
    startedAt: bigint,
    counter: Counter,
  ): Promise<void> {
    if (noCacheAsked(req.headers)) return next();
    let version: number;
    let viewer: string | null;
    try {
      [version, viewer] = await Promise.all([
        this.options.dataVersion.current(),
        req.headers.authorization ? this.options.viewerKey(req) : ANONYMOUS,
      ]);
    } catch {
      return next(); // the version store is away: read without the cache
    }
    if (viewer === null) return next();
    const key = `${viewer}|${requestKey}`;
    const anonymous = viewer === ANONYMOUS;
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return this.send(req, res, hit, anonymous, startedAt, counter);

    const flightKey = `${version}|${key}`;
    const leader = this.pending.get(flightKey);
    if (leader) {
      const entry = await leader;
      return entry ? this.send(req, res, entry, anonymous, startedAt, counter) : next();
    }
    let resolve!: (entry: Entry | null) => void;
    this.pending.set(flightKey, new Promise<Entry | null>((r) => (resolve = r)));
    let settled = false;
    const settle = (entry: Entry | null) => {
      if (settled) return;
      settled = true;
      this.pending.delete(flightKey);
      if (entry) this.entries.set(key, entry);
      resolve(entry);
    };
    // Whatever becomes of the request (an error before capture(), a dropped connection), followers go on.
    res.once('close', () => settle(null));
    req[TICKET] = { version, settle };
    res.setHeader('X-Cache', 'miss');
    next();
  }

  private send(req: IncomingMessage, res: ServerResponse, entry: Entry, anonymous: boolean, startedAt: bigint, counter: Counter): void {
    const requestId = requestIdOf(req);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('X-Request-Id', requestId);
    if (this.options.sqlStatementsHeader) res.setHeader('X-SQL-Statements', String(counter.statements));
    res.setHeader('Cache-Control', anonymous ? 'public, no-cache' : 'private, no-cache');
    res.setHeader('Vary', 'Accept, Accept-Encoding, Authorization');
    res.setHeader('ETag', entry.etag);
    res.setHeader('X-Cache', 'hit');
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag)) {
      res.statusCode = 304;
      res.removeHeader('Content-Type');
      res.end();
    } else {
      let body = entry.body;
      if (body.length >= 1024 && acceptsGzip(req.headers['accept-encoding'])) {
        entry.gzipped ??= gzipSync(entry.body);
        body = entry.gzipped;
        res.setHeader('Content-Encoding', 'gzip');
      }
      res.statusCode = 200;
      res.setHeader('Content-Length', body.length);
      res.end(body);
    }
    this.options.logHit(req, res, requestId, startedAt);
  }
}

const acceptsGzip = (acceptEncoding: string | undefined) =>
  acceptEncoding !== undefined && /\bgzip\b(?!\s*;\s*q=0(\.0*)?(\s|,|$))/i.test(acceptEncoding);

/** The whole body of a request announcing `length` bytes, as text. */
function readBody(req: IncomingMessage, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= length) chunks.push(chunk);
    });
    req.once('end', () =>
      received === length ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error('body length mismatch')),
    );
    req.once('error', reject);
  });
}

/**
 * Keeps what the API writes for this request, and settles the ticket once the answer is complete: an
 * entry for a 200 without GraphQL errors, else null.
 */
function capture(res: Response, ticket: Ticket): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
  };
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    return write(chunk, encoding, callback);
  }) as Response['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    const headers = Object.entries(res.getHeaders()).flatMap(([name, value]): [string, string][] =>
      OWN_HEADERS.has(name) || value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : String(value)]],
    );
    const result = end(chunk, encoding, callback);
    const body = Buffer.concat(chunks);
    const complete = res.statusCode === 200 && String(res.getHeader('Content-Type') ?? '').includes('json') && !body.includes('"errors"');
    ticket.settle(
      complete ? { version: ticket.version, body, headers, etag: `"${createHash('sha1').update(body).digest('base64url')}"` } : null,
    );
    return result;
  }) as Response['end'];
}

/** Apollo's CSRF prevention for GET: a non-simple content type or an Apollo header (else Apollo answers 400). */
function passesCsrfPrevention(headers: IncomingHttpHeaders): boolean {
  const contentType = headers['content-type']?.split(';')[0].trim().toLowerCase();
  if (contentType) return !['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'].includes(contentType);
  return Boolean(headers['x-apollo-operation-name'] || headers['apollo-require-preflight']);
}

/** One query operation whose root fields are all public reads (no fragments at the root). */
export function isPublicRead(query: string): boolean {
  let operations: OperationDefinitionNode[];
  try {
    // Anything long is not one of the shop's reads; the parser's own token limit applies in Apollo.
    if (query.length > 10_000) return false;
    const document = parse(query, { maxTokens: 2_000 });
    operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return false;
  }
  return operations.length === 1 && isPublicOperation(operations[0]);
}

/** A query whose root fields are all public reads (and no fragment spreads at the root). */
export function isPublicOperation(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === OperationTypeNode.QUERY &&
    operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && PUBLIC_QUERY_FIELDS.has(selection.name.value))
  );
}

/** `Cache-Control: no-cache` or `no-store` on a request: answer from the database, past every cache (a hard reload). */
export function noCacheAsked(headers: IncomingHttpHeaders): boolean {
  const asked = headers['cache-control'];
  return typeof asked === 'string' && /\bno-(cache|store)\b/i.test(asked);
}
