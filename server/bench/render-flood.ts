// `npm run bench:render-flood`: issue 27's flood of server renders. 8 connections ask for the product page at
// addresses that differ only in a parameter the page does not read (`?utm=<n>`), each with a made-up 3-letter
// `shop_currency` cookie, for BENCH_SECONDS; meanwhile one shopper sends a trivial, uncached GraphQL query in a
// loop. Reports the pages drawn (answers that ran SQL), served from the kept page, and shed (503), and the
// query's median and slowest answer. Needs the built client (npm run build -w client).
// Settings (environment):
//   BENCH_DB       sqlite (default) | mariadb
//   BENCH_SECONDS  how long the flood lasts (default 10)
//   BENCH_PARAM    the parameter that changes: utm (default; the page does not read it) or query (the header's
//                  search reads it: every address is a page of its own, the worst case)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config';
import { startServerProcess } from '../test/support/server-process';

const CONNECTIONS = 8;

function readSettings(env: NodeJS.ProcessEnv): { kind: 'sqlite' | 'mariadb'; seconds: number; param: string } {
  const kind = env.BENCH_DB || 'sqlite';
  if (kind !== 'sqlite' && kind !== 'mariadb') throw new Error(`BENCH_DB must be sqlite or mariadb (got "${kind}")`);
  const seconds = env.BENCH_SECONDS || '10';
  if (!/^\d+$/.test(seconds) || Number(seconds) < 1)
    throw new Error(`BENCH_SECONDS must be a whole number of at least 1 (got "${seconds}")`);
  const param = env.BENCH_PARAM || 'utm';
  if (param !== 'utm' && param !== 'query') throw new Error(`BENCH_PARAM must be utm or query (got "${param}")`);
  return { kind, seconds: Number(seconds), param };
}

const letters = () => Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

async function main(): Promise<void> {
  const { kind, seconds, param } = readSettings(process.env);
  const clientDist = path.join(REPO_ROOT, 'client/dist');
  const ssrEntry = path.join(REPO_ROOT, 'client/dist-server/entry-server.cjs');
  if (!existsSync(ssrEntry)) throw new Error(`${ssrEntry} is missing: run \`npm run build -w client\` first`);
  process.env.TEST_DB_KIND = kind;
  const server = await startServerProcess({ CLIENT_DIST: clientDist, SSR_ENTRY: ssrEntry });
  const counts = { drawn: 0, kept: 0, shed: 0, other: 0 };
  const queryMs: number[] = [];
  let queryShed = 0;
  try {
    const until = Date.now() + seconds * 1000;
    let n = 0;
    const flood = async () => {
      while (Date.now() < until) {
        n += 1;
        const response = await fetch(`${server.url}/product/1?${param}=${n}`, {
          headers: { accept: 'text/html', cookie: `shop_currency=${letters()}` },
        });
        await response.arrayBuffer();
        const statements = Number(response.headers.get('x-sql-statements'));
        if (response.status === 503) counts.shed += 1;
        else if (response.status !== 200) counts.other += 1;
        else if (statements > 0) counts.drawn += 1;
        else counts.kept += 1;
      }
    };
    const shopper = async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
          body: JSON.stringify({ query: '{ storeCurrencies { code } }' }),
        });
        await response.arrayBuffer();
        if (response.status === 503) queryShed += 1;
        else queryMs.push(performance.now() - started);
      }
    };
    await Promise.all([...Array.from({ length: CONNECTIONS }, flood), shopper()]);
  } finally {
    await server.close();
  }
  queryMs.sort((a, b) => a - b);
  const median = queryMs[Math.floor(queryMs.length / 2)] ?? NaN;
  console.log(`\nrender flood on ${kind}: ${CONNECTIONS} connections, ${seconds} s, /product/1?${param}=<n> with a made-up currency each`);
  console.table([
    {
      'pages drawn': counts.drawn,
      'drawn per s': Number((counts.drawn / seconds).toFixed(1)),
      'kept page': counts.kept,
      'shed (503)': counts.shed,
      other: counts.other,
      'query answers': queryMs.length,
      'query shed': queryShed,
      'query median ms': Number(median.toFixed(1)),
      'query slowest ms': Number((queryMs.at(-1) ?? NaN).toFixed(1)),
    },
  ]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
