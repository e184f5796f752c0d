import { GraphQLError } from 'graphql';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, withTimeout } from './availability';

const socketError = (code: string, message: string) => Object.assign(new Error(message), { code, fatal: true });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:3306')],
    ['a connection lost under a statement', socketError('PROTOCOL_CONNECTION_LOST', 'Connection lost: The server closed the connection.')],
    ['a connect time-out', socketError('ETIMEDOUT', 'connect ETIMEDOUT')],
    ['a full server', Object.assign(new Error('Too many connections'), { code: 'ER_CON_COUNT_ERROR', errno: 1040 })],
    ['a closed pool', new Error('Pool is closed.')],
    [
      "TypeORM's wrapper of a lost connection",
      new QueryFailedError('SELECT 1', [], socketError('PROTOCOL_CONNECTION_LOST', 'Connection lost: The server closed the connection.')),
    ],
    ["GraphQL's wrapper of a resolver error", new GraphQLError('x', { originalError: socketError('ECONNRESET', 'read ECONNRESET') })],
    [
      "graphql-js's wrapper of a value from another realm",
      Object.assign(new Error('Unexpected error value: {…}'), { thrownValue: { code: 'ECONNREFUSED' } }),
    ],
    [
      "Apollo's wrapper of an error from another realm",
      new GraphQLError('Unexpected error value: Error: connect ECONNREFUSED 127.0.0.1:3306'),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [
      'a duplicate key',
      new QueryFailedError('INSERT', [], Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY', errno: 1062 })),
    ],
    ['a deadlock', Object.assign(new Error('Deadlock found'), { code: 'ER_LOCK_DEADLOCK' })],
    ['a syntax error', Object.assign(new Error('You have an error in your SQL syntax'), { code: 'ER_PARSE_ERROR' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a GraphQL validation error', new GraphQLError('Cannot query field "x" on type "Query".')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on a cycle of causes', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' };
    a.cause = { message: 'b', cause: a };
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('withTimeout', () => {
  it('answers what the work answers in time', async () => {
    await expect(withTimeout(Promise.resolve(42), 1000, 'work')).resolves.toBe(42);
  });

  it('rejects when the work does not settle in time', async () => {
    await expect(withTimeout(new Promise(() => undefined), 10, 'SELECT 1')).rejects.toThrow('SELECT 1 did not answer within 10 ms');
  });
});
