// The X-SQL-Statements header, read strictly: a missing or malformed header must fail the test that
// reads it, never turn into NaN (NaN === NaN is true for toBe and toEqual, so two missing headers
// would "match").

/** The SQL statement count a response reports; throws when the header is missing or not a whole number. */
export function sqlStatementsOf(headers: Headers, what = 'the response'): number {
  const value = headers.get('x-sql-statements');
  if (value === null) throw new Error(`${what} has no X-SQL-Statements header (is the server in production mode?)`);
  if (!/^\d+$/.test(value)) throw new Error(`${what} has a malformed X-SQL-Statements header: ${JSON.stringify(value)}`);
  return Number(value);
}

/**
 * Gives `result` a `sqlStatements` property read from `headers` when it is first used, so a response
 * without the header (a production-mode server, a static file) fails only the test that asks for the
 * count. The property is not enumerable: jest's equality and diffs never read it.
 */
export function withSqlStatements<T extends object>(result: T, headers: Headers, what?: string): T & { sqlStatements: number } {
  return Object.defineProperty(result, 'sqlStatements', {
    get: () => sqlStatementsOf(headers, what),
    enumerable: false,
    configurable: true,
  }) as T & { sqlStatements: number };
}
