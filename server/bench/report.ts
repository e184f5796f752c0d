// The bench's output: one table per database, the checkout and re-pricing lines under it, and the
// same figures as JSON (BENCH_JSON) for docs/performance.md.
import { writeFileSync } from 'node:fs';
import type { BulkCatalogue } from './bulk-catalogue';
import type { CheckoutResult } from './checkout';
import type { LoadResult } from './load';
import type { RepricingResult } from './repricing';

export type DbKind = 'sqlite' | 'mariadb';

export interface Row {
  name: string;
  cache: 'on' | 'off' | '-';
  result: LoadResult | null;
  /** Why the case did not run (its first request failed). */
  failed?: string;
  /** req/s over the node:http baseline's. */
  ratio: number | null;
  goal: { text: string; met: boolean | null };
}

export interface DatabaseReport {
  kind: DbKind;
  label: string;
  bulk: BulkCatalogue;
  totalProducts: number;
  rows: Row[];
  notes: string[];
  /** Statements of the uncached listing at two page sizes (the issue: <= 4 and the same for both). */
  listingSql: { small: number; smallSize: number; large: number; largeSize: number } | null;
  checkout: CheckoutResult | { error: string };
  repricing: RepricingResult | { error: string };
  /** Slow-query warnings of the servers (statements over 1 s), per phase. */
  slowQueries: Record<string, number>;
}

export interface RunSettings {
  duration: number;
  products: number;
  priceEntries: number;
  connections: number;
  databases: DbKind[];
}

export interface RunReport {
  date: string;
  machine: { cpus: number; node: string };
  settings: RunSettings;
  baseline: LoadResult | null;
  databases: DatabaseReport[];
  failures: string[];
}

const n = (value: number) => value.toLocaleString('en-US');
const rate = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
export const ratioText = (ratio: number | null) => (ratio === null ? '-' : `${ratio < 0.01 ? ratio.toFixed(4) : ratio.toFixed(3)}x`);

export const CHECKOUT_GOAL = 200;
export const REPRICING_GOAL_ROWS_PER_SECOND = 50_000;

export function checkoutProblems(c: DatabaseReport['checkout']): string[] {
  if ('error' in c) return [c.error];
  const problems: string[] = [];
  if (c.lost) problems.push(`${c.lost} acknowledged order(s) lost`);
  if (c.doubled) problems.push(`${c.doubled} idempotency key(s) with two orders`);
  if (c.errors) problems.push(`${c.errors} failed request(s), first: ${c.firstError}`);
  return problems;
}

function printTable(report: DatabaseReport, baseline: LoadResult | null, settings: RunSettings): void {
  const b = report.bulk;
  console.log('');
  console.log(
    `${report.kind === 'sqlite' ? 'SQLite' : 'MariaDB'}: ${n(report.totalProducts)} products (${n(b.products)} bulk: ${n(b.productColors)} colours, ` +
      `${n(b.productImages)} images, ${n(b.productCarats)} carats, ${n(b.priceEntries)} price entries in ${b.currencies.length} currencies, ` +
      `${n(b.productSizes)} sizes); ${settings.connections} connections x ${settings.duration} s per case`,
  );
  const header = ['case', 'cache', 'req/s', 'x http', 'p50 ms', 'p99 ms', 'alone ms', 'SQL/req', 'errors/non-2xx', 'target'];
  const last = header.length - 1;
  const cells = (name: string, cache: string, r: LoadResult | null, ratio: number | null, target: string, failed?: string): string[] =>
    // The baseline sends no X-SQL-Statements: '-' there, '?' where the shop's header is missing.
    r
      ? [
          name,
          cache,
          rate(r.requestsPerSecond),
          ratioText(ratio),
          String(r.p50),
          String(r.p99),
          r.aloneMs.toFixed(1),
          r === baseline ? '-' : Number.isNaN(r.sqlStatements) ? '?' : String(r.sqlStatements),
          `${r.errors}/${r.non2xx}${r.unanswered ? ` (${r.unanswered} sent, none answered)` : ''}`,
          target,
        ]
      : [name, cache, '-', '-', '-', '-', '-', '-', 'failed', failed ?? ''];
  const lines = [
    ...(baseline ? [cells('node:http "ok" (baseline)', '-', baseline, 1, '')] : []),
    ...report.rows.map((row) => cells(row.name, row.cache, row.result, row.ratio, row.goal.text, row.failed)),
  ];
  // The last column is not padded: a failure's reason may run on.
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (i === last ? 0 : l[i].length))));
  const format = (row: string[]) =>
    row
      .map((cell, i) => (i <= 1 ? cell.padEnd(widths[i]) : i === last ? cell : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));

  const sql = report.listingSql;
  if (sql) {
    const ok = sql.small <= 4 && sql.small === sql.large;
    console.log(
      `listing SQL (cache off): ${sql.small} statements for ${sql.smallSize} items, ${sql.large} for ${sql.largeSize} (target <= 4 and constant) ${ok ? 'ok' : 'MISS'}`,
    );
  }
  const c = report.checkout;
  if ('error' in c) console.log(`checkout: failed: ${c.error}`);
  else {
    const problems = checkoutProblems(c);
    console.log(
      `checkout (${c.shoppers} shoppers, each cartAddItem then createOrder from the cart, ${c.seconds.toFixed(1)} s): ` +
        `${c.ordersPerSecond.toFixed(1)} orders/s (${ratioText(baseline ? c.ordersPerSecond / baseline.requestsPerSecond : null)}), ` +
        `createOrder p50 ${c.orderP50.toFixed(0)} ms, p99 ${c.orderP99.toFixed(0)} ms (round p99 ${c.roundP99.toFixed(0)} ms); ` +
        `target >= ${CHECKOUT_GOAL} orders/s ${c.ordersPerSecond >= CHECKOUT_GOAL ? 'ok' : 'MISS'}`,
    );
    console.log(
      `  orders: ${n(c.acknowledged)} acknowledged, ${n(c.stored)} stored, ${c.lost} lost, ${c.doubled} doubled` +
        `${c.unacknowledged ? `, ${c.unacknowledged} stored without an answer` : ''}; ${problems.length ? `FAULT: ${problems.join('; ')}` : 'ok'}`,
    );
  }
  const r = report.repricing;
  if ('error' in r) console.log(`re-pricing: failed: ${r.error}`);
  else {
    console.log(
      `re-pricing (updateMetalType, gold base rate ${n(r.fromRate)} -> ${n(r.toRate)}, one request): ${n(r.repriced)} of ${n(r.autoEntries)} auto entries ` +
        `re-priced (database count; the answer said ${n(r.reported)}, ${n(r.products)} products) in ${r.seconds.toFixed(2)} s = ${n(Math.round(r.rowsPerSecond))} rows/s; ` +
        `target 100,000 in < 2 s (>= ${n(REPRICING_GOAL_ROWS_PER_SECOND)} rows/s) ${r.rowsPerSecond >= REPRICING_GOAL_ROWS_PER_SECOND ? 'ok' : 'MISS'}`,
    );
  }
  for (const note of report.notes) console.log(`  * ${note}`);
  for (const [phase, count] of Object.entries(report.slowQueries))
    console.log(`  ! ${count} SQL statement(s) over 1 s while running: ${phase}`);
}

export function printReport(run: RunReport): void {
  for (const report of run.databases) printTable(report, run.baseline, run.settings);
  console.log(
    '\ncache on: the first server (RESPONSE_CACHE default); off: the second, RESPONSE_CACHE=off, same database. x http: req/s over the bare ' +
      'node:http baseline. alone: median of 5 requests on the quiet server after the run. SQL/req: X-SQL-Statements of such a request ' +
      '(a cache hit runs none). errors: connection errors, time-outs and GraphQL `errors` answers.',
  );
}

export function writeJson(file: string, run: RunReport): void {
  writeFileSync(file, JSON.stringify(run, null, 2) + '\n');
}
