import fc from 'fast-check';
import { restApi } from '../src/rest';
import type { Services } from '../src/services';
import {
  changedTables,
  ensureCustomer as ensureFuzzCustomer,
  leakIn,
  type Role,
  ROLES,
  rowCounter,
  FUZZ_SCALE,
  seedOf,
  send,
} from './support/fuzz-oracles';
import { documentedPaths, enumerateRoutes, fieldsReadByRoutes, requestArb, routeKey } from './support/fuzz-rest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  INR_CUSTOMER_EMAIL,
  startTestServer,
  type TestServer,
} from './support/test-server';

// Fuzzes every route of the legacy REST layer (read from its Express router) with malformed path
// parameters, query strings, JSON, text, form and multipart bodies, as a guest, a customer and the admin,
// with a fixed seed. Oracles: no 5xx, a JSON answer without stack trace, path, database code or SQL, and no
// table changes its row count unless a write answered 2xx.

// The router only needs the services when a request arrives: listing its routes needs none.
const noServices = new Proxy({}, { get: () => new Proxy({}, { get: () => () => undefined }) }) as Services;
const routes = enumerateRoutes(restApi(noServices));
const documented = documentedPaths();
const extraFields = fieldsReadByRoutes();
/** REST's share of the fuzz suite's 10,000+ inputs (GraphQL sends the rest: fuzz-graphql.e2e-spec.ts). */
const REST_INPUTS = 4800;
const runsPerRoute = Math.ceil((REST_INPUTS * FUZZ_SCALE) / routes.length);

let shop: TestServer;
let count: () => Promise<Record<string, number>>;
let lastCounts: Record<string, number>;
const tokens: Record<Role, string | null> = { anonymous: null, customer: null, admin: null };
let sent = 0;
let writes = 0;
const statuses: Record<string, number> = {};

async function ensureCustomer(): Promise<void> {
  tokens.customer = (await ensureFuzzCustomer(shop, tokens.customer, CUSTOMER_PASSWORD)).token;
  lastCounts = await count();
}

beforeAll(async () => {
  // FUZZ_LOG_LEVEL=error shows the server's log of an unexpected error the fuzz provoked.
  shop = await startTestServer(process.env.FUZZ_LOG_LEVEL ? { LOG_LEVEL: process.env.FUZZ_LOG_LEVEL } : {});
  count = rowCounter(shop.server.dataSource);
  tokens.admin = await shop.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  tokens.customer = await shop.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
  lastCounts = await count();
});

afterAll(async () => {
  console.log(
    `REST fuzz (${shop?.kind}): ${sent} requests over ${routes.length} routes, ${writes} of them valid writes; answers ${JSON.stringify(statuses)}`,
  );
  await shop?.close();
});

describe('REST fuzz', () => {
  it('covers every documented path, and the router serves no fewer paths than the docs list', () => {
    const served = new Set(routes.map((r) => routeKey(r.method, r.path)));
    expect(documented.keys.filter((k) => !served.has(k))).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(documented.keys.length);
    expect(enumerateRoutes(restApi(shop.server.services)).map((r) => routeKey(r.method, r.path))).toEqual(
      routes.map((r) => routeKey(r.method, r.path)),
    );
    expect(routes.filter((r) => r.multipart).length).toBeGreaterThan(0);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (name, route) => {
    await ensureCustomer();
    const fields = documented.fields.get(routeKey(route.method, route.path)) ?? [];
    await fc.assert(
      fc.asyncProperty(requestArb(route, fields, extraFields), fc.constantFrom(...ROLES), async (request, role) => {
        const headers = { ...request.headers };
        if (tokens[role]) headers.authorization = `Bearer ${tokens[role]}`;
        sent++;
        const answer = await send(shop.url + request.url, request.method, headers, request.body);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        const context = () => `as ${role}: ${request.describe}\n→ ${answer.status} ${answer.text.slice(0, 600)}`;
        if (answer.status >= 500) throw new Error(`answered ${answer.status}: ${context()}`);
        const leak = leakIn(answer.text);
        if (leak) throw new Error(`leaked ${leak}\n${context()}`);
        // 431: Node's HTTP parser refused a request head over 16 KB before the shop saw it (an empty body).
        if (answer.json === undefined && !(answer.status === 431 && answer.text === ''))
          throw new Error(`answered something that is not JSON: ${context()}`);
        // A GET may change no row at all: its rows are counted once after all its runs (below).
        if (request.method === 'GET') return;
        const now = await count();
        const changed = changedTables(lastCounts, now);
        lastCounts = now;
        if (changed.length === 0) return;
        if (answer.status >= 200 && answer.status < 300) {
          writes++;
          return;
        }
        throw new Error(`rows of ${changed.join(', ')} changed though the request did not succeed: ${context()}`);
      }),
      { seed: seedOf(name), numRuns: runsPerRoute },
    );
    // The GETs among the runs were not counted one by one: no row may have changed since the last write.
    const now = await count();
    const changed = changedTables(lastCounts, now);
    lastCounts = now;
    if (changed.length > 0) throw new Error(`rows of ${changed.join(', ')} changed during the GET runs of ${name}, which only read`);
  });

  it('answered every request, and the fuzz reached its share of the 10,000 inputs', () => {
    expect(sent).toBeGreaterThanOrEqual(REST_INPUTS * Math.min(1, FUZZ_SCALE));
  });
});
