// How fast one page of the back-office products table answers on a big catalogue, for every sort:
// starts the real server on a throwaway MariaDB (or SQLite) database, seeds the demo shop plus
// BENCH_PRODUCTS bulk products (default 10,000), signs in as the admin and times `adminProducts` (the
// table's fields, 20 rows) on the first page and a page in the middle, as the products page asks it.
//
//   npm run bench:admin-sorts -w server        MariaDB at mysql://root@127.0.0.1:3306
//   BENCH_DB=sqlite npm run bench:admin-sorts -w server
//   BENCH_PRODUCTS=10000 BENCH_MYSQL_URL=mysql://user:pass@host:3306 ...
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { AdminProductSort } from '../src/domain/products-admin/product-admin.service';
import { User } from '../src/entities/user.entity';
import { startServer } from '../src/start';
import { seedBulkCatalogue } from './bulk-catalogue';
import { benchServerBase, mariadbDatabase, sqliteDatabase } from './databases';

const QUERY = `query Bench($first: Int, $offset: Int, $sort: AdminProductSort, $search: String) {
  adminProducts(first: $first, offset: $offset, sort: $sort, search: $search) {
    totalCount items { id name weightInGrams caratCount metalTypeId metalType { id name } subcategoryId subcategory { id name } }
  }
}`;
const RUNS = 15;

async function gql(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data!, statements: Number(response.headers.get('x-sql-statements')) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const kind = process.env.BENCH_DB === 'sqlite' ? 'sqlite' : 'mariadb';
  const products = Number(process.env.BENCH_PRODUCTS || 10_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-sorts-'));
  const db =
    kind === 'sqlite'
      ? sqliteDatabase(dir)
      : await mariadbDatabase(process.env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306', { prefix: 'shop_bench_sorts' });
  const password = randomBytes(12).toString('hex');
  const server = await startServer(
    loadConfig({
      ...benchServerBase(db.url, dir),
      JWT_SECRET: randomBytes(24).toString('hex'),
      ADMIN_EMAIL: 'admin@bench.example',
      ADMIN_PASSWORD: password,
      DEMO_CUSTOMER_PASSWORD: randomBytes(12).toString('hex'),
      SEED_DEMO: 'true',
      LOG_SQL: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    }),
  );
  try {
    const bulk = await seedBulkCatalogue(server.dataSource, products);
    const login = await gql(server.url, 'mutation($input: LoginInput!) { login(input: $input) { ... on AuthPayload { token } } }', {
      input: { email: 'admin@bench.example', password },
    });
    const token = (login.data.login as { token: string }).token;
    const total = (await gql(server.url, QUERY, { first: 0 }, token)).data.adminProducts.totalCount as number;
    console.log(
      `${kind}: ${total.toLocaleString('en-US')} products (bulk seed ${bulk.seconds.toFixed(1)} s); best / median ms of ${RUNS} runs, 20 rows a page`,
    );
    // The service call alone (count + the page's one statement), then the whole GraphQL request.
    const admin = await server.dataSource.getRepository(User).findOneByOrFail({ email: 'admin@bench.example' });
    const ctx = { user: admin, authError: null };
    console.log('sort             | SQL first page | SQL middle page | GraphQL first page | GraphQL middle page | statements');
    const cell = (ms: number[], width: number) => `${Math.min(...ms).toFixed(1)} / ${median(ms).toFixed(1)}`.padStart(width);
    const offsets = { first: 0, middle: Math.floor(total / 2) };
    for (const sort of Object.values(AdminProductSort)) {
      const sql: Record<string, number[]> = { first: [], middle: [] };
      const http: Record<string, number[]> = { first: [], middle: [] };
      let statements = 0;
      for (const [label, offset] of Object.entries(offsets)) {
        await gql(server.url, QUERY, { first: 20, offset, sort }, token); // warm-up
        for (let i = 0; i < RUNS; i++) {
          let start = performance.now();
          await server.services.productAdmin.listProducts(ctx, { first: 20, offset, sort });
          sql[label].push(performance.now() - start);
          start = performance.now();
          statements = (await gql(server.url, QUERY, { first: 20, offset, sort }, token)).statements;
          http[label].push(performance.now() - start);
        }
      }
      console.log(
        `${sort.padEnd(16)} | ${cell(sql.first, 14)} | ${cell(sql.middle, 15)} | ${cell(http.first, 18)} | ${cell(http.middle, 19)} | ${statements}`,
      );
    }
  } finally {
    await server.close();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
