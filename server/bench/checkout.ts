// The checkout case: BENCH_CONNECTIONS shoppers, each with an account of its own, loop add-to-cart then
// place-order (from the cart, with an idempotency key) for the run's duration. Then the database must
// hold exactly the acknowledged orders: none lost, none doubled.
import { randomBytes } from 'node:crypto';
import type { AppServer } from './processes';

export interface CheckoutResult {
  shoppers: number;
  seconds: number;
  ordersPerSecond: number;
  /** Latency of createOrder alone, and of one add-to-cart + place-order round, in ms. */
  orderP50: number;
  orderP99: number;
  roundP99: number;
  acknowledged: number;
  stored: number;
  /** Acknowledged orders the database does not hold. */
  lost: number;
  /** Idempotency keys with more than one stored order. */
  doubled: number;
  /** Stored orders nobody was told about (their answer failed): not a fault by itself, shown apart. */
  unacknowledged: number;
  /** Failed requests, GraphQL errors and error results (out of stock, price changed...). */
  errors: number;
  firstError: string | null;
}

interface Answer {
  status: number;
  json: any;
}

/** The server answered 5xx: a fault of the shop under load, which stops the run (no retry hides it). */
export class ServerError extends Error {}

async function gql(baseUrl: string, query: string, variables: Record<string, unknown>, token?: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (response.status >= 500) {
    const operation = /\{\s*(\w+)/.exec(query)?.[1] ?? 'graphql';
    throw new ServerError(`${operation} answered HTTP ${response.status}: ${text.slice(0, 300)}`);
  }
  try {
    return { status: response.status, json: JSON.parse(text) };
  } catch {
    return { status: response.status, json: { errors: [{ message: `HTTP ${response.status}: ${text.slice(0, 200)}` }] } };
  }
}

/** The union member's __typename, or why the call failed. */
function outcome(answer: Answer, field: string): { typename: string | null; problem: string | null } {
  const error = answer.json?.errors?.[0]?.message;
  if (error) return { typename: null, problem: error };
  const value = answer.json?.data?.[field];
  if (!value) return { typename: null, problem: `no ${field} in the answer (HTTP ${answer.status})` };
  return { typename: value.__typename, problem: value.__typename.endsWith('Error') ? `${value.__typename}: ${value.message}` : null };
}

const SIGNUP = 'mutation($input: SignupInput!) { signup(input: $input) { __typename ... on ErrorResult { message } } }';
const LOGIN =
  'mutation($input: LoginInput!) { login(input: $input) { __typename ... on AuthPayload { token } ... on ErrorResult { message } } }';
const ADD = 'mutation($input: CartAddItemInput!) { cartAddItem(input: $input) { __typename ... on ErrorResult { message } } }';
const ORDER = `mutation($input: CreateOrderInput!, $key: String) { createOrder(input: $input, idempotencyKey: $key) {
  __typename ... on CreateOrderSuccess { replayed order { id } } ... on ErrorResult { message } } }`;
const PURCHASABLE =
  'query { products(first: 100, filter: { currencyCode: "INR" }) { items { id outOfStock prices(currencyCode: "INR") { productCaratId } } } }';

export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await gql(baseUrl, LOGIN, { input: { email, password } });
  const token = answer.json?.data?.login?.token;
  if (!token) throw new Error(`logging in ${email} failed: ${JSON.stringify(answer.json).slice(0, 300)}`);
  return token;
}

/**
 * Signs up and logs in `count` shoppers, a few at a time (each hashes a password with argon2). Any failure
 * stops the run, a 5xx first of all: the server runs a transaction that met a deadlock again itself
 * (database/transactions.ts), so a shopper never sees one.
 */
async function shoppers(baseUrl: string, count: number, run: string): Promise<{ email: string; token: string }[]> {
  const password = randomBytes(12).toString('hex');
  const accounts: { email: string; token: string }[] = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const email = `bench-${run}-${i}@example.com`;
      const input = {
        currencyId: 1,
        email,
        firstName: 'Bench',
        lastName: `Shopper ${i}`,
        password,
        phone: `+9197${String(i).padStart(8, '0')}`,
      };
      const signup = outcome(await gql(baseUrl, SIGNUP, { input }), 'signup');
      if (signup.problem) throw new Error(`signing up ${email} failed: ${signup.problem}`);
      accounts[i] = { email, token: await login(baseUrl, email, password) };
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return accounts;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;

export async function runCheckout(server: AppServer, count: number, durationSeconds: number): Promise<CheckoutResult> {
  const run = randomBytes(4).toString('hex');
  const accounts = await shoppers(server.url, count, run);
  const listing = await gql(server.url, PURCHASABLE, {});
  const items: { productId: number; productCaratId: number }[] = (listing.json?.data?.products?.items ?? [])
    .filter((p: any) => !p.outOfStock && p.prices.length > 0)
    .map((p: any) => ({ productId: p.id, productCaratId: p.prices[0].productCaratId }));
  if (items.length === 0)
    throw new Error(`checkout: no product in stock with an INR price (${JSON.stringify(listing.json).slice(0, 300)})`);

  const acknowledged = new Map<string, number>();
  const orderMs: number[] = [];
  const roundMs: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const fail = (problem: string) => {
    errors++;
    firstError ??= problem;
  };
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  const shopper = async (index: number) => {
    const { email, token } = accounts[index];
    for (let round = 0; performance.now() < deadline; round++) {
      // Shoppers buy different products, so they do not all queue on one product's rows.
      const item = items[(index + round * count) % items.length];
      const roundStart = performance.now();
      try {
        const added = outcome(await gql(server.url, ADD, { input: { ...item, quantity: 1 } }, token), 'cartAddItem');
        if (added.problem) {
          fail(`cartAddItem: ${added.problem}`);
          continue;
        }
        const key = `bench-${run}-${index}-${round}`;
        const input = {
          source: 'CART',
          paymentMethod: 'COD',
          firstName: 'Bench',
          lastName: 'Shopper',
          email,
          phone: '+919812345678',
          address: '1 Load Street',
          city: 'Bengaluru',
          state: 'Karnataka',
          zipCode: '560001',
        };
        const orderStart = performance.now();
        const answer = await gql(server.url, ORDER, { input, key }, token);
        orderMs.push(performance.now() - orderStart);
        const placed = outcome(answer, 'createOrder');
        if (placed.problem) fail(`createOrder: ${placed.problem}`);
        else if (answer.json.data.createOrder.replayed) fail(`createOrder: key ${key} answered as a replay`);
        else acknowledged.set(key, Number(answer.json.data.createOrder.order.id));
        roundMs.push(performance.now() - roundStart);
      } catch (error) {
        if (error instanceof ServerError) throw error;
        fail((error as Error).message);
      }
    }
  };
  await Promise.all(accounts.map((_, i) => shopper(i)));
  // Rounds under way at the deadline finish: the rate is over the time until the last one did.
  const seconds = (performance.now() - started) / 1000;

  const rows = await server.query<{ id: number | string; idempotencyKey: string }>(
    'SELECT `id`, `idempotencyKey` FROM `orders` WHERE `idempotencyKey` LIKE ?',
    [`bench-${run}-%`],
  );
  const storedIds = new Set(rows.map((r) => Number(r.id)));
  const perKey = new Map<string, number>();
  for (const r of rows) perKey.set(r.idempotencyKey, (perKey.get(r.idempotencyKey) ?? 0) + 1);
  const ackedIds = new Set(acknowledged.values());
  orderMs.sort((a, b) => a - b);
  roundMs.sort((a, b) => a - b);
  return {
    shoppers: count,
    seconds,
    ordersPerSecond: acknowledged.size / seconds,
    orderP50: percentile(orderMs, 0.5),
    orderP99: percentile(orderMs, 0.99),
    roundP99: percentile(roundMs, 0.99),
    acknowledged: acknowledged.size,
    stored: rows.length,
    lost: [...ackedIds].filter((id) => !storedIds.has(id)).length,
    doubled: [...perKey.values()].filter((n) => n > 1).length,
    unacknowledged: [...storedIds].filter((id) => !ackedIds.has(id)).length,
    errors,
    firstError,
  };
}
