import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import type { TestServer } from './test-server';

// Shared pieces of the fuzz suites (server/test/fuzz-*.e2e-spec.ts): the hostile values, the oracles an
// answer must pass, the row counter that tells a valid write from a leaky failure, and a raw HTTP client
// that can send what the typed helpers cannot (wrong content types, broken JSON, multipart).

/**
 * The base of every fuzz seed: the same inputs on every run, so a failure reproduces. `FUZZ_SEED` (another
 * base) and `FUZZ_SCALE` (a multiplier of the runs) explore further by hand; the suite uses the defaults.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/**
 * The full 10,000+ inputs run on SQLite; MariaDB runs the same paths and arguments with half the inputs each,
 * which keeps `npm test` near its time budget (the fuzz is the suite's longest part: each request is
 * followed by a row count on the database).
 */
export const FUZZ_SCALE = Number(process.env.FUZZ_SCALE ?? (process.env.TEST_DB_KIND === 'mariadb' ? 0.5 : 1));

/** A stable 31-bit seed per property (the field or route it fuzzes), so adding one does not reshuffle the others. */
export function seedOf(name: string): number {
  let h = FUZZ_SEED;
  for (let i = 0; i < name.length; i++) h = (Math.imul(h ^ name.charCodeAt(i), 16777619) >>> 0) % 2_147_483_647;
  return h;
}

export type Role = 'anonymous' | 'customer' | 'admin';
export const ROLES: Role[] = ['anonymous', 'customer', 'admin'];

const HUGE = 100 * 1024;

/** Strings that break naive code: empty, blank, numeric-looking, SQL- and HTML-ish, control and odd unicode, 100 KB. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '   \t\n',
      'null',
      'undefined',
      'NaN',
      'Infinity',
      '-Infinity',
      '-1',
      '0',
      '1',
      '2',
      '1.5',
      '1e309',
      '-0',
      '0x10',
      '１２',
      '9007199254740993',
      "' OR '1'='1",
      '1; DROP TABLE users; --',
      '" OR ""="',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '{{7*7}}',
      '${7*7}',
      '%00',
      '\u0000',
      'a\u0000b',
      '\u202e\u202d',
      'e\u0301\u0301\u0301',
      '💎💍',
      '\ud800',
      '../../../../etc/passwd',
      'https://example.com/x',
      'javascript:alert(1)',
      'priya@example.com',
      'PRIYA@EXAMPLE.COM',
      'not-an-email@',
      'INR',
      'USD',
      'XXX',
      'cod',
      'online',
      'cart',
      'buyNow',
      'new',
      'pending',
      'closed',
      'all',
      '+919876543210',
      '2026-02-30',
      '__proto__',
      'constructor',
    ),
  },
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom('A'.repeat(HUGE), '💎'.repeat(HUGE / 4), '9'.repeat(HUGE), ' '.repeat(HUGE)) },
);

/** Whole numbers a service should refuse or handle: zero, negatives, the Int and safe-integer edges. */
export const nastyInt: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(-1, 0, 1, 2, 3, 5, 10, 11, 100, 1000, -2147483648, 2147483647, 999999) },
  { weight: 2, arbitrary: fc.integer({ min: -2147483648, max: 2147483647 }) },
);

export const nastySafeInt: fc.Arbitrary<number> = fc.oneof(
  nastyInt,
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 40, 10 ** 15),
  fc.maxSafeInteger(),
);

export const nastyFloat: fc.Arbitrary<number> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(-1, 0, -0.01, 0.001, 0.005, 1.005, 99.999, 1e15, -1e15, 1.7976931348623157e308, 5e-324, 12.345678),
  },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** JSON values of the wrong kind for any position: the generic "not what you expected". */
export const wrongJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    'abc',
    '',
    1.5,
    -0,
    2 ** 31,
    2 ** 53,
    -(2 ** 53) - 1,
    1e308,
    [],
    {},
    [1, 2],
    { a: 1 },
    'NaN',
    "1'",
  ),
  nastyString,
  fc.jsonValue({ maxDepth: 3 }),
  // Deeply nested objects and arrays (50 levels).
  fc.constant(Array.from({ length: 50 }).reduce<unknown>((inner) => ({ a: inner }), 1)),
  fc.constant(Array.from({ length: 50 }).reduce<unknown>((inner) => [inner], 1)),
);

// ---- oracles -------------------------------------------------------------------------------------------

const LEAKS: Array<[string, RegExp]> = [
  ['a stack trace field', /"stacktrace"|"stack"\s*:/i],
  ['a stack frame', /\bat (?:async )?[\w$.<>[\]]+ \(?(?:[\w./\\:-]+):\d+:\d+\)?/],
  // (GraphQL echoes a bad variable value back, so only patterns a fuzz value cannot plausibly form are listed.)
  ['a file path', /\/work\/|\/tmp\/|node_modules|\/home\/|\/usr\/(?:lib|src|local)/],
  ['a database error code', /\bER_[A-Z_]{3,}\b|\bSQLITE_[A-Z_]+\b|QueryFailedError|EntityNotFound|TypeORMError/],
  ['SQL text', /SELECT\s+[`"]\w+[`"]\.[`"]|INSERT INTO\s+[`"]|UPDATE\s+[`"]\w+[`"]\s+SET|DELETE FROM\s+[`"]|\bsqlMessage\b/],
  ['a JavaScript error name', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError: Unexpected)\b/],
];

/** The first leak in an answer body, if any: stack traces, server paths, database codes or SQL. */
export function leakIn(text: string): string | null {
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(text);
    if (match) return `${what}: …${text.slice(Math.max(0, match.index - 60), match.index + 80)}…`;
  }
  return null;
}

// ---- row counts ----------------------------------------------------------------------------------------

/** Counts every entity table in one statement (cheap enough to run after every request). */
export function rowCounter(dataSource: DataSource): () => Promise<Record<string, number>> {
  const tables = [...new Set(dataSource.entityMetadatas.filter((m) => m.tableType !== 'view').map((m) => m.tableName))].sort();
  const q = (name: string) => dataSource.driver.escape(name);
  const sql = `SELECT ${tables.map((t, i) => `(SELECT COUNT(*) FROM ${q(t)}) AS c${i}`).join(', ')}`;
  return async () => {
    const [row] = await dataSource.query<Array<Record<string, unknown>>>(sql);
    return Object.fromEntries(tables.map((t, i) => [t, Number(row[`c${i}`])]));
  };
}

/** The tables whose row count differs. */
export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after).filter((t) => before[t] !== after[t]);
}

/**
 * A working customer token: the admin's fuzz may delete the fuzz customer (any small id is fair game), so
 * a new one is signed up when the token stops working.
 */
export async function ensureCustomer(shop: TestServer, token: string | null, password: string): Promise<{ token: string }> {
  const me = await shop.gql('{ me { id } }', {}, token);
  if (token && me.body?.data?.me?.id) return { token };
  const email = `fuzz-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  const signup = await shop.gql('mutation($input: SignupInput!) { signup(input: $input) { __typename } }', {
    input: { currencyId: 1, email, firstName: 'Fuzz', lastName: 'Customer', password, phone: '+919812345678' },
  });
  if (signup.body?.data?.signup?.__typename !== 'SignupSuccess')
    throw new Error(`signing up a fuzz customer failed: ${JSON.stringify(signup.body)}`);
  return { token: await shop.login(email, password) };
}

// ---- raw HTTP ------------------------------------------------------------------------------------------

export interface RawAnswer {
  status: number;
  text: string;
  json: any;
}

/** Sends exactly these bytes and headers; the answer's text and, when it parses, its JSON. */
export async function send(url: string, method: string, headers: Record<string, string>, body?: string | Buffer): Promise<RawAnswer> {
  const response = await fetch(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, text, json };
}

/** A multipart/form-data body from text fields and files; `truncate` cuts it short (no closing boundary). */
export function multipartBody(
  fields: Array<[string, string]>,
  files: Array<{ field: string; name: string; type: string; data: Buffer }>,
  truncate = false,
): { body: Buffer; contentType: string } {
  const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${value}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  let body = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  if (truncate) body = body.subarray(0, Math.max(10, Math.floor(body.length * 0.6)));
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF_HEADER = Buffer.from(
  'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
  'latin1',
);

/** Files an upload must refuse or survive: empty, random bytes, a bare PNG signature, a GIF with HTML after it, a fake SVG. */
export const nastyFile = fc.record({
  name: fc.constantFrom('a.png', 'a.jpg', '../../x.png', 'x.svg', 'noext', '', 'a'.repeat(300) + '.png', 'ü 💎.webp'),
  type: fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
  data: fc.oneof(
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 256 }).map((a) => Buffer.from(a)),
    fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.concat([PNG_SIGNATURE, Buffer.from(a)])),
    fc.constant(Buffer.concat([GIF_HEADER, Buffer.from('<script>alert(1)</script>')])),
    fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
  ),
});
