// One request alone (probe) and one autocannon run (measure) against a target, with the drain that
// leaves the server quiet for the next one.
import http from 'node:http';
import autocannon from 'autocannon';

export interface Target {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Sent on every request, e.g. the signed-in shopper's Authorization. */
  headers?: Record<string, string>;
  /** A GraphQL answer: an HTTP 200 with `errors` counts as an error. */
  graphql: boolean;
}

export interface Probe {
  status: number;
  /** How long the one request took, in ms. */
  ms: number;
  /** X-SQL-Statements of the answer (NaN without the header). */
  sqlStatements: number;
  /** X-Total-Count of a REST listing (null without the header). */
  totalCount: number | null;
  json: any;
  /** The first GraphQL error, or the HTTP status when the answer is not a 2xx. */
  problem: string | null;
}

// Probes go through node:http with a keep-alive agent: fetch (undici) adds about a millisecond of its own
// to every request, which would swamp an "alone" figure of 1-2 ms.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export function probe(baseUrl: string, target: Omit<Target, 'graphql'>): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      baseUrl + target.path,
      {
        method: target.method,
        agent,
        headers: { ...(target.body ? { 'content-type': 'application/json' } : {}), ...target.headers },
        timeout: 120_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          let json: any = null;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON
          }
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          const header = (name: string) => {
            const value = response.headers[name];
            return typeof value === 'string' ? value : null;
          };
          const total = header('x-total-count');
          resolve({
            status,
            ms,
            sqlStatements: Number(header('x-sql-statements') ?? NaN),
            totalCount: total === null ? null : Number(total),
            json,
            problem: json?.errors?.[0]?.message ?? (ok ? null : `HTTP ${status}: ${text.slice(0, 200)}`),
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer from ${target.path} within 120 s`)));
    request.on('error', reject);
    request.end(target.body);
  });
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Median of five requests alone on the quiet server after the run (warm: JIT, caches, connection). */
  aloneMs: number;
  sqlStatements: number;
  errors: number;
  /** Requests sent in a run in which none was answered (counted in errors). */
  unanswered: number;
  non2xx: number;
}

/**
 * Waits until the server has finished what a run left behind: autocannon drops its sockets when time is
 * up, but the server still completes the requests it had started. One more request of the same kind
 * queues behind that backlog (database pool, event loop); then /healthz must answer promptly. So the
 * next target starts on a quiet server, and the last one does not race the shutdown.
 */
async function drain(baseUrl: string, target: Target, healthPath: string | null): Promise<void> {
  await probe(baseUrl, target).catch(() => undefined);
  if (!healthPath) return;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const health = await probe(baseUrl, { method: 'GET', path: healthPath }).catch(() => null);
    if (health && health.ms < 50) return;
  }
}

export interface LoadSettings {
  connections: number;
  duration: number;
}

/**
 * Runs `target` with autocannon. The caller has probed it once already (the warm-up: an autocannon
 * warm-up run would leave requests in flight that slow the measured run of a slow target).
 * healthPath: where to check that the server is quiet again (null for the baseline, which has none).
 */
export async function measure(baseUrl: string, target: Target, settings: LoadSettings, healthPath: string | null): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl + target.path,
    method: target.method,
    body: target.body,
    headers: { ...(target.body ? { 'content-type': 'application/json' } : {}), ...target.headers },
    connections: settings.connections,
    duration: settings.duration,
    timeout: 10,
    verifyBody: target.graphql ? (body: string) => !body.includes('"errors"') : undefined,
  });
  await drain(baseUrl, target, healthPath);
  const alone: Probe[] = [];
  for (let i = 0; i < 5; i++) alone.push(await probe(baseUrl, target));
  const completed = result.requests.total;
  // Requests cut off at the end of a run are normal; a run in which nothing was answered at all is not.
  const unanswered = completed === 0 ? Math.max(0, (result.requests.sent ?? 0) - result.errors - result.timeouts) : 0;
  return {
    requestsPerSecond: completed / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    aloneMs: alone.map((p) => p.ms).sort((a, b) => a - b)[2],
    sqlStatements: alone[4].sqlStatements,
    errors: result.errors + result.timeouts + result.mismatches + unanswered + alone.filter((p) => p.problem).length,
    unanswered,
    non2xx: result.non2xx,
  };
}
