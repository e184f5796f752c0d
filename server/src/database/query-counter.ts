import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger, QueryRunner } from 'typeorm';
import { noteStatement } from './transactions';
import { sqlStatements } from '../observability/metrics';

export interface Counter {
  statements: number;
}

const storage = new AsyncLocalStorage<Counter>();

/** Runs `fn` (and everything it starts) counting SQL statements into `counter`; used per HTTP request. */
export function runWithQueryCounter<T>(counter: Counter, fn: () => T): T {
  return storage.run(counter, fn);
}

/** The counter of the current request, if one is counting. */
export function currentCounter(): Counter | undefined {
  return storage.getStore();
}

/** SQL statements issued so far in the current request (0 outside one). */
export function currentQueryCount(): number {
  return storage.getStore()?.statements ?? 0;
}

/**
 * TypeORM logger that counts every statement of the current request, so tests and the benchmark
 * can prove that a list's statement count does not grow with its length; tells transactions.ts which
 * tables a transaction writes (the caches' data version); prints SQL when asked.
 */
export class CountingLogger implements Logger {
  constructor(private readonly printSql: boolean) {}

  logQuery(query: string, parameters?: unknown[], _runner?: QueryRunner): void {
    const store = storage.getStore();
    if (store) store.statements += 1;
    sqlStatements.inc();
    noteStatement(query);
    if (this.printSql) console.log(`[sql] ${query}${parameters?.length ? ' -- ' + JSON.stringify(parameters) : ''}`);
  }

  logQueryError(error: string | Error, query: string): void {
    if (this.printSql) console.error(`[sql error] ${String(error)} in ${query}`);
  }

  logQuerySlow(time: number, query: string): void {
    // Waiting for the schema lock (database/migrate.ts) is meant to take as long as another's migrations.
    if (query.startsWith('SELECT GET_LOCK(')) return;
    console.warn(`[sql slow] ${time} ms: ${query.slice(0, 200)}`);
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    console.log(`[migration] ${message}`);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') console.warn(`[typeorm] ${String(message)}`);
  }
}
