import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RoutePatterns } from './route-patterns';

/**
 * Prometheus metrics (docs/operations.md#metrics), served at GET /metrics behind METRICS_TOKEN
 * (http/metrics-route.ts). One registry per process: an app server is one process, and the test suite's
 * several servers in one jest process only ever compare before and after.
 *
 * Label values are bounded, so a client cannot grow the series without limit: an HTTP route is Express's
 * matched pattern (`/api/getproduct/:id`; for a REST request answered before routing, the pattern of the route
 * that answers its path) or one of a few kinds of path, a GraphQL operation name only when
 * the shop's own clients send it (graphql/known-operations.ts; any other is `other`), a payment provider
 * only when configured.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'shop_http_requests_total',
  help: 'HTTP requests answered, by method, route, status and response-cache result',
  labelNames: ['method', 'route', 'status', 'cache'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by method and route',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const graphqlOperations = new Counter({
  name: 'shop_graphql_operations_total',
  help: 'GraphQL operations run (response-cache hits not included), by operation name and type',
  labelNames: ['operation', 'type'] as const,
  registers: [registry],
});

export const sqlStatements = new Counter({
  name: 'shop_sql_statements_total',
  help: 'SQL statements sent to the database',
  registers: [registry],
});

export const replicaReads = new Counter({
  name: 'shop_replica_reads_total',
  help: 'Connections public storefront reads asked of a read replica, by what they got: the replica, or the primary because the replica was behind, unavailable, its freshness unknown, or skipped (found behind a moment ago)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: 'shop_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit, by limited action',
  labelNames: ['action'] as const,
  registers: [registry],
});

export const paymentEvents = new Counter({
  name: 'shop_payment_events_total',
  help: 'Payment provider webhook events, by provider and what the shop did with them',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});

/** What the outbox gauges read at each scrape, from the database every app server shares. */
export interface OutboxCounts {
  /** Messages pending or being sent. */
  waiting(): Promise<number>;
  /** Messages given up on (status `failed`: kept until someone acts on them), by kind. */
  failedByKind(): Promise<{ kind: string; count: number }[]>;
}

let outboxCounts: OutboxCounts | null = null;

/**
 * The outbox gauges count rows of the database, not work of this process: every app server reports the same
 * numbers (docs/decisions.md#metrics-and-logs). Their help says so, for whoever writes the dashboard.
 */
const DATABASE_WIDE = 'database-wide: every app server reports the same value, so aggregate with max(), never sum()';

export const outboxDepth = new Gauge({
  name: 'shop_outbox_depth',
  help: `E-mail messages waiting in the outbox (pending or being sent); ${DATABASE_WIDE}`,
  registers: [registry],
  async collect() {
    if (outboxCounts) this.set(await outboxCounts.waiting().catch(() => Number.NaN));
  },
});

export const outboxFailed = new Gauge({
  name: 'shop_outbox_failed',
  help: `E-mail messages the outbox gave up on (status failed, kept until resent or removed), by kind; ${DATABASE_WIDE}`,
  labelNames: ['kind'] as const,
  registers: [registry],
  async collect() {
    if (!outboxCounts) return;
    // A kind whose rows were resent or removed disappears rather than keeping its last count.
    this.reset();
    try {
      for (const { kind, count } of await outboxCounts.failedByKind()) this.set({ kind }, count);
    } catch {
      // The database is away: no sample (the depth gauge says NaN).
    }
  },
});

/** Points the outbox gauges at a database (start.ts, once the schema is up to date, on a server that serves /metrics). */
export function watchOutbox(counts: OutboxCounts): void {
  outboxCounts = counts;
}

/**
 * A GraphQL operation's name as a label: its own when it is one of the `known` names (the shop's clients'),
 * else "other", so made-up names from anonymous callers neither add series nor crowd out a real one.
 */
export function operationLabel(name: string | null | undefined, known: ReadonlySet<string>): string {
  if (!name) return 'anonymous';
  return known.has(name) ? name : 'other';
}

/** The route label of a request no route pattern answers (a GraphQL cache hit, a static file, the SPA, an unknown /api path). */
function pathKind(path: string): string {
  if (path === '/graphql') return '/graphql';
  if (path.startsWith('/api/uploads/')) return '/api/uploads';
  if (path.startsWith('/api/')) return '/api (unrouted)';
  if (path.startsWith('/assets/')) return '/assets';
  if (['/healthz', '/readyz', '/metrics', '/robots.txt', '/sitemap.xml'].includes(path)) return path;
  return 'page';
}

interface RoutedRequest extends IncomingMessage {
  route?: { path?: unknown };
  baseUrl?: string;
}

/**
 * Counts and times one HTTP request when its answer ends (start.ts, before the cache and Express). A REST
 * request answered before Express routed it (a response-cache hit, a request shed by admission control) is
 * labelled by the route that answers its path (`routes`, observability/route-patterns.ts), as a routed one is.
 */
export function measureRequest(req: IncomingMessage, res: ServerResponse, routes?: RoutePatterns): void {
  const started = process.hrtime.bigint();
  // Read now: Express rewrites req.url under a mount point (/graphql answers while it reads "/").
  const path = (req.url ?? '/').split('?')[0];
  res.once('finish', () => {
    const routed = req as RoutedRequest;
    const method = req.method ?? 'GET';
    let pattern = typeof routed.route?.path === 'string' ? `${routed.baseUrl ?? ''}${routed.route.path}` : null;
    if (pattern === null && routes && path.startsWith('/api/') && !path.startsWith('/api/uploads/')) pattern = routes(method, path);
    const route = pattern ?? pathKind(path);
    const cache = String(res.getHeader('X-Cache') ?? 'none');
    httpRequests.inc({ method, route, status: String(res.statusCode), cache });
    httpDuration.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9);
  });
}
