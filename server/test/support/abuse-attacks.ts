import { REPO_ROOT } from '../../src/config';

/**
 * Requests an attacker can send anonymously and cheaply (issue 12): abuse.e2e-spec.ts checks that each is
 * refused with a 4xx, before any SQL, with nothing of the server's inside in the answer; `npm run
 * bench:abuse` times the refusals and /healthz meanwhile against the 50 ms.
 */

/** Latency bound of a refusal and of /healthz during an attack (the figure, checked by the bench). */
export const FAST_MS = 50;

export interface Answer {
  status: number;
  text: string;
  sqlStatements: string | null;
  ms: number;
}

export const listingAlias = (i: number) => `p${i}: products(first: 24) { totalCount items { id name image price { price { amount } } } }`;
const nestedIntrospection = (depth: number) =>
  `{ __schema { types { fields { type ${'{ ofType '.repeat(depth - 5)}{ name }${' }'.repeat(depth - 5)} } } } }`;

export const ATTACKS: { name: string; body: () => unknown; minBytes: number }[] = [
  {
    name: '1,000 aliases of products(first: 24)',
    body: () => ({ query: `{ ${Array.from({ length: 1000 }, (_, i) => listingAlias(i)).join('\n')} }` }),
    minBytes: 80_000,
  },
  { name: 'introspection nested 20 deep', body: () => ({ query: nestedIntrospection(20) }), minBytes: 0 },
  {
    name: 'a 200 KB query of 11,364 aliases',
    body: () => ({ query: `{ ${Array.from({ length: 11_364 }, (_, i) => `a${i}: __typename`).join('\n')} }`.padEnd(200_000) }),
    minBytes: 200_000,
  },
  {
    name: 'a batch of 100 operations',
    body: () => Array.from({ length: 100 }, () => ({ query: '{ products(first: 24) { totalCount items { id name } } }' })),
    minBytes: 0,
  },
  {
    name: '100 aliased logins',
    body: () => ({
      query: `mutation { ${Array.from(
        { length: 100 },
        (_, i) => `l${i}: login(input: { email: "priya@example.com", password: "guess-${i}" }) { __typename }`,
      ).join('\n')} }`,
    }),
    minBytes: 0,
  },
  {
    // Within the depth, alias and token limits, but each alias asks for 100 products with every price.
    name: '15 aliases of products(first: 100) with prices, over the cost limit',
    body: () => ({
      query: `{ ${Array.from(
        { length: 15 },
        (_, i) =>
          `p${i}: products(first: 100) { items { id name image images purities description categoryName outOfStock ` +
          `prices { purity price { amount minorUnits currencyCode } labourCharge { amount } } colors { id colorId images } sizes { id name sizeId } } }`,
      ).join('\n')} }`,
    }),
    minBytes: 0,
  },
];

// Things that tell an attacker about the server's inside.
export const LEAKS = [
  /stacktrace/i,
  /node_modules/,
  /\s+at .+\(.+:\d+:\d+\)/,
  new RegExp(REPO_ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  /\/(work|home|root|usr|tmp)\//,
];

/** Posts one attack's body to /graphql and times the whole answer. */
export async function sendAttack(url: string, body: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await response.text();
  const ms = performance.now() - started;
  return { status: response.status, text, sqlStatements: response.headers.get('x-sql-statements'), ms };
}

/** Times one GET /healthz. */
export async function timeHealthz(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/healthz`);
  await response.text();
  return { status: response.status, ms: performance.now() - started };
}
