import { type HttpResult, type TestServer, databaseUrlOf, startTestServer } from './test-server';

// What response-cache.e2e-spec.ts asks of the response cache, over HTTP: reads as a browser sends them
// (which the cache may answer) next to the same reads sent with `Cache-Control: no-cache` (the API's own
// answer, the truth a cached answer must equal).

export interface Read {
  /** As a browser sends it: the cache may answer. */
  cached(): Promise<HttpResult>;
  /** With `Cache-Control: no-cache`: the API answers from the database. */
  truth(): Promise<HttpResult>;
}

export const xCache = (result: HttpResult): string | null => result.headers.get('x-cache');

export function gqlRead(t: TestServer, query: string, variables?: Record<string, unknown>, token?: string | null): Read {
  return { cached: () => t.cached.gql(query, variables, token), truth: () => t.gql(query, variables, token) };
}

export function restRead(t: TestServer, path: string, token?: string | null): Read {
  return { cached: () => t.cached.rest('GET', path, undefined, token), truth: () => t.rest('GET', path, undefined, token) };
}

/**
 * Asks until the cache answers (a hit is needed, or a stale answer could never be told apart). Usually the
 * second answer is one; on a busy machine a first answer can fail to be kept (an answer with an error,
 * e.g. SQLite busy under the other server's write, is never cached), so it asks up to four times.
 */
export async function warm(read: Read): Promise<HttpResult> {
  let answer = await read.cached();
  for (let asked = 1; asked < 4 && xCache(answer) !== 'hit'; asked++) answer = await read.cached();
  expect(xCache(answer)).toBe('hit');
  return answer;
}

/** The next read after a write: read again (a miss), it equals the API's own answer now and differs from `before`. */
export async function expectFresh(read: Read, before: HttpResult): Promise<HttpResult> {
  const after = await read.cached();
  const truth = await read.truth();
  expect({ status: after.status, body: after.body }).toEqual({ status: truth.status, body: truth.body });
  expect(after.body).not.toEqual(before.body);
  expect(xCache(after)).toBe('miss');
  return after;
}

/**
 * Another app server on `first`'s database, as a second server behind a load balancer: no second seed,
 * the same token secret (its `jwtSecret` field is not the one in use; `first.jwtSecret` is).
 */
export function startServerBeside(first: TestServer, env: Record<string, string>): Promise<TestServer> {
  return startTestServer({ DATABASE_URL: databaseUrlOf(first), JWT_SECRET: first.jwtSecret, SEED_DEMO: 'false', ...env });
}

/** A write through the API must have been done, or the case proves nothing. */
export function expectDone(result: HttpResult): void {
  expect(result.body.errors).toBeUndefined();
  const answer = Object.values(result.body.data ?? {})[0] as { __typename?: string } | undefined;
  expect(answer?.__typename ?? 'done').not.toMatch(/Error$/);
}

/**
 * A token that no longer signs in: its public reads are not answered from the cache (the API answers them
 * as a guest's) and `me` is UNAUTHENTICATED.
 */
export async function expectSignedOut(t: TestServer, read: Read, token: string): Promise<void> {
  expect(xCache(await read.cached())).toBeNull();
  const me = await t.cached.gql('query CacheMe { me { id } }', undefined, token);
  expect(me.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
}
