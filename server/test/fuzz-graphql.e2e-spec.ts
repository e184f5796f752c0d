import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { buildClientSchema, buildSchema, getIntrospectionQuery } from 'graphql';
import {
  fuzzedArguments,
  fuzzTargets,
  type FuzzOperation,
  type FuzzTarget,
  operationArb,
  schemaArguments,
  uploadPaths,
  valueArb,
} from './support/fuzz-graphql';
import {
  changedTables,
  ensureCustomer as ensureFuzzCustomer,
  leakIn,
  multipartBody,
  nastyFile,
  type RawAnswer,
  type Role,
  ROLES,
  rowCounter,
  FUZZ_SCALE,
  seedOf,
  send,
} from './support/fuzz-oracles';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  INR_CUSTOMER_EMAIL,
  startTestServer,
  type TestServer,
} from './support/test-server';

// Fuzzes every argument of every Query and Mutation field (derived from schema.graphql, which the first
// test checks against the running server) as a guest, a customer and the admin, with a fixed seed.
// Oracles: no 5xx, no INTERNAL_SERVER_ERROR, no stack trace, path, database code or SQL in any answer, and
// no table changes its row count unless a mutation answered success.

const schema = buildSchema(readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8'));
const targets = fuzzTargets(schema);
/** GraphQL's share of the fuzz suite's 10,000+ inputs (REST sends the rest: fuzz-rest.e2e-spec.ts). */
const GRAPHQL_INPUTS = 5600;
const UPLOAD_RUNS = 150;
const runsPerField = Math.ceil(((GRAPHQL_INPUTS - UPLOAD_RUNS) * FUZZ_SCALE) / targets.length);

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

function check(answer: RawAnswer, what: string): void {
  const outcome = answer.json?.errors?.[0]?.extensions?.code ?? (answer.json?.data ? 'data' : answer.status);
  statuses[outcome] = (statuses[outcome] ?? 0) + 1;
  const context = () => `${what}\n→ ${answer.status} ${answer.text.slice(0, 600)}`;
  if (answer.status >= 500) throw new Error(`answered ${answer.status}: ${context()}`);
  const leak = leakIn(answer.text);
  if (leak) throw new Error(`leaked ${leak}\n${context()}`);
  if (answer.json === undefined) throw new Error(`answered something that is not JSON: ${context()}`);
  for (const error of (answer.json?.errors ?? []) as Array<{ message?: string; extensions?: Record<string, unknown> }>) {
    if (error.extensions?.code === 'INTERNAL_SERVER_ERROR' || /internal server error/i.test(error.message ?? ''))
      throw new Error(`an unexpected server error: ${context()}`);
    if (error.extensions && ('stacktrace' in error.extensions || 'exception' in error.extensions))
      throw new Error(`a stack trace in extensions: ${context()}`);
  }
}

/** Whether a mutation answered success: data for the field, no error, and not an ErrorResult member. */
function succeeded(answer: RawAnswer, field: string): boolean {
  if (answer.status !== 200 || answer.json?.errors?.length) return false;
  const value = answer.json?.data?.[field];
  if (value === null || value === undefined) return false;
  return !(typeof value === 'object' && typeof value.__typename === 'string' && value.__typename.endsWith('Error'));
}

async function checkRows(answer: RawAnswer, target: FuzzTarget, what: string): Promise<void> {
  // A query may change no row at all: its rows are counted once after all its runs (readsWroteNothing).
  if (target.kind !== 'mutation') return;
  const now = await count();
  const changed = changedTables(lastCounts, now);
  lastCounts = now;
  if (changed.length === 0) return;
  if (target.kind === 'mutation' && succeeded(answer, target.field.name)) {
    writes++;
    return;
  }
  throw new Error(`rows of ${changed.join(', ')} changed though the request did not succeed: ${what}\n→ ${answer.text.slice(0, 400)}`);
}

/** After all the runs of a query: no table changed its row count (a read never writes). */
async function readsWroteNothing(name: string): Promise<void> {
  const now = await count();
  const changed = changedTables(lastCounts, now);
  lastCounts = now;
  if (changed.length > 0) throw new Error(`rows of ${changed.join(', ')} changed during the runs of ${name}, which only reads`);
}

async function post(op: FuzzOperation, role: Role): Promise<RawAnswer> {
  sent++;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (tokens[role]) headers.authorization = `Bearer ${tokens[role]}`;
  return send(`${shop.url}/graphql`, 'POST', headers, JSON.stringify(op));
}

const describeOp = (op: FuzzOperation, role: Role) => `as ${role}: ${op.query}\nvariables ${JSON.stringify(op.variables).slice(0, 800)}`;

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
    `GraphQL fuzz (${shop?.kind}): ${sent} requests over ${targets.length} fields, ${writes} of them valid writes; answers ${JSON.stringify(statuses)}`,
  );
  await shop?.close();
});

describe('GraphQL fuzz', () => {
  it('covers every Query and Mutation field with arguments that the running server serves', async () => {
    const introspection = await shop.gql(getIntrospectionQuery(), {}, tokens.admin);
    const served = buildClientSchema(introspection.body.data);
    const names = (list: FuzzTarget[]) => list.map((t) => `${t.kind} ${t.field.name}`).sort();
    expect(names(fuzzTargets(served))).toEqual(names(targets));
    expect(targets.length).toBeGreaterThan(60);
  });

  it('fuzzes every argument of the schema: those of Query and Mutation, and those of fields inside the selections', () => {
    const covered = fuzzedArguments(schema, targets);
    expect(schemaArguments(schema).filter((a) => !covered.has(a))).toEqual([]);
  });

  it.each(targets.map((t) => [`${t.kind} ${t.field.name}`, t] as const))('%s', async (name, target) => {
    await ensureCustomer();
    await fc.assert(
      fc.asyncProperty(operationArb(target), fc.constantFrom(...ROLES), async (op, role) => {
        const answer = await post(op, role);
        check(answer, describeOp(op, role));
        await checkRows(answer, target, describeOp(op, role));
      }),
      { seed: seedOf(name), numRuns: runsPerField },
    );
    if (target.kind !== 'mutation') await readsWroteNothing(name);
  });

  // The fields that take files, as GraphQL multipart requests: odd files, missing and wrong map entries,
  // extra files, and bodies cut short.
  const uploadTargets = targets.filter((t) => uploadPaths(t.field).length > 0);

  it('uploads: every field that takes a file, with broken multipart requests', async () => {
    expect(uploadTargets.length).toBeGreaterThan(0);
    const request = fc.record({
      target: fc.constantFrom(...uploadTargets.map((t) => t.field.name)),
      // Mostly the admin with a well-formed operation: the one who gets past the checks to the files.
      role: fc.oneof({ weight: 3, arbitrary: fc.constant<Role>('admin') }, fc.constantFrom<Role>(...ROLES)),
      file: nastyFile,
      mapKind: fc.constantFrom('right', 'wrong-path', 'missing-file', 'not-json', 'extra-file'),
      operationsKind: fc.oneof({ weight: 4, arbitrary: fc.constant('right') }, fc.constantFrom('not-json', 'array')),
      truncate: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, fc.constant(true)),
      seed: fc.integer(),
    });
    await ensureCustomer();
    await fc.assert(
      fc.asyncProperty(request, async ({ target: fieldName, role, file, mapKind, operationsKind, truncate, seed }) => {
        const target = uploadTargets.find((t) => t.field.name === fieldName)!;
        const [{ variables }] = fc.sample(
          fc.record(Object.fromEntries(target.field.args.map((a) => [a.name, valueArb(a.type, a.name, false)]))),
          { seed, numRuns: 1 },
        );
        const paths = uploadPaths(target.field);
        for (const p of paths) setPath({ variables }, p, null);
        const selection = operationArb(target);
        const [{ query }] = fc.sample(selection, { seed, numRuns: 1 });
        const operations =
          operationsKind === 'right' ? JSON.stringify({ query, variables }) : operationsKind === 'array' ? '[1,2]' : '{"query":';
        const map =
          mapKind === 'right'
            ? JSON.stringify({ 0: [paths[0]] })
            : mapKind === 'wrong-path'
              ? JSON.stringify({ 0: ['variables.nope.deeper'] })
              : mapKind === 'missing-file'
                ? JSON.stringify({ 0: [paths[0]], 1: [paths[0]] })
                : mapKind === 'not-json'
                  ? '{0:'
                  : JSON.stringify({ 0: [paths[0]] });
        const files = [{ field: '0', ...file }];
        if (mapKind === 'extra-file') files.push({ field: '7', ...file });
        const { body, contentType } = multipartBody(
          [
            ['operations', operations],
            ['map', map],
          ],
          files,
          truncate,
        );
        const headers: Record<string, string> = { 'content-type': contentType, 'apollo-require-preflight': 'true' };
        if (tokens[role]) headers.authorization = `Bearer ${tokens[role]}`;
        sent++;
        const answer = await send(`${shop.url}/graphql`, 'POST', headers, body);
        const what = `multipart as ${role} ${target.field.name} map=${mapKind} operations=${operationsKind} truncate=${truncate} file=${file.name} ${file.type} ${file.data.length} bytes`;
        check(answer, what);
        await checkRows(answer, target, what);
      }),
      { seed: seedOf('uploads'), numRuns: UPLOAD_RUNS },
    );
  });

  it('answered every request, and the fuzz reached its share of the 10,000 inputs', () => {
    expect(sent).toBeGreaterThanOrEqual(GRAPHQL_INPUTS * Math.min(1, FUZZ_SCALE));
  });
});

/** Sets a dotted path (`variables.input.colors.0.image`), creating the objects and lists on the way. */
function setPath(root: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let at: any = root;
  keys.slice(0, -1).forEach((key, i) => {
    if (at[key] === null || typeof at[key] !== 'object') at[key] = /^\d+$/.test(keys[i + 1]) ? [] : {};
    at = at[key];
  });
  at[keys[keys.length - 1]] = value;
}
